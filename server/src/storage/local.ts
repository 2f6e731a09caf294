import { createHash, type Hash, randomBytes, randomUUID } from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isInlineSafe, normalizeContentType } from './content-disposition.js';
import { signUrl } from './signing.js';
import { type MultipartTarget, type ObjectStorage, type StoredObject, StorageError, type UploadedPart } from './types.js';

export const MAX_PART_NUMBER = 10_000;
/** Download URLs are rounded to this window so repeated signing yields the same, cacheable URL. */
export const DOWNLOAD_URL_WINDOW_SECONDS = 300;

/** Keys are server-made path segments: letters, digits, `_`, `.`, `-`; no empty, hidden or `..` segment. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function isValidKey(key: string): boolean {
  return key.length <= 1024 && KEY_PATTERN.test(key) && !key.includes('..');
}

export function isValidPartNumber(partNumber: number): boolean {
  return Number.isInteger(partNumber) && partNumber >= 1 && partNumber <= MAX_PART_NUMBER;
}

export function isValidUploadId(uploadId: string): boolean {
  return UPLOAD_ID_PATTERN.test(uploadId);
}

/** A part body went past the size the caller allows; the partial file is already removed. */
export class PartTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`A part may hold at most ${maxBytes} bytes.`);
    this.name = 'PartTooLargeError';
  }
}

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedObject {
  size: number;
  /** The whole object, or only `range` (which the caller has checked against `size`). */
  createReadStream(range?: ByteRange): Readable;
  close(): Promise<void>;
}

/**
 * Objects as files under `root/objects/<key>`. An unfinished upload is the directory
 * `root/uploads/<uploadId>`: one `data` file the parts are written into at their offsets, and a
 * record per part that has fully arrived. Objects are written to a temporary name (or the upload's
 * data file), fsynced, then renamed, so a reader or a crash never sees half a file under a real name.
 *
 * The locks and write tracking below are per process: the local adapter serves one instance (at
 * scale, files go to S3, where the bucket does this).
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly objectsDirectory: string;
  private readonly uploadsDirectory: string;
  private readonly partLocks = new KeyedLock();
  private readonly activeWrites = new ActiveWrites();
  private readonly syncs = new CoalescedSyncs();
  private readonly prefixHashes = new PrefixHashes();

  constructor(
    root: string,
    private readonly getSecret: () => string,
  ) {
    this.objectsDirectory = path.join(root, 'objects');
    this.uploadsDirectory = path.join(root, 'uploads');
  }

  /**
   * Parts are stored by the session's public uploadId (the only id the part route knows), so the
   * id returned here is informational; it is recorded like S3's for symmetry.
   */
  async createMultipartUpload(key: string, _contentType: string | null): Promise<{ backendUploadId: string }> {
    assertKey(key);
    return { backendUploadId: randomUUID() };
  }

  async signPartUrl(target: MultipartTarget & { uploadId: string; partNumber: number; expiresInSeconds: number }): Promise<string> {
    assertUploadId(target.uploadId);
    assertPartNumber(target.partNumber);
    const { expires, signature } = signUrl(
      this.getSecret,
      { method: 'PUT', uploadId: target.uploadId, partNumber: target.partNumber },
      { expiresInSeconds: target.expiresInSeconds },
    );
    return `/storage/parts/${target.uploadId}/${target.partNumber}?expires=${expires}&signature=${signature}`;
  }

  /**
   * Streams one part into the upload's data file at its offset, (partNumber − 1) × partSize, so that
   * completing the upload copies nothing. The part's record (`<partNumber>.json`: ETag, offset, size)
   * is written only once its bytes are on disk (fdatasync), and removed before its region is written
   * again, so a record always describes whole, durable bytes; a write cut short leaves the part "not
   * received". The ETag is a random token naming this write (clients treat ETags as opaque).
   */
  async writePart(uploadId: string, partNumber: number, body: Readable, partSize: number): Promise<{ etag: string; size: number }> {
    assertUploadId(uploadId);
    assertPartNumber(partNumber);
    if (!Number.isSafeInteger(partSize) || partSize < 1) throw new Error(`Invalid part size: ${partSize}`);
    // One writer per part at a time (a retry waits for the attempt it replaces), and completion can
    // stop the writes of its upload.
    const written = await this.activeWrites.track(uploadId, body, (signal) =>
      this.partLocks.run(partLockKey(uploadId, partNumber), async () => {
        const directory = this.partsDirectory(uploadId);
        await fs.mkdir(directory, { recursive: true });
        const recordPath = partRecordPath(directory, partNumber);
        await fs.rm(recordPath, { force: true });
        const offset = (partNumber - 1) * partSize;
        this.prefixHashes.forgetFrom(uploadId, offset);
        const size = await writeAtOffset(path.join(directory, DATA_FILE), body, offset, partSize, signal);
        await this.syncs.sync(uploadId, path.join(directory, DATA_FILE));
        signal.throwIfAborted();
        const record: PartRecord = { etag: `"${randomBytes(16).toString('hex')}"`, offset, size };
        await writeFileAtomically(recordPath, JSON.stringify(record));
        return { etag: record.etag, size };
      }),
    );
    // Hashing the parts that now continue the file's hashed prefix runs after the answer; its
    // failure only leaves more to hash on completion.
    this.prefixHashes.advance(uploadId, (number, task) => this.partLocks.run(partLockKey(uploadId, number), task), {
      directory: this.partsDirectory(uploadId),
      partSize,
    });
    return written;
  }

  /** Forgets one part (used when its session closed while the part was arriving). */
  async deletePart(uploadId: string, partNumber: number): Promise<void> {
    assertUploadId(uploadId);
    assertPartNumber(partNumber);
    await fs.rm(partRecordPath(this.partsDirectory(uploadId), partNumber), { force: true });
  }

  /**
   * Checks the parts against their records (every part from 1 on, each but the last holding
   * `partSize` bytes, ETags matching), hashes the data file, makes it durable and renames it to
   * the object: the bytes are written once, by the part PUTs.
   */
  async completeMultipartUpload(
    target: MultipartTarget & { uploadId: string; parts: UploadedPart[]; partSize: number },
  ): Promise<StoredObject> {
    assertKey(target.key);
    assertUploadId(target.uploadId);
    const parts = [...target.parts].sort((a, b) => a.partNumber - b.partNumber);
    if (parts.length === 0) throw new StorageError('INVALID_PART', 'The upload lists no parts.');
    // A part still arriving (a stray retry) must not change the bytes while they are hashed.
    await this.activeWrites.stop(target.uploadId);

    const directory = this.partsDirectory(target.uploadId);
    // What was hashed while the parts arrived (nothing after a restart); checked against the parts
    // listed below before it is used.
    const prefix = await this.prefixHashes.take(target.uploadId);
    let total = 0;
    for (const [index, part] of parts.entries()) {
      if (!isValidPartNumber(part.partNumber)) {
        throw new StorageError('INVALID_PART', `Part ${part.partNumber} is not a valid part number (1 to ${MAX_PART_NUMBER}).`);
      }
      if (index > 0 && parts[index - 1]!.partNumber === part.partNumber) {
        throw new StorageError('INVALID_PART', `Part ${part.partNumber} is listed more than once.`);
      }
      if (part.partNumber !== index + 1) throw new StorageError('INVALID_PART', `Part ${index + 1} was not received.`);
      const record = await readPartRecord(directory, part.partNumber);
      if (!record) throw new StorageError('INVALID_PART', `Part ${part.partNumber} was not received.`);
      if (unquoteEtag(record.etag) !== unquoteEtag(part.etag)) {
        throw new StorageError('INVALID_PART', `Part ${part.partNumber} does not match the data received (ETag ${part.etag}).`);
      }
      if (record.offset !== total) {
        throw new StorageError(
          'INVALID_PART',
          `Part ${part.partNumber - 1} holds fewer bytes than the part size (${target.partSize}); only the last part may be smaller.`,
        );
      }
      total += record.size;
    }
    const isPrefixValid =
      prefix !== null &&
      prefix.hashedBytes <= total &&
      parts.every((part, index) => {
        const hashedEtag = prefix.etags.get(index + 1);
        return hashedEtag === undefined || unquoteEtag(hashedEtag) === unquoteEtag(part.etag);
      }) &&
      [...prefix.etags.keys()].every((number) => number <= parts.length);

    const dataPath = path.join(directory, DATA_FILE);
    const objectPath = this.objectPath(target.key);
    let handle: FileHandle;
    try {
      handle = await fs.open(dataPath, 'r+');
    } catch (error) {
      if (isMissingFileError(error)) throw new StorageError('INVALID_PART', 'The parts of this upload are gone.');
      throw error;
    }
    let sha256: string;
    try {
      // A part sent beyond the last one listed leaves bytes past the end.
      if ((await handle.stat()).size > total) await handle.truncate(total);
      const hashed = isPrefixValid ? prefix : { hash: createHash('sha256'), hashedBytes: 0 };
      [sha256] = await Promise.all([hashFileRange(handle, hashed.hash, hashed.hashedBytes, total), handle.datasync()]);
    } finally {
      await handle.close();
    }
    await fs.mkdir(path.dirname(objectPath), { recursive: true });
    await fs.rename(dataPath, objectPath);
    // The object is complete: failing to remove the emptied folder (a few part records) must not
    // fail the upload; it is left behind, harmless.
    await fs.rm(directory, { recursive: true, force: true }).catch(() => undefined);
    // A part that was recorded just before completion stopped the writes may have queued hashing
    // after the prefix was taken: nothing of this upload is kept.
    this.prefixHashes.forget(target.uploadId);
    return { size: total, sha256 };
  }

  async abortMultipartUpload(target: MultipartTarget & { uploadId: string }): Promise<void> {
    assertUploadId(target.uploadId);
    this.prefixHashes.forget(target.uploadId);
    await fs.rm(this.partsDirectory(target.uploadId), { recursive: true, force: true });
  }

  async putObject(key: string, body: Buffer | Readable, _contentType: string | null): Promise<void> {
    const objectPath = this.objectPath(key);
    await fs.mkdir(path.dirname(objectPath), { recursive: true });
    const temporaryPath = temporaryPathFor(objectPath);
    await writeFileFromStream(temporaryPath, Buffer.isBuffer(body) ? [body] : body);
    await renameOrRemove(temporaryPath, objectPath);
  }

  async getObjectStream(key: string): Promise<Readable> {
    const opened = await this.openObject(key);
    if (!opened) throw new StorageError('NOT_FOUND', `There is no object ${key}.`);
    return opened.createReadStream();
  }

  /**
   * Opens the object once, so that its size and the bytes served are of the same file even if the
   * key is rewritten meanwhile. null when there is no such object. The caller either creates one
   * read stream (which then owns the file and closes it) or calls close().
   */
  async openObject(key: string): Promise<OpenedObject | null> {
    const objectPath = this.objectPath(key);
    let handle: FileHandle;
    try {
      handle = await fs.open(objectPath, 'r');
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        size: stats.size,
        createReadStream: (range) => handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
        close: () => handle.close(),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** The object's file (read in place by media tools instead of a temporary copy). */
  localPath(key: string): string {
    return this.objectPath(key);
  }

  async headObject(key: string): Promise<{ size: number } | null> {
    try {
      const stats = await fs.stat(this.objectPath(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    await fs.rm(this.objectPath(key), { force: true });
  }

  async signDownloadUrl(options: {
    key: string;
    fileName: string;
    contentType: string | null;
    expiresInSeconds: number;
    inline?: boolean;
  }): Promise<string> {
    assertKey(options.key);
    const contentType = normalizeContentType(options.contentType);
    const inline = Boolean(options.inline) && isInlineSafe(contentType);
    const { expires, signature } = signUrl(
      this.getSecret,
      { method: 'GET', key: options.key, fileName: options.fileName, contentType, inline },
      { expiresInSeconds: options.expiresInSeconds, roundToSeconds: DOWNLOAD_URL_WINDOW_SECONDS },
    );
    const query = new URLSearchParams({
      name: options.fileName,
      type: contentType,
      inline: inline ? '1' : '0',
      expires: String(expires),
      signature,
    });
    return `/storage/files/${options.key}?${query.toString()}`;
  }

  private objectPath(key: string): string {
    assertKey(key);
    return path.join(this.objectsDirectory, ...key.split('/'));
  }

  private partsDirectory(uploadId: string): string {
    return path.join(this.uploadsDirectory, uploadId);
  }
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

function assertUploadId(uploadId: string): void {
  if (!isValidUploadId(uploadId)) throw new Error(`Invalid upload id: ${JSON.stringify(uploadId)}`);
}

function assertPartNumber(partNumber: number): void {
  if (!isValidPartNumber(partNumber)) throw new Error(`Invalid part number: ${partNumber}`);
}

/** S3 compares ETags without their quotes; so does this adapter. */
function unquoteEtag(etag: string): string {
  return etag.trim().replace(/"/g, '');
}

/** Beside the final file (same file system, so the rename is atomic) and hidden from keys. */
function temporaryPathFor(finalPath: string): string {
  return path.join(path.dirname(finalPath), `.${path.basename(finalPath)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Big reads and writes: 64 KiB writes spend more time in syscalls and callbacks than copying. */
const IO_CHUNK_BYTES = 4 * 1024 * 1024;
const DATA_FILE = 'data';

interface PartRecord {
  etag: string;
  offset: number;
  size: number;
}

function partRecordPath(directory: string, partNumber: number): string {
  return path.join(directory, `${partNumber}.json`);
}

async function readPartRecord(directory: string, partNumber: number): Promise<PartRecord | null> {
  const text = await readTextIfExists(partRecordPath(directory, partNumber));
  if (text === null) return null;
  const record = JSON.parse(text) as PartRecord;
  return typeof record.etag === 'string' && Number.isSafeInteger(record.offset) && Number.isSafeInteger(record.size) ? record : null;
}

/**
 * Writes `body` into `filePath` (created if need be) from `offset` on, in big batches, and returns
 * the byte count. Refuses (PartTooLargeError) before writing a byte past `maxBytes`, so a part
 * never spills into the next part's region.
 */
async function writeAtOffset(
  filePath: string,
  body: AsyncIterable<Buffer>,
  offset: number,
  maxBytes: number,
  signal: AbortSignal,
): Promise<number> {
  signal.throwIfAborted();
  const handle = await fs.open(filePath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  try {
    let written = 0;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (batchBytes === 0) return;
      // writev: the request's chunks go to the file as they are, without copying them together.
      const { bytesWritten } = await handle.writev(batch, offset + written);
      if (bytesWritten < batchBytes) {
        const rest = Buffer.concat(batch, batchBytes).subarray(bytesWritten);
        for (let done = 0; done < rest.length;) {
          done += (await handle.write(rest, done, rest.length - done, offset + written + bytesWritten + done)).bytesWritten;
        }
      }
      written += batchBytes;
      batch = [];
      batchBytes = 0;
    };
    try {
      for await (const chunk of body) {
        signal.throwIfAborted();
        if (written + batchBytes + chunk.length > maxBytes) throw new PartTooLargeError(maxBytes);
        batch.push(chunk);
        batchBytes += chunk.length;
        if (batchBytes >= IO_CHUNK_BYTES) await flush();
      }
    } catch (error) {
      signal.throwIfAborted();
      throw error;
    }
    await flush();
    signal.throwIfAborted();
    return written;
  } finally {
    await handle.close();
  }
}

/**
 * Feeds bytes `start` to `end` of the file to `hash` and returns its hex digest, reading the next
 * chunk while the current one is hashed.
 */
async function hashFileRange(handle: FileHandle, hash: Hash, start: number, end: number): Promise<string> {
  await feedFileRange(handle, hash, start, end);
  return hash.digest('hex');
}

async function feedFileRange(handle: FileHandle, hash: Hash, start: number, end: number): Promise<void> {
  const buffers = [Buffer.allocUnsafe(IO_CHUNK_BYTES), Buffer.allocUnsafe(IO_CHUNK_BYTES)];
  const readAt = (index: number, position: number) => handle.read(buffers[index]!, 0, Math.min(IO_CHUNK_BYTES, end - position), position);
  let position = start;
  let index = 0;
  let pending = position < end ? readAt(0, position) : null;
  while (pending) {
    const { bytesRead } = await pending;
    if (bytesRead === 0) throw new StorageError('INVALID_PART', 'The upload is shorter than its parts say.');
    const current = buffers[index]!;
    position += bytesRead;
    index = 1 - index;
    pending = position < end ? readAt(index, position) : null;
    hash.update(current.subarray(0, bytesRead));
  }
}

function partLockKey(uploadId: string, partNumber: number): string {
  return `${uploadId}/${partNumber}`;
}

/** The sha256 state of an upload's data file over its first `hashedBytes`, and the part writes it covers. */
interface HashedPrefix {
  hash: Hash;
  hashedBytes: number;
  /** ETag of each part hashed, by part number. */
  etags: Map<number, string>;
}

/**
 * The sha256 of each open upload's data file, computed while its parts arrive: after a part is
 * recorded, the parts that now continue the hashed prefix are read back (from the page cache, under
 * their part lock, so no rewrite runs meanwhile) and hashed. Completion then hashes only what is
 * left, usually nothing, instead of reading the whole file after the last byte has arrived. A part
 * rewritten inside the prefix starts it again. Per process, like the locks: after a restart the
 * upload's completion hashes the whole file.
 */
class PrefixHashes {
  private readonly states = new Map<string, HashedPrefix & { tail: Promise<void>; queued: number; isStale: boolean }>();

  /** Drops the prefix if it reaches past `offset` (that region is about to be written again). */
  forgetFrom(uploadId: string, offset: number): void {
    const state = this.states.get(uploadId);
    if (state && state.hashedBytes > offset) this.forget(uploadId);
  }

  forget(uploadId: string): void {
    const state = this.states.get(uploadId);
    if (!state) return;
    state.isStale = true;
    this.states.delete(uploadId);
  }

  /** Hashes the recorded parts that continue the prefix; runs after any hashing already queued. */
  advance(
    uploadId: string,
    underPartLock: <T>(partNumber: number, task: () => Promise<T>) => Promise<T>,
    upload: { directory: string; partSize: number },
  ): void {
    let state = this.states.get(uploadId);
    if (!state) {
      state = { hash: createHash('sha256'), hashedBytes: 0, etags: new Map(), tail: Promise.resolve(), queued: 0, isStale: false };
      this.states.set(uploadId, state);
    }
    const current = state;
    // Runs only inside the queue below, so the prefix does not move between here and the hashing.
    const hashNextPart = (partNumber: number) =>
      underPartLock(partNumber, async () => {
        const record = await readPartRecord(upload.directory, partNumber);
        if (current.isStale || !record || record.offset !== current.hashedBytes || record.size === 0) return false;
        const handle = await fs.open(path.join(upload.directory, DATA_FILE), 'r');
        try {
          await feedFileRange(handle, current.hash, record.offset, record.offset + record.size);
        } finally {
          await handle.close();
        }
        current.hashedBytes += record.size;
        current.etags.set(partNumber, record.etag);
        return true;
      });
    current.queued++;
    current.tail = current.tail.then(async () => {
      current.queued--;
      try {
        // Only whole parts continue the prefix: a shorter part is the last one.
        while (!current.isStale && current.hashedBytes % upload.partSize === 0 && current.hashedBytes / upload.partSize < MAX_PART_NUMBER) {
          if (!(await hashNextPart(current.hashedBytes / upload.partSize + 1))) break;
        }
      } catch {
        // A read failed: forget the prefix; completion hashes the file itself.
        current.isStale = true;
      }
      // Nothing hashed and nothing queued (a part other than the next arrived, or the upload is gone): keep no state.
      const isUseless = current.isStale || (current.hashedBytes === 0 && current.queued === 0);
      if (isUseless && this.states.get(uploadId) === current) this.states.delete(uploadId);
    });
  }

  /** The upload's prefix once its queued hashing is done, removed from the table; null if there is none. */
  async take(uploadId: string): Promise<HashedPrefix | null> {
    const state = this.states.get(uploadId);
    if (!state) return null;
    this.states.delete(uploadId);
    await state.tail;
    return state.isStale ? null : state;
  }
}

/** Runs one task per key at a time, in call order. */
class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/** The part writes in progress per upload, so that completing an upload can stop them first. */
class ActiveWrites {
  private readonly writes = new Map<string, Set<{ body: Readable; controller: AbortController; done: Promise<unknown> }>>();

  async track<T>(uploadId: string, body: Readable, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const done = task(controller.signal);
    const entry = { body, controller, done: done.catch(() => undefined) };
    let entries = this.writes.get(uploadId);
    if (!entries) this.writes.set(uploadId, (entries = new Set()));
    entries.add(entry);
    try {
      return await done;
    } finally {
      entries.delete(entry);
      if (entries.size === 0 && this.writes.get(uploadId) === entries) this.writes.delete(uploadId);
    }
  }

  async stop(uploadId: string): Promise<void> {
    const entries = [...(this.writes.get(uploadId) ?? [])];
    for (const entry of entries) {
      entry.controller.abort(new Error('The upload is being completed.'));
      // Without an error: an 'error' event nobody listens to yet would be an uncaught exception.
      entry.body.destroy();
    }
    await Promise.all(entries.map((entry) => entry.done));
  }
}

/**
 * fdatasync of an upload's data file, shared: parts that finish together wait for one sync that
 * started after their bytes were written, instead of queueing one sync each.
 */
class CoalescedSyncs {
  private readonly states = new Map<string, { running: Promise<void> | null; next: Promise<void> | null }>();

  sync(uploadId: string, filePath: string): Promise<void> {
    let state = this.states.get(uploadId);
    if (!state) this.states.set(uploadId, (state = { running: null, next: null }));
    const current = state;
    const start = (): Promise<void> => {
      const running = datasyncFile(filePath).finally(() => {
        if (current.running === running) current.running = null;
        if (!current.running && !current.next && this.states.get(uploadId) === current) this.states.delete(uploadId);
      });
      current.running = running;
      return running;
    };
    if (!current.running) return start();
    current.next ??= current.running
      .catch(() => undefined)
      .then(() => {
        current.next = null;
        return start();
      });
    return current.next;
  }
}

async function datasyncFile(filePath: string): Promise<void> {
  const handle = await fs.open(filePath, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `source` to a new file at `filePath` and fsyncs it. The file is created before any byte is
 * read, and removed on any failure (a source error such as an aborted request included), so a
 * failed write leaves nothing behind.
 */
async function writeFileFromStream(filePath: string, source: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
  const handle = await fs.open(filePath, 'wx');
  try {
    // The stream owns the handle: with `flush` it fsyncs before closing it, also on failure.
    await pipeline(source, handle.createWriteStream({ flush: true, highWaterMark: IO_CHUNK_BYTES }));
  } catch (error) {
    await fs.rm(filePath, { force: true });
    throw error;
  }
}

async function writeFileAtomically(filePath: string, content: string): Promise<void> {
  const temporaryPath = temporaryPathFor(filePath);
  await writeFileFromStream(temporaryPath, [Buffer.from(content)]);
  await renameOrRemove(temporaryPath, filePath);
}

async function renameOrRemove(temporaryPath: string, finalPath: string): Promise<void> {
  try {
    await fs.rename(temporaryPath, finalPath);
  } catch (error) {
    await fs.rm(temporaryPath, { force: true });
    throw error;
  }
}

async function readTextIfExists(filePath: string): Promise<string | null> {
  try {
    return await fs.readFile(filePath, 'utf8');
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

import { randomBytes, randomUUID } from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isInlineSafe, normalizeContentType } from './content-disposition.js';
import { isMissingFileError, renameOrRemove, temporaryPathFor, writeFileAtomically, writeFileFromStream } from './local-files.js';
import { FileHash } from './hash-worker.js';
import { PrefixHashes } from './local-hashing.js';
import { assertKey, assertPartNumber, assertUploadId, isValidPartNumber, MAX_PART_NUMBER } from './local-keys.js';
import {
  ActiveWrites,
  CoalescedSyncs,
  DATA_FILE,
  KeyedLock,
  partLockKey,
  partRecordPath,
  readPartRecord,
  PartPastEndError,
  unquoteEtag,
  writeAtOffset,
  type PartRecord,
} from './local-parts.js';
import { describePartPastEnd, findPartRange, type UploadLayout } from './part-layout.js';
import { signUrl } from './signing.js';
import { type MultipartTarget, type ObjectStorage, type StoredObject, StorageError, type UploadedPart } from './types.js';

// The adapter's public surface stays here: the part route and the tests import it from this file.
export { isValidKey, isValidPartNumber, isValidUploadId, MAX_PART_NUMBER } from './local-keys.js';
export { PartPastEndError, PartTooLargeError } from './local-parts.js';

/** Download URLs are rounded to this window so repeated signing yields the same, cacheable URL. */
export const DOWNLOAD_URL_WINDOW_SECONDS = 300;

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
   *
   * The layout bounds the part to its place in the declared file: a part past the end is refused
   * before anything is written (PartPastEndError), and a body longer than its place is refused
   * before a byte goes past it (PartTooLargeError), so the data file never outgrows the file.
   */
  async writePart(uploadId: string, partNumber: number, body: Readable, layout: UploadLayout): Promise<{ etag: string; size: number }> {
    assertUploadId(uploadId);
    assertPartNumber(partNumber);
    const range = findPartRange(layout, partNumber);
    if (!range) throw new PartPastEndError(describePartPastEnd(layout, partNumber));
    // One writer per part at a time (a retry waits for the attempt it replaces), and completion can
    // stop the writes of its upload.
    const written = await this.activeWrites.track(uploadId, body, (signal) =>
      this.partLocks.run(partLockKey(uploadId, partNumber), async () => {
        const directory = this.partsDirectory(uploadId);
        await fs.mkdir(directory, { recursive: true });
        const recordPath = partRecordPath(directory, partNumber);
        await fs.rm(recordPath, { force: true });
        this.prefixHashes.forgetFrom(uploadId, range.offset);
        const size = await writeAtOffset(path.join(directory, DATA_FILE), body, range.offset, range.length, signal);
        await this.syncs.sync(uploadId, path.join(directory, DATA_FILE));
        signal.throwIfAborted();
        const record: PartRecord = { etag: `"${randomBytes(16).toString('hex')}"`, offset: range.offset, size };
        await writeFileAtomically(recordPath, JSON.stringify(record));
        return { etag: record.etag, size };
      }),
    );
    // Hashing the parts that now continue the file's hashed prefix runs after the answer; its
    // failure only leaves more to hash on completion.
    this.prefixHashes.advance(uploadId, (number, task) => this.partLocks.run(partLockKey(uploadId, number), task), {
      directory: this.partsDirectory(uploadId),
      partSize: layout.partSize,
    });
    return written;
  }

  /** The first `length` bytes an unfinished upload has received (its first part's start: what detection reads). */
  async readUploadHead(uploadId: string, length: number): Promise<Buffer> {
    assertUploadId(uploadId);
    let handle: FileHandle;
    try {
      handle = await fs.open(path.join(this.partsDirectory(uploadId), DATA_FILE), 'r');
    } catch (error) {
      if (isMissingFileError(error)) return Buffer.alloc(0);
      throw error;
    }
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
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
      if (prefix && !isPrefixValid) prefix.hash.drop();
      const hashed = isPrefixValid ? prefix : { hash: new FileHash(), hashedBytes: 0 };
      const hashRest = async () => {
        await hashed.hash.feed(dataPath, hashed.hashedBytes, total);
        return hashed.hash.digest();
      };
      [sha256] = await Promise.all([hashRest(), handle.datasync()]);
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

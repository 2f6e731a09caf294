import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
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
 * Objects as files under `root/objects/<key>`; parts of unfinished uploads under
 * `root/uploads/<uploadId>/<partNumber>`, each with its ETag in `<partNumber>.etag`. Every file
 * is written to a temporary name beside its final one, fsynced, then renamed, so a reader or a
 * crash never sees half a file under a real name.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly objectsDirectory: string;
  private readonly uploadsDirectory: string;

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

  /** Streams one part to disk (what the part route calls), computing its MD5 ETag as S3 does. */
  async writePart(uploadId: string, partNumber: number, body: Readable, maxBytes: number): Promise<{ etag: string; size: number }> {
    assertUploadId(uploadId);
    assertPartNumber(partNumber);
    const directory = this.partsDirectory(uploadId);
    await fs.mkdir(directory, { recursive: true });
    const partPath = path.join(directory, String(partNumber));
    const etagPath = `${partPath}.etag`;
    const temporaryPath = temporaryPathFor(partPath);

    const md5 = createHash('md5');
    let size = 0;
    await writeFileFromStream(
      temporaryPath,
      observeChunks(body, (chunk) => {
        size += chunk.length;
        if (size > maxBytes) throw new PartTooLargeError(maxBytes);
        md5.update(chunk);
      }),
    );
    const etag = `"${md5.digest('hex')}"`;
    // A part sent again replaces the old one. Removing the old ETag first means a completion racing
    // with the replacement sees "missing part" and refuses, never an old ETag over new data.
    await fs.rm(etagPath, { force: true });
    await renameOrRemove(temporaryPath, partPath);
    await writeFileAtomically(etagPath, etag);
    return { etag, size };
  }

  /** Removes one part (used when its session closed while the part was arriving). */
  async deletePart(uploadId: string, partNumber: number): Promise<void> {
    assertUploadId(uploadId);
    assertPartNumber(partNumber);
    const partPath = path.join(this.partsDirectory(uploadId), String(partNumber));
    await fs.rm(`${partPath}.etag`, { force: true });
    await fs.rm(partPath, { force: true });
  }

  async completeMultipartUpload(target: MultipartTarget & { uploadId: string; parts: UploadedPart[] }): Promise<StoredObject> {
    assertKey(target.key);
    assertUploadId(target.uploadId);
    const parts = [...target.parts].sort((a, b) => a.partNumber - b.partNumber);
    if (parts.length === 0) throw new StorageError('INVALID_PART', 'The upload lists no parts.');

    const partPaths: string[] = [];
    for (const [index, part] of parts.entries()) {
      if (!isValidPartNumber(part.partNumber)) {
        throw new StorageError('INVALID_PART', `Part ${part.partNumber} is not a valid part number (1 to ${MAX_PART_NUMBER}).`);
      }
      if (index > 0 && parts[index - 1]!.partNumber === part.partNumber) {
        throw new StorageError('INVALID_PART', `Part ${part.partNumber} is listed more than once.`);
      }
      const partPath = path.join(this.partsDirectory(target.uploadId), String(part.partNumber));
      const storedEtag = await readTextIfExists(`${partPath}.etag`);
      if (storedEtag === null || !(await isFile(partPath))) {
        throw new StorageError('INVALID_PART', `Part ${part.partNumber} was not received.`);
      }
      if (unquoteEtag(storedEtag) !== unquoteEtag(part.etag)) {
        throw new StorageError('INVALID_PART', `Part ${part.partNumber} does not match the data received (ETag ${part.etag}).`);
      }
      partPaths.push(partPath);
    }

    const objectPath = this.objectPath(target.key);
    await fs.mkdir(path.dirname(objectPath), { recursive: true });
    const temporaryPath = temporaryPathFor(objectPath);
    const sha256 = createHash('sha256');
    let size = 0;
    await writeFileFromStream(
      temporaryPath,
      observeChunks(concatenateFiles(partPaths, parts), (chunk) => {
        sha256.update(chunk);
        size += chunk.length;
      }),
    );
    await renameOrRemove(temporaryPath, objectPath);
    await fs.rm(this.partsDirectory(target.uploadId), { recursive: true, force: true });
    return { size, sha256: sha256.digest('hex') };
  }

  async abortMultipartUpload(target: MultipartTarget & { uploadId: string }): Promise<void> {
    assertUploadId(target.uploadId);
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

/** Passes chunks through, letting `observe` hash, count or refuse each (by throwing). */
async function* observeChunks(source: AsyncIterable<Buffer>, observe: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    observe(chunk);
    yield chunk;
  }
}

/** Big reads and writes: 64 KiB streams spend more time in syscalls and callbacks than copying. */
const IO_CHUNK_BYTES = 4 * 1024 * 1024;

/** One file after another, one chunk in memory at a time. */
async function* concatenateFiles(filePaths: string[], parts: UploadedPart[]): AsyncGenerator<Buffer> {
  for (const [index, filePath] of filePaths.entries()) {
    try {
      for await (const chunk of createReadStream(filePath, { highWaterMark: IO_CHUNK_BYTES })) yield chunk as Buffer;
    } catch (error) {
      if (isMissingFileError(error)) {
        throw new StorageError('INVALID_PART', `Part ${parts[index]!.partNumber} disappeared while the upload was being completed.`);
      }
      throw error;
    }
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

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await fs.stat(filePath)).isFile();
  } catch (error) {
    if (isMissingFileError(error)) return false;
    throw error;
  }
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

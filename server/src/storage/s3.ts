import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  type CompletedPart,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { buildContentDisposition, isInlineSafe, normalizeContentType } from './content-disposition.js';
import { type MultipartTarget, type ObjectStorage, type StoredObject, StorageError, type UploadedPart } from './types.js';

export interface StorageLogger {
  warn(details: object, message: string): void;
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Omitted for AWS itself; set for S3-compatible stores. */
  endpoint?: string;
  /** Omitted to use the SDK's default chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  logger?: StorageLogger;
}

/** Errors by which S3 refuses a completion because of the client's part list. */
const INVALID_PART_ERRORS = new Set(['InvalidPart', 'InvalidPartOrder', 'NoSuchUpload', 'EntityTooSmall']);
/** putObject of a stream of unknown length goes multipart in parts of this size (S3's minimum is 5 MiB). */
const PUT_PART_BYTES = 8 * 1024 * 1024;
/** Download URLs are signed as of the start of a window so repeated signing yields a cacheable URL. */
const DOWNLOAD_URL_WINDOW_SECONDS = 300;
/** SigV4 presigned URLs live at most 7 days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

/**
 * An S3 (or S3-compatible) bucket. The browser PUTs parts and GETs files straight from the bucket
 * through presigned URLs, so the bucket needs a CORS rule that allows PUT and GET from the app's
 * origin and exposes the ETag header.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly logger: StorageLogger;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.logger = options.logger ?? { warn: (details, message) => console.warn(message, details) };
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Otherwise the SDK adds a CRC32 of the (empty) body to presigned part URLs and the browser's
      // PUT of the real bytes fails the check; S3-compatible stores also differ in checksum support.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async createMultipartUpload(key: string, contentType: string | null): Promise<{ backendUploadId: string }> {
    const result = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: normalizeContentType(contentType) }),
    );
    if (!result.UploadId) throw new Error('The object store returned no UploadId.');
    return { backendUploadId: result.UploadId };
  }

  /**
   * With `contentLength`, Content-Length is one of the URL's signed headers (X-Amz-SignedHeaders
   * `content-length;host`): S3 refuses a PUT of any other length, so a part cannot carry more than
   * its place in the declared file. The browser sends the header itself, equal to the part's bytes.
   */
  async signPartUrl(
    target: MultipartTarget & { uploadId: string; partNumber: number; expiresInSeconds: number; contentLength?: number },
  ): Promise<string> {
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: target.key,
      UploadId: target.backendUploadId,
      PartNumber: target.partNumber,
      ...(target.contentLength === undefined ? {} : { ContentLength: target.contentLength }),
    });
    return getSignedUrl(this.client, command, {
      expiresIn: target.expiresInSeconds,
      ...(target.contentLength === undefined ? {} : { signableHeaders: new Set(['content-length']) }),
    });
  }

  async completeMultipartUpload(target: MultipartTarget & { uploadId: string; parts: UploadedPart[] }): Promise<StoredObject> {
    const parts = sortParts(target.parts);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: target.key,
          UploadId: target.backendUploadId,
          MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
        }),
      );
    } catch (error) {
      const name = errorName(error);
      if (name && INVALID_PART_ERRORS.has(name)) {
        throw new StorageError('INVALID_PART', `The object store refused the parts (${name}): ${(error as Error).message}`);
      }
      throw error;
    }
    // S3's ETag of a multipart object is not a checksum of the content, so the object is read once.
    return this.measureObject(target.key);
  }

  /**
   * Removes the parts; an upload already gone counts as removed. A store that does not implement the
   * call (s3rver answers 405) is logged and skipped: parts left behind there are the bucket's
   * lifecycle rule's to expire (AbortIncompleteMultipartUpload). Any other failure is thrown so
   * the caller can retry.
   */
  async abortMultipartUpload(target: MultipartTarget & { uploadId: string }): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: target.key, UploadId: target.backendUploadId }));
    } catch (error) {
      const name = errorName(error);
      const status = httpStatus(error);
      if (name === 'NoSuchUpload' || status === 404) return;
      if (name === 'MethodNotAllowed' || name === 'NotImplemented' || status === 405 || status === 501) {
        this.logger.warn(
          { key: target.key, backendUploadId: target.backendUploadId, error: name },
          'The object store does not support AbortMultipartUpload; its parts stay until the bucket lifecycle rule removes them.',
        );
        return;
      }
      throw error;
    }
  }

  async putObject(key: string, body: Buffer | Readable, contentType: string | null): Promise<void> {
    const type = normalizeContentType(contentType);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: type }),
      );
      return;
    }
    // PutObject needs the length up front; a stream's is unknown, so anything past one part goes
    // multipart, holding at most two parts in memory.
    const chunks = fixedSizeChunks(body, PUT_PART_BYTES)[Symbol.asyncIterator]();
    const first = await chunks.next();
    const second = first.done ? first : await chunks.next();
    if (second.done) {
      const only = first.done ? Buffer.alloc(0) : first.value;
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: only, ContentLength: only.length, ContentType: type }),
      );
      return;
    }
    const { backendUploadId } = await this.createMultipartUpload(key, type);
    const completed: CompletedPart[] = [];
    const uploadPart = async (chunk: Buffer) => {
      const partNumber = completed.length + 1;
      const result = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: backendUploadId,
          PartNumber: partNumber,
          Body: chunk,
          ContentLength: chunk.length,
        }),
      );
      completed.push({ PartNumber: partNumber, ETag: result.ETag });
    };
    try {
      await uploadPart(first.value as Buffer);
      await uploadPart(second.value);
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) await uploadPart(next.value);
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: backendUploadId,
          MultipartUpload: { Parts: completed },
        }),
      );
    } catch (error) {
      await this.abortMultipartUpload({ key, backendUploadId, uploadId: backendUploadId }).catch(() => undefined);
      throw error;
    }
  }

  async getObjectStream(key: string): Promise<Readable> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) throw new StorageError('NOT_FOUND', `There is no object ${key}.`);
      // In Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
      return result.Body as Readable;
    } catch (error) {
      if (errorName(error) === 'NoSuchKey' || httpStatus(error) === 404) throw new StorageError('NOT_FOUND', `There is no object ${key}.`);
      throw error;
    }
  }

  async headObject(key: string): Promise<{ size: number } | null> {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0 };
    } catch (error) {
      if (errorName(error) === 'NotFound' || errorName(error) === 'NoSuchKey' || httpStatus(error) === 404) return null;
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    // S3 answers 204 for a key that does not exist, so this is idempotent as it is.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * S3 can override Content-Type, Content-Disposition and Cache-Control per URL but cannot add
   * X-Content-Type-Options: a bucket served to browsers should add nosniff at its CDN. The forced
   * attachment for anything but images, audio and video is what keeps HTML from rendering.
   */
  async signDownloadUrl(options: {
    key: string;
    fileName: string;
    contentType: string | null;
    expiresInSeconds: number;
    inline?: boolean;
  }): Promise<string> {
    const contentType = normalizeContentType(options.contentType);
    const inline = Boolean(options.inline) && isInlineSafe(contentType);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: options.key,
      ResponseContentType: contentType,
      ResponseContentDisposition: buildContentDisposition(options.fileName, { inline }),
      ResponseCacheControl: 'private, max-age=300',
    });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % DOWNLOAD_URL_WINDOW_SECONDS);
    return getSignedUrl(this.client, command, {
      signingDate: new Date(windowStart * 1000),
      // Signed as of the window's start, so the lifetime is extended by the part already elapsed.
      expiresIn: Math.min(options.expiresInSeconds + (nowSeconds - windowStart), MAX_PRESIGN_SECONDS),
    });
  }

  /** Size and sha256 of a stored object, read as a stream (one chunk in memory at a time). */
  private async measureObject(key: string): Promise<StoredObject> {
    const body = await this.getObjectStream(key);
    const sha256 = createHash('sha256');
    let size = 0;
    for await (const chunk of body) {
      sha256.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { size, sha256: sha256.digest('hex') };
  }
}

function sortParts(parts: UploadedPart[]): UploadedPart[] {
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  if (sorted.length === 0) throw new StorageError('INVALID_PART', 'The upload lists no parts.');
  for (const [index, part] of sorted.entries()) {
    if (index > 0 && sorted[index - 1]!.partNumber === part.partNumber) {
      throw new StorageError('INVALID_PART', `Part ${part.partNumber} is listed more than once.`);
    }
  }
  return sorted;
}

/** Re-cuts a stream into buffers of exactly `size` bytes (the last one shorter). */
async function* fixedSizeChunks(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

function errorName(error: unknown): string | undefined {
  return (error as { name?: string } | null)?.name;
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

import type { Readable } from 'node:stream';

/** A part of a multipart upload as the client reports it when finishing. */
export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export interface MultipartTarget {
  /** Object key the finished file is stored under. */
  key: string;
  /** The backend's multipart id (S3 UploadId; the local adapter's own id). */
  backendUploadId: string;
}

export interface StoredObject {
  size: number;
  /** sha256 of the content, lowercase hex. */
  sha256: string;
}

/**
 * Object storage behind one interface: local disk under DATA_DIR (embedded default) or an
 * S3-compatible store. Keys are server-made (never a user's file name), e.g.
 * `clients/{clientId}/assets/{assetId}/{random}`.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';

  createMultipartUpload(key: string, contentType: string | null): Promise<{ backendUploadId: string }>;
  /**
   * A signed, expiring URL the browser PUTs one part to; the answer carries the part's ETag header.
   * `contentLength`, when given, is the exact size the part must have: S3 signs it (a PUT of any
   * other length is refused by the bucket); the local part route bounds each part from its session.
   */
  signPartUrl(
    target: MultipartTarget & { uploadId: string; partNumber: number; expiresInSeconds: number; contentLength?: number },
  ): Promise<string>;
  /**
   * Assembles the parts (sorted by number) into the object, streaming, and reports its size and
   * checksum. Refuses (StorageError 'INVALID_PART') a missing part or a wrong ETag. `partSize` is
   * the size the session asked for (every part but the last holds it).
   */
  completeMultipartUpload(target: MultipartTarget & { uploadId: string; parts: UploadedPart[]; partSize: number }): Promise<StoredObject>;
  /** Removes the parts of an unfinished upload; safe to call twice. */
  abortMultipartUpload(target: MultipartTarget & { uploadId: string }): Promise<void>;

  putObject(key: string, body: Buffer | Readable, contentType: string | null): Promise<void>;
  getObjectStream(key: string): Promise<Readable>;
  /** null when there is no such object. */
  headObject(key: string): Promise<{ size: number } | null>;
  /** Removes an object; no error when it is already gone. */
  deleteObject(key: string): Promise<void>;
  /**
   * A signed, expiring URL that serves the object with Content-Disposition (attachment unless
   * `inline` is asked for an image preview) and X-Content-Type-Options: nosniff.
   */
  signDownloadUrl(options: {
    key: string;
    fileName: string;
    contentType: string | null;
    expiresInSeconds: number;
    inline?: boolean;
  }): Promise<string>;
}

export class StorageError extends Error {
  constructor(
    readonly code: 'INVALID_PART' | 'NOT_FOUND' | 'BAD_SIGNATURE' | 'EXPIRED',
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

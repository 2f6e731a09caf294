/** Shapes shared by the upload manager, its GraphQL adapter, the part transport and the UI. */

export type UploadStatus = 'waiting' | 'loading' | 'error' | 'canceled' | 'done';

/** Why an upload failed; the UI turns it into the catalogue's text (spec 2 §8). */
export type UploadErrorKind = 'fileType' | 'sizeLimit' | 'tooManyFiles' | 'connection' | 'failed';

export interface UploadError {
  kind: UploadErrorKind;
  /** The server's own message, when it gave one. */
  serverMessage: string | null;
}

/** What the manager needs of a file (a browser File has all of it). */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  /** A browser File's date (ms): with name and size, it picks out an interrupted upload's file. */
  readonly lastModified?: number;
  slice(start?: number, end?: number): Blob;
}

/**
 * How a finished upload ended: a new asset, merged into a duplicate (or the Replace of an asset's
 * file), kept beside one, or the same content as the file it was to replace (nothing changed).
 */
export type UploadOutcome = 'uploaded' | 'replaced' | 'keptBoth' | 'unchanged';

export interface UploadItem {
  id: string;
  file: UploadFile;
  status: UploadStatus;
  /** Bytes the server has acknowledged (whole parts stored): what the bar shows as done. */
  loadedBytes: number;
  /** Bytes sent so far, parts still in flight included (the bar's buffer). */
  sentBytes: number;
  totalBytes: number;
  /** The connection dropped: parts wait and are sent again when it is back. */
  isWaitingForConnection: boolean;
  error: UploadError | null;
  /** Paused on the duplicate question. */
  isAwaitingDecision: boolean;
  /** The asset that holds the file once done (after a replace: the duplicate it was merged into). */
  assetCode: string | null;
  outcome: UploadOutcome | null;
}

export interface UploadMetaData {
  fileName: string;
  mimeType: string | null;
  creativeNode: { code: string | null } | null;
  size: number;
  /** The target asset was made for this file: the server removes it if the upload does not finish. */
  isNewAsset?: boolean;
}

export interface UploadedPart {
  number: number;
  etag: string;
}

export interface UploadSession {
  uploadId: string;
  assetCode: string;
  /** Bytes per part the server asks for; 0 or absent means the client default. */
  partSize: number;
}

export interface FinishResult {
  /** 'done' or 'duplicated'. */
  status: string;
  assetCode: string;
  duplicatedConceptAssetCode: string | null;
  /** The file is the very one the asset holds (a Replace with the same content): nothing changed. */
  isUnchanged: boolean;
}

/**
 * The GraphQL calls behind an upload, bound to one client and concept, so the manager can be
 * tested with fakes (spec 2 §7: the three upload steps, abort, merge and rename).
 */
export interface UploadApi {
  createUpload(request: { assetType: string; assetCode: string | null; metaData: UploadMetaData }): Promise<UploadSession>;
  getPartUrl(request: { assetCode: string; uploadId: string; partNumber: number; metaData: UploadMetaData }): Promise<string>;
  finishUpload(request: { assetCode: string; uploadId: string; parts: UploadedPart[]; metaData: UploadMetaData }): Promise<FinishResult>;
  abortUpload(uploadId: string): Promise<void>;
  /** What the server holds of an upload (to resume it); null when it is gone or no longer open. */
  getUploadState(uploadId: string): Promise<{ parts: UploadedPart[] } | null>;
  /** Moves the source's file into the destination asset; the source is removed. */
  mergeAsset(sourceAssetCode: string, destinationAssetCode: string): Promise<void>;
  renameAsset(assetCode: string, name: string): Promise<void>;
  /** Removes the uploader's own new asset that waits for the duplicate question (its Cancel). */
  discardAsset(assetCode: string): Promise<void>;
}

export interface PartRequest {
  url: string;
  body: Blob;
  signal: AbortSignal;
  /** Bytes of this part sent so far. */
  onProgress: (loadedBytes: number) => void;
}

/** Sends one part (an HTTP PUT) and answers the ETag response header. */
export interface PartTransport {
  send(request: PartRequest): Promise<{ etag: string }>;
}

/** The duplicate dialog's answers (spec 2 §4). */
/** Cancel removes the new asset: the concept is left as it was before the upload. */
export type DuplicateDecision = 'replace' | 'keepBoth' | 'replaceAll' | 'cancel';

export interface DuplicateQuestion {
  item: UploadItem;
  /** The existing asset with the same file name or content. */
  duplicateAssetCode: string;
}

/** Client-side limits checked before anything is sent. */
export interface UploadLimits {
  maxFiles: number;
  maxFileSizeBytes: number;
}

export interface RejectedFile {
  name: string;
  size: number;
}

export type UploadRejection =
  | { reason: 'tooManyFiles'; maxFiles: number; files: RejectedFile[] }
  | { reason: 'sizeLimit'; maxFileSizeBytes: number; files: RejectedFile[] };

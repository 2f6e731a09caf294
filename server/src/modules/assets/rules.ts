/** Asset constants and messages (spec 2 §3, §4, §8, §9). */

export const ASSET_GROUPINGS = ['production', 'design', 'source'] as const;
export type AssetGrouping = (typeof ASSET_GROUPINGS)[number];

export const ASSET_KINDS = ['image', 'video', 'playable', 'document', 'other'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const ASSET_STATUSES = [
  'queued',
  'inProduction',
  'pendingApproval',
  'rejected',
  'approved',
  'active',
  'endOfLife',
  'inactive',
] as const;
export const ASSET_WORKFLOW_STATUSES = ['queued', 'assigned', 'inProduction', 'pendingApproval', 'rejected', 'approved'] as const;
export const USAGE_TYPES = ['screenshot', 'icon', 'featureGraphic'] as const;

/** Statuses only an approval user may set (as for concepts). */
export const APPROVAL_ONLY_ASSET_STATUSES: readonly string[] = ['approved', 'rejected', 'active'];

export const MAX_PART_NUMBER = 10_000;
/** Part sizes a client may ask for. S3 refuses parts under 5 MiB (but the last). */
export const MIN_PART_BYTES = { local: 1, s3: 5 * 1024 * 1024 } as const;
export const MAX_PART_BYTES = 100 * 1024 * 1024;

export const FILE_TYPE_NOT_SUPPORTED = 'File type not supported!';
export const SIZE_LIMIT_EXCEEDED = 'Some files exceed the size limit and cannot be uploaded';
export const TOO_MANY_FILES = 'Too many files at once';
export const ASSET_NOT_FOUND = 'Asset not found';
export const UPLOAD_NOT_FOUND = 'This upload does not exist or has already ended.';
/** A finish is running (here or on another instance); the caller may send it again shortly. */
export const UPLOAD_BEING_STORED = 'This upload is still being stored; try again in a moment.';
export const UPLOAD_CANNOT_BE_CANCELLED = 'This upload is being stored and can no longer be cancelled.';
export const STALE_ASSET = 'Someone else changed this asset since you opened it. Reload to see their changes, then make yours again.';

const CONCEPT_STATUSES_IN_PRODUCTION = new Set(['conceptDev', 'conceptApproval', 'conceptApproved', 'conceptRejected']);

/** A new asset's status from its concept's (spec 2 §4). */
export function deriveAssetStatus(conceptStatus: string): string {
  if (CONCEPT_STATUSES_IN_PRODUCTION.has(conceptStatus)) return 'inProduction';
  if ((ASSET_STATUSES as readonly string[]).includes(conceptStatus)) return conceptStatus;
  return 'queued';
}

/**
 * A file name as given, checked: shown as typed, never used in a storage key. Path separators,
 * '.'/'..' and control characters are refused rather than silently rewritten.
 */
export function checkFileName(fileName: string): string | null {
  const name = fileName.trim();
  if (!name || name.length > 255) return null;
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..') return null;
  return name;
}

/** 'Banner.final.PNG' → 'png'. */
export function fileExtension(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return null;
  return fileName.slice(dot + 1).toLowerCase();
}

/** 'Banner.final.png' → 'Banner.final' (the asset name an upload gets). */
export function stripExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

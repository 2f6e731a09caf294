/** Asset constants and messages of spec 2 §3, §4, §8, §9 (the shared vocabulary in `@atelier/domain`), and server-only rules. */
import { ASSET_GROUPINGS, MESSAGES } from '@atelier/domain';
import { badInput } from '../../lib/errors.js';
import type { AccessRule } from '../tenancy/index.js';

export {
  APPROVAL_ONLY_ASSET_STATUSES,
  ASSET_GROUPINGS,
  ASSET_KINDS,
  ASSET_STATUSES,
  ASSET_USAGE_TYPES as USAGE_TYPES,
  ASSET_WORKFLOW_STATUSES,
  deriveAssetStatus,
  type AssetGrouping,
  type AssetKind,
} from '@atelier/domain';

/** Saving an asset's fields (updateCreativeConceptAsset's gate), and so `viewerCanUpdate`. */
export const ASSET_UPDATE: AccessRule = 'asset:update';

/** Deleting an asset (deleteCreativeConceptAsset checks both), and so `viewerCanDelete`. */
export const ASSET_DELETE: AccessRule = { allOf: ['creative:access', 'asset:delete'] };

/**
 * Seeing an asset's workflow status and assignee (spec 2 §6: the workflow permission, with read
 * asset for an existing asset), and so `viewerCanWorkflow`; a save changes them with asset:update
 * and concept:workflow (checkAssetInput).
 */
export const ASSET_WORKFLOW: AccessRule = { allOf: ['asset:view', 'concept:workflow'] };

export const MAX_PART_NUMBER = 10_000;
/** Part sizes a client may ask for. S3 refuses parts under 5 MiB (but the last). */
export const MIN_PART_BYTES = { local: 1, s3: 5 * 1024 * 1024 } as const;
export const MAX_PART_BYTES = 100 * 1024 * 1024;

export const FILE_TYPE_NOT_SUPPORTED = MESSAGES.fileTypeNotSupported;
export const SIZE_LIMIT_EXCEEDED = MESSAGES.sizeLimitExceeded;
export const TOO_MANY_FILES = MESSAGES.tooManyFiles;
export const ASSET_NOT_FOUND = MESSAGES.assetNotFound;
export const UPLOAD_NOT_FOUND = MESSAGES.uploadNotFound;
/** A finish is running (here or on another instance); the caller may send it again shortly. */
export const UPLOAD_BEING_STORED = MESSAGES.uploadBeingStored;
export const UPLOAD_CANNOT_BE_CANCELLED = MESSAGES.uploadCannotBeCancelled;
export const STALE_ASSET = MESSAGES.staleAsset;

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

/** An asset grouping (production, design, source) as given, checked. */
export function checkGrouping(assetType: string): (typeof ASSET_GROUPINGS)[number] {
  if (!(ASSET_GROUPINGS as readonly string[]).includes(assetType))
    throw badInput(`Asset type must be one of ${ASSET_GROUPINGS.join(', ')}.`, [{ field: 'assetType', message: 'Unknown asset type.' }]);
  return assetType as (typeof ASSET_GROUPINGS)[number];
}

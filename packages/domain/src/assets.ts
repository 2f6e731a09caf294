import { APPROVAL_STATUSES } from './concepts.js';
/** Asset enumerations of spec 2 §3–§4 (see docs/product.md). */

/** The kinds of file an asset holds, read from the file's content. */
export const ASSET_KINDS = ['image', 'video', 'playable', 'document', 'other'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export function isAssetKind(value: string | null | undefined): value is AssetKind {
  return (ASSET_KINDS as readonly (string | null | undefined)[]).includes(value);
}

/** Groupings: production assets are the concept's deliverables, design and source its working files. */
export const ASSET_GROUPINGS = ['production', 'design', 'source'] as const;
export type AssetGrouping = (typeof ASSET_GROUPINGS)[number];

export function isAssetGrouping(value: string | null | undefined): value is AssetGrouping {
  return (ASSET_GROUPINGS as readonly (string | null | undefined)[]).includes(value);
}

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
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const ASSET_WORKFLOW_STATUSES = ['queued', 'assigned', 'inProduction', 'pendingApproval', 'rejected', 'approved'] as const;
export const ASSET_USAGE_TYPES = ['screenshot', 'icon', 'featureGraphic'] as const;

/** Statuses only an approval user may set or change away from (the same approval-stage statuses as concepts). */
export const APPROVAL_ONLY_ASSET_STATUSES: readonly string[] = APPROVAL_STATUSES;

/** processingStatus values while the server still works on the file. */
export const BUSY_PROCESSING_STATUSES: readonly string[] = ['uploading', 'processing'];

const CONCEPT_STAGE_STATUSES: readonly string[] = ['conceptDev', 'conceptApproval', 'conceptApproved', 'conceptRejected'];

/** A new asset's status from its concept's (spec 2 §4): concept stage gives inProduction; asset statuses carry over; else queued. */
export function deriveAssetStatus(conceptStatus: string | null | undefined): AssetStatus {
  if (!conceptStatus) return 'queued';
  if (CONCEPT_STAGE_STATUSES.includes(conceptStatus)) return 'inProduction';
  return (ASSET_STATUSES as readonly string[]).includes(conceptStatus) ? (conceptStatus as AssetStatus) : 'queued';
}

/** Asset enumerations of spec 2 §3–§4. */

/** The kinds of asset a concept carries (spec 2, section 1), read from the file's content. */
export const ASSET_TYPES = ['image', 'video', 'playable', 'document', 'other'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export function isAssetType(value: string | undefined): value is AssetType {
  return ASSET_TYPES.some((type) => type === value);
}

/** Groupings: production assets are the concept's deliverables, design and source its working files. */
export const ASSET_GROUPINGS = ['production', 'design', 'source'] as const;
export type AssetGrouping = (typeof ASSET_GROUPINGS)[number];

export function isAssetGrouping(value: string | null | undefined): value is AssetGrouping {
  return ASSET_GROUPINGS.some((grouping) => grouping === value);
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
export const ASSET_USAGE_TYPES = ['screenshot', 'icon', 'featureGraphic'] as const;

/** processingStatus values while the server still works on the file. */
export const BUSY_PROCESSING_STATUSES: readonly string[] = ['uploading', 'processing'];

/** Spec 2 §4: concept statuses of the concept stage give inProduction; other statuses carry over; else queued. */
export function deriveNewAssetStatus(conceptStatus: string | null | undefined): string {
  if (!conceptStatus) return 'queued';
  if (['conceptDev', 'conceptApproval', 'conceptApproved', 'conceptRejected'].includes(conceptStatus)) return 'inProduction';
  return (ASSET_STATUSES as readonly string[]).includes(conceptStatus) ? conceptStatus : 'queued';
}

/** Spec 2 §5: the kind a chosen file gives the asset. */
export function findKindOfFile(file: { name: string; type: string }): AssetType {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === 'application/pdf' || ['pdf', 'doc', 'docx'].includes(extension)) return 'document';
  if (file.type === 'application/msword' || file.type.includes('wordprocessingml')) return 'document';
  return 'other';
}

export function isPdf(asset: { mimeType?: string | null; extension?: string | null }): boolean {
  return asset.mimeType === 'application/pdf' || asset.extension?.toLowerCase().replace('.', '') === 'pdf';
}

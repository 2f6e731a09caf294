/** Asset rules of spec 2 §3–§5 for the UI; the enumerations are the shared vocabulary (`@atelier/domain`). */
import { deriveAssetStatus, type AssetKind } from '@atelier/domain';

export {
  ASSET_GROUPINGS,
  ASSET_KINDS,
  ASSET_STATUSES,
  ASSET_USAGE_TYPES,
  BUSY_PROCESSING_STATUSES,
  isAssetGrouping,
  isAssetKind,
  type AssetGrouping,
  type AssetKind,
} from '@atelier/domain';

/** Spec 2 §4: the status a new asset takes from its concept's. */
export function deriveNewAssetStatus(conceptStatus: string | null | undefined): string {
  return deriveAssetStatus(conceptStatus);
}

/** Spec 2 §5: the kind a chosen file gives the asset. */
export function findKindOfFile(file: { name: string; type: string }): AssetKind {
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

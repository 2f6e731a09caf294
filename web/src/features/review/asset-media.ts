import type { ReviewMedia, ReviewMediaKind } from './contract';

const KINDS: readonly ReviewMediaKind[] = ['image', 'video', 'document', 'playable', 'other'];

/** The fields of an asset (as the GraphQL API returns them) that the viewer reads. */
export interface ReviewableAsset {
  code: string;
  name: string;
  type: string;
  fileName?: string | null;
  mimeType?: string | null;
  mediaUrl?: string | null;
  downloadUrl?: string | null;
  previewImage?: string | null;
  width?: number | null;
  height?: number | null;
  length?: number | null;
  frameRate?: number | null;
  fileVersion?: number | null;
  scrubStrip?: ReviewMedia['scrubStrip'] | null;
  playableUrl?: string | null;
}

/** The viewer's description of an asset's current file. */
export function assetToReviewMedia(asset: ReviewableAsset): ReviewMedia {
  return {
    key: asset.fileVersion ? `${asset.code}@v${asset.fileVersion}` : asset.code,
    kind: (KINDS as readonly string[]).includes(asset.type) ? (asset.type as ReviewMediaKind) : 'other',
    name: asset.name,
    fileName: asset.fileName ?? null,
    mimeType: asset.mimeType ?? null,
    mediaUrl: asset.mediaUrl ?? null,
    downloadUrl: asset.downloadUrl ?? null,
    previewImage: asset.previewImage ?? null,
    width: asset.width ?? null,
    height: asset.height ?? null,
    length: asset.length ?? null,
    frameRate: asset.frameRate ?? null,
    scrubStrip: asset.scrubStrip ?? null,
    playableUrl: asset.playableUrl ?? null,
  };
}

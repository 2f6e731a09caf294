import type { ApprovalAssetReviewQuery, ApprovalGalleryAssetFieldsFragment, ReviewCommentFieldsFragment } from '../../gql/graphql';
import { formatTimecode, type CommentAnchor, type Drawing, type ReviewMedia, type ReviewMediaKind } from '../review';

export type GalleryAsset = ApprovalGalleryAssetFieldsFragment;
export type ReviewComment = ReviewCommentFieldsFragment & { replies?: ReviewCommentFieldsFragment[] };
export type AssetVersion = ApprovalAssetReviewQuery['applicationCreativeConceptAsset']['versions'][number];

const KINDS: readonly ReviewMediaKind[] = ['image', 'video', 'document', 'playable', 'other'];

function toKind(type: string): ReviewMediaKind {
  return (KINDS as readonly string[]).includes(type) ? (type as ReviewMediaKind) : 'other';
}

/** The viewer's description of an asset's current file. */
export function toReviewMedia(asset: GalleryAsset): ReviewMedia {
  return {
    key: asset.fileVersion ? `${asset.code}@v${asset.fileVersion}` : asset.code,
    kind: toKind(asset.type),
    name: asset.name,
    fileName: asset.fileName,
    mimeType: asset.mimeType,
    mediaUrl: asset.mediaUrl,
    downloadUrl: asset.downloadUrl,
    previewImage: asset.previewImage,
    width: asset.width,
    height: asset.height,
    length: asset.length,
    frameRate: asset.frameRate,
    scrubStrip: asset.scrubStrip,
    playableUrl: asset.playableUrl,
  };
}

/** The viewer's description of an earlier version of an asset (read-only, no preview of its own). */
export function toVersionMedia(asset: GalleryAsset, version: AssetVersion): ReviewMedia {
  return {
    key: `${asset.code}@v${version.versionNumber}`,
    kind: toKind(asset.type),
    name: `${asset.name} · v${version.versionNumber}`,
    fileName: version.fileName,
    mimeType: version.mimeType,
    mediaUrl: version.mediaUrl,
    downloadUrl: version.downloadUrl,
    previewImage: null,
    width: version.width,
    height: version.height,
    length: version.length,
    frameRate: version.frameRate,
    scrubStrip: null,
    playableUrl: version.playableUrl,
  };
}

/** The anchor of a stored comment in the viewer's terms (drawing as stored, already validated by the server). */
export function toViewerAnchor(anchor: ReviewCommentFieldsFragment['anchor']): CommentAnchor {
  if (!anchor) return {};
  return {
    frame: anchor.frame,
    frameEnd: anchor.frameEnd,
    frameRate: anchor.frameRate,
    page: anchor.page,
    drawing: (anchor.drawing as Drawing | null) ?? null,
  };
}

/** The chip of a comment: its timecode (video), its page (PDF), or nothing. */
export function describeAnchor(
  anchor: Pick<CommentAnchor, 'frame' | 'frameEnd' | 'frameRate' | 'page'> | null | undefined,
): { kind: 'frame'; timecode: string; frame: number; endTimecode: string | null } | { kind: 'page'; page: number } | null {
  if (!anchor) return null;
  if (anchor.frame != null && anchor.frameRate) {
    return {
      kind: 'frame',
      frame: anchor.frame,
      timecode: formatTimecode(anchor.frame, anchor.frameRate),
      endTimecode: anchor.frameEnd != null ? formatTimecode(anchor.frameEnd, anchor.frameRate) : null,
    };
  }
  if (anchor.page != null) return { kind: 'page', page: anchor.page };
  return null;
}

/** Index of the first asset that has something to look at (spec 2 §2.5: the gallery opens there). */
export function findFirstPreviewIndex(assets: readonly GalleryAsset[]): number {
  const index = assets.findIndex((asset) => Boolean(asset.previewImage));
  return index < 0 ? 0 : index;
}

/**
 * The comments (top level) made on one file version, newest first as the history sends them.
 * Comments from before versions were counted (no number) show with the current file.
 */
export function commentsOfVersion(history: readonly ReviewComment[], version: number | null, isCurrent: boolean): ReviewComment[] {
  return history.filter(
    (entry) =>
      entry.event === 'comment' &&
      !entry.parentId &&
      Boolean(entry.comment?.trim()) &&
      (entry.assetFileVersion == null || version == null ? isCurrent : entry.assetFileVersion === version),
  );
}

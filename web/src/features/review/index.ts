/**
 * The reviewer's viewer: one file shown by kind (image, video, PDF, playable, other), drawings over
 * it, and two files compared. The screens that embed it own the data (see contract.ts).
 */
export type {
  AssetViewerProps,
  CommentAnchor,
  CompareViewProps,
  Drawing,
  DrawingShape,
  ReviewMedia,
  ReviewMediaKind,
  ViewerMarker,
} from './contract';
export { AssetViewer } from './AssetViewer';
export { DrawingOverlay, type DrawingOverlayProps } from './DrawingOverlay';
export { DrawingToolbar, useDrawingTools } from './DrawingToolbar';
export { deserializeDrawing, serializeDrawing, DRAWING_COLORS } from './drawing';
export { formatTimecode, frameToTime, timeToFrame, effectiveFrameRate } from './timecode';
export { CompareView } from './CompareView';
export { assetToReviewMedia, type ReviewableAsset } from './asset-media';

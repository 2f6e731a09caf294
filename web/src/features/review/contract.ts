/**
 * The contract between the reviewer's viewer (this folder: media per kind, drawing overlay, compare)
 * and the screens that embed it (the approval gallery, the asset gallery, the asset editor), which
 * own the data: assets, versions, comments. The viewer never fetches; it shows what it is given and
 * reports where the reviewer is (frame, page) so a comment can be anchored there.
 */

/** One shape of a drawing. Points are normalised to the frame: 0..1 of its width and height, so a drawing fits any zoom. */
export type DrawingShape =
  | { kind: 'pen'; color: string; points: Array<[number, number]> }
  | { kind: 'arrow'; color: string; from: [number, number]; to: [number, number] }
  | { kind: 'rect'; color: string; from: [number, number]; to: [number, number] }
  | { kind: 'text'; color: string; at: [number, number]; text: string };

/** Vector drawing stored with a comment (JSON). */
export interface Drawing {
  version: 1;
  shapes: DrawingShape[];
}

/** Where a comment points: a video frame or frame range, a PDF page, and a drawing over it. All optional. */
export interface CommentAnchor {
  /** Video: the first frame (0-based) and the frame rate it was counted at. */
  frame?: number | null;
  /** Video: the last frame of a range (inclusive). */
  frameEnd?: number | null;
  frameRate?: number | null;
  /** PDF: the page (1-based). */
  page?: number | null;
  drawing?: Drawing | null;
}

export type ReviewMediaKind = 'image' | 'video' | 'document' | 'playable' | 'other';

/** What the viewer needs of one file (an asset's current file or one of its versions). */
export interface ReviewMedia {
  /** Stable key (asset code, or `${assetCode}@v${n}` for a version). */
  key: string;
  kind: ReviewMediaKind;
  name: string;
  fileName: string | null;
  mimeType: string | null;
  /** Inline URL of the file for <img>/<video>/pdf.js (byte ranges served); null while there is none. */
  mediaUrl: string | null;
  /** Signed download URL (attachment). */
  downloadUrl: string | null;
  previewImage: string | null;
  width: number | null;
  height: number | null;
  /** Milliseconds (video). */
  length: number | null;
  /** Frames per second (video), as probed. */
  frameRate: number | null;
  scrubStrip: {
    url: string;
    columns: number;
    rows: number;
    frameWidth: number;
    frameHeight: number;
    frameCount: number;
    intervalMs: number;
  } | null;
  /** Playables: the sandboxed URL of the playable's entry page (its own origin or a CSP sandbox). */
  playableUrl: string | null;
}

/** A comment shown on the media: a timeline marker (video), a page marker (PDF), its drawing when focused. */
export interface ViewerMarker {
  id: string;
  anchor: CommentAnchor;
  /** Short text for a tooltip (author: first words). */
  label: string;
  isResolved?: boolean;
}

export interface AssetViewerProps {
  media: ReviewMedia;
  markers?: ViewerMarker[];
  /** A comment the reviewer clicked: seek to its frame / page and show its drawing. Changing it re-seeks. */
  focus?: { id: string; anchor: CommentAnchor; /** A new value re-seeks to the same comment (clicked again). */ nonce?: number } | null;
  /** A marker clicked on the timeline or page. */
  onMarkerClick?: (id: string) => void;
  /** Composing: when given, the viewer shows drawing tools over the current frame/page and reports the drawing. */
  draft?: { drawing: Drawing | null; onDrawingChange: (drawing: Drawing | null) => void } | null;
  /** Where the reviewer is now (video frame, PDF page); the comment form anchors a new comment here. */
  /**
   * Where the reviewer is: a video's frame, or the range marked on its timeline (In / Out: `frame`
   * to `frameEnd`, inclusive) while there is one; a PDF's page.
   */
  onPositionChange?: (anchor: Pick<CommentAnchor, 'frame' | 'frameEnd' | 'frameRate' | 'page'>) => void;
  /** Fills its parent's box. */
  height?: number | string;
}

export interface CompareViewProps {
  left: ReviewMedia;
  right: ReviewMedia;
  /** Labels such as 'v1' and 'v3'. */
  leftLabel: string;
  rightLabel: string;
  /** side by side or a wipe (slider over one frame); the reviewer can switch. */
  initialMode?: 'sideBySide' | 'wipe';
  height?: number | string;
}

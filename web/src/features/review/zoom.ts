/**
 * Zoom and pan of an image (or PDF page) in a box. The view is kept independent of pixel sizes —
 * a zoom relative to "fit" and the content point (normalised 0..1) at the centre of the box — so
 * that two images of different sizes in a compare view can share one view and move together.
 */

export interface ZoomView {
  /** 1 = the whole content fits the box. */
  zoom: number;
  /** Content point (0..1 of its width and height) shown at the centre of the box. */
  centerX: number;
  centerY: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface ContentLayout {
  /** Where the content's top-left corner is, in box pixels. */
  left: number;
  top: number;
  /** The content's displayed size, in box pixels. */
  width: number;
  height: number;
}

export const FIT_VIEW: ZoomView = { zoom: 1, centerX: 0.5, centerY: 0.5 };
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 32;

/** Scale of the fitted content relative to its natural pixels. */
export function fitScale(box: Size, content: Size): number {
  if (box.width <= 0 || box.height <= 0 || content.width <= 0 || content.height <= 0) return 1;
  return Math.min(box.width / content.width, box.height / content.height);
}

/** The relative zoom at which one content pixel is one screen pixel ("100 %"). */
export function actualSizeZoom(box: Size, content: Size): number {
  return 1 / fitScale(box, content);
}

export function layoutContent(view: ZoomView, box: Size, content: Size): ContentLayout {
  const scale = fitScale(box, content) * view.zoom;
  const width = content.width * scale;
  const height = content.height * scale;
  return { left: box.width / 2 - view.centerX * width, top: box.height / 2 - view.centerY * height, width, height };
}

/**
 * Keeps the content covering the box where it is larger than the box, and centred where it is
 * smaller, so panning never loses the picture.
 */
export function clampView(view: ZoomView, box: Size, content: Size): ZoomView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom));
  const { width, height } = layoutContent({ ...view, zoom }, box, content);
  const clampAxis = (center: number, displayed: number, available: number) => {
    if (displayed <= available) return 0.5;
    const half = available / 2 / displayed;
    return Math.min(1 - half, Math.max(half, center));
  };
  return { zoom, centerX: clampAxis(view.centerX, width, box.width), centerY: clampAxis(view.centerY, height, box.height) };
}

/** Zooms by `factor` keeping the content point under `anchor` (box pixels) where it is. */
export function zoomAt(view: ZoomView, factor: number, anchor: { x: number; y: number }, box: Size, content: Size): ZoomView {
  const before = layoutContent(view, box, content);
  const pointX = (anchor.x - before.left) / before.width;
  const pointY = (anchor.y - before.top) / before.height;
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  const scale = fitScale(box, content) * zoom;
  const width = content.width * scale;
  const height = content.height * scale;
  const left = anchor.x - pointX * width;
  const top = anchor.y - pointY * height;
  return clampView({ zoom, centerX: (box.width / 2 - left) / width, centerY: (box.height / 2 - top) / height }, box, content);
}

/** Moves the content by a drag of (dx, dy) box pixels. */
export function panBy(view: ZoomView, dx: number, dy: number, box: Size, content: Size): ZoomView {
  const { width, height } = layoutContent(view, box, content);
  return clampView({ ...view, centerX: view.centerX - dx / width, centerY: view.centerY - dy / height }, box, content);
}

/** A wheel event's zoom factor: smooth for trackpads (small deltas), a step per mouse notch. */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-300, Math.min(300, pixels)) / 300);
}

/** A point in box pixels as a point normalised to the content (0..1), or null outside it. */
export function toContentPoint(point: { x: number; y: number }, layout: ContentLayout): [number, number] | null {
  const x = (point.x - layout.left) / layout.width;
  const y = (point.y - layout.top) / layout.height;
  return x >= 0 && x <= 1 && y >= 0 && y <= 1 ? [x, y] : null;
}

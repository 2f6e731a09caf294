import { describe, expect, it } from 'vitest';
import { actualSizeZoom, clampView, FIT_VIEW, layoutContent, panBy, toContentPoint, wheelZoomFactor, zoomAt } from './zoom';

const box = { width: 800, height: 600 };
const image = { width: 1600, height: 900 };

describe('zoom and pan', () => {
  it('fits the content centred in the box', () => {
    expect(layoutContent(FIT_VIEW, box, image)).toEqual({ left: 0, top: 75, width: 800, height: 450 });
  });

  it('shows one content pixel per screen pixel at 100 %', () => {
    const zoom = actualSizeZoom(box, image);
    expect(zoom).toBe(2);
    expect(layoutContent({ ...FIT_VIEW, zoom }, box, image).width).toBe(1600);
  });

  it('keeps the point under the cursor in place while zooming', () => {
    const anchor = { x: 200, y: 150 };
    const before = toContentPoint(anchor, layoutContent(FIT_VIEW, box, image))!;
    const zoomed = zoomAt(FIT_VIEW, 4, anchor, box, image);
    const after = toContentPoint(anchor, layoutContent(zoomed, box, image))!;
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
    expect(zoomed.zoom).toBe(4);
  });

  it('never zooms out past fit nor pans the picture out of the box', () => {
    expect(zoomAt(FIT_VIEW, 0.1, { x: 0, y: 0 }, box, image)).toEqual(FIT_VIEW);
    const zoomed = { zoom: 2, centerX: 0.5, centerY: 0.5 };
    const panned = panBy(zoomed, 10_000, 10_000, box, image);
    const layout = layoutContent(panned, box, image);
    expect(layout.left).toBeCloseTo(0, 6);
    // At zoom 2 the image is 900 px high in a 600 px box: the top edge stops at the box's top.
    expect(layout.top).toBeCloseTo(0, 6);
    expect(clampView({ zoom: 1, centerX: 0.9, centerY: 0.1 }, box, image)).toEqual(FIT_VIEW);
  });

  it('shares one view between contents of different sizes', () => {
    const view = zoomAt(FIT_VIEW, 3, { x: 600, y: 300 }, box, image);
    const other = { width: 800, height: 450 };
    const a = toContentPoint({ x: 400, y: 300 }, layoutContent(view, box, image))!;
    const b = toContentPoint({ x: 400, y: 300 }, layoutContent(view, box, other))!;
    expect(a[0]).toBeCloseTo(b[0], 6);
    expect(a[1]).toBeCloseTo(b[1], 6);
  });

  it('zooms in on wheel up and out on wheel down', () => {
    expect(wheelZoomFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100, 0)).toBeLessThan(1);
    expect(wheelZoomFactor(-3, 1)).toBeCloseTo(wheelZoomFactor(-48, 0));
  });
});

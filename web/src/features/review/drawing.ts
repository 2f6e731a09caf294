import { parseReviewDrawing, REVIEW_DRAWING_COLORS, REVIEW_DRAWING_LIMITS } from '@atelier/domain/review';
import type { Drawing, DrawingShape } from './contract';

export type DrawingTool = 'pen' | 'arrow' | 'rect' | 'text';

export const DRAWING_COLORS: readonly string[] = REVIEW_DRAWING_COLORS;

type Point = [number, number];

const clampUnit = (value: number) => Math.min(1, Math.max(0, value));
/** Four decimals: a tenth of a pixel on a 4K frame, and a short JSON. */
const round = (value: number) => Math.round(clampUnit(value) * 10_000) / 10_000;
export const toStoredPoint = (point: Point): Point => [round(point[0]), round(point[1])];

/** The drawing with one more shape (null when it would pass the limits or is empty). */
export function addShape(drawing: Drawing | null, shape: DrawingShape): Drawing | null {
  const shapes = drawing?.shapes ?? [];
  if (shapes.length >= REVIEW_DRAWING_LIMITS.maxShapes) return drawing;
  const stored = normaliseShape(shape);
  if (!stored) return drawing;
  return { version: 1, shapes: [...shapes, stored] };
}

/** The drawing without its last shape; null once nothing is left (a comment without a drawing). */
export function undoShape(drawing: Drawing | null): Drawing | null {
  if (!drawing || drawing.shapes.length <= 1) return null;
  return { version: 1, shapes: drawing.shapes.slice(0, -1) };
}

function normaliseShape(shape: DrawingShape): DrawingShape | null {
  switch (shape.kind) {
    case 'pen': {
      const points = thinPoints(shape.points.map(toStoredPoint));
      return points.length > 0 ? { kind: 'pen', color: shape.color, points } : null;
    }
    case 'arrow':
    case 'rect': {
      const from = toStoredPoint(shape.from);
      const to = toStoredPoint(shape.to);
      // A click without a drag draws nothing.
      if (Math.hypot(to[0] - from[0], to[1] - from[1]) < 0.005) return null;
      return { kind: shape.kind, color: shape.color, from, to };
    }
    case 'text': {
      const text = shape.text.trim().slice(0, REVIEW_DRAWING_LIMITS.maxTextLength);
      return text ? { kind: 'text', color: shape.color, at: toStoredPoint(shape.at), text } : null;
    }
  }
}

/**
 * A pen stroke keeps a point only when it has moved from the last kept one, and at most the limit
 * of points (evenly thinned), so a long scribble still stores.
 */
export function thinPoints(points: Point[]): Point[] {
  const kept: Point[] = [];
  for (const point of points) {
    const last = kept.at(-1);
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= 0.002) kept.push(point);
  }
  const max = REVIEW_DRAWING_LIMITS.maxPenPoints;
  if (kept.length <= max) return kept;
  const step = kept.length / max;
  return Array.from({ length: max }, (_, index) => kept[Math.floor(index * step)]!);
}

/** JSON as stored with a comment; parsing refuses anything the server would refuse. */
export function serializeDrawing(drawing: Drawing | null): string | null {
  return drawing && drawing.shapes.length > 0 ? JSON.stringify(drawing) : null;
}

export function deserializeDrawing(value: string | unknown): Drawing | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parseReviewDrawing(parsed) as Drawing | null;
}

/** The two barbs of an arrow head at `to`, in pixels, scaled to the arrow's length. */
export function arrowHead(from: Point, to: Point, size: number): [Point, Point] {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const length = Math.min(size, Math.hypot(to[0] - from[0], to[1] - from[1]) * 0.4);
  const barb = (offset: number): Point => [to[0] - length * Math.cos(angle + offset), to[1] - length * Math.sin(angle + offset)];
  return [barb(Math.PI / 7), barb(-Math.PI / 7)];
}

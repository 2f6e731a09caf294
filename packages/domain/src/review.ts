import { z } from 'zod';

/**
 * Review drawings: vector shapes a reviewer draws over an image, a PDF page or a video frame, stored
 * with the comment. Coordinates are normalised to the frame (0..1 of its width and height), so the
 * drawing lands on the same spot at any zoom and any screen size.
 */

/** The colours the drawing tools offer; stored drawings may use only these. */
export const REVIEW_DRAWING_COLORS = ['#E53935', '#FB8C00', '#FDD835', '#43A047', '#1E88E5', '#FFFFFF'] as const;

export const REVIEW_DRAWING_LIMITS = {
  maxShapes: 200,
  maxPenPoints: 2000,
  maxTextLength: 200,
} as const;

const coordinate = z.number().finite().min(0).max(1);
const point = z.tuple([coordinate, coordinate]);
const color = z.enum(REVIEW_DRAWING_COLORS);

export const reviewDrawingShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pen'), color, points: z.array(point).min(1).max(REVIEW_DRAWING_LIMITS.maxPenPoints) }).strict(),
  z.object({ kind: z.literal('arrow'), color, from: point, to: point }).strict(),
  z.object({ kind: z.literal('rect'), color, from: point, to: point }).strict(),
  z.object({ kind: z.literal('text'), color, at: point, text: z.string().trim().min(1).max(REVIEW_DRAWING_LIMITS.maxTextLength) }).strict(),
]);

export const reviewDrawingSchema = z
  .object({
    version: z.literal(1),
    shapes: z.array(reviewDrawingShapeSchema).max(REVIEW_DRAWING_LIMITS.maxShapes),
  })
  .strict();

export type ReviewDrawingShape = z.infer<typeof reviewDrawingShapeSchema>;
export type ReviewDrawing = z.infer<typeof reviewDrawingSchema>;

/** The drawing when it is valid, else null (callers answer with their own validation message). */
export function parseReviewDrawing(value: unknown): ReviewDrawing | null {
  const parsed = reviewDrawingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

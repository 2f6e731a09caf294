import { reviewDrawingSchema, type ReviewDrawing } from '@atelier/domain/review';
import { z } from 'zod';
import { badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';

/**
 * Where a comment on an asset points: a video frame (or frame range, with the frame rate it was
 * counted at), a PDF page, and a vector drawing over that frame or page. The drawing's rules are
 * the shared ones of `@atelier/domain` (review.ts), which the web's drawing tools follow too.
 */
const frame = z.number().int('A frame is a whole number.').min(0, 'A frame is 0 or more.').max(10_000_000);

export const commentAnchorSchema = z
  .object({
    frame: frame.nullish(),
    frameEnd: frame.nullish(),
    frameRate: z.number().positive('The frame rate must be above 0.').max(1000).nullish(),
    page: z.number().int('A page is a whole number.').min(1, 'Pages start at 1.').max(100_000).nullish(),
    drawing: z.unknown().nullish(),
  })
  .superRefine((value, context) => {
    if (value.frameEnd != null && value.frame == null)
      context.addIssue({ code: 'custom', path: ['frameEnd'], message: 'A range needs its first frame.' });
    if (value.frameEnd != null && value.frame != null && value.frameEnd < value.frame)
      context.addIssue({ code: 'custom', path: ['frameEnd'], message: 'The range ends before it starts.' });
    if (value.frame != null && value.frameRate == null)
      context.addIssue({ code: 'custom', path: ['frameRate'], message: 'A frame needs the frame rate it was counted at.' });
    if (value.frame != null && value.page != null)
      context.addIssue({ code: 'custom', path: ['page'], message: 'A comment points at a frame or a page, not both.' });
  });

export type CommentAnchor = {
  frame: number | null;
  frameEnd: number | null;
  frameRate: number | null;
  page: number | null;
  drawing: ReviewDrawing | null;
};

/** Validates a comment's anchor (input `anchor`); null when nothing is set. Errors name the field, e.g. `anchor.drawing.shapes.0.color`. */
export function parseCommentAnchor(input: unknown): CommentAnchor | null {
  if (input == null) return null;
  const { anchor: value } = parseInput(z.object({ anchor: commentAnchorSchema }), { anchor: input });
  let drawing: CommentAnchor['drawing'] = null;
  if (value.drawing != null) {
    const parsed = reviewDrawingSchema.safeParse(value.drawing);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => ({
        field: ['anchor', 'drawing', ...issue.path].join('.'),
        message: issue.message,
      }));
      throw badInput(`The drawing is not valid: ${fields.map((field) => `${field.field}: ${field.message}`).join('; ')}`, fields);
    }
    drawing = parsed.data;
  }
  const anchor: CommentAnchor = {
    frame: value.frame ?? null,
    frameEnd: value.frameEnd ?? null,
    frameRate: value.frameRate ?? null,
    page: value.page ?? null,
    drawing,
  };
  return Object.values(anchor).some((entry) => entry != null) ? anchor : null;
}

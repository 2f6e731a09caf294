import { describe, expect, it } from 'vitest';
import { parseReviewDrawing, REVIEW_DRAWING_COLORS } from './review.js';

const red = REVIEW_DRAWING_COLORS[0];

describe('review drawing schema', () => {
  it('accepts each kind of shape with normalised coordinates', () => {
    const drawing = {
      version: 1,
      shapes: [
        {
          kind: 'pen',
          color: red,
          points: [
            [0, 0],
            [0.5, 0.5],
            [1, 1],
          ],
        },
        { kind: 'arrow', color: red, from: [0.1, 0.1], to: [0.9, 0.2] },
        { kind: 'rect', color: red, from: [0.2, 0.2], to: [0.4, 0.6] },
        { kind: 'text', color: red, at: [0.3, 0.3], text: 'Logo too small' },
      ],
    };
    expect(parseReviewDrawing(drawing)).toEqual(drawing);
  });

  it('refuses coordinates outside the frame, unknown colours, long text and too many shapes or points', () => {
    const shape = (extra: object) => ({ version: 1, shapes: [{ kind: 'arrow', color: red, from: [0, 0], to: [1, 1], ...extra }] });
    expect(parseReviewDrawing(shape({ to: [1.2, 0.5] }))).toBeNull();
    expect(parseReviewDrawing(shape({ color: '#123456' }))).toBeNull();
    expect(parseReviewDrawing(shape({ onclick: 'x' }))).toBeNull();
    expect(parseReviewDrawing({ version: 1, shapes: [{ kind: 'text', color: red, at: [0, 0], text: 'x'.repeat(201) }] })).toBeNull();
    const arrow = { kind: 'arrow', color: red, from: [0, 0], to: [1, 1] };
    expect(parseReviewDrawing({ version: 1, shapes: Array.from({ length: 201 }, () => arrow) })).toBeNull();
    expect(parseReviewDrawing({ version: 1, shapes: Array.from({ length: 200 }, () => arrow) })).not.toBeNull();
    const points = Array.from({ length: 2001 }, () => [0.5, 0.5]);
    expect(parseReviewDrawing({ version: 1, shapes: [{ kind: 'pen', color: red, points }] })).toBeNull();
    expect(parseReviewDrawing({ version: 2, shapes: [] })).toBeNull();
  });
});

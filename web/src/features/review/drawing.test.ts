import { describe, expect, it } from 'vitest';
import type { Drawing } from './contract';
import { addShape, arrowHead, deserializeDrawing, DRAWING_COLORS, serializeDrawing, thinPoints, undoShape } from './drawing';

const red = DRAWING_COLORS[0]!;

describe('drawing', () => {
  it('adds shapes with coordinates rounded into the frame, and undoes them', () => {
    let drawing = addShape(null, { kind: 'arrow', color: red, from: [0.123456, -0.2], to: [1.4, 0.5] });
    expect(drawing).toEqual({ version: 1, shapes: [{ kind: 'arrow', color: red, from: [0.1235, 0], to: [1, 0.5] }] });
    drawing = addShape(drawing, { kind: 'text', color: red, at: [0.5, 0.5], text: '  Too dark  ' });
    expect(drawing!.shapes[1]).toEqual({ kind: 'text', color: red, at: [0.5, 0.5], text: 'Too dark' });
    expect(undoShape(drawing)!.shapes).toHaveLength(1);
    expect(undoShape(undoShape(drawing))).toBeNull();
  });

  it('ignores a click without a drag and empty text', () => {
    expect(addShape(null, { kind: 'rect', color: red, from: [0.5, 0.5], to: [0.5, 0.501] })).toBeNull();
    expect(addShape(null, { kind: 'text', color: red, at: [0.5, 0.5], text: '   ' })).toBeNull();
  });

  it('thins a long pen stroke to the stored limit', () => {
    const points = Array.from({ length: 5000 }, (_, index): [number, number] => [index / 5000, (index % 2) * 0.01]);
    expect(thinPoints(points).length).toBe(2000);
    expect(
      thinPoints([
        [0.1, 0.1],
        [0.1, 0.1],
        [0.1001, 0.1],
      ]),
    ).toEqual([[0.1, 0.1]]);
  });

  it('round-trips through the stored JSON and refuses what the server would refuse', () => {
    const drawing: Drawing = {
      version: 1,
      shapes: [
        {
          kind: 'pen',
          color: red,
          points: [
            [0, 0],
            [0.5, 0.5],
          ],
        },
      ],
    };
    const stored = serializeDrawing(drawing)!;
    expect(deserializeDrawing(stored)).toEqual(drawing);
    expect(deserializeDrawing(JSON.parse(stored))).toEqual(drawing);
    expect(serializeDrawing({ version: 1, shapes: [] })).toBeNull();
    expect(deserializeDrawing('{"version":1,"shapes":[{"kind":"pen","color":"red","points":[[0,0]]}]}')).toBeNull();
    expect(deserializeDrawing('not json')).toBeNull();
  });

  it('draws the arrow head at the arrow tip, pointing back along it', () => {
    const [a, b] = arrowHead([0, 0], [100, 0], 20);
    expect(a[0]).toBeLessThan(100);
    expect(b[0]).toBeLessThan(100);
    expect(a[1]).toBeCloseTo(-b[1]);
  });
});

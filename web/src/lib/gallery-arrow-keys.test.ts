import { describe, expect, it } from 'vitest';
import { findNextGalleryIndex } from './gallery-arrow-keys';

describe('findNextGalleryIndex', () => {
  // Seven items, three to a row: 0 1 2 / 3 4 5 / 6
  it('moves left and right, stopping at the ends', () => {
    expect(findNextGalleryIndex('ArrowRight', 0, 7, 3)).toBe(1);
    expect(findNextGalleryIndex('ArrowRight', 6, 7, 3)).toBe(6);
    expect(findNextGalleryIndex('ArrowLeft', 0, 7, 3)).toBe(0);
    expect(findNextGalleryIndex('ArrowLeft', 4, 7, 3)).toBe(3);
  });

  it('moves a row up or down, staying put where there is no item', () => {
    expect(findNextGalleryIndex('ArrowDown', 1, 7, 3)).toBe(4);
    expect(findNextGalleryIndex('ArrowDown', 4, 7, 3)).toBe(4);
    expect(findNextGalleryIndex('ArrowDown', 3, 7, 3)).toBe(6);
    expect(findNextGalleryIndex('ArrowUp', 5, 7, 3)).toBe(2);
    expect(findNextGalleryIndex('ArrowUp', 2, 7, 3)).toBe(2);
  });

  it("jumps to the first and last with Home and End; other keys are not the gallery's", () => {
    expect(findNextGalleryIndex('Home', 5, 7, 3)).toBe(0);
    expect(findNextGalleryIndex('End', 1, 7, 3)).toBe(6);
    expect(findNextGalleryIndex('Enter', 1, 7, 3)).toBeNull();
  });
});

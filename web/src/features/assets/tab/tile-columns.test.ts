import { describe, expect, it } from 'vitest';
import { buildTileGridTemplate, countTileColumns } from './tile-columns';

describe('countTileColumns', () => {
  it('follows the 1750, 2150 and 2800 px breakpoints, one fewer with the tree open', () => {
    expect(countTileColumns(1749, false)).toBeNull();
    expect(countTileColumns(1750, false)).toBe(4);
    expect(countTileColumns(1750, true)).toBe(3);
    expect(countTileColumns(2150, false)).toBe(5);
    expect(countTileColumns(2800, false)).toBe(6);
    expect(countTileColumns(3000, true)).toBe(5);
  });

  it('fills the row at the 380 px minimum below the breakpoints', () => {
    expect(buildTileGridTemplate(null)).toBe('repeat(auto-fill, minmax(min(100%, 380px), 1fr))');
    expect(buildTileGridTemplate(4)).toBe('repeat(4, minmax(380px, 1fr))');
  });

  it('never makes a tile narrower than 380 px in the room the list has', () => {
    // 1920 px window, tree open: the breakpoint says 3, but 1,112 px hold only 2 tiles of 380 px.
    expect(countTileColumns(1920, true, 1112)).toBe(2);
    // 2880 px, full-width list beside the open tree: 5 tiles of at least 380 px fit in 2,100 px.
    expect(countTileColumns(2880, true, 2100)).toBe(5);
    // 2880 px in a 1440 px column would have been 5 tiles of 169 px: now 3.
    expect(countTileColumns(2880, true, 1240)).toBe(3);
    // Exactly one tile's room still gives one column.
    expect(countTileColumns(1800, false, 200)).toBe(1);
  });
});

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
    expect(buildTileGridTemplate(4)).toBe('repeat(4, minmax(0, 1fr))');
  });
});

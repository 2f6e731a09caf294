import { describe, expect, it } from 'vitest';
import { gridColumnsForWidth } from './field-layout';

describe('gridColumnsForWidth', () => {
  it('maps field widths to grid columns', () => {
    expect([0.25, 0.5, 1, 0.7].map(gridColumnsForWidth)).toEqual([3, 6, 12, 6]);
  });
});

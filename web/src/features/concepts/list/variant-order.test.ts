import { describe, expect, it } from 'vitest';
import { placeVariantsUnderParents } from './variant-order';

const concept = (code: string, modelType = 'standard', parentCode?: string) => ({
  code,
  modelType,
  parentCreativeConcept: parentCode ? { code: parentCode } : null,
});

const codes = (rows: { code: string }[]) => rows.map((row) => row.code);

describe('placeVariantsUnderParents', () => {
  it('puts each variant directly under its parent, variants in the server’s order', () => {
    // Newest first: the variants were created after their parent, so the server lists them above it.
    const page = [
      concept('v2', 'child', 'p1'),
      concept('s1'),
      concept('v1', 'child', 'p1'),
      concept('w1', 'child', 'p2'),
      concept('p1', 'parent'),
      concept('p2', 'parent'),
      concept('s2'),
    ];
    expect(codes(placeVariantsUnderParents(page))).toEqual(['s1', 'p1', 'v2', 'v1', 'p2', 'w1', 's2']);
  });

  it('keeps a variant in place when its parent is on another page', () => {
    const page = [concept('s1'), concept('v9', 'child', 'elsewhere'), concept('s2')];
    expect(codes(placeVariantsUnderParents(page))).toEqual(['s1', 'v9', 's2']);
  });

  it('keeps every row exactly once', () => {
    const page = [concept('p1', 'parent'), concept('v1', 'child', 'p1'), concept('s1'), concept('v2', 'child', 'p1')];
    const placed = placeVariantsUnderParents(page);
    expect(codes(placed)).toEqual(['p1', 'v1', 'v2', 's1']);
    expect(placed).toHaveLength(page.length);
  });
});

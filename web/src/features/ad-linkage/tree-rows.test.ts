import { describe, expect, it } from 'vitest';
import { buildTreeRows, describeLinkMethod, ROOT_KEY, type LoadedLevel } from './tree-rows';

const node = (level: string, code: string, childEntityCount = 1, linked = 0) => ({
  __typename: 'AdLinkageTreeNode' as const,
  code,
  name: code.toUpperCase(),
  level,
  externalId: null,
  status: 'active',
  isImplicit: false,
  childEntityCount,
  totalAdCount: 5,
  totalLinkedAdCount: linked,
});

describe('buildTreeRows', () => {
  it('walks the loaded levels depth first, children right after their expanded node', () => {
    const levels = new Map<string, LoadedLevel>([
      [ROOT_KEY, { status: 'ready', nodes: [node('channel', 'meta', 1, 3), node('channel', 'applovin')] }],
      ['channel:meta', { status: 'ready', nodes: [node('campaign', 'summer')] }],
      ['channel:applovin', { status: 'ready', nodes: [node('campaign', 'always')] }],
    ]);
    const rows = buildTreeRows(levels, new Set(['channel:meta']));
    expect(rows.map((row) => [row.id, row.depth, row.isExpanded])).toEqual([
      ['channel:meta', 0, true],
      ['campaign:summer', 1, false],
      ['channel:applovin', 0, false],
    ]);
    expect(rows[0]!.totalLinkedAdCount).toBe(3);
  });

  it('marks a node whose children are loading, and one without children as a leaf', () => {
    const levels = new Map<string, LoadedLevel>([
      [ROOT_KEY, { status: 'ready', nodes: [node('channel', 'meta'), node('channel', 'tiktok', 0)] }],
      ['channel:meta', { status: 'loading' }],
    ]);
    const [meta, tiktok] = buildTreeRows(levels, new Set(['channel:meta']));
    expect(meta).toMatchObject({ isLoadingChildren: true, isExpandable: true });
    expect(tiktok).toMatchObject({ isExpandable: false });
  });
});

describe('describeLinkMethod', () => {
  it('shows the confidence of automatic links only', () => {
    const labels = { manual: 'Manual', perceptual: 'Looks the same' };
    expect(describeLinkMethod('manual', 1, labels)).toBe('Manual');
    expect(describeLinkMethod('perceptual', 0.934, labels)).toBe('Looks the same, 93 %');
  });
});

import { describe, expect, it } from 'vitest';
import { buildFolderTree, nestFlatFolders } from './folder-tree-data';

const flat = (code: string, sequenceId: number, parent?: string) => ({
  code,
  name: code,
  sequenceId,
  parentCreativeNode: parent ? { code: parent } : null,
});

describe('nestFlatFolders', () => {
  it('nests a flat list of any depth, children in sequence order', () => {
    const chain = Array.from({ length: 15 }, (_, level) => flat(`l${level}`, 0, level ? `l${level - 1}` : undefined));
    const tree = nestFlatFolders([flat('b', 1), ...chain.reverse(), flat('a', 0), flat('a2', 1, 'a'), flat('a1', 0, 'a')]);
    expect(tree.map((node) => node.code)).toEqual(['a', 'l0', 'b']);
    expect(tree[0]!.creativeNodes.map((node) => node.code)).toEqual(['a1', 'a2']);
    let depth = 0;
    for (let node = tree[1]; node; node = node.creativeNodes[0]) depth++;
    expect(depth).toBe(15);
  });

  it('makes a folder whose parent is missing (filtered out) a root', () => {
    expect(nestFlatFolders([flat('orphan', 0, 'gone')]).map((node) => node.code)).toEqual(['orphan']);
  });
});

describe('buildFolderTree counts', () => {
  const folder = (code: string, count: number, parentCode?: string, totalCount?: number) => ({
    code,
    name: code,
    status: 'active',
    sequenceId: 0,
    count,
    totalCount,
    version: 1,
    nodeType: { code: 'default' },
    parentCreativeNode: parentCode ? { code: parentCode } : null,
  });

  it('adds the sub-folders’ counts when the query gives no total (an asset tree)', () => {
    const [top] = buildFolderTree([folder('top', 2), folder('child', 3, 'top'), folder('grandchild', 4, 'child')]);
    expect(top!.totalCount).toBe(9);
    expect(top!.children[0]!.totalCount).toBe(7);
  });

  it('keeps the server’s total, which also counts hidden inactive folders', () => {
    const [top] = buildFolderTree([folder('top', 2, undefined, 12), folder('child', 3, 'top', 3)]);
    expect(top!.totalCount).toBe(12);
  });
});

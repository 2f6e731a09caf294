import { describe, expect, it } from 'vitest';
import { canDropFolders, computeFolderMove } from './folder-move';
import { buildFolderNodes, indexFolders, MAX_FOLDER_DEPTH, type ApiFolder } from './folder-tree-data';

function folder(code: string, children: ApiFolder[] = []): ApiFolder {
  return {
    code,
    name: code.toUpperCase(),
    status: 'active',
    sequenceId: 0,
    count: 0,
    version: 1,
    nodeType: { code: 'default' },
    creativeNodes: children,
  };
}

// a (a1, a2, a3), b (b1), c
const roots = buildFolderNodes([folder('a', [folder('a1'), folder('a2'), folder('a3')]), folder('b', [folder('b1')]), folder('c')]);
const childIds = (tree: ReturnType<typeof buildFolderNodes>, id: string | null) =>
  (id === null ? tree : indexFolders(tree).get(id)!.children).map((node) => node.id);

describe('computeFolderMove', () => {
  it('re-parents a folder dropped into another one and renumbers both sides from 0', () => {
    const result = computeFolderMove(roots, { dragIds: ['a2'], parentId: 'b', index: 0 });
    expect(result?.moves).toEqual([
      { code: 'a2', sequenceId: 0, parentCreativeNode: { code: 'b' } },
      { code: 'b1', sequenceId: 1 },
      { code: 'a1', sequenceId: 0 },
      { code: 'a3', sequenceId: 1 },
    ]);
    expect(childIds(result!.roots, 'b')).toEqual(['a2', 'b1']);
    expect(childIds(result!.roots, 'a')).toEqual(['a1', 'a3']);
    const moved = indexFolders(result!.roots).get('a2')!;
    expect(moved).toMatchObject({ parentId: 'b', depth: 2, pathNames: ['B', 'A2'], sequenceId: 0 });
  });

  it('reorders siblings, counting the index before the dragged folder is taken out', () => {
    // Dropping a1 on the line after a2 (index 2 among a1, a2, a3).
    const down = computeFolderMove(roots, { dragIds: ['a1'], parentId: 'a', index: 2 });
    expect(down?.moves).toEqual([
      { code: 'a2', sequenceId: 0 },
      { code: 'a1', sequenceId: 1 },
      { code: 'a3', sequenceId: 2 },
    ]);
    const up = computeFolderMove(roots, { dragIds: ['a3'], parentId: 'a', index: 0 });
    expect(up?.moves.map((move) => move.code)).toEqual(['a3', 'a1', 'a2']);
    expect(up?.moves.every((move) => move.parentCreativeNode === undefined)).toBe(true);
  });

  it('moves a folder to the top level with a null parent code and reorders top-level folders', () => {
    const result = computeFolderMove(roots, { dragIds: ['b1'], parentId: null, index: 1 });
    expect(result?.moves).toEqual([
      { code: 'a', sequenceId: 0 },
      { code: 'b1', sequenceId: 1, parentCreativeNode: { code: null } },
      { code: 'b', sequenceId: 2 },
      { code: 'c', sequenceId: 3 },
    ]);
    expect(childIds(result!.roots, null)).toEqual(['a', 'b1', 'b', 'c']);
    expect(childIds(result!.roots, 'b')).toEqual([]);

    const reorder = computeFolderMove(roots, { dragIds: ['c'], parentId: null, index: 0 });
    expect(reorder?.moves).toEqual([
      { code: 'c', sequenceId: 0 },
      { code: 'a', sequenceId: 1 },
      { code: 'b', sequenceId: 2 },
    ]);
  });

  it('ignores a drop onto itself, into its own sub-tree, on an unknown target or in the same place', () => {
    expect(computeFolderMove(roots, { dragIds: ['a'], parentId: 'a', index: 0 })).toBeNull();
    expect(computeFolderMove(roots, { dragIds: ['a'], parentId: 'a2', index: 0 })).toBeNull();
    expect(computeFolderMove(roots, { dragIds: ['a1'], parentId: 'nowhere', index: 0 })).toBeNull();
    expect(computeFolderMove(roots, { dragIds: ['ghost'], parentId: 'a', index: 0 })).toBeNull();
    expect(computeFolderMove(roots, { dragIds: [], parentId: 'a', index: 0 })).toBeNull();
    // Just above or just below itself: the order does not change.
    expect(computeFolderMove(roots, { dragIds: ['a2'], parentId: 'a', index: 1 })).toBeNull();
    expect(computeFolderMove(roots, { dragIds: ['a2'], parentId: 'a', index: 2 })).toBeNull();
  });

  it('clamps an index past the end to the last position', () => {
    const result = computeFolderMove(roots, { dragIds: ['a1'], parentId: 'b', index: 99 });
    expect(childIds(result!.roots, 'b')).toEqual(['b1', 'a1']);
  });
});

describe('canDropFolders', () => {
  it('refuses drops that would nest folders deeper than the sanity bound', () => {
    let chain = folder(`level${MAX_FOLDER_DEPTH}`);
    for (let level = MAX_FOLDER_DEPTH - 1; level >= 1; level--) chain = folder(`level${level}`, [chain]);
    const deep = indexFolders(buildFolderNodes([chain, folder('loose', [folder('child')])]));
    expect(canDropFolders(deep, ['loose'], `level${MAX_FOLDER_DEPTH - 2}`)).toBe(true);
    expect(canDropFolders(deep, ['loose'], `level${MAX_FOLDER_DEPTH - 1}`)).toBe(false);
    expect(canDropFolders(deep, ['child'], `level${MAX_FOLDER_DEPTH - 1}`)).toBe(true);
    expect(canDropFolders(deep, ['child'], null)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { planFolderMoves, type TreeRow } from './moves.js';

const tree = (): TreeRow[] => [
  { id: '1', code: 'a', parentId: null, sequenceId: 0 },
  { id: '2', code: 'b', parentId: null, sequenceId: 1 },
  { id: '3', code: 'c', parentId: null, sequenceId: 2 },
  { id: '4', code: 'a1', parentId: '1', sequenceId: 0 },
];

const codes = (groups: TreeRow[][]) => groups.map((group) => group.map((row) => row.code));

describe('planFolderMoves', () => {
  it('reorders siblings densely around the moved folder', () => {
    expect(codes(planFolderMoves(tree(), [{ code: 'c', sequenceId: 0 }], 'application'))).toEqual([['c', 'a', 'b']]);
  });

  it('re-parents a folder and orders both the old and the new parent', () => {
    const groups = planFolderMoves(tree(), [{ code: 'b', sequenceId: 0, parentCreativeNode: { code: 'a' } }], 'concept');
    expect(codes(groups)).toEqual([
      ['a', 'c'],
      ['b', 'a1'],
    ]);
    expect(groups[1]![0]!.parentId).toBe('1');
  });

  it('refuses a move into its own sub-folder, an unknown folder and a negative position', () => {
    expect(() => planFolderMoves(tree(), [{ code: 'a', sequenceId: 0, parentCreativeNode: { code: 'a1' } }], 'concept')).toThrow(
      'A folder cannot be moved into itself or one of its sub-folders.',
    );
    expect(() => planFolderMoves(tree(), [{ code: 'zz', sequenceId: 0 }], 'concept')).toThrow("Unknown folder 'zz' in this concept.");
    expect(() => planFolderMoves(tree(), [{ code: 'a', sequenceId: -1 }], 'application')).toThrow('sequenceId must be 0 or more.');
  });
});

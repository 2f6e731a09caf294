import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlatApiFolder } from './folder-tree-data';
import { useFolderTree, type FolderSelection } from './use-folder-tree';
import type { VirtualFolder } from './VirtualFolderList';

const flat = (code: string, sequenceId: number, parentCode?: string): FlatApiFolder => ({
  code,
  name: code.toUpperCase(),
  status: 'active',
  sequenceId,
  count: 0,
  version: 1,
  nodeType: { code: 'default' },
  parentCreativeNode: parentCode ? { code: parentCode } : null,
});

// a (a1, a2), b — sent in no particular order, as a flat query answers.
const FOLDERS = [flat('a2', 1, 'a'), flat('b', 1), flat('a', 0), flat('a1', 0, 'a')];
const VIRTUAL: VirtualFolder[] = [
  { code: 'virtualNodes', name: 'Quick views', count: 0, children: [{ code: 'mine', name: 'Mine', count: 2 }] },
];

interface Setup {
  folders?: readonly FlatApiFolder[];
  selectedId?: string | null;
  moveFolders?: () => Promise<unknown>;
}

function renderTree({ folders = FOLDERS, selectedId, moveFolders = () => Promise.resolve() }: Setup = {}) {
  const onSelect = vi.fn<(selection: FolderSelection | null) => void>();
  const refetch = vi.fn(() => Promise.resolve());
  const move = vi.fn(moveFolders);
  const hook = renderHook(
    (props: { selectedId: string | null | undefined }) =>
      useFolderTree({
        folders: { nodes: folders, error: undefined, refetch },
        virtualFolders: { nodes: VIRTUAL, error: undefined },
        selectedId: props.selectedId,
        onSelect,
        moveFolders: move,
      }),
    { initialProps: { selectedId } },
  );
  return { ...hook, onSelect, refetch, move };
}

describe('useFolderTree', () => {
  it('nests the flat answer in sequence order', () => {
    const { result } = renderTree();
    expect(result.current.roots.map((node) => node.id)).toEqual(['a', 'b']);
    expect(result.current.index.get('a2')).toMatchObject({ parentId: 'a', depth: 2, pathNames: ['A', 'A2'] });
  });

  it('selects the first top-level folder until the user chooses, and again when the choice disappears', () => {
    const first = renderTree({ selectedId: undefined });
    expect(first.onSelect).toHaveBeenCalledWith({ kind: 'folder', id: 'a' });

    const gone = renderTree({ selectedId: 'deleted-folder' });
    expect(gone.onSelect).toHaveBeenCalledWith({ kind: 'folder', id: 'a' });
  });

  it('keeps a valid folder, a virtual folder, or a selection cleared on purpose', () => {
    for (const selectedId of ['a1', 'mine', null]) expect(renderTree({ selectedId }).onSelect).not.toHaveBeenCalled();
  });

  it('selects nothing (every item) when the tree has no folders', () => {
    expect(renderTree({ folders: [], selectedId: undefined }).onSelect).toHaveBeenCalledWith(null);
  });

  it('shows a drop at once, saves the planned moves, then reloads the tree', async () => {
    let finishMove = () => {};
    const { result, move, refetch } = renderTree({
      selectedId: 'a',
      moveFolders: () => new Promise<void>((resolve) => (finishMove = resolve)),
    });
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.moveFolder({ dragIds: ['b'], parentId: 'a', index: 0 });
    });
    expect(move).toHaveBeenCalledWith([
      { code: 'b', sequenceId: 0, parentCreativeNode: { code: 'a' } },
      { code: 'a1', sequenceId: 1 },
      { code: 'a2', sequenceId: 2 },
      { code: 'a', sequenceId: 0 },
    ]);
    expect(result.current.index.get('b')?.parentId).toBe('a');
    await act(async () => {
      finishMove();
      expect(await saved).toBeNull();
    });
    expect(refetch).toHaveBeenCalled();
    // The server's tree is shown again (the test's server did not change).
    await waitFor(() => expect(result.current.index.get('b')?.parentId).toBeNull());
  });

  it('resolves to the refusal of a move and shows the tree as it was', async () => {
    const refusal = new Error('refused');
    const { result, refetch } = renderTree({ selectedId: 'a', moveFolders: () => Promise.reject(refusal) });
    await act(async () => {
      expect(await result.current.moveFolder({ dragIds: ['a1'], parentId: null, index: 0 })).toBe(refusal);
    });
    expect(refetch).not.toHaveBeenCalled();
    expect(result.current.index.get('a1')?.parentId).toBe('a');
  });

  it('ignores a drop that changes nothing', async () => {
    const { result, move } = renderTree({ selectedId: 'a' });
    await act(async () => {
      expect(await result.current.moveFolder({ dragIds: ['a1'], parentId: 'a', index: 0 })).toBeNull();
    });
    expect(move).not.toHaveBeenCalled();
  });
});

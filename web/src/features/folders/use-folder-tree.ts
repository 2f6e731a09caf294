import { useCallback, useEffect, useMemo, useState } from 'react';
import { computeFolderMove, type FolderMoveRequest } from './folder-move';
import type { FolderMutations } from './folder-mutations';
import { buildFolderTree, indexFolders, type FlatApiFolder, type FolderNode } from './folder-tree-data';
import { flattenVirtualFolders, type VirtualFolder } from './VirtualFolderList';

/** What the list should filter by: a real folder, or a virtual one with the filter it carries. */
export type FolderSelection = { kind: 'folder'; id: string } | { kind: 'virtual'; id: string; filter: unknown };

interface FolderTreeOptions {
  /** The tree query's flat answer (undefined until it arrives), its error and a way to ask again. */
  folders: { nodes: readonly FlatApiFolder[] | undefined; error: unknown; refetch: () => Promise<unknown> };
  /** The virtual folders (undefined until they arrive) and their error. */
  virtualFolders: { nodes: readonly VirtualFolder[] | undefined; error: unknown };
  /** undefined: never chosen (the first top-level folder gets selected); null: cleared on purpose. */
  selectedId: string | null | undefined;
  onSelect: (selection: FolderSelection | null) => void;
  moveFolders: FolderMutations['moveFolders'];
}

export interface FolderTreeData {
  /** The tree as shown: the server's, or a dropped folder in its new place until the server answers. */
  roots: FolderNode[];
  index: ReadonlyMap<string, FolderNode>;
  virtualNodes: readonly VirtualFolder[];
  /** Both the folders and the virtual folders have arrived. */
  isLoaded: boolean;
  hasFolders: boolean;
  loadError: unknown;
  virtualLoadError: unknown;
  reloadFolders: () => void;
  /** Persists a drop; resolves to the server's refusal, if any. */
  moveFolder: (request: FolderMoveRequest) => Promise<unknown>;
}

/**
 * The state every folder panel shares, whichever tree it shows: the nested tree built from a flat
 * query, the default selection and drag-and-drop moves shown at once and then saved.
 */
export function useFolderTree({ folders, virtualFolders, selectedId, onSelect, moveFolders }: FolderTreeOptions): FolderTreeData {
  const { nodes: flatFolders, error: loadError, refetch: refetchFolders } = folders;
  const [optimisticRoots, setOptimisticRoots] = useState<FolderNode[] | null>(null);
  const serverRoots = useMemo(() => buildFolderTree(flatFolders ?? []), [flatFolders]);
  const roots = optimisticRoots ?? serverRoots;
  const index = useMemo(() => indexFolders(roots), [roots]);
  const virtualNodes = useMemo<readonly VirtualFolder[]>(() => virtualFolders.nodes ?? [], [virtualFolders.nodes]);
  const virtualCodes = useMemo(() => new Set(flattenVirtualFolders(virtualNodes).map((node) => node.code)), [virtualNodes]);

  // The first top-level folder is selected when nothing valid is (spec 1 §2, spec 2 §2.3): never
  // chosen, deleted, or hidden as inactive. A selection cleared on purpose (null) stays cleared;
  // without folders there is nothing to select, so the list shows everything.
  const isLoaded = Boolean(flatFolders && virtualFolders.nodes);
  const isSelectionValid = selectedId === null || (selectedId !== undefined && (index.has(selectedId) || virtualCodes.has(selectedId)));
  useEffect(() => {
    if (optimisticRoots || isSelectionValid) return;
    if (isLoaded) {
      const first = serverRoots[0];
      onSelect(first ? { kind: 'folder', id: first.id } : null);
    } else if (loadError && selectedId === undefined) {
      onSelect(null);
    }
  }, [isLoaded, isSelectionValid, optimisticRoots, serverRoots, onSelect, loadError, selectedId]);

  const moveFolder = useCallback(
    async (request: FolderMoveRequest): Promise<unknown> => {
      const result = computeFolderMove(roots, request);
      if (!result) return null;
      setOptimisticRoots(result.roots);
      try {
        await moveFolders(result.moves);
        // A move renumbers the siblings too (new positions and versions), which the result leaves out.
        await refetchFolders();
        return null;
      } catch (error) {
        return error;
      } finally {
        setOptimisticRoots(null);
      }
    },
    [roots, moveFolders, refetchFolders],
  );
  const reloadFolders = useCallback(() => void refetchFolders(), [refetchFolders]);

  return {
    roots,
    index,
    virtualNodes,
    isLoaded,
    hasFolders: Boolean(flatFolders),
    loadError,
    virtualLoadError: virtualFolders.error,
    reloadFolders,
    moveFolder,
  };
}

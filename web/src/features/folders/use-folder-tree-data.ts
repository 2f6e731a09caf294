import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { computeFolderMove, type FolderMoveRequest } from './folder-move';
import { CreativeNodesQuery, CreativeVirtualNodesQuery } from './folder-queries';
import { buildFolderNodes, nestFlatFolders, indexFolders, type FolderNode } from './folder-tree-data';
import { flattenVirtualFolders, type VirtualFolder } from './VirtualFolderList';

const UpdateMultipleCreativeNodeMutation = graphql(`
  mutation UpdateMultipleCreativeNode($applicationCode: String!, $clientCode: String!, $nodes: [CreativeNodeMoveInput!]!) {
    updateMultipleCreativeNode(applicationCode: $applicationCode, clientCode: $clientCode, nodes: $nodes) {
      code
      sequenceId
    }
  }
`);

/** What the list should filter by: a real folder, or a virtual one with the filter it carries. */
export type FolderSelection = { kind: 'folder'; id: string } | { kind: 'virtual'; id: string; filter: unknown };

interface FolderTreeDataOptions {
  clientCode: string;
  applicationCode: string;
  showInactive: boolean;
  /** undefined: never chosen; null: cleared on purpose. */
  selectedId: string | null | undefined;
  onSelect: (selection: FolderSelection | null) => void;
}

/**
 * The panel's data, loaded whether the panel is open or collapsed: the tree (always from the
 * network, spec 1 §7), the virtual folders, the selection check and drag-and-drop moves.
 */
export function useFolderTreeData({ clientCode, applicationCode, showInactive, selectedId, onSelect }: FolderTreeDataOptions) {
  const foldersQuery = useQuery(CreativeNodesQuery, {
    variables: { clientCode, applicationCode, filter: showInactive ? null : { status: 'active' } },
    fetchPolicy: 'network-only',
  });
  const virtualQuery = useQuery(CreativeVirtualNodesQuery, { variables: { clientCode, applicationCode }, fetchPolicy: 'network-only' });
  const [moveFolders] = useMutation(UpdateMultipleCreativeNodeMutation);
  const { refetch: refetchFolders } = foldersQuery;
  // A dropped folder shows in its new place until the server's tree arrives.
  const [optimisticRoots, setOptimisticRoots] = useState<FolderNode[] | null>(null);

  const serverRoots = useMemo(() => buildFolderNodes(nestFlatFolders(foldersQuery.data?.creativeNodes ?? [])), [foldersQuery.data]);
  const roots = optimisticRoots ?? serverRoots;
  const index = useMemo(() => indexFolders(roots), [roots]);
  const virtualNodes = useMemo<readonly VirtualFolder[]>(() => virtualQuery.data?.creativeVirtualNodes ?? [], [virtualQuery.data]);
  const virtualCodes = useMemo(() => new Set(flattenVirtualFolders(virtualNodes).map((node) => node.code)), [virtualNodes]);

  // The first top-level folder is selected when nothing valid is (spec 1 §2). A selection cleared
  // on purpose (null, after deleting the selected folder) stays cleared; without folders there is
  // nothing to select, so the list shows everything.
  const isLoaded = Boolean(foldersQuery.data && virtualQuery.data);
  const isSelectionValid = selectedId === null || (selectedId !== undefined && (index.has(selectedId) || virtualCodes.has(selectedId)));
  useEffect(() => {
    if (optimisticRoots || isSelectionValid) return;
    if (isLoaded) {
      const first = serverRoots[0];
      onSelect(first ? { kind: 'folder', id: first.id } : null);
    } else if (foldersQuery.error && selectedId === undefined) {
      onSelect(null);
    }
  }, [isLoaded, isSelectionValid, optimisticRoots, serverRoots, onSelect, foldersQuery.error, selectedId]);

  /** Persists a drop; resolves to the server's refusal, if any. */
  const moveFolder = useCallback(
    async (request: FolderMoveRequest): Promise<unknown> => {
      const result = computeFolderMove(roots, request);
      if (!result) return null;
      setOptimisticRoots(result.roots);
      try {
        await moveFolders({ variables: { clientCode, applicationCode, nodes: result.moves } });
        await refetchFolders();
        return null;
      } catch (error) {
        return error;
      } finally {
        setOptimisticRoots(null);
      }
    },
    [roots, moveFolders, clientCode, applicationCode, refetchFolders],
  );

  return { foldersQuery, virtualQuery, roots, index, virtualNodes, moveFolder };
}

import { useMutation, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConceptAssetFilter } from '../../../gql/graphql';
import { computeFolderMove, type FolderMoveRequest } from '../../folders/folder-move';
import { buildFolderNodes, indexFolders, type ApiFolder, type FolderNode } from '../../folders/folder-tree-data';
import { flattenVirtualFolders, type VirtualFolder } from '../../folders/VirtualFolderList';
import { labelAssetKind } from '../shared/asset-labels';
import { AssetFoldersQuery, AssetVirtualFoldersQuery, MoveAssetFoldersMutation } from './asset-folder-queries';

/** An asset folder as creativeConceptNodes nests it. */
interface ApiAssetFolder {
  code: string;
  name: string;
  status: string;
  sequenceId: number;
  assetCount: number;
  version: number;
  nodeType: { code: string };
  creativeNodes?: readonly ApiAssetFolder[];
}

/** The shared tree components count concepts; in the asset tree that count is the folder's assets. */
function toApiFolder(folder: ApiAssetFolder): ApiFolder {
  return { ...folder, conceptCount: folder.assetCount, creativeNodes: (folder.creativeNodes ?? []).map(toApiFolder) };
}

export function buildAssetFolderNodes(folders: readonly ApiAssetFolder[]): FolderNode[] {
  const sorted = [...folders].sort((left, right) => left.sequenceId - right.sequenceId || left.name.localeCompare(right.name));
  return buildFolderNodes(sorted.map(toApiFolder));
}

/** What the list filters by: a real folder, a virtual one with its filter, or nothing (every asset). */
export type AssetFolderSelection = { kind: 'folder'; id: string } | { kind: 'virtual'; id: string; filter: unknown };

const FILTER_KEYS = ['creativeNodeCode', 'type', 'status', 'search'] as const;

/** A selection → the list's filter; a virtual node's JSON filter keeps only the fields the list accepts. */
export function buildAssetFilter(selection: AssetFolderSelection | null): ConceptAssetFilter | null {
  if (!selection) return null;
  if (selection.kind === 'folder') return { creativeNodeCode: selection.id };
  const filter = selection.filter;
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return null;
  const picked: ConceptAssetFilter = {};
  for (const key of FILTER_KEYS) {
    const value = (filter as Record<string, unknown>)[key];
    if (typeof value === 'string') picked[key] = value;
  }
  return Object.keys(picked).length > 0 ? picked : null;
}

interface AssetFoldersOptions {
  clientCode: string;
  conceptCode: string;
  showInactive: boolean;
  /** undefined: never chosen (the first top-level folder gets selected); null: every asset. */
  selection: AssetFolderSelection | null | undefined;
  onSelect: (selection: AssetFolderSelection | null) => void;
}

/**
 * The asset tree's data (spec 2 §2.3): folders (always from the network), virtual folders, the
 * default selection and drag-and-drop moves through updateMultipleCreativeConceptNode.
 */
/** The server's grouping node of the virtual folders; the shared list treats 'virtualNodes' as a group that only opens. */
export const VIRTUAL_GROUP_CODE = 'virtualNodes';
const SERVER_GROUP_CODE = 'virtual-nodes';
const ALL_ASSETS_CODE = 'virtual-all-assets';
const KIND_CODE_PREFIX = 'virtual-type-';

/** Virtual folders in the reader's words: the group, 'All assets' and one node per kind (named by code). */
export function localizeVirtualFolders(nodes: readonly VirtualFolder[], t: TFunction): VirtualFolder[] {
  return nodes.map((node) => {
    let code = node.code;
    let name = node.name;
    if (node.code === SERVER_GROUP_CODE) code = VIRTUAL_GROUP_CODE;
    else if (node.code === ALL_ASSETS_CODE) name = t('assets.folders.allAssets');
    else if (node.code.startsWith(KIND_CODE_PREFIX)) name = labelAssetKind(t, node.code.slice(KIND_CODE_PREFIX.length));
    return { ...node, code, name, children: localizeVirtualFolders(node.children ?? [], t) };
  });
}

export function useAssetFolders({ clientCode, conceptCode, showInactive, selection, onSelect }: AssetFoldersOptions) {
  const { t } = useTranslation();
  const foldersQuery = useQuery(AssetFoldersQuery, {
    variables: { clientCode, conceptCode, filter: showInactive ? null : { status: 'active' } },
    fetchPolicy: 'network-only',
  });
  const virtualQuery = useQuery(AssetVirtualFoldersQuery, {
    variables: { clientCode, conceptCode, assetType: 'production' },
    fetchPolicy: 'network-only',
  });
  const [moveFolders] = useMutation(MoveAssetFoldersMutation);
  const [optimisticRoots, setOptimisticRoots] = useState<FolderNode[] | null>(null);
  const serverRoots = useMemo(() => buildAssetFolderNodes(foldersQuery.data?.creativeConceptNodes ?? []), [foldersQuery.data]);
  const roots = optimisticRoots ?? serverRoots;
  const index = useMemo(() => indexFolders(roots), [roots]);
  const virtualNodes = useMemo<readonly VirtualFolder[]>(
    () => localizeVirtualFolders(virtualQuery.data?.creativeConceptVirtualNodes ?? [], t),
    [virtualQuery.data, t],
  );
  const virtualCodes = useMemo(() => new Set(flattenVirtualFolders(virtualNodes).map((node) => node.code)), [virtualNodes]);
  const { refetch: refetchFolders } = foldersQuery;
  const { refetch: refetchVirtual } = virtualQuery;

  // The first top-level folder is selected until the user chooses (spec 2 §2.3); a selection that
  // no longer exists (deleted, or hidden as inactive) falls back the same way.
  const isLoaded = Boolean(foldersQuery.data && virtualQuery.data);
  const isSelectionValid =
    selection === null ||
    (selection !== undefined && (selection.kind === 'folder' ? index.has(selection.id) : virtualCodes.has(selection.id)));
  useEffect(() => {
    if (optimisticRoots || isSelectionValid) return;
    if (isLoaded) {
      const first = serverRoots[0];
      onSelect(first ? { kind: 'folder', id: first.id } : null);
    } else if (foldersQuery.error && selection === undefined) {
      onSelect(null);
    }
  }, [isLoaded, isSelectionValid, optimisticRoots, serverRoots, onSelect, foldersQuery.error, selection]);

  const refetch = useCallback(() => Promise.all([refetchFolders(), refetchVirtual()]), [refetchFolders, refetchVirtual]);

  /** Persists a drop; resolves to the server's refusal, if any. */
  const moveFolder = useCallback(
    async (request: FolderMoveRequest): Promise<unknown> => {
      const result = computeFolderMove(roots, request);
      if (!result) return null;
      setOptimisticRoots(result.roots);
      try {
        await moveFolders({ variables: { clientCode, conceptCode, nodes: result.moves } });
        await refetchFolders();
        return null;
      } catch (error) {
        return error;
      } finally {
        setOptimisticRoots(null);
      }
    },
    [roots, moveFolders, clientCode, conceptCode, refetchFolders],
  );

  return { foldersQuery, virtualQuery, roots, index, virtualNodes, isLoaded, moveFolder, refetch };
}

export type AssetFoldersData = ReturnType<typeof useAssetFolders>;

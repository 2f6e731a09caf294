import { useMutation, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConceptAssetFilter } from '../../../gql/graphql';
import { bindFolderMutations, useFolderTree, type FolderSelection, type VirtualFolder } from '../../folders';
import { labelAssetKind } from '../shared/asset-labels';
import {
  AssetFoldersQuery,
  AssetVirtualFoldersQuery,
  CreateAssetFolderMutation,
  DeleteAssetFolderMutation,
  MoveAssetFoldersMutation,
  UpdateAssetFolderMutation,
} from './asset-folder-queries';

/** What the list filters by: a real folder, a virtual one with its filter, or nothing (every asset). */
export type AssetFolderSelection = FolderSelection;

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

/**
 * The asset tree's data (spec 2 §2.3): folders (always from the network), virtual folders, the
 * default selection, and the creativeConceptNode mutations the shared folder panel calls.
 */
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
  // Refetches here are for membership: a new folder, a folder made inactive (it leaves the active-only
  // tree), a deleted one (its assets move to no folder, which the virtual folders count).
  const [createNode] = useMutation(CreateAssetFolderMutation, { refetchQueries: [AssetFoldersQuery], awaitRefetchQueries: true });
  const [updateNode] = useMutation(UpdateAssetFolderMutation, { refetchQueries: [AssetFoldersQuery], awaitRefetchQueries: true });
  const [deleteNode] = useMutation(DeleteAssetFolderMutation, {
    refetchQueries: [AssetFoldersQuery, AssetVirtualFoldersQuery],
    awaitRefetchQueries: true,
  });
  const [moveNodes] = useMutation(MoveAssetFoldersMutation);

  const mutations = useMemo(
    () => bindFolderMutations({ clientCode, conceptCode }, { create: createNode, update: updateNode, remove: deleteNode, move: moveNodes }),
    [clientCode, conceptCode, createNode, updateNode, deleteNode, moveNodes],
  );

  const virtualNodes = useMemo(
    () => (virtualQuery.data ? localizeVirtualFolders(virtualQuery.data.creativeConceptVirtualNodes, t) : undefined),
    [virtualQuery.data, t],
  );
  const tree = useFolderTree({
    folders: { nodes: foldersQuery.data?.creativeConceptNodes, error: foldersQuery.error, refetch: foldersQuery.refetch },
    virtualFolders: { nodes: virtualNodes, error: virtualQuery.error },
    selectedId: selection === undefined ? undefined : (selection?.id ?? null),
    onSelect,
    moveFolders: mutations.moveFolders,
  });
  const { refetch: refetchFolders } = foldersQuery;
  const { refetch: refetchVirtual } = virtualQuery;
  const refetch = useCallback(() => Promise.all([refetchFolders(), refetchVirtual()]), [refetchFolders, refetchVirtual]);

  return { ...tree, mutations, refetch };
}

export type AssetFoldersData = ReturnType<typeof useAssetFolders>;

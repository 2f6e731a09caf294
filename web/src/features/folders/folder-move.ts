import { indexFolders, isDescendantOf, MAX_FOLDER_DEPTH, measureSubtreeHeight, type FolderNode } from './folder-tree-data';

/** One entry of updateMultipleCreativeNode: a position and, for a moved folder, its new parent. */
export interface FolderMove {
  code: string;
  sequenceId: number;
  /** Only for folders that change parent; a null code is the top level. */
  parentCreativeNode?: { code: string | null };
}

/** What the tree reports on a drop: react-arborist's index counts the siblings as they were before the move. */
export interface FolderMoveRequest {
  dragIds: readonly string[];
  parentId: string | null;
  index: number;
}

export interface FolderMoveResult {
  /** Every sibling in the target folder (and in the folders left behind), renumbered from 0. */
  moves: FolderMove[];
  /** The tree as it looks after the move, to show until the server's answer arrives. */
  roots: FolderNode[];
}

function findTargetOrSkip(roots: readonly FolderNode[], request: FolderMoveRequest) {
  const index = indexFolders(roots);
  const dragged = request.dragIds.map((id) => index.get(id));
  if (dragged.length === 0 || dragged.some((node) => !node)) return null;
  if (request.parentId !== null) {
    if (!index.has(request.parentId)) return null;
    // Onto itself, or into its own sub-tree.
    if (request.dragIds.some((id) => id === request.parentId || isDescendantOf(index, request.parentId!, id))) return null;
  }
  const siblings = request.parentId === null ? roots : index.get(request.parentId)!.children;
  return { index, dragged: dragged as FolderNode[], siblings };
}

/** Whether dropping the folders under `parentId` keeps the tree within the levels the UI can show. */
export function canDropFolders(index: ReadonlyMap<string, FolderNode>, dragIds: readonly string[], parentId: string | null): boolean {
  const parentDepth = parentId === null ? 0 : (index.get(parentId)?.depth ?? Infinity);
  return dragIds.every((id) => {
    const node = index.get(id);
    return Boolean(node) && parentDepth + measureSubtreeHeight(node!) <= MAX_FOLDER_DEPTH;
  });
}

/**
 * Turns a drop into the updateMultipleCreativeNode payload: the dragged folders take their place
 * in the target's children, every child of the target and of each folder left behind gets a dense
 * sequenceId from 0. Null when the drop changes nothing or is not allowed (onto itself, into its
 * own sub-tree, an unknown target).
 */
export function computeFolderMove(roots: readonly FolderNode[], request: FolderMoveRequest): FolderMoveResult | null {
  const found = findTargetOrSkip(roots, request);
  if (!found) return null;
  const { dragged, siblings } = found;
  const draggedIds = new Set(request.dragIds);
  const position = Math.max(0, Math.min(request.index, siblings.length));
  const ordered = [
    ...siblings.slice(0, position).filter((node) => !draggedIds.has(node.id)),
    ...dragged,
    ...siblings.slice(position).filter((node) => !draggedIds.has(node.id)),
  ];
  const isSameParent = dragged.every((node) => node.parentId === request.parentId);
  if (isSameParent && ordered.every((node, order) => node.id === siblings[order]?.id)) return null;

  const childrenByParent = new Map<string | null, FolderNode[]>([[request.parentId, ordered]]);
  const moves: FolderMove[] = ordered.map((node, sequenceId) =>
    node.parentId === request.parentId
      ? { code: node.id, sequenceId }
      : { code: node.id, sequenceId, parentCreativeNode: { code: request.parentId } },
  );
  const index = found.index;
  for (const parentId of new Set(dragged.map((node) => node.parentId))) {
    if (parentId === request.parentId) continue;
    const formerSiblings = parentId === null ? roots : index.get(parentId)!.children;
    const remaining = formerSiblings.filter((node) => !draggedIds.has(node.id));
    childrenByParent.set(parentId, remaining);
    remaining.forEach((node, sequenceId) => moves.push({ code: node.id, sequenceId }));
  }
  return { moves, roots: relinkFolders(childrenByParent.get(null) ?? [...roots], null, childrenByParent) };
}

/** Rebuilds the tree with replaced child lists, fixing parent, path, depth and sequenceId on the way. */
function relinkFolders(
  nodes: readonly FolderNode[],
  parent: FolderNode | null,
  replaced: ReadonlyMap<string | null, FolderNode[]>,
): FolderNode[] {
  return nodes.map((node, sequenceId) => {
    const relinked: FolderNode = {
      ...node,
      sequenceId,
      parentId: parent?.id ?? null,
      pathNames: [...(parent?.pathNames ?? []), node.name],
      depth: (parent?.depth ?? 0) + 1,
    };
    relinked.children = relinkFolders(replaced.get(node.id) ?? node.children, relinked, replaced);
    return relinked;
  });
}

import { badInput } from '../../lib/errors.js';

/** A move from drag and drop: the folder's new position, and optionally its new parent. */
export interface FolderMove {
  code: string;
  sequenceId: number;
  parentCreativeNode?: { code?: string | null } | null;
}

export interface TreeRow {
  id: string;
  code: string;
  parentId: string | null;
  sequenceId: number;
}

/**
 * Applies moves to a locked tree in memory: unknown folders, negative positions and cycles are
 * refused; moved folders take their requested positions and the others keep their relative order.
 * Returns the children of every touched parent in their new order (position = index), with
 * `parentId` already updated, for the caller to write.
 */
export function planFolderMoves<Row extends TreeRow>(rows: Row[], moves: FolderMove[], where: 'application' | 'concept'): Row[][] {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const touchedParents = new Set<string | null>();
  const requested = new Map<string, number>();
  const unknown = (code: string, message: string) => badInput(`Unknown folder '${code}' in this ${where}.`, [{ field: 'nodes', message }]);

  for (const move of moves) {
    const node = byCode.get(move.code);
    if (!node) throw unknown(move.code, 'Unknown folder.');
    if (!Number.isInteger(move.sequenceId) || move.sequenceId < 0)
      throw badInput('sequenceId must be 0 or more.', [{ field: 'nodes', message: 'Invalid position.' }]);
    touchedParents.add(node.parentId);
    if (move.parentCreativeNode !== undefined) {
      const parentCode = move.parentCreativeNode?.code ?? null;
      const parent = parentCode ? byCode.get(parentCode) : null;
      if (parentCode && !parent) throw unknown(parentCode, 'Unknown target folder.');
      for (let ancestor = parent; ancestor; ancestor = ancestor.parentId ? byId.get(ancestor.parentId) : undefined) {
        if (ancestor.id === node.id)
          throw badInput('A folder cannot be moved into itself or one of its sub-folders.', [{ field: 'nodes', message: 'Cycle.' }]);
      }
      node.parentId = parent?.id ?? null;
      touchedParents.add(node.parentId);
    }
    requested.set(node.id, move.sequenceId);
  }
  return [...touchedParents].map((parentId) => {
    const children = rows.filter((row) => row.parentId === parentId);
    const ordered = children.filter((row) => !requested.has(row.id)).sort((a, b) => a.sequenceId - b.sequenceId);
    const moved = children.filter((row) => requested.has(row.id)).sort((a, b) => requested.get(a.id)! - requested.get(b.id)!);
    for (const node of moved) ordered.splice(Math.min(requested.get(node.id)!, ordered.length), 0, node);
    return ordered;
  });
}

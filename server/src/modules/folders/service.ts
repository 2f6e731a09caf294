import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { preparedOnce, type Database, type Transaction } from '../../db/client.js';
import { concepts, creativeNodes, creativeNodeTypes } from '../../db/schema/index.js';
import { generateCode } from '../../lib/codes.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import type { Access, ApplicationRef, ClientScope } from '../tenancy/index.js';
import { planFolderMoves, type FolderMove } from './moves.js';

export type { FolderMove };

export interface FolderDeps {
  db: Database;
  access: Access;
}

type NodeRow = typeof creativeNodes.$inferSelect;

export interface FolderView {
  code: string;
  name: string;
  status: string;
  sequenceId: number;
  nodeType: { code: string; name: string; icon: string };
  parentCreativeNode: { code: string } | null;
  creativeNodes: FolderView[];
  conceptCount: number;
  /** Concepts in the folder and every folder under it, inactive ones included (what choosing it lists). */
  totalConceptCount: number;
  assetCount: number;
  version: number;
}

export const STALE_FOLDER = 'This folder was changed by someone else since you opened it. Reload the folders and try again.';
const FOLDER_STATUSES = ['active', 'inactive'];

async function loadNodeTypes(db: Database | Transaction) {
  const rows = await db.select().from(creativeNodeTypes).orderBy(asc(creativeNodeTypes.name));
  return new Map(rows.map((row) => [row.code, row]));
}

/** What the tree shows of a folder (no audit columns: 2,000 folders are read on every visit). */
const TREE_COLUMNS = {
  id: creativeNodes.id,
  parentId: creativeNodes.parentId,
  code: creativeNodes.code,
  name: creativeNodes.name,
  status: creativeNodes.status,
  sequenceId: creativeNodes.sequenceId,
  nodeTypeCode: creativeNodes.nodeTypeCode,
  conceptCount: creativeNodes.conceptCount,
  version: creativeNodes.version,
};
type TreeRow = Pick<NodeRow, keyof typeof TREE_COLUMNS>;

/**
 * Each folder's concepts plus those of every folder under it, from the application's whole tree
 * (hidden inactive folders too: choosing a folder lists its whole subtree, whatever is shown).
 */
export function sumSubtreeCounts(rows: readonly Pick<TreeRow, 'id' | 'parentId' | 'conceptCount'>[]): Map<string, number> {
  const childrenOf = new Map<string | null, string[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
  const own = new Map(rows.map((row) => [row.id, row.conceptCount]));
  const totals = new Map<string, number>();
  // Iterative post-order: trees can be deep, and a cycle (never expected) must not loop forever.
  for (const row of rows) {
    if (totals.has(row.id)) continue;
    const stack: { id: string; isExpanded: boolean }[] = [{ id: row.id, isExpanded: false }];
    const onPath = new Set<string>();
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.isExpanded || totals.has(top.id)) {
        stack.pop();
        onPath.delete(top.id);
        if (!totals.has(top.id)) {
          const children = childrenOf.get(top.id) ?? [];
          totals.set(top.id, (own.get(top.id) ?? 0) + children.reduce((sum, child) => sum + (totals.get(child) ?? 0), 0));
        }
        continue;
      }
      top.isExpanded = true;
      onPath.add(top.id);
      for (const child of childrenOf.get(top.id) ?? [])
        if (!totals.has(child) && !onPath.has(child)) stack.push({ id: child, isExpanded: false });
    }
  }
  return totals;
}

/** Nests rows (or, flat, lists them all with their parent codes), each level ordered by sequenceId. */
function buildTree(
  types: Map<string, { code: string; name: string; icon: string }>,
  rows: TreeRow[],
  options: { isFlat?: boolean; totals?: ReadonlyMap<string, number> } = {},
) {
  const nodeTypes = new Map([...types.values()].map((type) => [type.code, { code: type.code, name: type.name, icon: type.icon }]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const views = new Map<string, FolderView>();
  for (const row of rows) {
    views.set(row.id, {
      code: row.code,
      name: row.name,
      status: row.status,
      sequenceId: row.sequenceId,
      nodeType: nodeTypes.get(row.nodeTypeCode) ?? { code: row.nodeTypeCode, name: row.nodeTypeCode, icon: 'folder' },
      parentCreativeNode: row.parentId ? { code: byId.get(row.parentId)?.code ?? '' } : null,
      creativeNodes: [],
      conceptCount: row.conceptCount,
      totalConceptCount: options.totals?.get(row.id) ?? row.conceptCount,
      assetCount: 0,
      version: row.version,
    });
  }
  const roots: FolderView[] = [];
  for (const row of rows) {
    const view = views.get(row.id)!;
    if (!row.parentId || options.isFlat) roots.push(view);
    else views.get(row.parentId)?.creativeNodes.push(view);
  }
  const sort = (list: FolderView[]) => {
    list.sort((a, b) => a.sequenceId - b.sequenceId || a.name.localeCompare(b.name));
    for (const item of list) sort(item.creativeNodes);
  };
  sort(roots);
  return roots;
}

/** The application's whole tree, read on every visit of the concepts screen: prepared, and only the tree's columns. */
const selectApplicationTree = preparedOnce((db) =>
  db
    .select(TREE_COLUMNS)
    .from(creativeNodes)
    .where(and(eq(creativeNodes.clientId, sql.placeholder('clientId')), eq(creativeNodes.applicationId, sql.placeholder('applicationId'))))
    .prepare('folder_tree'),
);

export async function findFolderTree(
  deps: FolderDeps,
  args: { clientCode: string; applicationCode: string; filter?: { status?: string | null } | null; returnFlat?: boolean | null },
) {
  const scope = await deps.access.require('concept:view', args);
  const { application } = scope;
  const status = args.filter?.status;
  const [rows, types] = await Promise.all([
    selectApplicationTree(deps.db).execute({ clientId: scope.clientId, applicationId: application.id }),
    loadNodeTypes(deps.db),
  ]);
  // Hide a filtered-out folder and everything under it.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = status ? rows.filter((row) => isVisible(row, byId, status)) : rows;
  return buildTree(types, visible, { isFlat: Boolean(args.returnFlat), totals: sumSubtreeCounts(rows) });
}

function isVisible(row: TreeRow, byId: Map<string, TreeRow>, status: string): boolean {
  let current: TreeRow | undefined = row;
  for (let depth = 0; current && depth < 200; depth++) {
    if (current.status !== status) return false;
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return true;
}

export async function findNodeTypes(deps: FolderDeps) {
  await deps.access.requireViewer();
  return [...(await loadNodeTypes(deps.db)).values()];
}

async function findNode(
  tx: Transaction,
  scope: ClientScope,
  application: ApplicationRef,
  code: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = tx
    .select()
    .from(creativeNodes)
    .where(and(eq(creativeNodes.clientId, scope.clientId), eq(creativeNodes.applicationId, application.id), eq(creativeNodes.code, code)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw badInput(`Unknown folder '${code}' in this application.`, [{ field: 'nodeCode', message: 'Unknown folder.' }]);
  return row;
}

function normalizeNodeFields(
  input: { name?: string | null; status?: string | null },
  types: Map<string, unknown>,
  nodeTypeCode: string | undefined,
) {
  const name = input.name?.trim();
  if (input.name !== undefined && !name) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
  if (name && name.length > 200) throw badInput('Name is too long (200 characters at most).', [{ field: 'name', message: 'Too long.' }]);
  if (input.status != null && !FOLDER_STATUSES.includes(input.status))
    throw badInput('Status must be active or inactive.', [{ field: 'status', message: 'Invalid.' }]);
  if (nodeTypeCode && !types.has(nodeTypeCode))
    throw badInput(`Unknown folder type '${nodeTypeCode}'.`, [{ field: 'nodeType', message: 'Unknown type.' }]);
  return name;
}

/**
 * Every folder of the application, locked for the transaction. Moves lock the whole tree of one
 * application, so concurrent drags are serialised: each sees the other's result, and neither can
 * create a cycle or two folders at one position.
 */
async function lockApplicationTree(tx: Transaction, scope: ClientScope, application: ApplicationRef) {
  return tx
    .select()
    .from(creativeNodes)
    .where(and(eq(creativeNodes.clientId, scope.clientId), eq(creativeNodes.applicationId, application.id)))
    .orderBy(asc(creativeNodes.sequenceId))
    .for('update');
}

/** Renumbers one parent's children 0..n-1 in the given order. */
async function renumber(tx: Transaction, ordered: NodeRow[]) {
  for (const [index, node] of ordered.entries()) {
    if (node.sequenceId !== index) {
      await tx.update(creativeNodes).set({ sequenceId: index }).where(eq(creativeNodes.id, node.id));
      node.sequenceId = index;
    }
  }
}

function siblingsOf(rows: NodeRow[], parentId: string | null) {
  return rows.filter((row) => row.parentId === parentId).sort((a, b) => a.sequenceId - b.sequenceId);
}

async function viewOf(tx: Transaction, code: string) {
  const [row] = await tx.select().from(creativeNodes).where(eq(creativeNodes.code, code));
  // The folder's subtree total, summed in the database (a mutation's answer; the tree query sums in memory).
  const [subtree] = await tx
    .select({
      total: sql<number>`(with recursive subtree as (
        select id, concept_count from creative_nodes where id = ${row!.id}
        union all select node.id, node.concept_count from creative_nodes node join subtree on node.parent_id = subtree.id
      ) select coalesce(sum(concept_count), 0) from subtree)`.mapWith(Number),
    })
    .from(creativeNodes)
    .where(eq(creativeNodes.id, row!.id));
  const [view] = buildTree(await loadNodeTypes(tx), [{ ...row!, parentId: null }], {
    totals: new Map([[row!.id, subtree?.total ?? row!.conceptCount]]),
  });
  const parent = row!.parentId
    ? (await tx.select({ code: creativeNodes.code }).from(creativeNodes).where(eq(creativeNodes.id, row!.parentId)))[0]
    : undefined;
  return { ...view!, parentCreativeNode: parent ? { code: parent.code } : null };
}

export async function createFolder(
  deps: FolderDeps,
  args: { clientCode: string; applicationCode: string },
  input: {
    name?: string | null;
    status?: string | null;
    sequenceId?: number | null;
    nodeType?: { code: string } | null;
    parentCreativeNode?: { code: string } | null;
  },
) {
  const scope = await deps.access.require('folder:create', args);
  const { application } = scope;
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const types = await loadNodeTypes(tx);
    const nodeTypeCode = input.nodeType?.code ?? 'default';
    const name = normalizeNodeFields(input, types, nodeTypeCode);
    if (!name) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
    const rows = await lockApplicationTree(tx, scope, application);
    const parent = input.parentCreativeNode?.code ? rows.find((row) => row.code === input.parentCreativeNode!.code) : null;
    if (input.parentCreativeNode?.code && !parent)
      throw badInput(`Unknown folder '${input.parentCreativeNode.code}' in this application.`, [
        { field: 'parentCreativeNode', message: 'Unknown folder.' },
      ]);
    const siblings = siblingsOf(rows, parent?.id ?? null);
    const position = Math.max(0, Math.min(input.sequenceId ?? 0, siblings.length));
    const [created] = await tx
      .insert(creativeNodes)
      .values({
        clientId: scope.clientId,
        applicationId: application.id,
        code: generateCode('nod'),
        name,
        status: input.status ?? 'active',
        nodeTypeCode,
        parentId: parent?.id ?? null,
        sequenceId: position,
        createBy: viewer.userId,
        updateBy: viewer.userId,
      })
      .returning();
    siblings.splice(position, 0, created!);
    await renumber(tx, siblings);
    return viewOf(tx, created!.code);
  });
}

export async function updateFolder(
  deps: FolderDeps,
  args: { clientCode: string; applicationCode: string; nodeCode: string },
  input: {
    name?: string | null;
    status?: string | null;
    sequenceId?: number | null;
    nodeType?: { code: string } | null;
    parentCreativeNode?: { code: string } | null;
    version?: number | null;
  },
) {
  const scope = await deps.access.require('folder:update', args);
  const { application } = scope;
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const types = await loadNodeTypes(tx);
    const name = normalizeNodeFields(input, types, input.nodeType?.code);
    const node = await findNode(tx, scope, application, args.nodeCode, { forUpdate: true });
    if (input.version != null && input.version !== node.version) throw conflict(STALE_FOLDER);
    if (input.parentCreativeNode !== undefined || input.sequenceId != null) {
      await moveFolders(tx, scope, application, [
        {
          code: node.code,
          sequenceId: input.sequenceId ?? node.sequenceId,
          parentCreativeNode: input.parentCreativeNode === undefined ? undefined : input.parentCreativeNode,
        },
      ]);
    }
    const [updated] = await tx
      .update(creativeNodes)
      .set({
        ...(name ? { name } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(input.nodeType?.code ? { nodeTypeCode: input.nodeType.code } : {}),
        version: sql`${creativeNodes.version} + 1`,
        updateBy: viewer.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(creativeNodes.id, node.id), eq(creativeNodes.version, node.version)))
      .returning();
    if (!updated) throw conflict(STALE_FOLDER);
    return viewOf(tx, updated.code);
  });
}

export async function deleteFolder(deps: FolderDeps, args: { clientCode: string; applicationCode: string; nodeCode: string }) {
  const scope = await deps.access.require('folder:delete', args);
  const { application } = scope;
  return deps.db.transaction(async (tx) => {
    const rows = await lockApplicationTree(tx, scope, application);
    const node = rows.find((row) => row.code === args.nodeCode);
    if (!node) throw notFound('Folder not found');
    const subtree = new Set([node.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const row of rows) {
        if (row.parentId && subtree.has(row.parentId) && !subtree.has(row.id)) {
          subtree.add(row.id);
          grew = true;
        }
      }
    }
    const [inUse] = await tx
      .select({ total: count() })
      .from(concepts)
      .where(and(inArray(concepts.creativeNodeId, [...subtree]), isNull(concepts.deletedAt)));
    if ((inUse?.total ?? 0) > 0) {
      throw badInput(`This folder still holds ${inUse!.total} concept(s). Move or delete them first.`, [
        { field: 'nodeCode', message: 'Folder not empty.' },
      ]);
    }
    await tx.delete(creativeNodes).where(inArray(creativeNodes.id, [...subtree]));
    await renumber(
      tx,
      siblingsOf(rows, node.parentId).filter((row) => row.id !== node.id),
    );
    return true;
  });
}

/** Applies moves to the locked tree: new parents (never a cycle), then dense 0..n-1 positions. */
async function moveFolders(tx: Transaction, scope: ClientScope, application: ApplicationRef, moves: FolderMove[]) {
  const rows = await lockApplicationTree(tx, scope, application);
  for (const ordered of planFolderMoves(rows, moves, 'application')) {
    for (const [index, node] of ordered.entries()) {
      await tx
        .update(creativeNodes)
        .set({ sequenceId: index, parentId: node.parentId, version: sql`${creativeNodes.version} + 1`, updatedAt: new Date() })
        .where(eq(creativeNodes.id, node.id));
    }
  }
  return moves.map((move) => move.code);
}

export async function moveFolderBatch(deps: FolderDeps, args: { clientCode: string; applicationCode: string }, nodes: FolderMove[]) {
  const scope = await deps.access.require('folder:update', args);
  const { application } = scope;
  if (nodes.length === 0) return [];
  if (nodes.length > 2000) throw badInput('Move at most 2,000 folders at once.');
  return deps.db.transaction(async (tx) => {
    const codes = await moveFolders(tx, scope, application, nodes);
    const views = [];
    for (const code of codes) views.push(await viewOf(tx, code));
    return views;
  });
}

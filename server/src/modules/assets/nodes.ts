import { isListedAsset } from './listed.js';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { conceptAssetNodes, conceptAssets, creativeNodeTypes } from '../../db/schema/index.js';
import { generateCode } from '../../lib/codes.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { findConceptRow } from '../concepts/index.js';
import { planFolderMoves, STALE_FOLDER, type FolderMove } from '../folders/index.js';
import type { ClientScope } from '../tenancy/index.js';
import { ASSET_KINDS } from './rules.js';
import type { AssetDeps } from './service.js';

type NodeRow = typeof conceptAssetNodes.$inferSelect;

export interface ConceptNodeView {
  code: string;
  name: string;
  status: string;
  sequenceId: number;
  nodeType: { code: string; name: string; icon: string };
  parentCreativeNode: { code: string } | null;
  creativeNodes: ConceptNodeView[];
  assetCount: number;
  version: number;
}

interface NodeInput {
  name?: string | null;
  status?: string | null;
  sequenceId?: number | null;
  nodeType?: { code: string } | null;
  parentCreativeNode?: { code: string } | null;
  version?: number | null;
}

/** Nests rows (or, flat, lists them all with their parent codes), each level ordered by sequenceId. */
async function buildNodeTree(tx: Pick<Transaction, 'select'>, rows: NodeRow[], options: { isFlat?: boolean } = {}) {
  const types = new Map((await tx.select().from(creativeNodeTypes)).map((type) => [type.code, type]));
  const counts = rows.length
    ? await tx
        .select({ nodeId: conceptAssets.creativeNodeId, total: count() })
        .from(conceptAssets)
        .where(
          and(
            inArray(
              conceptAssets.creativeNodeId,
              rows.map((row) => row.id),
            ),
            isListedAsset(),
          ),
        )
        .groupBy(conceptAssets.creativeNodeId)
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const views = new Map<string, ConceptNodeView>();
  for (const row of rows) {
    const type = types.get(row.nodeTypeCode);
    views.set(row.id, {
      code: row.code,
      name: row.name,
      status: row.status,
      sequenceId: row.sequenceId,
      nodeType: { code: row.nodeTypeCode, name: type?.name ?? row.nodeTypeCode, icon: type?.icon ?? 'folder' },
      parentCreativeNode: row.parentId ? { code: byId.get(row.parentId)?.code ?? '' } : null,
      creativeNodes: [],
      assetCount: counts.find((entry) => entry.nodeId === row.id)?.total ?? 0,
      version: row.version,
    });
  }
  const roots: ConceptNodeView[] = [];
  for (const row of rows) {
    const view = views.get(row.id)!;
    const parent = row.parentId && !options.isFlat ? views.get(row.parentId) : undefined;
    if (parent) parent.creativeNodes.push(view);
    else roots.push(view);
  }
  const sort = (list: ConceptNodeView[]) => {
    list.sort((a, b) => a.sequenceId - b.sequenceId || a.name.localeCompare(b.name));
    for (const item of list) sort(item.creativeNodes);
  };
  sort(roots);
  return { roots, views, byId };
}

export async function findConceptNodes(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; filter?: { status?: string | null } | null; returnFlat?: boolean | null },
) {
  const scope = await deps.access.require('asset:view', args);
  const concept = await findConceptRow(deps.db, scope, args.conceptCode);
  const rows = await deps.db.select().from(conceptAssetNodes).where(eq(conceptAssetNodes.conceptId, concept.id));
  const status = args.filter?.status;
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A filtered-out folder hides everything under it.
  const visible = status
    ? rows.filter((row) => {
        for (let current: NodeRow | undefined = row, depth = 0; current && depth < 200; depth++) {
          if (current.status !== status) return false;
          current = current.parentId ? byId.get(current.parentId) : undefined;
        }
        return true;
      })
    : rows;
  return (await buildNodeTree(deps.db, visible, { isFlat: Boolean(args.returnFlat) })).roots;
}

/** 'All assets' and one node per file kind present, with counts and the filter each applies. */
export async function findConceptVirtualNodes(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; assetType?: string | null },
) {
  const scope = await deps.access.require('asset:view', args);
  const concept = await findConceptRow(deps.db, scope, args.conceptCode);
  const rows = await deps.db
    .select({ type: conceptAssets.type, total: count() })
    .from(conceptAssets)
    .where(
      and(
        eq(conceptAssets.conceptId, concept.id),
        isListedAsset(),
        args.assetType ? eq(conceptAssets.assetType, args.assetType) : undefined,
      ),
    )
    .groupBy(conceptAssets.type);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const byKind = ASSET_KINDS.filter((kind) => rows.some((row) => row.type === kind)).map((kind) => ({
    code: `virtual-type-${kind}`,
    name: kind,
    count: rows.find((row) => row.type === kind)!.total,
    filter: { type: kind },
    children: [],
  }));
  return [
    {
      code: 'virtual-nodes',
      name: 'Virtual nodes',
      count: total,
      filter: null,
      children: [{ code: 'virtual-all-assets', name: 'All assets', count: total, filter: {}, children: [] }, ...byKind],
    },
  ];
}

function checkNodeFields(input: NodeInput, typeCodes: Set<string>) {
  const name = input.name?.trim();
  if (input.name !== undefined && !name) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
  if (name && name.length > 200) throw badInput('Name is too long (200 characters at most).', [{ field: 'name', message: 'Too long.' }]);
  if (input.status != null && input.status !== 'active' && input.status !== 'inactive')
    throw badInput('Status must be active or inactive.', [{ field: 'status', message: 'Invalid.' }]);
  if (input.nodeType?.code && !typeCodes.has(input.nodeType.code))
    throw badInput(`Unknown folder type '${input.nodeType.code}'.`, [{ field: 'nodeType', message: 'Unknown type.' }]);
  return name;
}

/** The concept's folders, locked: tree changes of one concept run one at a time (no cycles, dense positions). */
async function lockConceptTree(tx: Transaction, conceptId: string) {
  return tx
    .select()
    .from(conceptAssetNodes)
    .where(eq(conceptAssetNodes.conceptId, conceptId))
    .orderBy(asc(conceptAssetNodes.sequenceId))
    .for('update');
}

/** Runs a change of the concept's folder tree on the locked tree (the caller has checked access). */
async function withConceptTree<T>(
  deps: AssetDeps,
  scope: ClientScope,
  args: { clientCode: string; conceptCode: string },
  change: (tx: Transaction, context: { conceptId: string; rows: NodeRow[]; typeCodes: Set<string>; actorId: string }) => Promise<T>,
) {
  const actorId = (await deps.access.requireViewer()).userId;
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, args.conceptCode);
    const rows = await lockConceptTree(tx, concept.id);
    const typeCodes = new Set((await tx.select({ code: creativeNodeTypes.code }).from(creativeNodeTypes)).map((type) => type.code));
    return change(tx, { conceptId: concept.id, rows, typeCodes, actorId });
  });
}

/** Applies moves to the locked tree and writes the new parents and dense 0..n-1 positions. */
async function applyMoves(tx: Transaction, rows: NodeRow[], moves: FolderMove[]) {
  for (const ordered of planFolderMoves(rows, moves, 'concept')) {
    for (const [index, node] of ordered.entries()) {
      await tx
        .update(conceptAssetNodes)
        .set({ sequenceId: index, parentId: node.parentId, version: sql`${conceptAssetNodes.version} + 1`, updatedAt: new Date() })
        .where(eq(conceptAssetNodes.id, node.id));
    }
  }
}

async function nodeView(tx: Transaction, conceptId: string, code: string) {
  const rows = await tx.select().from(conceptAssetNodes).where(eq(conceptAssetNodes.conceptId, conceptId));
  const { views, byId } = await buildNodeTree(tx, rows);
  const row = rows.find((candidate) => candidate.code === code)!;
  return { ...views.get(row.id)!, parentCreativeNode: row.parentId ? { code: byId.get(row.parentId)!.code } : null };
}

export async function createConceptNode(deps: AssetDeps, args: { clientCode: string; conceptCode: string }, input: NodeInput) {
  const scope = await deps.access.require('folder:create', args);
  return withConceptTree(deps, scope, args, async (tx, { conceptId, rows, typeCodes, actorId }) => {
    const name = checkNodeFields(input, typeCodes);
    if (!name) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
    const parentCode = input.parentCreativeNode?.code;
    const parent = parentCode ? rows.find((row) => row.code === parentCode) : undefined;
    if (parentCode && !parent)
      throw badInput(`Unknown folder '${parentCode}' in this concept.`, [{ field: 'parentCreativeNode', message: 'Unknown folder.' }]);
    const [created] = await tx
      .insert(conceptAssetNodes)
      .values({
        clientId: scope.clientId,
        conceptId,
        code: generateCode('nod'),
        name,
        status: input.status ?? 'active',
        nodeTypeCode: input.nodeType?.code ?? 'default',
        parentId: parent?.id ?? null,
        sequenceId: 1_000_000,
        createBy: actorId,
        updateBy: actorId,
      })
      .returning();
    await applyMoves(tx, [...rows, created!], [{ code: created!.code, sequenceId: Math.max(0, input.sequenceId ?? 0) }]);
    return nodeView(tx, conceptId, created!.code);
  });
}

export async function updateConceptNode(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; nodeCode: string },
  input: NodeInput,
) {
  const scope = await deps.access.require('folder:update', args);
  return withConceptTree(deps, scope, args, async (tx, { conceptId, rows, typeCodes, actorId }) => {
    const name = checkNodeFields(input, typeCodes);
    const node = rows.find((row) => row.code === args.nodeCode);
    if (!node) throw notFound('Folder not found');
    if (input.version != null && input.version !== node.version) throw conflict(STALE_FOLDER);
    if (input.parentCreativeNode !== undefined || input.sequenceId != null) {
      await applyMoves(tx, rows, [
        { code: node.code, sequenceId: input.sequenceId ?? node.sequenceId, parentCreativeNode: input.parentCreativeNode },
      ]);
    }
    await tx
      .update(conceptAssetNodes)
      .set({
        ...(name ? { name } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(input.nodeType?.code ? { nodeTypeCode: input.nodeType.code } : {}),
        version: sql`${conceptAssetNodes.version} + 1`,
        updateBy: actorId,
        updatedAt: new Date(),
      })
      .where(eq(conceptAssetNodes.id, node.id));
    return nodeView(tx, conceptId, node.code);
  });
}

/** Deletes a folder and its sub-folders; their assets stay in the concept, outside any folder. */
export async function deleteConceptNode(deps: AssetDeps, args: { clientCode: string; conceptCode: string; nodeCode: string }) {
  const scope = await deps.access.require('folder:delete', args);
  return withConceptTree(deps, scope, args, async (tx, { rows }) => {
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
    await tx
      .update(conceptAssets)
      .set({ creativeNodeId: null })
      .where(inArray(conceptAssets.creativeNodeId, [...subtree]));
    await tx.delete(conceptAssetNodes).where(inArray(conceptAssetNodes.id, [...subtree]));
    const siblings = rows.filter((row) => row.parentId === node.parentId && row.id !== node.id).sort((a, b) => a.sequenceId - b.sequenceId);
    for (const [index, sibling] of siblings.entries()) {
      if (sibling.sequenceId !== index)
        await tx.update(conceptAssetNodes).set({ sequenceId: index }).where(eq(conceptAssetNodes.id, sibling.id));
    }
    return true;
  });
}

export async function moveConceptNodes(deps: AssetDeps, args: { clientCode: string; conceptCode: string }, moves: FolderMove[]) {
  const scope = await deps.access.require('folder:update', args);
  if (moves.length > 2000) throw badInput('Move at most 2,000 folders at once.');
  return withConceptTree(deps, scope, args, async (tx, { conceptId, rows }) => {
    if (moves.length === 0) return [];
    await applyMoves(tx, rows, moves);
    const views = [];
    for (const move of moves) views.push(await nodeView(tx, conceptId, move.code));
    return views;
  });
}

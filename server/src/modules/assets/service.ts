import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { conceptAssetNodes, conceptAssets, conceptAssetTags, concepts } from '../../db/schema/index.js';
import { appError, badInput, conflict, forbidden } from '../../lib/errors.js';
import { generateCode } from '../../lib/codes.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { ObjectStorage } from '../../storage/types.js';
import { enqueueJob } from '../../jobs/queue.js';
import { findConceptRow } from '../concepts/service.js';
import { parseEffort, resolvePerson, resolveTags } from '../concepts/input.js';
import { findAssetHistory, recordHistory, toHistoryViews } from '../history/service.js';
import type { Access, ClientScope } from '../tenancy/access.js';
import {
  APPROVAL_ONLY_ASSET_STATUSES,
  ASSET_GROUPINGS,
  ASSET_KINDS,
  ASSET_NOT_FOUND,
  ASSET_STATUSES,
  ASSET_WORKFLOW_STATUSES,
  deriveAssetStatus,
  STALE_ASSET,
  USAGE_TYPES,
} from './rules.js';
import { toAssetViews, type AssetRow, type AssetView } from './views.js';

export interface AssetDeps {
  db: Database;
  access: Access;
  storage: ObjectStorage;
  config: AppConfig;
}

export const assetNotFound = () => appError('NOT_FOUND', ASSET_NOT_FOUND, { status: 404 });

export function viewDeps(deps: AssetDeps) {
  return { storage: deps.storage, signedUrlTtlSeconds: deps.config.SIGNED_URL_TTL_SECONDS };
}

/** A live asset of a live concept of the scope's client; 404 otherwise (other clients included). */
export async function findAssetRow(executor: Executor, scope: ClientScope, assetCode: string, options: { forUpdate?: boolean } = {}) {
  const query = executor
    .select({ asset: conceptAssets })
    .from(conceptAssets)
    .innerJoin(concepts, eq(concepts.id, conceptAssets.conceptId))
    .where(
      and(
        eq(conceptAssets.clientId, scope.clientId),
        eq(conceptAssets.code, assetCode),
        isNull(conceptAssets.deletedAt),
        isNull(concepts.deletedAt),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: conceptAssets }) : await query;
  if (!row) throw assetNotFound();
  return row.asset;
}

export async function findAssetView(deps: AssetDeps, executor: Executor, row: AssetRow): Promise<AssetView> {
  const [view] = await toAssetViews(executor, viewDeps(deps), [row]);
  return view!;
}

export async function findAsset(deps: AssetDeps, clientCode: string, assetCode: string) {
  const scope = await deps.access.require('asset:view', { clientCode });
  return findAssetView(deps, deps.db, await findAssetRow(deps.db, scope, assetCode));
}

export async function loadAssetHistory(deps: Pick<AssetDeps, 'db'>, asset: AssetView) {
  return findAssetHistory(deps.db, asset.clientId, asset.code);
}

const SORTABLE: Record<string, SQL | typeof conceptAssets.createdAt> = {
  createDate: sql`${conceptAssets.createdAt}`,
  updateDate: sql`${conceptAssets.updatedAt}`,
  name: sql`lower(${conceptAssets.name})`,
  fileName: sql`lower(${conceptAssets.fileName})`,
  size: sql`${conceptAssets.size}`,
  status: sql`${conceptAssets.status}`,
  code: sql`${conceptAssets.code}`,
  type: sql`${conceptAssets.type}`,
  width: sql`${conceptAssets.width}`,
  height: sql`${conceptAssets.height}`,
  length: sql`${conceptAssets.length}`,
};

export function parseAssetSort(sort: readonly string[] | null | undefined): SQL[] {
  const keys = sort && sort.length > 0 ? sort : ['createDate:DESC'];
  const order = keys.map((key) => {
    const [field = '', direction = 'ASC'] = key.split(':');
    const column = SORTABLE[field];
    if (!column) throw badInput(`Cannot sort assets by ${field}.`);
    const upper = direction.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw badInput(`Sort direction must be ASC or DESC, not ${direction}.`);
    return upper === 'DESC' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  });
  return [...order, desc(conceptAssets.id)];
}

export interface AssetFilterInput {
  creativeNodeCode?: string | null;
  type?: string | null;
  status?: string | null;
  search?: string | null;
}

export async function findAssets(
  deps: AssetDeps,
  args: {
    clientCode: string;
    conceptCode: string;
    assetType?: string | null;
    sort?: readonly string[] | null;
    filter?: AssetFilterInput | null;
  },
) {
  const scope = await deps.access.require('asset:view', args);
  const concept = await findConceptRow(deps.db, scope, args.conceptCode);
  if (args.assetType) checkGrouping(args.assetType);
  const filter = args.filter ?? {};
  let nodeCondition: SQL | undefined;
  if (filter.creativeNodeCode) {
    const node = await findConceptNodeRow(deps.db, concept.id, filter.creativeNodeCode);
    nodeCondition = eq(conceptAssets.creativeNodeId, node.id);
  }
  const search = filter.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const rows = await deps.db
    .select()
    .from(conceptAssets)
    .where(
      and(
        eq(conceptAssets.conceptId, concept.id),
        isNull(conceptAssets.deletedAt),
        // Files still on their way show as upload rows in the uploader's list only.
        sql`${conceptAssets.processingStatus} <> 'uploading'`,
        args.assetType ? eq(conceptAssets.assetType, args.assetType) : undefined,
        nodeCondition,
        filter.type ? eq(conceptAssets.type, filter.type) : undefined,
        filter.status ? eq(conceptAssets.status, filter.status) : undefined,
        pattern
          ? or(ilike(conceptAssets.name, pattern), ilike(conceptAssets.fileName, pattern), ilike(conceptAssets.code, pattern))
          : undefined,
      ),
    )
    .orderBy(...parseAssetSort(args.sort))
    .limit(2000);
  return toAssetViews(deps.db, viewDeps(deps), rows);
}

export function checkGrouping(assetType: string): (typeof ASSET_GROUPINGS)[number] {
  if (!(ASSET_GROUPINGS as readonly string[]).includes(assetType))
    throw badInput(`Asset type must be one of ${ASSET_GROUPINGS.join(', ')}.`, [{ field: 'assetType', message: 'Unknown asset type.' }]);
  return assetType as (typeof ASSET_GROUPINGS)[number];
}

export async function findConceptNodeRow(executor: Executor, conceptId: string, nodeCode: string) {
  const [node] = await executor
    .select()
    .from(conceptAssetNodes)
    .where(and(eq(conceptAssetNodes.conceptId, conceptId), eq(conceptAssetNodes.code, nodeCode)));
  if (!node) throw badInput('That folder does not exist in this concept.', [{ field: 'creativeNode', message: 'Unknown folder.' }]);
  return node;
}

export interface AssetInput {
  name?: string | null;
  assetType?: string | null;
  usageType?: string | null;
  isPreview?: boolean | null;
  description?: string | null;
  status?: string | null;
  workflowStatus?: string | null;
  adMatchSearchTerm?: string | null;
  creativeLead?: { emailAddress?: string | null } | null;
  assignedUser?: { emailAddress?: string | null } | null;
  estimatedEffort?: number | null;
  actualEffort?: number | null;
  type?: string | null;
  width?: number | null;
  height?: number | null;
  size?: number | null;
  length?: number | null;
  bitrate?: number | null;
  aspectRatio?: string | null;
  creativeNode?: { code?: string | null } | null;
  tags?: { code: string }[] | null;
  version?: number | null;
}

type AssetValues = Partial<typeof conceptAssets.$inferInsert>;

/** Checks an asset input and turns it into column values (only the fields given). */
async function toAssetValues(
  executor: Executor,
  scope: ClientScope,
  concept: { id: string; type: string },
  input: AssetInput,
  options: { isNew: boolean },
): Promise<AssetValues> {
  const values: AssetValues = {};
  if (input.name !== undefined || options.isNew) {
    const name = input.name?.trim() ?? '';
    if (!name) throw badInput('Asset name is required.', [{ field: 'name', message: 'Required.' }]);
    if (name.length > 255) throw badInput('Asset name is too long (255 characters at most).', [{ field: 'name', message: 'Too long.' }]);
    values.name = name;
  }
  if (input.usageType !== undefined) {
    if (input.usageType !== null && !(USAGE_TYPES as readonly string[]).includes(input.usageType))
      throw badInput(`Usage type must be one of ${USAGE_TYPES.join(', ')}.`, [{ field: 'usageType', message: 'Unknown usage type.' }]);
    values.usageType = input.usageType;
  }
  if (concept.type === 'aso' && (values.usageType === null || (options.isNew && !values.usageType))) {
    if (options.isNew && values.usageType === undefined) values.usageType = 'screenshot';
    else throw badInput('Usage type is required for ASO concepts.', [{ field: 'usageType', message: 'Required.' }]);
  }
  if (input.isPreview !== undefined && input.isPreview !== null) values.isPreview = input.isPreview;
  if (input.description !== undefined) values.description = sanitizeRichText(input.description ?? '');
  if (input.status !== undefined && input.status !== null) {
    if (!(ASSET_STATUSES as readonly string[]).includes(input.status))
      throw badInput(`Status must be one of ${ASSET_STATUSES.join(', ')}.`, [{ field: 'status', message: 'Unknown status.' }]);
    values.status = input.status;
  }
  if (input.workflowStatus !== undefined && input.workflowStatus !== null) {
    if (!(ASSET_WORKFLOW_STATUSES as readonly string[]).includes(input.workflowStatus))
      throw badInput(`Workflow status must be one of ${ASSET_WORKFLOW_STATUSES.join(', ')}.`, [
        { field: 'workflowStatus', message: 'Unknown workflow status.' },
      ]);
    values.workflowStatus = input.workflowStatus;
  }
  if (input.adMatchSearchTerm !== undefined) values.adMatchSearchTerm = input.adMatchSearchTerm?.trim() || null;
  if (input.creativeLead !== undefined)
    values.creativeLeadId = await resolvePerson(executor, scope, 'creativeLead', input.creativeLead?.emailAddress);
  if (input.assignedUser !== undefined)
    values.assignedUserId = await resolvePerson(executor, scope, 'assignedUser', input.assignedUser?.emailAddress);
  const estimated = parseEffort('estimatedEffort', input.estimatedEffort);
  if (estimated !== undefined) values.estimatedEffort = estimated;
  const actual = parseEffort('actualEffort', input.actualEffort);
  if (actual !== undefined) values.actualEffort = actual;
  if (input.type !== undefined && input.type !== null) {
    if (!(ASSET_KINDS as readonly string[]).includes(input.type))
      throw badInput(`Type must be one of ${ASSET_KINDS.join(', ')}.`, [{ field: 'type', message: 'Unknown type.' }]);
    values.type = input.type;
  }
  for (const field of ['width', 'height', 'length', 'bitrate'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && (!Number.isInteger(value) || value < 0))
      throw badInput(`${field} must be a whole number from 0.`, [{ field, message: 'Not a whole number.' }]);
    values[field] = value;
  }
  if (input.size !== undefined) {
    if (input.size !== null && (!Number.isFinite(input.size) || input.size < 0))
      throw badInput('size must be a number of bytes from 0.', [{ field: 'size', message: 'Not a size.' }]);
    values.size = input.size === null ? null : Math.round(input.size);
  }
  if (input.aspectRatio !== undefined) values.aspectRatio = input.aspectRatio?.trim() || null;
  if (input.creativeNode !== undefined) {
    values.creativeNodeId = input.creativeNode?.code ? (await findConceptNodeRow(executor, concept.id, input.creativeNode.code)).id : null;
  }
  return values;
}

function checkStatusPermission(scope: ClientScope, status: string | undefined, previous: string | null) {
  if (status && status !== previous && APPROVAL_ONLY_ASSET_STATUSES.includes(status) && !scope.permissions.has('concept:approve'))
    throw forbidden('You do not have the correct permissions to Approve/Reject this Creative Concept.');
}

function checkWorkflowPermission(scope: ClientScope, input: AssetInput) {
  if ((input.workflowStatus != null || input.assignedUser !== undefined) && !scope.permissions.has('concept:workflow'))
    throw forbidden('You do not have permission to change the workflow status or assignee.');
}

/** Creates an asset without a file (the asset editor; the upload follows with its code). */
export async function createAsset(deps: AssetDeps, clientCode: string, conceptCode: string, input: AssetInput) {
  const scope = await deps.access.require('asset:create', { clientCode });
  checkWorkflowPermission(scope, input);
  const actorId = (await deps.access.requireViewer()).userId;
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, conceptCode);
    const assetType = checkGrouping(input.assetType ?? 'production');
    const values = await toAssetValues(tx, scope, concept, input, { isNew: true });
    checkStatusPermission(scope, values.status, null);
    const tagIds = input.tags
      ? await resolveTags(
          tx,
          scope,
          input.tags.map((tag) => tag.code),
        )
      : [];
    const [row] = await tx
      .insert(conceptAssets)
      .values({
        ...values,
        name: values.name!,
        clientId: scope.clientId,
        conceptId: concept.id,
        code: generateCode('ast'),
        assetType,
        status: values.status ?? deriveAssetStatus(concept.status),
        createBy: actorId,
        updateBy: actorId,
      })
      .returning();
    if (tagIds.length) await tx.insert(conceptAssetTags).values(tagIds.map((tagId) => ({ assetId: row!.id, tagId })));
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: concept.id,
      assetCode: row!.code,
      event: 'assetCreated',
      actorId,
      changes: { name: row!.name, assetType },
    });
    return findAssetView(deps, tx, row!);
  });
}

const TRACKED_FIELDS = [
  'name',
  'usageType',
  'isPreview',
  'description',
  'status',
  'workflowStatus',
  'adMatchSearchTerm',
  'creativeLeadId',
  'assignedUserId',
  'estimatedEffort',
  'actualEffort',
  'type',
  'width',
  'height',
  'size',
  'length',
  'bitrate',
  'aspectRatio',
  'creativeNodeId',
] as const;

export async function updateAsset(deps: AssetDeps, clientCode: string, assetCode: string, input: AssetInput) {
  const scope = await deps.access.require('asset:update', { clientCode });
  checkWorkflowPermission(scope, input);
  if (input.assetType != null)
    throw badInput('The asset type (production, design, source) cannot change.', [{ field: 'assetType', message: 'Cannot change.' }]);
  const actorId = (await deps.access.requireViewer()).userId;
  return deps.db.transaction(async (tx) => {
    const current = await findAssetRow(tx, scope, assetCode, { forUpdate: true });
    if (input.version != null && input.version !== current.version) throw conflict(STALE_ASSET);
    const [concept] = await tx.select().from(concepts).where(eq(concepts.id, current.conceptId));
    const values = await toAssetValues(tx, scope, concept!, input, { isNew: false });
    checkStatusPermission(scope, values.status, current.status);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of TRACKED_FIELDS) {
      if (values[field] === undefined) continue;
      if (String(values[field] ?? '') !== String(current[field] ?? '')) changes[field] = { from: current[field], to: values[field] };
    }
    if (input.tags) {
      const tagIds = await resolveTags(
        tx,
        scope,
        input.tags.map((tag) => tag.code),
      );
      await tx.delete(conceptAssetTags).where(eq(conceptAssetTags.assetId, current.id));
      if (tagIds.length) await tx.insert(conceptAssetTags).values(tagIds.map((tagId) => ({ assetId: current.id, tagId })));
      changes.tags = { from: null, to: input.tags.map((tag) => tag.code) };
    }
    const [row] = await tx
      .update(conceptAssets)
      .set({ ...values, version: sql`${conceptAssets.version} + 1`, updateBy: actorId, updatedAt: new Date() })
      .where(eq(conceptAssets.id, current.id))
      .returning();
    if (Object.keys(changes).length > 0) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: current.conceptId,
        assetCode,
        event: 'assetUpdated',
        actorId,
        changes,
      });
    }
    return findAssetView(deps, tx, row!);
  });
}

/** Soft delete: the asset leaves every list; its file and history stay for administrators. */
export async function deleteAsset(deps: AssetDeps, clientCode: string, assetCode: string, comment: string | null | undefined) {
  const scope = await deps.access.require('asset:delete', { clientCode });
  const actorId = (await deps.access.requireViewer()).userId;
  await deps.db.transaction(async (tx) => {
    const current = await findAssetRow(tx, scope, assetCode, { forUpdate: true });
    await tx
      .update(conceptAssets)
      .set({ deletedAt: new Date(), updateBy: actorId, updatedAt: new Date() })
      .where(eq(conceptAssets.id, current.id));
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: current.conceptId,
      assetCode,
      event: 'assetDeleted',
      actorId,
      comment: comment?.trim() || null,
      changes: { name: current.name, fileName: current.fileName },
    });
  });
  return true;
}

const FILE_FIELDS = [
  'fileName',
  'type',
  'mimeType',
  'extension',
  'width',
  'height',
  'size',
  'length',
  'aspectRatio',
  'bitrate',
  'storageKey',
  'previewKey',
  'checksum',
  'processingStatus',
  'processingError',
] as const;

/**
 * Replace: the destination takes the source's file and keeps its own code, fields, history and
 * links; the source (the freshly uploaded duplicate) goes. The destination's old file is removed
 * once the change is committed.
 */
export async function mergeAssets(deps: AssetDeps, clientCode: string, sourceCode: string, destinationCode: string) {
  const scope = await deps.access.require('asset:update', { clientCode });
  const actorId = (await deps.access.requireViewer()).userId;
  if (sourceCode === destinationCode) throw badInput('An asset cannot replace itself.');
  const { view, oldKeys } = await deps.db.transaction(async (tx) => {
    const [first, second] = [sourceCode, destinationCode].sort();
    // Lock both in a fixed order so two merges of the same pair cannot deadlock.
    const locked = new Map<string, AssetRow>();
    for (const code of [first!, second!]) locked.set(code, await findAssetRow(tx, scope, code, { forUpdate: true }));
    const source = locked.get(sourceCode)!;
    const destination = locked.get(destinationCode)!;
    if (source.conceptId !== destination.conceptId) throw badInput('Both assets must belong to the same concept.');
    if (!source.storageKey) throw badInput('The replacing asset has no file yet.');
    const fileValues: AssetValues = {};
    for (const field of FILE_FIELDS) (fileValues as Record<string, unknown>)[field] = source[field];
    const [row] = await tx
      .update(conceptAssets)
      .set({ ...fileValues, version: sql`${conceptAssets.version} + 1`, updateBy: actorId, updatedAt: new Date() })
      .where(eq(conceptAssets.id, destination.id))
      .returning();
    // The source row goes for good: it only carried the upload (its 'assetCreated' entry stays under its own code).
    await tx.delete(conceptAssets).where(eq(conceptAssets.id, source.id));
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: destination.conceptId,
      assetCode: destinationCode,
      event: 'assetMerged',
      actorId,
      changes: { replacedBy: sourceCode, fileName: { from: destination.fileName, to: source.fileName } },
    });
    if (row!.processingStatus !== 'ready' && row!.processingStatus !== 'none')
      await enqueueJob(tx, 'processAsset', { assetId: row!.id }, { singletonKey: `processAsset:${row!.id}:${row!.storageKey}` });
    const oldKeys = [destination.storageKey, destination.previewKey].filter(
      (key): key is string => Boolean(key) && key !== source.storageKey && key !== source.previewKey,
    );
    return { view: await findAssetView(deps, tx, row!), oldKeys };
  });
  await Promise.all(oldKeys.map((key) => deps.storage.deleteObject(key).catch(() => undefined)));
  return view;
}

export async function addAssetComment(deps: AssetDeps, clientCode: string, assetCode: string, comment: string) {
  const scope = await deps.access.require('history:comment', { clientCode });
  const text = comment.trim();
  if (!text) throw badInput('Comment is required.', [{ field: 'comment', message: 'Required.' }]);
  if (text.length > 5000) throw badInput('Comment is too long (5,000 characters at most).', [{ field: 'comment', message: 'Too long.' }]);
  const asset = await findAssetRow(deps.db, scope, assetCode);
  const entry = await recordHistory(deps.db, {
    clientId: scope.clientId,
    conceptId: asset.conceptId,
    assetCode,
    event: 'comment',
    actorId: (await deps.access.requireViewer()).userId,
    comment: text,
  });
  const [view] = await toHistoryViews(deps.db, [entry]);
  return view!;
}

export async function retryProcessing(deps: AssetDeps, clientCode: string, assetCode: string) {
  const scope = await deps.access.require('asset:update', { clientCode });
  return deps.db.transaction(async (tx) => {
    const current = await findAssetRow(tx, scope, assetCode, { forUpdate: true });
    if (!current.storageKey) throw badInput('This asset has no file to process.');
    const [row] = await tx
      .update(conceptAssets)
      .set({ processingStatus: 'processing', processingError: null })
      .where(eq(conceptAssets.id, current.id))
      .returning();
    await enqueueJob(tx, 'processAsset', { assetId: current.id }, { singletonKey: `processAsset:${current.id}:${current.storageKey}` });
    return findAssetView(deps, tx, row!);
  });
}

/** Production assets per concept, for the concept list's count column. */
export async function countProductionAssets(executor: Executor, conceptIds: string[]) {
  if (conceptIds.length === 0) return new Map<string, number>();
  const rows = await executor
    .select({ conceptId: conceptAssets.conceptId, total: sql<number>`count(*)::int` })
    .from(conceptAssets)
    .where(and(inArray(conceptAssets.conceptId, conceptIds), eq(conceptAssets.assetType, 'production'), isNull(conceptAssets.deletedAt)))
    .groupBy(conceptAssets.conceptId);
  return new Map(rows.map((row) => [row.conceptId, row.total]));
}

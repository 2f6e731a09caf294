import { isListedAsset } from './listed.js';
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { conceptAssetNodes, conceptAssets, conceptHistory, concepts } from '../../db/schema/index.js';
import { appError, badInput } from '../../lib/errors.js';
import { conceptTopic, publishLive } from '../../lib/live/index.js';
import type { ObjectStorage } from '../../storage/types.js';
import { enqueueJob } from '../../jobs/queue.js';
import { findConceptRow } from '../concepts/index.js';
import { findAssetHistory, recordHistory, toHistoryViews } from '../history/index.js';
import {
  assetCommentLink,
  findDisplayName,
  notifyCommentReply,
  notifyCommentResolved,
  notifyMentions,
  prepareMentions,
} from '../notifications/index.js';
import { COMMENT_RESOLVE, MERGE_SOURCE_REMOVE, type Access, type ClientScope } from '../tenancy/index.js';
import { parseCommentAnchor } from './comment-anchor.js';
import { ASSET_NOT_FOUND, checkGrouping } from './rules.js';
import { currentFileVersion, findVersionRow, keepReplacedFile } from './versions.js';
import { IN_REVIEW_STATUS, isReopenedByNewFile, lockConceptForReview, reopenConceptReview, reopenedStatusChange } from './review-state.js';
import { toAssetViews, type AssetRow, type AssetView } from './views.js';

export interface AssetDeps {
  db: Database;
  access: Access;
  storage: ObjectStorage;
  config: AppConfig;
  /** Set for a share link's visitor (graphql/context.ts): whether the link allows downloads. */
  shareLink?: { isOpen: true; link: { allowDownloads: boolean } } | { isOpen: false } | null;
}

type AssetValues = Partial<typeof conceptAssets.$inferInsert>;

export const assetNotFound = () => appError('NOT_FOUND', ASSET_NOT_FOUND, { status: 404 });

export function viewDeps(deps: AssetDeps) {
  // A visitor of a link without downloads gets no original file's URL, only what the viewer plays.
  const isViewerOnly = deps.shareLink?.isOpen === true && !deps.shareLink.link.allowDownloads;
  return { storage: deps.storage, signedUrlTtlSeconds: deps.config.SIGNED_URL_TTL_SECONDS, isViewerOnly };
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
        // A share link's scope reaches its own concept only (Access refuses it first; this is the second lock).
        scope.onlyConceptCode === null ? undefined : eq(concepts.code, scope.onlyConceptCode),
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
    const column = Object.hasOwn(SORTABLE, field) ? SORTABLE[field] : undefined;
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

/** The most assets one list answers (applicationCreativeConceptAssets has no page size in the spec). */
export const ASSET_LIST_LIMIT = 2000;

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
        isListedAsset(),
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
    .limit(ASSET_LIST_LIMIT);
  return toAssetViews(deps.db, viewDeps(deps), rows);
}

export async function findConceptNodeRow(executor: Executor, conceptId: string, nodeCode: string) {
  const [node] = await executor
    .select()
    .from(conceptAssetNodes)
    .where(and(eq(conceptAssetNodes.conceptId, conceptId), eq(conceptAssetNodes.code, nodeCode)));
  if (!node) throw badInput('That folder does not exist in this concept.', [{ field: 'creativeNode', message: 'Unknown folder.' }]);
  return node;
}

/** Soft delete: the asset leaves every list; its file and history stay for administrators. */
export async function deleteAsset(deps: AssetDeps, clientCode: string, assetCode: string, comment: string | null | undefined) {
  const scope = await deps.access.require('creative:access', { clientCode });
  const actorId = (await deps.access.requireViewer()).userId;
  const pending = await discardPendingDuplicate(deps, scope, assetCode, actorId);
  if (pending) return true;
  await deps.access.require('asset:delete', { clientCode });
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

/**
 * Cancel in the duplicate dialog: the new asset that waited for its uploader's choice goes as if it
 * had never been uploaded (row and stored files; nobody saw it, nothing recorded it). Its uploader
 * may do this without the delete permission. False when the asset is not their pending duplicate.
 */
async function discardPendingDuplicate(deps: AssetDeps, scope: ClientScope, assetCode: string, actorId: string) {
  const removed = await deps.db.transaction(async (tx) => {
    const current = await findAssetRow(tx, scope, assetCode, { forUpdate: true });
    if (!current.awaitingChoiceSince || current.createBy !== actorId) return null;
    await tx.delete(conceptAssets).where(eq(conceptAssets.id, current.id));
    return current;
  });
  if (!removed) return false;
  await removeStoredFiles(deps.storage, removed);
  return true;
}

/** Deletes an asset's file and preview from storage (after its row is gone); a failure is left to the logs. */
export async function removeStoredFiles(storage: ObjectStorage, asset: Pick<AssetRow, 'storageKey' | 'previewKey'>) {
  for (const key of [asset.storageKey, asset.previewKey]) {
    if (key) await storage.deleteObject(key).catch(() => undefined);
  }
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
  'scrubStrip',
  'checksum',
  'processingStatus',
  'processingError',
] as const;

/** The refusal of a merge whose source the viewer may not remove. */
export const MERGE_SOURCE_NOT_REMOVABLE =
  'Only the person who uploaded this file, or someone who may delete assets, can replace another asset with it.';

/**
 * Replace: the destination takes the source's file and keeps its own code, fields, history and
 * links; its old file becomes its newest version (nothing is deleted from storage). The source
 * (normally the viewer's freshly uploaded duplicate) is soft-deleted, and its storage keys are
 * cleared because its file now belongs to the destination. Removing the source is a delete, so it
 * needs `asset:delete` unless the viewer uploaded the source themselves (designers replace with
 * their own duplicates but may not delete other people's assets). It is recorded as a Replace
 * (`assetReplaced`). A source with the destination's very content changes nothing: no version is
 * added, and the source goes with its copy of the file. An approved destination goes back to review.
 */
export async function mergeAssets(deps: AssetDeps, clientCode: string, sourceCode: string, destinationCode: string) {
  const scope = await deps.access.require(MERGE_SOURCE_REMOVE.base, { clientCode });
  const actorId = (await deps.access.requireViewer()).userId;
  if (sourceCode === destinationCode) throw badInput('An asset cannot replace itself.');
  const result = await deps.db.transaction(async (tx) => {
    // The concept first (a new file may reopen its review), then both assets in a fixed order so
    // two merges of the same pair cannot deadlock.
    await lockConceptForReview(tx, (await findAssetRow(tx, scope, destinationCode)).conceptId);
    const [first, second] = [sourceCode, destinationCode].sort();
    const locked = new Map<string, AssetRow>();
    for (const code of [first!, second!]) locked.set(code, await findAssetRow(tx, scope, code, { forUpdate: true }));
    const source = locked.get(sourceCode)!;
    const destination = locked.get(destinationCode)!;
    await deps.access.requireOwnership(MERGE_SOURCE_REMOVE, { clientCode }, { authorId: source.createBy }, MERGE_SOURCE_NOT_REMOVABLE);
    if (source.conceptId !== destination.conceptId) throw badInput('Both assets must belong to the same concept.');
    if (!source.storageKey) throw badInput('The replacing asset has no file yet.');
    const isSameFile = source.checksum !== null && source.checksum === destination.checksum && destination.storageKey !== null;
    const reopens = !isSameFile && isReopenedByNewFile(destination);
    let row = destination;
    let fileVersion: number | null = null;
    if (!isSameFile) {
      const from = destination.storageKey ? await currentFileVersion(tx, destination.id) : null;
      await keepReplacedFile(tx, destination, actorId, source.storageKey);
      fileVersion = from === null ? 1 : from + 1;
      const fileValues: AssetValues = {};
      for (const field of FILE_FIELDS) (fileValues as Record<string, unknown>)[field] = source[field];
      [row = destination] = await tx
        .update(conceptAssets)
        .set({
          ...fileValues,
          ...(reopens ? { status: IN_REVIEW_STATUS } : {}),
          version: sql`${conceptAssets.version} + 1`,
          updateBy: actorId,
          updatedAt: new Date(),
        })
        .where(eq(conceptAssets.id, destination.id))
        .returning();
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: destination.conceptId,
        assetCode: destinationCode,
        event: 'assetReplaced',
        actorId,
        changes: {
          fileName: { from: destination.fileName, to: source.fileName },
          fileVersion: { from: from === null ? null : `v${from}`, to: `v${fileVersion}` },
          ...(reopens ? reopenedStatusChange(destination) : {}),
        },
        assetFileVersion: fileVersion,
      });
    }
    // The source leaves every list like a deleted asset. Its keys go: the file is the destination's
    // now (or, the same content, a copy nobody needs), and a processing job still running for the
    // source must not write to it.
    await tx
      .update(conceptAssets)
      .set({
        storageKey: null,
        previewKey: null,
        scrubStrip: null,
        processingStatus: 'none',
        processingError: null,
        deletedAt: new Date(),
        updateBy: actorId,
        updatedAt: new Date(),
      })
      .where(eq(conceptAssets.id, source.id));
    if (reopens) await reopenConceptReview(tx, { asset: destination, fileVersion: fileVersion!, actorId });
    if (!isSameFile && row.processingStatus !== 'ready' && row.processingStatus !== 'none')
      await enqueueJob(tx, 'processAsset', { assetId: row.id }, { singletonKey: `processAsset:${row.id}:${row.storageKey}` });
    return { view: await findAssetView(deps, tx, row), discarded: isSameFile ? source : null };
  });
  if (result.discarded) await removeStoredFiles(deps.storage, result.discarded);
  return result.view;
}

/**
 * Restore in the version list: an earlier file becomes the asset's newest again. The file it holds
 * now is kept as a version first (nothing is deleted), so restoring v1 of an asset at v3 makes v4,
 * holding v1's bytes. Comments stay on the versions they were made on. A version with the very
 * content the asset holds changes nothing. An approved asset goes back to review.
 */
export async function restoreAssetVersion(deps: AssetDeps, clientCode: string, assetCode: string, versionNumber: number) {
  const scope = await deps.access.require('asset:update', { clientCode });
  const actorId = (await deps.access.requireViewer()).userId;
  if (!Number.isInteger(versionNumber) || versionNumber < 1)
    throw badInput('versionNumber must be a whole number from 1.', [{ field: 'versionNumber', message: 'Out of range.' }]);
  return deps.db.transaction(async (tx) => {
    // The concept first (the restored file may reopen its review), as accept-all locks them.
    await lockConceptForReview(tx, (await findAssetRow(tx, scope, assetCode)).conceptId);
    const current = await findAssetRow(tx, scope, assetCode, { forUpdate: true });
    const version = await findVersionRow(tx, current, versionNumber);
    if (!version) throw appError('NOT_FOUND', ASSET_VERSION_NOT_FOUND, { status: 404 });
    if (version.checksum !== null && version.checksum === current.checksum) return findAssetView(deps, tx, current);
    const from = await currentFileVersion(tx, current.id);
    const reopens = isReopenedByNewFile(current);
    await keepReplacedFile(tx, current, actorId, version.storageKey);
    const [row] = await tx
      .update(conceptAssets)
      .set({
        fileName: version.fileName,
        storageKey: version.storageKey,
        // Processing makes the asset its own preview: the version keeps (and owns) the one it had.
        previewKey: null,
        type: version.type,
        mimeType: version.mimeType,
        extension: version.extension,
        size: version.size,
        checksum: version.checksum,
        width: version.width,
        height: version.height,
        length: version.length,
        aspectRatio: version.aspectRatio,
        bitrate: version.bitrate,
        frameRate: version.frameRate,
        processingStatus: 'processing',
        processingError: null,
        ...(reopens ? { status: IN_REVIEW_STATUS } : {}),
        version: sql`${conceptAssets.version} + 1`,
        updateBy: actorId,
        updatedAt: new Date(),
      })
      .where(eq(conceptAssets.id, current.id))
      .returning();
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: current.conceptId,
      assetCode,
      event: 'assetVersionRestored',
      actorId,
      changes: {
        fileVersion: { from: `v${from}`, to: `v${versionNumber}` },
        fileName: { from: current.fileName, to: version.fileName },
        ...(reopens ? reopenedStatusChange(current) : {}),
      },
      assetFileVersion: from + 1,
    });
    if (reopens) await reopenConceptReview(tx, { asset: current, fileVersion: from + 1, actorId });
    await enqueueJob(tx, 'processAsset', { assetId: row!.id }, { singletonKey: `processAsset:${row!.id}:${row!.storageKey}` });
    return findAssetView(deps, tx, row!);
  });
}

export const ASSET_VERSION_NOT_FOUND = 'That version of the asset does not exist.';

export async function addAssetComment(
  deps: AssetDeps,
  clientCode: string,
  assetCode: string,
  comment: string,
  options: { anchor?: unknown; parentCommentId?: string | null } = {},
) {
  const scope = await deps.access.require('history:comment', { clientCode });
  const text = comment.trim();
  if (!text) throw badInput('Comment is required.', [{ field: 'comment', message: 'Required.' }]);
  if (text.length > 5000) throw badInput('Comment is too long (5,000 characters at most).', [{ field: 'comment', message: 'Too long.' }]);
  const anchor = parseCommentAnchor(options.anchor);
  const asset = await findAssetRow(deps.db, scope, assetCode);
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    // A reply answers a top-level comment of the same asset and belongs to that comment's version.
    const parent = options.parentCommentId ? await findAssetComment(tx, scope.clientId, assetCode, options.parentCommentId) : null;
    if (parent?.parentId)
      throw badInput('Reply to the comment itself, not to a reply.', [{ field: 'parentCommentId', message: 'A reply.' }]);
    // Mentions (@[Name](address)) are checked like people fields and tell the people mentioned.
    const mentions = await prepareMentions(tx, scope, text);
    const entry = await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: asset.conceptId,
      assetCode,
      event: 'comment',
      actorId: viewer.userId,
      comment: mentions.text,
      anchor,
      parentId: parent?.id ?? null,
      // A comment belongs to the file version it was made on (the asset's current one).
      assetFileVersion: parent ? parent.assetFileVersion : asset.storageKey ? await currentFileVersion(tx, asset.id) : null,
    });
    // A reply tells the comment's author and the thread's earlier participants (not those it mentions).
    if (parent) {
      const [concept] = await tx.select({ code: concepts.code }).from(concepts).where(eq(concepts.id, asset.conceptId));
      await notifyCommentReply(tx, {
        clientId: scope.clientId,
        actorId: viewer.userId,
        parent,
        mentionedUserIds: mentions.userIds,
        assetName: asset.name,
        comment: mentions.text,
        link: assetCommentLink(scope.clientCode, concept!.code, assetCode, parent.id),
      });
    }
    if (mentions.userIds.length > 0) {
      const [concept] = await tx.select({ code: concepts.code }).from(concepts).where(eq(concepts.id, asset.conceptId));
      await notifyMentions(tx, {
        clientId: scope.clientId,
        actorId: viewer.userId,
        actorName: await findDisplayName(tx, viewer.userId),
        userIds: mentions.userIds,
        placeName: `the asset "${asset.name}"`,
        comment: mentions.text,
        link: `/${scope.clientCode}/creative/concepts/${concept!.code}?tab=asset&assetCode=${assetCode}&type=${asset.assetType}`,
      });
    }
    const [view] = await toHistoryViews(tx, [entry]);
    return view!;
  });
}

export const COMMENT_NOT_FOUND = 'That comment does not exist on this asset.';
export const RESOLVE_FORBIDDEN = 'Only the comment’s author, the concept’s creative lead or an approver can resolve or reopen it.';

/** A comment of one asset of the client (its id must be a uuid; anything else is not found). */
async function findAssetComment(executor: Executor, clientId: string, assetCode: string, commentId: string) {
  const notFound = () => badInput(COMMENT_NOT_FOUND, [{ field: 'commentId', message: 'Not found.' }]);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(commentId)) throw notFound();
  const [row] = await executor
    .select()
    .from(conceptHistory)
    .where(
      and(
        eq(conceptHistory.id, commentId),
        eq(conceptHistory.clientId, clientId),
        eq(conceptHistory.assetCode, assetCode),
        eq(conceptHistory.event, 'comment'),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * Resolves a comment of an asset or opens it again. Who may (COMMENT_RESOLVE): the comment’s author, the concept’s
 * creative lead, and approval users (concept:approve); everyone else who sees the asset gets FORBIDDEN.
 */
export async function resolveAssetComment(
  deps: AssetDeps,
  args: { clientCode: string; conceptAssetCode: string; commentId: string; resolved: boolean },
) {
  const scope = await deps.access.require(COMMENT_RESOLVE.base, { clientCode: args.clientCode });
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const asset = await findAssetRow(tx, scope, args.conceptAssetCode);
    const comment = await findAssetComment(tx, scope.clientId, args.conceptAssetCode, args.commentId);
    const [concept] = await tx
      .select({ code: concepts.code, creativeLeadId: concepts.creativeLeadId })
      .from(concepts)
      .where(eq(concepts.id, asset.conceptId));
    const people = { authorId: comment.createBy, creativeLeadId: concept?.creativeLeadId ?? null };
    await deps.access.requireOwnership(COMMENT_RESOLVE, { clientCode: args.clientCode }, people, RESOLVE_FORBIDDEN);
    const [row] = await tx
      .update(conceptHistory)
      .set(
        args.resolved
          ? { resolvedAt: comment.resolvedAt ?? new Date(), resolvedBy: comment.resolvedBy ?? viewer.userId }
          : { resolvedAt: null, resolvedBy: null },
      )
      .where(eq(conceptHistory.id, comment.id))
      .returning();
    // Resolving (not re-resolving, not reopening) tells the comment's author.
    if (args.resolved && !comment.resolvedAt)
      await notifyCommentResolved(tx, {
        clientId: scope.clientId,
        actorId: viewer.userId,
        authorId: comment.createBy,
        assetName: asset.name,
        comment: comment.comment ?? '',
        link: assetCommentLink(scope.clientCode, concept!.code, args.conceptAssetCode, comment.id),
      });
    await publishLive(tx, conceptTopic(asset.conceptId), {
      kind: 'history',
      event: args.resolved ? 'commentResolved' : 'commentReopened',
      assetCode: args.conceptAssetCode,
      entryId: comment.id,
    });
    const replies = await tx
      .select()
      .from(conceptHistory)
      .where(eq(conceptHistory.parentId, comment.id))
      .orderBy(desc(conceptHistory.createdAt));
    const views = await toHistoryViews(tx, [row!, ...replies]);
    return views[0]!;
  });
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
    .where(and(inArray(conceptAssets.conceptId, conceptIds), eq(conceptAssets.assetType, 'production'), isListedAsset()))
    .groupBy(conceptAssets.conceptId);
  return new Map(rows.map((row) => [row.conceptId, row.total]));
}

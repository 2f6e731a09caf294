import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clients, conceptAssets, conceptHistory, concepts, users } from '../../db/schema/index.js';
import { conceptTopic, publishLive } from '../../lib/live/index.js';
import { describeChanges } from './describe.js';

/** How many entries one concept's or asset's history shows (newest first). */
/** The most entries one concept's or asset's history answers (newest first). */
export const HISTORY_LIMIT = 500;

export type HistoryEvent =
  | 'conceptCreated'
  | 'conceptUpdated'
  | 'conceptDeleted'
  | 'childConceptLinked'
  | 'childConceptUnlinked'
  | 'statusUpdated'
  | 'workflowStatusUpdated'
  | 'comment'
  | 'assetCreated'
  | 'assetUpdated'
  | 'assetDeleted'
  | 'assetMerged'
  | 'assetReplaced'
  | 'assetVersionRestored'
  | 'shareLinkCreated'
  | 'shareLinkRevoked'
  | 'shareLinkFirstOpened'
  | 'channelAdded'
  | 'channelUpdated'
  | 'channelDeleted';

/** Writes one history entry; call it inside the transaction that makes the change. */
export async function recordHistory(
  executor: Executor,
  entry: {
    clientId: string;
    conceptId: string;
    event: HistoryEvent;
    actorId: string | null;
    /** Set for entries about one of the concept's assets. */
    assetCode?: string | null;
    comment?: string | null;
    changes?: Record<string, unknown>;
    /** The asset's file version the entry is about (a comment on v2). */
    assetFileVersion?: number | null;
    /** A comment's anchor (validated by the caller). */
    anchor?: Record<string, unknown> | null;
    /** A reply's comment. */
    parentId?: string | null;
  },
) {
  const [row] = await executor
    .insert(conceptHistory)
    .values({
      clientId: entry.clientId,
      conceptId: entry.conceptId,
      event: entry.event,
      assetCode: entry.assetCode ?? null,
      comment: entry.comment ?? null,
      changes: entry.changes ?? null,
      assetFileVersion: entry.assetFileVersion ?? null,
      anchor: entry.anchor ?? null,
      parentId: entry.parentId ?? null,
      createBy: entry.actorId,
    })
    .returning();
  // The concept's live subscribers hear of it when the transaction commits (conceptActivity).
  await publishLive(executor, conceptTopic(entry.conceptId), {
    kind: 'history',
    event: entry.event,
    assetCode: entry.assetCode ?? null,
    entryId: row!.id,
  });
  return row!;
}

/** One asset's history, newest first. */
export async function findAssetHistory(executor: Executor, clientId: string, assetCode: string) {
  const rows = await executor
    .select()
    .from(conceptHistory)
    .where(and(eq(conceptHistory.clientId, clientId), eq(conceptHistory.assetCode, assetCode)))
    .orderBy(desc(conceptHistory.createdAt), desc(conceptHistory.id))
    .limit(HISTORY_LIMIT);
  return toHistoryViews(executor, rows);
}

/** A concept's history, newest first, with the people resolved ('System' when createBy is null). */
export async function findConceptHistory(executor: Executor, clientId: string, conceptId: string) {
  const rows = await executor
    .select()
    .from(conceptHistory)
    .where(and(eq(conceptHistory.clientId, clientId), eq(conceptHistory.conceptId, conceptId)))
    .orderBy(desc(conceptHistory.createdAt), desc(conceptHistory.id))
    .limit(HISTORY_LIMIT);
  return toHistoryViews(executor, rows);
}

/**
 * The histories of many concepts of one client in two round trips (entries, then their people and
 * assets), each capped like one concept's: for a page of concepts that asks for history.
 */
export async function findConceptHistories(executor: Executor, clientId: string, conceptIds: readonly string[]) {
  const ranked = executor
    .select({
      id: conceptHistory.id,
      rank: sql<number>`row_number() over (partition by ${conceptHistory.conceptId} order by ${conceptHistory.createdAt} desc, ${conceptHistory.id} desc)`.as(
        'rank',
      ),
    })
    .from(conceptHistory)
    .where(and(eq(conceptHistory.clientId, clientId), inArray(conceptHistory.conceptId, [...conceptIds])))
    .as('ranked');
  const rows = await executor
    .select({ entry: conceptHistory })
    .from(conceptHistory)
    .innerJoin(ranked, eq(ranked.id, conceptHistory.id))
    .where(lte(ranked.rank, HISTORY_LIMIT))
    .orderBy(desc(conceptHistory.createdAt), desc(conceptHistory.id));
  const entries = rows.map((row) => row.entry);
  const views = await toHistoryViews(executor, entries);
  const byConcept = new Map<string, typeof views>(conceptIds.map((id) => [id, []]));
  entries.forEach((entry, index) => byConcept.get(entry.conceptId!)?.push(views[index]!));
  return byConcept;
}

type PersonView = { emailAddress: string; firstName: string; lastName: string };

/** One history entry as the API answers it (HistoryEntry). */
export interface HistoryView {
  id: string;
  anchor: Record<string, unknown> | null;
  parentId: string | null;
  replies: HistoryView[];
  isResolved: boolean;
  resolvedAt: Date | null;
  resolvedBy: PersonView | null;
  event: string;
  comment: string | null;
  changes: Record<string, unknown> | null;
  changeList: Awaited<ReturnType<typeof describeChanges>>[number];
  assetFileVersion: number | null;
  asset: { code: string; name: string; assetType: string } | null;
  audit: { createDate: Date; createBy: PersonView | null };
  /** For a comment on an asset, what `viewerCanResolve` asks Access about; null for other entries. */
  resolvable: ResolvableComment | null;
}

/** Where a comment on an asset lives and the people it names, for the COMMENT_RESOLVE rule. */
export interface ResolvableComment {
  clientCode: string;
  conceptCode: string;
  authorId: string | null;
  creativeLeadId: string | null;
}

const isAssetComment = (row: typeof conceptHistory.$inferSelect) =>
  row.event === 'comment' && row.assetCode !== null && row.conceptId !== null;

export async function toHistoryViews(executor: Executor, rows: (typeof conceptHistory.$inferSelect)[]): Promise<HistoryView[]> {
  const actorIds = [...new Set(rows.flatMap((row) => [row.createBy, row.resolvedBy]).filter((id): id is string => Boolean(id)))];
  const actors = actorIds.length
    ? await executor
        .select({ id: users.id, emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  // Deleted assets included: their history entries still name them.
  const assetCodes = [...new Set(rows.map((row) => row.assetCode).filter((code): code is string => Boolean(code)))];
  const assets = assetCodes.length
    ? await executor
        .select({ code: conceptAssets.code, name: conceptAssets.name, assetType: conceptAssets.assetType })
        .from(conceptAssets)
        .where(inArray(conceptAssets.code, assetCodes))
    : [];
  const changeLists = await describeChanges(executor, rows);
  // The concepts of the asset comments: their client, code and creative lead decide who may resolve.
  const commentConceptIds = [...new Set(rows.filter(isAssetComment).map((row) => row.conceptId!))];
  const commentConcepts = commentConceptIds.length
    ? await executor
        .select({ id: concepts.id, code: concepts.code, creativeLeadId: concepts.creativeLeadId, clientCode: clients.code })
        .from(concepts)
        .innerJoin(clients, eq(clients.id, concepts.clientId))
        .where(inArray(concepts.id, commentConceptIds))
    : [];
  const resolvableOf = (row: typeof conceptHistory.$inferSelect): ResolvableComment | null => {
    const concept = isAssetComment(row) ? commentConcepts.find((candidate) => candidate.id === row.conceptId) : undefined;
    return concept
      ? { clientCode: concept.clientCode, conceptCode: concept.code, authorId: row.createBy, creativeLeadId: concept.creativeLeadId }
      : null;
  };
  const person = (id: string | null) => {
    const actor = id ? actors.find((candidate) => candidate.id === id) : undefined;
    return actor ? { emailAddress: actor.emailAddress, firstName: actor.firstName, lastName: actor.lastName } : null;
  };
  const views = rows.map((row, index): HistoryView => {
    const actor = actors.find((candidate) => candidate.id === row.createBy);
    const asset = row.assetCode ? (assets.find((candidate) => candidate.code === row.assetCode) ?? null) : null;
    return {
      id: row.id,
      anchor: row.anchor,
      parentId: row.parentId,
      // Filled below from the replies among the same rows (an asset's history holds its replies).
      replies: [],
      isResolved: row.resolvedAt !== null,
      resolvedAt: row.resolvedAt,
      resolvedBy: person(row.resolvedBy),
      event: row.event,
      comment: row.comment,
      changes: row.changes,
      changeList: changeLists[index]!,
      assetFileVersion: row.assetFileVersion,
      asset,
      audit: {
        createDate: row.createdAt,
        createBy: actor ? { emailAddress: actor.emailAddress, firstName: actor.firstName, lastName: actor.lastName } : null,
      },
      resolvable: resolvableOf(row),
    };
  });
  // Replies thread under their comment, oldest first (rows come newest first).
  const byId = new Map(views.map((view) => [view.id, view]));
  for (let index = views.length - 1; index >= 0; index -= 1) {
    const view = views[index]!;
    if (view.parentId) byId.get(view.parentId)?.replies.push(view);
  }
  return views;
}

import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { channels, conceptChannels } from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import { findConceptRow } from '../concepts/index.js';
import { recordHistory } from '../history/index.js';
import type { Access } from '../tenancy/index.js';
import { CONCEPT_CHANNEL_EDIT } from './rules.js';

const CHANNEL_STATUSES = ['active', 'inactive'] as const;

/** The channel catalogue (reference data, the same for every client): anyone signed in may read it. */
export async function findChannelCatalogue(deps: { db: Database; access: Access }) {
  await deps.access.requireViewer();
  return deps.db.select({ code: channels.code, name: channels.name }).from(channels).orderBy(channels.name);
}

/** A concept's channels, as applicationCreativeConceptChannels answers them. */
export async function loadConceptChannels(executor: Executor, conceptId: string) {
  const rows = await executor
    .select({ code: channels.code, name: channels.name, supportedAssets: channels.supportedAssets, status: conceptChannels.status })
    .from(conceptChannels)
    .innerJoin(channels, eq(channels.code, conceptChannels.channelCode))
    .where(eq(conceptChannels.conceptId, conceptId))
    .orderBy(channels.name);
  return rows.map((row) => ({ channel: { code: row.code, name: row.name }, status: row.status, supportedAssets: row.supportedAssets }));
}

/**
 * Gives the concept the channel when it lacks it (a concept linked in a channel runs there), with
 * a channelAdded history entry. Call inside the transaction that makes the link.
 */
export async function ensureConceptChannel(
  tx: Executor,
  entry: { clientId: string; conceptId: string; channelCode: string; actorId: string | null; reason: string },
) {
  const channel = await findChannel(tx, entry.channelCode);
  const inserted = await tx
    .insert(conceptChannels)
    .values({ conceptId: entry.conceptId, channelCode: entry.channelCode, status: 'active' })
    .onConflictDoNothing()
    .returning({ channelCode: conceptChannels.channelCode });
  if (!inserted.length) return false;
  await recordHistory(tx, {
    clientId: entry.clientId,
    conceptId: entry.conceptId,
    event: 'channelAdded',
    actorId: entry.actorId,
    changes: { channel: channel.name, status: 'active', reason: entry.reason },
  });
  return true;
}

/**
 * ensureConceptChannel for many links at once (an automatic linking run may make thousands): each
 * (concept, channel) the concepts lack is added active, with a channelAdded history entry, as a
 * manual add writes it. Returns how many channels were added. Call inside the linking transaction.
 */
export async function ensureConceptChannels(
  tx: Executor,
  entries: readonly { clientId: string; conceptId: string; channelCode: string }[],
  by: { actorId: string | null; reason: string },
) {
  const pairs = new Map(entries.map((entry) => [`${entry.conceptId}:${entry.channelCode}`, entry]));
  if (pairs.size === 0) return 0;
  const names = new Map((await tx.select({ code: channels.code, name: channels.name }).from(channels)).map((row) => [row.code, row.name]));
  const wanted = [...pairs.values()].filter((entry) => names.has(entry.channelCode));
  let added = 0;
  for (let start = 0; start < wanted.length; start += 500) {
    const slice = wanted.slice(start, start + 500);
    const inserted = await tx
      .insert(conceptChannels)
      .values(slice.map((entry) => ({ conceptId: entry.conceptId, channelCode: entry.channelCode, status: 'active' })))
      .onConflictDoNothing()
      .returning({ conceptId: conceptChannels.conceptId, channelCode: conceptChannels.channelCode });
    for (const row of inserted) {
      const entry = pairs.get(`${row.conceptId}:${row.channelCode}`)!;
      await recordHistory(tx, {
        clientId: entry.clientId,
        conceptId: row.conceptId,
        event: 'channelAdded',
        actorId: by.actorId,
        changes: { channel: names.get(row.channelCode), status: 'active', reason: by.reason },
      });
      added += 1;
    }
  }
  return added;
}

function checkStatus(status: string) {
  if (!(CHANNEL_STATUSES as readonly string[]).includes(status))
    throw badInput(`Status must be active or inactive.`, [{ field: 'status', message: 'Must be active or inactive.' }]);
}

async function findChannel(executor: Executor, channelCode: string) {
  const [row] = await executor.select().from(channels).where(eq(channels.code, channelCode));
  if (!row) throw notFound('Channel not found.');
  return row;
}

interface ChannelTarget {
  clientCode: string;
  conceptCode: string;
  channelCode: string;
}

/** Adds a channel by hand (an existing one answers unchanged). */
export async function addConceptChannel(deps: { db: Database; access: Access }, args: ChannelTarget & { status?: string | null }) {
  const scope = await deps.access.require(CONCEPT_CHANNEL_EDIT, args);
  const viewer = await deps.access.requireViewer();
  const status = args.status ?? 'active';
  checkStatus(status);
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, args.conceptCode, { forUpdate: true });
    const channel = await findChannel(tx, args.channelCode);
    const inserted = await tx
      .insert(conceptChannels)
      .values({ conceptId: concept.id, channelCode: args.channelCode, status })
      .onConflictDoNothing()
      .returning({ channelCode: conceptChannels.channelCode });
    if (inserted.length)
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: concept.id,
        event: 'channelAdded',
        actorId: viewer.userId,
        changes: { channel: channel.name, status },
      });
    return loadConceptChannels(tx, concept.id);
  });
}

export async function updateConceptChannel(deps: { db: Database; access: Access }, args: ChannelTarget & { status: string }) {
  const scope = await deps.access.require(CONCEPT_CHANNEL_EDIT, args);
  const viewer = await deps.access.requireViewer();
  checkStatus(args.status);
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, args.conceptCode, { forUpdate: true });
    const channel = await findChannel(tx, args.channelCode);
    const where = and(eq(conceptChannels.conceptId, concept.id), eq(conceptChannels.channelCode, args.channelCode));
    const [current] = await tx.select().from(conceptChannels).where(where);
    if (!current) throw notFound('The concept does not have this channel.');
    if (current.status !== args.status) {
      await tx.update(conceptChannels).set({ status: args.status }).where(where);
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: concept.id,
        event: 'channelUpdated',
        actorId: viewer.userId,
        changes: { channel: channel.name, status: { from: current.status, to: args.status } },
      });
    }
    return loadConceptChannels(tx, concept.id);
  });
}

export async function deleteConceptChannel(deps: { db: Database; access: Access }, args: ChannelTarget) {
  const scope = await deps.access.require(CONCEPT_CHANNEL_EDIT, args);
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, args.conceptCode, { forUpdate: true });
    const channel = await findChannel(tx, args.channelCode);
    const deleted = await tx
      .delete(conceptChannels)
      .where(and(eq(conceptChannels.conceptId, concept.id), eq(conceptChannels.channelCode, args.channelCode)))
      .returning({ status: conceptChannels.status });
    if (!deleted.length) throw notFound('The concept does not have this channel.');
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: concept.id,
      event: 'channelDeleted',
      actorId: viewer.userId,
      changes: { channel: channel.name },
    });
    return loadConceptChannels(tx, concept.id);
  });
}

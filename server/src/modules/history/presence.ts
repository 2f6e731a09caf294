import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@atelier/domain';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conceptPresence, concepts, users } from '../../db/schema/index.js';
import { appError } from '../../lib/errors.js';
import { conceptTopic, publishLive } from '../../lib/live/index.js';
import type { Access } from '../tenancy/index.js';

/**
 * Who is looking at a concept (issue 29, "who is here"). Presence lives in the database, not in an
 * instance: each open conceptActivity subscription holds one row, refreshed every
 * PRESENCE_HEARTBEAT_MS, so any instance answers the same list; a row whose instance died stops
 * counting after PRESENCE_STALE_MS. Arrivals and departures are published on the concept's live
 * topic (event `presence`): the page reads `conceptViewers` again.
 */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_STALE_MS = 45_000;

/** A subscription's presence on a concept: `stop()` when the subscription ends. */
export interface Presence {
  /** The presence's id: its own arrival event carries it (the subscription skips it). */
  id: string;
  stop(): Promise<void>;
}

/** Records that `userId` is looking at the concept until `stop()`; tells the concept's other viewers. */
export async function startPresence(
  db: Database,
  input: { conceptId: string; userId: string },
  log: { warn(details: object, message: string): void },
): Promise<Presence> {
  const id = randomUUID();
  const topic = conceptTopic(input.conceptId);
  // An arrival or a departure: clients read the viewers again.
  const event = { kind: 'presence', event: 'presence', presenceId: id };
  const staleBefore = () => sql`now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000})`;
  await db.transaction(async (tx) => {
    // Rows an instance left behind when it died: gone once stale, so the table stays small.
    await tx.delete(conceptPresence).where(and(eq(conceptPresence.conceptId, input.conceptId), lt(conceptPresence.seenAt, staleBefore())));
    await tx.insert(conceptPresence).values({ id, conceptId: input.conceptId, userId: input.userId });
    await publishLive(tx, topic, event);
  });
  const heartbeat = setInterval(() => {
    db.update(conceptPresence)
      .set({ seenAt: sql`now()` })
      .where(eq(conceptPresence.id, id))
      .catch((error: unknown) => log.warn({ err: error }, 'presence heartbeat failed'));
  }, PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();
  let stopped = false;
  return {
    id,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      try {
        await db.transaction(async (tx) => {
          await tx.delete(conceptPresence).where(eq(conceptPresence.id, id));
          await publishLive(tx, topic, event);
        });
      } catch (error) {
        // The row goes stale on its own; a departure that could not be written is only late.
        log.warn({ err: error }, 'presence could not be removed');
      }
    },
  };
}

export interface ConceptViewerView {
  person: { emailAddress: string; firstName: string; lastName: string };
  since: Date;
}

/** The people looking at the concept now (each once, first to arrive first). Needs concept:view. */
export async function findConceptViewers(
  access: Access,
  db: Database,
  target: { clientCode: string; conceptCode: string },
): Promise<ConceptViewerView[]> {
  const scope = await access.require('concept:view', target);
  const [concept] = await db
    .select({ id: concepts.id })
    .from(concepts)
    .where(and(eq(concepts.clientId, scope.clientId), eq(concepts.code, target.conceptCode), isNull(concepts.deletedAt)));
  if (!concept) throw appError('NOT_FOUND', MESSAGES.conceptNotFound, { status: 404 });
  const since = sql<Date>`min(${conceptPresence.startedAt})`.mapWith((value: string | Date) => new Date(value));
  const rows = await db
    .select({ emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName, since })
    .from(conceptPresence)
    .innerJoin(users, eq(users.id, conceptPresence.userId))
    .where(
      and(
        eq(conceptPresence.conceptId, concept.id),
        gt(conceptPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000})`),
        eq(users.status, 'active'),
      ),
    )
    .groupBy(users.id, users.emailAddress, users.firstName, users.lastName)
    .orderBy(asc(since), asc(users.emailAddress));
  return rows.map(({ since: arrived, ...person }) => ({ person, since: arrived }));
}

import { MESSAGES } from '@atelier/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { concepts } from '../../db/schema/index.js';
import type { ConceptActivity } from '../../generated/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError } from '../../lib/errors.js';
import { conceptTopic, type LiveMessage } from '../../lib/live/index.js';
import { Access } from '../tenancy/index.js';

/** How often an open subscription checks its session and access again when no event comes. */
export const ACCESS_RECHECK_MS = 30_000;

type ActivityTarget = { clientCode: string; conceptCode: string };

/** The concept's id when the access may read it (concept:view in its client), or the query's errors. */
async function findWatchableConcept(access: Access, db: GraphQLContext['db'], target: ActivityTarget) {
  const scope = await access.require('concept:view', target);
  const [row] = await db
    .select({ id: concepts.id })
    .from(concepts)
    .where(and(eq(concepts.clientId, scope.clientId), eq(concepts.code, target.conceptCode), isNull(concepts.deletedAt)));
  if (!row) throw appError('NOT_FOUND', MESSAGES.conceptNotFound, { status: 404 });
  return row.id;
}

function toActivity(message: Exclude<LiveMessage, { type: 'check' }>): ConceptActivity {
  if (message.type === 'refetch') return { kind: 'REFETCH' };
  const { event, assetCode, entryId } = message.event;
  return {
    kind: 'CHANGED',
    event: typeof event === 'string' ? event : null,
    assetCode: typeof assetCode === 'string' ? assetCode : null,
    entryId: typeof entryId === 'string' ? entryId : null,
  };
}

/**
 * conceptActivity: checked like the concept's queries when it starts (signed-in user, client,
 * concept:view, the concept exists), then again with a fresh read of the session before each event
 * is sent and every ACCESS_RECHECK_MS: a user removed from the client, signed out or whose session
 * expired gets nothing more, and the stream ends. Share links have no subscriptions (sharing gate).
 */
export async function watchConceptActivity(
  context: GraphQLContext,
  target: ActivityTarget,
): Promise<AsyncIterableIterator<ConceptActivity>> {
  const conceptId = await findWatchableConcept(context.access, context.db, target);
  const sessionToken = context.session.token;
  const subscription = context.live.subscribe(conceptTopic(conceptId));
  const timer = setInterval(() => subscription.push({ type: 'check' }), ACCESS_RECHECK_MS);
  timer.unref();
  let started = false;

  const close = async (): Promise<IteratorResult<ConceptActivity>> => {
    clearInterval(timer);
    await subscription.return();
    return { value: undefined, done: true };
  };

  /** The session and access as they are now (a new Access: nothing cached from the start). */
  async function isStillAllowed() {
    try {
      return (await findWatchableConcept(new Access(context.db, { sessionToken }), context.db, target)) === conceptId;
    } catch (error) {
      if (!(error instanceof GraphQLError)) context.log.warn({ err: error }, 'conceptActivity: access check failed, stream ended');
      return false;
    }
  }

  const iterator: AsyncIterableIterator<ConceptActivity> = {
    async next() {
      if (!started) {
        started = true;
        return { value: { kind: 'SUBSCRIBED' }, done: false };
      }
      for (;;) {
        const result = await subscription.next();
        if (result.done) return close();
        if (!(await isStillAllowed())) return close();
        if (result.value.type === 'check') continue;
        return { value: toActivity(result.value), done: false };
      }
    },
    return: close,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

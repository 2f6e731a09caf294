import { MESSAGES } from '@atelier/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { concepts } from '../../db/schema/index.js';
import type { ConceptActivity } from '../../generated/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError } from '../../lib/errors.js';
import { conceptTopic, eventText, streamTopic } from '../../lib/live/index.js';
import { Access } from '../tenancy/index.js';
import { startPresence } from './presence.js';

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
  const viewer = await context.access.requireViewer();
  const sessionToken = context.session.token;
  // The subscription is the viewer's presence on the concept: it starts and ends with it.
  const presence = await startPresence(context.db, { conceptId, userId: viewer.userId }, context.log);
  return streamTopic<ConceptActivity>({
    hub: context.live,
    topic: conceptTopic(conceptId),
    skip: (event) => event.presenceId === presence.id,
    onClose: () => presence.stop(),
    // The session and access as they are now (a new Access: nothing cached from the start).
    isStillAllowed: async () => {
      try {
        return (await findWatchableConcept(new Access(context.db, { sessionToken }), context.db, target)) === conceptId;
      } catch (error) {
        if (!(error instanceof GraphQLError)) context.log.warn({ err: error }, 'conceptActivity: access check failed, stream ended');
        return false;
      }
    },
    toChanged: (event) => ({
      kind: 'CHANGED',
      event: eventText(event, 'event'),
      assetCode: eventText(event, 'assetCode'),
      entryId: eventText(event, 'entryId'),
    }),
  });
}

import { GraphQLError } from 'graphql';
import type { NotificationActivity } from '../../generated/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { eventText, streamTopic, userTopic } from '../../lib/live/index.js';
import { Access } from '../tenancy/index.js';

/**
 * myNotificationActivity: the bell, pushed. Only the signed-in user's own topic (their id from the
 * session, never an argument); the session is read again before each event and every
 * ACCESS_RECHECK_MS, and the stream ends once it is signed out or expired.
 */
export async function watchMyNotifications(context: GraphQLContext): Promise<AsyncIterableIterator<NotificationActivity>> {
  const viewer = await context.access.requireViewer();
  const sessionToken = context.session.token;
  return streamTopic<NotificationActivity>({
    hub: context.live,
    topic: userTopic(viewer.userId),
    isStillAllowed: async () => {
      try {
        return (await new Access(context.db, { sessionToken }).requireViewer()).userId === viewer.userId;
      } catch (error) {
        if (!(error instanceof GraphQLError))
          context.log.warn({ err: error }, 'myNotificationActivity: session check failed, stream ended');
        return false;
      }
    },
    toChanged: (event) => ({ kind: 'CHANGED', notificationCode: eventText(event, 'code') }),
  });
}

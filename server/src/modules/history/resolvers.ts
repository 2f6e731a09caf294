import type { ConceptActivity, Resolvers } from '../../generated/resolvers.js';
import { watchConceptActivity } from './live.js';
import { findConceptViewers } from './presence.js';
import { COMMENT_RESOLVE } from '../tenancy/index.js';

export const historyResolvers: Resolvers = {
  Query: {
    conceptViewers: (_parent, { clientCode, conceptCode }, context) =>
      findConceptViewers(context.access, context.db, { clientCode, conceptCode }),
  },
  Subscription: {
    conceptActivity: {
      subscribe: (_parent, { clientCode, conceptCode }, context) => watchConceptActivity(context, { clientCode, conceptCode }),
      resolve: (activity: ConceptActivity) => activity,
    },
  },
  HistoryEntry: {
    // The rule resolveCreativeConceptAssetComment checks (the client's scope is already read: no query).
    viewerCanResolve: ({ resolvable }, _args, context) =>
      resolvable
        ? context.access.canOwnership(
            COMMENT_RESOLVE,
            { clientCode: resolvable.clientCode, conceptCode: resolvable.conceptCode },
            { authorId: resolvable.authorId, creativeLeadId: resolvable.creativeLeadId },
          )
        : false,
  },
};

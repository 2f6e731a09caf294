import type { Resolvers } from '../../generated/resolvers.js';
import { COMMENT_RESOLVE } from '../tenancy/index.js';

export const historyResolvers: Resolvers = {
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

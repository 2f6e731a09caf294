import type { Resolvers } from '../../generated/resolvers.js';
import { trackCurrentUser, trackUserAction } from './service.js';

export const trackingResolvers: Resolvers = {
  Mutation: {
    trackCurrentUser: (_parent, args, context) => trackCurrentUser(context, args),
    trackUserAction: (_parent, args, context) => trackUserAction(context, args),
  },
};

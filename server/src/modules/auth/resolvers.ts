import type { Resolvers } from '../../generated/resolvers.js';
import { changePassword, loadMe, signIn, signOut } from './service.js';

export const authResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, context) => {
      const viewer = await context.access.getViewer();
      return viewer ? loadMe(context, viewer.userId) : null;
    },
  },
  Mutation: {
    signIn: async (_parent, args, context) => (await signIn(context, args))!,
    signOut: (_parent, _args, context) => signOut(context),
    changePassword: (_parent, args, context) => changePassword(context, args),
  },
};

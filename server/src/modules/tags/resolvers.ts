import type { Resolvers } from '../../generated/resolvers.js';
import { createTag, findTags } from './service.js';

export const tagResolvers: Resolvers = {
  Query: {
    creativeTags: (_parent, args, context) => findTags(context, args),
  },
  Mutation: {
    createCreativeTag: (_parent, { clientCode, tag }, context) => createTag(context, clientCode, tag),
  },
};

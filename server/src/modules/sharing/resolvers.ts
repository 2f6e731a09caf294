import type { Resolvers } from '../../generated/resolvers.js';
import { createShareLink, findShareLinks, findShareUrl, revokeShareLink } from './service.js';

export const sharingResolvers: Resolvers = {
  Query: {
    creativeConceptShareLinks: (_parent, { clientCode, conceptCode }, context) => findShareLinks(context, clientCode, conceptCode),
  },
  Mutation: {
    createCreativeConceptShareLink: (_parent, { clientCode, conceptCode, link }, context) =>
      createShareLink(context, clientCode, conceptCode, link),
    revokeCreativeConceptShareLink: (_parent, { clientCode, conceptCode, shareLinkCode }, context) =>
      revokeShareLink(context, clientCode, conceptCode, shareLinkCode),
  },
  CreativeConcept: {
    // The newest link that still opens, for a viewer who may share the concept.
    shareUrl: (concept, _args, context) => findShareUrl(context, concept),
  },
};

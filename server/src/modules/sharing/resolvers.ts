import type { Resolvers } from '../../generated/resolvers.js';
import type { GraphQLContext, ServerContext } from '../../graphql/context.js';
import { shareClock } from './rules.js';
import { createShareLink, findShareLinks, findShareUrl, revokeShareLink } from './service.js';

/**
 * The clock the list judges links by, the visitors' one (rules.ts): tests move it with
 * `x-atelier-test-now` to see a link expire. Yoga hands the Fastify request in with the context.
 */
function findClock(context: GraphQLContext & Partial<ServerContext>) {
  return shareClock(context.config, context.req?.headers['x-atelier-test-now']);
}

export const sharingResolvers: Resolvers = {
  Query: {
    creativeConceptShareLinks: (_parent, { clientCode, conceptCode }, context) =>
      findShareLinks(context, clientCode, conceptCode, findClock(context)),
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

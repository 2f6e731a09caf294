/**
 * ad-linkage: the concept's Ad Usage tab (spec 2 §2.7, §7): the ad-network tree a level at a time
 * with linked-ad counts, linking an asset set to a concept or its assets (creative ad matches), and
 * the concept's channels, which follow its links and can be edited by hand. The tree itself comes
 * from ad-networks (syncs and imports); automatic links are theirs too.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { adLinkageResolvers } from './resolvers.js';

export const adLinkageModule: GraphQLModule = {
  name: 'ad-linkage',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: adLinkageResolvers,
};

export { AD_LINK, AD_USAGE_VIEW } from './rules.js';
/** For automatic linking (ad-networks): a concept linked in a channel gets that channel, with history. */
export { ensureConceptChannel, ensureConceptChannels } from './channels.js';

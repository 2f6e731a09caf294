/**
 * sharing: share links of a concept (spec 2 §2.10): making, listing and revoking them; the token
 * a visitor's request carries (`Authorization: Bearer`), which becomes a share-link principal of
 * one concept; the gate that keeps such a request inside the shared view; and the routes that serve
 * visitors the concept's files through URLs signed for the link.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { sharingResolvers } from './resolvers.js';

export const sharingModule: GraphQLModule = { name: 'sharing', schemaPath: findSchemaPath(import.meta.url), resolvers: sharingResolvers };

export { useShareLinkGate } from './gate.js';
export { registerShareLinkRoutes } from './routes.js';
export { shareLinkStorage, signShareZipUrl } from './files.js';
export { shareClock } from './rules.js';
export { openShareRequest, type OpenShareLink, type ShareRequest } from './visitor.js';
export { signShareToken } from './tokens.js';

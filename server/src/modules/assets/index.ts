/**
 * assets: a concept's files (production, design, source), their folders inside the concept, uploads
 * (sessions, parts, finishing, cleanup), processing, approval of a concept's assets and the zip
 * download. The HTTP layer reaches the upload sessions and the zip route through here.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { assetJobs } from './jobs.js';
import { assetResolvers } from './resolvers.js';

export const assetsModule: GraphQLModule = {
  name: 'assets',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: assetResolvers,
  jobs: assetJobs,
};

export { registerConceptDownloadRoute, signConceptDownloadUrl } from './downloads.js';
export { registerPlayableRoute, signPlayableUrl } from './playables.js';
export { fileTypeNotSupported, findOpenUploadSession, recordUploadedPart, refuseUnsupportedFirstPart } from './upload-sessions.js';
export type { AssetView } from './views.js';
export type { AssetVersionView } from './versions.js';

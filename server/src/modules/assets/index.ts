/**
 * assets: a concept's files (production, design, source), their folders inside the concept, uploads
 * (sessions, parts, finishing, cleanup), processing, approval of a concept's assets and the zip
 * download. The HTTP layer reaches the upload sessions and the zip route through here.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { assetJobs } from './jobs.js';
import { assetResolvers } from './resolvers.js';
import { ASSET_LIST_LIMIT } from './service.js';

export const assetsModule: GraphQLModule = {
  name: 'assets',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: assetResolvers,
  jobs: assetJobs,
  rowCaps: {
    'Query.applicationCreativeConceptAssets': ASSET_LIST_LIMIT,
    // Accept-all and reject-all decide, and answer, at most as many assets as the list shows.
    'Mutation.acceptAllApplicationCreativeConceptAssets': ASSET_LIST_LIMIT,
    'Mutation.rejectAllApplicationCreativeConceptAssets': ASSET_LIST_LIMIT,
    // A folder tree is one set of rows however it nests: the root list stands for the whole tree
    // (flat or nested), so a folder's sub-folders count once, not once more per level.
    'Query.creativeConceptNodes': 200,
    'CreativeConceptNode.creativeNodes': 1,
  },
};

export { registerConceptDownloadRoute, signConceptDownloadUrl } from './downloads.js';
export { registerReviewExportRoute } from './review-export-route.js';
export { registerPlayableRoute, signPlayableUrl } from './playables.js';
export { fileTypeNotSupported, findOpenUploadSession, recordUploadedPart, refuseUnsupportedFirstPart } from './upload-sessions.js';
export type { AssetView } from './views.js';
export type { AssetVersionView } from './versions.js';

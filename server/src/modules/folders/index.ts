/** folders: an application's folder tree (creative nodes) and the virtual folders above it. */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { folderResolvers } from './resolvers.js';

export const foldersModule: GraphQLModule = {
  name: 'folders',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: folderResolvers,
  // A folder tree is one set of rows however it nests: the root list stands for the whole tree
  // (flat or nested), so a folder's sub-folders count once, not once more per level.
  rowCaps: { 'Query.creativeNodes': 200, 'CreativeNode.creativeNodes': 1, 'CreativeVirtualNode.children': 1 },
};

export { planFolderMoves, type FolderMove, type TreeRow } from './moves.js';
export { STALE_FOLDER } from './service.js';

/** folders: an application's folder tree (creative nodes) and the virtual folders above it. */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { folderResolvers } from './resolvers.js';

export const foldersModule: GraphQLModule = { name: 'folders', schemaPath: findSchemaPath(import.meta.url), resolvers: folderResolvers };

export { planFolderMoves, type FolderMove, type TreeRow } from './moves.js';
export { STALE_FOLDER } from './service.js';

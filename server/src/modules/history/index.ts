/** history: the history entries of concepts and their assets (written by the modules that make the changes). */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { historyResolvers } from './resolvers.js';

export const historyModule: GraphQLModule = { name: 'history', schemaPath: findSchemaPath(import.meta.url), resolvers: historyResolvers };

export {
  findAssetHistory,
  findConceptHistories,
  findConceptHistory,
  recordHistory,
  toHistoryViews,
  type HistoryEvent,
  type HistoryView,
} from './service.js';

/** history: the history entries of concepts and their assets (written by the modules that make the changes). */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { historyResolvers } from './resolvers.js';
import { HISTORY_LIMIT } from './service.js';

export const historyModule: GraphQLModule = {
  name: 'history',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: historyResolvers,
  rowCaps: {
    'CreativeConcept.history': HISTORY_LIMIT,
    'ConceptAsset.history': HISTORY_LIMIT,
    // Read from the entry's own row (its changes, with names looked up once for the whole history).
    'HistoryEntry.changeList': 1,
    // Replies go one level deep and come from the same history rows as their comment (issue 12).
    'HistoryEntry.replies': 2,
  },
};

export {
  findAssetHistory,
  findConceptHistories,
  findConceptHistory,
  recordHistory,
  toHistoryViews,
  type HistoryEvent,
  type HistoryView,
} from './service.js';

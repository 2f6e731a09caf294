/** history: the history entries of concepts and their assets (written by the modules that make the changes). */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';

export const historyModule: GraphQLModule = { name: 'history', schemaPath: findSchemaPath(import.meta.url) };

export { findAssetHistory, findConceptHistories, findConceptHistory, recordHistory, toHistoryViews, type HistoryEvent } from './service.js';

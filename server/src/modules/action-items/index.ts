/**
 * action-items: things to do on a concept (or anywhere in a client), with assignees and watchers
 * who each keep their own status; per-client categories; the viewer's own list (My work); the
 * daily due-tomorrow reminder job.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { actionItemJobs } from './jobs.js';
import { actionItemResolvers } from './resolvers.js';
import { ACTION_ITEM_LIST_LIMIT } from './service.js';

export const actionItemsModule: GraphQLModule = {
  name: 'action-items',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: actionItemResolvers,
  jobs: actionItemJobs,
  rowCaps: { 'Query.actionItems': ACTION_ITEM_LIST_LIMIT, 'Query.myActionItems': ACTION_ITEM_LIST_LIMIT },
};

export { DEFAULT_CATEGORIES, ensureDefaultCategories, generateActionCode } from './categories.js';
export { remindDueActionItems } from './due.js';

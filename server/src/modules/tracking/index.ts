/** tracking: what users open and do, recorded for product analytics. */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { trackingJobs } from './jobs.js';
import { trackingResolvers } from './resolvers.js';

export const trackingModule: GraphQLModule = {
  name: 'tracking',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: trackingResolvers,
  jobs: trackingJobs,
};
export { MAX_TRACKING_ROWS_PER_MINUTE, pruneUserActivity } from './service.js';

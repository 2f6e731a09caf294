/**
 * analytics (issue 19): daily ad metrics (connectors, CSV), rollups per concept, asset, folder,
 * tag, ad copy and channel with one allocation rule, the Analytics tab, the Creative Performance
 * page, creative fatigue and ad copy ranks. Reads the ad-network tree and its links.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { analyticsJobs } from './jobs.js';
import { analyticsResolvers } from './resolvers.js';
import { EXPORT_ROWS_ASSUMED } from './rules.js';

export const analyticsModule: GraphQLModule = {
  name: 'analytics',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: analyticsResolvers,
  jobs: analyticsJobs,
  rowCaps: { 'Query.exportCreativePerformance': EXPORT_ROWS_ASSUMED },
};

export { replaceAdMetricDays, type AdDayInput, type CreativeDayInput } from './ingest.js';
export { rollup, dailyRollup, toMetrics, type GroupBy, type RollupFilter } from './rollups.js';
export { runAdMetricsSync, scheduleAdMetricsSyncs, type MetricsSyncDeps } from './metrics-sync.js';

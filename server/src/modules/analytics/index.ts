/**
 * analytics (issue 19): daily ad metrics (connectors, CSV), rollups per concept, asset, folder,
 * tag, ad copy and channel with one allocation rule, the Analytics tab, the Creative Performance
 * page, creative fatigue and ad copy ranks. Reads the ad-network tree and its links.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { analyticsResolvers } from './resolvers.js';

export const analyticsModule: GraphQLModule = {
  name: 'analytics',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: analyticsResolvers,
};

export { detectApplicationFatigue } from './fatigue-job.js';
export { replaceAdMetricDays, type AdDayInput, type CreativeDayInput } from './ingest.js';
export { rollup, dailyRollup, toMetrics, type GroupBy, type RollupFilter } from './rollups.js';
export { scheduleAdMetricsSyncs } from './metrics-sync.js';

import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { loadSigningSecret } from '../auth/index.js';
import { runAdMetricsSync } from './metrics-sync.js';

/** The syncAdMetrics job: the instance secret opens the account's credentials. */
export function runSyncAdMetricsJob(deps: { db: Database; config: AppConfig; log: FastifyBaseLogger }, adAccountId: string) {
  return runAdMetricsSync({ ...deps, getSigningSecret: () => loadSigningSecret(deps.db, deps.config) }, adAccountId);
}

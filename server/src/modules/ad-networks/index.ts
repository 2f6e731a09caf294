/**
 * ad-networks: an application's ad accounts (credentials sealed at rest), the Meta and AppLovin
 * connectors, incremental idempotent syncs on the durable queue (by hand or on a schedule), file
 * imports of the same tree, and automatic linking of ads to concepts and assets (by creative id,
 * sha256, perceptual hash, naming template) with a review list. The tree it writes is read by
 * ad-linkage (the Ad Usage tab) and analytics.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobPayloads } from '../../jobs/queue.js';
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import type { ObjectStorage } from '../../storage/types.js';
import { loadSigningSecret } from '../auth/index.js';
import { adNetworksResolvers } from './resolvers.js';
import { runAdAccountSync } from './sync.js';

export const adNetworksModule: GraphQLModule = {
  name: 'ad-networks',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: adNetworksResolvers,
};

export { scheduleDueAdAccountSyncs, enqueueAdAccountSync, runAdAccountSync } from './sync.js';
export { sealCredentials, openCredentials } from './credentials.js';
export { storeTree } from './store.js';
export { generateAdCode } from './codes.js';
export { isSandboxAvailable, startSandboxProcess, type SandboxProcess } from './sandbox-process.js';
export { autoLinkApplication } from './auto-link/run.js';
export { proposeMatches } from './auto-link/matcher.js';
export { perceptualHash, sha256Hex } from './auto-link/fingerprint.js';

/** The syncAdAccount job: the instance secret opens the account's credentials. */
export function runSyncAdAccountJob(
  deps: { db: Database; storage: ObjectStorage; config: AppConfig; log: FastifyBaseLogger },
  payload: JobPayloads['syncAdAccount'],
) {
  return runAdAccountSync(
    { ...deps, getSigningSecret: () => loadSigningSecret(deps.db, deps.config) },
    payload.adAccountId,
    payload.trigger,
    payload.userId ?? null,
  );
}

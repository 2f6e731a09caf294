/**
 * ad-networks: an application's ad accounts (credentials sealed at rest), the Meta and AppLovin
 * connectors, incremental idempotent syncs on the durable queue (by hand or on a schedule), file
 * imports of the same tree, and automatic linking of ads to concepts and assets (by creative id,
 * sha256, perceptual hash, naming template) with a review list. The tree it writes is read by
 * ad-linkage (the Ad Usage tab) and analytics.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { adNetworkJobs } from './jobs.js';
import { adNetworksResolvers } from './resolvers.js';

export const adNetworksModule: GraphQLModule = {
  name: 'ad-networks',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: adNetworksResolvers,
  jobs: adNetworkJobs,
};

export { enqueueAdAccountSync, runAdAccountSync } from './sync.js';
export {
  activeThrottle,
  findAccountManagers,
  trackSync,
  type SyncAttempt,
  type SyncKind,
  type SyncWaiting,
  type TrackedOutcome,
  type TrackedRun,
} from './health.js';
export {
  ConnectorError,
  CredentialsRefusedError,
  getJson,
  HTTP_DEFAULTS,
  META_EFFECTIVE_STATUSES,
  metaAccountPath,
  NetworkThrottledError,
  newRequestStats,
  parseRetryAfter,
  readMetaAccount,
  readMetaPages,
  shortenDetail,
  type AnswerHead,
  type HttpOptions,
  type MetaAccess,
  type RequestStats,
  type Verdict,
} from './connectors/index.js';
export { sealCredentials, openCredentials } from './credentials.js';
export { checkBaseUrlHost, resolveBaseUrl } from './base-url.js';
export { storeTree } from './store.js';
export { emptyTree, type AdTree } from './tree.js';
export { generateAdCode } from './codes.js';
export { isSandboxAvailable, startSandboxProcess, type SandboxProcess } from './sandbox-process.js';
export { autoLinkApplication } from './auto-link/run.js';
export { proposeMatches, type Proposal } from './auto-link/matcher.js';
export { perceptualHash, sha256Hex } from './auto-link/fingerprint.js';

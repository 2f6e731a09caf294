import { JobDeferredError } from '../../jobs/queue.js';
import type { JobRegistration } from '../../jobs/registry.js';
import { loadSigningSecret } from '../auth/index.js';
import { pruneSyncRuns } from './health.js';
import { runAdAccountSync, scheduleDueAdAccountSyncs } from './sync.js';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    /** One sync of an ad account (ad-networks): by hand ("Sync now") or by its schedule. */
    syncAdAccount: { adAccountId: string; trigger: 'manual' | 'schedule'; userId?: string | null };
  }
}

/** How often an instance looks for ad accounts due for their scheduled sync. */
const SCHEDULE_EVERY_MS = 60 * 1000;

export const adNetworkJobs: JobRegistration = (deps) => ({
  handlers: {
    syncAdAccount: {
      // A whole account tree, page by page, with its creatives' files.
      timeLimitSeconds: 15 * 60,
      run: async (payload, { job }) => {
        // The instance secret opens the account's credentials.
        const result = await runAdAccountSync(
          { ...deps, getSigningSecret: () => loadSigningSecret(deps.db, deps.config) },
          payload.adAccountId,
          payload.trigger,
          payload.userId ?? null,
          { isLastAttempt: job.attempts >= job.maxAttempts },
        );
        // Throttled: the job runs again when the network said, and holds no worker meanwhile.
        if (result?.status === 'waiting') throw new JobDeferredError(result.waitUntil, result.error);
        if (result) deps.log.info({ adAccountId: payload.adAccountId, status: result.status }, 'ad account synced');
      },
    },
  },
  schedules: [
    // Ad accounts with a sync interval; one job per account waits or runs.
    { description: 'the ad account syncs', everyMs: SCHEDULE_EVERY_MS, run: async () => void (await scheduleDueAdAccountSyncs(deps.db)) },
  ],
  // Tree and metrics runs (a metrics sync an hour per account) for the accounts' logs.
  cleanup: async () => {
    const pruned = await pruneSyncRuns(deps.db);
    if (pruned > 0) deps.log.info({ pruned }, 'old ad sync runs removed');
  },
});

import { JobDeferredError } from '../../jobs/queue.js';
import type { JobRegistration } from '../../jobs/registry.js';
import { loadSigningSecret } from '../auth/index.js';
import { detectApplicationFatigue } from './fatigue-job.js';
import { runAdMetricsSync, scheduleAdMetricsSyncs } from './metrics-sync.js';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    /** Re-detects creative fatigue in an application after its metrics changed (issue 19). */
    detectCreativeFatigue: { applicationId: string };
    /** Daily ad metrics of one network ad account (Meta insights, AppLovin asset report). */
    syncAdMetrics: { adAccountId: string };
  }
}

/** How often an instance looks for ad accounts whose metrics are due (after a tree sync, hourly); cheap. */
const METRICS_SCHEDULE_EVERY_MS = 5 * 1000;

export const analyticsJobs: JobRegistration = (deps) => ({
  handlers: {
    detectCreativeFatigue: {
      timeLimitSeconds: 5 * 60,
      run: async (payload) => {
        const result = await detectApplicationFatigue(deps.db, payload.applicationId);
        if (result.flagged > 0) deps.log.info({ ...result, applicationId: payload.applicationId }, 'creative fatigue detected');
      },
    },
    syncAdMetrics: {
      timeLimitSeconds: 15 * 60,
      // The instance secret opens the account's credentials.
      run: async (payload, { job }) => {
        const outcome = await runAdMetricsSync(
          { ...deps, getSigningSecret: () => loadSigningSecret(deps.db, deps.config) },
          payload.adAccountId,
          { isLastAttempt: job.attempts >= job.maxAttempts },
        );
        // Throttled: the job runs again when the network said, and holds no worker meanwhile.
        if (outcome.status === 'waiting') throw new JobDeferredError(outcome.waitUntil, outcome.error);
      },
    },
  },
  schedules: [
    {
      description: 'the ad metrics syncs',
      everyMs: METRICS_SCHEDULE_EVERY_MS,
      run: async () => void (await scheduleAdMetricsSyncs(deps.db)),
    },
  ],
});

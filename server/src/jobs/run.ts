import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { remindDueActionItems } from '../modules/action-items/index.js';
import { runSyncAdAccountJob, scheduleDueAdAccountSyncs } from '../modules/ad-networks/index.js';
import { detectApplicationFatigue, runSyncAdMetricsJob, scheduleAdMetricsSyncs } from '../modules/analytics/index.js';
import { cleanupAbandonedUploads, markProcessingFailed, processAsset } from '../modules/assets/index.js';
import { pruneAttemptCounters } from '../modules/auth/index.js';
import { sendNotificationEmail } from '../modules/notifications/index.js';
import { pruneUserActivity } from '../modules/tracking/index.js';
import type { ObjectStorage } from '../storage/types.js';
import { enqueueJob, JobWorker, pruneEndedJobs } from './queue.js';

/** Ended jobs are kept this long (failed ones longer, to read their errors), then removed. */
const KEEP_DONE_JOBS_DAYS = 7;
const KEEP_FAILED_JOBS_DAYS = 30;

/** How often an instance offers to run the cleanup (one runs at a time, by singleton key). */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
/** How often an instance looks for ad accounts due for their scheduled sync. */
const AD_SYNC_SCHEDULE_EVERY_MS = 60 * 1000;
/** How often an instance looks for ad accounts whose metrics are due (after a tree sync, hourly). */
const METRICS_SCHEDULE_EVERY_MS = 5 * 1000;

/** Starts this instance's job worker and the periodic cleanup; `stop()` waits for running jobs. */
export function startJobs(deps: { db: Database; storage: ObjectStorage; config: AppConfig; log: FastifyBaseLogger }) {
  const log = deps.log.child({ component: 'jobs' });
  const worker = new JobWorker({
    db: deps.db,
    log,
    pollMs: 500,
    // A job given up on (e.g. it crashed its worker every time) must not leave the asset 'processing'.
    onJobFailed: async (job) => {
      if (job.name === 'processAsset') await markProcessingFailed(deps.db, (job.payload as { assetId: string }).assetId);
    },
    handlers: {
      processAsset: (payload, job) => processAsset(deps, payload.assetId, job),
      sendNotificationEmail: async (payload) => {
        await sendNotificationEmail({ db: deps.db, config: deps.config, log }, payload.notificationId);
      },
      remindDueActionItems: async (payload) => {
        const written = await remindDueActionItems(deps.db, payload.day);
        if (written > 0) log.info({ written, day: payload.day }, 'due-tomorrow reminders written');
      },
      syncAdAccount: async (payload) => {
        const result = await runSyncAdAccountJob({ db: deps.db, storage: deps.storage, config: deps.config, log }, payload);
        if (result) log.info({ adAccountId: payload.adAccountId, status: result.status }, 'ad account synced');
      },
      detectCreativeFatigue: async (payload) => {
        const result = await detectApplicationFatigue(deps.db, payload.applicationId);
        if (result.flagged > 0) log.info({ ...result, applicationId: payload.applicationId }, 'creative fatigue detected');
      },
      syncAdMetrics: async (payload) => {
        await runSyncAdMetricsJob({ db: deps.db, config: deps.config, log }, payload.adAccountId);
      },
      cleanupUploads: async () => {
        const aborted = await cleanupAbandonedUploads(deps.db, deps.storage, deps.config.UPLOAD_SESSION_MAX_AGE_HOURS);
        if (aborted > 0) log.info({ aborted }, 'abandoned uploads aborted');
        const pruned = await pruneEndedJobs(deps.db, { doneDays: KEEP_DONE_JOBS_DAYS, failedDays: KEEP_FAILED_JOBS_DAYS });
        if (pruned > 0) log.info({ pruned }, 'ended jobs removed');
        // Counters of windows that ended a day ago carry nothing any more.
        await pruneAttemptCounters(deps.db, 24 * 60);
        const activity = await pruneUserActivity(deps.db, deps.config.TRACKING_RETENTION_DAYS);
        if (activity > 0) log.info({ removed: activity }, 'old tracking rows removed');
      },
    },
  });
  const scheduleCleanup = () =>
    enqueueJob(deps.db, 'cleanupUploads', {}, { singletonKey: 'cleanupUploads' }).catch((error: unknown) =>
      log.warn({ err: error }, 'could not schedule the upload cleanup'),
    );
  // Due-tomorrow reminders: offered with the cleanup; each run is idempotent per item, person and day.
  const scheduleReminders = () => {
    const day = new Date().toISOString().slice(0, 10);
    return enqueueJob(deps.db, 'remindDueActionItems', { day }, { singletonKey: `remindDueActionItems:${day}` }).catch((error: unknown) =>
      log.warn({ err: error }, 'could not schedule the due-tomorrow reminders'),
    );
  };
  // Ad accounts with a sync interval: offered every minute; one job per account waits or runs.
  const scheduleAdSyncs = () =>
    scheduleDueAdAccountSyncs(deps.db).catch((error: unknown) => log.warn({ err: error }, 'could not schedule the ad account syncs'));
  const adSyncTimer = setInterval(() => void scheduleAdSyncs(), AD_SYNC_SCHEDULE_EVERY_MS);
  adSyncTimer.unref();
  // Ad metrics: offered after each tree sync and hourly (checked every few seconds; cheap).
  const scheduleMetricSyncs = () =>
    scheduleAdMetricsSyncs(deps.db).catch((error: unknown) => log.warn({ err: error }, 'could not schedule the ad metrics syncs'));
  const metricsTimer = setInterval(() => void scheduleMetricSyncs(), METRICS_SCHEDULE_EVERY_MS);
  metricsTimer.unref();
  void scheduleCleanup();
  void scheduleReminders();
  const timer = setInterval(() => {
    void scheduleCleanup();
    void scheduleReminders();
  }, CLEANUP_EVERY_MS);
  timer.unref();
  worker.start();
  return {
    stop: async () => {
      clearInterval(timer);
      clearInterval(adSyncTimer);
      clearInterval(metricsTimer);
      await worker.stop();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { remindDueActionItems } from '../modules/action-items/index.js';
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
      await worker.stop();
    },
  };
}

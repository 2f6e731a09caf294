import { enqueueJob, pruneEndedJobs } from './queue.js';
import { composeJobs, type JobDependencies, type JobRegistration, type PeriodicTask } from './registry.js';
import { JobWorker } from './worker.js';

/** Ended jobs are kept this long (failed ones longer, to read their errors), then removed. */
const KEEP_DONE_JOBS_DAYS = 7;
const KEEP_FAILED_JOBS_DAYS = 30;
/** How often an instance offers to run the cleanup (one runs at a time, by singleton key). */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * Starts this instance's job worker with every module's handlers, and the timers that offer
 * periodic work. The queue's own job is the cleanup: it runs each module's pruning and removes ended
 * jobs. Its name stays `cleanupUploads` (what it first did) so rows queued by earlier versions run.
 */
export function startJobs(deps: JobDependencies & { registrations: readonly JobRegistration[] }) {
  const log = deps.log.child({ component: 'jobs' });
  const jobDeps: JobDependencies = { db: deps.db, storage: deps.storage, config: deps.config, log };
  const { handlers, schedules, cleanups } = composeJobs(deps.registrations, jobDeps);
  const worker = new JobWorker({
    db: deps.db,
    log,
    pollMs: 500,
    handlers: {
      ...handlers,
      cleanupUploads: {
        timeLimitSeconds: 10 * 60,
        run: async () => {
          // Each module's pruning runs even when another's fails; the job fails if any did.
          const results = await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
          const pruned = await pruneEndedJobs(deps.db, { doneDays: KEEP_DONE_JOBS_DAYS, failedDays: KEEP_FAILED_JOBS_DAYS });
          if (pruned > 0) log.info({ pruned }, 'ended jobs removed');
          const failure = results.find((result) => result.status === 'rejected');
          if (failure) throw failure.reason;
        },
      },
    },
  });
  const cleanup: PeriodicTask = {
    description: 'the cleanup',
    everyMs: CLEANUP_EVERY_MS,
    runsAtStart: true,
    run: async () => void (await enqueueJob(deps.db, 'cleanupUploads', {}, { singletonKey: 'cleanupUploads' })),
  };
  const timers = [cleanup, ...schedules].map((task) => {
    const offer = () => task.run().catch((error: unknown) => log.warn({ err: error }, `could not schedule ${task.description}`));
    if (task.runsAtStart) void offer();
    const timer = setInterval(() => void offer(), task.everyMs);
    timer.unref();
    return timer;
  });
  worker.start();
  return {
    /** Stops the timers and the worker; returns within the grace period whatever a job is doing. */
    stop: async (options: { graceMs?: number } = {}) => {
      for (const timer of timers) clearInterval(timer);
      await worker.stop(options);
    },
  };
}

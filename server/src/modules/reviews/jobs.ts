import { enqueueJob } from '../../jobs/queue.js';
import type { JobRegistration } from '../../jobs/registry.js';
import { remindReviewDeadlines } from './deadlines.js';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    /** Review-stage deadline reminders and overdue notices (`slot`: the check interval it was offered for). */
    remindReviewDeadlines: { slot: number };
  }
}

export const reviewJobs: JobRegistration = (deps) => {
  /** How often an instance offers the deadline check (one job per slot, by singleton key). */
  const everyMs = deps.config.REVIEW_DEADLINE_CHECK_SECONDS * 1000;
  return {
    handlers: {
      remindReviewDeadlines: {
        timeLimitSeconds: 5 * 60,
        run: async () => {
          const written = await remindReviewDeadlines(deps.db);
          if (written > 0) deps.log.info({ written }, 'review deadline notices written');
        },
      },
    },
    schedules: [
      {
        description: 'the review-stage deadline reminders',
        everyMs,
        runsAtStart: true,
        // Each run is idempotent per stage, round and notice (claimed on the stage row).
        run: async () => {
          const slot = Math.floor(Date.now() / everyMs);
          await enqueueJob(deps.db, 'remindReviewDeadlines', { slot }, { singletonKey: `remindReviewDeadlines:${slot}` });
        },
      },
    ],
  };
};

import { enqueueJob } from '../../jobs/queue.js';
import type { JobRegistration } from '../../jobs/registry.js';
import { remindReviewDeadlines } from './deadlines.js';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    /** Review-stage deadline reminders and overdue notices (`slot`: the five-minute slot it was offered for). */
    remindReviewDeadlines: { slot: number };
  }
}

/** How often an instance offers the deadline check (one job per slot, by singleton key). */
const DEADLINES_CHECKED_EVERY_MS = 5 * 60 * 1000;

export const reviewJobs: JobRegistration = (deps) => ({
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
      everyMs: DEADLINES_CHECKED_EVERY_MS,
      runsAtStart: true,
      // Each run is idempotent per stage, round and notice (claimed on the stage row).
      run: async () => {
        const slot = Math.floor(Date.now() / DEADLINES_CHECKED_EVERY_MS);
        await enqueueJob(deps.db, 'remindReviewDeadlines', { slot }, { singletonKey: `remindReviewDeadlines:${slot}` });
      },
    },
  ],
});

import { enqueueJob } from '../../jobs/queue.js';
import type { JobRegistration } from '../../jobs/registry.js';
import { remindDueActionItems } from './due.js';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    /** The daily due-tomorrow reminders of action items (`day`: the day it runs for, YYYY-MM-DD). */
    remindDueActionItems: { day: string };
  }
}

/** How often an instance offers the day's reminders (one job per day, by singleton key). */
const REMINDERS_OFFERED_EVERY_MS = 10 * 60 * 1000;

export const actionItemJobs: JobRegistration = (deps) => ({
  handlers: {
    remindDueActionItems: {
      timeLimitSeconds: 5 * 60,
      run: async (payload) => {
        const written = await remindDueActionItems(deps.db, payload.day);
        if (written > 0) deps.log.info({ written, day: payload.day }, 'due-tomorrow reminders written');
      },
    },
  },
  schedules: [
    {
      description: 'the due-tomorrow reminders',
      everyMs: REMINDERS_OFFERED_EVERY_MS,
      runsAtStart: true,
      // Each run is idempotent per item, person and day.
      run: async () => {
        const day = new Date().toISOString().slice(0, 10);
        await enqueueJob(deps.db, 'remindDueActionItems', { day }, { singletonKey: `remindDueActionItems:${day}` });
      },
    },
  ],
});

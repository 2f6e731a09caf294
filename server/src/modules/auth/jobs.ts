import type { JobRegistration } from '../../jobs/registry.js';
import { pruneAttemptCounters } from './throttle.js';

export const authJobs: JobRegistration = (deps) => ({
  // Counters of windows that ended a day ago carry nothing any more.
  cleanup: async () => void (await pruneAttemptCounters(deps.db, 24 * 60)),
});

import type { JobRegistration } from '../../jobs/registry.js';
import { pruneUserActivity } from './service.js';

export const trackingJobs: JobRegistration = (deps) => ({
  cleanup: async () => {
    const removed = await pruneUserActivity(deps.db, deps.config.TRACKING_RETENTION_DAYS);
    if (removed > 0) deps.log.info({ removed }, 'old tracking rows removed');
  },
});

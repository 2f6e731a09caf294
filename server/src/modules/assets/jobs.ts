import type { JobRegistration } from '../../jobs/registry.js';
import { markProcessingFailed, processAsset } from './processing.js';
import { cleanupAbandonedUploads } from './uploads.js';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    /** Reads an asset's file once: dimensions, length, bitrate, preview and scrub strip. */
    processAsset: { assetId: string };
  }
}

/**
 * One processing attempt: a copy of the file from object storage, then up to three tool runs (probe,
 * preview frame, scrub strip), each with its own limit (media/tools.ts). This bounds the whole.
 */
const PROCESS_ASSET_TIME_LIMIT_SECONDS = 15 * 60;

export const assetJobs: JobRegistration = (deps) => ({
  handlers: {
    processAsset: {
      timeLimitSeconds: PROCESS_ASSET_TIME_LIMIT_SECONDS,
      run: (payload, { job, signal }) => processAsset(deps, payload.assetId, job, signal),
      // Also for an attempt past its time limit or abandoned: the asset must not stay 'processing'.
      onFailed: (payload, error) => markProcessingFailed(deps.db, payload.assetId, error),
    },
  },
  cleanup: async () => {
    const aborted = await cleanupAbandonedUploads(deps.db, deps.storage, deps.config.UPLOAD_SESSION_MAX_AGE_HOURS);
    if (aborted > 0) deps.log.info({ aborted }, 'abandoned uploads aborted');
  },
});

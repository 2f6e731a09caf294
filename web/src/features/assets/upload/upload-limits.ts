import type { RejectedFile, UploadFile, UploadLimits, UploadRejection } from './upload-types';

/** Spec 2 §9: the list's queue holds at most 100 files. */
export const DEFAULT_QUEUE_LIMIT = 100;

/**
 * The server's defaults (UPLOAD_MAX_FILE_SIZE_MB 5000, UPLOAD_MAX_FILES 100), used until
 * `assetUploadSettings` has answered with the configured values (use-upload-settings.ts). They only
 * spare the user an upload the server would refuse; the server checks again.
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { maxFiles: 100, maxFileSizeBytes: 5000 * 1_000_000 };

/** A source asset takes one file (spec 2 §5). */
export const SINGLE_FILE_LIMITS: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, maxFiles: 1 };

const describe = (file: UploadFile): RejectedFile => ({ name: file.name, size: file.size });

/**
 * The client-side pre-check of a drop or selection: more files than allowed (at once, or with the
 * queue) refuses all of them; files over the size limit are refused and the rest go ahead.
 */
export function checkUploadLimits(
  files: readonly UploadFile[],
  limits: UploadLimits,
  queue: { queued: number; queueLimit: number } = { queued: 0, queueLimit: DEFAULT_QUEUE_LIMIT },
): { accepted: UploadFile[]; rejection: UploadRejection | null } {
  const maxFiles = Math.min(limits.maxFiles, Math.max(0, queue.queueLimit - queue.queued));
  if (files.length > maxFiles) {
    return { accepted: [], rejection: { reason: 'tooManyFiles', maxFiles, files: files.map(describe) } };
  }
  const tooLarge = files.filter((file) => file.size > limits.maxFileSizeBytes);
  const accepted = files.filter((file) => file.size <= limits.maxFileSizeBytes);
  return {
    accepted,
    rejection:
      tooLarge.length > 0 ? { reason: 'sizeLimit', maxFileSizeBytes: limits.maxFileSizeBytes, files: tooLarge.map(describe) } : null,
  };
}

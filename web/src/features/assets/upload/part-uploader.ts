import { isRetryablePartError, PartStalledError, UploadCanceledError } from './upload-errors';
import type { PartTransport, UploadedPart, UploadFile } from './upload-types';

/** Spec 2 §9. */
export const DEFAULT_PART_SIZE = 40_000_000;
export const DEFAULT_PART_CONCURRENCY = 5;
/** Without a single progress event for this long a part counts as stalled (not a limit on the part's total time). */
export const DEFAULT_STALL_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_STALL_RETRIES = 1;
/**
 * Once the browser has handed a part's last byte to the network, progress events stop, but the
 * bytes may still sit in the operating system's buffers (megabytes of them) and cross a slow link
 * for a long while. The answer is then awaited as long as the part would take at this rate
 * (about 256 kbit/s), and at least the stall timeout.
 */
export const MIN_DRAIN_BYTES_PER_SECOND = 32 * 1024;
export const DEFAULT_MAX_PART_RETRIES = 3;

export interface FilePart {
  /** 1-based, as the storage numbers parts. */
  number: number;
  start: number;
  end: number;
}

/** The byte ranges of a file's parts; an empty file is one empty part (a multipart upload needs one). */
export function splitIntoParts(size: number, partSize: number): FilePart[] {
  if (!(partSize > 0)) throw new Error('partSize must be positive');
  if (size <= 0) return [{ number: 1, start: 0, end: 0 }];
  const parts: FilePart[] = [];
  for (let start = 0, number = 1; start < size; start += partSize, number += 1) {
    parts.push({ number, start, end: Math.min(start + partSize, size) });
  }
  return parts;
}

/** Exponential backoff between HTTP retries: 1 s, 2 s, 4 s. */
export const defaultRetryDelayMs = (attempt: number) => 1000 * 2 ** (attempt - 1);

/** Waits, or rejects with UploadCanceledError as soon as the signal aborts. */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCanceledError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadCanceledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface UploadPartsOptions {
  file: UploadFile;
  partSize: number;
  transport: PartTransport;
  /** A fresh signed URL for a part; asked again before every retry, because URLs expire. */
  getPartUrl: (partNumber: number) => Promise<string>;
  /** Aborting it (the user cancelled) stops every part in flight. */
  signal: AbortSignal;
  /** Bytes of the whole file sent so far. */
  onProgress: (loadedBytes: number) => void;
  concurrency?: number;
  stallTimeoutMs?: number;
  maxStallRetries?: number;
  maxRetries?: number;
  retryDelayMs?: (attempt: number) => number;
  logger?: Pick<Console, 'warn'>;
}

/**
 * Sends a file's parts, `concurrency` at a time, and answers their ETags sorted by number. A part
 * that stalls is aborted and tried once more; network errors and 5xx answers are tried again with
 * backoff; a 4xx fails at once. The first part that fails for good stops the others.
 */
export async function uploadParts(options: UploadPartsOptions): Promise<UploadedPart[]> {
  const {
    file,
    transport,
    getPartUrl,
    onProgress,
    concurrency = DEFAULT_PART_CONCURRENCY,
    stallTimeoutMs = DEFAULT_STALL_TIMEOUT_MS,
    maxStallRetries = DEFAULT_MAX_STALL_RETRIES,
    maxRetries = DEFAULT_MAX_PART_RETRIES,
    retryDelayMs = defaultRetryDelayMs,
    logger = console,
  } = options;
  const parts = splitIntoParts(file.size, options.partSize);
  const loaded = new Map<number, number>();
  const reportProgress = (partNumber: number, bytes: number) => {
    loaded.set(partNumber, bytes);
    let total = 0;
    for (const value of loaded.values()) total += value;
    onProgress(total);
  };

  // One controller for the whole file: the user's cancel, or the first part that fails for good.
  const batch = new AbortController();
  const stopBatch = () => batch.abort();
  if (options.signal.aborted) throw new UploadCanceledError();
  options.signal.addEventListener('abort', stopBatch, { once: true });

  /**
   * One attempt at sending a part, aborted when no progress arrives for the stall timeout while bytes
   * are left to send, or when the answer takes longer than the part's drain allowance after that.
   */
  async function sendOnce(part: FilePart, url: string): Promise<string> {
    const attempt = new AbortController();
    const stopAttempt = () => attempt.abort();
    batch.signal.addEventListener('abort', stopAttempt, { once: true });
    let isStalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const partBytes = part.end - part.start;
    const answerTimeoutMs = Math.max(stallTimeoutMs, (partBytes / MIN_DRAIN_BYTES_PER_SECOND) * 1000);
    const armStallTimer = (bytesSent = 0) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          isStalled = true;
          attempt.abort();
        },
        bytesSent >= partBytes && partBytes > 0 ? answerTimeoutMs : stallTimeoutMs,
      );
    };
    armStallTimer();
    try {
      const { etag } = await transport.send({
        url,
        body: file.slice(part.start, part.end),
        signal: attempt.signal,
        onProgress: (bytes) => {
          armStallTimer(bytes);
          reportProgress(part.number, Math.min(bytes, part.end - part.start));
        },
      });
      reportProgress(part.number, part.end - part.start);
      return etag;
    } catch (error) {
      if (batch.signal.aborted) throw new UploadCanceledError();
      if (isStalled) throw new PartStalledError();
      throw error;
    } finally {
      clearTimeout(timer);
      batch.signal.removeEventListener('abort', stopAttempt);
    }
  }

  async function sendPart(part: FilePart): Promise<UploadedPart> {
    let stallRetries = 0;
    let retries = 0;
    for (;;) {
      if (batch.signal.aborted) throw new UploadCanceledError();
      const url = await getPartUrl(part.number);
      try {
        return { number: part.number, etag: await sendOnce(part, url) };
      } catch (error) {
        reportProgress(part.number, 0);
        if (error instanceof UploadCanceledError) throw error;
        if (error instanceof PartStalledError && stallRetries < maxStallRetries) {
          stallRetries += 1;
          logger.warn('Upload timeout', { fileName: file.name, partNumber: part.number });
          continue;
        }
        if (isRetryablePartError(error) && retries < maxRetries) {
          retries += 1;
          await waitFor(retryDelayMs(retries), batch.signal);
          continue;
        }
        throw error;
      }
    }
  }

  const results: UploadedPart[] = [];
  let next = 0;
  let failure: unknown = null;
  async function work() {
    while (next < parts.length && !batch.signal.aborted) {
      const part = parts[next]!;
      next += 1;
      try {
        results.push(await sendPart(part));
      } catch (error) {
        // The first failure wins; the parts it stops report UploadCanceledError after it.
        if (failure === null) failure = error;
        batch.abort();
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, parts.length) }, work));
  } finally {
    options.signal.removeEventListener('abort', stopBatch);
  }
  if (options.signal.aborted) throw new UploadCanceledError();
  if (failure !== null) throw failure;
  return results.sort((left, right) => left.number - right.number);
}

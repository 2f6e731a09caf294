import { isConnectionLoss, isRetryablePartError, PartStalledError, UploadCanceledError } from './upload-errors';
import type { PartTransport, UploadedPart, UploadFile } from './upload-types';

/** Spec 2 §9. */
export const DEFAULT_PART_SIZE = 40_000_000;
export const DEFAULT_PART_CONCURRENCY = 5;
/** Without a single progress event for this long a part counts as stalled (not a limit on the part's total time). */
export const DEFAULT_STALL_TIMEOUT_MS = 120_000;
/**
 * Once the browser has handed a part's last byte to the network, progress events stop, but the
 * bytes may still sit in the operating system's buffers (megabytes of them) and cross a slow link
 * for a long while. The answer is then awaited as long as the part would take at this rate
 * (about 256 kbit/s), and at least the stall timeout.
 */
export const MIN_DRAIN_BYTES_PER_SECOND = 32 * 1024;
export const DEFAULT_MAX_PART_RETRIES = 3;
/** While the connection is down, a part is tried again after 1 s, 2 s, 4 s … and at most every 30 s (sooner when the browser is back online). */
export const MAX_CONNECTION_RETRY_DELAY_MS = 30_000;
export const defaultConnectionRetryDelayMs = (attempt: number) =>
  attempt <= 1 ? 0 : Math.min(1000 * 2 ** (attempt - 2), MAX_CONNECTION_RETRY_DELAY_MS);

/** Whether the browser thinks it is online, and a way to hear when it comes back. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on the browser's `online` event; answers the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export const browserConnectivity: Connectivity = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  onOnline: (listener) => {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

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
  /**
   * Progress of the whole file: the bytes of parts the server has acknowledged (what the bar shows as
   * done, never more than is stored), and the bytes sent so far including parts still in flight.
   */
  onProgress: (acknowledgedBytes: number, sentBytes: number) => void;
  /** True while a part waits for the connection to come back; false once parts move again. */
  onConnectionWait?: (isWaiting: boolean) => void;
  connectivity?: Connectivity;
  connectionRetryDelayMs?: (attempt: number) => number;
  /** Parts the server already holds (a resumed upload): not sent again. */
  alreadyUploaded?: readonly UploadedPart[];
  /** Each part the server acknowledges, as it does (to remember it for a resume). */
  onPartUploaded?: (part: UploadedPart) => void;
  concurrency?: number;
  stallTimeoutMs?: number;
  maxRetries?: number;
  retryDelayMs?: (attempt: number) => number;
  logger?: Pick<Console, 'warn'>;
}

/**
 * Sends a file's parts and answers their ETags sorted by number. Part 1 goes first, alone: it holds
 * the file's head, which the server checks before taking more (a forbidden type ends the upload
 * after one part); then the rest, `concurrency` at a time.
 *
 * A lost connection is not a failure: a part that gets no answer (network error) or stalls is tried
 * again with backoff, and at once when the browser is back online, for as long as the server keeps
 * the upload open. A 5xx answer is tried `maxRetries` times; any other answer from the server (4xx:
 * the upload is over, or refused) fails at once, and the first part that fails for good stops the others.
 */
export async function uploadParts(options: UploadPartsOptions): Promise<UploadedPart[]> {
  const {
    file,
    transport,
    getPartUrl,
    onProgress,
    concurrency = DEFAULT_PART_CONCURRENCY,
    stallTimeoutMs = DEFAULT_STALL_TIMEOUT_MS,
    maxRetries = DEFAULT_MAX_PART_RETRIES,
    retryDelayMs = defaultRetryDelayMs,
    connectionRetryDelayMs = defaultConnectionRetryDelayMs,
    connectivity = browserConnectivity,
    logger = console,
  } = options;
  const known = new Map((options.alreadyUploaded ?? []).map((part) => [part.number, part]));
  const allParts = splitIntoParts(file.size, options.partSize);
  const parts = allParts.filter((part) => !known.has(part.number));
  const sent = new Map<number, number>();
  let acknowledged = allParts.filter((part) => known.has(part.number)).reduce((total, part) => total + part.end - part.start, 0);
  const report = () => {
    let inFlight = 0;
    for (const value of sent.values()) inFlight += value;
    onProgress(acknowledged, acknowledged + inFlight);
  };
  const reportSent = (partNumber: number, bytes: number) => {
    sent.set(partNumber, bytes);
    report();
  };
  const reportAcknowledged = (part: FilePart) => {
    sent.delete(part.number);
    acknowledged += part.end - part.start;
    report();
  };
  // Parts waiting for the connection; the file "waits" while any does.
  let waitingParts = 0;
  const setWaiting = (delta: number) => {
    const wasWaiting = waitingParts > 0;
    waitingParts += delta;
    if (wasWaiting !== waitingParts > 0) options.onConnectionWait?.(waitingParts > 0);
  };

  /** Waits before trying a part again after a lost connection: the backoff, cut short by the `online` event. */
  async function waitForConnection(attempt: number) {
    const delay = connectionRetryDelayMs(attempt);
    if (delay <= 0 && connectivity.isOnline()) return;
    await new Promise<void>((resolve, reject) => {
      if (batch.signal.aborted) return reject(new UploadCanceledError());
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        batch.signal.removeEventListener('abort', onAbort);
      };
      const timer = setTimeout(
        () => {
          done();
          resolve();
        },
        Math.max(delay, 0),
      );
      const unsubscribe = connectivity.onOnline(() => {
        done();
        resolve();
      });
      const onAbort = () => {
        done();
        reject(new UploadCanceledError());
      };
      batch.signal.addEventListener('abort', onAbort, { once: true });
    });
  }

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
          reportSent(part.number, Math.min(bytes, part.end - part.start));
        },
      });
      reportAcknowledged(part);
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
    let serverRetries = 0;
    let connectionAttempts = 0;
    let isWaiting = false;
    const waiting = (value: boolean) => {
      if (value !== isWaiting) setWaiting(value ? 1 : -1);
      isWaiting = value;
    };
    try {
      for (;;) {
        if (batch.signal.aborted) throw new UploadCanceledError();
        try {
          const url = await getPartUrl(part.number);
          const etag = await sendOnce(part, url);
          options.onPartUploaded?.({ number: part.number, etag });
          return { number: part.number, etag };
        } catch (error) {
          reportSent(part.number, 0);
          if (error instanceof UploadCanceledError || batch.signal.aborted) throw new UploadCanceledError();
          if (isConnectionLoss(error)) {
            if (error instanceof PartStalledError) logger.warn('Upload timeout', { fileName: file.name, partNumber: part.number });
            connectionAttempts += 1;
            // A first stall is tried again at once; after that, or when offline, the row says it waits.
            if (connectionAttempts > 1 || !connectivity.isOnline()) waiting(true);
            await waitForConnection(connectionAttempts);
            continue;
          }
          if (isRetryablePartError(error) && serverRetries < maxRetries) {
            serverRetries += 1;
            await waitFor(retryDelayMs(serverRetries), batch.signal);
            continue;
          }
          throw error;
        }
      }
    } finally {
      waiting(false);
    }
  }

  const results: UploadedPart[] = [...known.values()].filter((part) => allParts.some((candidate) => candidate.number === part.number));
  if (known.size > 0) report();
  let next = 0;
  let failure: unknown = null;
  async function work(until: number) {
    while (next < until && !batch.signal.aborted) {
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
    // Part 1 alone first (unless the server has it already), then the rest.
    if (parts[0]?.number === 1) await work(1);
    await Promise.all(Array.from({ length: Math.min(concurrency, parts.length - next) }, () => work(parts.length)));
  } finally {
    options.signal.removeEventListener('abort', stopBatch);
  }
  if (options.signal.aborted) throw new UploadCanceledError();
  if (failure !== null) throw failure;
  return results.sort((left, right) => left.number - right.number);
}

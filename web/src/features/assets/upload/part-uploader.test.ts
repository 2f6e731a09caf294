import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_DRAIN_BYTES_PER_SECOND, splitIntoParts, uploadParts, type UploadPartsOptions } from './part-uploader';
import { PartHttpError, PartNetworkError, UploadCanceledError } from './upload-errors';
import { AutoTransport, ControlledTransport, createFakeFile, flushPromises } from './upload-fakes';
import type { PartTransport } from './upload-types';

const MB = 1_000_000;
const PART = 40 * MB;

function startUpload(transport: PartTransport, fileSize: number, overrides: Partial<UploadPartsOptions> = {}) {
  const urls: number[] = [];
  const progress: number[] = [];
  const sentProgress: number[] = [];
  const waits: boolean[] = [];
  const controller = new AbortController();
  const logger = { warn: vi.fn() };
  const promise = uploadParts({
    file: createFakeFile('clip.mp4', fileSize, 'video/mp4'),
    partSize: PART,
    transport,
    signal: controller.signal,
    getPartUrl: async (partNumber) => {
      urls.push(partNumber);
      return `https://storage.test/u?part=${partNumber}&n=${urls.length}`;
    },
    onProgress: (acknowledged, sent) => {
      progress.push(acknowledged);
      sentProgress.push(sent);
    },
    onConnectionWait: (isWaiting) => waits.push(isWaiting),
    retryDelayMs: () => 0,
    logger,
    ...overrides,
  });
  return { promise, urls, progress, sentProgress, waits, controller, logger };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('splitIntoParts', () => {
  it('cuts 40,000,000-byte parts, the last one shorter', () => {
    expect(splitIntoParts(100_000_001, PART)).toEqual([
      { number: 1, start: 0, end: 40_000_000 },
      { number: 2, start: 40_000_000, end: 80_000_000 },
      { number: 3, start: 80_000_000, end: 100_000_001 },
    ]);
    expect(splitIntoParts(80_000_000, PART)).toHaveLength(2);
    expect(splitIntoParts(12, PART)).toEqual([{ number: 1, start: 0, end: 12 }]);
  });

  it('sends an empty file as one empty part', () => {
    expect(splitIntoParts(0, PART)).toEqual([{ number: 1, start: 0, end: 0 }]);
  });
});

describe('uploadParts', () => {
  it('answers the etags sorted by part number, with every part sent once', async () => {
    const transport = new AutoTransport();
    const { promise, urls } = startUpload(transport, 12 * PART + 5);
    const parts = await promise;
    expect(parts.map((part) => part.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(parts[0]).toEqual({ number: 1, etag: '"etag-1"' });
    expect([...urls].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('never sends more than 5 parts at once', async () => {
    const transport = new AutoTransport();
    await startUpload(transport, 20 * PART).promise;
    expect(transport.maxInFlight).toBe(5);

    const controlled = new ControlledTransport();
    const { promise } = startUpload(controlled, 9 * PART);
    await flushPromises();
    // Part 1 goes alone (the server checks the file's head in it), then five at a time.
    expect(controlled.pending.map((part) => part.partNumber)).toEqual([1]);
    controlled.pending[0]!.succeed();
    await flushPromises();
    expect(controlled.pending).toHaveLength(5);
    controlled.pending[0]!.succeed();
    await flushPromises();
    expect(controlled.pending).toHaveLength(5);
    while (controlled.pending.length > 0) {
      controlled.pending[0]!.succeed();
      await flushPromises();
    }
    await promise;
    expect(controlled.maxInFlight).toBe(5);
    expect(controlled.sent).toHaveLength(9);
  });

  it('counts as done only the bytes of parts the server acknowledged, and shows the rest as sent', async () => {
    const transport = new ControlledTransport();
    const { promise, progress, sentProgress } = startUpload(transport, 2 * PART + 10 * MB);
    await flushPromises();
    transport.pending[0]!.progress(PART);
    expect([progress.at(-1), sentProgress.at(-1)]).toEqual([0, PART]);
    transport.pending[0]!.succeed();
    await flushPromises();
    transport.pending[0]!.progress(20 * MB);
    transport.pending[1]!.progress(5 * MB);
    expect([progress.at(-1), sentProgress.at(-1)]).toEqual([PART, PART + 25 * MB]);
    // A part that fails gives back its sent bytes; the done bytes never go back.
    transport.pending[0]!.fail(new PartNetworkError());
    await flushPromises();
    expect([progress.at(-1), sentProgress.at(-1)]).toEqual([PART, PART + 5 * MB]);
    expect(Math.max(...progress)).toBe(PART);
    while (transport.pending.length > 0) {
      transport.pending[0]!.succeed();
      await flushPromises();
    }
    await promise;
    expect(progress.at(-1)).toBe(2 * PART + 10 * MB);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('aborts a part that makes no progress for 120 s and tries it once more with a fresh URL', async () => {
    vi.useFakeTimers();
    const transport = new ControlledTransport();
    const { promise, urls, logger } = startUpload(transport, 1000);
    await vi.advanceTimersByTimeAsync(0);
    const first = transport.pending[0]!;
    await vi.advanceTimersByTimeAsync(119_999);
    expect(first.isAborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.isAborted()).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith('Upload timeout', expect.objectContaining({ partNumber: 1 }));
    expect(urls).toEqual([1, 1]);
    transport.pending[0]!.succeed('"second"');
    await expect(promise).resolves.toEqual([{ number: 1, etag: '"second"' }]);
  });

  it('once every byte has left the browser, waits for the answer as long as the bytes may take to drain', async () => {
    vi.useFakeTimers();
    const transport = new ControlledTransport();
    const { promise, urls } = startUpload(transport, PART);
    await vi.advanceTimersByTimeAsync(0);
    const part = transport.pending[0]!;
    // The operating system took the whole part at once (its buffers); the link is slow.
    part.progress(PART);
    const drainMs = (PART / MIN_DRAIN_BYTES_PER_SECOND) * 1000;
    await vi.advanceTimersByTimeAsync(drainMs - 1);
    expect(part.isAborted()).toBe(false);
    part.succeed('"slow"');
    await expect(promise).resolves.toEqual([{ number: 1, etag: '"slow"' }]);
    expect(urls).toEqual([1]);
  });

  it('gives up waiting for the answer after the drain allowance', async () => {
    vi.useFakeTimers();
    const transport = new ControlledTransport();
    const { promise } = startUpload(transport, PART);
    await vi.advanceTimersByTimeAsync(0);
    const first = transport.pending[0]!;
    first.progress(PART);
    await vi.advanceTimersByTimeAsync((PART / MIN_DRAIN_BYTES_PER_SECOND) * 1000);
    expect(first.isAborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    transport.pending[0]!.succeed('"again"');
    await expect(promise).resolves.toEqual([{ number: 1, etag: '"again"' }]);
  });

  it('keeps trying a part that stalls again, says it waits for the connection, and goes on when it is back', async () => {
    vi.useFakeTimers();
    const transport = new ControlledTransport();
    const { promise, urls, waits } = startUpload(transport, 1000);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(urls).toEqual([1, 1]);
    expect(waits).toEqual([true]);
    // Backoff before the third try: 1 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(urls).toEqual([1, 1, 1]);
    transport.pending[0]!.succeed('"third"');
    await expect(promise).resolves.toEqual([{ number: 1, etag: '"third"' }]);
    expect(waits).toEqual([true, false]);
  });

  it('while offline, waits for the browser to be back online and then sends at once', async () => {
    vi.useFakeTimers();
    let isOnline = true;
    const listeners = new Set<() => void>();
    const connectivity = {
      isOnline: () => isOnline,
      onOnline: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const transport = new ControlledTransport();
    const { promise, urls, waits } = startUpload(transport, 1000, { connectivity });
    await vi.advanceTimersByTimeAsync(0);
    isOnline = false;
    transport.pending[0]!.fail(new PartNetworkError());
    // Twenty minutes without a connection: the part waits (at most every 30 s it looks again) and never fails.
    for (let minute = 0; minute < 20; minute++) {
      await vi.advanceTimersByTimeAsync(60_000);
      for (const part of [...transport.pending]) part.fail(new PartNetworkError());
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(waits).toEqual([true]);
    const triesWhileOffline = urls.length;
    expect(triesWhileOffline).toBeLessThan(60);
    isOnline = true;
    for (const listener of [...listeners]) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(urls.length).toBe(triesWhileOffline + 1);
    transport.pending[0]!.succeed('"back"');
    await expect(promise).resolves.toEqual([{ number: 1, etag: '"back"' }]);
    expect(waits).toEqual([true, false]);
  });

  it('lets a slow part finish as long as progress keeps coming (5 Mbit/s takes 64 s per part)', async () => {
    vi.useFakeTimers();
    const transport = new ControlledTransport();
    const { promise } = startUpload(transport, PART);
    await vi.advanceTimersByTimeAsync(0);
    const part = transport.pending[0]!;
    // Ten minutes in all, one progress event every 100 s: never 120 s without progress.
    for (let second = 100; second <= 600; second += 100) {
      await vi.advanceTimersByTimeAsync(100_000);
      part.progress((second / 600) * PART);
    }
    expect(part.isAborted()).toBe(false);
    part.succeed();
    await expect(promise).resolves.toHaveLength(1);
    expect(transport.sent).toHaveLength(1);
  });

  it('retries a 5xx answer 3 times, each with a fresh URL, then fails', async () => {
    const transport = new AutoTransport(() => 503);
    const delays: number[] = [];
    const { promise, urls } = startUpload(transport, 1000, {
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PartHttpError);
    expect(transport.attempts.get(1)).toBe(4);
    expect(urls).toEqual([1, 1, 1, 1]);
    expect(delays).toEqual([1, 2, 3]);
  });

  it('recovers when a network error clears up', async () => {
    const transport = new AutoTransport((_part, attempt) => (attempt < 3 ? 'network' : 'ok'));
    await expect(startUpload(transport, 1000, { connectionRetryDelayMs: () => 0 }).promise).resolves.toEqual([
      { number: 1, etag: '"etag-1"' },
    ]);
    expect(transport.attempts.get(1)).toBe(3);
  });

  it('does not retry a 4xx answer, and stops the other parts', async () => {
    const transport = new AutoTransport((part) => (part === 2 ? 403 : 'ok'));
    const error = await startUpload(transport, 3 * PART).promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PartHttpError);
    expect((error as PartHttpError).status).toBe(403);
    expect(transport.attempts.get(2)).toBe(1);
  });

  it('aborts every part in flight when cancelled', async () => {
    const transport = new ControlledTransport();
    const { promise, controller } = startUpload(transport, 4 * PART);
    await flushPromises();
    transport.pending[0]!.succeed();
    await flushPromises();
    const inFlight = [...transport.pending];
    expect(inFlight).toHaveLength(3);
    controller.abort();
    await expect(promise).rejects.toBeInstanceOf(UploadCanceledError);
    expect(inFlight.every((part) => part.isAborted())).toBe(true);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { datasyncFile, IO_CHUNK_BYTES, readTextIfExists } from './local-files.js';

/**
 * An unfinished upload on disk: the directory `uploads/<uploadId>` holds one `data` file the parts
 * are written into at their offsets, and a record per part that has fully arrived; with the
 * per-process coordination of the writes (one writer per part, completion stopping the writes,
 * shared fsyncs).
 */

export const DATA_FILE = 'data';

/** A part body went past the size the caller allows; the partial file is already removed. */
export class PartTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`A part may hold at most ${maxBytes} bytes.`);
    this.name = 'PartTooLargeError';
  }
}

/** A part number past the end of the upload's declared file; nothing was written. */
export class PartPastEndError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartPastEndError';
  }
}

/** S3 compares ETags without their quotes; so does this adapter. */
export function unquoteEtag(etag: string): string {
  return etag.trim().replace(/"/g, '');
}

export interface PartRecord {
  etag: string;
  offset: number;
  size: number;
}

export function partRecordPath(directory: string, partNumber: number): string {
  return path.join(directory, `${partNumber}.json`);
}

export async function readPartRecord(directory: string, partNumber: number): Promise<PartRecord | null> {
  const text = await readTextIfExists(partRecordPath(directory, partNumber));
  if (text === null) return null;
  const record = JSON.parse(text) as PartRecord;
  return typeof record.etag === 'string' && Number.isSafeInteger(record.offset) && Number.isSafeInteger(record.size) ? record : null;
}

/**
 * Writes `body` into `filePath` (created if need be) from `offset` on, in big batches, and returns
 * the byte count. Refuses (PartTooLargeError) before writing a byte past `maxBytes`, so a part
 * never spills into the next part's region.
 */
export async function writeAtOffset(
  filePath: string,
  body: AsyncIterable<Buffer>,
  offset: number,
  maxBytes: number,
  signal: AbortSignal,
): Promise<number> {
  signal.throwIfAborted();
  const handle = await fs.open(filePath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  try {
    let written = 0;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (batchBytes === 0) return;
      // writev: the request's chunks go to the file as they are, without copying them together.
      const { bytesWritten } = await handle.writev(batch, offset + written);
      if (bytesWritten < batchBytes) {
        const rest = Buffer.concat(batch, batchBytes).subarray(bytesWritten);
        for (let done = 0; done < rest.length;) {
          done += (await handle.write(rest, done, rest.length - done, offset + written + bytesWritten + done)).bytesWritten;
        }
      }
      written += batchBytes;
      batch = [];
      batchBytes = 0;
    };
    try {
      for await (const chunk of body) {
        signal.throwIfAborted();
        if (written + batchBytes + chunk.length > maxBytes) throw new PartTooLargeError(maxBytes);
        batch.push(chunk);
        batchBytes += chunk.length;
        if (batchBytes >= IO_CHUNK_BYTES) await flush();
      }
    } catch (error) {
      signal.throwIfAborted();
      throw error;
    }
    await flush();
    signal.throwIfAborted();
    return written;
  } finally {
    await handle.close();
  }
}

export function partLockKey(uploadId: string, partNumber: number): string {
  return `${uploadId}/${partNumber}`;
}

/** Runs one task per key at a time, in call order. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/** The part writes in progress per upload, so that completing an upload can stop them first. */
export class ActiveWrites {
  private readonly writes = new Map<string, Set<{ body: Readable; controller: AbortController; done: Promise<unknown> }>>();

  async track<T>(uploadId: string, body: Readable, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const done = task(controller.signal);
    const entry = { body, controller, done: done.catch(() => undefined) };
    let entries = this.writes.get(uploadId);
    if (!entries) this.writes.set(uploadId, (entries = new Set()));
    entries.add(entry);
    try {
      return await done;
    } finally {
      entries.delete(entry);
      if (entries.size === 0 && this.writes.get(uploadId) === entries) this.writes.delete(uploadId);
    }
  }

  async stop(uploadId: string): Promise<void> {
    const entries = [...(this.writes.get(uploadId) ?? [])];
    for (const entry of entries) {
      entry.controller.abort(new Error('The upload is being completed.'));
      // Without an error: an 'error' event nobody listens to yet would be an uncaught exception.
      entry.body.destroy();
    }
    await Promise.all(entries.map((entry) => entry.done));
  }
}

/**
 * fdatasync of an upload's data file, shared: parts that finish together wait for one sync that
 * started after their bytes were written, instead of queueing one sync each.
 */
export class CoalescedSyncs {
  private readonly states = new Map<string, { running: Promise<void> | null; next: Promise<void> | null }>();

  sync(uploadId: string, filePath: string): Promise<void> {
    let state = this.states.get(uploadId);
    if (!state) this.states.set(uploadId, (state = { running: null, next: null }));
    const current = state;
    const start = (): Promise<void> => {
      const running = datasyncFile(filePath).finally(() => {
        if (current.running === running) current.running = null;
        if (!current.running && !current.next && this.states.get(uploadId) === current) this.states.delete(uploadId);
      });
      current.running = running;
      return running;
    };
    if (!current.running) return start();
    current.next ??= current.running
      .catch(() => undefined)
      .then(() => {
        current.next = null;
        return start();
      });
    return current.next;
  }
}

import path from 'node:path';
import { FileHash } from './hash-worker.js';
import { MAX_PART_NUMBER } from './local-keys.js';
import { DATA_FILE, readPartRecord } from './local-parts.js';

/** The sha256 state of an upload's data file over its first `hashedBytes`, and the part writes it covers. */
export interface HashedPrefix {
  hash: FileHash;
  hashedBytes: number;
  /** ETag of each part hashed, by part number. */
  etags: Map<number, string>;
}

/**
 * The sha256 of each open upload's data file, computed while its parts arrive: after a part is
 * recorded, the parts that now continue the hashed prefix are read back (from the page cache, under
 * their part lock, so no rewrite runs meanwhile) and hashed. Completion then hashes only what is
 * left, usually nothing, instead of reading the whole file after the last byte has arrived. A part
 * rewritten inside the prefix starts it again. Per process, like the locks: after a restart the
 * upload's completion hashes the whole file.
 */
export class PrefixHashes {
  private readonly states = new Map<string, HashedPrefix & { tail: Promise<void>; queued: number; isStale: boolean }>();

  /** Drops the prefix if it reaches past `offset` (that region is about to be written again). */
  forgetFrom(uploadId: string, offset: number): void {
    const state = this.states.get(uploadId);
    if (state && state.hashedBytes > offset) this.forget(uploadId);
  }

  forget(uploadId: string): void {
    const state = this.states.get(uploadId);
    if (!state) return;
    state.isStale = true;
    this.states.delete(uploadId);
    // After the hashing queued for it, which may still be feeding the worker.
    void state.tail.then(() => state.hash.drop());
  }

  /** Hashes the recorded parts that continue the prefix; runs after any hashing already queued. */
  advance(
    uploadId: string,
    underPartLock: <T>(partNumber: number, task: () => Promise<T>) => Promise<T>,
    upload: { directory: string; partSize: number },
  ): void {
    let state = this.states.get(uploadId);
    if (!state) {
      state = { hash: new FileHash(), hashedBytes: 0, etags: new Map(), tail: Promise.resolve(), queued: 0, isStale: false };
      this.states.set(uploadId, state);
    }
    const current = state;
    // Runs only inside the queue below, so the prefix does not move between here and the hashing.
    const hashNextPart = (partNumber: number) =>
      underPartLock(partNumber, async () => {
        const record = await readPartRecord(upload.directory, partNumber);
        if (current.isStale || !record || record.offset !== current.hashedBytes || record.size === 0) return false;
        await current.hash.feed(path.join(upload.directory, DATA_FILE), record.offset, record.offset + record.size);
        current.hashedBytes += record.size;
        current.etags.set(partNumber, record.etag);
        return true;
      });
    current.queued++;
    current.tail = current.tail.then(async () => {
      current.queued--;
      try {
        // Only whole parts continue the prefix: a shorter part is the last one.
        while (!current.isStale && current.hashedBytes % upload.partSize === 0 && current.hashedBytes / upload.partSize < MAX_PART_NUMBER) {
          if (!(await hashNextPart(current.hashedBytes / upload.partSize + 1))) break;
        }
      } catch {
        // A read failed: forget the prefix; completion hashes the file itself.
        current.isStale = true;
      }
      // Nothing hashed and nothing queued (a part other than the next arrived, or the upload is gone): keep no state.
      const isUseless = current.isStale || (current.hashedBytes === 0 && current.queued === 0);
      if (isUseless && this.states.get(uploadId) === current) {
        this.states.delete(uploadId);
        current.hash.drop();
      }
    });
  }

  /** The upload's prefix once its queued hashing is done, removed from the table; null if there is none. */
  async take(uploadId: string): Promise<HashedPrefix | null> {
    const state = this.states.get(uploadId);
    if (!state) return null;
    this.states.delete(uploadId);
    await state.tail;
    if (!state.isStale) return state;
    state.hash.drop();
    return null;
  }
}

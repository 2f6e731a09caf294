import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../test/pglite-template.js';
import { createTestDatabase } from '../../test/databases.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import {
  claimNextJob,
  completeJob,
  enqueueJob,
  failJob,
  JobDeferredError,
  type JobHandler,
  type JobHandlers,
  JobTimeLimitError,
  pruneEndedJobs,
} from './queue.js';
import { JobWorker } from './worker.js';

const log = pino({ level: 'silent' });

async function openEngine(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-jobs-'));
  const database = kind === 'postgres' ? await createTestDatabase() : null;
  if (!database) await prepareMigratedDataDir(dataDir);
  const handle = await openDatabase({ databaseUrl: database?.url, dataDir, poolSize: 4, logger: log });
  await handle.migrate();
  return {
    handle,
    close: async () => {
      await handle.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function findJob(db: Database, id: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job!;
}

function handlersWith(run: JobHandler<'processAsset'>['run'], options: Omit<JobHandler<'processAsset'>, 'run'> = {}): JobHandlers {
  return { processAsset: { run, ...options }, cleanupUploads: { run: async () => {} } };
}

/** A handler that never finishes and ignores its signal: the worst a hung decoder can do. */
const hangForever = () => new Promise<void>(() => {});

/** Resolves to what settled first: the promise ('settled') or a generous safety bound ('still waiting'). */
function settledWithin(promise: Promise<unknown>, milliseconds: number) {
  return Promise.race([
    promise.then(() => 'settled'),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), milliseconds).unref()),
  ]);
}

describe.each(['pglite', 'postgres'] as const)('job queue on %s', (kind) => {
  let engine: Awaited<ReturnType<typeof openEngine>>;
  let db: Database;
  beforeAll(async () => {
    engine = await openEngine(kind);
    db = engine.handle.db;
  });
  afterAll(() => engine?.close());
  beforeEach(async () => {
    await db.delete(jobs);
  });

  it('removes done jobs after a week and failed ones after a month, never pending or running ones', async () => {
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    const rows = [
      { name: 'processAsset', status: 'done', updatedAt: daysAgo(8) },
      { name: 'processAsset', status: 'done', updatedAt: daysAgo(2) },
      { name: 'processAsset', status: 'failed', updatedAt: daysAgo(8) },
      { name: 'processAsset', status: 'failed', updatedAt: daysAgo(31) },
      { name: 'processAsset', status: 'pending', updatedAt: daysAgo(60) },
      { name: 'processAsset', status: 'running', updatedAt: daysAgo(60) },
    ] as const;
    for (const row of rows)
      await db.insert(jobs).values({ name: row.name, status: row.status, updatedAt: row.updatedAt as unknown as Date });
    expect(await pruneEndedJobs(db, { doneDays: 7, failedDays: 30 })).toBe(2);
    const left = await db.select({ status: jobs.status }).from(jobs).orderBy(jobs.status);
    expect(left.map((job) => job.status)).toEqual(['done', 'failed', 'pending', 'running']);
  });

  it('enqueues, claims and completes a job', async () => {
    const id = await enqueueJob(db, 'processAsset', { assetId: 'a1' });
    expect(id).toBeTruthy();

    const job = await claimNextJob(db, ['processAsset'], 60);
    expect(job).toMatchObject({ id, name: 'processAsset', payload: { assetId: 'a1' }, status: 'running', attempts: 1 });
    expect(job!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await claimNextJob(db, ['processAsset'], 60)).toBeNull();

    expect(await completeJob(db, job!)).toBe(true);
    expect(await findJob(db, id!)).toMatchObject({ status: 'done', lockedUntil: null });
    expect(await claimNextJob(db, ['processAsset'], 60)).toBeNull();
  });

  it('claims only the names asked for, and only jobs that are due', async () => {
    await enqueueJob(db, 'cleanupUploads', {});
    await enqueueJob(db, 'processAsset', { assetId: 'later' }, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await claimNextJob(db, ['processAsset'], 60)).toBeNull();
    expect(await claimNextJob(db, [], 60)).toBeNull();
    expect(await claimNextJob(db, ['processAsset', 'cleanupUploads'], 60)).toMatchObject({ name: 'cleanupUploads' });
  });

  it('never hands the same job to two concurrent claims', async () => {
    const first = await enqueueJob(db, 'processAsset', { assetId: 'a1' }, { runAt: new Date(Date.now() - 2000) });
    const second = await enqueueJob(db, 'processAsset', { assetId: 'a2' }, { runAt: new Date(Date.now() - 1000) });
    const claims = await Promise.all([claimNextJob(db, ['processAsset'], 60), claimNextJob(db, ['processAsset'], 60)]);
    expect(claims.map((job) => job?.id).sort()).toEqual([first, second].sort());

    await db.delete(jobs);
    const only = await enqueueJob(db, 'processAsset', { assetId: 'a3' });
    const race = await Promise.all([claimNextJob(db, ['processAsset'], 60), claimNextJob(db, ['processAsset'], 60)]);
    expect(race.filter(Boolean).map((job) => job!.id)).toEqual([only]);
  });

  it('retries a failing handler with backoff, then marks the job failed with its last error', async () => {
    let calls = 0;
    const failures: unknown[] = [];
    const worker = new JobWorker({
      db,
      log,
      handlers: handlersWith(
        async () => {
          calls += 1;
          throw new Error(`render failed #${calls}`);
        },
        { onFailed: async (_payload, error) => void failures.push(error) },
      ),
    });
    const id = (await enqueueJob(db, 'processAsset', { assetId: 'a1' }, { maxAttempts: 2 }))!;

    await worker.runUntilIdle();
    const retried = await findJob(db, id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'render failed #1', lockedUntil: null });
    // 10 s · 2^1 after the first attempt.
    expect(retried.runAt.getTime()).toBeGreaterThan(Date.now() + 15_000);

    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await worker.runUntilIdle();
    expect(await findJob(db, id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'render failed #2' });
    expect(calls).toBe(2);
    expect(failures).toEqual([new Error('render failed #2')]);
  });

  it('lets another worker reclaim a job whose lock expired, and ignores the stale worker', async () => {
    const id = await enqueueJob(db, 'processAsset', { assetId: 'a1' });
    const crashed = (await claimNextJob(db, ['processAsset'], 60))!;
    expect(await claimNextJob(db, ['processAsset'], 60)).toBeNull();

    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id!));
    const reclaimed = (await claimNextJob(db, ['processAsset'], 60))!;
    expect(reclaimed).toMatchObject({ id, status: 'running', attempts: 2 });

    // The first claim is no longer current: its outcome must not overwrite the new attempt's.
    expect(await completeJob(db, crashed)).toBe(false);
    expect(await failJob(db, crashed, new Error('late'))).toBeNull();
    expect(await completeJob(db, reclaimed)).toBe(true);
    expect(await findJob(db, id!)).toMatchObject({ status: 'done', lastError: null });
  });

  it('abandons a job whose every attempt ended with an expired lock', async () => {
    let calls = 0;
    const failures: string[] = [];
    const worker = new JobWorker({
      db,
      log,
      handlers: handlersWith(async () => void (calls += 1), {
        onFailed: async (_payload, error, job) => void failures.push(`${job.id}: ${(error as Error).message}`),
      }),
    });
    const id = (await enqueueJob(db, 'processAsset', { assetId: 'a1' }, { maxAttempts: 1 }))!;
    await claimNextJob(db, ['processAsset'], 60);
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));

    await worker.runUntilIdle();
    expect(calls).toBe(0);
    expect(await findJob(db, id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await findJob(db, id)).lastError).toMatch(/no attempts remain/);
    expect(failures).toEqual([`${id}: The worker stopped or hung during every attempt; no attempts remain.`]);
  });

  it('puts a deferred job back at the time it asked for, its attempt not counted and its singleton key kept', async () => {
    let calls = 0;
    const runAt = new Date(Date.now() + 10 * 60_000);
    const worker = new JobWorker({
      db,
      log,
      handlers: handlersWith(async () => {
        calls += 1;
        if (calls === 1) throw new JobDeferredError(runAt, 'the network asked for 10 minutes');
      }),
    });
    const id = (await enqueueJob(db, 'processAsset', { assetId: 'a1' }, { maxAttempts: 1, singletonKey: 'deferred' }))!;

    await worker.runUntilIdle();
    const deferred = await findJob(db, id);
    expect(deferred).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(deferred.runAt.getTime()).toBe(runAt.getTime());
    expect(deferred.lastError).toMatch(/^Waiting until .+: the network asked for 10 minutes$/);
    // Not due yet, and still holding its key.
    expect(await claimNextJob(db, ['processAsset'], 60)).toBeNull();
    expect(await enqueueJob(db, 'processAsset', { assetId: 'a1' }, { singletonKey: 'deferred' })).toBeNull();

    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await worker.runUntilIdle();
    // Its one attempt was still there to use.
    expect(await findJob(db, id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(calls).toBe(2);
  });

  it('deduplicates by singleton key while a job is pending or running', async () => {
    const id = await enqueueJob(db, 'cleanupUploads', {}, { singletonKey: 'cleanup' });
    expect(id).toBeTruthy();
    expect(await enqueueJob(db, 'cleanupUploads', {}, { singletonKey: 'cleanup' })).toBeNull();

    const job = (await claimNextJob(db, ['cleanupUploads'], 60))!;
    expect(await enqueueJob(db, 'cleanupUploads', {}, { singletonKey: 'cleanup' })).toBeNull();

    await completeJob(db, job);
    const next = await enqueueJob(db, 'cleanupUploads', {}, { singletonKey: 'cleanup' });
    expect(next).toBeTruthy();
    expect(next).not.toBe(id);
    expect(await db.$count(jobs)).toBe(2);
  });

  it('enqueues nothing when the enqueuing transaction rolls back', async () => {
    await expect(
      db.transaction(async (transaction) => {
        expect(await enqueueJob(transaction, 'processAsset', { assetId: 'a1' })).toBeTruthy();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.$count(jobs)).toBe(0);
  });

  it('runs jobs in the background and waits for a running job on stop', async () => {
    const done: string[] = [];
    const worker = new JobWorker({
      db,
      log,
      pollMs: 20,
      concurrency: 2,
      handlers: handlersWith(async ({ assetId }) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        done.push(assetId);
      }),
    });
    worker.start();
    const first = (await enqueueJob(db, 'processAsset', { assetId: 'a1' }))!;
    await expect.poll(() => done.length, { timeout: 5000 }).toBe(1);

    const second = (await enqueueJob(db, 'processAsset', { assetId: 'a2' }))!;
    await expect.poll(async () => (await findJob(db, second)).status, { timeout: 5000, interval: 5 }).toBe('running');
    await worker.stop();
    expect(done).toEqual(['a1', 'a2']);
    expect((await findJob(db, first)).status).toBe('done');
    expect((await findJob(db, second)).status).toBe('done');
  });

  it('fails an attempt that runs past its time limit and moves on to the jobs behind it', async () => {
    const signals: AbortSignal[] = [];
    const failures: unknown[] = [];
    const done: string[] = [];
    const worker = new JobWorker({
      db,
      log,
      pollMs: 20,
      handlers: handlersWith(
        async ({ assetId }, { signal }) => {
          if (assetId === 'hung') {
            signals.push(signal);
            return hangForever();
          }
          done.push(assetId);
        },
        { timeLimitSeconds: 0.3, onFailed: async (_payload, error) => void failures.push(error) },
      ),
    });
    const hung = (await enqueueJob(db, 'processAsset', { assetId: 'hung' }, { maxAttempts: 1, runAt: new Date(Date.now() - 2000) }))!;
    const behind = (await enqueueJob(db, 'processAsset', { assetId: 'behind' }, { runAt: new Date(Date.now() - 1000) }))!;
    worker.start();
    try {
      await expect.poll(async () => (await findJob(db, behind)).status, { timeout: 10_000 }).toBe('done');
      expect(done).toEqual(['behind']);
      const failed = await findJob(db, hung);
      expect(failed).toMatchObject({ status: 'failed', lockedUntil: null });
      expect(failed.lastError).toMatch(/did not finish within its time limit of 0.3 s/);
      expect(signals[0]!.aborted).toBe(true);
      expect(failures).toEqual([expect.any(JobTimeLimitError)]);
    } finally {
      await worker.stop({ graceMs: 1000 });
    }
  });

  it('returns from stop within the grace period while a job hangs, and gives that job back untried', async () => {
    const signals: AbortSignal[] = [];
    const worker = new JobWorker({
      db,
      log,
      pollMs: 20,
      handlers: handlersWith(async (_payload, { signal }) => {
        signals.push(signal);
        return hangForever();
      }),
    });
    const id = (await enqueueJob(db, 'processAsset', { assetId: 'a1' }))!;
    worker.start();
    await expect.poll(async () => (await findJob(db, id)).status, { timeout: 5000 }).toBe('running');

    // A safety bound far above the grace period: today's stop() never returns at all.
    expect(await settledWithin(worker.stop({ graceMs: 500 }), 10_000)).toBe('settled');
    expect(signals[0]!.aborted).toBe(true);
    const released = await findJob(db, id);
    expect(released).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(released.lastError).toMatch(/worker shut down/);
    expect(released.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

/** PGlite has one connection; on PostgreSQL two connections really race for the same rows. */
describe('job claims on two PostgreSQL connections', () => {
  let engine: Awaited<ReturnType<typeof openEngine>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    engine = await openEngine('postgres');
    handle = engine.handle;
  });
  afterAll(() => engine?.close());
  beforeEach(async () => {
    await handle.db.delete(jobs);
  });

  it('skips a job another connection is claiming instead of waiting for it', async () => {
    const first = await enqueueJob(handle.db, 'processAsset', { assetId: 'a1' }, { runAt: new Date(Date.now() - 2000) });
    const second = await enqueueJob(handle.db, 'processAsset', { assetId: 'a2' }, { runAt: new Date(Date.now() - 1000) });
    await handle.db.transaction(async (transaction) => {
      // The claim is not committed: its row stays locked until the transaction ends. Without
      // SKIP LOCKED the claim below would wait for this transaction, which waits for it.
      const inTransaction = await claimNextJob(transaction, ['processAsset'], 60);
      expect(inTransaction?.id).toBe(first);
      const outside = await claimNextJob(handle.db, ['processAsset'], 60);
      expect(outside?.id).toBe(second);
      expect(await claimNextJob(handle.db, ['processAsset'], 60)).toBeNull();
    });
  });

  it('hands out each job exactly once to many concurrent claims', async () => {
    const ids = [];
    for (let index = 0; index < 12; index++) ids.push(await enqueueJob(handle.db, 'processAsset', { assetId: `a${index}` }));
    const claims = await Promise.all(Array.from({ length: 16 }, () => claimNextJob(handle.db, ['processAsset'], 60)));
    const claimed = claims.filter(Boolean).map((job) => job!.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(ids.sort());
  });
});

import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

/**
 * A small durable queue on the `jobs` table. Not pg-boss or graphile-worker: the embedded default
 * runs on PGlite (one connection, no LISTEN loop of its own), and a job must be enqueued in the
 * same transaction as the change that needs it, with the app's own Drizzle executor.
 */

/** Payload of each job, by name. */
export interface JobPayloads {
  processAsset: { assetId: string };
  cleanupUploads: Record<string, never>;
  sendNotificationEmail: { notificationId: string };
  /** The daily due-tomorrow reminders of action items (`day`: the day it runs for, YYYY-MM-DD). */
  remindDueActionItems: { day: string };
  /** One sync of an ad account (ad-networks): by hand ("Sync now") or by its schedule. */
  syncAdAccount: { adAccountId: string; trigger: 'manual' | 'schedule'; userId?: string | null };
  /** Re-detects creative fatigue in an application after its metrics changed (issue 19). */
  detectCreativeFatigue: { applicationId: string };
  /** Daily ad metrics of one network ad account (Meta insights, AppLovin asset report). */
  syncAdMetrics: { adAccountId: string };
}
export type JobName = keyof JobPayloads;
export type Job = typeof jobs.$inferSelect;
/** A worker claims only the jobs it has a handler for (a test worker may run a few kinds). */
export type JobHandlers = { [Name in JobName]?: (payload: JobPayloads[Name], job: Job) => Promise<void> };

/** Retry delay after a failed attempt: 10 s · 2^attempts, at most an hour. */
const BASE_RETRY_SECONDS = 10;
const MAX_RETRY_SECONDS = 3600;
/** last_error is for people reading the table, not a log: keep it short. */
const MAX_ERROR_LENGTH = 2000;

/**
 * Enqueues a job; pass the transaction of the change that needs it, so both commit or neither.
 * With a singleton key, nothing is enqueued while a pending or running job has the same key.
 * Returns the new job's id, or null when it was deduplicated.
 */
export async function enqueueJob<Name extends JobName>(
  executor: Executor,
  name: Name,
  payload: JobPayloads[Name],
  options: { singletonKey?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<string | null> {
  const [row] = await executor
    .insert(jobs)
    .values({
      name,
      payload,
      singletonKey: options.singletonKey ?? null,
      runAt: options.runAt,
      maxAttempts: options.maxAttempts ?? 3,
    })
    // Matches the partial unique index jobs_singleton_key (PostgreSQL needs its predicate to use it).
    .onConflictDoNothing({ target: jobs.singletonKey, where: sql`status in ('pending', 'running')` })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Claims the next due job in one statement: a pending job whose time has come, or a running one
 * whose lock expired (its worker died). SKIP LOCKED lets concurrent workers pass over a row another
 * one is claiming instead of waiting for it or taking it too. `attempts` is incremented here, so it
 * also serves as the claim's fencing token for completeJob / failJob / extendJobLock.
 */
export async function claimNextJob(executor: Executor, names: readonly JobName[], lockSeconds: number): Promise<Job | null> {
  if (names.length === 0) return null;
  const next = executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, [...names]),
        or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.status, 'running'), sql`${jobs.lockedUntil} < now()`)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await executor
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: secondsFromNow(lockSeconds),
      updatedAt: sql`now()`,
    })
    .where(sql`${jobs.id} = (${next})`)
    .returning();
  return job ?? null;
}

/** Keeps a long job's claim alive. False when the claim was lost (the lock expired and another worker took it). */
export async function extendJobLock(executor: Executor, job: Job, lockSeconds: number): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({ lockedUntil: secondsFromNow(lockSeconds), updatedAt: sql`now()` })
    .where(isCurrentClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a claimed job done. False when the claim was lost, and then nothing changes. */
export async function completeJob(executor: Executor, job: Job): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, updatedAt: sql`now()` })
    .where(isCurrentClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Removes ended jobs: done ones after `doneDays`, failed ones (kept longer, for diagnosis) after
 * `failedDays`. Returns how many went.
 */
export async function pruneEndedJobs(executor: Executor, options: { doneDays: number; failedDays: number }): Promise<number> {
  const rows = await executor
    .delete(jobs)
    .where(
      sql`(${jobs.status} = 'done' and ${jobs.updatedAt} < now() - make_interval(days => ${options.doneDays}))
        or (${jobs.status} = 'failed' and ${jobs.updatedAt} < now() - make_interval(days => ${options.failedDays}))`,
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Records a failed attempt: back to pending after a backoff while attempts remain, else failed.
 * Returns the new status, or null when the claim was lost (nothing changes then).
 */
export async function failJob(executor: Executor, job: Job, error: unknown): Promise<'pending' | 'failed' | null> {
  const lastError = describeError(error).slice(0, MAX_ERROR_LENGTH);
  const willRetry = job.attempts < job.maxAttempts;
  const delaySeconds = Math.min(BASE_RETRY_SECONDS * 2 ** job.attempts, MAX_RETRY_SECONDS);
  const rows = await executor
    .update(jobs)
    .set(
      willRetry
        ? { status: 'pending', runAt: secondsFromNow(delaySeconds), lockedUntil: null, lastError, updatedAt: sql`now()` }
        : { status: 'failed', lockedUntil: null, lastError, updatedAt: sql`now()` },
    )
    .where(isCurrentClaim(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) return null;
  return willRetry ? 'pending' : 'failed';
}

function isCurrentClaim(job: Job) {
  return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
}

function secondsFromNow(seconds: number) {
  return sql`now() + (${Math.round(seconds)}::integer * interval '1 second')`;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Runs jobs from the table. Any number of workers, in any number of processes, may run at once.
 * A handler may run more than once for the same job (a process dies after the work but before
 * completeJob), so handlers must be idempotent.
 */
export class JobWorker {
  private readonly db: Database;
  private readonly log: JobLogger;
  private readonly handlers: JobHandlers;
  private readonly names: JobName[];
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly lockSeconds: number;
  private readonly onJobFailed?: (job: Job, error: unknown) => Promise<void>;
  private loops: Promise<void>[] = [];
  private isStopping = false;
  private readonly sleepers = new Set<() => void>();

  constructor(options: {
    db: Database;
    log: JobLogger;
    handlers: JobHandlers;
    pollMs?: number;
    concurrency?: number;
    /** How long a claim lasts without a heartbeat; a running job extends it every third of that. */
    lockSeconds?: number;
    /**
     * Called once a job has failed for good, including one abandoned after its worker died on every
     * attempt (its handler never learns of that), so the record it was for need not stay "processing".
     */
    onJobFailed?: (job: Job, error: unknown) => Promise<void>;
  }) {
    this.db = options.db;
    this.log = options.log;
    this.handlers = options.handlers;
    this.names = Object.keys(options.handlers) as JobName[];
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.lockSeconds = Math.max(3, options.lockSeconds ?? 300);
    this.onJobFailed = options.onJobFailed;
  }

  start(): void {
    if (this.loops.length > 0) return;
    this.isStopping = false;
    for (let index = 0; index < this.concurrency; index++) this.loops.push(this.poll());
  }

  /** Stops claiming and waits for the jobs that are running to finish. */
  async stop(): Promise<void> {
    this.isStopping = true;
    for (const wake of [...this.sleepers]) wake();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Runs every job that is due now, one at a time, and returns when none is left (for tests and scripts). */
  async runUntilIdle(): Promise<void> {
    for (;;) {
      const job = await claimNextJob(this.db, this.names, this.lockSeconds);
      if (!job) return;
      await this.runJob(job);
    }
  }

  private async poll(): Promise<void> {
    while (!this.isStopping) {
      let job: Job | null = null;
      try {
        job = await claimNextJob(this.db, this.names, this.lockSeconds);
      } catch (error) {
        this.log.error({ err: error }, 'could not claim a job');
      }
      if (job) await this.runJob(job);
      else await this.sleep(this.pollMs);
    }
  }

  private async runJob(job: Job): Promise<void> {
    const context = { jobId: job.id, jobName: job.name, attempt: job.attempts, maxAttempts: job.maxAttempts };
    try {
      if (job.attempts > job.maxAttempts) {
        // Every attempt ended with its lock expiring: a job that kills or hangs its worker
        // (e.g. a file that exhausts memory) must not be retried forever.
        const error = new Error('The worker stopped or hung during every attempt; no attempts remain.');
        if ((await failJob(this.db, job, error)) === 'failed') {
          this.log.error(context, 'job abandoned after its locks expired');
          await this.onJobFailed?.(job, error);
        }
        return;
      }
      const handler = this.handlers[job.name as JobName] as (payload: unknown, job: Job) => Promise<void>;
      const startedAt = Date.now();
      const heartbeat = setInterval(() => void this.extendLock(job), (this.lockSeconds * 1000) / 3);
      try {
        await handler(job.payload, job);
      } catch (error) {
        clearInterval(heartbeat);
        const status = await failJob(this.db, job, error);
        const details = { ...context, err: error, durationMs: Date.now() - startedAt };
        if (status === 'pending') this.log.warn(details, 'job failed; will retry');
        else if (status === 'failed') {
          this.log.error(details, 'job failed; no attempts remain');
          await this.onJobFailed?.(job, error);
        } else this.log.warn(details, 'job failed after another worker took it over');
        return;
      } finally {
        clearInterval(heartbeat);
      }
      const isCompleted = await completeJob(this.db, job);
      const details = { ...context, durationMs: Date.now() - startedAt };
      if (isCompleted) this.log.info(details, 'job done');
      else this.log.warn(details, 'job finished after another worker took it over');
    } catch (error) {
      // The database failed while recording the outcome (the lock expires and the job runs again),
      // or onJobFailed did.
      this.log.error({ ...context, err: error }, 'could not record the outcome of a job');
    }
  }

  private async extendLock(job: Job): Promise<void> {
    try {
      const isExtended = await extendJobLock(this.db, job, this.lockSeconds);
      if (!isExtended) this.log.warn({ jobId: job.id, jobName: job.name }, 'lost the lock of a running job');
    } catch (error) {
      this.log.warn({ jobId: job.id, jobName: job.name, err: error }, 'could not extend the lock of a running job');
    }
  }

  private sleep(milliseconds: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, milliseconds);
      this.sleepers.add(wake);
    });
  }
}

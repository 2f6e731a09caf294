import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

/**
 * A small durable queue on the `jobs` table. Not pg-boss or graphile-worker: the embedded default
 * runs on PGlite (one connection, no LISTEN loop of its own), and a job must be enqueued in the
 * same transaction as the change that needs it, with the app's own Drizzle executor.
 */

/**
 * Payload of each job, by name. Each module declares its own jobs' payloads beside their handlers
 * (`declare module '../../jobs/queue.js' { interface JobPayloads { … } }` in its jobs.ts); the
 * queue's own job is the periodic cleanup.
 */
export interface JobPayloads {
  cleanupUploads: Record<string, never>;
}
export type JobName = keyof JobPayloads;
export type Job = typeof jobs.$inferSelect;

/** What a handler gets besides its payload. */
export interface JobContext {
  job: Job;
  /**
   * Aborts when the attempt reaches its time limit or the worker shuts down: pass it to whatever
   * waits (child processes, HTTP requests, streams). The worker does not wait for a handler past
   * that point, so work that ignores it runs on unobserved.
   */
  signal: AbortSignal;
}

export interface JobHandler<Name extends JobName> {
  run(payload: JobPayloads[Name], context: JobContext): Promise<void>;
  /** The longest one attempt may run; past it the attempt fails (and is retried while attempts remain). */
  timeLimitSeconds?: number;
  /**
   * Called once the job has failed for good, including one abandoned after its worker died on every
   * attempt (its handler never learns of that), so the record it was for need not stay "processing".
   */
  onFailed?(payload: JobPayloads[Name], error: unknown, job: Job): Promise<void>;
}

/** A worker claims only the jobs it has a handler for (a test worker may run a few kinds). */
export type JobHandlers = { [Name in JobName]?: JobHandler<Name> };

/** An attempt ran past its handler's time limit. */
export class JobTimeLimitError extends Error {
  constructor(readonly seconds: number) {
    super(`The job did not finish within its time limit of ${seconds} s.`);
    this.name = 'JobTimeLimitError';
  }
}

/** The worker is shutting down: the attempt is given back to the queue, not counted as failed. */
export class JobInterruptedError extends Error {
  constructor() {
    super('The job was interrupted because its worker shut down; it runs again.');
    this.name = 'JobInterruptedError';
  }
}

/**
 * The handler asks to run again later, not as a failure: a network stated how long to wait (a
 * throttled ad account) and the wait is longer than a worker should hold a job. The worker puts the
 * job back as pending at `runAt`, its attempt not counted, so the queue keeps moving meanwhile and
 * the job's singleton key keeps another copy from being queued.
 */
export class JobDeferredError extends Error {
  constructor(
    readonly runAt: Date,
    readonly reason: string,
  ) {
    super(`The job waits until ${runAt.toISOString()}: ${reason}`);
    this.name = 'JobDeferredError';
  }
}

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
  const willRetry = job.attempts < job.maxAttempts && isRetryable(error);
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

/**
 * Gives a claimed job back untried (its worker is shutting down): pending at once, and its attempt
 * not counted, so a deploy does not use up a job's attempts. False when the claim was lost.
 */
export async function releaseJob(executor: Executor, job: Job): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({
      status: 'pending',
      attempts: sql`${jobs.attempts} - 1`,
      runAt: sql`now()`,
      lockedUntil: null,
      lastError: new JobInterruptedError().message,
      updatedAt: sql`now()`,
    })
    .where(isCurrentClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Puts a claimed job back as pending at `runAt` (a time the handler was told to wait for), its
 * attempt not counted and the reason kept in last_error for people reading the table. False when
 * the claim was lost.
 */
export async function deferJob(executor: Executor, job: Job, runAt: Date, reason: string): Promise<boolean> {
  const rows = await executor
    .update(jobs)
    .set({
      status: 'pending',
      attempts: sql`${jobs.attempts} - 1`,
      runAt,
      lockedUntil: null,
      lastError: `Waiting until ${runAt.toISOString()}: ${reason}`.slice(0, MAX_ERROR_LENGTH),
      updatedAt: sql`now()`,
    })
    .where(isCurrentClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * An error may say that another attempt cannot help (`isRetryable: false`, e.g. a file past a fixed
 * limit, a tool that is not installed): the job then fails at once instead of after its backoffs.
 */
function isRetryable(error: unknown): boolean {
  return !(error instanceof Error && 'isRetryable' in error && error.isRetryable === false);
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

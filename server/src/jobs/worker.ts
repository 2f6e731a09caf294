import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import {
  claimNextJob,
  completeJob,
  deferJob,
  extendJobLock,
  failJob,
  type Job,
  type JobHandler,
  type JobHandlers,
  JobDeferredError,
  JobInterruptedError,
  type JobName,
  JobTimeLimitError,
  releaseJob,
} from './queue.js';

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** An attempt of a handler that sets no limit of its own may run this long. */
const DEFAULT_TIME_LIMIT_SECONDS = 10 * 60;
/** How long stop() gives running jobs when the caller names no grace period. */
const DEFAULT_GRACE_MS = 10_000;
/**
 * The share of the grace period running jobs get to finish on their own; the rest is for aborting
 * them and giving their rows back.
 */
const FINISH_SHARE_OF_GRACE = 0.75;

type AnyHandler = JobHandler<JobName> & { run(payload: unknown, context: { job: Job; signal: AbortSignal }): Promise<void> };
type Outcome = { isDone: true } | { isDone: false; error: unknown };

/**
 * Runs jobs from the table. Any number of workers, in any number of processes, may run at once.
 * A handler may run more than once for the same job (a process dies after the work but before
 * completeJob, or an attempt past its time limit keeps going), so handlers must be idempotent.
 *
 * Every attempt has a time limit: when it passes, the attempt's signal aborts, the attempt is
 * recorded as failed and the worker moves on to the next job at once, without waiting for the
 * handler to notice (one hung file must not stop the e-mails and syncs queued behind it).
 */
export class JobWorker {
  private readonly db: Database;
  private readonly log: JobLogger;
  private readonly handlers: JobHandlers;
  private readonly names: JobName[];
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly lockSeconds: number;
  private readonly defaultTimeLimitSeconds: number;
  private loops: Promise<void>[] = [];
  private isStopping = false;
  private readonly sleepers = new Set<() => void>();
  /** The abort controller of every attempt running now, for stop(). */
  private readonly running = new Set<AbortController>();

  constructor(options: {
    db: Database;
    log: JobLogger;
    handlers: JobHandlers;
    pollMs?: number;
    concurrency?: number;
    /** How long a claim lasts without a heartbeat; a running job extends it every third of that. */
    lockSeconds?: number;
    /** The time limit of handlers that set none. */
    defaultTimeLimitSeconds?: number;
  }) {
    this.db = options.db;
    this.log = options.log;
    this.handlers = options.handlers;
    this.names = Object.keys(options.handlers) as JobName[];
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.lockSeconds = Math.max(3, options.lockSeconds ?? 300);
    this.defaultTimeLimitSeconds = options.defaultTimeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS;
  }

  start(): void {
    if (this.loops.length > 0) return;
    this.isStopping = false;
    for (let index = 0; index < this.concurrency; index++) this.loops.push(this.poll());
  }

  /**
   * Stops claiming and lets running jobs finish for most of the grace period; then aborts them and
   * gives their rows back to the queue (they run again, their attempt not counted). Returns within
   * the grace period whatever a handler or the database does.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
    this.isStopping = true;
    for (const wake of [...this.sleepers]) wake();
    const loops = Promise.all(this.loops);
    this.loops = [];
    if (await settlesWithin(loops, graceMs * FINISH_SHARE_OF_GRACE)) return;
    this.log.warn({ running: this.running.size }, 'jobs still running at shutdown; interrupting them');
    for (const controller of this.running) controller.abort(new JobInterruptedError());
    if (!(await settlesWithin(loops, graceMs * (1 - FINISH_SHARE_OF_GRACE)))) {
      // Their locks expire and another instance (or the next start) claims them again.
      this.log.warn('jobs could not be given back within the grace period');
    }
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
    const handler = this.handlers[job.name as JobName] as AnyHandler;
    try {
      if (job.attempts > job.maxAttempts) {
        // Every attempt ended with its lock expiring: a job that kills or hangs its worker
        // (e.g. a file that exhausts memory) must not be retried forever.
        const error = new Error('The worker stopped or hung during every attempt; no attempts remain.');
        if ((await failJob(this.db, job, error)) === 'failed') {
          this.log.error(context, 'job abandoned after its locks expired');
          await handler.onFailed?.(job.payload as never, error, job);
        }
        return;
      }
      const startedAt = Date.now();
      const outcome = await this.runAttempt(handler, job);
      const details = { ...context, durationMs: Date.now() - startedAt };
      if (outcome.isDone) {
        const isCompleted = await completeJob(this.db, job);
        if (isCompleted) this.log.info(details, 'job done');
        else this.log.warn(details, 'job finished after another worker took it over');
        return;
      }
      if (outcome.error instanceof JobDeferredError) {
        const isDeferred = await deferJob(this.db, job, outcome.error.runAt, outcome.error.reason);
        const deferral = { ...details, runAt: outcome.error.runAt.toISOString(), reason: outcome.error.reason };
        this.log.info(deferral, isDeferred ? 'job deferred' : 'job deferred after another worker took it over');
        return;
      }
      if (outcome.error instanceof JobInterruptedError) {
        const isReleased = await releaseJob(this.db, job);
        this.log.warn(details, isReleased ? 'job interrupted by shutdown; given back to the queue' : 'job interrupted by shutdown');
        return;
      }
      const status = await failJob(this.db, job, outcome.error);
      const failure = { ...details, err: outcome.error };
      const what = outcome.error instanceof JobTimeLimitError ? 'job ran past its time limit' : 'job failed';
      if (status === 'pending') this.log.warn(failure, `${what}; will retry`);
      else if (status === 'failed') {
        this.log.error(failure, `${what}; no attempts remain`);
        await handler.onFailed?.(job.payload as never, outcome.error, job);
      } else this.log.warn(failure, `${what} after another worker took it over`);
    } catch (error) {
      // The database failed while recording the outcome (the lock expires and the job runs again),
      // or onFailed did.
      this.log.error({ ...context, err: error }, 'could not record the outcome of a job');
    }
  }

  /** One attempt: the handler's outcome, or the abort's (time limit, shutdown) if that comes first. */
  private async runAttempt(handler: AnyHandler, job: Job): Promise<Outcome> {
    const timeLimitSeconds = handler.timeLimitSeconds ?? this.defaultTimeLimitSeconds;
    const controller = new AbortController();
    this.running.add(controller);
    const timer = setTimeout(() => controller.abort(new JobTimeLimitError(timeLimitSeconds)), timeLimitSeconds * 1000);
    const heartbeat = setInterval(() => void this.extendLock(job), (this.lockSeconds * 1000) / 3);
    const aborted = new Promise<Outcome>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve({ isDone: false, error: controller.signal.reason }), { once: true }),
    );
    const work = Promise.resolve()
      .then(() => handler.run(job.payload, { job, signal: controller.signal }))
      .then(
        (): Outcome => ({ isDone: true }),
        (error: unknown): Outcome => ({ isDone: false, error }),
      );
    try {
      const outcome = await Promise.race([work, aborted]);
      if (controller.signal.aborted) {
        void work.then((late) => {
          const details = { jobId: job.id, jobName: job.name, ...(late.isDone ? {} : { err: late.error }) };
          this.log.warn(details, 'an aborted job stopped');
        });
      }
      return outcome;
    } finally {
      clearTimeout(timer);
      clearInterval(heartbeat);
      this.running.delete(controller);
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

/** True when the promise settled within the time, false when the time ran out first. */
async function settlesWithin(promise: Promise<unknown>, milliseconds: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), milliseconds)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

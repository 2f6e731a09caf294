import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { ObjectStorage } from '../storage/types.js';
import type { JobHandlers, JobName } from './queue.js';

/**
 * How a module brings its background work to the queue: each module's descriptor (its index.ts)
 * names a `JobRegistration`, and the worker is built from all of them, so jobs/ holds the queue and
 * knows no module, and a module's jobs live next to the rest of it.
 */

/** What a module's jobs may use; one set per instance. */
export interface JobDependencies {
  db: Database;
  storage: ObjectStorage;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Work an instance offers on a timer (enqueueing with a singleton key, or otherwise idempotent). */
export interface PeriodicTask {
  /** For the log when it fails. */
  description: string;
  everyMs: number;
  /** Offer it once at start too (e.g. the daily reminders after a restart). */
  runsAtStart?: boolean;
  run(): Promise<void>;
}

export interface ModuleJobs {
  handlers?: JobHandlers;
  schedules?: PeriodicTask[];
  /** Pruning of the module's old rows, run by the periodic cleanup job (one instance at a time). */
  cleanup?(): Promise<void>;
}

export type JobRegistration = (deps: JobDependencies) => ModuleJobs;

/** Every module's jobs as one: handlers by name (a name registered twice is a bug), timers, cleanups. */
export function composeJobs(registrations: readonly JobRegistration[], deps: JobDependencies) {
  const handlers: JobHandlers = {};
  const schedules: PeriodicTask[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  for (const register of registrations) {
    const jobs = register(deps);
    for (const [name, handler] of Object.entries(jobs.handlers ?? {})) {
      if (name in handlers) throw new Error(`Two modules register the job "${name}".`);
      Object.assign(handlers, { [name as JobName]: handler });
    }
    schedules.push(...(jobs.schedules ?? []));
    if (jobs.cleanup) cleanups.push(() => jobs.cleanup!());
  }
  return { handlers, schedules, cleanups };
}

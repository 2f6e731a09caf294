import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { attemptCounters } from '../../db/schema/index.js';

export interface AttemptAllowance {
  isAllowed: boolean;
  /** When the counter's window ends and attempts are allowed again. */
  retryAt: Date;
}

/**
 * Counts one attempt under `key` and says whether it is within `limit` for the window. The count is
 * one upsert, so it is atomic across requests and instances: of any number of concurrent attempts,
 * exactly `limit` per window are allowed. A window that has ended starts a fresh count.
 */
export async function countAttempt(
  db: Database,
  key: string,
  options: { limit: number; windowMinutes: number },
): Promise<AttemptAllowance> {
  const windowEnded = sql`${attemptCounters.windowStartedAt} <= now() - make_interval(mins => ${options.windowMinutes})`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        attempts: sql`case when ${windowEnded} then 1 else ${attemptCounters.attempts} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then now() else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({ attempts: attemptCounters.attempts, windowStartedAt: attemptCounters.windowStartedAt });
  return {
    isAllowed: row!.attempts <= options.limit,
    retryAt: new Date(row!.windowStartedAt.getTime() + options.windowMinutes * 60_000),
  };
}

/** Gives back one counted attempt (a sign-in that succeeded is not held against its address). */
export async function refundAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ attempts: sql`greatest(${attemptCounters.attempts} - 1, 0)` })
    .where(eq(attemptCounters.key, key));
}

/** Forgets a counter (an account's failures once its password was given right). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** Removes counters whose window ended before `olderThanMinutes` (periodic cleanup). */
export async function pruneAttemptCounters(db: Database, olderThanMinutes: number): Promise<number> {
  const removed = await db
    .delete(attemptCounters)
    .where(sql`${attemptCounters.windowStartedAt} < now() - make_interval(mins => ${olderThanMinutes})`)
    .returning({ key: attemptCounters.key });
  return removed.length;
}

import { integer, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './tenancy.js';

/** Sessions live in the database so that any app instance can serve any request. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not yield usable cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Attempt counters with a fixed window, keyed by what they limit (`signin:account:<e-mail>`,
 * `signin:device:<id>`, `signin:address:<ip>`). An attempt is counted by one atomic upsert before
 * the work it guards (a password check) runs, so concurrent requests on any number of instances can
 * never pass more than the limit. Rows of ended windows are pruned by the periodic cleanup.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('attempt_counters_window_idx').on(table.windowStartedAt)],
);

/**
 * Secrets every instance must share (e.g. the key that signs file URLs and share links) when
 * SESSION_SECRET is not configured: generated once, then read by all instances.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { concepts } from './concepts.js';
import { users } from './tenancy.js';

/**
 * Who is looking at a concept now: one row per open live subscription (a browser tab on the
 * concept's page), on whichever instance serves it. The subscription writes its row when it starts,
 * refreshes `seenAt` while it lasts and deletes it when it ends; a row left by an instance that died
 * goes stale and is ignored after PRESENCE_STALE_MS (modules/history/presence.ts).
 */
export const conceptPresence = pgTable(
  'concept_presence',
  {
    /** The subscription's own random id (two tabs of one user are two rows, one viewer). */
    id: uuid('id').primaryKey(),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('concept_presence_concept_idx').on(table.conceptId, table.seenAt)],
);

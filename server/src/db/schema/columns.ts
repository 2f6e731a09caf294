import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key used by every table: random UUIDs never leak row counts or ordering. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('create_date', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('update_date', { withTimezone: true }).notNull().defaultNow();

/**
 * Optimistic-concurrency counter. An integer, not update_date: PostgreSQL keeps microseconds
 * and a JS Date milliseconds, so comparing timestamps misfires on one engine and not the other.
 */
export const version = () => integer('version').notNull().default(1);

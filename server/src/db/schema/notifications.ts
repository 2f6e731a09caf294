import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { clients, users } from './tenancy.js';

/** One in-app notification of one user; e-mailed by the sendNotificationEmail job when the user wants it. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_KINDS (modules/notifications/kinds.ts). */
    kind: text('kind').notNull(),
    /** Plain text, already in words (names, not ids). */
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Path inside the app (starts with '/'), where the notification leads. */
    link: text('link').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Makes a notification happen once, e.g. 'due:<item>:<user>:<date>' for the daily due reminder. */
    dedupeKey: text('dedupe_key').unique(),
    /** False when the user switched this kind off in the app but kept its e-mail: the row only carries the e-mail. */
    isInApp: boolean('is_in_app').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt.desc())],
);

/** Which kinds a user wants by e-mail (no row: every kind) and which they switched off in the app. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailKinds: text('email_kinds').array().notNull(),
  /** Set by the unsubscribe link: no e-mail of any kind until the user turns it back on. */
  isEmailOff: boolean('is_email_off').notNull().default(false),
  /** Kinds the user does not want in the app (the bell); kinds added later are on until switched off. */
  inAppOffKinds: text('in_app_off_kinds').array().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * The record that a notification's e-mail was (being) sent: written before the SMTP call, so a
 * retried or re-run job never sends a second copy ('sending' left by a crash is not resent).
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  notificationId: uuid('notification_id')
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  /** sending, sent, failed (a failed attempt may be retried) */
  status: text('status').notNull(),
  messageId: text('message_id'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

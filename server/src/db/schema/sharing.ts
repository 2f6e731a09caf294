import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { concepts } from './concepts.js';
import { clients, users } from './tenancy.js';

/**
 * A share link of one concept (spec 2 §2.10). The link's token is signed with the instance secret
 * and names this row; the row is the authority: a revoked or expired row refuses a token whose
 * signature is still good. The token itself is never stored (it is re-derived from the row).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** argon2id, like account passwords; null for a link without a password. */
    passwordHash: text('password_hash'),
    allowDownloads: boolean('allow_downloads').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('share_links_concept_idx').on(table.conceptId, table.createdAt)],
);

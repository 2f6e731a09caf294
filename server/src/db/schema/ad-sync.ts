import { index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conceptAssets } from './assets.js';
import { createdAt, id, updatedAt } from './columns.js';
import { applications, clients, users } from './tenancy.js';

/**
 * What automatic linking needs besides the ad-network tree (ad-network.ts): our assets' file
 * fingerprints, an application's linking settings and its naming templates.
 */

/**
 * An asset's fingerprints, computed lazily by automatic linking (or when its file is processed):
 * the sha256 of the file and a 64-bit perceptual hash (dHash, 16 hex digits) of the image or, for
 * a video, of its preview frame. Keyed by the asset and the checksum it was computed for, so a
 * replaced file is fingerprinted again.
 */
export const conceptAssetFingerprints = pgTable(
  'concept_asset_fingerprints',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => conceptAssets.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    /** Null when the file has no picture to hash (a playable, a document) or hashing failed. */
    perceptualHash: text('perceptual_hash'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.sha256] }),
    index('concept_asset_fingerprints_sha_idx').on(table.clientId, table.sha256),
  ],
);

/** How an application's automatic linking behaves. Without a row: suggest only, default threshold. */
export const adLinkSettings = pgTable('ad_link_settings', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** suggest: matches wait for review; link: matches at or above `autoLinkMinConfidence` are linked at once. */
  mode: text('mode').$type<'suggest' | 'link'>().notNull().default('suggest'),
  autoLinkMinConfidence: real('auto_link_min_confidence').notNull().default(0.9),
  /** Largest Hamming distance (of 64 bits) at which two perceptual hashes are the same picture. */
  perceptualMaxDistance: integer('perceptual_max_distance').notNull().default(7),
  updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A naming template of an application, e.g. `{conceptId}_{variant}_{format}`, tried on ad names. */
export const adNamingTemplates = pgTable(
  'ad_naming_templates',
  {
    id: id(),
    code: text('code').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ad_naming_templates_application_idx').on(table.applicationId, table.template)],
);

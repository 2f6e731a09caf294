import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TextMeasure } from '@atelier/domain';
import { createdAt, id, updatedAt, version } from './columns.js';
import { applications, clients, users } from './tenancy.js';

/**
 * Per text, what @atelier/domain's measureText found (graphemes, double-width, emoji, half-width
 * kana, symbols): the "fits network" filter checks the rules against it in SQL. Rows written before
 * migration 0025 lack halfWidthKana and symbols until the start-up backfill measures them again.
 */
export type AdCopyMeasures = Partial<Record<'headline' | 'body', TextMeasure>>;

/** Ad copy of an application (spec 2 §3): texts in a default language, translations beside. */
export const adCopies = pgTable(
  'ad_copies',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull().default('standard'),
    status: text('status').notNull().default('active'),
    theme: text('theme').notNull().default('General'),
    headline: text('headline').notNull(),
    /** The body text (`adCopy` in the API). */
    body: text('body').notNull(),
    /** Sanitised HTML, internal. */
    description: text('description').notNull().default(''),
    rankField: text('rank_field'),
    /** The default language (BCP 47 code) of the texts above. */
    language: text('language').notNull().default('en'),
    measures: jsonb('measures').$type<AdCopyMeasures>().notNull().default({}),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('ad_copies_application_idx').on(table.applicationId, table.createdAt.desc()),
    index('ad_copies_client_idx').on(table.clientId),
  ],
);

/** An ad copy's texts in another language; an empty field falls back to the default language. */
export const adCopyTranslations = pgTable(
  'ad_copy_translations',
  {
    adCopyId: uuid('ad_copy_id')
      .notNull()
      .references(() => adCopies.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    headline: text('headline'),
    body: text('body'),
    description: text('description'),
    /** Measures of the fields this translation has (those it lacks fall back and are checked on the copy). */
    measures: jsonb('measures').$type<AdCopyMeasures>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.adCopyId, table.locale] })],
);

/**
 * Per network and field, the length rule (seeded by migration; platform staff edit them). The
 * network code is the channel catalogue's (meta, google, tiktok…).
 */
export const adCopyLengthRules = pgTable(
  'ad_copy_length_rules',
  {
    id: id(),
    networkCode: text('network_code').notNull(),
    networkName: text('network_name').notNull(),
    /** headline or body (the copy's description is internal and has no rule). */
    field: text('field').notNull(),
    label: text('label').notNull(),
    minLength: integer('min_length').notNull().default(0),
    maxLength: integer('max_length').notNull(),
    shownLength: integer('shown_length'),
    cjkMaxLength: integer('cjk_max_length'),
    allowEmoji: boolean('allow_emoji').notNull().default(true),
    allowHalfWidthKana: boolean('allow_half_width_kana').notNull().default(true),
    /** ASCII punctuation and symbols the network refuses in the field (TikTok: #{}). */
    refusedCharacters: text('refused_characters').notNull().default(''),
    sequenceId: integer('sequence_id').notNull().default(0),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ad_copy_length_rules_network_field_key').on(table.networkCode, table.field)],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adAssetSets, adCreatives, ads } from './ad-network.js';
import { conceptAssets } from './assets.js';
import { channels, concepts } from './concepts.js';
import { applications, clients, users } from './tenancy.js';

/**
 * Creative performance (issue 19): daily metrics of the ads of the ad-network tree, as the networks
 * report them or a CSV import gives them. A metric the source does not give is NULL, never zero
 * (AppLovin's asset report has no installs; most networks no video figures), and every rollup
 * keeps that distinction (a sum over nothing but NULLs stays NULL).
 *
 * One row per ad and day (the primary key): a re-sync or re-import of a day replaces the row, so a
 * day is never counted twice. Amounts are in `currency`, the currency the source reported them in
 * (the ad account's); the pages convert them with dated exchange rates (`exchange_rates`).
 */
export type AdMetricSource = 'meta' | 'applovin' | 'import' | 'demo';

const count = (name: string) => bigint(name, { mode: 'number' });
const amount = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'number' });

export const adMetricDays = pgTable(
  'ad_metric_days',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The ad's asset set (copied from the tree): links are made on asset sets, so rollups join here. */
    assetSetId: uuid('asset_set_id')
      .notNull()
      .references(() => adAssetSets.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code),
    currency: text('currency').notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    installs: count('installs'),
    spend: amount('spend'),
    revenue: amount('revenue'),
    videoStarts: count('video_starts'),
    videoCompletions: count('video_completions'),
    source: text('source').$type<AdMetricSource>().notNull(),
    updatedAt: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.adId, table.day] }),
    // Rollups of an application over a range, grouped by the asset sets' links.
    index('ad_metric_days_application_day_idx').on(table.applicationId, table.day, table.assetSetId),
    index('ad_metric_days_asset_set_idx').on(table.assetSetId, table.day),
  ],
);

/**
 * The network's breakdown of an ad's day by creative (Meta's asset breakdowns, AppLovin's asset
 * report): what the allocation of a multi-asset ad's spend to its assets weighs by.
 */
export const adCreativeMetricDays = pgTable(
  'ad_creative_metric_days',
  {
    adCreativeId: uuid('ad_creative_id')
      .notNull()
      .references(() => adCreatives.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    impressions: count('impressions'),
    clicks: count('clicks'),
    installs: count('installs'),
    spend: amount('spend'),
    videoStarts: count('video_starts'),
    videoCompletions: count('video_completions'),
    source: text('source').$type<AdMetricSource>().notNull(),
    updatedAt: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adCreativeId, table.day] }), index('ad_creative_metric_days_ad_idx').on(table.adId, table.day)],
);

/**
 * A creative's fatigue as last detected: the sustained drop of IPM (CTR where installs are missing)
 * against its own earlier level, and the day it began. One row per concept (and per asset, for an
 * asset-level flag); `notifiedOnset` is the onset its lead was told about, so a re-run never tells twice.
 */
export const creativeFatigue = pgTable(
  'creative_fatigue',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    conceptAssetId: uuid('concept_asset_id').references(() => conceptAssets.id, { onDelete: 'cascade' }),
    /** ipm | ctr */
    metric: text('metric').notNull(),
    onsetDay: date('onset_day', { mode: 'string' }).notNull(),
    levelBefore: real('level_before').notNull(),
    levelAfter: real('level_after').notNull(),
    notifiedOnset: date('notified_onset', { mode: 'string' }),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('creative_fatigue_target_idx').on(
      table.applicationId,
      table.conceptId,
      sql`coalesce(${table.conceptAssetId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/**
 * The allocated daily figures the rollups read (rebuilt from `ad_metric_days` and the links, see
 * modules/analytics/rollup-store.ts): grain 'concept' has one row per day, channel and concept; 'asset' one per day, channel, concept and asset
 * (asset null for links to the concept as a whole); grain 'adCopy' one per day, channel and ad copy;
 * each of them once per currency of the ad-days it sums.
 * Sums are the ad-days' figures times their allocation weights; NULL where no ad-day gave the figure.
 */
export const creativeMetricRollups = pgTable(
  'creative_metric_rollups',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** concept | asset | adCopy */
    grain: text('grain').notNull(),
    channelCode: text('channel_code').notNull(),
    /** The ad-days' currency: rows of two currencies are never summed into one (converted when read). */
    currency: text('currency').notNull().default(''),
    conceptId: uuid('concept_id'),
    conceptAssetId: uuid('concept_asset_id'),
    adCopyId: uuid('ad_copy_id'),
    impressions: doublePrecision('impressions'),
    clicks: doublePrecision('clicks'),
    installs: doublePrecision('installs'),
    spend: doublePrecision('spend'),
    revenue: doublePrecision('revenue'),
    videoStarts: doublePrecision('video_starts'),
    videoCompletions: doublePrecision('video_completions'),
    impressionsWithClicks: doublePrecision('impressions_with_clicks'),
    impressionsWithInstalls: doublePrecision('impressions_with_installs'),
    clicksWithInstalls: doublePrecision('clicks_with_installs'),
    spendWithInstalls: doublePrecision('spend_with_installs'),
    spendWithRevenue: doublePrecision('spend_with_revenue'),
  },
  (table) => [
    index('creative_metric_rollups_range_idx').on(table.applicationId, table.grain, table.day),
    index('creative_metric_rollups_concept_idx').on(table.conceptId, table.day),
  ],
);

/** What an application's rollups were built from: the signature of its links when last rebuilt. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  linksSignature: text('links_signature').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dated exchange rates a client keeps (entered in the application settings or imported from a CSV
 * of date,currency,rate): on `day`, one unit of `currency` is worth `rate` units of `quoteCurrency`
 * (the reporting currency of the application they were entered for). The rollups convert each
 * ad-day's money with the rate of its own day, and say so when there is none.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    quoteCurrency: text('quote_currency').notNull(),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 24, scale: 12, mode: 'number' }).notNull(),
    /** manual | import */
    source: text('source').$type<'manual' | 'import'>().notNull(),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.quoteCurrency, table.currency, table.day] })],
);

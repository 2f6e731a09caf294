import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conceptAssets } from './assets.js';
import { adCopies } from './ad-copy.js';
import { createdAt, id, updatedAt, version } from './columns.js';
import { channels, concepts } from './concepts.js';
import { applications, clients, users } from './tenancy.js';

/**
 * The ad-network tree (spec 2 §3 "ad linkage tree"): channel → campaign → sub-campaign (ad set,
 * ad group, creative set) → asset set, and per asset set the ads and their creatives. Rows come
 * from a connector's sync or a file import, always through an ad account; the channel is the
 * channel catalogue's code. Every row carries client and application so access checks and tree
 * queries never join upwards to find the tenant.
 */

/** How an account's tree arrives: a network's API or a file import. */
export type AdAccountConnector = 'meta' | 'applovin' | 'import';

/** An ad account of an application on one channel; credentials are sealed with the instance secret. */
export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: id(),
    code: text('code').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code),
    connector: text('connector').$type<AdAccountConnector>().notNull(),
    /** The network's account id (Meta `act_…`, AppLovin account). */
    externalAccountId: text('external_account_id').notNull(),
    name: text('name').notNull(),
    /** Overrides the connector's default API base URL (sandbox, proxy). */
    baseUrl: text('base_url'),
    /** Sealed (AES-256-GCM with a key derived from the instance secret); never returned by the API. */
    credentialsSealed: text('credentials_sealed'),
    /** Minutes between scheduled syncs; null: by hand only. */
    syncIntervalMinutes: integer('sync_interval_minutes'),
    /** The network's cursor or high-water mark for incremental syncs. */
    syncCursor: jsonb('sync_cursor').$type<Record<string, unknown>>(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /**
     * The ISO 4217 currency the account's money arrives in: as the network reports it (Meta's
     * account currency, read by each sync; AppLovin reports USD), or as its managers set it for an
     * import account. Every metric row keeps the currency it arrived in; rollups convert with dated
     * exchange rates and never add two currencies.
     */
    currency: text('currency').notNull().default('USD'),
    /** The account's time zone as the network reports it (IANA, e.g. America/Los_Angeles): its reports' days. */
    timeZone: text('time_zone'),
    /** The network throttled the account: no call goes out before this time (the wait it stated). */
    throttledUntil: timestamp('throttled_until', { withTimezone: true }),
    /** The network's throttling answer, shown while the account waits. */
    throttleMessage: text('throttle_message'),
    /**
     * The network refused the stored credentials (expired or revoked token, changed password): the
     * schedule stops and the managers were told, until someone enters credentials again.
     */
    credentialsRefusedAt: timestamp('credentials_refused_at', { withTimezone: true }),
    /** The network's refusal, shown on the account. */
    credentialsRefusal: text('credentials_refusal'),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('ad_accounts_external_idx').on(table.applicationId, table.channelCode, table.externalAccountId),
    index('ad_accounts_client_idx').on(table.clientId),
  ],
);

/** One run of a sync or an import: what it did, for the account's log. */
export const adSyncRuns = pgTable(
  'ad_sync_runs',
  {
    id: id(),
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    /** tree (campaigns, ads and creatives) or metrics (the daily figures). */
    kind: text('kind').$type<'tree' | 'metrics'>().notNull().default('tree'),
    /** manual | schedule | import */
    trigger: text('trigger').notNull(),
    /** running | succeeded | failed | waiting (throttled: the job runs again when the network said) */
    status: text('status').notNull().default('running'),
    /** Counts per level: { campaigns: { created, updated, unchanged }, …, links: { created } }. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('ad_sync_runs_account_idx').on(table.adAccountId, table.startedAt.desc())],
);

export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: id(),
    code: text('code').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    /** The network's status, lower-cased (active, paused, archived, deleted). */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('ad_campaigns_external_idx').on(table.adAccountId, table.externalId),
    index('ad_campaigns_application_idx').on(table.applicationId, table.channelCode),
  ],
);

/**
 * Ad set (Meta), ad group (Google, TikTok), creative set's parent level. A network without this
 * level gets one row per campaign with `externalId` null and `isImplicit`: the tree keeps four
 * levels without inventing a name (the UI shows the campaign's name in its place).
 */
export const adSubCampaigns = pgTable(
  'ad_sub_campaigns',
  {
    id: id(),
    code: text('code').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    name: text('name'),
    isImplicit: boolean('is_implicit').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('ad_sub_campaigns_external_idx')
      .on(table.campaignId, table.externalId)
      .where(sql`external_id is not null`),
    uniqueIndex('ad_sub_campaigns_implicit_idx')
      .on(table.campaignId)
      .where(sql`is_implicit`),
  ],
);

/** The unit a creative is linked to: a Meta ad, an AppLovin creative set, a Google asset group. */
export const adAssetSets = pgTable(
  'ad_asset_sets',
  {
    id: id(),
    code: text('code').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    subCampaignId: uuid('sub_campaign_id')
      .notNull()
      .references(() => adSubCampaigns.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    /** The network's search term or keyword theme, where it has one. */
    searchTerm: text('search_term'),
    /** A group of creatives the network rotates (dynamic creative, creative set). */
    isCreativeGroup: boolean('is_creative_group').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('ad_asset_sets_external_idx').on(table.subCampaignId, table.externalId),
    index('ad_asset_sets_application_idx').on(table.applicationId),
  ],
);

/** The ads running in an asset set (for AppLovin: the creative set's assets). */
export const ads = pgTable(
  'ads',
  {
    id: id(),
    code: text('code').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    assetSetId: uuid('asset_set_id')
      .notNull()
      .references(() => adAssetSets.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('ads_external_idx').on(table.assetSetId, table.externalId), index('ads_application_idx').on(table.applicationId)],
);

/** A creative file an ad shows, as the network describes it. */
export const adCreatives = pgTable(
  'ad_creatives',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name'),
    /** image | video | playable | other */
    mediaKind: text('media_kind'),
    /** The file's sha256 (hex) where the network gives it or the file was fetched. */
    sha256: text('sha256'),
    /** The network's URL of the file, when it gives one. */
    url: text('url'),
    /** Perceptual hash (64-bit, hex) of the image or of video keyframes, joined by ','. */
    perceptualHash: text('perceptual_hash'),
    /**
     * A small picture of the file (a WebP data: URL, at most 160 px, a few KB) taken when the sync
     * fetched it for hashing: shown beside the concept's asset when a suggestion is reviewed (the
     * network's URL is another origin, which the app's CSP keeps out of img elements).
     */
    thumbnail: text('thumbnail'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('ad_creatives_external_idx').on(table.adId, table.externalId),
    index('ad_creatives_sha256_idx').on(table.applicationId, table.sha256),
  ],
);

/** How a link was made. */
export type CreativeAdMatchMethod = 'manual' | 'id' | 'hash' | 'perceptual' | 'name';

/**
 * Creative ad match (spec 2 §3): an asset set linked to a concept, or to one of its assets, with
 * an optional ad copy. `state` 'suggested' is an automatic match awaiting review, 'rejected' one a
 * person turned down (never suggested again); only 'linked' rows count as links. A link made by
 * hand (method 'manual') is never changed by a sync.
 */
export const creativeAdMatches = pgTable(
  'creative_ad_matches',
  {
    id: id(),
    code: text('code').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    assetSetId: uuid('asset_set_id')
      .notNull()
      .references(() => adAssetSets.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    conceptAssetId: uuid('concept_asset_id').references(() => conceptAssets.id, { onDelete: 'cascade' }),
    adCopyId: uuid('ad_copy_id').references(() => adCopies.id, { onDelete: 'set null' }),
    /** The ad creative whose file matched, for automatic links. */
    adCreativeId: uuid('ad_creative_id').references(() => adCreatives.id, { onDelete: 'set null' }),
    isEndCard: boolean('is_end_card').notNull().default(false),
    isPrimaryConcept: boolean('is_primary_concept').notNull().default(false),
    method: text('method').$type<CreativeAdMatchMethod>().notNull().default('manual'),
    /** 0..1; 1 for manual, id and hash links. */
    confidence: real('confidence').notNull().default(1),
    /** linked | suggested | rejected */
    state: text('state').notNull().default('linked'),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('creative_ad_matches_asset_set_idx').on(table.assetSetId),
    index('creative_ad_matches_concept_idx').on(table.conceptId),
    // At most one primary concept per asset set.
    uniqueIndex('creative_ad_matches_primary_idx')
      .on(table.assetSetId)
      .where(sql`is_primary_concept and state = 'linked'`),
    // One row per (asset set, concept, asset): the same link is never made twice.
    uniqueIndex('creative_ad_matches_target_idx').on(
      table.assetSetId,
      table.conceptId,
      sql`coalesce(${table.conceptAssetId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

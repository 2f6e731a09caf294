import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

/**
 * The rollups of creative performance, in SQL over `ad_metric_days`.
 *
 * Links come from `creative_ad_matches` in state 'linked': an ad belongs to whatever its asset set is
 * linked to (a concept, or one of its assets, with an optional ad copy). An asset set linked to n
 * targets splits each ad-day among them (ALLOCATION_RULE): by the targets' creatives' share of the
 * ad's impressions that day when the network's breakdown (`ad_creative_metric_days`) covers every
 * one of them, else 1/n each. Every additive figure (impressions, clicks, installs, spend, revenue,
 * video starts and completions) is split with the same weight, so the shares of an ad add up to
 * the ad, and every rollup is a sum of allocated ad-days.
 *
 * Ratios are computed from sums over the rows that have both of their figures (CTR over rows with
 * clicks, IPM over rows with installs…), so a network that gives no installs never lowers an IPM.
 */

export type GroupBy = 'concept' | 'asset' | 'folder' | 'tag' | 'adCopy' | 'channel' | 'ad' | 'application';

export interface RollupFilter {
  applicationId: string;
  from: string;
  to: string;
  channelCode?: string | null;
  /** Only the links of this concept. */
  conceptId?: string | null;
  /** Only these group keys (compare). */
  keys?: readonly string[] | null;
}

/** Where money is converted to: the client's rates into the application's reporting currency. */
export interface Reporting {
  clientId: string;
  currency: string;
}

/** Sums of a group; the money (spend, revenue and the ratio inputs on money) is in the reporting currency. */
export interface MetricSums {
  impressions: number | null;
  clicks: number | null;
  installs: number | null;
  spend: number | null;
  revenue: number | null;
  videoStarts: number | null;
  videoCompletions: number | null;
  impressionsWithClicks: number | null;
  impressionsWithInstalls: number | null;
  clicksWithInstalls: number | null;
  spendWithInstalls: number | null;
  spendWithRevenue: number | null;
}

/** A group's money in one currency, as the accounts reported it (never added to another currency). */
export interface CurrencyAmounts {
  currency: string;
  spend: number | null;
  revenue: number | null;
}

/** A day whose money in a currency has no exchange rate into the reporting currency. */
export interface MissingRate {
  day: string;
  currency: string;
}

export interface Metrics {
  impressions: number | null;
  clicks: number | null;
  installs: number | null;
  spend: number | null;
  revenue: number | null;
  videoStarts: number | null;
  videoCompletions: number | null;
  ctr: number | null;
  cvr: number | null;
  ipm: number | null;
  cpi: number | null;
  roas: number | null;
  /** The ratios' inputs: the figures of only the rows that report both of a ratio's figures. */
  impressionsWithClicks: number | null;
  clicksWithInstalls: number | null;
  impressionsWithInstalls: number | null;
  spendWithInstalls: number | null;
  spendWithRevenue: number | null;
  amounts: CurrencyAmounts[];
  /** The first MAX_LISTED_MISSING_RATES of them, by day. */
  missingRates: MissingRate[];
  missingRateCount: number;
}

export const METRIC_NAMES = [
  'spend',
  'impressions',
  'clicks',
  'installs',
  'revenue',
  'ctr',
  'cvr',
  'ipm',
  'cpi',
  'roas',
  'videoStarts',
  'videoCompletions',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
/** Metrics where less is better (a rank puts the lowest first). */
export const LOWER_IS_BETTER: ReadonlySet<MetricName> = new Set(['cpi']);
/** Missing rates a figure lists (its count says how many there are in all). */
export const MAX_LISTED_MISSING_RATES = 10;

const ratio = (numerator: number | null, denominator: number | null, factor = 1) =>
  numerator === null || denominator === null || denominator === 0 ? null : (numerator / denominator) * factor;

/**
 * The figures of a group. Each ratio divides sums over the same rows, those that report both of
 * its figures: CTR = clicks / impressions of the rows with clicks; CVR = installs / clicks of the
 * rows with installs; IPM = 1000 × installs / impressions of the rows with installs; CPI = spend of
 * the rows with installs / installs; ROAS = revenue / spend of the rows with revenue. The inputs
 * travel with the ratios, so a reader can divide what the screen shows.
 */
export function toMetrics(row: Pick<RollupRow, 'sums' | 'amounts' | 'missingRates'>): Metrics {
  const { sums } = row;
  const missing = [...row.missingRates].sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency));
  return {
    impressions: sums.impressions,
    clicks: sums.clicks,
    installs: sums.installs,
    spend: sums.spend,
    revenue: sums.revenue,
    videoStarts: sums.videoStarts,
    videoCompletions: sums.videoCompletions,
    ctr: ratio(sums.clicks, sums.impressionsWithClicks),
    cvr: ratio(sums.installs, sums.clicksWithInstalls),
    ipm: ratio(sums.installs, sums.impressionsWithInstalls, 1000),
    cpi: ratio(sums.spendWithInstalls, sums.installs),
    roas: ratio(sums.revenue, sums.spendWithRevenue),
    impressionsWithClicks: sums.impressionsWithClicks,
    clicksWithInstalls: sums.clicksWithInstalls,
    impressionsWithInstalls: sums.impressionsWithInstalls,
    spendWithInstalls: sums.spendWithInstalls,
    spendWithRevenue: sums.spendWithRevenue,
    amounts: [...row.amounts].sort((a, b) => a.currency.localeCompare(b.currency)),
    missingRates: missing.slice(0, MAX_LISTED_MISSING_RATES),
    missingRateCount: missing.length,
  };
}

const GROUP_KEY: Record<GroupBy, SQL> = {
  concept: sql`a.concept_id`,
  asset: sql`a.concept_asset_id`,
  folder: sql`c.creative_node_id`,
  tag: sql`ct.tag_id`,
  adCopy: sql`a.ad_copy_id`,
  channel: sql`a.channel_code`,
  ad: sql`a.ad_id`,
  application: sql`'all'`,
};

/**
 * The allocated ad-days of the filter, as a CTE named `a` with the columns of the stored rollup
 * rows (see the rule above): each additive figure times the ad-day's weight, and the ratio inputs
 * (a figure counted only where the ad-day reports the other figure of its ratio). Money stays in
 * the ad-day's own currency.
 */
export function allocated(filter: RollupFilter): SQL {
  const channel = filter.channelCode ? sql` and d.channel_code = ${filter.channelCode}` : sql``;
  const concept = filter.conceptId ? sql` and l.concept_id = ${filter.conceptId}` : sql``;
  // One concept's ads: only their breakdown rows (the index on ad_id), not the application's.
  const conceptAds = filter.conceptId
    ? sql` and b.ad_id in (select x.id from ads x where x.asset_set_id in (select asset_set_id from links where concept_id = ${filter.conceptId}))`
    : sql``;
  const conceptSets = filter.conceptId
    ? sql` and d.asset_set_id in (select asset_set_id from links where concept_id = ${filter.conceptId})`
    : sql``;
  return sql`
    links as (
      select id as link_id, asset_set_id, concept_id, concept_asset_id, ad_copy_id, ad_creative_id,
             count(*) over (partition by asset_set_id) as n
      from creative_ad_matches
      where application_id = ${filter.applicationId} and state = 'linked'
    ),
    breakdown as (
      select b.ad_id, b.day, l.link_id, b.impressions::float8 as impressions,
             sum(b.impressions::float8) over (partition by b.ad_id, b.day) as total,
             count(*) over (partition by b.ad_id, b.day) as k
      from ad_creative_metric_days b
      join links l on l.ad_creative_id = b.ad_creative_id and l.n > 1
      where b.application_id = ${filter.applicationId} and b.day between ${filter.from} and ${filter.to}
        and b.impressions is not null${conceptAds}
    ),
    weighted as (
      select d.ad_id, d.day, d.channel_code, d.currency, l.concept_id, l.concept_asset_id, l.ad_copy_id,
             case when l.n = 1 then 1::float8
                  when w.k = l.n and w.total > 0 then w.impressions / w.total
                  else 1::float8 / l.n end as w,
             d.impressions, d.clicks, d.installs, d.spend::float8 as spend, d.revenue::float8 as revenue,
             d.video_starts, d.video_completions
      from ad_metric_days d
      join links l on l.asset_set_id = d.asset_set_id${concept}
      left join breakdown w on w.ad_id = d.ad_id and w.day = d.day and w.link_id = l.link_id
      where d.application_id = ${filter.applicationId} and d.day between ${filter.from} and ${filter.to}${channel}${conceptSets}
    ),
    a as (
      select ad_id, day, channel_code, currency, concept_id, concept_asset_id, ad_copy_id,
             impressions * w as impressions, clicks * w as clicks, installs * w as installs,
             spend * w as spend, revenue * w as revenue,
             video_starts * w as video_starts, video_completions * w as video_completions,
             case when clicks is not null then impressions * w end as impressions_with_clicks,
             case when installs is not null then impressions * w end as impressions_with_installs,
             case when installs is not null then clicks * w end as clicks_with_installs,
             case when installs is not null then spend * w end as spend_with_installs,
             case when revenue is not null then spend * w end as spend_with_revenue
      from weighted
    )`;
}

/** The sums of `a`'s rows in one currency (the stored rollup rows are these, per day, channel, target and currency). */
export const SUMS = sql`
  sum(a.impressions) as "impressions",
  sum(a.clicks) as "clicks",
  sum(a.installs) as "installs",
  sum(a.spend) as "spend",
  sum(a.revenue) as "revenue",
  sum(a.video_starts) as "videoStarts",
  sum(a.video_completions) as "videoCompletions",
  sum(a.impressions_with_clicks) as "impressionsWithClicks",
  sum(a.impressions_with_installs) as "impressionsWithInstalls",
  sum(a.clicks_with_installs) as "clicksWithInstalls",
  sum(a.spend_with_installs) as "spendWithInstalls",
  sum(a.spend_with_revenue) as "spendWithRevenue"`;

const COUNT_FIELDS = [
  'impressions',
  'clicks',
  'installs',
  'videoStarts',
  'videoCompletions',
  'impressionsWithClicks',
  'impressionsWithInstalls',
  'clicksWithInstalls',
] as const;
const MONEY_FIELDS = ['spend', 'revenue', 'spendWithInstalls', 'spendWithRevenue'] as const;
const MONEY_COLUMNS: Record<(typeof MONEY_FIELDS)[number], SQL> = {
  spend: sql`a.spend`,
  revenue: sql`a.revenue`,
  spendWithInstalls: sql`a.spend_with_installs`,
  spendWithRevenue: sql`a.spend_with_revenue`,
};

/**
 * The sums of one group in one currency: the counts, the money as reported (`native…`) and
 * converted with each day's rate into the reporting currency, and the days whose money has no rate.
 */
function convertedSums(reporting: Reporting): SQL {
  const rate = sql`(case when a.currency = ${reporting.currency} then 1::float8 else rates.rate end)`;
  return sql`
    sum(a.impressions) as "impressions",
    sum(a.clicks) as "clicks",
    sum(a.installs) as "installs",
    sum(a.video_starts) as "videoStarts",
    sum(a.video_completions) as "videoCompletions",
    sum(a.impressions_with_clicks) as "impressionsWithClicks",
    sum(a.impressions_with_installs) as "impressionsWithInstalls",
    sum(a.clicks_with_installs) as "clicksWithInstalls",
    ${sql.join(
      MONEY_FIELDS.map(
        (field) =>
          sql`sum(${MONEY_COLUMNS[field]}) as ${sql.raw(`"native_${field}"`)}, sum(${MONEY_COLUMNS[field]} * ${rate}) as ${sql.raw(`"${field}"`)}`,
      ),
      sql`, `,
    )},
    string_agg(distinct to_char(a.day, 'YYYY-MM-DD'), ',') filter (
      where ${rate} is null and (coalesce(a.spend, 0) <> 0 or coalesce(a.revenue, 0) <> 0)) as "missingDays"`;
}

/** The client's rates into the reporting currency over the range, as a CTE named `rates`. */
function ratesOf(filter: RollupFilter, reporting: Reporting): SQL {
  return sql`rates as (
    select day, currency, rate::float8 as rate from exchange_rates
    where client_id = ${reporting.clientId} and quote_currency = ${reporting.currency} and day between ${filter.from} and ${filter.to})`;
}

export interface RollupRow {
  key: string;
  sums: MetricSums;
  amounts: CurrencyAmounts[];
  missingRates: MissingRate[];
}

export interface DailyRollupRow extends RollupRow {
  day: string;
}

const add = (left: number | null, right: number | null) => (left === null ? right : right === null ? left : left + right);

/**
 * Folds a group's per-currency rows into one row: counts add up; money adds up only once converted,
 * and only when no day of any currency lacks its rate; otherwise the money figures are null and
 * the missing rates say why. The money as reported stays per currency.
 */
function foldCurrencies(rows: Record<string, unknown>[]): Omit<RollupRow, 'key'> {
  const sums = emptySums();
  const amounts: CurrencyAmounts[] = [];
  const missingRates: MissingRate[] = [];
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  for (const row of rows) {
    const currency = String(row.currency);
    for (const field of COUNT_FIELDS) sums[field] = add(sums[field], number(row[field]));
    const missingDays = row.missingDays ? String(row.missingDays).split(',') : [];
    for (const day of missingDays) missingRates.push({ day, currency });
    for (const field of MONEY_FIELDS) {
      const native = number(row[`native_${field}`]);
      // Every day with money had a rate, so a null conversion is a sum of zero amounts.
      const converted = number(row[field]) ?? (native === null ? null : 0);
      sums[field] = add(sums[field], converted);
    }
    amounts.push({ currency, spend: number(row.native_spend), revenue: number(row.native_revenue) });
  }
  if (missingRates.length > 0) for (const field of MONEY_FIELDS) sums[field] = null;
  return { sums, amounts, missingRates };
}

export function emptySums(): MetricSums {
  return {
    impressions: null,
    clicks: null,
    installs: null,
    spend: null,
    revenue: null,
    videoStarts: null,
    videoCompletions: null,
    impressionsWithClicks: null,
    impressionsWithInstalls: null,
    clicksWithInstalls: null,
    spendWithInstalls: null,
    spendWithRevenue: null,
  };
}

export const emptyRollupRow = (): Omit<RollupRow, 'key'> => ({ sums: emptySums(), amounts: [], missingRates: [] });

function joinsFor(groupBy: GroupBy): SQL {
  if (groupBy === 'folder') return sql` join concepts c on c.id = a.concept_id`;
  if (groupBy === 'tag') return sql` join concept_tags ct on ct.concept_id = a.concept_id`;
  return sql``;
}

/**
 * Where a grouping reads from, as a CTE named `a`: per ad, the allocated raw ad-days (one concept's
 * ads at a time); every other grouping, the stored rollup rows (rollup-store.ts keeps them equal
 * to the raw rows).
 */
function source(filter: RollupFilter, groupBy: GroupBy): SQL {
  if (groupBy === 'ad') return allocated(filter);
  // Per asset from the asset grain; per ad copy from its own; everything else from the concept grain (fewest rows).
  const grain = groupBy === 'adCopy' ? 'adCopy' : groupBy === 'asset' ? 'asset' : 'concept';
  const channel = filter.channelCode ? sql` and channel_code = ${filter.channelCode}` : sql``;
  const concept = filter.conceptId ? sql` and concept_id = ${filter.conceptId}` : sql``;
  return sql`a as (
      select * from creative_metric_rollups
      where application_id = ${filter.applicationId} and grain = ${grain} and day between ${filter.from} and ${filter.to}${channel}${concept})`;
}

function keysCondition(filter: RollupFilter, key: SQL) {
  return filter.keys?.length
    ? sql` and ${key} in (${sql.join(
        filter.keys.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : sql``;
}

async function readGroups(db: Executor, filter: RollupFilter, groupBy: GroupBy, reporting: Reporting, daily: boolean) {
  const key = GROUP_KEY[groupBy];
  const day = daily ? sql`to_char(a.day, 'YYYY-MM-DD') as "day", ` : sql``;
  const result = await db.execute(sql`
    with ${source(filter, groupBy)}, ${ratesOf(filter, reporting)}
    select ${key} as "key", ${day}a.currency as "currency", ${convertedSums(reporting)}
    from a${joinsFor(groupBy)}
    left join rates on rates.day = a.day and rates.currency = a.currency
    where ${key} is not null${keysCondition(filter, key)}
    group by ${daily ? sql`1, 2, 3` : sql`1, 2`}`);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    const id = daily ? `${String(row.key)}\u0000${String(row.day)}` : String(row.key);
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.values()].map((rows) => ({ key: String(rows[0]!.key), day: String(rows[0]!.day), ...foldCurrencies(rows) }));
}

/**
 * One row per group key over the range (rows without a key — an asset rollup's concept-level
 * links, an ad copy rollup's links without copy — are left out). A concept with several tags
 * counts in each of its tags. Money is in the reporting currency (see foldCurrencies).
 */
export async function rollup(db: Executor, filter: RollupFilter, groupBy: GroupBy, reporting: Reporting): Promise<RollupRow[]> {
  return (await readGroups(db, filter, groupBy, reporting, false)).map(({ day: _day, ...row }) => row);
}

/** One row per group key and day (trend lines). */
export async function dailyRollup(db: Executor, filter: RollupFilter, groupBy: GroupBy, reporting: Reporting): Promise<DailyRollupRow[]> {
  return (await readGroups(db, filter, groupBy, reporting, true)).sort((a, b) => a.day.localeCompare(b.day));
}

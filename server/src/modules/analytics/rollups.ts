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

const ratio = (numerator: number | null, denominator: number | null, factor = 1) =>
  numerator === null || denominator === null || denominator === 0 ? null : (numerator / denominator) * factor;

export function toMetrics(sums: MetricSums): Metrics {
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

/** The allocated ad-days of the filter, as a CTE named `a` (see the rule above). */
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
    a as (
      select d.ad_id, d.day, d.channel_code, l.concept_id, l.concept_asset_id, l.ad_copy_id,
             case when l.n = 1 then 1::float8
                  when w.k = l.n and w.total > 0 then w.impressions / w.total
                  else 1::float8 / l.n end as w,
             d.impressions, d.clicks, d.installs, d.spend, d.revenue, d.video_starts, d.video_completions
      from ad_metric_days d
      join links l on l.asset_set_id = d.asset_set_id${concept}
      left join breakdown w on w.ad_id = d.ad_id and w.day = d.day and w.link_id = l.link_id
      where d.application_id = ${filter.applicationId} and d.day between ${filter.from} and ${filter.to}${channel}${conceptSets}
    )`;
}

export const SUMS = sql`
  sum(a.impressions * a.w) as "impressions",
  sum(a.clicks * a.w) as "clicks",
  sum(a.installs * a.w) as "installs",
  sum(a.spend::float8 * a.w) as "spend",
  sum(a.revenue::float8 * a.w) as "revenue",
  sum(a.video_starts * a.w) as "videoStarts",
  sum(a.video_completions * a.w) as "videoCompletions",
  sum(a.impressions * a.w) filter (where a.clicks is not null) as "impressionsWithClicks",
  sum(a.impressions * a.w) filter (where a.installs is not null) as "impressionsWithInstalls",
  sum(a.clicks * a.w) filter (where a.installs is not null) as "clicksWithInstalls",
  sum(a.spend::float8 * a.w) filter (where a.installs is not null) as "spendWithInstalls",
  sum(a.spend::float8 * a.w) filter (where a.revenue is not null) as "spendWithRevenue"`;

const SUM_FIELDS: (keyof MetricSums)[] = [
  'impressions',
  'clicks',
  'installs',
  'spend',
  'revenue',
  'videoStarts',
  'videoCompletions',
  'impressionsWithClicks',
  'impressionsWithInstalls',
  'clicksWithInstalls',
  'spendWithInstalls',
  'spendWithRevenue',
];

function readSums(row: Record<string, unknown>): MetricSums {
  const sums = {} as MetricSums;
  for (const field of SUM_FIELDS) sums[field] = row[field] === null || row[field] === undefined ? null : Number(row[field]);
  return sums;
}

function joinsFor(groupBy: GroupBy): SQL {
  if (groupBy === 'folder') return sql` join concepts c on c.id = a.concept_id`;
  if (groupBy === 'tag') return sql` join concept_tags ct on ct.concept_id = a.concept_id`;
  return sql``;
}

/** The same sums over the stored rollup rows (`a` is creative_metric_rollups there). */
const STORED_SUMS = sql`
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

export interface RollupRow {
  key: string;
  sums: MetricSums;
}

export interface DailyRollupRow extends RollupRow {
  day: string;
}

/**
 * Where a grouping reads from: per ad, the allocated raw ad-days (one concept's ads at a time);
 * every other grouping, the stored rollup rows (rollup-store.ts keeps them equal to the raw rows).
 */
function source(filter: RollupFilter, groupBy: GroupBy): { from: SQL; stored: boolean } {
  if (groupBy === 'ad') return { from: sql`with ${allocated(filter)} select`, stored: false };
  // Per asset from the asset grain; per ad copy from its own; everything else from the concept grain (fewest rows).
  const grain = groupBy === 'adCopy' ? 'adCopy' : groupBy === 'asset' ? 'asset' : 'concept';
  const channel = filter.channelCode ? sql` and channel_code = ${filter.channelCode}` : sql``;
  const concept = filter.conceptId ? sql` and concept_id = ${filter.conceptId}` : sql``;
  return {
    from: sql`with a as (
      select * from creative_metric_rollups
      where application_id = ${filter.applicationId} and grain = ${grain} and day between ${filter.from} and ${filter.to}${channel}${concept})
    select`,
    stored: true,
  };
}

function keysCondition(filter: RollupFilter, key: SQL) {
  return filter.keys?.length
    ? sql` and ${key} in (${sql.join(
        filter.keys.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : sql``;
}

/**
 * One row per group key over the range (rows without a key — an asset rollup's concept-level
 * links, an ad copy rollup's links without copy — are left out). A concept with several tags
 * counts in each of its tags.
 */
export async function rollup(db: Executor, filter: RollupFilter, groupBy: GroupBy): Promise<RollupRow[]> {
  const key = GROUP_KEY[groupBy];
  const { from, stored } = source(filter, groupBy);
  const result = await db.execute(sql`
    ${from} ${key} as "key", ${stored ? STORED_SUMS : SUMS}
    from a${joinsFor(groupBy)}
    where ${key} is not null${keysCondition(filter, key)}
    group by 1`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({ key: String(row.key), sums: readSums(row) }));
}

/** One row per group key and day (trend lines). */
export async function dailyRollup(db: Executor, filter: RollupFilter, groupBy: GroupBy): Promise<DailyRollupRow[]> {
  const key = GROUP_KEY[groupBy];
  const { from, stored } = source(filter, groupBy);
  const result = await db.execute(sql`
    ${from} ${key} as "key", to_char(a.day, 'YYYY-MM-DD') as "day", ${stored ? STORED_SUMS : SUMS}
    from a${joinsFor(groupBy)}
    where ${key} is not null${keysCondition(filter, key)}
    group by 1, 2
    order by 2`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({ key: String(row.key), day: String(row.day), sums: readSums(row) }));
}

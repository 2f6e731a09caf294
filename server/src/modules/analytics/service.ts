import { isCalendarDay } from '@atelier/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  adAssetSets,
  adCampaigns,
  adCopies,
  adSubCampaigns,
  ads,
  channels,
  conceptAssets,
  concepts,
  creativeFatigue,
  creativeNodes,
  creativeTags,
} from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import type { Access, ApplicationScope } from '../tenancy/index.js';
import { readReportingCurrency } from '../settings/index.js';
import { ensureRollups } from './rollup-store.js';
import {
  dailyRollup,
  emptyRollupRow,
  LOWER_IS_BETTER,
  METRIC_NAMES,
  rollup,
  toMetrics,
  type GroupBy,
  type MetricName,
  type Metrics,
  type Reporting,
  type RollupFilter,
} from './rollups.js';
import {
  AD_COPY_PERFORMANCE_VIEW,
  ALLOCATION_RULE,
  ANALYTICS_VIEW,
  CONCEPT_NOT_FOUND,
  CREATIVE_FATIGUE,
  CREATIVE_PERFORMANCE_VIEW,
  DEFAULT_MIN_SPEND,
  MAX_RANGE_DAYS,
} from './rules.js';

export interface AnalyticsDeps {
  db: Database;
  access: Access;
}

interface Target {
  clientCode: string;
  applicationCode: string;
}

interface RangeArgs {
  from: string;
  to: string;
  channelCode?: string | null;
}

/** Checks a range: two days, from ≤ to, at most MAX_RANGE_DAYS. */
export function checkRange(from: string, to: string) {
  const valid = isCalendarDay;
  if (!valid(from)) throw badInput('Enter the first day as YYYY-MM-DD.', [{ field: 'from', message: 'Must be a day (YYYY-MM-DD).' }]);
  if (!valid(to)) throw badInput('Enter the last day as YYYY-MM-DD.', [{ field: 'to', message: 'Must be a day (YYYY-MM-DD).' }]);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) throw badInput('The first day must not be after the last day.', [{ field: 'from', message: 'After the last day.' }]);
  if (days > MAX_RANGE_DAYS)
    throw badInput(`A range covers at most ${MAX_RANGE_DAYS} days.`, [{ field: 'to', message: `At most ${MAX_RANGE_DAYS} days.` }]);
}

export interface PerformanceRow {
  key: string;
  kind: GroupBy;
  code: string | null;
  name: string;
  conceptCode: string | null;
  metrics: Metrics;
  enoughData: boolean;
  rank: number | null;
  fatigue: FatigueView | null;
}

export interface FatigueView {
  conceptCode: string;
  assetCode: string | null;
  metric: string;
  onsetDay: string;
  levelBefore: number;
  levelAfter: number;
}

interface Named {
  code: string | null;
  name: string;
  conceptCode: string | null;
}

/** Codes and names of the group keys (ids), in one query per kind. */
async function nameKeys(db: Database, groupBy: GroupBy, keys: string[]): Promise<Map<string, Named>> {
  const names = new Map<string, Named>();
  if (keys.length === 0) return names;
  if (groupBy === 'concept') {
    const rows = await db
      .select({ id: concepts.id, code: concepts.code, name: concepts.name })
      .from(concepts)
      .where(inArray(concepts.id, keys));
    for (const row of rows) names.set(row.id, { code: row.code, name: row.name, conceptCode: row.code });
  } else if (groupBy === 'asset') {
    const rows = await db
      .select({ id: conceptAssets.id, code: conceptAssets.code, name: conceptAssets.name, conceptCode: concepts.code })
      .from(conceptAssets)
      .innerJoin(concepts, eq(concepts.id, conceptAssets.conceptId))
      .where(inArray(conceptAssets.id, keys));
    for (const row of rows) names.set(row.id, { code: row.code, name: row.name, conceptCode: row.conceptCode });
  } else if (groupBy === 'folder') {
    const rows = await db
      .select({ id: creativeNodes.id, code: creativeNodes.code, name: creativeNodes.name })
      .from(creativeNodes)
      .where(inArray(creativeNodes.id, keys));
    for (const row of rows) names.set(row.id, { code: row.code, name: row.name, conceptCode: null });
  } else if (groupBy === 'tag') {
    const rows = await db
      .select({ id: creativeTags.id, code: creativeTags.code, name: creativeTags.name })
      .from(creativeTags)
      .where(inArray(creativeTags.id, keys));
    for (const row of rows) names.set(row.id, { code: row.code, name: row.name, conceptCode: null });
  } else if (groupBy === 'adCopy') {
    const rows = await db
      .select({ id: adCopies.id, code: adCopies.code, name: adCopies.name })
      .from(adCopies)
      .where(inArray(adCopies.id, keys));
    for (const row of rows) names.set(row.id, { code: row.code, name: row.name, conceptCode: null });
  } else if (groupBy === 'channel') {
    const rows = await db.select({ code: channels.code, name: channels.name }).from(channels).where(inArray(channels.code, keys));
    for (const row of rows) names.set(row.code, { code: row.code, name: row.name, conceptCode: null });
  }
  return names;
}

/** Codes to ids for a compare (the keys the client knows are codes). */
async function idsOfCodes(db: Database, scope: ApplicationScope, groupBy: GroupBy, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  if (groupBy === 'concept') {
    const rows = await db
      .select({ id: concepts.id })
      .from(concepts)
      .where(and(eq(concepts.clientId, scope.clientId), inArray(concepts.code, [...codes])));
    return rows.map((row) => row.id);
  }
  if (groupBy === 'asset') {
    const rows = await db
      .select({ id: conceptAssets.id })
      .from(conceptAssets)
      .where(and(eq(conceptAssets.clientId, scope.clientId), inArray(conceptAssets.code, [...codes])));
    return rows.map((row) => row.id);
  }
  throw badInput('Compare works on concepts or assets.', [{ field: 'groupBy', message: 'Concepts or assets only.' }]);
}

function metricValue(metrics: Metrics, metric: MetricName) {
  return metrics[metric];
}

/** Ranks the rows with enough spend by one metric (best first); the others get no rank. */
export function rankRows<Row extends { metrics: Metrics; enoughData: boolean; rank: number | null; name: string }>(
  rows: Row[],
  sortBy: MetricName,
): Row[] {
  const direction = LOWER_IS_BETTER.has(sortBy) ? 1 : -1;
  const compare = (a: Row, b: Row) => {
    const left = metricValue(a.metrics, sortBy);
    const right = metricValue(b.metrics, sortBy);
    if (left === null && right === null) return a.name.localeCompare(b.name);
    if (left === null) return 1;
    if (right === null) return -1;
    return left === right ? a.name.localeCompare(b.name) : direction * (left - right);
  };
  const ranked = rows.filter((row) => row.enoughData).sort(compare);
  ranked.forEach((row, index) => {
    row.rank = metricValue(row.metrics, sortBy) === null ? null : index + 1;
  });
  const unranked = rows.filter((row) => !row.enoughData).sort(compare);
  return [...ranked, ...unranked];
}

function parseMetric(value: string | null | undefined): MetricName {
  if (!value) return 'spend';
  if (!(METRIC_NAMES as readonly string[]).includes(value))
    throw badInput(`Sort by one of ${METRIC_NAMES.join(', ')}.`, [{ field: 'sortBy', message: 'Unknown metric.' }]);
  return value as MetricName;
}

function parseGroupBy(value: string): GroupBy {
  const allowed: GroupBy[] = ['concept', 'asset', 'folder', 'tag', 'adCopy', 'channel'];
  if (!(allowed as string[]).includes(value))
    throw badInput(`Group by one of ${allowed.join(', ')}.`, [{ field: 'groupBy', message: 'Unknown grouping.' }]);
  return value as GroupBy;
}

/** The application's fatigue flags: per concept, and per asset (keyed by the concept asset's id). */
async function findFatigueFlags(db: Database, applicationId: string) {
  const rows = await db
    .select({
      conceptId: creativeFatigue.conceptId,
      conceptAssetId: creativeFatigue.conceptAssetId,
      conceptCode: concepts.code,
      assetCode: conceptAssets.code,
      metric: creativeFatigue.metric,
      onsetDay: creativeFatigue.onsetDay,
      levelBefore: creativeFatigue.levelBefore,
      levelAfter: creativeFatigue.levelAfter,
    })
    .from(creativeFatigue)
    .innerJoin(concepts, eq(concepts.id, creativeFatigue.conceptId))
    .leftJoin(conceptAssets, eq(conceptAssets.id, creativeFatigue.conceptAssetId))
    .where(and(eq(creativeFatigue.applicationId, applicationId), isNull(concepts.deletedAt)));
  const byConcept = new Map<string, FatigueView>();
  const byAsset = new Map<string, FatigueView>();
  for (const row of rows) {
    const view: FatigueView = {
      conceptCode: row.conceptCode,
      assetCode: row.assetCode,
      metric: row.metric,
      onsetDay: row.onsetDay,
      levelBefore: row.levelBefore,
      levelAfter: row.levelAfter,
    };
    if (row.conceptAssetId === null) byConcept.set(row.conceptId, view);
    else if (row.assetCode !== null) byAsset.set(row.conceptAssetId, view);
  }
  return { byConcept, byAsset };
}

/** The reporting currency and the client's rates the figures are converted with. */
async function reportingOf(db: Database, scope: ApplicationScope): Promise<Reporting> {
  return { clientId: scope.clientId, currency: await readReportingCurrency(db, scope.clientId, scope.application.id) };
}

async function buildRows(
  db: Database,
  scope: ApplicationScope,
  reporting: Reporting,
  filter: RollupFilter,
  groupBy: GroupBy,
  minSpend: number,
  sortBy: MetricName,
) {
  const [rolled, flags] = await Promise.all([
    rollup(db, filter, groupBy, reporting),
    groupBy === 'concept' || groupBy === 'asset' ? findFatigueFlags(db, scope.application.id) : null,
  ]);
  const fatigue = groupBy === 'concept' ? flags?.byConcept : flags?.byAsset;
  const names = await nameKeys(
    db,
    groupBy,
    rolled.map((row) => row.key),
  );
  const rows: PerformanceRow[] = rolled.map((row) => {
    const metrics = toMetrics(row);
    const named = names.get(row.key);
    return {
      key: row.key,
      kind: groupBy,
      code: named?.code ?? null,
      name: named?.name ?? row.key,
      conceptCode: named?.conceptCode ?? null,
      metrics,
      enoughData: (metrics.spend ?? 0) >= minSpend,
      rank: null,
      fatigue: fatigue?.get(row.key) ?? null,
    };
  });
  return rankRows(rows, sortBy);
}

export interface PerformanceArgs extends Target, RangeArgs {
  groupBy: string;
  sortBy?: string | null;
  minSpend?: number | null;
}

/** The Creative Performance page: one row per concept, asset, folder, tag, ad copy or channel. */
export async function findCreativePerformance(deps: AnalyticsDeps, args: PerformanceArgs) {
  const scope = await deps.access.require(CREATIVE_PERFORMANCE_VIEW, args);
  checkRange(args.from, args.to);
  await ensureRollups(deps.db, scope.application.id);
  const groupBy = parseGroupBy(args.groupBy);
  const sortBy = parseMetric(args.sortBy);
  const minSpend = args.minSpend ?? DEFAULT_MIN_SPEND;
  if (minSpend < 0) throw badInput('The minimum spend must be 0 or more.', [{ field: 'minSpend', message: 'Must be 0 or more.' }]);
  const filter: RollupFilter = { applicationId: scope.application.id, from: args.from, to: args.to, channelCode: args.channelCode };
  const reporting = await reportingOf(deps.db, scope);
  const [rows, totals] = await Promise.all([
    buildRows(deps.db, scope, reporting, filter, groupBy, minSpend, sortBy),
    rollup(deps.db, filter, 'application', reporting),
  ]);
  return {
    currency: reporting.currency,
    allocationRule: ALLOCATION_RULE,
    minSpend,
    groupBy,
    sortBy,
    rows,
    totals: toMetrics(totals[0] ?? emptyRollupRow()),
  };
}

/** Daily trend lines of up to four concepts or assets (the compare). */
export async function findCreativePerformanceTrend(deps: AnalyticsDeps, args: Target & RangeArgs & { groupBy: string; codes: string[] }) {
  const scope = await deps.access.require(CREATIVE_PERFORMANCE_VIEW, args);
  checkRange(args.from, args.to);
  await ensureRollups(deps.db, scope.application.id);
  const groupBy = parseGroupBy(args.groupBy);
  if (args.codes.length === 0 || args.codes.length > 4)
    throw badInput('Compare one to four creatives.', [{ field: 'codes', message: 'One to four.' }]);
  const ids = await idsOfCodes(deps.db, scope, groupBy, args.codes);
  // A code this application does not have (another client's, a deleted one) is not found, like a single record.
  if (ids.length < new Set(args.codes).size) throw notFound();
  const filter: RollupFilter = {
    applicationId: scope.application.id,
    from: args.from,
    to: args.to,
    channelCode: args.channelCode,
    keys: ids,
  };
  const reporting = await reportingOf(deps.db, scope);
  const [daily, totals] = await Promise.all([
    dailyRollup(deps.db, filter, groupBy, reporting),
    rollup(deps.db, filter, groupBy, reporting),
  ]);
  const names = await nameKeys(deps.db, groupBy, ids);
  return ids
    .filter((id) => names.has(id))
    .map((id) => ({
      code: names.get(id)!.code!,
      name: names.get(id)!.name,
      conceptCode: names.get(id)!.conceptCode,
      metrics: toMetrics(totals.find((row) => row.key === id) ?? emptyRollupRow()),
      days: daily.filter((row) => row.key === id).map((row) => ({ day: row.day, metrics: toMetrics(row) })),
    }));
}

const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  const text = String(value);
  // Formula injection: a cell starting with = + - @ is prefixed so spreadsheets read it as text.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** The ratios' inputs, beside the figures, so a spreadsheet can divide them. */
const INPUT_NAMES = [
  'spendWithInstalls',
  'impressionsWithInstalls',
  'clicksWithInstalls',
  'impressionsWithClicks',
  'spendWithRevenue',
] as const;

/** "EUR 100.00; USD 50.00": money as the accounts reported it, one currency at a time. */
const amountsCell = (metrics: Metrics, field: 'spend' | 'revenue') =>
  metrics.amounts
    .filter((amount) => amount[field] !== null)
    .map((amount) => `${amount.currency} ${amount[field]!.toFixed(2)}`)
    .join('; ');

const missingCell = (metrics: Metrics) =>
  metrics.missingRateCount === 0
    ? ''
    : `${metrics.missingRates.map((missing) => `${missing.day} ${missing.currency}`).join('; ')}${
        metrics.missingRateCount > metrics.missingRates.length ? `; and ${metrics.missingRateCount - metrics.missingRates.length} more` : ''
      }`;

/**
 * The leaderboard as CSV (every row, ranked first). Money is in the `currency` column's currency
 * (the reporting currency); a row with a day that has no rate leaves its money empty and names the
 * days in `missing_rates`, and `spend_by_currency` / `revenue_by_currency` keep the amounts as reported.
 */
export async function exportCreativePerformance(deps: AnalyticsDeps, args: PerformanceArgs) {
  const report = await findCreativePerformance(deps, args);
  const header = [
    'rank',
    'code',
    'name',
    'enough_data',
    'currency',
    ...METRIC_NAMES.map(snake),
    ...INPUT_NAMES.map(snake),
    'spend_by_currency',
    'revenue_by_currency',
    'missing_rates',
    'fatigue_onset',
  ];
  const lines = [header.join(',')];
  for (const row of report.rows) {
    lines.push(
      [
        row.rank,
        row.code,
        row.name,
        row.enoughData ? 'yes' : 'no',
        report.currency,
        ...METRIC_NAMES.map((name) => row.metrics[name]),
        ...INPUT_NAMES.map((name) => row.metrics[name]),
        amountsCell(row.metrics, 'spend'),
        amountsCell(row.metrics, 'revenue'),
        missingCell(row.metrics),
        row.fatigue?.onsetDay ?? null,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function findConceptInApplication(db: Database, scope: ApplicationScope, conceptCode: string) {
  const [row] = await db
    .select({ id: concepts.id, code: concepts.code, name: concepts.name })
    .from(concepts)
    .where(
      and(
        eq(concepts.clientId, scope.clientId),
        eq(concepts.code, conceptCode),
        isNull(concepts.deletedAt),
        sql`${scope.application.id}::uuid = any(${concepts.applicationIds})`,
      ),
    );
  if (!row) throw notFound(CONCEPT_NOT_FOUND);
  return row;
}

/** Most spend first; a row whose spend is unknown (a missing rate) by its amounts' count, after the others. */
const bySpend = (a: { metrics: Metrics }, b: { metrics: Metrics }) =>
  (b.metrics.spend ?? -1) - (a.metrics.spend ?? -1) || b.metrics.amounts.length - a.metrics.amounts.length;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A concept's Analytics tab: headline vs the application's median concept, daily trend, per asset and per ad. */
export async function findConceptAnalytics(deps: AnalyticsDeps, args: Target & RangeArgs & { conceptCode: string }) {
  const scope = await deps.access.require(ANALYTICS_VIEW, args);
  checkRange(args.from, args.to);
  await ensureRollups(deps.db, scope.application.id);
  const concept = await findConceptInApplication(deps.db, scope, args.conceptCode);
  const appFilter: RollupFilter = { applicationId: scope.application.id, from: args.from, to: args.to, channelCode: args.channelCode };
  const filter: RollupFilter = { ...appFilter, conceptId: concept.id };
  const reporting = await reportingOf(deps.db, scope);
  const [allConcepts, daily, assetRows, adRows, fatigue] = await Promise.all([
    rollup(deps.db, appFilter, 'concept', reporting),
    dailyRollup(deps.db, filter, 'concept', reporting),
    rollup(deps.db, filter, 'asset', reporting),
    rollup(deps.db, filter, 'ad', reporting),
    findFatigueFlags(deps.db, scope.application.id),
  ]);
  const all = allConcepts.map((row) => ({ key: row.key, metrics: toMetrics(row) }));
  // Each figure's own median (a median concept's ratio is not the ratio of median inputs: no inputs are shown).
  const applicationMedian: Metrics = {
    ...toMetrics(emptyRollupRow()),
    ...Object.fromEntries(
      METRIC_NAMES.map((name) => [name, median(all.map((row) => row.metrics[name]).filter((value): value is number => value !== null))]),
    ),
  };
  const own = all.find((row) => row.key === concept.id);
  const assetNames = await nameKeys(
    deps.db,
    'asset',
    assetRows.map((row) => row.key),
  );
  const adDetails = await loadAdDetails(
    deps.db,
    adRows.map((row) => row.key),
  );
  return {
    conceptCode: concept.code,
    currency: reporting.currency,
    allocationRule: ALLOCATION_RULE,
    headline: own?.metrics ?? toMetrics(emptyRollupRow()),
    applicationMedian,
    conceptCount: all.length,
    days: daily.map((row) => ({ day: row.day, metrics: toMetrics(row) })),
    assets: assetRows
      .map((row) => ({
        code: assetNames.get(row.key)?.code ?? row.key,
        name: assetNames.get(row.key)?.name ?? row.key,
        metrics: toMetrics(row),
        fatigue: fatigue.byAsset.get(row.key) ?? null,
      }))
      .sort(bySpend),
    ads: adRows
      .map((row) => ({ ...adDetails.get(row.key)!, metrics: toMetrics(row) }))
      .filter((row) => row.adCode)
      .sort(bySpend),
    fatigue: fatigue.byConcept.get(concept.id) ?? null,
  };
}

async function loadAdDetails(db: Database, adIds: string[]) {
  const details = new Map<
    string,
    {
      adCode: string;
      adName: string;
      assetSetCode: string;
      assetSetName: string;
      campaignName: string;
      channelCode: string;
      status: string;
    }
  >();
  if (adIds.length === 0) return details;
  const rows = await db
    .select({
      id: ads.id,
      adCode: ads.code,
      adName: ads.name,
      status: ads.status,
      assetSetCode: adAssetSets.code,
      assetSetName: adAssetSets.name,
      campaignName: adCampaigns.name,
      channelCode: adCampaigns.channelCode,
    })
    .from(ads)
    .innerJoin(adAssetSets, eq(adAssetSets.id, ads.assetSetId))
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
    .where(inArray(ads.id, adIds));
  for (const row of rows) details.set(row.id, row);
  return details;
}

/** The application's concepts flagged as fatigued (tiles and the editor's header). */
export async function findCreativeFatigue(deps: AnalyticsDeps, args: Target & { conceptCode?: string | null }) {
  const scope = await deps.access.require(CREATIVE_FATIGUE, args);
  const flags = [...(await findFatigueFlags(deps.db, scope.application.id)).byConcept.values()];
  return args.conceptCode ? flags.filter((flag) => flag.conceptCode === args.conceptCode) : flags;
}

export type AdCopyPerformanceRank = 'top' | 'middle' | 'bottom';

/**
 * Ranks of the application's ad copy from the linked ads' performance over a range: copies with at
 * least the minimum spend are ordered by IPM (CTR when none of them has installs) and split in
 * thirds: top, middle, bottom. Copies below the gate get no rank.
 */
export async function findAdCopyPerformanceRanks(deps: AnalyticsDeps, args: Target & RangeArgs & { minSpend?: number | null }) {
  const scope = await deps.access.require(AD_COPY_PERFORMANCE_VIEW, args);
  checkRange(args.from, args.to);
  await ensureRollups(deps.db, scope.application.id);
  const minSpend = args.minSpend ?? DEFAULT_MIN_SPEND;
  const filter: RollupFilter = { applicationId: scope.application.id, from: args.from, to: args.to, channelCode: args.channelCode };
  const rolled = await rollup(deps.db, filter, 'adCopy', await reportingOf(deps.db, scope));
  const names = await nameKeys(
    deps.db,
    'adCopy',
    rolled.map((row) => row.key),
  );
  const rows = rolled.map((row) => ({ code: names.get(row.key)?.code ?? row.key, metrics: toMetrics(row) }));
  const gated = rows.filter((row) => (row.metrics.spend ?? 0) >= minSpend);
  const metric: MetricName = gated.some((row) => row.metrics.ipm !== null) ? 'ipm' : 'ctr';
  const ranked = gated.filter((row) => row.metrics[metric] !== null).sort((a, b) => b.metrics[metric]! - a.metrics[metric]!);
  const ranks = new Map<string, AdCopyPerformanceRank>();
  ranked.forEach((row, index) => {
    const third = (index * 3) / ranked.length;
    ranks.set(row.code, third < 1 ? 'top' : third < 2 ? 'middle' : 'bottom');
  });
  return rows.map((row) => ({
    adCopyCode: row.code,
    rank: ranks.get(row.code) ?? null,
    metric,
    value: row.metrics[metric],
    spend: row.metrics.spend,
    enoughData: (row.metrics.spend ?? 0) >= minSpend,
  }));
}

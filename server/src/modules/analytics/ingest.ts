import { isCalendarDay, isCurrencyCode, METRICS_CSV_COLUMNS, type MetricsCsvColumn } from '@atelier/domain';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database, Executor } from '../../db/client.js';
import { adAccounts, adAssetSets, adCampaigns, adCreativeMetricDays, adMetricDays, ads, adSubCampaigns } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { badInput } from '../../lib/errors.js';
import type { Access } from '../tenancy/index.js';
import { rebuildRollupDays } from './rollup-store.js';
import { METRICS_IMPORT } from './rules.js';

/** The figures of one ad-day; null: the source does not give it (never zero). */
export interface DayFigures {
  impressions: number | null;
  clicks: number | null;
  installs: number | null;
  spend: number | null;
  revenue: number | null;
  videoStarts: number | null;
  videoCompletions: number | null;
}

export interface AdDayInput extends DayFigures {
  adId: string;
  day: string;
  /** The money's ISO 4217 currency when the row says (an import's column); else the write's, else the ad's account's. */
  currency?: string | null;
}

export interface CreativeDayInput {
  adCreativeId: string;
  adId: string;
  day: string;
  impressions: number | null;
  clicks: number | null;
  installs: number | null;
  spend: number | null;
  videoStarts: number | null;
  videoCompletions: number | null;
}

const BATCH = 1000;

/**
 * Writes a source's days for some ads, replacing what that source had for those ads and days: rows
 * of the window the source no longer reports are removed, the others overwritten, so re-running a
 * sync or an import of the same days never counts a day twice. Each row keeps the currency its
 * money came in: the row's own, else `target.currency` (what the network said), else the currency
 * of the ad's account. Call inside a transaction.
 */
export async function replaceAdMetricDays(
  tx: Executor,
  target: { clientId: string; applicationId: string; currency: string | null; source: 'meta' | 'applovin' | 'import' | 'demo' },
  /** The ads and days the source reported on; null: only the rows given are replaced (an import). */
  window: { adIds: readonly string[]; from: string; to: string } | null,
  rows: readonly AdDayInput[],
  creativeRows: readonly CreativeDayInput[] = [],
) {
  const allAdIds = [...new Set([...(window?.adIds ?? []), ...rows.map((row) => row.adId)])];
  if (allAdIds.length === 0) return { written: 0 };
  for (let start = 0; window && start < window.adIds.length; start += BATCH) {
    const adIds = window.adIds.slice(start, start + BATCH);
    await tx.delete(adMetricDays).where(and(inArray(adMetricDays.adId, [...adIds]), between(adMetricDays.day, window.from, window.to)));
    await tx
      .delete(adCreativeMetricDays)
      .where(and(inArray(adCreativeMetricDays.adId, [...adIds]), between(adCreativeMetricDays.day, window.from, window.to)));
  }
  const adRows = await tx
    .select({ id: ads.id, assetSetId: ads.assetSetId, channelCode: adCampaigns.channelCode, accountCurrency: adAccounts.currency })
    .from(ads)
    .innerJoin(adAssetSets, eq(adAssetSets.id, ads.assetSetId))
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
    .innerJoin(adAccounts, eq(adAccounts.id, adCampaigns.adAccountId))
    .where(and(eq(ads.applicationId, target.applicationId), inArray(ads.id, allAdIds)));
  const byId = new Map(adRows.map((row) => [row.id, row]));
  const values = rows.flatMap((row) => {
    const ad = byId.get(row.adId);
    if (!ad) return [];
    return [
      {
        ...row,
        clientId: target.clientId,
        applicationId: target.applicationId,
        assetSetId: ad.assetSetId,
        channelCode: ad.channelCode,
        currency: row.currency || target.currency || ad.accountCurrency,
        source: target.source,
      },
    ];
  });
  for (let start = 0; start < values.length; start += BATCH) {
    await tx
      .insert(adMetricDays)
      .values(values.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [adMetricDays.adId, adMetricDays.day],
        set: {
          impressions: sql`excluded.impressions`,
          clicks: sql`excluded.clicks`,
          installs: sql`excluded.installs`,
          spend: sql`excluded.spend`,
          revenue: sql`excluded.revenue`,
          videoStarts: sql`excluded.video_starts`,
          videoCompletions: sql`excluded.video_completions`,
          currency: sql`excluded.currency`,
          source: sql`excluded.source`,
          updatedAt: sql`now()`,
        },
      });
  }
  const creativeValues = creativeRows
    .filter((row) => byId.has(row.adId))
    .map((row) => ({ ...row, clientId: target.clientId, applicationId: target.applicationId, source: target.source }));
  for (let start = 0; start < creativeValues.length; start += BATCH) {
    await tx
      .insert(adCreativeMetricDays)
      .values(creativeValues.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  const days = [...values.map((row) => row.day), ...creativeValues.map((row) => row.day)].sort();
  const from = window ? window.from : days[0];
  const to = window ? window.to : days[days.length - 1];
  if (from && to) await rebuildRollupDays(tx, target.applicationId, from, to);
  return { written: values.length };
}

// ---------------------------------------------------------------------------------------------
// CSV import

/** Header names, matched case-insensitively; `ad` is the ad's Atelier code or the network's ad id. */
const ALIASES: Record<string, MetricsCsvColumn> = {
  day: 'date',
  ad_id: 'ad',
  ad_code: 'ad',
  cost: 'spend',
  videostarts: 'video_starts',
  videocompletions: 'video_completions',
};
export const MAX_METRIC_ROWS = 20_000;

export interface MetricImportRow {
  line: number;
  day: string | null;
  ad: string | null;
  adName: string | null;
  action: 'write' | 'error';
  errors: string[];
}

interface PlannedRow extends MetricImportRow {
  adId: string | null;
  figures: DayFigures;
  currency: string | null;
}

function readNumber(raw: string | undefined, column: string, errors: string[], integer: boolean): number | null {
  const text = (raw ?? '').trim().replaceAll(',', '');
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    errors.push(`${column} must be a number of 0 or more.`);
    return null;
  }
  if (integer && !Number.isInteger(value)) {
    errors.push(`${column} must be a whole number.`);
    return null;
  }
  return value;
}

async function planMetricsCsv(db: Executor, applicationId: string, csv: string): Promise<PlannedRow[]> {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header || header.every((cell) => !cell.trim()))
    throw badInput('The file is empty: it needs a header row and at least one row of metrics.');
  const columns = header.map((cell) => {
    const lower = cell.trim().toLowerCase().replaceAll(' ', '_');
    const column = (METRICS_CSV_COLUMNS as readonly string[]).includes(lower) ? (lower as MetricsCsvColumn) : ALIASES[lower];
    if (!column) throw badInput(`Unknown column '${cell.trim()}'. Columns: ${METRICS_CSV_COLUMNS.join(', ')}.`);
    return column;
  });
  for (const required of ['date', 'ad'] as const) if (!columns.includes(required)) throw badInput(`The file needs a '${required}' column.`);
  if (records.length > MAX_METRIC_ROWS) throw badInput(`A file holds at most ${MAX_METRIC_ROWS.toLocaleString('en')} rows.`);
  const cell = (record: string[], column: MetricsCsvColumn) => {
    const index = columns.indexOf(column);
    return index < 0 ? undefined : record[index];
  };
  const refs = [...new Set(records.map((record) => cell(record, 'ad')?.trim()).filter((value): value is string => !!value))];
  const known = refs.length
    ? await db
        .select({ id: ads.id, code: ads.code, externalId: ads.externalId, name: ads.name })
        .from(ads)
        .where(and(eq(ads.applicationId, applicationId), sql`(${inArray(ads.code, refs)} or ${inArray(ads.externalId, refs)})`))
    : [];
  const byRef = new Map<string, (typeof known)[number][]>();
  for (const ad of known) {
    for (const ref of new Set([ad.code, ad.externalId])) byRef.set(ref, [...(byRef.get(ref) ?? []), ad]);
  }
  const seen = new Set<string>();
  return records.map((record, index) => {
    const errors: string[] = [];
    const line = index + 2;
    const dayText = cell(record, 'date')?.trim() ?? '';
    const day = isCalendarDay(dayText) ? dayText : null;
    if (!day) errors.push('date must be a day as YYYY-MM-DD.');
    const ref = cell(record, 'ad')?.trim() ?? '';
    const matches = ref ? (byRef.get(ref) ?? []) : [];
    if (!ref) errors.push('ad is required (the ad code or the network ad id).');
    else if (matches.length === 0) errors.push(`No ad '${ref}' in this application.`);
    else if (matches.length > 1) errors.push(`'${ref}' names ${matches.length} ads: use the ad code.`);
    const ad = matches.length === 1 ? matches[0]! : null;
    const figures: DayFigures = {
      impressions: readNumber(cell(record, 'impressions'), 'impressions', errors, true),
      clicks: readNumber(cell(record, 'clicks'), 'clicks', errors, true),
      installs: readNumber(cell(record, 'installs'), 'installs', errors, true),
      spend: readNumber(cell(record, 'spend'), 'spend', errors, false),
      revenue: readNumber(cell(record, 'revenue'), 'revenue', errors, false),
      videoStarts: readNumber(cell(record, 'video_starts'), 'video_starts', errors, true),
      videoCompletions: readNumber(cell(record, 'video_completions'), 'video_completions', errors, true),
    };
    const currencyText = cell(record, 'currency')?.trim().toUpperCase() ?? '';
    if (currencyText && !isCurrencyCode(currencyText)) errors.push(`currency '${currencyText}' is not an ISO 4217 code.`);
    if (ad && day) {
      const key = `${ad.id}:${day}`;
      if (seen.has(key)) errors.push('The same ad and day appear on an earlier row.');
      seen.add(key);
    }
    return {
      line,
      day,
      ad: ref || null,
      adName: ad?.name ?? null,
      action: errors.length ? 'error' : 'write',
      errors,
      adId: ad?.id ?? null,
      figures,
      currency: currencyText || null,
    };
  });
}

const publicRow = ({ line, day, ad, adName, action, errors }: PlannedRow): MetricImportRow => ({ line, day, ad, adName, action, errors });

export interface ImportDeps {
  db: Database;
  access: Access;
}

/** Says, row by row, what importing the file would write; writes nothing. */
export async function previewAdMetricsImport(deps: ImportDeps, args: { clientCode: string; applicationCode: string; csv: string }) {
  const scope = await deps.access.require(METRICS_IMPORT, args);
  const plan = await planMetricsCsv(deps.db, scope.application.id, args.csv);
  return {
    writeCount: plan.filter((row) => row.action === 'write').length,
    errorCount: plan.filter((row) => row.action === 'error').length,
    rows: plan.map(publicRow),
  };
}

/**
 * Imports the valid rows in one transaction: each (ad, day) of the file replaces that ad-day,
 * whatever wrote it before, so importing the same file twice leaves the same figures.
 */
export async function importAdMetrics(deps: ImportDeps, args: { clientCode: string; applicationCode: string; csv: string }) {
  const scope = await deps.access.require(METRICS_IMPORT, args);
  return deps.db.transaction(async (tx) => {
    const plan = await planMetricsCsv(tx, scope.application.id, args.csv);
    const valid = plan.filter((row) => row.action === 'write');
    // Each ad-day of the file replaces exactly that ad-day (an upsert on the primary key).
    await replaceAdMetricDays(
      tx,
      { clientId: scope.clientId, applicationId: scope.application.id, currency: null, source: 'import' },
      null,
      valid.map((row) => ({ adId: row.adId!, day: row.day!, currency: row.currency, ...row.figures })),
    );
    if (valid.length > 0)
      await enqueueJob(
        tx,
        'detectCreativeFatigue',
        { applicationId: scope.application.id },
        { singletonKey: `detectCreativeFatigue:${scope.application.id}` },
      );
    return {
      writtenCount: valid.length,
      errorCount: plan.length - valid.length,
      rows: plan.filter((row) => row.action === 'error').map(publicRow),
    };
  });
}

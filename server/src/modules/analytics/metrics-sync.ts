import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { rowsOf, type Database } from '../../db/client.js';
import { adAccounts, adAssetSets, adCampaigns, adCreatives, ads, adSubCampaigns } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { outboundPolicyOf } from '../../lib/outbound/index.js';
import {
  checkBaseUrlHost,
  ConnectorError,
  getJson,
  metaAccountPath,
  newRequestStats,
  openCredentials,
  parseRetryAfter,
  META_EFFECTIVE_STATUSES,
  readMetaAccount,
  readMetaPages,
  resolveBaseUrl,
  shortenDetail,
  trackSync,
  type AnswerHead,
  type HttpOptions,
  type MetaAccess,
  type RequestStats,
  type SyncAttempt,
  type Verdict,
} from '../ad-networks/index.js';
import { replaceAdMetricDays, type AdDayInput, type CreativeDayInput } from './ingest.js';

/**
 * The metrics sync of one ad account (job `syncAdMetrics`), over HTTP from the network, through the
 * connectors' shared HTTP loop (usage headers honoured, throttling waited out, refused credentials
 * and failures recorded on the account as a "metrics" run, see ad-networks `trackSync`):
 *
 * - Meta: `GET {base}/act_{id}` for the account's `currency` and `timezone_name`, then
 *   `GET {base}/act_{id}/insights?level=ad&time_increment=1&time_range=…&breakdowns=image_asset`
 *   (Ads Insights API) with `filtering` on `ad.effective_status` for every documented status (the
 *   account's insights leave deleted and archived ads out unless asked, and their last days of spend
 *   with them) and `use_unified_attribution_setting=true` (actions counted as each ad set's
 *   attribution setting says, as Ads Manager shows them). One row per ad, day and image. Installs
 *   from `actions`: the first of `omni_app_install`, `mobile_app_install`, `app_install` (the same
 *   installs counted by three sources, never added up); revenue from `action_values`
 *   (`app_custom_event.fb_mobile_purchase`, else `omni_purchase`). Days are the account's (its time
 *   zone), money its currency. The window is the last RESTATE_DAYS days up to the account's
 *   yesterday (Meta restates recent days), or FIRST_SYNC_DAYS days on a first sync; each window
 *   replaces what Meta had written for those days.
 * - AppLovin: `GET {report base}/report?api_key=«Report Key»&report_type=advertiser&format=json&start=…&end=…
 *   &columns=day,campaign_id_external,creative_set_id,impressions,clicks,conversions,cost` (Reporting
 *   API, https://support.axon.ai/en/growth/promoting-your-apps/api/reporting-api), paged with
 *   `limit`/`offset`. The Report Key is the account's own credential, not the Campaign Management
 *   key (the API refuses that one with 401). One row per creative set and UTC day; installs are
 *   `conversions`. The window is the last RESTATE_DAYS days up to yesterday (UTC), or the API's whole
 *   45-day window on a first sync (a backfill), never past it. AppLovin reports per creative set
 *   (its `ad`/`ad_id` columns are deprecated): a creative set's day is written on one ad of its
 *   asset set (the first by external id), so the asset set, where links and rollups are made, has
 *   exactly the network's figures.
 * Then fatigue is re-detected for the application.
 */

const RESTATE_DAYS = 3;
const FIRST_SYNC_DAYS = 60;
const META_PAGE_SIZE = 500;
const DEFAULT_APPLOVIN_REPORT_URL = 'https://r.applovin.com';
const META_INSIGHT_FIELDS =
  'ad_id,date_start,date_stop,account_currency,impressions,clicks,spend,actions,action_values,video_play_actions,video_p100_watched_actions';
/** App installs as the Insights API names them, most complete source first; one is read, never their sum. */
export const META_INSTALL_ACTION_TYPES = ['omni_app_install', 'mobile_app_install', 'app_install'] as const;
const META_PURCHASE_VALUE_TYPES = ['app_custom_event.fb_mobile_purchase', 'omni_purchase'] as const;
const DEFAULT_CURRENCY = 'USD';
/** AppLovin's Reporting API answers for the last 45 days only. */
export const APPLOVIN_REPORT_WINDOW_DAYS = 45;
const APPLOVIN_REPORT_PAGE = 10_000;
const APPLOVIN_REPORT_COLUMNS = 'day,campaign_id_external,creative_set_id,impressions,clicks,conversions,cost';

export interface MetricsSyncDeps {
  db: Database;
  config: AppConfig;
  log?: FastifyBaseLogger;
  getSigningSecret(): Promise<string> | string;
  /** Test hooks: the HTTP loop's options (sleep, waits). */
  http?: HttpOptions;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar day of an instant in a time zone (UTC when the zone is unknown). */
export function dayInTimeZone(instant: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      instant,
    );
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** The account's base URL, refused when it left its network's own host (see ad-networks/base-url.ts). */
function accountBaseUrl(deps: MetricsSyncDeps, account: { connector: 'meta' | 'applovin'; baseUrl: string | null }): string {
  const base = resolveBaseUrl(deps.config, account);
  const refusal = checkBaseUrlHost(deps.config, account.connector, base);
  if (refusal) throw new ConnectorError(refusal, false);
  return base;
}

const toNumber = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

type ActionList = { action_type: string; value: string }[] | undefined;

interface MetaInsightRow {
  ad_id?: string;
  date_start?: string;
  account_currency?: string;
  impressions?: string;
  clicks?: string;
  spend?: string;
  actions?: ActionList;
  action_values?: ActionList;
  video_play_actions?: ActionList;
  video_p100_watched_actions?: ActionList;
  image_asset?: { id?: string; hash?: string };
}

/** The value of the first of `types` the list has (the same event under several names is read once). */
export function firstAction(list: ActionList, types: readonly string[]): number | null {
  for (const type of types) {
    const item = list?.find((entry) => entry.action_type === type);
    if (item) return toNumber(item.value);
  }
  return null;
}

const sumActions = (list: ActionList) => (list?.length ? list.reduce((total, item) => total + Number(item.value), 0) : null);

async function accountAds(db: Database, adAccountId: string) {
  return db
    .select({ id: ads.id, externalId: ads.externalId })
    .from(ads)
    .innerJoin(adAssetSets, eq(adAssetSets.id, ads.assetSetId))
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
    .where(eq(adCampaigns.adAccountId, adAccountId));
}

async function lastMetricDay(db: Database, adIds: string[]): Promise<string | null> {
  if (adIds.length === 0) return null;
  const result = await db.execute(
    sql`select to_char(max(day), 'YYYY-MM-DD') as day from ad_metric_days where ad_id in (${sql.join(
      adIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rowsOf<{ day: string | null }>(result)[0]?.day ?? null;
}

type Account = typeof adAccounts.$inferSelect;
type AdRow = { id: string; externalId: string };

interface Fetched {
  rows: AdDayInput[];
  creativeRows: CreativeDayInput[];
  from: string;
  to: string;
  currency: string;
  timeZone: string | null;
}

async function fetchMeta(
  deps: MetricsSyncDeps,
  account: Account,
  token: string | undefined,
  adRows: AdRow[],
  stats: RequestStats,
): Promise<Fetched> {
  if (!token) throw new ConnectorError('The account has no Meta access token.', false);
  const access: MetaAccess = {
    baseUrl: accountBaseUrl(deps, { connector: 'meta', baseUrl: account.baseUrl }),
    accessToken: token,
    outbound: outboundPolicyOf(deps.config),
    http: deps.http,
  };
  const info = await readMetaAccount(access, account.externalAccountId, stats);
  const timeZone = info.timeZone ?? account.timeZone;
  // The account's days: its yesterday, in its time zone.
  const yesterday = addDays(dayInTimeZone(new Date(), timeZone), -1);
  const last = await lastMetricDay(
    deps.db,
    adRows.map((row) => row.id),
  );
  const from = last ? addDays(last < yesterday ? last : yesterday, -(RESTATE_DAYS - 1)) : addDays(yesterday, -(FIRST_SYNC_DAYS - 1));
  const adByExternal = new Map(adRows.map((row) => [row.externalId, row.id]));
  const creatives = await deps.db
    .select({ id: adCreatives.id, adId: adCreatives.adId, externalId: adCreatives.externalId })
    .from(adCreatives)
    .where(
      inArray(
        adCreatives.adId,
        adRows.map((row) => row.id),
      ),
    );
  const creativeByKey = new Map(creatives.map((row) => [`${row.adId}:${row.externalId}`, row.id]));
  const perAdDay = new Map<string, AdDayInput>();
  const creativeRows: CreativeDayInput[] = [];
  let reportedCurrency: string | null = null;
  await readMetaPages<MetaInsightRow>(
    access,
    `${metaAccountPath(account.externalAccountId)}/insights`,
    {
      level: 'ad',
      time_increment: '1',
      time_range: JSON.stringify({ since: from, until: yesterday }),
      breakdowns: 'image_asset',
      fields: META_INSIGHT_FIELDS,
      filtering: JSON.stringify([{ field: 'ad.effective_status', operator: 'IN', value: META_EFFECTIVE_STATUSES }]),
      use_unified_attribution_setting: 'true',
      limit: META_PAGE_SIZE,
    },
    stats,
    (page) => {
      for (const item of page) {
        reportedCurrency ??= item.account_currency ?? null;
        const adId = item.ad_id ? adByExternal.get(item.ad_id) : undefined;
        if (!adId || !item.date_start) continue;
        const figures = {
          impressions: toNumber(item.impressions),
          clicks: toNumber(item.clicks),
          // Meta leaves `actions` out of a day without any: no installs that day.
          installs: firstAction(item.actions, META_INSTALL_ACTION_TYPES) ?? 0,
          spend: toNumber(item.spend),
          revenue: firstAction(item.action_values, META_PURCHASE_VALUE_TYPES),
          videoStarts: sumActions(item.video_play_actions),
          videoCompletions: sumActions(item.video_p100_watched_actions),
        };
        // With the image breakdown, an ad's day comes in one row per image: the ad's day is their sum.
        const key = `${adId}:${item.date_start}`;
        const total = perAdDay.get(key);
        if (!total) perAdDay.set(key, { adId, day: item.date_start, ...figures });
        else
          for (const name of ['impressions', 'clicks', 'installs', 'spend', 'revenue', 'videoStarts', 'videoCompletions'] as const) {
            const value = figures[name];
            if (value !== null) total[name] = (total[name] ?? 0) + value;
          }
        const creativeId = item.image_asset?.id ? creativeByKey.get(`${adId}:${item.image_asset.id}`) : undefined;
        if (creativeId)
          creativeRows.push({
            adCreativeId: creativeId,
            adId,
            day: item.date_start,
            impressions: figures.impressions,
            clicks: figures.clicks,
            installs: figures.installs,
            spend: figures.spend,
            videoStarts: figures.videoStarts,
            videoCompletions: figures.videoCompletions,
          });
      }
    },
  );
  return {
    rows: [...perAdDay.values()],
    creativeRows,
    from,
    to: yesterday,
    currency: info.currency ?? reportedCurrency ?? account.currency ?? DEFAULT_CURRENCY,
    timeZone,
  };
}

/** AppLovin's report answers `{ code, count, results }`; its errors come in `x-al-error-*` headers. */
export function interpretAppLovinReport(response: AnswerHead, body: unknown): Verdict {
  if (response.ok && Array.isArray((body as { results?: unknown } | null)?.results)) return { kind: 'ok' };
  const header = response.headers.get('x-al-error-message');
  const detail = header ? shortenDetail(header) : "an answer without AppLovin's error header";
  if (response.status === 401)
    return {
      kind: 'credentials',
      message: `AppLovin refused the Report Key: ${detail}. Enter the account's Report Key (not the Campaign Management key) again.`,
    };
  if (response.status === 429)
    return {
      kind: 'throttled',
      waitSeconds: parseRetryAfter(response.headers.get('retry-after')),
      message: `AppLovin answered 429: ${detail}`,
    };
  if (response.ok) return { kind: 'error', message: 'AppLovin answered with something other than a report.', isTransient: true };
  return { kind: 'error', message: `AppLovin refused the report (${response.status}): ${detail}`, isTransient: response.status >= 500 };
}

/** Each asset set's carrier ad (the first by external id, numbers in numeric order), by the set's external id. */
async function appLovinCarriers(db: Database, adAccountId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ adId: ads.id, adExternalId: ads.externalId, setExternalId: adAssetSets.externalId })
    .from(ads)
    .innerJoin(adAssetSets, eq(adAssetSets.id, ads.assetSetId))
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
    .where(eq(adCampaigns.adAccountId, adAccountId));
  const collator = new Intl.Collator('en', { numeric: true });
  rows.sort((left, right) => collator.compare(left.adExternalId, right.adExternalId));
  const carriers = new Map<string, string>();
  for (const row of rows) if (row.setExternalId && !carriers.has(row.setExternalId)) carriers.set(row.setExternalId, row.adId);
  return carriers;
}

async function fetchAppLovin(
  deps: MetricsSyncDeps,
  account: Account,
  key: string | undefined,
  adRows: AdRow[],
  stats: RequestStats,
): Promise<Fetched> {
  const manageBase = accountBaseUrl(deps, { connector: 'applovin', baseUrl: account.baseUrl });
  // The report host differs from campaign management's; a custom base (sandbox, proxy) serves both.
  const reportBase = account.baseUrl ? manageBase.replace(/\/manage\/v1\/?$/, '') : DEFAULT_APPLOVIN_REPORT_URL;
  if (!key)
    throw new ConnectorError(
      "The account has no AppLovin Report Key: metrics need it (the Campaign Management key is refused there). Enter it in the account's settings.",
      false,
    );
  // AppLovin's days are UTC; today is not over yet.
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = addDays(today, -1);
  const earliest = addDays(today, -APPLOVIN_REPORT_WINDOW_DAYS);
  const last = await lastMetricDay(
    deps.db,
    adRows.map((row) => row.id),
  );
  const wanted = last ? addDays(last < yesterday ? last : yesterday, -(RESTATE_DAYS - 1)) : earliest;
  const from = wanted < earliest ? earliest : wanted;
  const carriers = await appLovinCarriers(deps.db, account.id);
  const perSetDay = new Map<string, AdDayInput>();
  for (let offset = 0; ; offset += APPLOVIN_REPORT_PAGE) {
    const query = new URLSearchParams({
      api_key: key,
      report_type: 'advertiser',
      format: 'json',
      start: from,
      end: yesterday,
      columns: APPLOVIN_REPORT_COLUMNS,
      limit: String(APPLOVIN_REPORT_PAGE),
      offset: String(offset),
    });
    const answer = (await getJson(
      `${reportBase.replace(/\/+$/, '')}/report?${query.toString()}`,
      {},
      interpretAppLovinReport,
      outboundPolicyOf(deps.config),
      deps.http ?? {},
      stats,
    )) as { results?: Record<string, string>[] };
    const results = answer.results ?? [];
    for (const item of results) {
      const adId = item.creative_set_id ? carriers.get(String(item.creative_set_id)) : undefined;
      const day = typeof item.day === 'string' ? item.day.slice(0, 10) : '';
      if (!adId || day < from || day > yesterday) continue;
      const key = `${adId}:${day}`;
      const figures = {
        impressions: toNumber(item.impressions),
        clicks: toNumber(item.clicks),
        installs: toNumber(item.conversions),
        spend: toNumber(item.cost),
      };
      const total = perSetDay.get(key);
      if (!total) perSetDay.set(key, { adId, day, ...figures, revenue: null, videoStarts: null, videoCompletions: null });
      else
        for (const name of ['impressions', 'clicks', 'installs', 'spend'] as const) {
          const value = figures[name];
          if (value !== null) total[name] = (total[name] ?? 0) + value;
        }
    }
    if (results.length < APPLOVIN_REPORT_PAGE) break;
  }
  return {
    rows: [...perSetDay.values()],
    creativeRows: [],
    from,
    to: yesterday,
    currency: account.currency ?? DEFAULT_CURRENCY,
    timeZone: null,
  };
}

/**
 * One metrics sync of an account, recorded as a "metrics" run of the account: succeeded with what
 * it wrote, failed with the network's message (managers told once), or waiting while the network
 * throttles the account (the result says until when; the job defers itself to then). Accounts
 * without credentials, whose credentials were refused, or without ads yet are skipped.
 */
export async function runAdMetricsSync(deps: MetricsSyncDeps, adAccountId: string, attempt: SyncAttempt = { isLastAttempt: true }) {
  const [account] = await deps.db.select().from(adAccounts).where(eq(adAccounts.id, adAccountId));
  if (!account || (account.connector !== 'meta' && account.connector !== 'applovin')) return { status: 'skipped' as const };
  if (!account.credentialsSealed || account.credentialsRefusedAt) return { status: 'skipped' as const };
  const adRows = await accountAds(deps.db, account.id);
  if (adRows.length === 0) return { status: 'skipped' as const };
  const outcome = await trackSync(deps.db, account, { kind: 'metrics', trigger: 'schedule', attempt }, async (run) => {
    const credentials = openCredentials(await deps.getSigningSecret(), account.code, account.credentialsSealed!);
    const stats = newRequestStats();
    const fetched =
      account.connector === 'meta'
        ? await fetchMeta(deps, account, credentials.accessToken, adRows, stats)
        : await fetchAppLovin(deps, account, credentials.reportKey, adRows, stats);
    const written = await deps.db.transaction(async (tx) => {
      const result = await replaceAdMetricDays(
        tx,
        {
          clientId: account.clientId,
          applicationId: account.applicationId,
          currency: fetched.currency,
          source: account.connector as 'meta' | 'applovin',
        },
        { adIds: adRows.map((row) => row.id), from: fetched.from, to: fetched.to },
        fetched.rows,
        fetched.creativeRows,
      );
      if (account.connector === 'meta')
        await tx
          .update(adAccounts)
          .set({ currency: fetched.currency, ...(fetched.timeZone ? { timeZone: fetched.timeZone } : {}), updatedAt: sql`now()` })
          .where(eq(adAccounts.id, account.id));
      await enqueueJob(
        tx,
        'detectCreativeFatigue',
        { applicationId: account.applicationId },
        { singletonKey: `detectCreativeFatigue:${account.applicationId}` },
      );
      await run.succeed(tx, {
        written: result.written,
        from: fetched.from,
        to: fetched.to,
        currency: fetched.currency,
        requests: stats.requests,
        throttled: stats.throttled,
        waitedMs: stats.waitedMs,
      });
      return result.written;
    });
    deps.log?.info({ adAccountId, written, from: fetched.from, to: fetched.to }, 'ad metrics synced');
    return { written };
  });
  if (outcome.status === 'succeeded') return { runId: outcome.runId, status: outcome.status, written: outcome.result.written };
  return outcome;
}

/**
 * Offers a metrics sync to every network account whose tree has synced and which has had no
 * metrics sync since that tree sync or in the past hour (runs every few seconds: cheap). Accounts
 * whose credentials were refused wait for new ones; throttled accounts wait for their time.
 */
export async function scheduleAdMetricsSyncs(db: Database) {
  const result = await db.execute(sql`
    select a.id from ad_accounts a
    where a.connector in ('meta', 'applovin') and a.last_sync_at is not null and a.credentials_sealed is not null
      and a.credentials_refused_at is null and (a.throttled_until is null or a.throttled_until <= now())
      and not exists (
        select 1 from jobs j
        where j.name = 'syncAdMetrics' and j.payload->>'adAccountId' = a.id::text
          and j.create_date >= greatest(a.last_sync_at, now() - interval '1 hour'))`);
  for (const row of rowsOf<{ id: string }>(result)) {
    await enqueueJob(db, 'syncAdMetrics', { adAccountId: row.id }, { singletonKey: `syncAdMetrics:${row.id}`, maxAttempts: 5 });
  }
}

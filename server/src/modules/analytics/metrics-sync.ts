import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { rowsOf, type Database } from '../../db/client.js';
import { adAccounts, adAssetSets, adCampaigns, adCreatives, ads, adSubCampaigns } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { OutboundError, outboundPolicyOf, requestOutbound } from '../../lib/outbound/index.js';
import { checkBaseUrlHost, openCredentials, resolveBaseUrl } from '../ad-networks/index.js';
import { replaceAdMetricDays, type AdDayInput, type CreativeDayInput } from './ingest.js';

/**
 * The metrics sync of one ad account (job `syncAdMetrics`), over HTTP from the network:
 *
 * - Meta: `GET {base}/act_{id}/insights?level=ad&time_increment=1&time_range=…&breakdowns=image_asset`
 *   (Ads Insights API): one row per ad, day and image; installs from `actions`
 *   (`mobile_app_install`), revenue from `action_values` (`app_custom_event.fb_mobile_purchase`).
 *   The window is the last RESTATE_DAYS days up to yesterday (Meta restates recent days), or
 *   FIRST_SYNC_DAYS days on a first sync; each window replaces what Meta had written for those days.
 * - AppLovin: `GET {report base}/assetReport?range=yesterday&columns=asset_id,impressions,clicks,cost`
 *   (Asset Reporting API): its windows are symbolic and short (yesterday, last 7 days summed), so
 *   each sync writes yesterday, per asset (an AppLovin asset is an ad of the tree); it gives no
 *   installs or revenue, which stay NULL.
 * Then fatigue is re-detected for the application.
 */

const RESTATE_DAYS = 3;
const FIRST_SYNC_DAYS = 60;
const META_PAGE_SIZE = 500;
const DEFAULT_APPLOVIN_REPORT_URL = 'https://r.applovin.com';

export interface MetricsSyncDeps {
  db: Database;
  config: AppConfig;
  log?: FastifyBaseLogger;
  getSigningSecret(): Promise<string>;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export class MetricsSyncError extends Error {
  constructor(
    message: string,
    readonly isTransient: boolean,
  ) {
    super(message);
    this.name = 'MetricsSyncError';
  }
}

/** A report page is far smaller; anything larger is not the network. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

const shorten = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

/** One GET through the outbound door; the networks' own error text only, never a raw body. */
async function getJson(deps: MetricsSyncDeps, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  let response;
  try {
    response = await requestOutbound(url, {
      policy: outboundPolicyOf(deps.config),
      headers: { accept: 'application/json', ...headers },
      timeoutMs: 30_000,
      maxBytes: MAX_ANSWER_BYTES,
    });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    throw new MetricsSyncError(`The network could not be reached: ${error.message}`, error.isTransient);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(response.text() || 'null') as unknown;
  } catch {
    body = null;
  }
  if (response.status === 429 || response.status >= 500)
    throw new MetricsSyncError(`The network answered ${response.status}; the sync will be retried.`, true);
  if (!response.ok) {
    const metaMessage = (body as { error?: { message?: unknown } } | null)?.error?.message;
    const detail =
      response.headers.get('x-al-error-message') ?? (typeof metaMessage === 'string' ? metaMessage : 'no error the network documents');
    throw new MetricsSyncError(`The network refused the report (${response.status}): ${shorten(detail)}`, false);
  }
  if (body === null) throw new MetricsSyncError('The network answered with something other than JSON.', true);
  return body;
}

/** The account's base URL, refused when it left its network's own host (see ad-networks/base-url.ts). */
function accountBaseUrl(deps: MetricsSyncDeps, account: { connector: 'meta' | 'applovin'; baseUrl: string | null }): string {
  const base = resolveBaseUrl(deps.config, account);
  const refusal = checkBaseUrlHost(deps.config, account.connector, base);
  if (refusal) throw new MetricsSyncError(refusal, false);
  return base;
}

/** The next page's address comes from the answer: the token goes only to the base URL's origin. */
function requireSameOrigin(url: string, base: string): string {
  if (URL.canParse(url) && new URL(url).origin === new URL(base).origin) return url;
  throw new MetricsSyncError("Meta's next page points at another host; the token is not sent there.", false);
}

const toNumber = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

interface MetaInsightRow {
  ad_id?: string;
  date_start?: string;
  impressions?: string;
  clicks?: string;
  spend?: string;
  actions?: { action_type: string; value: string }[];
  action_values?: { action_type: string; value: string }[];
  video_play_actions?: { action_type: string; value: string }[];
  video_p100_watched_actions?: { action_type: string; value: string }[];
  image_asset?: { id?: string; hash?: string };
}

const sumActions = (list: { action_type: string; value: string }[] | undefined, type?: string) => {
  if (!list) return null;
  const chosen = type ? list.filter((item) => item.action_type === type) : list;
  return chosen.length ? chosen.reduce((total, item) => total + Number(item.value), 0) : null;
};

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

export async function runAdMetricsSync(deps: MetricsSyncDeps, adAccountId: string) {
  const [account] = await deps.db.select().from(adAccounts).where(eq(adAccounts.id, adAccountId));
  if (!account || (account.connector !== 'meta' && account.connector !== 'applovin')) return { written: 0 };
  if (!account.credentialsSealed) return { written: 0 };
  const credentials = openCredentials(await deps.getSigningSecret(), account.code, account.credentialsSealed);
  const adRows = await accountAds(deps.db, account.id);
  if (adRows.length === 0) return { written: 0 };
  const adByExternal = new Map(adRows.map((row) => [row.externalId, row.id]));
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  let rows: AdDayInput[] = [];
  let creativeRows: CreativeDayInput[] = [];
  let currency = 'USD';
  let from = yesterday;

  if (account.connector === 'meta') {
    const base = accountBaseUrl(deps, { connector: 'meta', baseUrl: account.baseUrl });
    const accountId = account.externalAccountId.startsWith('act_') ? account.externalAccountId : `act_${account.externalAccountId}`;
    const token = credentials.accessToken;
    if (!token) throw new MetricsSyncError('The account has no Meta access token.', false);
    const last = await lastMetricDay(
      deps.db,
      adRows.map((row) => row.id),
    );
    from = last ? addDays(last < yesterday ? last : yesterday, -(RESTATE_DAYS - 1)) : addDays(yesterday, -(FIRST_SYNC_DAYS - 1));
    const info = (await getJson(deps, `${base.replace(/\/+$/, '')}/${accountId}?fields=currency`, {
      authorization: `Bearer ${token}`,
    })) as { currency?: string };
    currency = info.currency ?? currency;
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
    const query = new URLSearchParams({
      level: 'ad',
      time_increment: '1',
      time_range: JSON.stringify({ since: from, until: yesterday }),
      breakdowns: 'image_asset',
      fields: 'ad_id,impressions,clicks,spend,actions,action_values,video_play_actions,video_p100_watched_actions',
      limit: String(META_PAGE_SIZE),
    });
    let url: string | undefined = `${base.replace(/\/+$/, '')}/${accountId}/insights?${query.toString()}`;
    const perAdDay = new Map<string, AdDayInput>();
    const seen = new Set<string>();
    while (url) {
      if (seen.has(url)) throw new MetricsSyncError('Meta returned the same page twice.', true);
      seen.add(url);
      const page = (await getJson(deps, url, { authorization: `Bearer ${token}` })) as {
        data?: MetaInsightRow[];
        paging?: { next?: string };
      };
      for (const item of page.data ?? []) {
        const adId = item.ad_id ? adByExternal.get(item.ad_id) : undefined;
        if (!adId || !item.date_start) continue;
        const figures = {
          impressions: toNumber(item.impressions),
          clicks: toNumber(item.clicks),
          installs: sumActions(item.actions, 'mobile_app_install') ?? 0,
          spend: toNumber(item.spend),
          revenue: sumActions(item.action_values, 'app_custom_event.fb_mobile_purchase'),
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
      url = page.paging?.next ? requireSameOrigin(page.paging.next, base) : undefined;
    }
    rows = [...perAdDay.values()];
  } else {
    const manageBase = accountBaseUrl(deps, { connector: 'applovin', baseUrl: account.baseUrl });
    // The report host differs from campaign management's; a custom base (sandbox, proxy) serves both.
    const reportBase = account.baseUrl ? manageBase.replace(/\/manage\/v1\/?$/, '') : DEFAULT_APPLOVIN_REPORT_URL;
    const key = credentials.reportKey ?? credentials.apiKey;
    if (!key) throw new MetricsSyncError('The account has no AppLovin report key.', false);
    const query = new URLSearchParams({
      api_key: key,
      range: 'yesterday',
      columns: 'asset_id,impressions,clicks,cost',
      format: 'json',
      account_id: account.externalAccountId,
    });
    const answer = (await getJson(deps, `${reportBase.replace(/\/+$/, '')}/assetReport?${query.toString()}`)) as {
      results?: Record<string, string>[];
    };
    from = yesterday;
    creativeRows = [];
    for (const item of answer.results ?? []) {
      const adId = item.asset_id ? adByExternal.get(item.asset_id) : undefined;
      if (!adId) continue;
      rows.push({
        adId,
        day: yesterday,
        impressions: toNumber(item.impressions),
        clicks: toNumber(item.clicks),
        installs: null,
        spend: toNumber(item.cost),
        revenue: null,
        videoStarts: null,
        videoCompletions: null,
      });
    }
  }

  const written = await deps.db.transaction(async (tx) => {
    const result = await replaceAdMetricDays(
      tx,
      { clientId: account.clientId, applicationId: account.applicationId, currency, source: account.connector as 'meta' | 'applovin' },
      { adIds: adRows.map((row) => row.id), from, to: yesterday },
      rows,
      creativeRows,
    );
    await enqueueJob(
      tx,
      'detectCreativeFatigue',
      { applicationId: account.applicationId },
      { singletonKey: `detectCreativeFatigue:${account.applicationId}` },
    );
    return result.written;
  });
  deps.log?.info({ adAccountId, written, from, to: yesterday }, 'ad metrics synced');
  return { written };
}

/**
 * Offers a metrics sync to every network account whose tree has synced and which has had no
 * metrics sync since that tree sync or in the past hour (runs every few seconds: cheap).
 */
export async function scheduleAdMetricsSyncs(db: Database) {
  const result = await db.execute(sql`
    select a.id from ad_accounts a
    where a.connector in ('meta', 'applovin') and a.last_sync_at is not null and a.credentials_sealed is not null
      and not exists (
        select 1 from jobs j
        where j.name = 'syncAdMetrics' and j.payload->>'adAccountId' = a.id::text
          and j.create_date >= greatest(a.last_sync_at, now() - interval '1 hour'))`);
  for (const row of rowsOf<{ id: string }>(result)) {
    await enqueueJob(db, 'syncAdMetrics', { adAccountId: row.id }, { singletonKey: `syncAdMetrics:${row.id}`, maxAttempts: 5 });
  }
}

import type { Route, RouteContext, RouteResult } from '../http.js';
import { appLovinError } from '../routes/applovin.js';
import { isStatusVisible, metaError, metaRoute, pageOf, readFiltering, requestedStatuses, type MetaCall } from '../routes/meta.js';
import { accountToday, findAppLovinAccount, type AppLovinAsset, type MetaAd } from '../world.js';
import { addDays, figuresFor, today } from './metrics.js';

/**
 * Insights and report routes, read by Atelier's metrics sync (issue 19, issue 28):
 *
 * - Meta `GET /meta/{version}/act_{id}/insights` (Ads Insights API): `level=ad`, `time_increment=1`
 *   (one row per ad and day; without it one row per ad over the range), `time_range={"since","until"}`
 *   or `date_preset` (yesterday, last_7d, last_30d, last_90d), `fields`, `breakdowns=image_asset`
 *   (one row per ad, day and image, with `image_asset: {hash, url, id}`), cursor paging. Days are the
 *   account's (its `timezone_name`), money is in the account's currency (`account_currency`),
 *   numbers come as strings. As documented, the account's insights leave out DELETED and ARCHIVED
 *   ads unless `filtering` asks for them on `ad.effective_status`: their spend is there, but only
 *   for a caller who asks. Installs come as the documented duplicates `omni_app_install`,
 *   `mobile_app_install` and `app_install` (the same installs counted three ways: never add them),
 *   purchase value as `app_custom_event.fb_mobile_purchase` and `omni_purchase`; each action has its
 *   `value` (the ad set's attribution setting) and, when `action_attribution_windows` names them, a
 *   value per window (`7d_click`, `1d_view`, …). An ad that did not deliver on a day has no row; a
 *   day without installs has no `actions`. Throttled in the account's ads_insights bucket (error
 *   80000). No video figures: the sandbox's creatives are images.
 * - AppLovin `GET /applovin/report` (Reporting API): see `appLovinReport`.
 * - AppLovin `GET /applovin/assetReport` (Asset Reporting API): `api_key` (the Report Key), `range=yesterday` or `last_7d` only (its short
 *   windows, summed over the range, no day column), `columns` among asset_id, asset_name,
 *   creative_set_id, campaign_id, impressions, clicks, ctr, cost; `format=json`, `limit`/`offset`.
 *   Answers `{ code: 200, count, results: [...] }` with numbers as strings. No installs or revenue.
 */

const PRESETS: Record<string, number> = { yesterday: 1, last_7d: 7, last_14d: 14, last_30d: 30, last_90d: 90 };
const INSTALL_ACTION_TYPES = ['omni_app_install', 'mobile_app_install', 'app_install'] as const;
const PURCHASE_ACTION_TYPES = ['app_custom_event.fb_mobile_purchase', 'omni_purchase'] as const;
const ATTRIBUTION_WINDOWS = new Set(['1d_click', '7d_click', '28d_click', '1d_view', '1d_ev', 'default']);

function metaRange(query: URLSearchParams, todayOfAccount: string): { since: string; until: string } | RouteResult {
  const raw = query.get('time_range');
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as { since?: string; until?: string };
      if (!parsed.since || !parsed.until || parsed.since > parsed.until) throw new Error('bad');
      return { since: parsed.since, until: parsed.until };
    } catch {
      return metaError(400, 100, '(#100) time_range must be {"since":"YYYY-MM-DD","until":"YYYY-MM-DD"}.');
    }
  }
  const preset = query.get('date_preset') ?? 'last_30d';
  const days = PRESETS[preset];
  if (!days) return metaError(400, 100, `(#100) date_preset must be one of ${Object.keys(PRESETS).join(', ')}.`);
  const until = addDays(todayOfAccount, -1);
  return { since: addDays(until, -(days - 1)), until };
}

const text = (value: number) => String(Math.round(value));

/** A window's share of an action's value: most installs follow a click within 7 days, the rest a view within 1. */
const WINDOW_SHARES: Record<string, number> = { '1d_click': 0.6, '7d_click': 0.82, '28d_click': 0.85, '1d_view': 0.18, '1d_ev': 0 };

/** One action entry: its value (the ad set's attribution setting), and one per attribution window asked for. */
function action(type: string, value: number, windows: string[], format: (value: number) => string) {
  const entry: Record<string, string> = { action_type: type, value: format(value) };
  for (const window of windows) if (window !== 'default') entry[window] = format(value * (WINDOW_SHARES[window] ?? 0));
  return entry;
}

function metaInsights(call: MetaCall): RouteResult {
  const { account } = call;
  const query = call.url.searchParams;
  const level = query.get('level') ?? 'account';
  if (level !== 'ad') return metaError(400, 100, '(#100) The sandbox answers level=ad only.');
  const todayOfAccount = accountToday(account);
  const range = metaRange(query, todayOfAccount);
  if ('status' in range || 'json' in range) return range as RouteResult;
  const { since, until } = range as { since: string; until: string };
  const filters = readFiltering(query);
  if (!Array.isArray(filters)) return filters;
  const statuses = requestedStatuses(query, filters, 'ad.effective_status');
  if (statuses && !(statuses instanceof Set)) return statuses;
  const daily = query.get('time_increment') === '1';
  const breakdowns = (query.get('breakdowns') ?? '').split(',').filter(Boolean);
  if (breakdowns.some((name) => name !== 'image_asset'))
    return metaError(400, 100, '(#100) The sandbox supports breakdowns=image_asset only.');
  const windows = (() => {
    const raw = query.get('action_attribution_windows');
    if (!raw) return [];
    try {
      const parsed = JSON.parse(raw) as unknown;
      return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
    } catch {
      return raw.split(',');
    }
  })();
  const unknownWindow = windows.find((window) => !ATTRIBUTION_WINDOWS.has(window));
  if (unknownWindow) return metaError(400, 100, `(#100) action_attribution_windows: ${unknownWindow} is not a valid attribution window.`);
  const fields = new Set((query.get('fields') ?? 'impressions,spend').split(',').map((field) => field.trim()));
  const rows: Record<string, unknown>[] = [];
  const build = (
    ad: MetaAd,
    figures: { impressions: number; clicks: number; installs: number; spend: number; revenue: number },
    start: string,
    stop: string,
  ) => {
    const row: Record<string, unknown> = { date_start: start, date_stop: stop };
    const put = (name: string, value: unknown) => {
      if (fields.has(name)) row[name] = value;
    };
    put('account_id', account.id);
    put('account_currency', account.currency);
    put('campaign_id', ad.campaign_id);
    put('adset_id', ad.adset_id);
    put('ad_id', ad.id);
    put('ad_name', ad.name);
    put('impressions', text(figures.impressions));
    put('clicks', text(figures.clicks));
    put('spend', figures.spend.toFixed(2));
    put('ctr', figures.impressions ? ((figures.clicks / figures.impressions) * 100).toFixed(6) : '0');
    if (fields.has('actions') && (figures.installs > 0 || figures.clicks > 0)) {
      const actions = [action('link_click', figures.clicks, windows, text)];
      if (figures.installs > 0) actions.push(...INSTALL_ACTION_TYPES.map((type) => action(type, figures.installs, windows, text)));
      row.actions = actions;
    }
    if (fields.has('action_values') && figures.revenue > 0)
      row.action_values = PURCHASE_ACTION_TYPES.map((type) => action(type, figures.revenue, windows, (value) => value.toFixed(2)));
    if (breakdowns.includes('image_asset'))
      row.image_asset = { hash: ad.creative.image_hash, url: `${call.origin}${ad.creative.image_url}`, id: ad.creative.id };
    rows.push(row);
  };
  for (const ad of account.ads) {
    if (!isStatusVisible(ad.effective_status, statuses)) continue;
    const days: ReturnType<typeof figuresFor>[] = [];
    for (let day = since; day <= until; day = addDays(day, 1))
      days.push(figuresFor(call.state.world, ad.id, ad.creative.fileId, day, 1, { today: todayOfAccount, deliveryEnd: ad.deliveryEnd }));
    const delivered = days.filter((figures) => figures !== null);
    if (daily) for (const figures of delivered) build(ad, figures, figures.day, figures.day);
    else if (delivered.length > 0) {
      const sum = (name: 'impressions' | 'clicks' | 'installs' | 'spend' | 'revenue') =>
        delivered.reduce((total, figures) => total + figures[name], 0);
      build(
        ad,
        {
          impressions: sum('impressions'),
          clicks: sum('clicks'),
          installs: sum('installs'),
          spend: Math.round(sum('spend') * 100) / 100,
          revenue: sum('revenue'),
        },
        since,
        until,
      );
    }
  }
  const page = pageOf(call, rows);
  if (!('data' in page)) return page;
  return { json: page };
}

const APPLOVIN_COLUMNS = new Set(['asset_id', 'asset_name', 'creative_set_id', 'campaign_id', 'impressions', 'clicks', 'ctr', 'cost']);

function appLovinAssetReport(context: RouteContext): RouteResult {
  const query = context.url.searchParams;
  if (query.get('api_key') !== context.state.credentials.appLovinReportKey)
    return appLovinError(401, 'UNAUTHORIZED', 'Invalid or missing report key.');
  const range = query.get('range');
  const days = range === 'yesterday' ? 1 : range === 'last_7d' ? 7 : 0;
  if (!days) return appLovinError(400, 'INVALID_RANGE', 'range must be yesterday or last_7d.');
  const columns = (query.get('columns') ?? '').split(',').filter(Boolean);
  if (columns.length === 0 || columns.some((column) => !APPLOVIN_COLUMNS.has(column)))
    return appLovinError(400, 'INVALID_COLUMNS', `columns must be among ${[...APPLOVIN_COLUMNS].join(', ')}.`);
  const until = addDays(today(), -1);
  const since = addDays(until, -(days - 1));
  const accountId = query.get('account_id');
  const accounts = accountId
    ? [findAppLovinAccount(context.state.world, accountId)].filter((account) => account !== undefined)
    : context.state.world.applovin;
  const results: Record<string, string>[] = [];
  for (const account of accounts) {
    for (const creativeSet of account.creativeSets) {
      const share = 1 / Math.max(1, creativeSet.assets.length);
      for (const asset of creativeSet.assets as AppLovinAsset[]) {
        let impressions = 0;
        let clicks = 0;
        let cost = 0;
        for (let day = since; day <= until; day = addDays(day, 1)) {
          const figures = figuresFor(context.state.world, asset.id, asset.fileId, day, share);
          if (!figures) continue;
          impressions += figures.impressions;
          clicks += figures.clicks;
          cost += figures.spend;
        }
        if (impressions === 0) continue;
        const all: Record<string, string> = {
          asset_id: asset.id,
          asset_name: asset.name,
          creative_set_id: creativeSet.id,
          campaign_id: creativeSet.campaign_id,
          impressions: String(impressions),
          clicks: String(clicks),
          ctr: (clicks / impressions).toFixed(6),
          cost: cost.toFixed(2),
        };
        results.push(Object.fromEntries(columns.map((column) => [column, all[column]!])));
      }
    }
  }
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 10_000);
  const page = results.slice(offset, offset + limit);
  return { json: { code: 200, count: page.length, results: page } };
}

/** The Reporting API's advertiser columns the sandbox answers (metrics as strings, like the API). */
const REPORT_COLUMNS = new Set([
  'day',
  'campaign',
  'campaign_id_external',
  'creative_set',
  'creative_set_id',
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'cost',
  'average_cpa',
]);
/** The API's request window: start and end within the last 45 days. */
const REPORT_WINDOW_DAYS = 45;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const reportError = (status: number, message: string): RouteResult =>
  appLovinError(status, status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message);

/**
 * `GET /applovin/report` (Reporting API, https://support.axon.ai/en/growth/promoting-your-apps/api/reporting-api):
 * `api_key` = the Report Key (the campaign management key is refused with 401), `start`/`end`
 * (YYYY-MM-DD, within the last 45 days, UTC days), `columns`, `format=json`,
 * `report_type=advertiser` (the default is publisher, which an advertiser's key has no data for),
 * `limit`/`offset`. One row per combination of the dimension columns asked for (day, campaign,
 * creative set), `{ code: 200, count, results }`, numbers as strings; a creative set's day is the
 * sum of its assets'; `conversions` are installs. Rows without impressions are left out.
 */
function appLovinReport(context: RouteContext): RouteResult {
  const query = context.url.searchParams;
  const key = query.get('api_key');
  if (!key || key !== context.state.credentials.appLovinReportKey)
    return reportError(
      401,
      key === context.state.credentials.appLovinApiKey ? 'Invalid api_key: use your Report Key.' : 'Invalid api_key.',
    );
  if (query.get('report_type') !== 'advertiser') return reportError(400, 'report_type must be advertiser for this key.');
  const format = query.get('format') ?? 'json';
  if (format !== 'json') return reportError(400, 'The sandbox answers format=json only.');
  const start = query.get('start') ?? '';
  const end = query.get('end') ?? '';
  const until = addDays(today(), 0);
  if (!DATE.test(start) || !DATE.test(end) || start > end)
    return reportError(400, 'start and end must be dates (YYYY-MM-DD), start first.');
  if (start < addDays(until, -REPORT_WINDOW_DAYS)) return reportError(400, `start must be within the last ${REPORT_WINDOW_DAYS} days.`);
  const columns = (query.get('columns') ?? '').split(',').filter(Boolean);
  if (columns.length === 0 || columns.some((column) => !REPORT_COLUMNS.has(column)))
    return reportError(400, `columns must be among ${[...REPORT_COLUMNS].join(', ')}.`);
  const byDay = columns.includes('day');
  const bySet = columns.includes('creative_set_id') || columns.includes('creative_set');
  const byCampaign = bySet || columns.includes('campaign_id_external') || columns.includes('campaign');
  const rows = new Map<
    string,
    { day: string; campaignId: string; creativeSetId: string; impressions: number; clicks: number; installs: number; cost: number }
  >();
  for (const account of context.state.world.applovin) {
    for (const creativeSet of account.creativeSets) {
      const share = 1 / Math.max(1, creativeSet.assets.length);
      for (let day = start; day <= end; day = addDays(day, 1)) {
        for (const asset of creativeSet.assets) {
          const figures = figuresFor(context.state.world, asset.id, asset.fileId, day, share);
          if (!figures) continue;
          const key = [byDay ? day : '', byCampaign ? creativeSet.campaign_id : '', bySet ? creativeSet.id : ''].join('|');
          const row = rows.get(key) ?? {
            day,
            campaignId: creativeSet.campaign_id,
            creativeSetId: creativeSet.id,
            impressions: 0,
            clicks: 0,
            installs: 0,
            cost: 0,
          };
          row.impressions += figures.impressions;
          row.clicks += figures.clicks;
          row.installs += figures.installs;
          row.cost += figures.spend;
          rows.set(key, row);
        }
      }
    }
  }
  const names = new Map<string, string>();
  for (const account of context.state.world.applovin) {
    for (const campaign of account.campaigns) names.set(`c:${campaign.id}`, campaign.name);
    for (const creativeSet of account.creativeSets) names.set(`s:${creativeSet.id}`, creativeSet.name);
  }
  const results = [...rows.values()]
    .filter((row) => row.impressions > 0)
    .map((row) => {
      const all: Record<string, string> = {
        day: row.day,
        campaign: names.get(`c:${row.campaignId}`) ?? '',
        campaign_id_external: row.campaignId,
        creative_set: names.get(`s:${row.creativeSetId}`) ?? '',
        creative_set_id: row.creativeSetId,
        impressions: String(row.impressions),
        clicks: String(row.clicks),
        ctr: (row.clicks / row.impressions).toFixed(6),
        conversions: String(row.installs),
        cost: row.cost.toFixed(2),
        average_cpa: row.installs ? (row.cost / row.installs).toFixed(2) : '',
      };
      return Object.fromEntries(columns.map((column) => [column, all[column]!]));
    });
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 100_000);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1)
    return reportError(400, 'limit and offset must be whole numbers.');
  const page = results.slice(offset, offset + limit);
  return { json: { code: 200, count: page.length, results: page } };
}

export const insightsRoutes: Route[] = [
  metaRoute('/insights', 'ads_insights', metaInsights),
  { method: 'GET', path: '/applovin/assetReport', network: 'applovin', handle: appLovinAssetReport },
  { method: 'GET', path: '/applovin/report', network: 'applovin', handle: appLovinReport },
];

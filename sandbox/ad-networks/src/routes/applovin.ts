import { randomBytes } from 'node:crypto';
import type { Route, RouteContext, RouteResult } from '../http.js';
import { findAppLovinAccount, type AppLovinAccount, type AppLovinAsset, type AppLovinCreativeSet } from '../world.js';

/**
 * AppLovin's (Axon) campaign management API as its documentation describes it
 * (https://support.axon.ai/en/growth/promoting-your-apps/api/axon-campaign-management-api):
 * `Authorization: «Campaign Management key»` header (the Report Key is refused here), `account_id`
 * on every request, `page` (from 1) and `size` (at most 100), errors in the `x-al-error-code` /
 * `x-al-error-message` headers and a `X-TRACE-ID` on every answer.
 *
 * - `/campaign/list`: a JSON array of campaigns (an empty array past the last page), `ids` filters.
 * - `/creative_set/list_by_campaign_id`: `ids` is a required comma-separated list of campaign ids
 *   (at most 100); the answer is grouped by campaign: `{ campaign_count, creative_set_count,
 *   campaigns: { «campaign id»: [creative sets] } }`, `page`/`size` counting creative sets. Paused
 *   creative sets (and paused campaigns') are in the answer with their status.
 * - Rate limit: 1,000 requests per 60 seconds per account; past it every request fails with 429
 *   for 10 minutes (no Retry-After: the documentation states the time).
 */

const MAX_SIZE = 100;
const MAX_IDS = 100;

export function appLovinError(status: number, code: string, message: string): RouteResult {
  return { status, headers: { 'x-al-error-code': code, 'x-al-error-message': message }, json: { code: status, message } };
}

/**
 * Counts the call against the account's 1,000 per 60 s; the call past it blocks the account for 10
 * minutes, during which every call answers 429.
 */
function rateLimited(context: RouteContext, accountId: string): RouteResult | null {
  const rate = context.state.applovin.rate;
  const now = Date.now();
  const block = rate.blocks.get(accountId);
  if (block && block.until > now)
    return appLovinError(
      429,
      'RATE_LIMIT_EXCEEDED',
      `Rate limit exceeded: requests are refused until ${new Date(block.until).toISOString()}.`,
    );
  if (block) rate.blocks.delete(accountId);
  const calls = (rate.calls.get(accountId) ?? []).filter((time) => time > now - rate.windowSeconds * 1000);
  calls.push(now);
  rate.calls.set(accountId, calls);
  if (calls.length <= rate.callsPerWindow) return null;
  rate.blocks.set(accountId, { until: now + rate.blockMinutes * 60_000 });
  rate.calls.delete(accountId);
  return appLovinError(
    429,
    'RATE_LIMIT_EXCEEDED',
    `More than ${rate.callsPerWindow} requests in ${rate.windowSeconds} seconds: requests are refused for ${rate.blockMinutes} minutes.`,
  );
}

function authorise(context: RouteContext): { account: AppLovinAccount } | { error: RouteResult } {
  const accountId = context.url.searchParams.get('account_id');
  const limited = rateLimited(context, accountId ?? `key:${context.request.headers.authorization ?? ''}`);
  if (limited) return { error: limited };
  if (context.request.headers.authorization !== context.state.credentials.appLovinApiKey) {
    return { error: appLovinError(401, 'UNAUTHORIZED', 'Invalid or missing campaign management API key.') };
  }
  if (!accountId) return { error: appLovinError(400, 'MISSING_ACCOUNT_ID', 'The account_id query parameter is required.') };
  const account = findAppLovinAccount(context.state.world, accountId);
  if (!account) return { error: appLovinError(403, 'FORBIDDEN', `No access to account ${accountId}.`) };
  return { account };
}

function paginate<T>(context: RouteContext, items: T[]): RouteResult | T[] {
  const page = Number(context.url.searchParams.get('page') ?? 1);
  const size = Number(context.url.searchParams.get('size') ?? MAX_SIZE);
  if (!Number.isInteger(page) || page < 1) return appLovinError(400, 'INVALID_PAGE', 'page must be 1 or more.');
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) return appLovinError(400, 'INVALID_SIZE', `size must be 1 to ${MAX_SIZE}.`);
  return items.slice((page - 1) * size, page * size);
}

function readIds(context: RouteContext): string[] | null | RouteResult {
  const raw = context.url.searchParams.get('ids');
  if (!raw) return null;
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length > MAX_IDS) return appLovinError(400, 'INVALID_IDS', `ids takes at most ${MAX_IDS} ids.`);
  return ids;
}

function filterByIds<T extends { id: string }>(context: RouteContext, items: T[]): T[] | RouteResult {
  const ids = readIds(context);
  if (ids === null) return items;
  if (!Array.isArray(ids)) return ids;
  const wanted = new Set(ids);
  return items.filter((item) => wanted.has(item.id));
}

function presentAsset(asset: AppLovinAsset, origin: string) {
  const { fileId: _fileId, ...rest } = asset;
  return { ...rest, url: `${origin}${asset.url}` };
}

function presentCreativeSet(creativeSet: AppLovinCreativeSet, origin: string) {
  return { ...creativeSet, assets: creativeSet.assets.map((asset) => presentAsset(asset, origin)) };
}

const listCampaigns = (context: RouteContext): RouteResult => {
  const auth = authorise(context);
  if ('error' in auth) return auth.error;
  const filtered = filterByIds(context, auth.account.campaigns);
  if (!Array.isArray(filtered)) return filtered;
  const page = paginate(context, filtered);
  return Array.isArray(page) ? { json: page } : page;
};

/** Creative sets of the campaigns in `ids`, grouped by campaign; paging counts creative sets. */
const listCreativeSetsByCampaign = (context: RouteContext): RouteResult => {
  const auth = authorise(context);
  if ('error' in auth) return auth.error;
  const ids = readIds(context);
  if (ids === null) return appLovinError(400, 'MISSING_IDS', 'The ids query parameter (comma-separated campaign ids) is required.');
  if (!Array.isArray(ids)) return ids;
  const wanted = new Set(ids);
  const page = paginate(
    context,
    auth.account.creativeSets.filter((creativeSet) => wanted.has(creativeSet.campaign_id)),
  );
  if (!Array.isArray(page)) return page;
  const campaigns: Record<string, ReturnType<typeof presentCreativeSet>[]> = {};
  for (const creativeSet of page) (campaigns[creativeSet.campaign_id] ??= []).push(presentCreativeSet(creativeSet, context.origin));
  return { json: { campaign_count: Object.keys(campaigns).length, creative_set_count: page.length, campaigns } };
};

const listCreativeSets = (context: RouteContext): RouteResult => {
  const auth = authorise(context);
  if ('error' in auth) return auth.error;
  const filtered = filterByIds(context, auth.account.creativeSets);
  if (!Array.isArray(filtered)) return filtered;
  const page = paginate(context, filtered);
  return Array.isArray(page) ? { json: page.map((creativeSet) => presentCreativeSet(creativeSet, context.origin)) } : page;
};

export const appLovinRoutes: Route[] = [
  { method: 'GET', path: '/applovin/manage/v1/campaign/list', network: 'applovin', handle: listCampaigns },
  { method: 'GET', path: '/applovin/manage/v1/creative_set/list', network: 'applovin', handle: listCreativeSets },
  { method: 'GET', path: '/applovin/manage/v1/creative_set/list_by_campaign_id', network: 'applovin', handle: listCreativeSetsByCampaign },
];

/** A trace id for every AppLovin answer, as the real API sends. */
export function appLovinTraceHeader(): Record<string, string> {
  return { 'x-trace-id': randomBytes(12).toString('hex') };
}

import { randomBytes } from 'node:crypto';
import type { Route, RouteContext, RouteResult } from '../http.js';
import { findAppLovinAccount, type AppLovinAccount, type AppLovinAsset, type AppLovinCreativeSet } from '../world.js';

/**
 * AppLovin's (Axon) campaign management API shapes: `Authorization: «key»` header, `account_id` on
 * every request, `page` (from 1) and `size` (at most 100) paging over plain JSON arrays (an empty
 * array past the last page), errors in the `x-al-error-code` / `x-al-error-message` headers and a
 * `X-TRACE-ID` on every answer.
 */

const MAX_SIZE = 100;

export function appLovinError(status: number, code: string, message: string): RouteResult {
  return { status, headers: { 'x-al-error-code': code, 'x-al-error-message': message }, json: { code: status, message } };
}

function authorise(context: RouteContext): { account: AppLovinAccount } | { error: RouteResult } {
  if (context.request.headers.authorization !== context.state.credentials.appLovinApiKey) {
    return { error: appLovinError(401, 'UNAUTHORIZED', 'Invalid or missing campaign management API key.') };
  }
  const accountId = context.url.searchParams.get('account_id');
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

function filterByIds<T extends { id: string }>(context: RouteContext, items: T[]): T[] {
  const ids = context.url.searchParams.get('ids');
  if (!ids) return items;
  const wanted = new Set(ids.split(','));
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
  const page = paginate(context, filterByIds(context, auth.account.campaigns));
  return Array.isArray(page) ? { json: page } : page;
};

const listCreativeSetsByCampaign = (context: RouteContext): RouteResult => {
  const auth = authorise(context);
  if ('error' in auth) return auth.error;
  const campaignId = context.url.searchParams.get('campaign_id');
  if (!campaignId) return appLovinError(400, 'MISSING_CAMPAIGN_ID', 'The campaign_id query parameter is required.');
  const page = paginate(
    context,
    auth.account.creativeSets.filter((creativeSet) => creativeSet.campaign_id === campaignId),
  );
  return Array.isArray(page) ? { json: page.map((creativeSet) => presentCreativeSet(creativeSet, context.origin)) } : page;
};

const listCreativeSets = (context: RouteContext): RouteResult => {
  const auth = authorise(context);
  if ('error' in auth) return auth.error;
  const page = paginate(context, filterByIds(context, auth.account.creativeSets));
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

import type { OutboundPolicy } from '../../../lib/outbound/index.js';
import { emptyTree, normaliseStatus } from '../tree.js';
import {
  ConnectorError,
  getJson,
  joinUrl,
  newRequestStats,
  parseRetryAfter,
  requireSameOrigin,
  shortenDetail,
  type AnswerHead,
  type HttpOptions,
  type RequestStats,
  type Usage,
  type Verdict,
} from './http.js';
import type { Connector, ConnectorInput, ConnectorResult } from './types.js';

/**
 * Meta Marketing API (Graph API v21+), as documented:
 *
 * - `GET /act_{id}` for the account's `currency` and `timezone_name` (its reports' money and days).
 * - `GET /act_{id}/campaigns`, `/adsets`, `/ads` with `fields` (the ad's creative nested as
 *   `creative{…}`), every documented `effective_status` (the edges leave DELETED and ARCHIVED
 *   objects out unless asked: "When unset, defaults to not return deleted or archived ads"), cursor
 *   paging through `paging.next` / `paging.cursors.after`, and `filtering` on `updated_time` for
 *   incremental syncs. The access token goes in an `Authorization: Bearer` header.
 * - Usage: `X-Business-Use-Case-Usage` (per business object: `call_count`, `total_cputime`,
 *   `total_time` in percent, `estimated_time_to_regain_access` in minutes), `X-Ad-Account-Usage`
 *   (`acc_id_util_pct`, `reset_time_duration` in seconds) and `X-App-Usage` are read on every answer.
 * - Throttling: error codes 4, 17, 32, 613 and 80000–80014 (HTTP 400 as often as 429), with the wait
 *   in the usage headers.
 * - Credentials: 190 (with subcodes 458 app removed, 459 checkpoint, 460 password changed, 463
 *   expired, 464 unconfirmed user, 467 invalid) and 102 need a new token; 10 and 200–299 a token
 *   with the permission.
 *
 * Tree: campaign → ad set (sub-campaign) → ad (asset set, with one ad row) → the ad's creative.
 */

const FIELDS = {
  campaigns: 'id,name,status,effective_status,updated_time',
  adsets: 'id,name,campaign_id,status,effective_status,updated_time',
  ads: 'id,name,adset_id,campaign_id,status,effective_status,updated_time,creative{id,name,object_type,image_hash,image_url,thumbnail_url,video_id}',
};
const ACCOUNT_FIELDS = 'name,currency,timezone_name,account_status';
/** Every effective status Meta documents for campaigns, ad sets and ads: asking for all of them brings the deleted and archived ones too. */
export const META_EFFECTIVE_STATUSES = [
  'ACTIVE',
  'PAUSED',
  'DELETED',
  'PENDING_REVIEW',
  'DISAPPROVED',
  'PREAPPROVED',
  'PENDING_BILLING_INFO',
  'CAMPAIGN_PAUSED',
  'ARCHIVED',
  'ADSET_PAUSED',
  'IN_PROCESS',
  'WITH_ISSUES',
] as const;
const MAX_PAGE_SIZE = 500;
/** Rate-limit codes: application (4), user (17), page (32), ad account (613), Business Use Case (80000–80014). */
export function isMetaThrottleCode(code: number | undefined): boolean {
  return code === 4 || code === 17 || code === 32 || code === 613 || (code !== undefined && code >= 80000 && code <= 80014);
}
const TOKEN_SUBCODES: Record<number, string> = {
  458: 'the app was removed from the account of the person whose token it is',
  459: 'the person whose token it is must log in to Facebook to pass a security checkpoint',
  460: 'the password of the person whose token it is was changed',
  463: 'the access token has expired',
  464: 'the person whose token it is has not confirmed their account',
  467: 'the access token is invalid',
};
/** Changes made while a sync runs may carry a time stamp just before its start: look back a little. */
const CURSOR_OVERLAP_SECONDS = 120;

interface MetaErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number; is_transient?: boolean; fbtrace_id?: string };
}

export interface MetaPage<T> {
  data?: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}

interface MetaCampaign {
  id: string;
  name?: string;
  status?: string;
  effective_status?: string;
}
interface MetaAdSet extends MetaCampaign {
  campaign_id: string;
}
interface MetaAd extends MetaCampaign {
  adset_id: string;
  campaign_id: string;
  creative?: { id: string; name?: string; object_type?: string; image_url?: string; thumbnail_url?: string; video_id?: string };
}
export interface MetaAccountInfo {
  currency?: string;
  timezone_name?: string;
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function parseHeader(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * The usage an answer reports: the highest percentage among the Business Use Case entries
 * (whatever business object they are for), the ad account's and the app's, and the longest stated
 * wait. Null when the answer carries none of the headers.
 */
export function readMetaUsage(headers: AnswerHead['headers']): Usage | null {
  const percents: number[] = [];
  const regains: number[] = [];
  const resets: number[] = [];
  const business = parseHeader(headers.get('x-business-use-case-usage'));
  if (business && typeof business === 'object') {
    for (const entries of Object.values(business as Record<string, unknown>)) {
      for (const entry of Array.isArray(entries) ? (entries as Record<string, unknown>[]) : []) {
        for (const name of ['call_count', 'total_cputime', 'total_time']) {
          const value = numberOf(entry[name]);
          if (value !== null) percents.push(value);
        }
        const minutes = numberOf(entry.estimated_time_to_regain_access);
        if (minutes !== null && minutes > 0) regains.push(minutes * 60);
      }
    }
  }
  const account = parseHeader(headers.get('x-ad-account-usage')) as Record<string, unknown> | null;
  if (account && typeof account === 'object') {
    const percent = numberOf(account.acc_id_util_pct);
    if (percent !== null) percents.push(percent);
    const reset = numberOf(account.reset_time_duration);
    if (reset !== null && reset > 0) resets.push(reset);
  }
  const app = parseHeader(headers.get('x-app-usage')) as Record<string, unknown> | null;
  if (app && typeof app === 'object') {
    for (const name of ['call_count', 'total_cputime', 'total_time']) {
      const value = numberOf(app[name]);
      if (value !== null) percents.push(value);
    }
  }
  if (percents.length === 0 && regains.length === 0 && resets.length === 0) return null;
  return {
    percent: Math.max(0, ...percents),
    regainSeconds: regains.length ? Math.max(...regains) : null,
    resetSeconds: resets.length ? Math.max(...resets) : null,
  };
}

export function interpretMetaResponse(response: AnswerHead, body: unknown): Verdict {
  const error = (body as MetaErrorBody | null)?.error;
  const usage = readMetaUsage(response.headers);
  if (response.ok && !error) return { kind: 'ok', usage };
  const code = error?.code;
  const subcode = error?.error_subcode;
  // Meta's own error message (its documented shape) is shown; anything else is described, never echoed.
  const detail = typeof error?.message === 'string' ? shortenDetail(error.message) : "an answer not in Meta's error format";
  const message = `Meta answered ${response.status}${code !== undefined ? ` (error ${code}${subcode ? `/${subcode}` : ''})` : ''}: ${detail}`;
  if (response.status === 429 || isMetaThrottleCode(code)) {
    // Meta states the wait in the usage headers (minutes to regain access, or the window's reset).
    const stated = [parseRetryAfter(response.headers.get('retry-after')), usage?.regainSeconds ?? null, usage?.resetSeconds ?? null].filter(
      (value): value is number => value !== null && value > 0,
    );
    return { kind: 'throttled', waitSeconds: stated.length ? Math.max(...stated) : null, message, usage };
  }
  if (code === 190 || code === 102) {
    const why = (subcode !== undefined && TOKEN_SUBCODES[subcode]) || 'the token is not valid (expired, revoked or mistyped)';
    return {
      kind: 'credentials',
      message: `Meta refused the access token: ${why} (${detail.replace(/\.$/, '')}). Enter a new access token for the account.`,
    };
  }
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299))
    return {
      kind: 'credentials',
      message: `Meta refused access to the account (${detail.replace(/\.$/, '')}). The access token needs the ads_read permission on it.`,
    };
  return { kind: 'error', message, isTransient: response.status >= 500 || error?.is_transient === true };
}

/** The account id as Meta's paths name it (`act_…`). */
export function metaAccountPath(externalAccountId: string): string {
  return externalAccountId.startsWith('act_') ? externalAccountId : `act_${externalAccountId}`;
}

/** What reading Meta needs: where, with which token, through which door. */
export interface MetaAccess {
  baseUrl: string;
  accessToken: string;
  outbound: OutboundPolicy;
  http?: HttpOptions;
}

/** One GET of a Meta node (no paging). */
export async function readMetaNode<T>(
  access: MetaAccess,
  path: string,
  query: Record<string, string | number | undefined>,
  stats: RequestStats,
) {
  const url = joinUrl(access.baseUrl, path, query);
  return (await getJson(
    url,
    { authorization: `Bearer ${access.accessToken}` },
    interpretMetaResponse,
    access.outbound,
    access.http ?? {},
    stats,
  )) as T;
}

/**
 * Every page of a Meta edge, page by page through `paging.next` (its address comes from the answer:
 * the token goes only to the base URL's origin), or through `paging.cursors.after` where an edge
 * gives only the cursor and the page was full. `onPage` sees each page as it comes.
 */
export async function readMetaPages<T>(
  access: MetaAccess,
  path: string,
  query: Record<string, string | number | undefined>,
  stats: RequestStats,
  onPage: (rows: T[]) => void,
): Promise<void> {
  let url: string | undefined = joinUrl(access.baseUrl, path, query);
  const seen = new Set<string>();
  while (url) {
    // A network repeating a cursor would loop forever; a page seen twice ends the walk.
    if (seen.has(url)) throw new ConnectorError(`Meta returned the same page twice while listing ${path}.`, true);
    seen.add(url);
    const page = (await getJson(
      url,
      { authorization: `Bearer ${access.accessToken}` },
      interpretMetaResponse,
      access.outbound,
      access.http ?? {},
      stats,
    )) as MetaPage<T>;
    onPage(page.data ?? []);
    const after = page.paging?.cursors?.after;
    url = page.paging?.next ? requireSameOrigin(page.paging.next, access.baseUrl, 'Meta') : undefined;
    if (!url && after && query.limit !== undefined && (page.data?.length ?? 0) >= Number(query.limit))
      url = joinUrl(access.baseUrl, path, { ...query, after });
  }
}

function accessOf(input: ConnectorInput): MetaAccess {
  const token = input.credentials.accessToken;
  if (!token) throw new ConnectorError('The account has no Meta access token.', false);
  return { baseUrl: input.baseUrl, accessToken: token, outbound: input.outbound, http: input.http };
}

async function readEdge<T>(input: ConnectorInput, edge: keyof typeof FIELDS, since: number | null, stats: RequestStats): Promise<T[]> {
  const items: T[] = [];
  await readMetaPages<T>(
    accessOf(input),
    `${metaAccountPath(input.externalAccountId)}/${edge}`,
    {
      fields: FIELDS[edge],
      limit: Math.min(input.pageSize ?? 200, MAX_PAGE_SIZE),
      // Deleted and archived objects too: their history stays, and their state is shown.
      effective_status: JSON.stringify(META_EFFECTIVE_STATUSES),
      filtering: since === null ? undefined : JSON.stringify([{ field: 'updated_time', operator: 'GREATER_THAN', value: since }]),
    },
    stats,
    (rows) => items.push(...rows),
  );
  return items;
}

/** The account's currency and time zone as Meta reports them. */
export async function readMetaAccount(access: MetaAccess, externalAccountId: string, stats: RequestStats) {
  const info = await readMetaNode<MetaAccountInfo>(access, metaAccountPath(externalAccountId), { fields: ACCOUNT_FIELDS }, stats);
  return { currency: info.currency ?? null, timeZone: info.timezone_name ?? null };
}

export const metaConnector: Connector = {
  defaultBaseUrl: 'https://graph.facebook.com/v21.0',
  credentialFields: ['accessToken'],
  async fetchTree(input: ConnectorInput): Promise<ConnectorResult> {
    const stats = newRequestStats();
    const startedAt = input.now ?? new Date();
    const since = typeof input.cursor?.updatedSince === 'number' ? input.cursor.updatedSince : null;
    const account = await readMetaAccount(accessOf(input), input.externalAccountId, stats);
    const campaigns = await readEdge<MetaCampaign>(input, 'campaigns', since, stats);
    const adsets = await readEdge<MetaAdSet>(input, 'adsets', since, stats);
    const ads = await readEdge<MetaAd>(input, 'ads', since, stats);
    const tree = emptyTree();
    for (const campaign of campaigns) {
      tree.campaigns.push({
        externalId: campaign.id,
        name: campaign.name ?? campaign.id,
        status: normaliseStatus(campaign.effective_status ?? campaign.status),
      });
    }
    for (const adset of adsets) {
      tree.subCampaigns.push({
        campaignExternalId: adset.campaign_id,
        externalId: adset.id,
        name: adset.name ?? adset.id,
        status: normaliseStatus(adset.effective_status ?? adset.status),
      });
    }
    for (const ad of ads) {
      const status = normaliseStatus(ad.effective_status ?? ad.status);
      tree.assetSets.push({
        campaignExternalId: ad.campaign_id,
        subCampaignExternalId: ad.adset_id,
        externalId: ad.id,
        name: ad.name ?? ad.id,
        status,
        isCreativeGroup: false,
        searchTerm: null,
      });
      tree.ads.push({ assetSetExternalId: ad.id, externalId: ad.id, name: ad.name ?? ad.id, status });
      if (ad.creative) {
        const isVideo = Boolean(ad.creative.video_id) || ad.creative.object_type === 'VIDEO';
        tree.creatives.push({
          adExternalId: ad.id,
          assetSetExternalId: ad.id,
          externalId: ad.creative.id,
          name: ad.creative.name ?? null,
          mediaKind: isVideo ? 'video' : 'image',
          sha256: null,
          // For a video, the thumbnail is the frame that can be compared.
          url: ad.creative.image_url ?? ad.creative.thumbnail_url ?? null,
          perceptualHash: null,
        });
      }
    }
    return {
      tree,
      cursor: { updatedSince: Math.floor(startedAt.getTime() / 1000) - CURSOR_OVERLAP_SECONDS },
      isIncremental: since !== null,
      stats,
      account,
    };
  },
};

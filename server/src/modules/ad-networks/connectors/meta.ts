import { emptyTree, normaliseStatus } from '../tree.js';
import {
  ConnectorError,
  getJson,
  joinUrl,
  parseRetryAfter,
  requireSameOrigin,
  shortenDetail,
  type AnswerHead,
  type RequestStats,
  type Verdict,
} from './http.js';
import type { Connector, ConnectorInput, ConnectorResult } from './types.js';

/**
 * Meta Marketing API (Graph API): `GET /act_{id}/campaigns`, `/adsets`, `/ads` with `fields`
 * (the ad's creative nested as `creative{…}`), cursor paging through `paging.next` /
 * `paging.cursors.after`, and `filtering` on `updated_time` for incremental syncs. The access token
 * goes in an `Authorization: Bearer` header. Throttling arrives as HTTP 429 or as an error with a
 * rate-limit code (4, 17, 32, 613, 80000–80014); the `X-Business-Use-Case-Usage` header says how
 * many minutes until access returns.
 *
 * Tree: campaign → ad set (sub-campaign) → ad (asset set, with one ad row) → the ad's creative.
 */

const FIELDS = {
  campaigns: 'id,name,status,effective_status,updated_time',
  adsets: 'id,name,campaign_id,status,effective_status,updated_time',
  ads: 'id,name,adset_id,campaign_id,status,effective_status,updated_time,creative{id,name,object_type,image_hash,image_url,thumbnail_url,video_id}',
};
const MAX_PAGE_SIZE = 500;
const THROTTLE_CODES = new Set([4, 17, 32, 613, 80000, 80001, 80002, 80003, 80004, 80005, 80006, 80008, 80009, 80014]);
/** Changes made while a sync runs may carry a time stamp just before its start: look back a little. */
const CURSOR_OVERLAP_SECONDS = 120;

interface MetaErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number; is_transient?: boolean; fbtrace_id?: string };
}

interface MetaPage<T> {
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

/** Minutes until access returns, from `X-Business-Use-Case-Usage` ({ "<id>": [{ estimated_time_to_regain_access }] }). */
export function readRegainAccessSeconds(header: string | null): number | null {
  if (!header) return null;
  try {
    const usage = JSON.parse(header) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const minutes = Math.max(
      0,
      ...Object.values(usage).flatMap((entries) => entries.map((entry) => entry.estimated_time_to_regain_access ?? 0)),
    );
    return minutes > 0 ? minutes * 60 : null;
  } catch {
    return null;
  }
}

export function interpretMetaResponse(response: AnswerHead, body: unknown): Verdict {
  const error = (body as MetaErrorBody | null)?.error;
  if (response.ok && !error) return { kind: 'ok' };
  const code = error?.code;
  // Meta's own error message (its documented shape) is shown; anything else is described, never echoed.
  const detail = typeof error?.message === 'string' ? shortenDetail(error.message) : "an answer not in Meta's error format";
  const message = `Meta answered ${response.status}${code !== undefined ? ` (error ${code}${error?.error_subcode ? `/${error.error_subcode}` : ''})` : ''}: ${detail}`;
  if (response.status === 429 || (code !== undefined && THROTTLE_CODES.has(code))) {
    const wait =
      parseRetryAfter(response.headers.get('retry-after')) ?? readRegainAccessSeconds(response.headers.get('x-business-use-case-usage'));
    return { kind: 'throttled', waitSeconds: wait, message };
  }
  if (code === 190)
    return {
      kind: 'error',
      message: `Meta refused the access token: ${typeof error?.message === 'string' ? shortenDetail(error.message) : 'invalid token'}. Update the account's credentials.`,
      isTransient: false,
    };
  return { kind: 'error', message, isTransient: response.status >= 500 || error?.is_transient === true };
}

async function readEdge<T>(input: ConnectorInput, edge: keyof typeof FIELDS, since: number | null, stats: RequestStats): Promise<T[]> {
  const accountId = input.externalAccountId.startsWith('act_') ? input.externalAccountId : `act_${input.externalAccountId}`;
  const token = input.credentials.accessToken;
  if (!token) throw new ConnectorError('The account has no Meta access token.', false);
  const query: Record<string, string | number | undefined> = {
    fields: FIELDS[edge],
    limit: Math.min(input.pageSize ?? 200, MAX_PAGE_SIZE),
    filtering: since === null ? undefined : JSON.stringify([{ field: 'updated_time', operator: 'GREATER_THAN', value: since }]),
  };
  const items: T[] = [];
  let url: string | undefined = joinUrl(input.baseUrl, `${accountId}/${edge}`, query);
  const seen = new Set<string>();
  while (url) {
    // A network repeating a cursor would loop forever; a page seen twice ends the walk.
    if (seen.has(url)) throw new ConnectorError(`Meta returned the same page twice while listing ${edge}.`, true);
    seen.add(url);
    const page = (await getJson(
      url,
      { authorization: `Bearer ${token}` },
      interpretMetaResponse,
      input.outbound,
      input.http ?? {},
      stats,
    )) as MetaPage<T>;
    items.push(...(page.data ?? []));
    const after = page.paging?.cursors?.after;
    // The next page's address comes from the answer: the token goes only to the base URL's origin.
    url = page.paging?.next ? requireSameOrigin(page.paging.next, input.baseUrl, 'Meta') : undefined;
    // Some edges give only the cursor: build the next page from it while the page was full.
    if (!url && after && (page.data?.length ?? 0) >= Number(query.limit))
      url = joinUrl(input.baseUrl, `${accountId}/${edge}`, { ...query, after });
  }
  return items;
}

export const metaConnector: Connector = {
  defaultBaseUrl: 'https://graph.facebook.com/v21.0',
  credentialFields: ['accessToken'],
  async fetchTree(input: ConnectorInput): Promise<ConnectorResult> {
    const stats: RequestStats = { requests: 0, throttled: 0, waitedMs: 0 };
    const startedAt = input.now ?? new Date();
    const since = typeof input.cursor?.updatedSince === 'number' ? input.cursor.updatedSince : null;
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
    };
  },
};

import { emptyTree, normaliseStatus } from '../tree.js';
import {
  ConnectorError,
  getJson,
  joinUrl,
  newRequestStats,
  parseRetryAfter,
  shortenDetail,
  type AnswerHead,
  type RequestStats,
  type Verdict,
} from './http.js';
import type { Connector, ConnectorInput, ConnectorResult } from './types.js';

/**
 * AppLovin (Axon) campaign management API: `GET /campaign/list` and
 * `/creative_set/list_by_campaign_id`, each with `account_id`, `page` (from 1) and `size` (at most
 * 100); the key goes in the `Authorization` header as is; errors come in `x-al-error-code` /
 * `x-al-error-message`; more than 1,000 requests a minute answer 429.
 *
 * Tree: campaign → (no sub-campaign level: the campaign's implicit one) → creative set (asset set,
 * a creative group) → its assets (one ad row and one creative each). The API has no "changed
 * since" filter, so every sync reads the whole account; storing is idempotent, so only real
 * changes are written.
 */

const MAX_PAGE_SIZE = 100;

interface AppLovinCampaign {
  id: string | number;
  name?: string;
  status?: string;
}
interface AppLovinAsset {
  id: string | number;
  name?: string;
  status?: string;
  url?: string;
  resource_type?: string;
}
interface AppLovinCreativeSet {
  id: string | number;
  campaign_id?: string | number;
  name?: string;
  status?: string;
  assets?: AppLovinAsset[];
}

export function interpretAppLovinResponse(response: AnswerHead, body: unknown): Verdict {
  if (response.ok && Array.isArray(body)) return { kind: 'ok' };
  const code = response.headers.get('x-al-error-code');
  // AppLovin's own error header is shown; a body is never echoed (it may be anyone's).
  const header = response.headers.get('x-al-error-message');
  const detail = header ? shortenDetail(header) : "an answer without AppLovin's error header";
  const message = `AppLovin answered ${response.status}${code ? ` (${code})` : ''}: ${detail}`;
  if (response.status === 429) return { kind: 'throttled', waitSeconds: parseRetryAfter(response.headers.get('retry-after')), message };
  if (response.status === 401)
    return { kind: 'credentials', message: `AppLovin refused the API key: ${detail}. Enter the account's key again.` };
  if (response.ok) return { kind: 'error', message: 'AppLovin answered with something other than a list.', isTransient: true };
  return { kind: 'error', message, isTransient: response.status >= 500 };
}

async function readPages<T>(input: ConnectorInput, path: string, query: Record<string, string>, stats: RequestStats): Promise<T[]> {
  const key = input.credentials.apiKey;
  if (!key) throw new ConnectorError('The account has no AppLovin API key.', false);
  const size = Math.min(input.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const url = joinUrl(input.baseUrl, path, { account_id: input.externalAccountId, ...query, page, size });
    const rows = (await getJson(url, { authorization: key }, interpretAppLovinResponse, input.outbound, input.http ?? {}, stats)) as T[];
    items.push(...rows);
    if (rows.length < size) return items;
  }
}

function mediaKind(resourceType: string | undefined) {
  if (resourceType === 'image') return 'image' as const;
  if (resourceType === 'video') return 'video' as const;
  if (resourceType === 'html') return 'playable' as const;
  return 'other' as const;
}

export const appLovinConnector: Connector = {
  defaultBaseUrl: 'https://api.ads.axon.ai/manage/v1',
  credentialFields: ['apiKey'],
  async fetchTree(input: ConnectorInput): Promise<ConnectorResult> {
    const stats = newRequestStats();
    const tree = emptyTree();
    const campaigns = await readPages<AppLovinCampaign>(input, 'campaign/list', {}, stats);
    for (const campaign of campaigns) {
      const campaignId = String(campaign.id);
      tree.campaigns.push({ externalId: campaignId, name: campaign.name ?? campaignId, status: normaliseStatus(campaign.status) });
      const creativeSets = await readPages<AppLovinCreativeSet>(
        input,
        'creative_set/list_by_campaign_id',
        { campaign_id: campaignId },
        stats,
      );
      for (const creativeSet of creativeSets) {
        const setId = String(creativeSet.id);
        tree.assetSets.push({
          campaignExternalId: campaignId,
          subCampaignExternalId: null,
          externalId: setId,
          name: creativeSet.name ?? setId,
          status: normaliseStatus(creativeSet.status),
          isCreativeGroup: true,
          searchTerm: null,
        });
        for (const asset of creativeSet.assets ?? []) {
          const assetId = String(asset.id);
          tree.ads.push({
            assetSetExternalId: setId,
            externalId: assetId,
            name: asset.name ?? assetId,
            status: normaliseStatus(asset.status),
          });
          tree.creatives.push({
            adExternalId: assetId,
            assetSetExternalId: setId,
            externalId: assetId,
            name: asset.name ?? null,
            mediaKind: mediaKind(asset.resource_type),
            sha256: null,
            url: asset.url ?? null,
            perceptualHash: null,
          });
        }
      }
    }
    return { tree, cursor: { fullSyncAt: (input.now ?? new Date()).toISOString() }, isIncremental: false, stats };
  },
};

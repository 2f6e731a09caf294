import { emptyTree, normaliseStatus } from '../tree.js';
import {
  ConnectorError,
  getJson,
  joinUrl,
  newRequestStats,
  parseRetryAfter,
  shortenDetail,
  type AnswerHead,
  type HttpOptions,
  type RequestStats,
  type Verdict,
} from './http.js';
import type { Connector, ConnectorInput, ConnectorResult } from './types.js';

/**
 * AppLovin (Axon) campaign management API as documented
 * (https://support.axon.ai/en/growth/promoting-your-apps/api/axon-campaign-management-api):
 * `GET /campaign/list` (a JSON array of campaigns) and `GET /creative_set/list_by_campaign_id` with
 * `ids` = comma-separated campaign ids (at most 100), answered grouped by campaign (`{ campaigns:
 * { «campaign id»: [creative sets] } }`), each with `account_id`, `page` (from 1) and `size` (at
 * most 100); the Campaign Management key goes in the `Authorization` header as is (the Report Key
 * is the metrics' own, see analytics/metrics-sync.ts); errors come in `x-al-error-code` /
 * `x-al-error-message`.
 *
 * Rate limit: 1,000 requests per 60 seconds, past which every request fails with 429 for 10
 * minutes. The connector paces itself below it (at most APPLOVIN_CALLS_PER_WINDOW calls per 60 s
 * per account, across its syncs in this process, waiting for the window when needed) and, on a 429, stops and marks the account
 * throttled for the documented 10 minutes (NetworkThrottledError: the sync's job is deferred),
 * never retrying into the block.
 *
 * Tree: campaign → (no sub-campaign level: the campaign's implicit one) → creative set (asset set,
 * a creative group) → its assets (one ad row and one creative each). The API has no "changed
 * since" filter, so every sync reads the whole account; storing is idempotent, so only real
 * changes are written.
 */

const MAX_PAGE_SIZE = 100;
/** Campaign ids per `list_by_campaign_id` call (the documented maximum of `ids`). */
const MAX_IDS = 100;
/** The documented block after more than 1,000 requests in 60 seconds. */
export const APPLOVIN_BLOCK_SECONDS = 10 * 60;
/** Calls the connector allows itself per window and account: a margin below the documented 1,000. */
export const APPLOVIN_CALLS_PER_WINDOW = 900;
export const APPLOVIN_WINDOW_SECONDS = 60;

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
/** `list_by_campaign_id`'s answer: creative sets grouped by campaign id. */
interface AppLovinGroupedCreativeSets {
  campaign_count?: number;
  creative_set_count?: number;
  campaigns?: Record<string, AppLovinCreativeSet[]>;
}

const isGrouped = (body: unknown): body is AppLovinGroupedCreativeSets =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { campaigns?: unknown }).campaigns === 'object';

/** AppLovin's error headers as one message (a body is never echoed: it may be anyone's). */
export function appLovinErrorMessage(response: AnswerHead): string {
  const code = response.headers.get('x-al-error-code');
  const header = response.headers.get('x-al-error-message');
  const detail = header ? shortenDetail(header) : "an answer without AppLovin's error header";
  return `AppLovin answered ${response.status}${code ? ` (${code})` : ''}: ${detail}`;
}

/**
 * A 429 means the account is blocked for the documented 10 minutes (longer if the answer says so):
 * the wait is never shorter, so the sync is deferred instead of retried into the block.
 */
export function appLovinThrottleSeconds(response: AnswerHead): number {
  return Math.max(APPLOVIN_BLOCK_SECONDS, parseRetryAfter(response.headers.get('retry-after')) ?? 0);
}

export function interpretAppLovinResponse(response: AnswerHead, body: unknown): Verdict {
  if (response.ok && (Array.isArray(body) || isGrouped(body))) return { kind: 'ok' };
  const message = appLovinErrorMessage(response);
  if (response.status === 429) return { kind: 'throttled', waitSeconds: appLovinThrottleSeconds(response), message };
  if (response.status === 401) {
    const detail = response.headers.get('x-al-error-message');
    return {
      kind: 'credentials',
      message: `AppLovin refused the Campaign Management key${detail ? `: ${shortenDetail(detail)}` : ''}. Enter the account's key again.`,
    };
  }
  if (response.ok) return { kind: 'error', message: 'AppLovin answered with something other than a list.', isTransient: true };
  return { kind: 'error', message, isTransient: response.status >= 500 };
}

/**
 * Paces an account's calls below AppLovin's limit: at most `limit` per `windowSeconds`. A call that
 * would pass it waits for the window to move on (never longer than the window): the sync has no
 * cursor to resume from, so a sync bigger than the allowance goes on slowly rather than restarting.
 */
export class AppLovinPacer {
  private readonly calls = new Map<string, number[]>();
  constructor(
    readonly limit = APPLOVIN_CALLS_PER_WINDOW,
    readonly windowSeconds = APPLOVIN_WINDOW_SECONDS,
    private readonly now: () => number = Date.now,
  ) {}

  async take(account: string, options: HttpOptions, stats: RequestStats): Promise<void> {
    const sleep = options.sleep ?? ((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));
    for (;;) {
      const now = this.now();
      const windowMs = this.windowSeconds * 1000;
      const recent = (this.calls.get(account) ?? []).filter((time) => time > now - windowMs);
      if (recent.length < this.limit) {
        recent.push(now);
        this.calls.set(account, recent);
        return;
      }
      const waitMs = Math.max(1, recent[0]! + windowMs - now);
      this.calls.set(account, recent);
      stats.waitedMs += waitMs;
      await sleep(waitMs);
    }
  }
}

/** The process's pacer (every AppLovin sync of this server counts against the same allowance). */
export const appLovinPacer = new AppLovinPacer();

async function getAppLovin(input: ConnectorInput, url: string, key: string, stats: RequestStats): Promise<unknown> {
  const options = input.http ?? {};
  await (input.appLovinPacer ?? appLovinPacer).take(input.externalAccountId, options, stats);
  // One attempt per paced call: a 429 is a 10-minute block, never retried here.
  return getJson(url, { authorization: key }, interpretAppLovinResponse, input.outbound, options, stats);
}

function requireKey(input: ConnectorInput): string {
  const key = input.credentials.apiKey;
  if (!key) throw new ConnectorError('The account has no AppLovin Campaign Management key.', false);
  return key;
}

async function readCampaigns(input: ConnectorInput, stats: RequestStats): Promise<AppLovinCampaign[]> {
  const key = requireKey(input);
  const size = Math.min(input.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const items: AppLovinCampaign[] = [];
  for (let page = 1; ; page += 1) {
    const url = joinUrl(input.baseUrl, 'campaign/list', { account_id: input.externalAccountId, page, size });
    const rows = (await getAppLovin(input, url, key, stats)) as AppLovinCampaign[];
    if (!Array.isArray(rows)) throw new ConnectorError('AppLovin answered /campaign/list with something other than a list.', true);
    items.push(...rows);
    if (rows.length < size) return items;
  }
}

/** Creative sets of the campaigns, `ids` in batches of 100, page by page; grouped answers flattened. */
async function readCreativeSets(input: ConnectorInput, campaignIds: string[], stats: RequestStats): Promise<AppLovinCreativeSet[]> {
  const key = requireKey(input);
  const size = Math.min(input.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const items: AppLovinCreativeSet[] = [];
  for (let start = 0; start < campaignIds.length; start += MAX_IDS) {
    const ids = campaignIds.slice(start, start + MAX_IDS).join(',');
    for (let page = 1; ; page += 1) {
      const url = joinUrl(input.baseUrl, 'creative_set/list_by_campaign_id', { account_id: input.externalAccountId, ids, page, size });
      const body = await getAppLovin(input, url, key, stats);
      const rows: AppLovinCreativeSet[] = [];
      if (isGrouped(body))
        for (const [campaignId, sets] of Object.entries(body.campaigns ?? {}))
          for (const set of Array.isArray(sets) ? sets : []) rows.push({ ...set, campaign_id: set.campaign_id ?? campaignId });
      else if (Array.isArray(body)) rows.push(...(body as AppLovinCreativeSet[]));
      items.push(...rows);
      if (rows.length < size) break;
    }
  }
  return items;
}

function mediaKind(resourceType: string | undefined) {
  if (resourceType === 'image') return 'image' as const;
  if (resourceType === 'video') return 'video' as const;
  if (resourceType === 'html') return 'playable' as const;
  return 'other' as const;
}

export const appLovinConnector: Connector = {
  defaultBaseUrl: 'https://api.ads.axon.ai/manage/v1',
  // The Campaign Management key (tree) and the Report Key (metrics): AppLovin issues two keys.
  credentialFields: ['apiKey', 'reportKey'],
  async fetchTree(input: ConnectorInput): Promise<ConnectorResult> {
    const stats = newRequestStats();
    const tree = emptyTree();
    const campaigns = await readCampaigns(input, stats);
    for (const campaign of campaigns) {
      const campaignId = String(campaign.id);
      tree.campaigns.push({ externalId: campaignId, name: campaign.name ?? campaignId, status: normaliseStatus(campaign.status) });
    }
    const known = new Set(tree.campaigns.map((campaign) => campaign.externalId));
    const creativeSets = await readCreativeSets(input, [...known], stats);
    for (const creativeSet of creativeSets) {
      const campaignId = String(creativeSet.campaign_id ?? '');
      if (!known.has(campaignId)) continue;
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
    return { tree, cursor: { fullSyncAt: (input.now ?? new Date()).toISOString() }, isIncremental: false, stats };
  },
};

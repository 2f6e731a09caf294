import type { Network, Route, RouteContext, RouteResult } from '../http.js';
import { createRandom } from '../random.js';
import {
  createWorld,
  findAppLovinAccount,
  findMetaAccount,
  formatMetaTime,
  generateAppLovinAsset,
  generateMetaAd,
  type WorldOptions,
} from '../world.js';

/**
 * Test controls, never part of a network's API: read and change the world (add an ad, rename a
 * campaign), throttle the next calls, read the request log. JSON in, JSON out.
 */

type Body = Record<string, unknown>;

const bad = (message: string): RouteResult => ({ status: 400, json: { error: message } });
const body = (context: RouteContext): Body => (context.body && typeof context.body === 'object' ? (context.body as Body) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

let mutations = 0;
const mutationRandom = (context: RouteContext) => createRandom(context.state.world.seed * 31 + (mutations += 1));

function summarise(context: RouteContext) {
  const { world } = context.state;
  return {
    seed: world.seed,
    designs: world.designs,
    meta: world.meta.map((account) => ({
      id: account.id,
      campaigns: account.campaigns.map(({ id, name, status, updated_time }) => ({ id, name, status, updated_time })),
      adsets: account.adsets.map(({ id, name, campaign_id }) => ({ id, name, campaign_id })),
      ads: account.ads.map(({ id, name, adset_id, creative }) => ({
        id,
        name,
        adset_id,
        creativeId: creative.id,
        fileId: creative.fileId,
      })),
    })),
    applovin: world.applovin.map((account) => ({
      id: account.id,
      campaigns: account.campaigns.map(({ id, name, status }) => ({ id, name, status })),
      creativeSets: account.creativeSets.map(({ id, name, campaign_id, assets }) => ({
        id,
        name,
        campaign_id,
        assets: assets.map(({ id: assetId, name: assetName, fileId }) => ({ id: assetId, name: assetName, fileId })),
      })),
    })),
  };
}

export const adminRoutes: Route[] = [
  { method: 'GET', path: '/__admin/world', handle: (context) => ({ json: summarise(context) }) },
  {
    method: 'POST',
    path: '/__admin/reset',
    handle: (context) => {
      context.state.world = createWorld((body(context).world as WorldOptions | undefined) ?? {});
      context.state.requestLog.length = 0;
      context.state.throttle = { network: null, remaining: 0, retryAfterSeconds: 1 };
      return { json: summarise(context) };
    },
  },
  {
    method: 'POST',
    path: '/__admin/meta/ads',
    handle: (context) => {
      const input = body(context);
      const account = findMetaAccount(context.state.world, String(input.accountId ?? ''));
      const adset = account?.adsets.find((item) => item.id === String(input.adsetId ?? account.adsets[0]?.id));
      if (!account || !adset) return bad('Unknown accountId or adsetId.');
      const time = formatMetaTime(context.state.world.now());
      const ad = generateMetaAd(context.state.world, mutationRandom(context), adset, time, {
        name: text(input.name),
        designSeed: typeof input.designSeed === 'number' ? input.designSeed : undefined,
      });
      account.ads.push(ad);
      return { status: 201, json: { id: ad.id, name: ad.name, creativeId: ad.creative.id, fileId: ad.creative.fileId } };
    },
  },
  {
    method: 'POST',
    path: '/__admin/meta/campaigns/:campaignId',
    handle: (context) => {
      const input = body(context);
      for (const account of context.state.world.meta) {
        const campaign = account.campaigns.find((item) => item.id === context.params.campaignId);
        if (!campaign) continue;
        if (text(input.name)) campaign.name = text(input.name)!;
        if (input.status === 'ACTIVE' || input.status === 'PAUSED' || input.status === 'ARCHIVED') {
          campaign.status = input.status;
          campaign.effective_status = input.status;
        }
        campaign.updated_time = formatMetaTime(context.state.world.now());
        return { json: campaign };
      }
      return { status: 404, json: { error: 'No such campaign.' } };
    },
  },
  {
    method: 'POST',
    path: '/__admin/applovin/assets',
    handle: (context) => {
      const input = body(context);
      const account = findAppLovinAccount(context.state.world, String(input.accountId ?? ''));
      const creativeSet = account?.creativeSets.find((item) => item.id === String(input.creativeSetId ?? account.creativeSets[0]?.id));
      if (!account || !creativeSet) return bad('Unknown accountId or creativeSetId.');
      const asset = generateAppLovinAsset(context.state.world, mutationRandom(context), {
        name: text(input.name),
        designSeed: typeof input.designSeed === 'number' ? input.designSeed : undefined,
      });
      creativeSet.assets.push(asset);
      return { status: 201, json: { id: asset.id, name: asset.name, fileId: asset.fileId } };
    },
  },
  {
    method: 'POST',
    path: '/__admin/applovin/campaigns/:campaignId',
    handle: (context) => {
      const input = body(context);
      for (const account of context.state.world.applovin) {
        const campaign = account.campaigns.find((item) => item.id === context.params.campaignId);
        if (!campaign) continue;
        if (text(input.name)) campaign.name = text(input.name)!;
        if (input.status === 'LIVE' || input.status === 'PAUSED') campaign.status = input.status;
        return { json: campaign };
      }
      return { status: 404, json: { error: 'No such campaign.' } };
    },
  },
  {
    method: 'POST',
    path: '/__admin/throttle',
    handle: (context) => {
      const input = body(context);
      const network = input.network === 'meta' || input.network === 'applovin' ? (input.network as Network) : null;
      context.state.throttle = {
        network,
        remaining: Math.max(0, Number(input.count ?? 1)),
        retryAfterSeconds: Math.max(0, Number(input.retryAfterSeconds ?? 1)),
      };
      return { json: context.state.throttle };
    },
  },
  { method: 'GET', path: '/__admin/requests', handle: (context) => ({ json: context.state.requestLog }) },
  {
    method: 'POST',
    path: '/__admin/requests/clear',
    handle: (context) => {
      context.state.requestLog.length = 0;
      return { json: { cleared: true } };
    },
  },
];

import type { MetaTokenState, Network, Route, RouteContext, RouteResult, SandboxState } from '../http.js';
import { createRandom } from '../random.js';
import {
  accountToday,
  createWorld,
  findAppLovinAccount,
  findMetaAccount,
  formatMetaTime,
  generateAppLovinAsset,
  generateMetaAd,
  setMetaAdStatus,
  type MetaStatus,
  type WorldOptions,
} from '../world.js';
import { blockMetaAccount } from './meta.js';

/**
 * Test controls, never part of a network's API: read and change the world (add an ad, rename a
 * campaign, delete or archive an ad), throttle an account, expire the Meta token, read the request
 * log. JSON in, JSON out.
 */

const META_STATUSES: readonly MetaStatus[] = ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'];
const TOKEN_STATES: readonly MetaTokenState[] = ['valid', 'expired', 'passwordChanged', 'appRemoved'];
const isMetaStatus = (value: unknown): value is MetaStatus => META_STATUSES.includes(value as MetaStatus);

function resetMetaState(state: SandboxState) {
  state.meta.tokenState = 'valid';
  state.meta.failures = null;
  state.meta.rate.calls.clear();
  state.meta.rate.blocks.clear();
}

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
      currency: account.currency,
      timeZone: account.timeZone,
      today: accountToday(account),
      campaigns: account.campaigns.map(({ id, name, status, updated_time }) => ({ id, name, status, updated_time })),
      adsets: account.adsets.map(({ id, name, campaign_id }) => ({ id, name, campaign_id })),
      ads: account.ads.map(({ id, name, adset_id, creative, status, effective_status, deliveryEnd }) => ({
        id,
        name,
        adset_id,
        status,
        effective_status,
        deliveryEnd: deliveryEnd ?? null,
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
      resetMetaState(context.state);
      context.state.applovin.rate.calls.clear();
      context.state.applovin.rate.blocks.clear();
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
        if (isMetaStatus(input.status)) {
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
    // Rename an ad or change its status: an archived, deleted or paused ad stops delivering (its
    // last day is `lastDeliveryDay`, default the account's today) and leaves the default answers.
    method: 'POST',
    path: '/__admin/meta/ads/:adId',
    handle: (context) => {
      const input = body(context);
      for (const account of context.state.world.meta) {
        const ad = account.ads.find((item) => item.id === context.params.adId);
        if (!ad) continue;
        const time = formatMetaTime(context.state.world.now());
        if (text(input.name)) {
          ad.name = text(input.name)!;
          ad.updated_time = time;
        }
        if (input.status !== undefined) {
          if (!isMetaStatus(input.status)) return bad(`status must be one of ${META_STATUSES.join(', ')}.`);
          setMetaAdStatus(ad, input.status, text(input.lastDeliveryDay) ?? accountToday(account), time);
        }
        return {
          json: { id: ad.id, name: ad.name, status: ad.status, effective_status: ad.effective_status, deliveryEnd: ad.deliveryEnd ?? null },
        };
      }
      return { status: 404, json: { error: 'No such ad.' } };
    },
  },
  {
    // The Meta token's fate: valid, expired (190/463), passwordChanged (190/460), appRemoved (190/458).
    method: 'POST',
    path: '/__admin/meta/token',
    handle: (context) => {
      const state = body(context).state;
      if (!TOKEN_STATES.includes(state as MetaTokenState)) return bad(`state must be one of ${TOKEN_STATES.join(', ')}.`);
      context.state.meta.tokenState = state as MetaTokenState;
      return { json: { state } };
    },
  },
  {
    // The next `count` Meta calls to an edge (`edge`, e.g. /insights) answer an error Meta documents
    // (default: the Insights API's request timeout, 100/1504018); count 0 stops it.
    method: 'POST',
    path: '/__admin/meta/fail',
    handle: (context) => {
      const input = body(context);
      context.state.meta.failures = {
        edge: text(input.edge) ?? '/insights',
        remaining: Math.max(0, Number(input.count ?? 1)),
        status: Number(input.status ?? 400),
        code: Number(input.code ?? 100),
        subcode: input.subcode === null ? undefined : Number(input.subcode ?? 1504018),
        message: text(input.message) ?? 'Your request timed out. Try a smaller date range, fetch less data, or use async jobs.',
        isTransient: input.isTransient === true,
      };
      return { json: context.state.meta.failures };
    },
  },
  {
    // Meta's rate limits: calls per rolling hour per account and use case, minutes a throttled account waits.
    method: 'POST',
    path: '/__admin/meta/limits',
    handle: (context) => {
      const input = body(context);
      const { rate } = context.state.meta;
      if (input.callsPerHour !== undefined) rate.callsPerHour = Math.max(1, Number(input.callsPerHour) || 1);
      if (input.blockMinutes !== undefined) rate.blockMinutes = Math.max(1, Number(input.blockMinutes) || 1);
      if (input.resetUsage === true) {
        rate.calls.clear();
        rate.blocks.clear();
      }
      return { json: { callsPerHour: rate.callsPerHour, blockMinutes: rate.blockMinutes } };
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
    // A creative set's status (LIVE or PAUSED): paused sets stay in the answers with their status.
    method: 'POST',
    path: '/__admin/applovin/creative-sets/:creativeSetId',
    handle: (context) => {
      const input = body(context);
      for (const account of context.state.world.applovin) {
        const creativeSet = account.creativeSets.find((item) => item.id === context.params.creativeSetId);
        if (!creativeSet) continue;
        if (text(input.name)) creativeSet.name = text(input.name)!;
        if (input.status === 'LIVE' || input.status === 'PAUSED') creativeSet.status = input.status;
        return { json: { id: creativeSet.id, name: creativeSet.name, status: creativeSet.status } };
      }
      return { status: 404, json: { error: 'No such creative set.' } };
    },
  },
  {
    // AppLovin's campaign management rate limit: calls per 60 s per account, minutes a blocked
    // account waits; `resetUsage` forgets the window and every block (the 10 minutes passing).
    method: 'POST',
    path: '/__admin/applovin/limits',
    handle: (context) => {
      const input = body(context);
      const { rate } = context.state.applovin;
      if (input.callsPerMinute !== undefined) rate.callsPerWindow = Math.max(1, Number(input.callsPerMinute) || 1);
      if (input.blockMinutes !== undefined) rate.blockMinutes = Math.max(1, Number(input.blockMinutes) || 1);
      // Tests only: a shorter window than the documented 60 seconds, to see pacing without waiting a minute.
      if (input.windowSeconds !== undefined) rate.windowSeconds = Math.max(1, Number(input.windowSeconds) || 60);
      if (input.resetUsage === true) {
        rate.calls.clear();
        rate.blocks.clear();
      }
      return {
        json: {
          callsPerMinute: rate.callsPerWindow,
          windowSeconds: rate.windowSeconds,
          blockMinutes: rate.blockMinutes,
          blocked: [...rate.blocks.keys()],
        },
      };
    },
  },
  {
    // AppLovin: the next `count` calls answer 429 with `retryAfterSeconds`. Meta: the account
    // (`accountId`, default every Meta account) is throttled for `minutes` (default the sandbox's
    // block length) in both use cases; `clear` lifts every Meta throttle, as the stated time passing.
    method: 'POST',
    path: '/__admin/throttle',
    handle: (context) => {
      const input = body(context);
      if (input.network === 'meta') {
        const { rate } = context.state.meta;
        if (input.clear === true) {
          rate.blocks.clear();
          rate.calls.clear();
          return { json: { cleared: true } };
        }
        const minutes = Math.max(1, Number(input.minutes ?? rate.blockMinutes) || 1);
        const ids = text(input.accountId) ? [text(input.accountId)!.replace(/^act_/, '')] : context.state.world.meta.map((item) => item.id);
        for (const id of ids) blockMetaAccount(context.state, id, minutes);
        return { json: { accounts: ids, minutes } };
      }
      const network = input.network === 'applovin' ? (input.network as Network) : null;
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

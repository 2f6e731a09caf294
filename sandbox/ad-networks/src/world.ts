import { createHash } from 'node:crypto';
import type { ImageDesign, ImageRendition } from './images.js';
import { FATIGUED_DESIGN_NAME } from './insights/metrics.js';
import { createRandom, integerBetween, pick } from './random.js';

/**
 * The sandbox's generated world: ad accounts of two networks with their campaigns, ad sets or
 * creative sets, ads and creatives, in the shapes the networks' APIs answer with (snake_case, ids
 * as strings). Generated from a seed, so every run and every machine sees the same world until an
 * admin call changes it. Other route groups (e.g. insights in `src/insights/`) read it through
 * `world.meta` / `world.applovin` and `findMetaAd` / `findAppLovinAsset`.
 */

export interface WorldOptions {
  seed?: number;
  /** Master designs the creatives are cut from (design n is `/files/originals/n.png`). */
  designs?: number;
  /** Names of the designs, in order (default: generic names). */
  designNames?: readonly string[];
  meta?: {
    accountIds: readonly string[];
    campaigns: number;
    adSetsPerCampaign: number;
    adsPerAdSet: number;
    /** ISO 4217; Meta bills and reports each account in its own currency (default USD). */
    currency?: string;
    /** IANA; an account's report days are its own time zone's (default America/Los_Angeles). */
    timeZone?: string;
    /** Ads that stopped some days ago and were then archived or deleted (hidden from the edges unless asked for). */
    archivedAds?: number;
    deletedAds?: number;
  };
  applovin?: { accountIds: readonly string[]; campaigns: number; creativeSetsPerCampaign: number; assetsPerCreativeSet: number };
}

/** A file the sandbox serves at `/files/{id}` (drawn on first request). */
export interface SandboxFile {
  id: string;
  design: ImageDesign;
  rendition: ImageRendition;
}

export interface DesignInfo {
  /** The design's seed; its original is `/files/originals/{seed}.png`. */
  seed: number;
  name: string;
}

/** An object's own status; DELETED and ARCHIVED objects are left out of an edge unless asked for. */
export type MetaStatus = 'ACTIVE' | 'PAUSED' | 'ARCHIVED' | 'DELETED';

/** Every `effective_status` Meta documents for campaigns, ad sets and ads. */
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

export interface MetaCampaign {
  id: string;
  account_id: string;
  name: string;
  objective: string;
  status: MetaStatus;
  effective_status: string;
  created_time: string;
  updated_time: string;
}

export interface MetaAdSet {
  id: string;
  account_id: string;
  campaign_id: string;
  name: string;
  status: MetaStatus;
  effective_status: string;
  created_time: string;
  updated_time: string;
}

export interface MetaCreative {
  id: string;
  name: string;
  object_type: 'SHARE' | 'VIDEO';
  image_hash?: string;
  image_url?: string;
  video_id?: string;
  thumbnail_url?: string;
  /** Sandbox-only: the file the URLs point at (not part of the API answer). */
  fileId: string;
}

export interface MetaAd {
  id: string;
  account_id: string;
  campaign_id: string;
  adset_id: string;
  name: string;
  status: MetaStatus;
  effective_status: string;
  created_time: string;
  updated_time: string;
  creative: MetaCreative;
  /** Sandbox-only: the last day (in the account's time zone) the ad delivered; none while it runs. */
  deliveryEnd?: string;
}

export interface MetaAccount {
  /** Without the `act_` prefix. */
  id: string;
  name: string;
  currency: string;
  /** IANA name, as Meta's `timezone_name`. */
  timeZone: string;
  campaigns: MetaCampaign[];
  adsets: MetaAdSet[];
  ads: MetaAd[];
}

export interface AppLovinAsset {
  id: string;
  name: string;
  status: 'ACTIVE' | 'INACTIVE';
  url: string;
  type: 'IMG_INTER_P' | 'IMG_BANNER' | 'VID_LONG_P' | 'VID_SHORT_P' | 'HOSTED_HTML';
  resource_type: 'image' | 'video' | 'html';
  /** Sandbox-only: the file behind `url`. */
  fileId: string;
}

export interface AppLovinCreativeSet {
  id: string;
  campaign_id: string;
  name: string;
  type: 'APP';
  status: 'LIVE' | 'PAUSED';
  countries: string[];
  languages: string[];
  assets: AppLovinAsset[];
}

export interface AppLovinCampaign {
  id: string;
  name: string;
  type: 'APP';
  status: 'LIVE' | 'PAUSED';
  platform: 'IOS' | 'ANDROID';
  bid_type: string;
}

export interface AppLovinAccount {
  id: string;
  campaigns: AppLovinCampaign[];
  creativeSets: AppLovinCreativeSet[];
}

export interface World {
  seed: number;
  designs: DesignInfo[];
  meta: MetaAccount[];
  applovin: AppLovinAccount[];
  files: Map<string, SandboxFile>;
  /** A new numeric id, never used before in this world. */
  nextId(): string;
  /** Time stamps of changes made through the admin routes. */
  now(): Date;
}

const DEFAULT_DESIGN_NAMES = [
  'Snowy level showcase',
  'Gift box reveal',
  'Countdown timer offer',
  'Core loop in 15 seconds',
  'Boss fight teaser',
  'Meet the heroes',
  'Playable tutorial test',
  'Winter event master',
];

/** Everything in the generated world happened before this instant; admin changes happen at "now". */
const WORLD_EPOCH = Date.parse('2026-01-05T09:00:00Z');

export const DEFAULT_WORLD_OPTIONS: Required<WorldOptions> = {
  seed: 1,
  designs: 8,
  designNames: DEFAULT_DESIGN_NAMES,
  meta: {
    accountIds: ['10001'],
    campaigns: 3,
    adSetsPerCampaign: 2,
    adsPerAdSet: 3,
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    archivedAds: 1,
    deletedAds: 1,
  },
  applovin: { accountIds: ['20001'], campaigns: 2, creativeSetsPerCampaign: 2, assetsPerCreativeSet: 2 },
};

/** Meta writes times as 2026-01-05T09:00:00+0000. */
export function formatMetaTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}

export function createWorld(options: WorldOptions = {}): World {
  const settings = { ...DEFAULT_WORLD_OPTIONS, ...options };
  const random = createRandom(settings.seed);
  let counter = 0;
  const nextId = () => {
    counter += 1;
    return String(238_500_000_000 + settings.seed * 1_000_000 + counter);
  };
  const designs: DesignInfo[] = Array.from({ length: settings.designs }, (_, index) => ({
    seed: index + 1,
    name:
      settings.designNames[index % settings.designNames.length]! +
      (index >= settings.designNames.length ? ` ${Math.floor(index / settings.designNames.length) + 1}` : ''),
  }));
  const world: World = { seed: settings.seed, designs, meta: [], applovin: [], files: new Map(), nextId, now: () => new Date() };
  let minute = 0;
  const stamp = () => {
    minute += integerBetween(random, 1, 30);
    return formatMetaTime(new Date(WORLD_EPOCH + minute * 60_000));
  };

  for (const accountId of settings.meta.accountIds) {
    const account: MetaAccount = {
      id: accountId,
      name: `Sandbox Meta ${accountId}`,
      currency: settings.meta.currency ?? 'USD',
      timeZone: settings.meta.timeZone ?? 'America/Los_Angeles',
      campaigns: [],
      adsets: [],
      ads: [],
    };
    for (let c = 0; c < settings.meta.campaigns; c += 1) {
      const time = stamp();
      const campaign: MetaCampaign = {
        id: nextId(),
        account_id: accountId,
        name: `${pick(random, ['Install', 'Retarget', 'Launch', 'Evergreen'])} ${pick(random, ['US', 'EU', 'JP', 'Global'])} ${c + 1}`,
        objective: 'OUTCOME_APP_PROMOTION',
        status: c === 0 || random() < 0.8 ? 'ACTIVE' : 'PAUSED',
        effective_status: 'ACTIVE',
        created_time: time,
        updated_time: time,
      };
      campaign.effective_status = campaign.status;
      account.campaigns.push(campaign);
      for (let s = 0; s < settings.meta.adSetsPerCampaign; s += 1) {
        const adSetTime = stamp();
        const adset: MetaAdSet = {
          id: nextId(),
          account_id: accountId,
          campaign_id: campaign.id,
          name: `${campaign.name} · ${pick(random, ['Broad', 'Lookalike 1%', 'Interest: puzzle', 'iOS 17+', 'Android'])}`,
          status: 'ACTIVE',
          effective_status: 'ACTIVE',
          created_time: adSetTime,
          updated_time: adSetTime,
        };
        account.adsets.push(adset);
        for (let a = 0; a < settings.meta.adsPerAdSet; a += 1) {
          account.ads.push(generateMetaAd(world, random, adset, stamp()));
        }
      }
    }
    retireMetaAds(world, account, settings.meta.archivedAds ?? 0, settings.meta.deletedAds ?? 0);
    world.meta.push(account);
  }

  for (const accountId of settings.applovin.accountIds) {
    const account: AppLovinAccount = { id: accountId, campaigns: [], creativeSets: [] };
    for (let c = 0; c < settings.applovin.campaigns; c += 1) {
      const campaign: AppLovinCampaign = {
        id: nextId(),
        name: `AppLovin ${pick(random, ['CPI', 'ROAS', 'CPP'])} ${pick(random, ['US', 'Tier 1', 'LatAm'])} ${c + 1}`,
        type: 'APP',
        status: 'LIVE',
        platform: random() < 0.5 ? 'IOS' : 'ANDROID',
        bid_type: 'CPI',
      };
      account.campaigns.push(campaign);
      for (let s = 0; s < settings.applovin.creativeSetsPerCampaign; s += 1) {
        const creativeSet: AppLovinCreativeSet = {
          id: nextId(),
          campaign_id: campaign.id,
          name: `Creative set ${s + 1}`,
          type: 'APP',
          status: 'LIVE',
          countries: ['US'],
          languages: ['ENGLISH'],
          assets: [],
        };
        for (let a = 0; a < settings.applovin.assetsPerCreativeSet; a += 1) creativeSet.assets.push(generateAppLovinAsset(world, random));
        account.creativeSets.push(creativeSet);
      }
    }
    world.applovin.push(account);
  }
  return world;
}

/** How many days before today the generated world's retired ads stopped delivering. */
const RETIRED_DAYS_AGO = { ARCHIVED: 25, DELETED: 9 } as const;

/**
 * Retires the last ads of the account (never one of the fatigued design, which the demo shows
 * fatiguing): they delivered until some days ago, then were archived or deleted, as a team
 * tidies an account. Meta leaves them out of `/ads` and of the account's insights unless asked.
 */
function retireMetaAds(world: World, account: MetaAccount, archived: number, deleted: number) {
  const candidates = account.ads.filter((ad) => designOfMetaAd(world, ad) !== FATIGUED_DESIGN_NAME).reverse();
  const plan = [...Array<'DELETED'>(deleted).fill('DELETED'), ...Array<'ARCHIVED'>(archived).fill('ARCHIVED')];
  for (const [index, status] of plan.entries()) {
    const ad = candidates[index];
    if (!ad) break;
    setMetaAdStatus(ad, status, addDays(accountToday(account), -RETIRED_DAYS_AGO[status]), ad.updated_time);
  }
}

function designOfMetaAd(world: World, ad: MetaAd): string {
  const seed = world.files.get(ad.creative.fileId)?.design.seed;
  return world.designs.find((design) => design.seed === seed)?.name ?? '';
}

/**
 * Sets an ad's own status and what follows from it: its effective status, the day its delivery
 * ended (archived, deleted and paused ads stop delivering; an active one runs again) and its
 * updated_time.
 */
export function setMetaAdStatus(ad: MetaAd, status: MetaStatus, lastDeliveryDay: string | undefined, updatedTime: string) {
  ad.status = status;
  ad.effective_status = status;
  ad.deliveryEnd = status === 'ACTIVE' ? undefined : (ad.deliveryEnd ?? lastDeliveryDay);
  ad.updated_time = updatedTime;
}

/** Today in the account's time zone (YYYY-MM-DD): Meta's report days are the account's. */
export function accountToday(account: Pick<MetaAccount, 'timeZone'>, now = new Date()): string {
  return dayIn(account.timeZone, now);
}

/** The calendar day of an instant in a time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A creative file cut from a design the way networks hand creatives back: the original bytes
 * (a third), re-encoded as JPEG (a third) or resized (a third); now and then a look-alike that is
 * a different creative of the same template.
 */
function generateCreativeFile(
  world: World,
  random: () => number,
  designSeed?: number,
): { file: SandboxFile; designName: string; format: string } {
  const design = designSeed ? world.designs.find((item) => item.seed === designSeed)! : pick(random, world.designs);
  const roll = random();
  let rendition: ImageRendition;
  let imageDesign: ImageDesign = { seed: design.seed };
  if (roll < 0.34) rendition = ORIGINAL_RENDITION;
  else if (roll < 0.67) rendition = { width: 640, height: 640, format: 'jpeg', quality: integerBetween(random, 72, 90) };
  else if (roll < 0.93) {
    const size = pick(random, [320, 480, 1080]);
    rendition = { width: size, height: size, format: 'jpeg', quality: 85 };
  } else {
    rendition = { width: 640, height: 640, format: 'jpeg', quality: 85 };
    imageDesign = { seed: design.seed, lookAlike: integerBetween(random, 1, 3) };
  }
  const file: SandboxFile = { id: `f${world.nextId()}`, design: imageDesign, rendition };
  world.files.set(file.id, file);
  return { file, designName: design.name, format: `${rendition.width}x${rendition.height}` };
}

/** How the originals are drawn: the master files a creative team would upload. */
export const ORIGINAL_RENDITION: ImageRendition = { width: 640, height: 640, format: 'png' };

/** The file's path on the sandbox (routes answer with it made absolute for the caller's host). */
export function filePath(file: SandboxFile): string {
  return `/files/${file.id}.${file.rendition.format === 'jpeg' ? 'jpg' : file.rendition.format}`;
}

export function generateMetaAd(
  world: World,
  random: () => number,
  adset: MetaAdSet,
  time: string,
  overrides: { name?: string; designSeed?: number } = {},
): MetaAd {
  const { file, designName, format } = generateCreativeFile(world, random, overrides.designSeed);
  const creativeId = world.nextId();
  const imageUrl = filePath(file);
  const name = overrides.name ?? `${designName} | ${format} | v${integerBetween(random, 1, 4)}`;
  return {
    id: world.nextId(),
    account_id: adset.account_id,
    campaign_id: adset.campaign_id,
    adset_id: adset.id,
    name,
    status: 'ACTIVE',
    effective_status: 'ACTIVE',
    created_time: time,
    updated_time: time,
    creative: {
      id: creativeId,
      name: `Creative for ${name}`,
      object_type: 'SHARE',
      // Meta's image hash identifies the uploaded image in the account's library; it is not a file digest.
      image_hash: createHash('md5')
        .update(`${file.design.seed}:${file.design.lookAlike ?? 0}:${JSON.stringify(file.rendition)}`)
        .digest('hex'),
      image_url: imageUrl,
      fileId: file.id,
    },
  };
}

export function generateAppLovinAsset(
  world: World,
  random: () => number,
  overrides: { name?: string; designSeed?: number } = {},
): AppLovinAsset {
  const { file, designName, format } = generateCreativeFile(world, random, overrides.designSeed);
  return {
    id: world.nextId(),
    name:
      overrides.name ??
      `${designName.toLowerCase().replaceAll(' ', '_')}_${format}.${file.rendition.format === 'jpeg' ? 'jpg' : file.rendition.format}`,
    status: 'ACTIVE',
    url: filePath(file),
    type: 'IMG_INTER_P',
    resource_type: 'image',
    fileId: file.id,
  };
}

export function findMetaAccount(world: World, id: string): MetaAccount | undefined {
  return world.meta.find((account) => account.id === id);
}

export function findAppLovinAccount(world: World, id: string): AppLovinAccount | undefined {
  return world.applovin.find((account) => account.id === id);
}

export function findMetaAd(world: World, adId: string): MetaAd | undefined {
  for (const account of world.meta) {
    const ad = account.ads.find((item) => item.id === adId);
    if (ad) return ad;
  }
  return undefined;
}

export function findAppLovinAsset(world: World, assetId: string): AppLovinAsset | undefined {
  for (const account of world.applovin) {
    for (const creativeSet of account.creativeSets) {
      const asset = creativeSet.assets.find((item) => item.id === assetId);
      if (asset) return asset;
    }
  }
  return undefined;
}

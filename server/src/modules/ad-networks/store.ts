import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adAssetSets, adCampaigns, adCreatives, ads, adSubCampaigns } from '../../db/schema/index.js';
import { generateAdCode } from './codes.js';
import type { AdTree } from './tree.js';

/**
 * Writes a fetched or imported tree under one account: upserts by external id at every level and
 * counts what was created, updated and unchanged, so running the same tree again writes nothing
 * (idempotent). Parents missing from an incremental tree are found among the stored rows.
 */

export interface LevelCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface StoreSummary {
  campaigns: LevelCounts;
  subCampaigns: LevelCounts;
  assetSets: LevelCounts;
  ads: LevelCounts;
  creatives: LevelCounts;
  /** Rows the tree named under a parent that neither it nor the database has. */
  skipped: { level: string; externalId: string; reason: string }[];
  /** Ads written (created, renamed, or whose creative was written) by this run: automatic linking looks at them. */
  touchedAdIds: string[];
}

export interface StoreTarget {
  clientId: string;
  applicationId: string;
  adAccountId: string;
  channelCode: string;
}

const counts = (): LevelCounts => ({ created: 0, updated: 0, unchanged: 0 });
const CHUNK = 500;

async function insertChunks<Row, Out>(rows: Row[], insert: (chunk: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(...(await insert(rows.slice(start, start + CHUNK))));
  return out;
}

export async function storeTree(tx: Executor, target: StoreTarget, tree: AdTree): Promise<StoreSummary> {
  const summary: StoreSummary = {
    campaigns: counts(),
    subCampaigns: counts(),
    assetSets: counts(),
    ads: counts(),
    creatives: counts(),
    skipped: [],
    touchedAdIds: [],
  };
  const touchedAds = new Set<string>();
  const tenant = { clientId: target.clientId, applicationId: target.applicationId };

  // Campaigns.
  const campaignRows = await tx.select().from(adCampaigns).where(eq(adCampaigns.adAccountId, target.adAccountId));
  const campaignByExternal = new Map(campaignRows.map((row) => [row.externalId, row]));
  const newCampaigns: (typeof adCampaigns.$inferInsert)[] = [];
  for (const campaign of dedupe(tree.campaigns, (item) => item.externalId)) {
    const existing = campaignByExternal.get(campaign.externalId);
    if (!existing) {
      newCampaigns.push({
        ...tenant,
        code: generateAdCode('amp'),
        adAccountId: target.adAccountId,
        channelCode: target.channelCode,
        ...campaign,
      });
    } else if (existing.name !== campaign.name || existing.status !== campaign.status) {
      await tx
        .update(adCampaigns)
        .set({ name: campaign.name, status: campaign.status, updatedAt: sql`now()` })
        .where(eq(adCampaigns.id, existing.id));
      summary.campaigns.updated += 1;
    } else summary.campaigns.unchanged += 1;
  }
  for (const row of await insertChunks(newCampaigns, (chunk) => tx.insert(adCampaigns).values(chunk).returning()))
    campaignByExternal.set(row.externalId, row);
  summary.campaigns.created += newCampaigns.length;

  // Sub-campaigns (an implicit one per campaign for networks without the level).
  const campaignIds = [...campaignByExternal.values()].map((row) => row.id);
  const subRows = campaignIds.length ? await tx.select().from(adSubCampaigns).where(inArray(adSubCampaigns.campaignId, campaignIds)) : [];
  const subKey = (campaignId: string, externalId: string | null) => `${campaignId}:${externalId ?? ''}`;
  const subByKey = new Map(subRows.map((row) => [subKey(row.campaignId, row.isImplicit ? null : row.externalId), row]));
  const newSubs: (typeof adSubCampaigns.$inferInsert)[] = [];
  const pendingSubKeys = new Set<string>();
  for (const sub of dedupe(tree.subCampaigns, (item) => `${item.campaignExternalId}:${item.externalId}`)) {
    const campaign = campaignByExternal.get(sub.campaignExternalId);
    if (!campaign) {
      summary.skipped.push({ level: 'subCampaign', externalId: sub.externalId, reason: `unknown campaign ${sub.campaignExternalId}` });
      continue;
    }
    const existing = subByKey.get(subKey(campaign.id, sub.externalId));
    if (!existing) {
      newSubs.push({
        ...tenant,
        code: generateAdCode('asb'),
        campaignId: campaign.id,
        externalId: sub.externalId,
        name: sub.name,
        status: sub.status,
      });
      pendingSubKeys.add(subKey(campaign.id, sub.externalId));
    } else if (existing.name !== sub.name || existing.status !== sub.status) {
      await tx
        .update(adSubCampaigns)
        .set({ name: sub.name, status: sub.status, updatedAt: sql`now()` })
        .where(eq(adSubCampaigns.id, existing.id));
      summary.subCampaigns.updated += 1;
    } else summary.subCampaigns.unchanged += 1;
  }
  // Implicit sub-campaigns the asset sets need.
  for (const assetSet of tree.assetSets) {
    if (assetSet.subCampaignExternalId !== null) continue;
    const campaign = campaignByExternal.get(assetSet.campaignExternalId);
    if (!campaign) continue;
    const key = subKey(campaign.id, null);
    if (subByKey.has(key) || pendingSubKeys.has(key)) continue;
    newSubs.push({
      ...tenant,
      code: generateAdCode('asb'),
      campaignId: campaign.id,
      externalId: null,
      name: null,
      isImplicit: true,
      status: campaign.status,
    });
    pendingSubKeys.add(key);
  }
  for (const row of await insertChunks(newSubs, (chunk) => tx.insert(adSubCampaigns).values(chunk).returning())) {
    subByKey.set(subKey(row.campaignId, row.isImplicit ? null : row.externalId), row);
    if (!row.isImplicit) summary.subCampaigns.created += 1;
  }

  // Asset sets.
  const subIds = [...subByKey.values()].map((row) => row.id);
  const setRows = subIds.length ? await tx.select().from(adAssetSets).where(inArray(adAssetSets.subCampaignId, subIds)) : [];
  const setByKey = new Map(setRows.map((row) => [`${row.subCampaignId}:${row.externalId}`, row]));
  // Ads and creatives name their asset set by external id only: unique within an account.
  const setByExternal = new Map(setRows.map((row) => [row.externalId, row]));
  const newSets: (typeof adAssetSets.$inferInsert)[] = [];
  for (const assetSet of dedupe(tree.assetSets, (item) => item.externalId)) {
    const campaign = campaignByExternal.get(assetSet.campaignExternalId);
    const sub = campaign ? subByKey.get(subKey(campaign.id, assetSet.subCampaignExternalId)) : undefined;
    if (!sub) {
      summary.skipped.push({
        level: 'assetSet',
        externalId: assetSet.externalId,
        reason: `unknown parent ${assetSet.campaignExternalId}/${assetSet.subCampaignExternalId ?? '—'}`,
      });
      continue;
    }
    const existing = setByKey.get(`${sub.id}:${assetSet.externalId}`);
    const values = {
      name: assetSet.name,
      status: assetSet.status,
      isCreativeGroup: assetSet.isCreativeGroup,
      searchTerm: assetSet.searchTerm,
    };
    if (!existing)
      newSets.push({ ...tenant, code: generateAdCode('ast'), subCampaignId: sub.id, externalId: assetSet.externalId, ...values });
    else if (
      existing.name !== values.name ||
      existing.status !== values.status ||
      existing.isCreativeGroup !== values.isCreativeGroup ||
      existing.searchTerm !== values.searchTerm
    ) {
      await tx
        .update(adAssetSets)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(adAssetSets.id, existing.id));
      summary.assetSets.updated += 1;
    } else summary.assetSets.unchanged += 1;
  }
  for (const row of await insertChunks(newSets, (chunk) => tx.insert(adAssetSets).values(chunk).returning()))
    setByExternal.set(row.externalId, row);
  summary.assetSets.created += newSets.length;

  // Ads.
  const treeSetIds = [
    ...new Set(tree.ads.map((ad) => setByExternal.get(ad.assetSetExternalId)?.id).filter((value): value is string => Boolean(value))),
  ];
  const adRows = treeSetIds.length ? await selectIn(treeSetIds, (ids) => tx.select().from(ads).where(inArray(ads.assetSetId, ids))) : [];
  const adByKey = new Map(adRows.map((row) => [`${row.assetSetId}:${row.externalId}`, row]));
  const newAds: (typeof ads.$inferInsert)[] = [];
  for (const ad of dedupe(tree.ads, (item) => `${item.assetSetExternalId}:${item.externalId}`)) {
    const assetSet = setByExternal.get(ad.assetSetExternalId);
    if (!assetSet) {
      summary.skipped.push({ level: 'ad', externalId: ad.externalId, reason: `unknown asset set ${ad.assetSetExternalId}` });
      continue;
    }
    const existing = adByKey.get(`${assetSet.id}:${ad.externalId}`);
    if (!existing)
      newAds.push({
        ...tenant,
        code: generateAdCode('aad'),
        assetSetId: assetSet.id,
        externalId: ad.externalId,
        name: ad.name,
        status: ad.status,
      });
    else if (existing.name !== ad.name || existing.status !== ad.status) {
      await tx
        .update(ads)
        .set({ name: ad.name, status: ad.status, updatedAt: sql`now()` })
        .where(eq(ads.id, existing.id));
      summary.ads.updated += 1;
      if (existing.name !== ad.name) touchedAds.add(existing.id);
    } else summary.ads.unchanged += 1;
  }
  for (const row of await insertChunks(newAds, (chunk) => tx.insert(ads).values(chunk).returning())) {
    adByKey.set(`${row.assetSetId}:${row.externalId}`, row);
    touchedAds.add(row.id);
  }
  summary.ads.created += newAds.length;

  // Creatives.
  const adIds = [...new Set([...adByKey.values()].map((row) => row.id))];
  const creativeRows = adIds.length
    ? await selectIn(adIds, (ids) => tx.select().from(adCreatives).where(inArray(adCreatives.adId, ids)))
    : [];
  const creativeByKey = new Map(creativeRows.map((row) => [`${row.adId}:${row.externalId}`, row]));
  const newCreatives: (typeof adCreatives.$inferInsert)[] = [];
  for (const creative of dedupe(tree.creatives, (item) => `${item.assetSetExternalId}:${item.adExternalId}:${item.externalId}`)) {
    const assetSet = setByExternal.get(creative.assetSetExternalId);
    const ad = assetSet ? adByKey.get(`${assetSet.id}:${creative.adExternalId}`) : undefined;
    if (!ad) {
      summary.skipped.push({ level: 'creative', externalId: creative.externalId, reason: `unknown ad ${creative.adExternalId}` });
      continue;
    }
    const existing = creativeByKey.get(`${ad.id}:${creative.externalId}`);
    // A value the network did not give this time (e.g. a hash not fetched again) keeps the stored one.
    const values = {
      name: creative.name,
      mediaKind: creative.mediaKind,
      url: creative.url,
      sha256: creative.sha256 ?? existing?.sha256 ?? null,
      perceptualHash: creative.perceptualHash ?? existing?.perceptualHash ?? null,
      thumbnail: creative.thumbnail ?? existing?.thumbnail ?? null,
    };
    if (!existing) newCreatives.push({ ...tenant, adId: ad.id, externalId: creative.externalId, ...values });
    else if (
      existing.name !== values.name ||
      existing.mediaKind !== values.mediaKind ||
      existing.url !== values.url ||
      existing.sha256 !== values.sha256 ||
      existing.perceptualHash !== values.perceptualHash ||
      existing.thumbnail !== values.thumbnail
    ) {
      await tx
        .update(adCreatives)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(adCreatives.id, existing.id));
      summary.creatives.updated += 1;
      touchedAds.add(ad.id);
    } else summary.creatives.unchanged += 1;
  }
  for (const row of await insertChunks(newCreatives, (chunk) => tx.insert(adCreatives).values(chunk).returning({ adId: adCreatives.adId })))
    touchedAds.add(row.adId);
  summary.creatives.created += newCreatives.length;
  summary.touchedAdIds = [...touchedAds];
  return summary;
}

/** The stored creatives of an account whose file is known by URL, for fingerprinting only what is new. */
export async function findStoredCreativeFiles(tx: Executor, adAccountId: string) {
  return tx
    .select({
      externalId: adCreatives.externalId,
      url: adCreatives.url,
      sha256: adCreatives.sha256,
      perceptualHash: adCreatives.perceptualHash,
      hasThumbnail: sql<boolean>`${adCreatives.thumbnail} is not null`,
    })
    .from(adCreatives)
    .innerJoin(ads, eq(ads.id, adCreatives.adId))
    .innerJoin(adAssetSets, eq(adAssetSets.id, ads.assetSetId))
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, and(eq(adCampaigns.id, adSubCampaigns.campaignId), eq(adCampaigns.adAccountId, adAccountId)));
}

function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) seen.set(key(item), item);
  return [...seen.values()];
}

/** `IN (…)` in slices, so a large account never builds one enormous statement. */
async function selectIn<Row>(ids: string[], select: (ids: string[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += 1000) rows.push(...(await select(ids.slice(start, start + 1000))));
  return rows;
}

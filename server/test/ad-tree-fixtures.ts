import { randomBytes } from 'node:crypto';
import { adAccounts, adAssetSets, adCampaigns, ads, adSubCampaigns, channels } from '../src/db/schema/index.js';
import type { Executor } from '../src/db/client.js';

const suffix = () => randomBytes(5).toString('hex');

/** The shape of a fixture tree: channel → campaigns → sub-campaigns (null name: implicit) → asset sets → ad count. */
export interface TreeSpec {
  [channelCode: string]: { [campaign: string]: { [subCampaign: string]: { [assetSet: string]: number } } };
}

/** Two channels; AppLovin has no sub-campaign level (an implicit one, as the tree stores it). */
export const DEFAULT_TREE: TreeSpec = {
  meta: {
    'Summer Launch': {
      'US Broad': { 'Hero video 15s': 3, 'Puzzle teaser': 2 },
      'UK Lookalike': { 'Hero video 15s UK': 4 },
    },
    'Retargeting Q3': { 'Lapsed players': { 'Comeback bonus': 1, 'Level 50 reveal': 5 } },
  },
  applovin: { 'Always on': { '': { 'Creative set A': 2, 'Creative set B': 3 } } },
};

export interface InsertedTree {
  channelCodes: string[];
  /** By name: campaign, sub-campaign and asset set codes. */
  campaigns: Map<string, string>;
  subCampaigns: Map<string, string>;
  assetSets: Map<string, string>;
}

/**
 * Writes an ad-network tree for one application straight into the database, the way a sync would
 * (one account per channel): for tests that need a tree without running a connector.
 */
export async function insertAdTree(
  db: Executor,
  owner: { clientId: string; applicationId: string },
  spec: TreeSpec = DEFAULT_TREE,
): Promise<InsertedTree> {
  const tenant = { clientId: owner.clientId, applicationId: owner.applicationId };
  const result: InsertedTree = { channelCodes: Object.keys(spec), campaigns: new Map(), subCampaigns: new Map(), assetSets: new Map() };
  await db
    .insert(channels)
    .values([
      { code: 'meta', name: 'Meta' },
      { code: 'applovin', name: 'AppLovin' },
      { code: 'tiktok', name: 'TikTok' },
    ])
    .onConflictDoNothing();
  for (const [channelCode, campaigns] of Object.entries(spec)) {
    const [account] = await db
      .insert(adAccounts)
      .values({
        ...tenant,
        code: `acc${suffix()}`,
        channelCode,
        connector: channelCode === 'applovin' ? 'applovin' : 'meta',
        externalAccountId: `act_${suffix()}`,
        name: `${channelCode} account`,
      })
      .returning({ id: adAccounts.id });
    for (const [campaignName, subCampaigns] of Object.entries(campaigns)) {
      const [campaign] = await db
        .insert(adCampaigns)
        .values({
          ...tenant,
          code: `cmp${suffix()}`,
          adAccountId: account!.id,
          channelCode,
          externalId: `c-${suffix()}`,
          name: campaignName,
        })
        .returning({ id: adCampaigns.id, code: adCampaigns.code });
      result.campaigns.set(campaignName, campaign!.code);
      for (const [subName, assetSets] of Object.entries(subCampaigns)) {
        const isImplicit = subName === '';
        const [sub] = await db
          .insert(adSubCampaigns)
          .values({
            ...tenant,
            code: `sub${suffix()}`,
            campaignId: campaign!.id,
            externalId: isImplicit ? null : `s-${suffix()}`,
            name: isImplicit ? null : subName,
            isImplicit,
          })
          .returning({ id: adSubCampaigns.id, code: adSubCampaigns.code });
        result.subCampaigns.set(isImplicit ? campaignName : subName, sub!.code);
        for (const [setName, adCount] of Object.entries(assetSets)) {
          const [set] = await db
            .insert(adAssetSets)
            .values({
              ...tenant,
              code: `ass${suffix()}`,
              subCampaignId: sub!.id,
              externalId: `as-${suffix()}`,
              name: setName,
              searchTerm: setName.toLowerCase().includes('puzzle') ? 'puzzle games' : null,
              isCreativeGroup: channelCode === 'applovin',
            })
            .returning({ id: adAssetSets.id, code: adAssetSets.code });
          result.assetSets.set(setName, set!.code);
          if (adCount)
            await db.insert(ads).values(
              Array.from({ length: adCount }, (_, index) => ({
                ...tenant,
                code: `ad${suffix()}`,
                assetSetId: set!.id,
                externalId: `ad-${suffix()}`,
                name: `${setName} #${index + 1}`,
              })),
            );
        }
      }
    }
  }
  return result;
}

/** A small tree as networks' import file (their documented CSV columns): two campaigns, three asset sets. */
export const IMPORT_CSV = [
  'channel,campaignId,campaign,subCampaignId,subCampaign,assetSetId,assetSet,adId,ad',
  'meta,c1,Summer Launch,s1,US Broad,as1,Hero video 15s,ad1,Hero A',
  'meta,c1,Summer Launch,s1,US Broad,as1,Hero video 15s,ad2,Hero B',
  'meta,c1,Summer Launch,s1,US Broad,as2,Puzzle teaser,ad3,Teaser',
  'meta,c2,Retargeting,s2,Lapsed players,as3,Comeback bonus,ad4,Comeback',
].join('\n');

interface ApiClientLike {
  mustRequest<Data>(query: string, variables?: Record<string, unknown>): Promise<Data>;
}

/**
 * Gives the tenant's first application a tree through the API, as a user would: an import-only
 * ad account and networks' file import. Answers the codes of the asset sets by name and a concept
 * code of that application to link them to (created when not given).
 */
export async function importAdTreeThroughApi(owner: ApiClientLike, target: { clientCode: string; applicationCode: string }) {
  const suffix = randomBytes(4).toString('hex');
  const { createAdAccount } = await owner.mustRequest<{ createAdAccount: { code: string } }>(
    `mutation ($clientCode: String!, $applicationCode: String!, $adAccount: AdAccountInput!) {
      createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: $adAccount) { code } }`,
    { ...target, adAccount: { channelCode: 'meta', connector: 'import', externalAccountId: `act_${suffix}`, name: `Import ${suffix}` } },
  );
  await owner.mustRequest(
    `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $content: String!) {
      importAdTree(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, format: CSV, content: $content) { status } }`,
    { ...target, adAccountCode: createAdAccount.code, content: IMPORT_CSV },
  );
  return createAdAccount.code;
}

/** The asset sets of the application's tree by name, walked through the four tree queries. */
export async function findAssetSetCodes(
  owner: ApiClientLike,
  target: { clientCode: string; applicationCode: string; conceptCode: string },
) {
  const codes = new Map<string, string>();
  const { adLinkageTreeChannels } = await owner.mustRequest<{ adLinkageTreeChannels: { code: string }[] }>(
    `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!) {
      adLinkageTreeChannels(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode) { code } }`,
    target,
  );
  for (const channel of adLinkageTreeChannels) {
    const { adLinkageTreeCampaigns } = await owner.mustRequest<{ adLinkageTreeCampaigns: { code: string }[] }>(
      `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $channelCode: String!) {
        adLinkageTreeCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, channelCode: $channelCode) { code } }`,
      { ...target, channelCode: channel.code },
    );
    for (const campaign of adLinkageTreeCampaigns) {
      const { adLinkageTreeSubCampaigns } = await owner.mustRequest<{ adLinkageTreeSubCampaigns: { code: string }[] }>(
        `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $campaignCode: String!) {
          adLinkageTreeSubCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, campaignCode: $campaignCode) { code } }`,
        { ...target, campaignCode: campaign.code },
      );
      for (const sub of adLinkageTreeSubCampaigns) {
        const { adLinkageTreeAssetSets } = await owner.mustRequest<{ adLinkageTreeAssetSets: { code: string; name: string }[] }>(
          `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $subCampaignCode: String!) {
            adLinkageTreeAssetSets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, subCampaignCode: $subCampaignCode) { code name } }`,
          { ...target, subCampaignCode: sub.code },
        );
        for (const set of adLinkageTreeAssetSets) codes.set(set.name, set.code);
      }
    }
  }
  return codes;
}

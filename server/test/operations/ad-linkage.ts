import type { ApiClient } from '../api-client.js';
import { findAssetSetCodes, importAdTreeThroughApi } from '../ad-tree-fixtures.js';
import { createConcept } from '../concept-fixtures.js';
import type { Tenant } from '../fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

const VIEW = { allOf: ['creative:access', 'adUsage:view'] } as const;
const LINK = { allOf: ['creative:access', 'adUsage:view', 'concept:update'] } as const;
const CHANNEL_EDIT = { allOf: ['creative:access', 'concept:update'] } as const;

/** One imported tree and one concept per tenant, shared by the cases (links are made per case). */
const trees = new Map<string, Promise<{ conceptCode: string; assetSetCode: string }>>();

function treeOf(tenant: Tenant, owner: ApiClient) {
  let tree = trees.get(tenant.clientCode);
  if (!tree) {
    tree = (async () => {
      const { code: conceptCode } = await createConcept(owner, tenant);
      await importAdTreeThroughApi(owner, scoped(tenant));
      const sets = await findAssetSetCodes(owner, { ...scoped(tenant), conceptCode });
      return { conceptCode, assetSetCode: sets.get('Hero video 15s')! };
    })();
    trees.set(tenant.clientCode, tree);
  }
  return tree;
}

async function treeVariables(tenant: Tenant, owner: ApiClient) {
  const { conceptCode } = await treeOf(tenant, owner);
  return { ...scoped(tenant), conceptCode };
}

/** A concept-only link made by the tenant's admin; answers its code. */
async function createMatch(tenant: Tenant, owner: ApiClient) {
  const { conceptCode, assetSetCode } = await treeOf(tenant, owner);
  const data = await owner.mustRequest<{ createCreativeAdMatch: { code: string } }>(
    `mutation ($clientCode: String!, $applicationCode: String!, $match: CreativeAdMatchInput!) {
      createCreativeAdMatch(clientCode: $clientCode, applicationCode: $applicationCode, creativeAdMatch: $match) { code } }`,
    { ...scoped(tenant), match: { subCampaignAssetSet: { code: assetSetCode }, concept: { code: conceptCode } } },
  );
  return data.createCreativeAdMatch.code;
}

async function addChannel(tenant: Tenant, owner: ApiClient) {
  const { code: conceptCode } = await createConcept(owner, tenant);
  await owner.mustRequest(
    `mutation ($clientCode: String!, $conceptCode: String!) { addCreativeConceptChannel(clientCode: $clientCode, conceptCode: $conceptCode, channelCode: "meta") { status } }`,
    { clientCode: tenant.clientCode, conceptCode },
  );
  return { clientCode: tenant.clientCode, conceptCode };
}

const NODE = 'code name totalLinkedAdCount';

export const adLinkageOperations: TenantOperationCase[] = [
  {
    field: 'adLinkageTreeChannels',
    document: `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!) {
      adLinkageTreeChannels(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode) { ${NODE} } }`,
    requires: VIEW,
    namesRecords: true,
    arrange: treeVariables,
  },
  {
    field: 'adLinkageTreeCampaigns',
    document: `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!) {
      adLinkageTreeCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, channelCode: "meta") { ${NODE} } }`,
    requires: VIEW,
    namesRecords: true,
    arrange: treeVariables,
  },
  {
    field: 'adLinkageTreeSubCampaigns',
    document: `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $campaignCode: String!) {
      adLinkageTreeSubCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, campaignCode: $campaignCode) { ${NODE} } }`,
    requires: VIEW,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...(await treeVariables(tenant, owner)), campaignCode: 'none' }),
  },
  {
    field: 'adLinkageTreeAssetSets',
    document: `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $subCampaignCode: String!) {
      adLinkageTreeAssetSets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, subCampaignCode: $subCampaignCode) {
        code name creativeAdMatches { code externalAssetSetId } } }`,
    requires: VIEW,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...(await treeVariables(tenant, owner)), subCampaignCode: 'none' }),
  },
  {
    field: 'adLinkageAssetSetPath',
    document: `query ($clientCode: String!, $applicationCode: String!, $setCode: String!) {
      adLinkageAssetSetPath(clientCode: $clientCode, applicationCode: $applicationCode, assetSetCode: $setCode) {
        channelCode campaignCode subCampaignCode assetSetCode } }`,
    requires: VIEW,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), setCode: (await treeOf(tenant, owner)).assetSetCode }),
  },
  {
    field: 'createCreativeAdMatch',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $match: CreativeAdMatchInput!) {
      createCreativeAdMatch(clientCode: $clientCode, applicationCode: $applicationCode, creativeAdMatch: $match) { code concept { code } } }`,
    requires: LINK,
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { conceptCode, assetSetCode } = await treeOf(tenant, owner);
      return { ...scoped(tenant), match: { subCampaignAssetSet: { code: assetSetCode }, concept: { code: conceptCode }, isEndCard: true } };
    },
  },
  {
    field: 'updateCreativeAdMatch',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $code: String!) {
      updateCreativeAdMatch(clientCode: $clientCode, applicationCode: $applicationCode, creativeAdMatchCode: $code, creativeAdMatch: { isEndCard: true }) { code isEndCard } }`,
    requires: LINK,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), code: await createMatch(tenant, owner) }),
  },
  {
    field: 'deleteCreativeAdMatch',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $code: String!) {
      deleteCreativeAdMatch(clientCode: $clientCode, applicationCode: $applicationCode, creativeAdMatchCode: $code) }`,
    requires: LINK,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), code: await createMatch(tenant, owner) }),
  },
  {
    field: 'linkSubCampaignAssetSetConcept',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $setCode: String!) {
      linkSubCampaignAssetSetConcept(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode,
        subCampaignAssetSetCode: $setCode, link: { linkToConceptOnly: true }) { code totalLinkedAdCount } }`,
    requires: LINK,
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { conceptCode, assetSetCode } = await treeOf(tenant, owner);
      return { ...scoped(tenant), conceptCode, setCode: assetSetCode };
    },
  },
  {
    field: 'unlinkSubCampaignAssetSetConcept',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $setCode: String!) {
      unlinkSubCampaignAssetSetConcept(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode,
        subCampaignAssetSetCode: $setCode) { code totalLinkedAdCount } }`,
    requires: LINK,
    namesRecords: true,
    arrange: async (tenant, owner) => {
      await createMatch(tenant, owner);
      const { conceptCode, assetSetCode } = await treeOf(tenant, owner);
      return { ...scoped(tenant), conceptCode, setCode: assetSetCode };
    },
  },
  {
    field: 'addCreativeConceptChannel',
    document: `mutation ($clientCode: String!, $conceptCode: String!) {
      addCreativeConceptChannel(clientCode: $clientCode, conceptCode: $conceptCode, channelCode: "tiktok") { channel { code } status } }`,
    requires: CHANNEL_EDIT,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, conceptCode: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'updateCreativeConceptChannel',
    document: `mutation ($clientCode: String!, $conceptCode: String!) {
      updateCreativeConceptChannel(clientCode: $clientCode, conceptCode: $conceptCode, channelCode: "meta", status: "inactive") { channel { code } status } }`,
    requires: CHANNEL_EDIT,
    namesRecords: true,
    arrange: addChannel,
  },
  {
    field: 'deleteCreativeConceptChannel',
    document: `mutation ($clientCode: String!, $conceptCode: String!) {
      deleteCreativeConceptChannel(clientCode: $clientCode, conceptCode: $conceptCode, channelCode: "meta") { channel { code } } }`,
    requires: CHANNEL_EDIT,
    namesRecords: true,
    arrange: addChannel,
  },
];

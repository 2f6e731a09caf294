import type { ApiClient } from '../api-client.js';
import { createConcept, unique } from '../concept-fixtures.js';
import type { Tenant } from '../fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

const MANAGE = { allOf: ['creative:access', 'adAccount:manage'] } as const;
/** Admins and creative leads (AD_LINK_REVIEW). */
const REVIEW = { allOf: ['creative:access', 'adUsage:view', 'concept:update'], anyOf: ['adAccount:manage', 'concept:assign'] } as const;

/** An import-only ad account in the tenant's first application, created by its admin. */
export async function createImportAccount(owner: ApiClient, tenant: Tenant, channelCode = 'meta') {
  const data = await owner.mustRequest<{ createAdAccount: { code: string } }>(
    `mutation ($clientCode: String!, $applicationCode: String!, $adAccount: AdAccountInput!) {
      createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: $adAccount) { code } }`,
    { ...scoped(tenant), adAccount: { channelCode, connector: 'import', externalAccountId: `acct-${unique()}`, name: 'Imported account' } },
  );
  return data.createAdAccount.code;
}

/** A CSV of one campaign with `names` as its ads (one asset set each). */
export function treeCsv(names: readonly string[], channel = 'meta') {
  return ['channel,campaign,subCampaign,assetSet,ad', ...names.map((name) => `${channel},Secret campaign,Group,${name},${name}`)].join(
    '\n',
  );
}

/** A suggestion waiting for review: a concept, a naming template and an imported ad named after it. */
export async function createSuggestion(owner: ApiClient, tenant: Tenant) {
  const concept = await createConcept(owner, tenant, { applications: [{ code: tenant.applicationCodes[0] }] });
  await owner
    .mustRequest(
      `mutation ($clientCode: String!, $applicationCode: String!) { addAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, template: "{conceptId}_{variant}") { code } }`,
      scoped(tenant),
    )
    .catch(() => undefined);
  const adAccountCode = await createImportAccount(owner, tenant);
  await owner.mustRequest(
    `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $content: String!) {
      importAdTree(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, format: CSV, content: $content) { id } }`,
    { ...scoped(tenant), adAccountCode, content: treeCsv([`${concept.internalId}_v1 ${unique()}`]) },
  );
  const data = await owner.mustRequest<{ adLinkSuggestions: { items: { code: string }[] } }>(
    `query ($clientCode: String!, $applicationCode: String!) { adLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode, limit: 100) { items { code } } }`,
    scoped(tenant),
  );
  return data.adLinkSuggestions.items.at(-1)!.code;
}

export const adNetworkOperations: TenantOperationCase[] = [
  {
    field: 'adAccounts',
    document: `query ($clientCode: String!, $applicationCode: String!) { adAccounts(clientCode: $clientCode, applicationCode: $applicationCode) { code name externalAccountId hasCredentials } }`,
    requires: MANAGE,
    arrange: async (tenant, owner) => {
      await createImportAccount(owner, tenant);
      return scoped(tenant);
    },
  },
  {
    field: 'adAccountSyncRuns',
    document: `query ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) { adAccountSyncRuns(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode) { id status summary } }`,
    requires: MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), adAccountCode: await createImportAccount(owner, tenant) }),
  },
  {
    field: 'adLinkSettings',
    document: `query ($clientCode: String!, $applicationCode: String!) { adLinkSettings(clientCode: $clientCode, applicationCode: $applicationCode) { mode perceptualMaxDistance } }`,
    requires: MANAGE,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'adNamingTemplates',
    document: `query ($clientCode: String!, $applicationCode: String!) { adNamingTemplates(clientCode: $clientCode, applicationCode: $applicationCode) { code template } }`,
    requires: MANAGE,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'adNamingTemplateDryRun',
    document: `query ($clientCode: String!, $applicationCode: String!) { adNamingTemplateDryRun(clientCode: $clientCode, applicationCode: $applicationCode, template: "{conceptId}_{variant}") { matchedAdCount examples { adName conceptName } } }`,
    requires: MANAGE,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'adLinkSuggestions',
    document: `query ($clientCode: String!, $applicationCode: String!) { adLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode) { totalItemCount items { code conceptName adName } } }`,
    requires: REVIEW,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'createAdAccount',
    document: `mutation ($clientCode: String!, $applicationCode: String!) { createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: { channelCode: "meta", connector: "meta", externalAccountId: "act_1", name: "Meta", credentials: { accessToken: "secret" } }) { code hasCredentials } }`,
    requires: MANAGE,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'updateAdAccount',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) { updateAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, adAccount: { name: "Renamed" }) { code name } }`,
    requires: MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), adAccountCode: await createImportAccount(owner, tenant) }),
  },
  {
    field: 'deleteAdAccount',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) { deleteAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode) }`,
    requires: MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), adAccountCode: await createImportAccount(owner, tenant) }),
  },
  {
    field: 'syncAdAccount',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) { syncAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode) { code isSyncPending } }`,
    requires: MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => {
      // A Meta account whose base URL goes nowhere: queuing is what is tested, not the sync.
      const data = await owner.mustRequest<{ createAdAccount: { code: string } }>(
        `mutation ($clientCode: String!, $applicationCode: String!) { createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: { channelCode: "meta", connector: "meta", externalAccountId: "act_${unique()}", name: "Meta", baseUrl: "http://127.0.0.1:9/meta", credentials: { accessToken: "secret" } }) { code } }`,
        scoped(tenant),
      );
      return { ...scoped(tenant), adAccountCode: data.createAdAccount.code };
    },
  },
  {
    field: 'updateAdLinkSettings',
    document: `mutation ($clientCode: String!, $applicationCode: String!) { updateAdLinkSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: { mode: "link" }) { mode } }`,
    requires: MANAGE,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'addAdNamingTemplate',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $template: String!) { addAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) { code } }`,
    requires: MANAGE,
    arrange: async (tenant) => ({ ...scoped(tenant), template: `{conceptId}_${unique()}_{format}` }),
  },
  {
    field: 'deleteAdNamingTemplate',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $templateCode: String!) { deleteAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, templateCode: $templateCode) }`,
    requires: MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const data = await owner.mustRequest<{ addAdNamingTemplate: { code: string } }>(
        `mutation ($clientCode: String!, $applicationCode: String!, $template: String!) { addAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) { code } }`,
        { ...scoped(tenant), template: `{conceptId}-${unique()}` },
      );
      return { ...scoped(tenant), templateCode: data.addAdNamingTemplate.code };
    },
  },
  {
    field: 'runAdAutoLinking',
    document: `mutation ($clientCode: String!, $applicationCode: String!) { runAdAutoLinking(clientCode: $clientCode, applicationCode: $applicationCode) { proposed linked suggested } }`,
    requires: MANAGE,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'reviewAdLinkSuggestions',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $codes: [String!]!) { reviewAdLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode, codes: $codes, decision: ACCEPT) { code ok message } }`,
    requires: REVIEW,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), codes: [await createSuggestion(owner, tenant)] }),
  },
  {
    field: 'previewAdTreeImport',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $content: String!) { previewAdTreeImport(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, format: CSV, content: $content) { rowCount rows { campaign errors } summary } }`,
    requires: MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      ...scoped(tenant),
      adAccountCode: await createImportAccount(owner, tenant),
      content: treeCsv(['Ad one']),
    }),
  },
  {
    field: 'importAdTree',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $content: String!) { importAdTree(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, format: CSV, content: $content) { id status summary } }`,
    requires: MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      ...scoped(tenant),
      adAccountCode: await createImportAccount(owner, tenant),
      content: treeCsv(['Ad one']),
    }),
  },
];

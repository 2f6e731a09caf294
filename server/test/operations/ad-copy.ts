import type { ApiClient } from '../api-client.js';
import { unique } from '../concept-fixtures.js';
import type { Tenant } from '../fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

const VIEW = { allOf: ['creative:access', 'adCopy:view'] } as const;
const IMPORT = { allOf: ['creative:access', 'adCopy:create', 'adCopy:update'] } as const;

/** A copy in the tenant's first application, created by its admin. */
export async function createAdCopy(owner: ApiClient, tenant: Tenant, adCopy: Record<string, unknown> = {}) {
  const data = await owner.mustRequest<{ addAdCopy: { code: string; version: number } }>(
    `mutation ($clientCode: String!, $applicationCode: String!, $adCopy: AdCopyInput!) {
      addAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopy: $adCopy) { code version } }`,
    { ...scoped(tenant), adCopy: { name: `Copy ${unique()}`, headline: 'Secret headline', adCopy: 'Secret body', ...adCopy } },
  );
  return data.addAdCopy;
}

const CSV = 'name,headline,adCopy\nImported,Play now,Best puzzle game\n';

export const adCopyOperations: TenantOperationCase[] = [
  {
    field: 'adCopies',
    document: `query ($clientCode: String!, $applicationCode: String!) { adCopies(clientCode: $clientCode, applicationCode: $applicationCode) { totalItemCount items { code headline } } }`,
    requires: VIEW,
    arrange: async (tenant, owner) => {
      await createAdCopy(owner, tenant);
      return scoped(tenant);
    },
  },
  {
    field: 'adCopy',
    document: `query ($clientCode: String!, $applicationCode: String!, $adCopyCode: String!) { adCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode) { code headline } }`,
    requires: VIEW,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), adCopyCode: (await createAdCopy(owner, tenant)).code }),
  },
  {
    field: 'adCopyNetworks',
    document: `query ($clientCode: String!, $applicationCode: String!) { adCopyNetworks(clientCode: $clientCode, applicationCode: $applicationCode) { code rules { field maxLength } } }`,
    requires: VIEW,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'exportAdCopies',
    document: `query ($clientCode: String!, $applicationCode: String!) { exportAdCopies(clientCode: $clientCode, applicationCode: $applicationCode) { csv rowCount totalItemCount } }`,
    requires: VIEW,
    arrange: async (tenant, owner) => {
      await createAdCopy(owner, tenant);
      return scoped(tenant);
    },
  },
  {
    field: 'addAdCopy',
    document: `mutation ($clientCode: String!, $applicationCode: String!) { addAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopy: { name: "New", headline: "Play", adCopy: "Body" }) { code } }`,
    requires: { allOf: ['creative:access', 'adCopy:create'] },
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'updateAdCopy',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $adCopyCode: String!) { updateAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode, adCopy: { headline: "Changed" }) { code headline } }`,
    requires: { allOf: ['creative:access', 'adCopy:update'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), adCopyCode: (await createAdCopy(owner, tenant)).code }),
  },
  {
    field: 'deleteAdCopy',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $adCopyCode: String!) { deleteAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode) }`,
    requires: { allOf: ['creative:access', 'adCopy:delete'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), adCopyCode: (await createAdCopy(owner, tenant)).code }),
  },
  {
    field: 'previewAdCopyImport',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) { previewAdCopyImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { createCount errorCount } }`,
    requires: IMPORT,
    arrange: async (tenant) => ({ ...scoped(tenant), csv: CSV }),
  },
  {
    field: 'importAdCopies',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) { importAdCopies(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { createdCount } }`,
    requires: IMPORT,
    arrange: async (tenant) => ({ ...scoped(tenant), csv: CSV }),
  },
];

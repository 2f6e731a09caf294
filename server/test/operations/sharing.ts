import { createConcept } from '../concept-fixtures.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';
import type { TenantOperationCase } from './types.js';

const SHARE = { allOf: ['concept:view', 'concept:share'] } as const;

async function conceptWithLink(owner: ApiClient, tenant: Tenant) {
  const concept = await createConcept(owner, tenant);
  const data = await owner.mustRequest<{ createCreativeConceptShareLink: { code: string } }>(
    `mutation ($c: String!, $k: String!) { createCreativeConceptShareLink(clientCode: $c, conceptCode: $k, link: {}) { code } }`,
    { c: tenant.clientCode, k: concept.code },
  );
  return { concept, linkCode: data.createCreativeConceptShareLink.code };
}

export const sharingOperations: TenantOperationCase[] = [
  {
    field: 'creativeConceptShareLinks',
    document: `query ($clientCode: String!, $k: String!) { creativeConceptShareLinks(clientCode: $clientCode, conceptCode: $k) { code url status openCount } }`,
    requires: SHARE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await conceptWithLink(owner, tenant)).concept.code }),
  },
  {
    field: 'createCreativeConceptShareLink',
    document: `mutation ($clientCode: String!, $k: String!) { createCreativeConceptShareLink(clientCode: $clientCode, conceptCode: $k, link: { expiresInHours: 24 }) { code url } }`,
    requires: SHARE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'revokeCreativeConceptShareLink',
    document: `mutation ($clientCode: String!, $k: String!, $l: String!) { revokeCreativeConceptShareLink(clientCode: $clientCode, conceptCode: $k, shareLinkCode: $l) { code status } }`,
    requires: SHARE,
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { concept, linkCode } = await conceptWithLink(owner, tenant);
      return { clientCode: tenant.clientCode, k: concept.code, l: linkCode };
    },
  },
];

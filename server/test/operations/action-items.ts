import { createConcept, unique } from '../concept-fixtures.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';
import type { TenantOperationCase } from './types.js';

/** A concept of the tenant with one action item linked to it, the designer as assignee. */
export async function conceptWithActionItem(owner: ApiClient, tenant: Tenant) {
  const concept = await createConcept(owner, tenant);
  const data = await owner.mustRequest<{ createActionItem: { code: string } }>(
    `mutation ($c: String!, $i: ActionItemInput!) { createActionItem(clientCode: $c, actionItem: $i) { code } }`,
    {
      c: tenant.clientCode,
      i: {
        name: `Item ${unique()}`,
        linkedEntity: { type: 'concept', code: concept.code },
        members: [{ type: 'assignee', user: { emailAddress: tenant.emails.designer } }],
      },
    },
  );
  return { concept, itemCode: data.createActionItem.code };
}

async function firstCategoryCode(owner: ApiClient, tenant: Tenant) {
  const data = await owner.mustRequest<{ actionItemCategories: { code: string }[] }>(
    `query ($c: String!) { actionItemCategories(clientCode: $c) { code } }`,
    { c: tenant.clientCode },
  );
  return data.actionItemCategories[0]!.code;
}

export const actionItemOperations: TenantOperationCase[] = [
  {
    field: 'actionItemCategories',
    document: `query ($clientCode: String!) { actionItemCategories(clientCode: $clientCode) { code name module } }`,
    requires: 'creative:access',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode }),
  },
  {
    field: 'actionItems',
    document: `query ($clientCode: String!, $k: String!) { actionItems(clientCode: $clientCode, filter: { linkedEntity: { type: "concept", code: $k }, statusNot: ["completed"] }) { code name members { type status user { emailAddress } } } }`,
    requires: 'actionItem:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await conceptWithActionItem(owner, tenant)).concept.code }),
  },
  {
    field: 'createActionItem',
    document: `mutation ($clientCode: String!, $k: String!) { createActionItem(clientCode: $clientCode, actionItem: { name: "Check", linkedEntity: { type: "concept", code: $k } }) { code name } }`,
    requires: 'actionItem:create',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'updateActionItem',
    document: `mutation ($clientCode: String!, $a: String!) { updateActionItem(clientCode: $clientCode, actionItemCode: $a, actionItem: { name: "Renamed" }) { code name } }`,
    requires: 'actionItem:update',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, a: (await conceptWithActionItem(owner, tenant)).itemCode }),
  },
  {
    field: 'createActionItemCategory',
    document: `mutation ($clientCode: String!, $n: String!) { createActionItemCategory(clientCode: $clientCode, category: { name: $n, module: "creative" }) { code name } }`,
    requires: 'actionItemCategory:manage',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, n: `Category ${unique()}` }),
  },
  {
    field: 'updateActionItemCategory',
    document: `mutation ($clientCode: String!, $g: String!, $n: String!) { updateActionItemCategory(clientCode: $clientCode, categoryCode: $g, category: { name: $n }) { code name } }`,
    requires: 'actionItemCategory:manage',
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      g: await firstCategoryCode(owner, tenant),
      n: `Renamed ${unique()}`,
    }),
  },
];

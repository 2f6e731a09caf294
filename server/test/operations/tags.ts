import { unique } from '../concept-fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

export const tagOperations: TenantOperationCase[] = [
  {
    field: 'creativeTags',
    document: `query ($clientCode: String!, $applicationCode: String) { creativeTags(clientCode: $clientCode, applicationCode: $applicationCode) { code name color } }`,
    requires: 'creative:access',
    arrange: async (tenant, owner) => {
      await owner.mustRequest(`mutation ($c: String!) { createCreativeTag(clientCode: $c, tag: { name: "Secret tag" }) { code } }`, {
        c: tenant.clientCode,
      });
      return scoped(tenant);
    },
  },
  {
    field: 'createCreativeTag',
    document: `mutation ($clientCode: String!, $name: String!) { createCreativeTag(clientCode: $clientCode, tag: { name: $name }) { code color } }`,
    requires: { allOf: ['creative:access'], anyOf: ['concept:create', 'concept:update'] },
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, name: `Tag ${unique()}` }),
  },
];

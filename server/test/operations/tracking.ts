import { scoped, type TenantOperationCase } from './types.js';

export const trackingOperations: TenantOperationCase[] = [
  {
    field: 'trackCurrentUser',
    document: `mutation ($clientCode: String!, $applicationCode: String!) { trackCurrentUser(clientCode: $clientCode, applicationCode: $applicationCode, trackingInfo: { page: "concepts" }) }`,
    requires: 'creative:access',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'trackUserAction',
    document: `mutation ($clientCode: String!) { trackUserAction(clientCode: $clientCode, action: "tabShown", product: "creative", featureSet: "conceptEditor", feature: "adLink", entityCode: "crc1") }`,
    requires: 'creative:access',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode }),
  },
];

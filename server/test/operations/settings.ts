import { scoped, type TenantOperationCase } from './types.js';

export const settingsOperations: TenantOperationCase[] = [
  {
    field: 'creativeSettingsFields',
    document: `query ($clientCode: String!, $applicationCode: String!) { creativeSettingsFields(clientCode: $clientCode, applicationCode: $applicationCode) { code type } }`,
    requires: 'concept:view',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'applicationUaSettings',
    document: `query ($clientCode: String!, $applicationCode: String!) { applicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode) { code value inheritedValue isInherited } }`,
    requires: 'creative:access',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'setApplicationUaSettings',
    document: `mutation ($clientCode: String!, $applicationCode: String!) { setApplicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: { targetCpi: "2.5" }) { code value } }`,
    requires: 'settings:updateUa',
    arrange: async (tenant) => scoped(tenant),
  },
];

import { createFolder, unique } from '../concept-fixtures.js';
import type { TenantOperationCase } from './types.js';

const scoped = (tenant: { clientCode: string; applicationCodes: [string, string] }) => ({
  clientCode: tenant.clientCode,
  applicationCode: tenant.applicationCodes[0],
});

export const folderOperations: TenantOperationCase[] = [
  {
    field: 'creativeNodes',
    document: `query ($clientCode: String!, $applicationCode: String!) { creativeNodes(clientCode: $clientCode, applicationCode: $applicationCode) { code name creativeNodes { code name } } }`,
    requires: 'concept:view',
    arrange: async (tenant, owner) => {
      await createFolder(owner, tenant);
      return scoped(tenant);
    },
  },
  {
    field: 'creativeVirtualNodes',
    document: `query ($clientCode: String!, $applicationCode: String!) { creativeVirtualNodes(clientCode: $clientCode, applicationCode: $applicationCode) { code count children { code name count } } }`,
    requires: 'concept:view',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'createCreativeNode',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $name: String!) { createCreativeNode(clientCode: $clientCode, applicationCode: $applicationCode, node: { name: $name }) { code name } }`,
    requires: 'folder:create',
    arrange: async (tenant) => ({ ...scoped(tenant), name: `Folder ${unique()}` }),
  },
  {
    field: 'updateCreativeNode',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $nodeCode: String!) { updateCreativeNode(clientCode: $clientCode, applicationCode: $applicationCode, nodeCode: $nodeCode, node: { name: "Renamed" }) { code name } }`,
    requires: 'folder:update',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), nodeCode: (await createFolder(owner, tenant)).code }),
  },
  {
    field: 'deleteCreativeNode',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $nodeCode: String!) { deleteCreativeNode(clientCode: $clientCode, applicationCode: $applicationCode, nodeCode: $nodeCode) }`,
    requires: 'folder:delete',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), nodeCode: (await createFolder(owner, tenant)).code }),
  },
  {
    field: 'updateMultipleCreativeNode',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $nodes: [CreativeNodeMoveInput!]!) { updateMultipleCreativeNode(clientCode: $clientCode, applicationCode: $applicationCode, nodes: $nodes) { code sequenceId } }`,
    requires: 'folder:update',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), nodes: [{ code: (await createFolder(owner, tenant)).code, sequenceId: 0 }] }),
  },
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
    requires: { anyOf: ['concept:create', 'concept:update'] },
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, name: `Tag ${unique()}` }),
  },
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
  {
    field: 'gdsReportCategories',
    document: `query ($clientCode: String!, $applicationCode: String!) { gdsReportCategories(clientCode: $clientCode, applicationCode: $applicationCode) { code name gdsReports { code url } } }`,
    requires: 'reports:view',
    arrange: async (tenant) => scoped(tenant),
  },
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

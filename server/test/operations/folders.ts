import { createFolder, unique } from '../concept-fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

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
];

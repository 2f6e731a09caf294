import { createConcept, createFolder, unique } from '../concept-fixtures.js';
import type { TenantOperationCase } from './types.js';

const app = (tenant: { applicationCodes: [string, string] }) => tenant.applicationCodes[0];

export const conceptOperations: TenantOperationCase[] = [
  {
    field: 'applicationCreativeConcepts',
    document: `query ($clientCode: String!, $applicationCode: String!) { applicationCreativeConcepts(clientCode: $clientCode, applicationCode: $applicationCode) { totalItemCount items { code name } } }`,
    requires: 'concept:view',
    arrange: async (tenant, owner) => {
      await createConcept(owner, tenant);
      return { clientCode: tenant.clientCode, applicationCode: app(tenant) };
    },
  },
  {
    field: 'applicationCreativeConcept',
    document: `query ($clientCode: String!, $conceptCode: String!) { applicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode) { code name history { event } } }`,
    requires: 'concept:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, conceptCode: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'applicationCreativeConceptByInternalId',
    document: `query ($clientCode: String!, $internalId: String!) { applicationCreativeConceptByInternalId(clientCode: $clientCode, internalId: $internalId) { code name } }`,
    requires: 'concept:view',
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, internalId: (await createConcept(owner, tenant)).internalId }),
  },
  {
    field: 'applicationCreativeConceptChannels',
    document: `query ($clientCode: String!, $conceptCode: String!) { applicationCreativeConceptChannels(clientCode: $clientCode, conceptCode: $conceptCode) { status channel { code } } }`,
    requires: 'concept:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, conceptCode: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'createApplicationCreativeConcept',
    document: `mutation ($clientCode: String!, $concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: $clientCode, concept: $concept) { code name } }`,
    requires: 'concept:create',
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      concept: { name: `New ${unique()}`, creativeNode: { code: (await createFolder(owner, tenant)).code } },
    }),
  },
  {
    field: 'updateApplicationCreativeConcept',
    document: `mutation ($clientCode: String!, $conceptCode: String!) { updateApplicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode, concept: { isPinned: true }) { code name } }`,
    requires: 'concept:update',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, conceptCode: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'deleteApplicationCreativeConcept',
    document: `mutation ($clientCode: String!, $conceptCode: String!) { deleteApplicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode, comment: "gone") }`,
    requires: 'concept:delete',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, conceptCode: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'changeApplicationCreativeConceptModel',
    document: `mutation ($clientCode: String!, $conceptCode: String!) { changeApplicationCreativeConceptModel(clientCode: $clientCode, conceptCode: $conceptCode, modelType: "parent") { code modelType } }`,
    requires: 'concept:update',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, conceptCode: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'acceptAllApplicationCreativeChildConcepts',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $parent: String!) { acceptAllApplicationCreativeChildConcepts(clientCode: $clientCode, applicationCode: $applicationCode, parentConceptCode: $parent) { code status } }`,
    requires: { allOf: ['concept:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      applicationCode: app(tenant),
      parent: (await createConcept(owner, tenant, { modelType: 'parent' })).code,
    }),
  },
  {
    field: 'rejectAllApplicationCreativeChildConcepts',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $parent: String!) { rejectAllApplicationCreativeChildConcepts(clientCode: $clientCode, applicationCode: $applicationCode, parentConceptCode: $parent) { code status } }`,
    requires: { allOf: ['concept:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      applicationCode: app(tenant),
      parent: (await createConcept(owner, tenant, { modelType: 'parent' })).code,
    }),
  },
  {
    field: 'addApplicationCreativeConceptComment',
    document: `mutation ($clientCode: String!, $conceptCode: String!) { addApplicationCreativeConceptComment(clientCode: $clientCode, conceptCode: $conceptCode, comment: "Looks good") { event comment } }`,
    requires: 'history:comment',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, conceptCode: (await createConcept(owner, tenant)).code }),
  },
];

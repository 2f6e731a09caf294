import { createConcept } from '../concept-fixtures.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';
import type { TenantOperationCase } from './types.js';

/** One stage any approval user of the default roles may decide in (the approver and administrator roles). */
export const OPEN_TO_APPROVERS = [{ name: 'Sign-off', rule: 'ANY', reviewers: [{ roleCode: 'approver' }, { roleCode: 'admin' }] }];

const SET_STAGES = `mutation ($c: String!, $k: String!, $s: [ReviewStageInput!]!) { setConceptReviewStages(clientCode: $c, conceptCode: $k, stages: $s) { hasStages } }`;

/** A concept of the tenant waiting for approval in one stage open to the approval roles. */
export async function conceptInStagedReview(owner: ApiClient, tenant: Tenant) {
  const concept = await createConcept(owner, tenant);
  await owner.mustRequest(SET_STAGES, { c: tenant.clientCode, k: concept.code, s: OPEN_TO_APPROVERS });
  await owner.mustRequest(
    `mutation ($c: String!, $k: String!) { updateApplicationCreativeConcept(clientCode: $c, conceptCode: $k, concept: { status: "pendingApproval" }) { code } }`,
    { c: tenant.clientCode, k: concept.code },
  );
  return concept;
}

export const reviewOperations: TenantOperationCase[] = [
  {
    field: 'conceptReview',
    document: `query ($clientCode: String!, $k: String!) { conceptReview(clientCode: $clientCode, conceptCode: $k) { conceptCode hasStages stages { name status decisions { decision } } } }`,
    requires: 'concept:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await conceptInStagedReview(owner, tenant)).code }),
  },
  {
    field: 'myReviewsWaiting',
    document: `query ($clientCode: String!) { myReviewsWaiting(clientCode: $clientCode) { concept { code } stage { name } } }`,
    requires: 'concept:view',
    arrange: async (tenant, owner) => {
      await conceptInStagedReview(owner, tenant);
      return { clientCode: tenant.clientCode };
    },
  },
  {
    field: 'reviewerOptions',
    document: `query ($clientCode: String!) { reviewerOptions(clientCode: $clientCode) { people { emailAddress } roles { code name } } }`,
    requires: 'concept:view',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode }),
  },
  {
    field: 'setConceptReviewStages',
    document: `mutation ($clientCode: String!, $k: String!, $s: [ReviewStageInput!]!) { setConceptReviewStages(clientCode: $clientCode, conceptCode: $k, stages: $s) { hasStages stages { name } } }`,
    requires: { allOf: ['concept:view', 'concept:update', 'concept:workflow'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      k: (await createConcept(owner, tenant)).code,
      s: OPEN_TO_APPROVERS,
    }),
  },
  {
    field: 'decideConceptReviewStage',
    document: `mutation ($clientCode: String!, $k: String!) { decideConceptReviewStage(clientCode: $clientCode, conceptCode: $k, decision: APPROVED) { stages { status } } }`,
    requires: { allOf: ['concept:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await conceptInStagedReview(owner, tenant)).code }),
  },
];

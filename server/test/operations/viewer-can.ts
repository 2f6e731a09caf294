import { conceptWithAsset } from '../asset-fixtures.js';
import { createConcept, createFolder } from '../concept-fixtures.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';
import { conceptInStagedReview, OPEN_TO_APPROVERS } from './reviews.js';
import type { Requirement } from './types.js';

/**
 * One `viewerCan…` field, which the permission matrix reads as every default role: it must say yes
 * exactly when the role holds what the field's operation requires of a viewer the record does not
 * name (ownership cases, the author and the creative lead, are tested beside their module).
 */
export interface ViewerCanCase {
  /** Type.field, e.g. 'HistoryEntry.viewerCanResolve'. */
  name: string;
  /** What the operation the field answers for requires (the operation list's vocabulary). */
  requires: Requirement;
  /** A query reading the field; every default role may read its parent. */
  document: string;
  /** Creates the record as the tenant's admin and returns the query's variables. */
  arrange(tenant: Tenant, owner: ApiClient): Promise<Record<string, unknown>>;
  /** The field's answer in the query's data. */
  read(data: Record<string, unknown>): boolean | undefined;
  /**
   * The operation the field answers for, run with the same variables on the record `arrange` made:
   * the field must be true exactly when the operation accepts it from the role (FORBIDDEN otherwise).
   */
  attempt?: string;
}

/** A `ConceptAsset.viewerCan…` field, read on a fresh asset of a fresh concept. */
function assetField(field: string, requires: Requirement, attempt?: string): ViewerCanCase {
  return {
    name: `ConceptAsset.${field}`,
    requires,
    document: `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { ${field} } }`,
    arrange: async (tenant, owner) => ({
      c: tenant.clientCode,
      app: tenant.applicationCodes[0],
      a: (await conceptWithAsset(owner, tenant)).asset.code,
    }),
    read: (data) => (data.applicationCreativeConceptAsset as Record<string, boolean>)[field],
    ...(attempt ? { attempt } : {}),
  };
}

export const VIEWER_CAN_FIELDS: ViewerCanCase[] = [
  {
    name: 'ConceptReview.viewerCanConfigure',
    requires: { allOf: ['concept:view', 'concept:update', 'concept:workflow'] },
    document: `query ($c: String!, $k: String!) { conceptReview(clientCode: $c, conceptCode: $k) { viewerCanConfigure } }`,
    arrange: async (tenant, owner) => ({ c: tenant.clientCode, k: (await createConcept(owner, tenant)).code, s: OPEN_TO_APPROVERS }),
    read: (data) => (data.conceptReview as { viewerCanConfigure: boolean }).viewerCanConfigure,
    attempt: `mutation ($c: String!, $k: String!, $s: [ReviewStageInput!]!) { setConceptReviewStages(clientCode: $c, conceptCode: $k, stages: $s) { hasStages } }`,
  },
  {
    // The open stage names the approval roles, so a role may decide exactly when it holds the permission.
    name: 'ConceptReview.viewerCanDecide',
    requires: { allOf: ['concept:view', 'concept:approve'] },
    document: `query ($c: String!, $k: String!) { conceptReview(clientCode: $c, conceptCode: $k) { viewerCanDecide } }`,
    arrange: async (tenant, owner) => ({ c: tenant.clientCode, k: (await conceptInStagedReview(owner, tenant)).code }),
    read: (data) => (data.conceptReview as { viewerCanDecide: boolean }).viewerCanDecide,
    attempt: `mutation ($c: String!, $k: String!) { decideConceptReviewStage(clientCode: $c, conceptCode: $k, decision: APPROVED) { round } }`,
  },
  {
    name: 'CreativeConcept.viewerCanChangeFolder',
    requires: { allOf: ['concept:view', 'concept:update', 'concept:changeFolder'] },
    document: `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { viewerCanChangeFolder } }`,
    arrange: async (tenant, owner) => ({
      c: tenant.clientCode,
      k: (await createConcept(owner, tenant)).code,
      f: (await createFolder(owner, tenant)).code,
    }),
    read: (data) => (data.applicationCreativeConcept as { viewerCanChangeFolder: boolean }).viewerCanChangeFolder,
    attempt: `mutation ($c: String!, $k: String!, $f: String!) { updateApplicationCreativeConcept(clientCode: $c, conceptCode: $k, concept: { creativeNode: { code: $f } }) { code } }`,
  },
  assetField(
    'viewerCanUpdate',
    'asset:update',
    `mutation ($c: String!, $a: String!) { updateCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a, asset: { name: "Renamed" }) { code } }`,
  ),
  assetField(
    'viewerCanDelete',
    { allOf: ['creative:access', 'asset:delete'] },
    `mutation ($c: String!, $a: String!) { deleteCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) }`,
  ),
  assetField(
    'viewerCanApprove',
    { allOf: ['asset:view', 'concept:approve'] },
    `mutation ($c: String!, $app: String!, $a: String!) { approveApplicationCreativeConceptAsset(clientCode: $c, applicationCode: $app, conceptAssetCode: $a) { code } }`,
  ),
  // What it shows is saved with viewerCanUpdate too (asset-approval and assets API tests).
  assetField('viewerCanWorkflow', { allOf: ['asset:view', 'concept:workflow'] }),
  {
    name: 'CreativeConcept.viewerCanLinkAds',
    requires: { allOf: ['creative:access', 'adUsage:view', 'concept:update'] },
    document: `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { viewerCanLinkAds } }`,
    arrange: async (tenant, owner) => ({ c: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
    read: (data) => (data.applicationCreativeConcept as { viewerCanLinkAds: boolean }).viewerCanLinkAds,
  },
  {
    name: 'HistoryEntry.viewerCanResolve',
    // The admin's comment, in a concept nobody leads: only approval users may resolve it.
    requires: { allOf: ['asset:view', 'concept:approve'] },
    document: `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { history { event viewerCanResolve } } }`,
    arrange: async (tenant, owner) => {
      const { asset } = await conceptWithAsset(owner, tenant);
      await owner.mustRequest(
        `mutation ($c: String!, $a: String!) { addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: "Crop tighter") { id } }`,
        { c: tenant.clientCode, a: asset.code },
      );
      return { c: tenant.clientCode, a: asset.code };
    },
    read: (data) =>
      (data.applicationCreativeConceptAsset as { history: { event: string; viewerCanResolve: boolean }[] }).history.find(
        (entry) => entry.event === 'comment',
      )?.viewerCanResolve,
  },
];

import { conceptWithAsset } from '../asset-fixtures.js';
import { createConcept } from '../concept-fixtures.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';
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
}

export const VIEWER_CAN_FIELDS: ViewerCanCase[] = [
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

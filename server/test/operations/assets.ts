import { conceptWithAsset, TINY_PNG, uploadFile, uploadParts } from '../asset-fixtures.js';
import { createConcept, unique } from '../concept-fixtures.js';
import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';
import type { TenantOperationCase } from './types.js';

async function conceptNode(owner: ApiClient, tenant: Tenant) {
  const concept = await createConcept(owner, tenant);
  const data = await owner.mustRequest(
    `mutation ($c: String!, $k: String!, $n: String!) { createCreativeConceptNode(clientCode: $c, conceptCode: $k, node: { name: $n }) { code } }`,
    { c: tenant.clientCode, k: concept.code, n: `Folder ${unique()}` },
  );
  return { concept, nodeCode: (data.createCreativeConceptNode as { code: string }).code };
}

/** A distinct tiny file per call, so content-based duplicate detection never interferes. */
const distinctFile = () => Buffer.concat([TINY_PNG, Buffer.from(unique())]);

export const assetOperations: TenantOperationCase[] = [
  {
    field: 'applicationCreativeConceptAsset',
    document: `query ($clientCode: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $a) { code name history { event } } }`,
    requires: 'asset:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, a: (await conceptWithAsset(owner, tenant)).asset.code }),
  },
  {
    field: 'applicationCreativeConceptAssets',
    document: `query ($clientCode: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $clientCode, conceptCode: $k, assetType: "production") { code name } }`,
    requires: 'asset:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await conceptWithAsset(owner, tenant)).concept.code }),
  },
  {
    field: 'creativeConceptNodes',
    document: `query ($clientCode: String!, $k: String!) { creativeConceptNodes(clientCode: $clientCode, conceptCode: $k) { code name assetCount } }`,
    requires: 'asset:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await conceptNode(owner, tenant)).concept.code }),
  },
  {
    field: 'creativeConceptVirtualNodes',
    document: `query ($clientCode: String!, $k: String!) { creativeConceptVirtualNodes(clientCode: $clientCode, conceptCode: $k) { code count children { code count } } }`,
    requires: 'asset:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await conceptWithAsset(owner, tenant)).concept.code }),
  },
  {
    field: 'assetUploadSettings',
    document: `query ($clientCode: String!) { assetUploadSettings(clientCode: $clientCode) { maxFileSizeBytes maxFiles partSize } }`,
    requires: 'creative:access',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode }),
  },
  {
    field: 'creativeConceptAssetUpload',
    document: `query ($clientCode: String!, $u: String!) { creativeConceptAssetUpload(clientCode: $clientCode, uploadId: $u) { status parts { number } } }`,
    requires: { allOf: ['creative:access'], anyOf: ['asset:create', 'asset:update'] },
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const concept = await createConcept(owner, tenant);
      return { clientCode: tenant.clientCode, u: (await uploadParts(owner, tenant, concept.code, distinctFile())).uploadId };
    },
  },
  {
    field: 'createCreativeConceptAsset',
    document: `mutation ($clientCode: String!, $k: String!) { createCreativeConceptAsset(clientCode: $clientCode, conceptCode: $k, asset: { name: "New", assetType: "design" }) { code } }`,
    requires: 'asset:create',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'updateCreativeConceptAsset',
    document: `mutation ($clientCode: String!, $a: String!) { updateCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $a, asset: { name: "Renamed" }) { code name } }`,
    requires: 'asset:update',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, a: (await conceptWithAsset(owner, tenant)).asset.code }),
  },
  {
    field: 'deleteCreativeConceptAsset',
    document: `mutation ($clientCode: String!, $a: String!) { deleteCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $a, comment: "gone") }`,
    requires: 'asset:delete',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, a: (await conceptWithAsset(owner, tenant)).asset.code }),
  },
  {
    field: 'restoreCreativeConceptAssetVersion',
    document: `mutation ($clientCode: String!, $a: String!) { restoreCreativeConceptAssetVersion(clientCode: $clientCode, conceptAssetCode: $a, versionNumber: 1) { code } }`,
    requires: 'asset:update',
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const concept = await createConcept(owner, tenant);
      const asset = await uploadFile(owner, tenant, concept.code, distinctFile(), { fileName: 'first.png' });
      const replacement = await uploadFile(owner, tenant, concept.code, distinctFile(), { fileName: 'second.png' });
      await owner.mustRequest(
        `mutation ($c: String!, $s: String!, $d: String!) { mergeCreativeConceptAsset(clientCode: $c, sourceConceptAssetCode: $s, destinationConceptAssetCode: $d) { code } }`,
        { c: tenant.clientCode, s: replacement.assetCode, d: asset.assetCode },
      );
      return { clientCode: tenant.clientCode, a: asset.assetCode };
    },
  },
  {
    field: 'mergeCreativeConceptAsset',
    document: `mutation ($clientCode: String!, $s: String!, $d: String!) { mergeCreativeConceptAsset(clientCode: $clientCode, sourceConceptAssetCode: $s, destinationConceptAssetCode: $d) { code } }`,
    // The source is the owner's upload, not the acting user's: removing it takes asset:delete too, so a
    // designer (asset:update only) is refused. Merging one's own fresh duplicate is tested in asset-versions.api.test.ts.
    requires: { allOf: ['asset:update', 'asset:delete'] },
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const concept = await createConcept(owner, tenant);
      const destination = await uploadFile(owner, tenant, concept.code, distinctFile(), { fileName: 'a.png' });
      const source = await uploadFile(owner, tenant, concept.code, distinctFile(), { fileName: 'b.png' });
      return { clientCode: tenant.clientCode, s: source.assetCode, d: destination.assetCode };
    },
  },
  {
    field: 'addApplicationCreativeConceptAssetComment',
    document: `mutation ($clientCode: String!, $a: String!) { addApplicationCreativeConceptAssetComment(clientCode: $clientCode, conceptAssetCode: $a, comment: "Looks good") { event comment } }`,
    requires: 'history:comment',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, a: (await conceptWithAsset(owner, tenant)).asset.code }),
  },
  {
    field: 'exportCreativeConceptReview',
    document: `mutation ($clientCode: String!, $k: String!, $a: String) { exportCreativeConceptReview(clientCode: $clientCode, conceptCode: $k, conceptAssetCode: $a, format: CSV) { url fileName } }`,
    requires: 'asset:view',
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { concept, asset } = await conceptWithAsset(owner, tenant);
      return { clientCode: tenant.clientCode, k: concept.code, a: asset.code };
    },
  },
  {
    field: 'resolveCreativeConceptAssetComment',
    document: `mutation ($clientCode: String!, $a: String!, $id: ID!) { resolveCreativeConceptAssetComment(clientCode: $clientCode, conceptAssetCode: $a, commentId: $id, resolved: true) { id isResolved } }`,
    // The comment is the admin's and nobody leads the concept, so only approval users may resolve it here
    // (its author and the concept's creative lead may too: asset-review-comments.api.test.ts).
    requires: { allOf: ['asset:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { asset } = await conceptWithAsset(owner, tenant);
      const data = await owner.mustRequest<{ addApplicationCreativeConceptAssetComment: { id: string } }>(
        `mutation ($c: String!, $a: String!) { addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: "Frame 12", anchor: { frame: 12, frameRate: 24 }) { id } }`,
        { c: tenant.clientCode, a: asset.code },
      );
      return { clientCode: tenant.clientCode, a: asset.code, id: data.addApplicationCreativeConceptAssetComment.id };
    },
  },
  {
    field: 'approveApplicationCreativeConceptAsset',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $a: String!) { approveApplicationCreativeConceptAsset(clientCode: $clientCode, applicationCode: $applicationCode, conceptAssetCode: $a, comment: "Good") { code status } }`,
    requires: { allOf: ['asset:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      applicationCode: tenant.applicationCodes[0],
      a: (await conceptWithAsset(owner, tenant)).asset.code,
    }),
  },
  {
    field: 'rejectApplicationCreativeConceptAsset',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $a: String!) { rejectApplicationCreativeConceptAsset(clientCode: $clientCode, applicationCode: $applicationCode, conceptAssetCode: $a, comment: "Redo") { code status } }`,
    requires: { allOf: ['asset:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      applicationCode: tenant.applicationCodes[0],
      a: (await conceptWithAsset(owner, tenant)).asset.code,
    }),
  },
  {
    field: 'acceptAllApplicationCreativeConceptAssets',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $k: String!) { acceptAllApplicationCreativeConceptAssets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $k) { code status } }`,
    requires: { allOf: ['asset:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      applicationCode: tenant.applicationCodes[0],
      k: (await conceptWithAsset(owner, tenant)).concept.code,
    }),
  },
  {
    field: 'rejectAllApplicationCreativeConceptAssets',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $k: String!) { rejectAllApplicationCreativeConceptAssets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $k) { code status } }`,
    requires: { allOf: ['asset:view', 'concept:approve'] },
    namesRecords: true,
    arrange: async (tenant, owner) => ({
      clientCode: tenant.clientCode,
      applicationCode: tenant.applicationCodes[0],
      k: (await conceptWithAsset(owner, tenant)).concept.code,
    }),
  },
  {
    field: 'createCreativeConceptAssetUpload',
    document: `mutation ($clientCode: String!, $k: String!) { createCreativeConceptAssetUpload(clientCode: $clientCode, conceptCode: $k, assetType: "production", metaData: { fileName: "x.png", size: 1 }) { uploadId assetCode } }`,
    requires: 'asset:create',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'getCreativeConceptAssetUploadUrl',
    document: `mutation ($clientCode: String!, $k: String!, $a: String!, $u: String!) { getCreativeConceptAssetUploadUrl(clientCode: $clientCode, conceptCode: $k, assetCode: $a, uploadId: $u, partNumber: 1) { url } }`,
    requires: { allOf: ['creative:access'], anyOf: ['asset:create', 'asset:update'] },
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const concept = await createConcept(owner, tenant);
      const upload = await uploadParts(owner, tenant, concept.code, distinctFile());
      return { clientCode: tenant.clientCode, k: concept.code, a: upload.assetCode, u: upload.uploadId };
    },
  },
  {
    field: 'finishCreativeConceptAssetUpload',
    document: `mutation ($clientCode: String!, $k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) { finishCreativeConceptAssetUpload(clientCode: $clientCode, conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status } }`,
    requires: { allOf: ['creative:access'], anyOf: ['asset:create', 'asset:update'] },
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const concept = await createConcept(owner, tenant);
      const upload = await uploadParts(owner, tenant, concept.code, distinctFile());
      return { clientCode: tenant.clientCode, k: concept.code, a: upload.assetCode, u: upload.uploadId, p: upload.parts };
    },
  },
  {
    field: 'abortCreativeConceptAssetUpload',
    document: `mutation ($clientCode: String!, $u: String!) { abortCreativeConceptAssetUpload(clientCode: $clientCode, uploadId: $u) }`,
    requires: { allOf: ['creative:access'], anyOf: ['asset:create', 'asset:update'] },
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const concept = await createConcept(owner, tenant);
      return { clientCode: tenant.clientCode, u: (await uploadParts(owner, tenant, concept.code, distinctFile())).uploadId };
    },
  },
  {
    field: 'retryCreativeConceptAssetProcessing',
    document: `mutation ($clientCode: String!, $a: String!) { retryCreativeConceptAssetProcessing(clientCode: $clientCode, conceptAssetCode: $a) { code processingStatus } }`,
    requires: 'asset:update',
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const concept = await createConcept(owner, tenant);
      return { clientCode: tenant.clientCode, a: (await uploadFile(owner, tenant, concept.code, distinctFile())).assetCode };
    },
  },
  {
    field: 'createCreativeConceptNode',
    document: `mutation ($clientCode: String!, $k: String!) { createCreativeConceptNode(clientCode: $clientCode, conceptCode: $k, node: { name: "Renders" }) { code } }`,
    requires: 'folder:create',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'updateCreativeConceptNode',
    document: `mutation ($clientCode: String!, $k: String!, $n: String!) { updateCreativeConceptNode(clientCode: $clientCode, conceptCode: $k, nodeCode: $n, node: { name: "Renamed" }) { code name } }`,
    requires: 'folder:update',
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { concept, nodeCode } = await conceptNode(owner, tenant);
      return { clientCode: tenant.clientCode, k: concept.code, n: nodeCode };
    },
  },
  {
    field: 'deleteCreativeConceptNode',
    document: `mutation ($clientCode: String!, $k: String!, $n: String!) { deleteCreativeConceptNode(clientCode: $clientCode, conceptCode: $k, nodeCode: $n) }`,
    requires: 'folder:delete',
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { concept, nodeCode } = await conceptNode(owner, tenant);
      return { clientCode: tenant.clientCode, k: concept.code, n: nodeCode };
    },
  },
  {
    field: 'updateMultipleCreativeConceptNode',
    document: `mutation ($clientCode: String!, $k: String!, $nodes: [CreativeNodeMoveInput!]!) { updateMultipleCreativeConceptNode(clientCode: $clientCode, conceptCode: $k, nodes: $nodes) { code sequenceId } }`,
    requires: 'folder:update',
    namesRecords: true,
    arrange: async (tenant, owner) => {
      const { concept, nodeCode } = await conceptNode(owner, tenant);
      return { clientCode: tenant.clientCode, k: concept.code, nodes: [{ code: nodeCode, sequenceId: 0 }] };
    },
  },
];

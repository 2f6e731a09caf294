import type { Resolvers } from '../../generated/resolvers.js';
import { ASSET_DECIDER, decideAllConceptAssets, decideConceptAsset } from './approval.js';
import { signConceptDownloadUrl } from './downloads.js';
import { exportConceptReview } from './review-export-route.js';
import { signPlayableUrl } from './playables.js';
import {
  createConceptNode,
  deleteConceptNode,
  findConceptNodes,
  findConceptVirtualNodes,
  moveConceptNodes,
  updateConceptNode,
} from './nodes.js';
import { createAsset, updateAsset } from './mutations.js';
import { ASSET_DELETE, ASSET_UPDATE, ASSET_WORKFLOW } from './rules.js';
import {
  addAssetComment,
  deleteAsset,
  findAsset,
  findAssets,
  loadAssetHistory,
  mergeAssets,
  resolveAssetComment,
  restoreAssetVersion,
  retryProcessing,
} from './service.js';
import { finishUpload } from './upload-finish.js';
import { abortUpload, createUpload, findUploadSettings, findUploadState, getUploadUrl } from './uploads.js';
import { findAssetVersions, findCurrentFileVersion } from './versions.js';
import type { AssetView } from './views.js';

/** Where a `viewerCan*` answer applies: this asset's concept in its client. */
const toAccessTarget = (asset: AssetView) => ({ clientCode: asset.clientCode, conceptCode: asset.concept.code });

export const assetResolvers: Resolvers = {
  Query: {
    applicationCreativeConceptAsset: (_parent, { clientCode, conceptAssetCode }, context) =>
      findAsset(context, clientCode, conceptAssetCode),
    applicationCreativeConceptAssets: (_parent, args, context) => findAssets(context, args),
    creativeConceptNodes: (_parent, args, context) => findConceptNodes(context, args),
    creativeConceptVirtualNodes: (_parent, args, context) => findConceptVirtualNodes(context, args),
    creativeConceptAssetUpload: (_parent, { clientCode, uploadId }, context) => findUploadState(context, clientCode, uploadId),
    assetUploadSettings: (_parent, { clientCode }, context) => findUploadSettings(context, clientCode),
  },
  Mutation: {
    createCreativeConceptAsset: (_parent, { clientCode, conceptCode, asset }, context) =>
      createAsset(context, clientCode, conceptCode, asset),
    updateCreativeConceptAsset: (_parent, { clientCode, conceptAssetCode, asset }, context) =>
      updateAsset(context, clientCode, conceptAssetCode, asset),
    deleteCreativeConceptAsset: (_parent, { clientCode, conceptAssetCode, comment }, context) =>
      deleteAsset(context, clientCode, conceptAssetCode, comment),
    mergeCreativeConceptAsset: (_parent, { clientCode, sourceConceptAssetCode, destinationConceptAssetCode }, context) =>
      mergeAssets(context, clientCode, sourceConceptAssetCode, destinationConceptAssetCode),
    restoreCreativeConceptAssetVersion: (_parent, { clientCode, conceptAssetCode, versionNumber }, context) =>
      restoreAssetVersion(context, clientCode, conceptAssetCode, versionNumber),
    addApplicationCreativeConceptAssetComment: (_parent, { clientCode, conceptAssetCode, comment, anchor, parentCommentId }, context) =>
      addAssetComment(context, clientCode, conceptAssetCode, comment, { anchor, parentCommentId }),
    resolveCreativeConceptAssetComment: (_parent, args, context) => resolveAssetComment(context, args),
    approveApplicationCreativeConceptAsset: (_parent, args, context) => decideConceptAsset(context, args, 'approved'),
    rejectApplicationCreativeConceptAsset: (_parent, args, context) => decideConceptAsset(context, args, 'rejected'),
    acceptAllApplicationCreativeConceptAssets: (_parent, args, context) => decideAllConceptAssets(context, args, 'approved'),
    rejectAllApplicationCreativeConceptAssets: (_parent, args, context) => decideAllConceptAssets(context, args, 'rejected'),
    createCreativeConceptAssetUpload: (_parent, args, context) => createUpload(context, args),
    getCreativeConceptAssetUploadUrl: (_parent, args, context) => getUploadUrl(context, args),
    finishCreativeConceptAssetUpload: (_parent, args, context) => finishUpload(context, args),
    abortCreativeConceptAssetUpload: (_parent, { clientCode, uploadId }, context) => abortUpload(context, clientCode, uploadId),
    exportCreativeConceptReview: (_parent, args, context) => exportConceptReview(context, args),
    retryCreativeConceptAssetProcessing: (_parent, { clientCode, conceptAssetCode }, context) =>
      retryProcessing(context, clientCode, conceptAssetCode),
    createCreativeConceptNode: (_parent, { clientCode, conceptCode, node }, context) =>
      createConceptNode(context, { clientCode, conceptCode }, node),
    updateCreativeConceptNode: (_parent, { clientCode, conceptCode, nodeCode, node }, context) =>
      updateConceptNode(context, { clientCode, conceptCode, nodeCode }, node),
    deleteCreativeConceptNode: (_parent, args, context) => deleteConceptNode(context, args),
    updateMultipleCreativeConceptNode: (_parent, { clientCode, conceptCode, nodes }, context) =>
      moveConceptNodes(context, { clientCode, conceptCode }, nodes),
  },
  CreativeConcept: {
    downloadUrl: (concept, _args, context) =>
      concept.productionAssetCount > 0
        ? // A share link's visitor gets the zip signed for the link (null when it allows no downloads).
          context.shareLink?.isOpen
          ? context.shareLink.zipUrl
          : signConceptDownloadUrl(
              context.getSigningSecret,
              { ...concept, internalId: Number(concept.internalId) },
              context.config.SIGNED_URL_TTL_SECONDS,
            )
        : null,
  },
  ConceptAsset: {
    history: (asset, _args, context) => loadAssetHistory(context, asset),
    versions: (asset, _args, context) => findAssetVersions(context, asset),
    playableUrl: (asset, _args, context) =>
      asset.type === 'playable' && asset.file
        ? // A share link's visitor gets it signed for the link, whose row is checked each time it is opened.
          context.shareLink?.isOpen
          ? context.shareLink.signPlayableUrl(asset.id)
          : signPlayableUrl(context.getSigningSecret, { assetId: asset.id, versionNumber: 0 }, context.config.SIGNED_URL_TTL_SECONDS)
        : null,
    fileVersion: (asset, _args, context) => findCurrentFileVersion(context, asset),
    lastDecision: async (asset, _args, context) =>
      asset.lastDecision
        ? { ...asset.lastDecision, isCurrent: asset.lastDecision.fileVersion === (await findCurrentFileVersion(context, asset)) }
        : null,
    // The rules the mutations check first (the client's scope is already read: no query).
    viewerCanUpdate: (asset, _args, context) => context.access.can(ASSET_UPDATE, toAccessTarget(asset)),
    viewerCanDelete: (asset, _args, context) => context.access.can(ASSET_DELETE, toAccessTarget(asset)),
    viewerCanApprove: (asset, _args, context) => context.access.can(ASSET_DECIDER, toAccessTarget(asset)),
    viewerCanWorkflow: (asset, _args, context) => context.access.can(ASSET_WORKFLOW, toAccessTarget(asset)),
  },
  ConceptAssetVersion: {
    playableUrl: (version, _args, context) =>
      version.type === 'playable'
        ? signPlayableUrl(
            context.getSigningSecret,
            { assetId: version.assetId, versionNumber: version.versionNumber },
            context.config.SIGNED_URL_TTL_SECONDS,
          )
        : null,
  },
};

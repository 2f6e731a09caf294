import type { Resolvers } from '../../generated/resolvers.js';
import { findAssetSetPath } from './asset-set-path.js';
import { AD_LINK } from './rules.js';
import { addConceptChannel, deleteConceptChannel, findChannelCatalogue, updateConceptChannel } from './channels.js';
import {
  createCreativeAdMatch,
  deleteCreativeAdMatch,
  findTreeAssetSets,
  findTreeCampaigns,
  findTreeChannels,
  findTreeSubCampaigns,
  linkAssetSetWithConcept,
  unlinkAssetSetFromConcept,
  updateCreativeAdMatch,
} from './service.js';

export const adLinkageResolvers: Resolvers = {
  Query: {
    creativeChannels: (_parent, _args, context) => findChannelCatalogue(context),
    adLinkageTreeChannels: (_parent, args, context) => findTreeChannels(context, args),
    adLinkageTreeCampaigns: (_parent, args, context) => findTreeCampaigns(context, args),
    adLinkageTreeSubCampaigns: (_parent, args, context) => findTreeSubCampaigns(context, args),
    adLinkageTreeAssetSets: (_parent, args, context) => findTreeAssetSets(context, args),
    adLinkageAssetSetPath: (_parent, args, context) => findAssetSetPath(context, args),
  },
  Mutation: {
    createCreativeAdMatch: (_parent, args, context) => createCreativeAdMatch(context, args),
    updateCreativeAdMatch: (_parent, args, context) => updateCreativeAdMatch(context, args),
    deleteCreativeAdMatch: (_parent, args, context) => deleteCreativeAdMatch(context, args),
    linkSubCampaignAssetSetConcept: (_parent, args, context) => linkAssetSetWithConcept(context, args),
    unlinkSubCampaignAssetSetConcept: (_parent, args, context) => unlinkAssetSetFromConcept(context, args),
    addCreativeConceptChannel: (_parent, args, context) => addConceptChannel(context, args),
    updateCreativeConceptChannel: (_parent, args, context) => updateConceptChannel(context, args),
    deleteCreativeConceptChannel: (_parent, args, context) => deleteConceptChannel(context, args),
  },
  CreativeConcept: {
    // The rule the link mutations check first (the client's scope is already read: no query).
    viewerCanLinkAds: (concept, _args, context) =>
      context.access.can(AD_LINK, { clientCode: concept.clientCode, conceptCode: concept.code }),
  },
};

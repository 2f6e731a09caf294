import { graphql } from '../../gql';

export const AdLinkageNodeFields = graphql(`
  fragment AdLinkageNodeFields on AdLinkageTreeNode {
    code
    name
    level
    externalId
    status
    isImplicit
    childEntityCount
    totalAdCount
    totalLinkedAdCount
  }
`);

export const AdLinkageAssetSetFields = graphql(`
  fragment AdLinkageAssetSetFields on AdLinkageAssetSet {
    code
    name
    status
    externalAssetSetId
    searchTerm
    isCreativeGroup
    adCount
    totalLinkedAdCount
    isLinked
    creativeAdMatches {
      code
      concept {
        code
        name
      }
      conceptAsset {
        code
        name
      }
      adCopy {
        code
        name
      }
      isEndCard
      isPrimaryConcept
      method
      confidence
    }
  }
`);

export const AdLinkageChannelsQuery = graphql(`
  query AdLinkageChannels($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $filter: AdLinkageTreeFilter) {
    adLinkageTreeChannels(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, filter: $filter) {
      ...AdLinkageNodeFields
    }
  }
`);

export const AdLinkageCampaignsQuery = graphql(`
  query AdLinkageCampaigns(
    $clientCode: String!
    $applicationCode: String!
    $conceptCode: String!
    $channelCode: String!
    $filter: AdLinkageTreeFilter
  ) {
    adLinkageTreeCampaigns(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      channelCode: $channelCode
      filter: $filter
    ) {
      ...AdLinkageNodeFields
    }
  }
`);

export const AdLinkageSubCampaignsQuery = graphql(`
  query AdLinkageSubCampaigns(
    $clientCode: String!
    $applicationCode: String!
    $conceptCode: String!
    $campaignCode: String!
    $filter: AdLinkageTreeFilter
  ) {
    adLinkageTreeSubCampaigns(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      campaignCode: $campaignCode
      filter: $filter
    ) {
      ...AdLinkageNodeFields
    }
  }
`);

export const AdLinkageAssetSetsQuery = graphql(`
  query AdLinkageAssetSets(
    $clientCode: String!
    $applicationCode: String!
    $conceptCode: String!
    $subCampaignCode: String!
    $filter: AdLinkageTreeFilter
  ) {
    adLinkageTreeAssetSets(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      subCampaignCode: $subCampaignCode
      filter: $filter
    ) {
      ...AdLinkageAssetSetFields
    }
  }
`);

/** The codes above an asset set, for a link that names only the set (the Analytics tab's per-ad table). */
export const AdLinkageAssetSetPathQuery = graphql(`
  query AdLinkageAssetSetPath($clientCode: String!, $applicationCode: String!, $assetSetCode: String!) {
    adLinkageAssetSetPath(clientCode: $clientCode, applicationCode: $applicationCode, assetSetCode: $assetSetCode) {
      channelCode
      campaignCode
      subCampaignCode
      assetSetCode
    }
  }
`);

export const LinkAssetSetMutation = graphql(`
  mutation LinkSubCampaignAssetSetConcept(
    $clientCode: String!
    $applicationCode: String!
    $conceptCode: String!
    $subCampaignAssetSetCode: String!
    $link: SubCampaignAssetSetLinkInput!
  ) {
    linkSubCampaignAssetSetConcept(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      subCampaignAssetSetCode: $subCampaignAssetSetCode
      link: $link
    ) {
      ...AdLinkageAssetSetFields
    }
  }
`);

export const UnlinkAssetSetMutation = graphql(`
  mutation UnlinkSubCampaignAssetSetConcept(
    $clientCode: String!
    $applicationCode: String!
    $conceptCode: String!
    $subCampaignAssetSetCode: String!
  ) {
    unlinkSubCampaignAssetSetConcept(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      subCampaignAssetSetCode: $subCampaignAssetSetCode
    ) {
      ...AdLinkageAssetSetFields
    }
  }
`);

export const AdLinkConceptAssetsQuery = graphql(`
  query AdLinkConceptAssets($clientCode: String!, $conceptCode: String!) {
    applicationCreativeConceptAssets(clientCode: $clientCode, conceptCode: $conceptCode, assetType: "production", sort: ["name:ASC"]) {
      code
      name
      type
    }
  }
`);

export const AdLinkAdCopiesQuery = graphql(`
  query AdLinkAdCopies($clientCode: String!, $applicationCode: String!, $offset: Int, $limit: Int) {
    adCopies(clientCode: $clientCode, applicationCode: $applicationCode, filter: { status: ["active"] }, offset: $offset, limit: $limit) {
      totalItemCount
      items {
        code
        name
        headline
      }
    }
  }
`);

import { graphql } from '../../../gql';

/** What the assets list (grid and tiles) and the files tab show of an asset. */
export const AssetListFields = graphql(`
  fragment AssetListFields on ConceptAsset {
    code
    name
    fileName
    assetType
    type
    status
    workflowStatus
    width
    height
    size
    length
    aspectRatio
    extension
    mimeType
    estimatedEffort
    actualEffort
    downloadUrl
    previewImage
    processingStatus
    processingError
    version
    creativeNode {
      code
    }
    assignedUser {
      emailAddress
      firstName
      lastName
    }
    audit {
      createDate
    }
  }
`);

/** A concept's assets of one grouping; never served from the cache (spec 2 §7). */
export const ConceptAssetsQuery = graphql(`
  query ConceptAssets($clientCode: String!, $conceptCode: String!, $assetType: String, $sort: [String!], $filter: ConceptAssetFilter) {
    applicationCreativeConceptAssets(
      clientCode: $clientCode
      conceptCode: $conceptCode
      assetType: $assetType
      sort: $sort
      filter: $filter
    ) {
      ...AssetListFields
    }
  }
`);

export const DeleteAssetMutation = graphql(`
  mutation ConceptAssetDelete($clientCode: String!, $conceptAssetCode: String!, $comment: String) {
    deleteCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode, comment: $comment)
  }
`);

export const MoveAssetMutation = graphql(`
  mutation ConceptAssetMove($clientCode: String!, $conceptAssetCode: String!, $asset: ConceptAssetInput!) {
    updateCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode, asset: $asset) {
      code
      version
      creativeNode {
        code
      }
    }
  }
`);

export const RetryProcessingMutation = graphql(`
  mutation ConceptAssetRetryProcessing($clientCode: String!, $conceptAssetCode: String!) {
    retryCreativeConceptAssetProcessing(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode) {
      code
      processingStatus
      processingError
    }
  }
`);

/** Default order of the list: newest first (spec 2 §9). */
export const DEFAULT_ASSET_SORT = ['createDate:DESC'];

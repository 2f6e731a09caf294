import { graphql } from '../../../gql';

/** Everything the asset editor shows of one asset, its history included. */
export const AssetEditorFields = graphql(`
  fragment AssetEditorFields on ConceptAsset {
    code
    name
    fileName
    assetType
    usageType
    isPreview
    description
    status
    workflowStatus
    adMatchSearchTerm
    estimatedEffort
    actualEffort
    type
    width
    height
    size
    length
    aspectRatio
    bitrate
    extension
    mimeType
    assetUrl
    downloadUrl
    previewImage
    mediaUrl
    frameRate
    playableUrl
    scrubStrip {
      url
      columns
      rows
      frameWidth
      frameHeight
      frameCount
      intervalMs
    }
    processingStatus
    processingError
    fileVersion
    lastDecision {
      status
      fileVersion
      isCurrent
      decideDate
      decideBy {
        emailAddress
        firstName
        lastName
      }
    }
    version
    creativeNode {
      code
    }
    creativeLead {
      emailAddress
      firstName
      lastName
    }
    assignedUser {
      emailAddress
      firstName
      lastName
    }
    tags {
      code
      name
      color
    }
    audit {
      createDate
      updateDate
      createBy {
        emailAddress
        firstName
        lastName
      }
      updateBy {
        emailAddress
        firstName
        lastName
      }
    }
    history {
      event
      comment
      changes
      assetFileVersion
      asset {
        code
        name
        assetType
      }
      audit {
        createDate
        createBy {
          emailAddress
          firstName
          lastName
        }
      }
    }
    concept {
      code
      internalId
      name
      status
      type
    }
    viewerCanUpdate
    viewerCanDelete
    viewerCanApprove
    viewerCanWorkflow
  }
`);

export const AssetEditorQuery = graphql(`
  query AssetEditor($clientCode: String!, $conceptAssetCode: String!) {
    applicationCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode) {
      ...AssetEditorFields
    }
  }
`);

export const CreateAssetMutation = graphql(`
  mutation AssetEditorCreate($clientCode: String!, $conceptCode: String!, $asset: ConceptAssetInput!) {
    createCreativeConceptAsset(clientCode: $clientCode, conceptCode: $conceptCode, asset: $asset) {
      code
      name
      assetType
    }
  }
`);

/** Returns what the editor and the asset lists show: assets are keyed by code, so a save shows everywhere without a refetch. */
export const UpdateAssetMutation = graphql(`
  mutation AssetEditorUpdate($clientCode: String!, $conceptAssetCode: String!, $asset: ConceptAssetInput!) {
    updateCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode, asset: $asset) {
      ...AssetEditorFields
      ...AssetListFields
    }
  }
`);

export const AddAssetCommentMutation = graphql(`
  mutation AssetEditorAddComment($clientCode: String!, $conceptAssetCode: String!, $comment: String!) {
    addApplicationCreativeConceptAssetComment(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode, comment: $comment) {
      event
    }
  }
`);

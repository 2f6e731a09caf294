import { graphql } from '../../gql';

/** What the gallery shows of one production asset in its filmstrip and viewer. */
export const ApprovalGalleryAssetFields = graphql(`
  fragment ApprovalGalleryAssetFields on ConceptAsset {
    code
    name
    fileName
    assetType
    type
    status
    mimeType
    width
    height
    length
    assetUrl
    downloadUrl
    mediaUrl
    frameRate
    playableUrl
    previewImage
    processingStatus
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
    scrubStrip {
      url
      columns
      rows
      frameWidth
      frameHeight
      frameCount
      intervalMs
    }
  }
`);

/** The gallery's own list of production assets (spec 2 §2.5 "a second list"): never from the cache. */
export const ApprovalGalleryAssetsQuery = graphql(`
  query ApprovalGalleryAssets($clientCode: String!, $conceptCode: String!) {
    applicationCreativeConceptAssets(
      clientCode: $clientCode
      conceptCode: $conceptCode
      assetType: "production"
      sort: ["createDate:DESC"]
    ) {
      ...ApprovalGalleryAssetFields
    }
  }
`);

export const ReviewCommentFields = graphql(`
  fragment ReviewCommentFields on HistoryEntry {
    id
    event
    comment
    parentId
    assetFileVersion
    isResolved
    viewerCanResolve
    resolvedAt
    resolvedBy {
      emailAddress
      firstName
      lastName
    }
    anchor {
      frame
      frameEnd
      frameRate
      page
      drawing
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
`);

/** One asset's comments (threaded) and versions, for the comment panel and the versions list. */
export const ApprovalAssetReviewQuery = graphql(`
  query ApprovalAssetReview($clientCode: String!, $conceptAssetCode: String!) {
    applicationCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode) {
      code
      status
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
      history {
        ...ReviewCommentFields
        replies {
          ...ReviewCommentFields
        }
      }
      versions {
        versionNumber
        fileName
        mimeType
        size
        width
        height
        length
        createDate
        createBy {
          emailAddress
          firstName
          lastName
        }
        downloadUrl
        mediaUrl
        frameRate
        playableUrl
      }
    }
  }
`);

export const AddReviewCommentMutation = graphql(`
  mutation ApprovalAddReviewComment(
    $clientCode: String!
    $conceptAssetCode: String!
    $comment: String!
    $anchor: CommentAnchorInput
    $parentCommentId: ID
  ) {
    addApplicationCreativeConceptAssetComment(
      clientCode: $clientCode
      conceptAssetCode: $conceptAssetCode
      comment: $comment
      anchor: $anchor
      parentCommentId: $parentCommentId
    ) {
      ...ReviewCommentFields
    }
  }
`);

export const ResolveReviewCommentMutation = graphql(`
  mutation ApprovalResolveReviewComment($clientCode: String!, $conceptAssetCode: String!, $commentId: ID!, $resolved: Boolean!) {
    resolveCreativeConceptAssetComment(
      clientCode: $clientCode
      conceptAssetCode: $conceptAssetCode
      commentId: $commentId
      resolved: $resolved
    ) {
      id
      isResolved
      viewerCanResolve
      resolvedAt
      resolvedBy {
        emailAddress
        firstName
        lastName
      }
    }
  }
`);

export const ApproveAllWithCommentMutation = graphql(`
  mutation ApprovalAcceptAll($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $comment: String) {
    acceptAllApplicationCreativeConceptAssets(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      comment: $comment
    ) {
      code
      status
    }
  }
`);

export const RejectAllWithCommentMutation = graphql(`
  mutation ApprovalRejectAll($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $comment: String) {
    rejectAllApplicationCreativeConceptAssets(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      comment: $comment
    ) {
      code
      status
    }
  }
`);

export const ApproveAssetMutation = graphql(`
  mutation ApprovalApproveAsset($clientCode: String!, $applicationCode: String!, $conceptAssetCode: String!, $comment: String) {
    approveApplicationCreativeConceptAsset(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptAssetCode: $conceptAssetCode
      comment: $comment
    ) {
      code
      status
    }
  }
`);

export const RejectAssetMutation = graphql(`
  mutation ApprovalRejectAsset($clientCode: String!, $applicationCode: String!, $conceptAssetCode: String!, $comment: String) {
    rejectApplicationCreativeConceptAsset(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptAssetCode: $conceptAssetCode
      comment: $comment
    ) {
      code
      status
    }
  }
`);

/** The concept's own step of a decision (spec 2 §4). */
export const DecideConceptMutation = graphql(`
  mutation ApprovalDecideConcept($clientCode: String!, $conceptCode: String!, $concept: CreativeConceptInput!) {
    updateApplicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode, concept: $concept) {
      code
      status
      version
    }
  }
`);

export const RestoreVersionMutation = graphql(`
  mutation ApprovalRestoreVersion($clientCode: String!, $conceptAssetCode: String!, $versionNumber: Int!) {
    restoreCreativeConceptAssetVersion(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode, versionNumber: $versionNumber) {
      code
      fileVersion
    }
  }
`);

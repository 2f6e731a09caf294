import { graphql } from '../../gql';

/** A concept's share links for the dialog's list (newest first). */
export const ShareLinksQuery = graphql(`
  query ShareLinks($clientCode: String!, $conceptCode: String!) {
    creativeConceptShareLinks(clientCode: $clientCode, conceptCode: $conceptCode) {
      ...ShareLinkFields
    }
  }
`);

export const ShareLinkFieldsFragment = graphql(`
  fragment ShareLinkFields on ShareLink {
    code
    url
    status
    expiresAt
    hasPassword
    allowDownloads
    createDate
    createBy {
      emailAddress
      firstName
      lastName
    }
    lastOpenedAt
    openCount
  }
`);

export const CreateShareLinkMutation = graphql(`
  mutation CreateShareLink($clientCode: String!, $conceptCode: String!, $link: ShareLinkInput!) {
    createCreativeConceptShareLink(clientCode: $clientCode, conceptCode: $conceptCode, link: $link) {
      ...ShareLinkFields
    }
  }
`);

export const RevokeShareLinkMutation = graphql(`
  mutation RevokeShareLink($clientCode: String!, $conceptCode: String!, $shareLinkCode: String!) {
    revokeCreativeConceptShareLink(clientCode: $clientCode, conceptCode: $conceptCode, shareLinkCode: $shareLinkCode) {
      ...ShareLinkFields
    }
  }
`);

/**
 * The shared view (spec 2 §7): the concept and its production assets with what the reviewer's
 * viewer reads, sent with the link's token as a bearer and no session. The server refuses any
 * field beyond these (its share-link gate lists exactly them).
 */
export const SharedConceptQuery = graphql(`
  query ExternalConcept($clientCode: String!, $conceptCode: String!) {
    applicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode) {
      code
      name
      status
      type
      subtype
      description
      lifeCycle
      downloadUrl
      creativeLead {
        firstName
        lastName
      }
    }
    applicationCreativeConceptAssets(clientCode: $clientCode, conceptCode: $conceptCode, assetType: "production") {
      code
      name
      fileName
      type
      mimeType
      extension
      width
      height
      length
      frameRate
      mediaUrl
      playableUrl
      previewImage
      fileVersion
      lastDecision {
        status
        fileVersion
        isCurrent
        decideDate
      }
    }
  }
`);

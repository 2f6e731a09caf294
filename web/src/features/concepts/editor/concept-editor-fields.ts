import { graphql } from '../../../gql';

/** Everything the concept editor and the parent editor show of one concept. */
export const ConceptEditorFields = graphql(`
  fragment ConceptEditorFields on CreativeConcept {
    code
    downloadUrl
    internalId
    name
    status
    workflowStatus
    type
    subtype
    modelType
    description
    isPinned
    estimatedEffort
    actualEffort
    targetDeliveryDate
    deliveryDate
    productionAssetCount
    settings
    adMatchSearchTerm
    lifeCycle
    childCount
    applications {
      code
      name
    }
    creativeNode {
      code
      name
      pathNames
    }
    parentCreativeConcept {
      code
      name
      internalId
    }
    tags {
      code
      name
      color
    }
    uaLead {
      emailAddress
      firstName
      lastName
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
    version
    viewerCanEdit
    viewerCanUpdate
    viewerCanApprove
    viewerCanDelete
    viewerCanLinkAds
    viewerCanChangeFolder
  }
`);

export const ConceptByCodeQuery = graphql(`
  query ConceptEditorByCode($clientCode: String!, $conceptCode: String!) {
    applicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode) {
      ...ConceptEditorFields
    }
  }
`);

export const ConceptByInternalIdQuery = graphql(`
  query ConceptEditorByInternalId($clientCode: String!, $internalId: String!) {
    applicationCreativeConceptByInternalId(clientCode: $clientCode, internalId: $internalId) {
      ...ConceptEditorFields
    }
  }
`);

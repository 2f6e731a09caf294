import { graphql } from '../../../gql';

/** One grid row: every column's data plus what the row actions need. */
export const ConceptRowFragment = graphql(`
  fragment ConceptRow on CreativeConcept {
    code
    internalId
    name
    status
    lifeCycle
    modelType
    type
    subtype
    estimatedEffort
    actualEffort
    targetDeliveryDate
    deliveryDate
    productionAssetCount
    downloadUrl
    conceptImage
    creativeNode {
      code
      name
      pathNames
    }
    parentCreativeConcept {
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
    audit {
      createBy {
        emailAddress
        firstName
        lastName
      }
      createDate
    }
    applications {
      code
      name
    }
    version
    viewerCanUpdate
    viewerCanDelete
    viewerCanChangeFolder
  }
`);

export const ApplicationCreativeConceptsQuery = graphql(`
  query ApplicationCreativeConcepts(
    $clientCode: String!
    $applicationCode: String!
    $filter: ConceptFilter
    $offset: Int
    $limit: Int
    $sort: [String!]
  ) {
    applicationCreativeConcepts(
      clientCode: $clientCode
      applicationCode: $applicationCode
      filter: $filter
      offset: $offset
      limit: $limit
      sort: $sort
    ) {
      totalItemCount
      items {
        ...ConceptRow
      }
    }
  }
`);

/** Moves a concept to another folder and/or changes its applications (row actions). */
export const UpdateConceptPlacementMutation = graphql(`
  mutation UpdateConceptPlacement($clientCode: String!, $conceptCode: String!, $concept: CreativeConceptInput!) {
    updateApplicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode, concept: $concept) {
      code
      version
      creativeNode {
        code
        name
        pathNames
      }
      applications {
        code
        name
      }
    }
  }
`);

export const ConceptGridSettingsQuery = graphql(`
  query ConceptGridSettings($clientCode: String!, $applicationCode: String!) {
    uaSettingFields(scope: "application", displayZones: ["creativeGrid"]) {
      code
      name
      isRequired
      selectValues {
        name
        value
        sequenceId
      }
      settings {
        multiple
      }
    }
    applicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      value
      inheritedValue
      isInherited
    }
  }
`);

/** The setting that lists the grid's default columns. */
export const GRID_DEFAULT_FIELDS_SETTING = 'creativeGridDefaultFields';

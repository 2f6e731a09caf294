import { graphql } from '../../gql';

export const ActionItemFieldsFragment = graphql(`
  fragment ActionItemFields on ActionItem {
    code
    name
    status
    type
    startDate
    endDate
    description
    isOverdue
    viewerCanUpdate
    actionItemCategory {
      code
      name
    }
    application {
      code
    }
    linkedEntity {
      type
      code
      name
    }
    client {
      code
      name
    }
    members {
      type
      status
      user {
        emailAddress
        firstName
        lastName
      }
    }
    viewerMember {
      type
      status
      user {
        emailAddress
      }
    }
  }
`);

export const ConceptActionItemsQuery = graphql(`
  query ConceptActionItems($clientCode: String!, $conceptCode: String!) {
    actionItems(clientCode: $clientCode, filter: { linkedEntity: { type: "concept", code: $conceptCode }, statusNot: ["completed"] }) {
      ...ActionItemFields
    }
  }
`);

export const ActionItemCategoriesQuery = graphql(`
  query ActionItemCategories($clientCode: String!) {
    actionItemCategories(clientCode: $clientCode) {
      code
      name
      module
    }
  }
`);

export const ActionItemPeopleQuery = graphql(`
  query ActionItemPeople($clientCode: String!) {
    clientUsers(clientCode: $clientCode) {
      emailAddress
      firstName
      lastName
      status
    }
  }
`);

export const CreateActionItemMutation = graphql(`
  mutation CreateActionItem($clientCode: String!, $actionItem: ActionItemInput!) {
    createActionItem(clientCode: $clientCode, actionItem: $actionItem) {
      ...ActionItemFields
    }
  }
`);

export const UpdateActionItemMutation = graphql(`
  mutation UpdateActionItem($clientCode: String!, $actionItemCode: String!, $actionItem: ActionItemInput!) {
    updateActionItem(clientCode: $clientCode, actionItemCode: $actionItemCode, actionItem: $actionItem) {
      ...ActionItemFields
    }
  }
`);

export const UpdateUserActionItemMutation = graphql(`
  mutation UpdateUserActionItem($actionItemCode: String!, $actionItem: ActionItemInput!) {
    updateUserActionItem(actionItemCode: $actionItemCode, actionItem: $actionItem) {
      ...ActionItemFields
    }
  }
`);

export const ConceptHistoryQuery = graphql(`
  query ConceptHistoryTab($clientCode: String!, $conceptCode: String!) {
    applicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode) {
      code
      history {
        event
        comment
        changes
        assetFileVersion
        changeList {
          field
          from
          to
        }
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
    }
  }
`);

export const AddConceptCommentMutation = graphql(`
  mutation ActionItemsAddComment($clientCode: String!, $conceptCode: String!, $comment: String!) {
    addApplicationCreativeConceptComment(clientCode: $clientCode, conceptCode: $conceptCode, comment: $comment) {
      event
      comment
    }
  }
`);

export const ManagedCategoriesQuery = graphql(`
  query ManagedActionItemCategories($clientCode: String!) {
    actionItemCategories(clientCode: $clientCode, filter: { includeInactive: true }) {
      code
      name
      module
      status
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateActionItemCategory($clientCode: String!, $category: ActionItemCategoryInput!) {
    createActionItemCategory(clientCode: $clientCode, category: $category) {
      code
      name
      module
      status
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateActionItemCategory($clientCode: String!, $categoryCode: String!, $category: ActionItemCategoryInput!) {
    updateActionItemCategory(clientCode: $clientCode, categoryCode: $categoryCode, category: $category) {
      code
      name
      module
      status
    }
  }
`);

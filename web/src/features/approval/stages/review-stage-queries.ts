import { graphql } from '../../../gql';

export const ConceptReviewFieldsFragment = graphql(`
  fragment ConceptReviewFields on ConceptReview {
    conceptCode
    hasStages
    round
    viewerCanConfigure
    viewerCanDecide
    stages {
      position
      name
      rule
      requiredCount
      deadline
      status
      isOverdue
      approvalsNeeded
      approvalCount
      reviewers {
        person {
          emailAddress
          firstName
          lastName
        }
        role {
          code
          name
        }
      }
      decisions {
        person {
          emailAddress
          firstName
          lastName
        }
        decision
        comment
        decidedAt
        reviewedFiles {
          assetCode
          name
          fileVersion
        }
      }
    }
  }
`);

export const ConceptReviewQuery = graphql(`
  query ConceptReview($clientCode: String!, $conceptCode: String!) {
    conceptReview(clientCode: $clientCode, conceptCode: $conceptCode) {
      ...ConceptReviewFields
    }
  }
`);

export const ReviewerOptionsQuery = graphql(`
  query ReviewerOptions($clientCode: String!) {
    reviewerOptions(clientCode: $clientCode) {
      people {
        emailAddress
        firstName
        lastName
      }
      roles {
        code
        name
      }
    }
  }
`);

export const SetConceptReviewStagesMutation = graphql(`
  mutation SetConceptReviewStages($clientCode: String!, $conceptCode: String!, $stages: [ReviewStageInput!]!) {
    setConceptReviewStages(clientCode: $clientCode, conceptCode: $conceptCode, stages: $stages) {
      ...ConceptReviewFields
    }
  }
`);

export const DecideConceptReviewStageMutation = graphql(`
  mutation DecideConceptReviewStage($clientCode: String!, $conceptCode: String!, $decision: ReviewDecisionKind!, $comment: String) {
    decideConceptReviewStage(clientCode: $clientCode, conceptCode: $conceptCode, decision: $decision, comment: $comment) {
      ...ConceptReviewFields
    }
  }
`);

export const MyReviewsWaitingQuery = graphql(`
  query MyReviewsWaiting($clientCode: String!) {
    myReviewsWaiting(clientCode: $clientCode) {
      concept {
        code
        name
      }
      stage {
        position
        name
        deadline
        isOverdue
      }
    }
  }
`);

import { graphql } from '../../../gql';

/**
 * Concept mutations shared by the editor, the create pages and the child list. The updates return
 * what the editors (ConceptEditorFields) and the concepts grid (ConceptRow) show: the cache keys
 * concepts by code, so every screen holding the concept shows the change without a refetch.
 */

export const CreateConceptMutation = graphql(`
  mutation ConceptEditorCreate($clientCode: String!, $concept: CreativeConceptInput!) {
    createApplicationCreativeConcept(clientCode: $clientCode, concept: $concept) {
      code
      internalId
      name
      status
      workflowStatus
    }
  }
`);

export const UpdateConceptMutation = graphql(`
  mutation ConceptEditorUpdate($clientCode: String!, $conceptCode: String!, $concept: CreativeConceptInput!) {
    updateApplicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode, concept: $concept) {
      ...ConceptEditorFields
      ...ConceptRow
    }
  }
`);

export const ChangeConceptModelMutation = graphql(`
  mutation ConceptEditorChangeModel($clientCode: String!, $conceptCode: String!, $modelType: String, $parentConceptCode: String) {
    changeApplicationCreativeConceptModel(
      clientCode: $clientCode
      conceptCode: $conceptCode
      modelType: $modelType
      parentConceptCode: $parentConceptCode
    ) {
      ...ConceptEditorFields
      ...ConceptRow
    }
  }
`);

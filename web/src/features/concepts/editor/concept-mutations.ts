import { graphql } from '../../../gql';

/** Concept mutations shared by the editor, the create pages and the child list. */

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
      code
      status
      isPinned
      version
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
      code
      modelType
      version
    }
  }
`);

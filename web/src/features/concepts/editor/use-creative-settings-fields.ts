import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CreativeSettingsFieldsQuery = graphql(`
  query ConceptEditorSettingsFields($clientCode: String!, $applicationCode: String!) {
    creativeSettingsFields(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      name
      section
      type
      isRequired
      width
      defaultValue
      selectValues {
        code
        name
        value
        sequenceId
      }
      conceptIntendedUse
      status
      sequenceId
    }
  }
`);

/** The creative settings field definitions of an application (the concept's home application). */
export function useCreativeSettingsFields(clientCode: string, applicationCode: string | null) {
  const { data, loading, error, refetch } = useQuery(CreativeSettingsFieldsQuery, {
    variables: { clientCode, applicationCode: applicationCode ?? '' },
    skip: !applicationCode,
    notifyOnNetworkStatusChange: true,
  });
  return { fields: data?.creativeSettingsFields ?? null, isLoading: loading, error, refetch };
}

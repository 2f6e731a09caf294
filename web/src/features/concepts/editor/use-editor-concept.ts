import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { isConceptCode } from '../shared/concept-rules';
import { ConceptByCodeQuery, ConceptByInternalIdQuery } from './concept-editor-fields';

/**
 * The concept named in the route: a value containing 'crc' is a code, anything else an internal
 * id (spec 1 §2). Always read from the network: the editor must start from the stored version.
 */
export function useEditorConcept(clientCode: string, routeValue: string) {
  const isCode = isConceptCode(routeValue);
  const byCode = useQuery(ConceptByCodeQuery, {
    variables: { clientCode, conceptCode: routeValue },
    skip: !isCode,
    fetchPolicy: 'network-only',
  });
  const byInternalId = useQuery(ConceptByInternalIdQuery, {
    variables: { clientCode, internalId: routeValue },
    skip: isCode,
    fetchPolicy: 'network-only',
  });
  const concept: ConceptEditorFieldsFragment | null = isCode
    ? (byCode.data?.applicationCreativeConcept ?? null)
    : (byInternalId.data?.applicationCreativeConceptByInternalId ?? null);
  const { refetch: refetchByCode } = byCode;
  const { refetch: refetchByInternalId } = byInternalId;

  const reload = useCallback(async (): Promise<ConceptEditorFieldsFragment | null> => {
    if (isCode) return (await refetchByCode()).data?.applicationCreativeConcept ?? null;
    return (await refetchByInternalId()).data?.applicationCreativeConceptByInternalId ?? null;
  }, [isCode, refetchByCode, refetchByInternalId]);

  const active = isCode ? byCode : byInternalId;
  return { concept, isLoading: active.loading, error: active.error, reload };
}

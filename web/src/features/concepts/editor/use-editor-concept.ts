import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { isConceptCode } from '../shared/concept-rules';
import { ConceptByCodeQuery, ConceptByInternalIdQuery } from './concept-editor-fields';
import { takeFreshPrefetch } from './editor-concept-prefetch';

/**
 * The concept named in the route: a value containing 'crc' is a code, anything else an internal
 * id (spec 1 §2). Always read from the network: the editor must start from the stored version. The
 * concept of the URL the app was opened on was read as the app started (editor-concept-prefetch): the
 * first editor of it takes that answer, seconds old, from the cache.
 */
export function useEditorConcept(clientCode: string, routeValue: string) {
  const isCode = isConceptCode(routeValue);
  // Decided once per mount: a policy that changed later would make Apollo ask again.
  const [prefetched] = useState(() => ({ clientCode, routeValue, isFresh: takeFreshPrefetch(clientCode, routeValue) }));
  const fetchPolicy =
    prefetched.isFresh && prefetched.clientCode === clientCode && prefetched.routeValue === routeValue ? 'cache-first' : 'network-only';
  const byCode = useQuery(ConceptByCodeQuery, {
    variables: { clientCode, conceptCode: routeValue },
    skip: !isCode,
    fetchPolicy,
  });
  const byInternalId = useQuery(ConceptByInternalIdQuery, {
    variables: { clientCode, internalId: routeValue },
    skip: isCode,
    fetchPolicy,
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

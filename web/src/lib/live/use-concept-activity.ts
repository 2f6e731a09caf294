import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useRef } from 'react';
import { graphql } from '../../gql';
import type { LiveActivityKind } from '../../gql/graphql';

export const ConceptActivitySubscription = graphql(`
  subscription ConceptActivity($clientCode: String!, $conceptCode: String!) {
    conceptActivity(clientCode: $clientCode, conceptCode: $conceptCode) {
      kind
      event
      assetCode
      entryId
    }
  }
`);

/**
 * What shows a concept's review activity: its history tab, the assets tab, the approval gallery's
 * assets, the open asset's comments and the review stages (a stage decision writes a history entry,
 * so another reviewer's decision shows at once). Forms (concept and asset editors) are not read
 * again here, so nobody's unsaved work is replaced.
 */
export const CONCEPT_REVIEW_QUERIES = [
  'ConceptHistoryTab',
  'ConceptAssets',
  'ApprovalGalleryAssets',
  'ApprovalAssetReview',
  'ConceptReview',
];

/**
 * Whether an event means reading again: every change, a REFETCH (events were missed), and a
 * SUBSCRIBED after the first (the stream came back after a dropped connection).
 */
export function shouldRefetch(kind: LiveActivityKind, isFirstSubscribed: boolean): boolean {
  return kind !== 'SUBSCRIBED' || !isFirstSubscribed;
}

/**
 * Keeps the named queries on screen up to date (issue 29): the server streams what changed (kind
 * and ids) and the page reads it again through its own queries.
 */
export function useLiveRefetch<Data, Variables extends Record<string, unknown>>(
  subscription: TypedDocumentNode<Data, Variables>,
  options: { variables?: Variables; skip?: boolean; include: string[]; readKind: (data: Data) => LiveActivityKind | undefined },
) {
  const client = useApolloClient();
  const hasSubscribed = useRef(false);
  useSubscription(subscription as TypedDocumentNode<Data, Record<string, unknown>>, {
    variables: options.variables,
    skip: options.skip,
    onData: ({ data }) => {
      const kind = data.data ? options.readKind(data.data) : undefined;
      if (!kind) return;
      const isFirst = kind === 'SUBSCRIBED' && !hasSubscribed.current;
      if (kind === 'SUBSCRIBED') hasSubscribed.current = true;
      if (shouldRefetch(kind, isFirst)) void client.refetchQueries({ include: options.include });
    },
  });
}

/** Who else is looking at the concept (features/people ConceptViewers). */
export const CONCEPT_PRESENCE_QUERIES = ['ConceptViewers'];

/**
 * The queries an event of the concept's stream makes stale: someone arriving or leaving changes
 * only who is here; the stream's first SUBSCRIBED means this page now counts as a viewer too; any
 * other change, a REFETCH or a reconnection, everything shown.
 */
export function queriesToRefetch(activity: { kind: LiveActivityKind; event?: string | null }, isFirstSubscribed: boolean): string[] {
  if (activity.kind === 'CHANGED' && activity.event === 'presence') return CONCEPT_PRESENCE_QUERIES;
  if (isFirstSubscribed) return CONCEPT_PRESENCE_QUERIES;
  return [...CONCEPT_REVIEW_QUERIES, ...CONCEPT_PRESENCE_QUERIES];
}

/** The concept editor's review tabs and gallery, and who is looking at the concept, live. */
export function useConceptActivity(clientCode: string | undefined, conceptCode: string | undefined) {
  const client = useApolloClient();
  const hasSubscribed = useRef(false);
  useSubscription(ConceptActivitySubscription, {
    variables: { clientCode: clientCode ?? '', conceptCode: conceptCode ?? '' },
    skip: !clientCode || !conceptCode,
    onData: ({ data }) => {
      const activity = data.data?.conceptActivity;
      if (!activity) return;
      const isFirst = activity.kind === 'SUBSCRIBED' && !hasSubscribed.current;
      if (activity.kind === 'SUBSCRIBED') hasSubscribed.current = true;
      void client.refetchQueries({ include: queriesToRefetch(activity, isFirst) });
    },
  });
}

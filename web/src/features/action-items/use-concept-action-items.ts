import { useQuery } from '@apollo/client/react';
import { ConceptActionItemsQuery } from './action-item-documents';

/**
 * The concept's action items that are not completed (the panel and the tab badge share this query,
 * so one refetch updates both).
 */
export function useConceptActionItems(clientCode: string, conceptCode: string) {
  const { data, error, refetch } = useQuery(ConceptActionItemsQuery, {
    variables: { clientCode, conceptCode },
    fetchPolicy: 'cache-and-network',
  });
  return { items: data?.actionItems ?? [], error, refetch };
}

/** How many open (not completed) action items the concept has: the History tab's badge. */
export function useOpenActionItemCount(clientCode: string, conceptCode: string): number {
  return useConceptActionItems(clientCode, conceptCode).items.length;
}

import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context.js';
import { findConceptHistories } from '../history/index.js';
import { loadChannelsOf } from './service.js';

type ConceptRef = { id: string; clientId: string };

function createLoaders(context: GraphQLContext) {
  return {
    /** Histories of every concept a request resolves, one batch per client (in practice one). */
    history: new DataLoader(
      async (concepts: readonly ConceptRef[]) => {
        const byClient = new Map<string, string[]>();
        for (const concept of concepts) byClient.set(concept.clientId, [...(byClient.get(concept.clientId) ?? []), concept.id]);
        const histories = new Map<string, Awaited<ReturnType<typeof findConceptHistories>>>();
        for (const [clientId, ids] of byClient) histories.set(clientId, await findConceptHistories(context.db, clientId, ids));
        return concepts.map((concept) => histories.get(concept.clientId)!.get(concept.id) ?? []);
      },
      { cacheKeyFn: (concept) => concept.id },
    ),
    channels: new DataLoader(async (conceptIds: readonly string[]) => {
      const byConcept = await loadChannelsOf(context.db, conceptIds);
      return conceptIds.map((id) => byConcept.get(id) ?? []);
    }),
  };
}

/** One set of loaders per request (keyed by its Access, made per request): nothing outlives it. */
const loadersByRequest = new WeakMap<object, ReturnType<typeof createLoaders>>();

export function loadersOf(context: GraphQLContext) {
  let loaders = loadersByRequest.get(context.access);
  if (!loaders) loadersByRequest.set(context.access, (loaders = createLoaders(context)));
  return loaders;
}

import type { ApolloClient } from '@apollo/client';
import { isConceptCode } from '../shared/concept-rules';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { ConceptByCodeQuery, ConceptByInternalIdQuery } from './concept-editor-fields';
import { CreativeSettingsFieldsQuery } from './use-creative-settings-fields';

/**
 * The concept a page opened by URL shows, asked for as the app starts, beside the session check and
 * the page's code, instead of after them. The editor reads its concept from the network only; this
 * answer, if recent, is that read for the first editor that opens the concept (useEditorConcept then
 * takes it from the cache; an editor opened again reads anew), and a page that mounts while it is
 * still on its way shares the same request (Apollo merges identical in-flight queries).
 */
const FRESH_FOR_MS = 5000;
const answeredAt = new Map<string, number>();
const keyOf = (clientCode: string, routeValue: string) => JSON.stringify([clientCode, routeValue]);

/**
 * `withSettingsFields`: the concept editor also shows the settings fields of the concept's home
 * application. Settles once both answers are in (or failed): nothing waits for it but tests.
 */
export async function prefetchEditorConcept(
  client: ApolloClient,
  clientCode: string,
  routeValue: string,
  options: { withSettingsFields?: boolean } = {},
): Promise<void> {
  if (!routeValue) return;
  const context = { isPrefetch: true };
  const request: Promise<ConceptEditorFieldsFragment | null | undefined> = isConceptCode(routeValue)
    ? client
        .query({ query: ConceptByCodeQuery, variables: { clientCode, conceptCode: routeValue }, fetchPolicy: 'network-only', context })
        .then(({ data }) => data?.applicationCreativeConcept)
    : client
        .query({ query: ConceptByInternalIdQuery, variables: { clientCode, internalId: routeValue }, fetchPolicy: 'network-only', context })
        .then(({ data }) => data?.applicationCreativeConceptByInternalId);
  // Only a complete answer counts: an error (unknown concept, expired session) is left to the page's own query.
  const concept = await request.catch(() => null);
  if (!concept) return;
  answeredAt.set(keyOf(clientCode, routeValue), Date.now());
  const applicationCode = concept.applications[0]?.code;
  if (options.withSettingsFields && applicationCode)
    await client.query({ query: CreativeSettingsFieldsQuery, variables: { clientCode, applicationCode }, context }).catch(() => undefined);
}

/**
 * Whether the concept was read from the network for this page moments ago; taken once, so that the
 * next editor to open it reads it anew.
 */
export function takeFreshPrefetch(clientCode: string, routeValue: string, now = Date.now()) {
  const key = keyOf(clientCode, routeValue);
  const at = answeredAt.get(key);
  answeredAt.delete(key);
  return at !== undefined && now - at <= FRESH_FOR_MS;
}

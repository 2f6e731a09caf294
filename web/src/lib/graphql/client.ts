import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, type DocumentNode } from 'graphql';
import { hasErrorCode } from './errors';
import { createSseLink, isSubscription } from './sse-link';

/** Operations whose UNAUTHENTICATED answer is an expected result, not an expired session. */
const SIGN_IN_FIELDS = new Set(['signIn']);

export function selectsRootField(document: DocumentNode, fieldNames: ReadonlySet<string>): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && fieldNames.has(selection.name.value)),
  );
}

/**
 * Calls `onUnauthenticated` when any operation other than sign-in is refused because the session
 * is missing or expired, so the app can send the user to the sign-in page.
 */
export function createUnauthenticatedLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    // A prefetch made before the session is known (app start) leaves the answer to the page's own query.
    if (selectsRootField(operation.query, SIGN_IN_FIELDS) || operation.getContext().isPrefetch) return;
    if (hasErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  });
}

/** Record types whose code is unique across all clients (server/src/lib/codes.ts, unique columns). */
const RECORDS_KEYED_BY_CODE = [
  'CreativeConcept',
  'ConceptAsset',
  'CreativeNode',
  'CreativeConceptNode',
  'CreativeNodeType',
  'CreativeTag',
  'GdsReport',
  'GdsReportCategory',
  'Client',
  'MeClient',
  'AdCopy',
  // References to those records, resolved from the record as it is now: keyed, two queries that
  // select different fields of one reference (a row's parent by code, the editor's by code and name)
  // merge instead of overwriting each other.
  'CreativeConceptRef',
  'CreativeNodeRef',
  'CreativeNodeCodeRef',
  'ConceptAssetConcept',
  'HistoryAsset',
] as const;

/**
 * Records are normalised by code, so an edit returned by a mutation shows in every list and editor
 * that holds the record, without a refetch. A refetch is only for membership and counts.
 */
export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      ...Object.fromEntries(RECORDS_KEYED_BY_CODE.map((typename) => [typename, { keyFields: ['code'] }])),
      // One signed-in user per browser session: `me` is a singleton.
      Me: { keyFields: [] },
      // A concept's staged review (one per concept code in a client): a decision's answer updates the open views.
      ConceptReview: { keyFields: ['conceptCode'] },
      // Not keyed although they have a code: application codes are unique only inside a client;
      // virtual folder codes ("my concepts") repeat in every application and concept with other counts.
      Application: { keyFields: false },
      CreativeVirtualNode: { keyFields: false },
      // An audit belongs to exactly one record: merge what different queries select of it (the list
      // reads who created it, the editor also who changed it last) instead of dropping fields.
      Audit: { merge: true },
    },
  });
}

export function createApolloClient(options: { onUnauthenticated: () => void; uri?: string }) {
  const uri = options.uri ?? '/graphql';
  const httpLink = new HttpLink({ uri, credentials: 'same-origin' });
  // Subscriptions (live updates) stream over Server-Sent Events; queries and mutations stay on HTTP.
  const transport = ApolloLink.split(({ query }) => isSubscription(query), createSseLink({ url: uri }), httpLink);
  return new ApolloClient({
    link: ApolloLink.from([createUnauthenticatedLink(options.onUnauthenticated), transport]),
    cache: createCache(),
  });
}

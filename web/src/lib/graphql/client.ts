import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, type DocumentNode } from 'graphql';
import { hasErrorCode } from './errors';

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
    if (selectsRootField(operation.query, SIGN_IN_FIELDS)) return;
    if (hasErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  });
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // One signed-in user per browser session: `me` is a singleton.
      Me: { keyFields: [] },
      MeClient: { keyFields: ['code'] },
      // Application codes are unique only inside a client, so applications stay embedded.
      Application: { keyFields: false },
    },
  });
}

export function createApolloClient(options: { onUnauthenticated: () => void; uri?: string }) {
  const httpLink = new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.from([createUnauthenticatedLink(options.onUnauthenticated), httpLink]),
    cache: createCache(),
  });
}

import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';

/** True for a subscription document: it goes over Server-Sent Events, everything else over HTTP. */
export function isSubscription(query: DocumentNode): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/**
 * Subscriptions over Server-Sent Events (GraphQL Yoga's native transport, graphql-sse's "distinct
 * connections" mode): one streamed request per subscription, with the session cookie like every
 * query. A dropped connection is retried by graphql-sse; the server's first event on each
 * (re)connection is SUBSCRIBED, which tells the page to read again what it shows.
 */
export function createSseLink(options: { url: string; client?: Client }): ApolloLink {
  const client = options.client ?? createClient({ url: options.url, credentials: 'same-origin', retryAttempts: 8 });
  return new ApolloLink(
    (operation) =>
      new Observable((observer) =>
        client.subscribe(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName ?? undefined },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            error: (error: unknown) => observer.error(error instanceof Error ? error : new Error(String(error))),
            complete: () => observer.complete(),
          },
        ),
      ),
  );
}

import { ApolloClient, ApolloLink } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { createCache } from '../lib/graphql/client';

export type ScriptedHandler = (variables: Record<string, unknown>) => { data?: unknown; errors?: GraphQLError[] };

export interface ScriptedCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * An Apollo client over the app's real cache (createCache) whose answers come from handlers by
 * operation name; every request that reaches the link is recorded, so a test can tell what the
 * cache answered from what went to the server.
 */
export function createScriptedClient(handlers: Record<string, ScriptedHandler>) {
  const calls: ScriptedCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const handler = handlers[operation.operationName ?? ''];
        const result = handler ? handler(operation.variables) : { errors: [new GraphQLError(`No handler for ${operation.operationName}`)] };
        observer.next(result as ApolloLink.Result);
        observer.complete();
      }),
  );
  return { apollo: new ApolloClient({ link, cache: createCache() }), calls };
}

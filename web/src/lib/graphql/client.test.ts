import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError, parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createUnauthenticatedLink } from './client';

function createClientAnswering(errorCode: string, onUnauthenticated: () => void) {
  const answer = new ApolloLink(() => of({ data: null, errors: [new GraphQLError('refused', { extensions: { code: errorCode } })] }));
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([createUnauthenticatedLink(onUnauthenticated), answer]) });
}

describe('createUnauthenticatedLink', () => {
  it('reports an expired session on an ordinary query', async () => {
    const onUnauthenticated = vi.fn();
    const client = createClientAnswering('UNAUTHENTICATED', onUnauthenticated);
    await client.query({ query: parse('query MyPermissions { myPermissions(clientCode: "demo") }') }).catch(() => undefined);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed sign-in to the sign-in form', async () => {
    const onUnauthenticated = vi.fn();
    const client = createClientAnswering('UNAUTHENTICATED', onUnauthenticated);
    await client.mutate({ mutation: parse('mutation { signIn(email: "a@b.c", password: "x") { emailAddress } }') }).catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('ignores other errors', async () => {
    const onUnauthenticated = vi.fn();
    const client = createClientAnswering('FORBIDDEN', onUnauthenticated);
    await client.query({ query: parse('query { myPermissions(clientCode: "demo") }') }).catch(() => undefined);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

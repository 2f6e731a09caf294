import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError, parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createCache, createUnauthenticatedLink } from './client';

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

describe('createCache', () => {
  it('keys records by their code and leaves codes that repeat embedded', () => {
    const cache = createCache();
    expect(cache.identify({ __typename: 'CreativeConcept', code: 'crc1' })).toBe('CreativeConcept:{"code":"crc1"}');
    expect(cache.identify({ __typename: 'ConceptAsset', code: 'ast1' })).toBe('ConceptAsset:{"code":"ast1"}');
    expect(cache.identify({ __typename: 'GdsReport', code: 'rpt1' })).toBe('GdsReport:{"code":"rpt1"}');
    expect(cache.identify({ __typename: 'Application', code: 'puzzle-quest' })).toBeUndefined();
    expect(cache.identify({ __typename: 'CreativeVirtualNode', code: 'my-concepts' })).toBeUndefined();
  });

  it("merges what two queries read of one record's audit instead of dropping fields", () => {
    const cache = createCache();
    const editor = parse('query Editor { concept { code audit { createDate updateDate } } }');
    const list = parse('query List { concept { code audit { createDate } } }');
    const concept = (audit: Record<string, unknown>) => ({
      concept: { __typename: 'CreativeConcept', code: 'crc1', audit: { __typename: 'Audit', ...audit } },
    });
    cache.writeQuery({ query: editor, data: concept({ createDate: '2025-01-01', updateDate: '2025-01-02' }) });
    cache.writeQuery({ query: list, data: concept({ createDate: '2025-01-01' }) });
    expect(cache.readQuery({ query: editor })).toEqual(concept({ createDate: '2025-01-01', updateDate: '2025-01-02' }));
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import type { Client } from 'graphql-sse';
import { Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createSseLink, isSubscription } from '../graphql/sse-link';
import {
  CONCEPT_PRESENCE_QUERIES,
  CONCEPT_REVIEW_QUERIES,
  queriesToRefetch,
  shouldRefetch,
  useConceptActivity,
} from './use-concept-activity';

const HISTORY = parse(`query ConceptHistoryTab($clientCode: String!, $conceptCode: String!) {
  applicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode) { code history { id comment } } }`);

type Activity = { kind: 'SUBSCRIBED' | 'CHANGED' | 'REFETCH'; event: string | null; assetCode: string | null; entryId: string | null };

/** A server in memory: the concept's comments, and a live stream the test writes to. */
function createServer() {
  const comments: string[] = [];
  const activity = new Subject<Activity>();
  const historyReads: number[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (isSubscription(operation.query)) {
          const subscription = activity.subscribe((event) =>
            observer.next({ data: { conceptActivity: { __typename: 'ConceptActivity', ...event } } }),
          );
          return () => subscription.unsubscribe();
        }
        historyReads.push(comments.length);
        observer.next({
          data: {
            applicationCreativeConcept: {
              __typename: 'CreativeConcept',
              code: 'K1',
              history: comments.map((comment, index) => ({ __typename: 'HistoryEntry', id: `e${index}`, comment })),
            },
          },
        });
        observer.complete();
        return undefined;
      }),
  );
  return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), comments, activity, historyReads };
}

function ConceptReview() {
  useConceptActivity('demo', 'K1');
  const { data } = useQuery(HISTORY, { variables: { clientCode: 'demo', conceptCode: 'K1' } });
  const history = (data as { applicationCreativeConcept?: { history: { id: string; comment: string }[] } } | undefined)
    ?.applicationCreativeConcept?.history;
  if (!history) return null;
  return (
    <ul>
      {history.map((entry) => (
        <li key={entry.id}>{entry.comment}</li>
      ))}
    </ul>
  );
}

describe('useConceptActivity', () => {
  it("shows another person's comment when the server says the concept changed, without a reload", async () => {
    const server = createServer();
    server.comments.push('First pass');
    render(
      <ApolloProvider client={server.apollo}>
        <ConceptReview />
      </ApolloProvider>,
    );
    expect(await screen.findByText('First pass')).toBeTruthy();
    server.activity.next({ kind: 'SUBSCRIBED', event: null, assetCode: null, entryId: null });
    // Someone else comments: the server stores it and streams what changed.
    server.comments.push('Logo too small');
    server.activity.next({ kind: 'CHANGED', event: 'comment', assetCode: 'A1', entryId: 'e1' });
    expect(await screen.findByText('Logo too small')).toBeTruthy();
    expect(server.historyReads).toEqual([1, 2]);
  });

  it('reads again on a change, a REFETCH and a SUBSCRIBED after a reconnection, never on the first SUBSCRIBED', () => {
    expect(shouldRefetch('SUBSCRIBED', true)).toBe(false);
    expect(shouldRefetch('SUBSCRIBED', false)).toBe(true);
    expect(shouldRefetch('CHANGED', false)).toBe(true);
    expect(shouldRefetch('REFETCH', false)).toBe(true);
  });

  it('reads only who is here when someone arrives or leaves, and when this page has just joined', () => {
    expect(queriesToRefetch({ kind: 'CHANGED', event: 'presence' }, false)).toEqual(CONCEPT_PRESENCE_QUERIES);
    expect(queriesToRefetch({ kind: 'SUBSCRIBED' }, true)).toEqual(CONCEPT_PRESENCE_QUERIES);
    for (const activity of [{ kind: 'CHANGED', event: 'comment' }, { kind: 'REFETCH' }, { kind: 'SUBSCRIBED' }] as const) {
      expect(queriesToRefetch(activity, false)).toEqual([...CONCEPT_REVIEW_QUERIES, ...CONCEPT_PRESENCE_QUERIES]);
    }
  });
});

describe('createSseLink', () => {
  it('streams a subscription through graphql-sse and stops it when unsubscribed', () => {
    const requests: { query: string; variables?: unknown }[] = [];
    let disposed = false;
    let sink: { next(value: unknown): void } | undefined;
    const fakeClient = {
      subscribe: (request: { query: string; variables?: unknown }, next: { next(value: unknown): void }) => {
        requests.push(request);
        sink = next;
        return () => (disposed = true);
      },
    } as unknown as Client;
    const link = createSseLink({ url: '/graphql', client: fakeClient });
    const query = parse('subscription S($k: String!) { conceptActivity(clientCode: "demo", conceptCode: $k) { kind } }');
    expect(isSubscription(query)).toBe(true);
    expect(isSubscription(HISTORY)).toBe(false);
    const received: unknown[] = [];
    const subscription = ApolloLink.execute(link, { query, variables: { k: 'K1' } }, { client: {} as ApolloClient }).subscribe((value) =>
      received.push(value),
    );
    sink!.next({ data: { conceptActivity: { kind: 'SUBSCRIBED' } } });
    expect(requests[0]).toMatchObject({ variables: { k: 'K1' } });
    expect(requests[0]!.query).toContain('conceptActivity');
    expect(received).toEqual([{ data: { conceptActivity: { kind: 'SUBSCRIBED' } } }]);
    subscription.unsubscribe();
    expect(disposed).toBe(true);
  });
});

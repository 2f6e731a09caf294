import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { isSubscription } from '../../lib/graphql/sse-link';
import { NotificationBell } from './NotificationBell';

/** A server in memory: the user's notifications, and the bell's live stream the test writes to. */
function createServer() {
  const titles: string[] = [];
  const activity = new Subject<{ kind: string; notificationCode: string | null }>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (isSubscription(operation.query)) {
          const subscription = activity.subscribe((event) =>
            observer.next({ data: { myNotificationActivity: { __typename: 'NotificationActivity', ...event } } }),
          );
          return () => subscription.unsubscribe();
        }
        observer.next({
          data: {
            myNotifications: {
              __typename: 'NotificationList',
              unreadCount: titles.length,
              items: titles.map((title, index) => ({
                __typename: 'Notification',
                code: `ntf${index}`,
                kind: 'mention',
                title,
                body: '',
                link: '/demo',
                isRead: false,
                createDate: '2026-11-27T10:00:00Z',
                client: { __typename: 'NotificationClient', code: 'demo', name: 'Demo' },
              })),
            },
          },
        });
        observer.complete();
        return undefined;
      }),
  );
  return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), titles, activity };
}

describe('NotificationBell', () => {
  it('shows a new notification as soon as the server pushes it, without polling', async () => {
    const server = createServer();
    render(
      <ApolloProvider client={server.apollo}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
    server.activity.next({ kind: 'SUBSCRIBED', notificationCode: null });
    server.titles.push('Ana mentioned you');
    server.activity.next({ kind: 'CHANGED', notificationCode: 'ntf0' });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';

const KINDS = ['mention', 'commentReply', 'commentResolved', 'actionItemCompleted'];

/** A server in memory holding one user's settings; it records what the form saves. */
function createServer(initial: { emailKinds: string[]; inAppKinds: string[]; isEmailOff: boolean }) {
  const saved: unknown[] = [];
  let settings = { ...initial };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'UpdateMyNotificationSettings') {
          const input = operation.variables.settings as typeof settings;
          saved.push(input);
          settings = { ...settings, ...input };
        }
        const body = { __typename: 'NotificationSettings', kinds: KINDS, ...settings, isEmailAvailable: true };
        observer.next({
          data:
            operation.operationName === 'UpdateMyNotificationSettings'
              ? { updateMyNotificationSettings: body }
              : { myNotificationSettings: body },
        });
        observer.complete();
        return undefined;
      }),
  );
  return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), saved };
}

describe('NotificationSettingsDialog', () => {
  it('shows each kind with its in-app and e-mail choice and saves both lists', async () => {
    const server = createServer({ emailKinds: ['mention', 'commentReply'], inAppKinds: KINDS, isEmailOff: false });
    let closed = false;
    render(
      <ApolloProvider client={server.apollo}>
        <NotificationSettingsDialog open onClose={() => (closed = true)} />
      </ApolloProvider>,
    );
    const inAppReply = await screen.findByRole('checkbox', { name: 'In the app: Someone replies to a comment thread I am in' });
    const emailResolved = screen.getByRole('checkbox', { name: 'By e-mail: My comment is resolved' });
    expect((inAppReply as HTMLInputElement).checked).toBe(true);
    expect((emailResolved as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'By e-mail: Someone replies to a comment thread I am in' }) as HTMLInputElement).checked,
    ).toBe(true);

    const user = userEvent.setup();
    await user.click(inAppReply);
    await user.click(emailResolved);
    await user.click(screen.getByRole('checkbox', { name: 'By e-mail: Someone mentions me' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(server.saved).toEqual([
      {
        emailKinds: ['commentReply', 'commentResolved'],
        inAppKinds: ['mention', 'commentResolved', 'actionItemCompleted'],
        isEmailOff: false,
      },
    ]);
  });

  it('disables the e-mail choices while all e-mail is stopped, and keeps the in-app ones usable', async () => {
    const server = createServer({ emailKinds: KINDS, inAppKinds: KINDS, isEmailOff: true });
    render(
      <ApolloProvider client={server.apollo}>
        <NotificationSettingsDialog open onClose={() => undefined} />
      </ApolloProvider>,
    );
    const email = await screen.findByRole('checkbox', { name: 'By e-mail: An action item I created or am on is finished' });
    expect((email as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'In the app: An action item I created or am on is finished' }) as HTMLInputElement).disabled,
    ).toBe(false);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Send me e-mails' }));
    expect((email as HTMLInputElement).disabled).toBe(false);
  });
});

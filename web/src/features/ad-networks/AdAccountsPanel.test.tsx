import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
import { createScriptedClient } from '../../test/scripted-apollo';
import { AdAccountsPanel } from './AdAccountsPanel';

const TARGET = { clientCode: 'demo', applicationCode: 'puzzle-quest' };

const run = (values: Record<string, unknown>) => ({
  __typename: 'AdSyncRun',
  id: String(values.id),
  kind: 'tree',
  trigger: 'schedule',
  status: 'succeeded',
  summary: {},
  error: null,
  waitUntil: null,
  startedAt: '2026-11-27T09:00:00.000Z',
  finishedAt: '2026-11-27T09:00:05.000Z',
  ...values,
});

const account = (values: Record<string, unknown>) => ({
  __typename: 'AdAccount',
  channelCode: 'meta',
  connector: 'meta',
  baseUrl: null,
  effectiveBaseUrl: 'https://graph.facebook.com/v21.0',
  hasCredentials: true,
  credentialFields: ['accessToken'],
  syncIntervalMinutes: 60,
  lastSyncAt: '2026-11-27T09:00:05.000Z',
  isSyncPending: false,
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  throttledUntil: null,
  throttleMessage: null,
  credentialsRefusedAt: null,
  credentialsRefusal: null,
  lastRun: null,
  lastMetricsRun: null,
  ...values,
});

const REFUSAL =
  'Meta refused the access token: the access token has expired (Error validating access token: Session has expired). Enter a new access token for the account.';

function renderPanel(accounts: unknown[]) {
  const { apollo } = createScriptedClient({ AdAccounts: () => ({ data: { adAccounts: accounts } }) });
  render(
    <PermissionsContext.Provider value={createPermissionsValue(['creative:access', 'adAccount:manage'])}>
      <ApolloProvider client={apollo}>
        <AdAccountsPanel target={TARGET} onNotice={() => {}} />
      </ApolloProvider>
    </PermissionsContext.Provider>,
  );
  return userEvent.setup();
}

describe('AdAccountsPanel sync state', { timeout: 30_000 }, () => {
  it('shows a failed metrics sync as failed with the network’s message, beside a succeeded sync of the ads', async () => {
    renderPanel([
      account({
        code: 'aacgem',
        name: 'Gem Rush · Meta',
        externalAccountId: 'act_888',
        lastRun: run({ id: 'r1', summary: { ads: { created: 3, updated: 1, unchanged: 8 }, links: { linked: 2, suggested: 1 } } }),
        lastMetricsRun: run({
          id: 'r2',
          kind: 'metrics',
          status: 'failed',
          error: 'Meta answered 400 (error 100/1504018): Your request timed out.',
        }),
      }),
    ]);
    const row = await screen.findByRole('row', { name: /Gem Rush · Meta/ });
    expect(row.textContent).toContain('EUR · Europe/Berlin');
    expect(row.textContent).toMatch(/AdsSucceeded.*3 new, 1 changed, 8 unchanged ads · 2 linked, 1 suggested/);
    expect(row.textContent).toMatch(/MetricsFailed.*Meta answered 400 \(error 100\/1504018\): Your request timed out\./);
  });

  it('marks an account whose credentials were refused and leads to entering new ones; a throttled one says until when it waits', async () => {
    const user = renderPanel([
      account({
        code: 'aacexp',
        name: 'Expired · Meta',
        externalAccountId: 'act_10002',
        credentialsRefusedAt: '2026-11-27T08:00:00.000Z',
        credentialsRefusal: REFUSAL,
        lastRun: run({ id: 'r3', status: 'failed', error: REFUSAL }),
      }),
      account({
        code: 'aacbusy',
        name: 'Busy · Meta',
        externalAccountId: 'act_10003',
        throttledUntil: '2026-11-27T10:05:00.000Z',
        throttleMessage: 'Meta answered 400 (error 80004/2446079): There have been too many calls to this ad-account.',
        lastRun: run({
          id: 'r4',
          status: 'waiting',
          waitUntil: '2026-11-27T10:05:00.000Z',
          error: 'Meta answered 400 (error 80004/2446079): There have been too many calls to this ad-account.',
        }),
      }),
    ]);
    const expired = await screen.findByRole('row', { name: /Expired · Meta/ });
    expect(expired.textContent).toContain('Credentials refused on');
    expect(expired.textContent).toContain(`${REFUSAL} Scheduled syncs are stopped until new credentials are entered.`);
    const busy = screen.getByRole('row', { name: /Busy · Meta/ });
    expect(busy.textContent).toMatch(/Waiting until .+Meta answered 400 \(error 80004\/2446079\)/);
    expect(within(busy).getByText('Waiting', { exact: true })).toBeTruthy();
    expect(busy.textContent).toMatch(/Runs again at .+\. Meta answered 400/);

    await user.click(within(expired).getByRole('button', { name: 'Enter credentials' }));
    expect(await screen.findByRole('dialog', { name: 'Edit ad account' })).toBeTruthy();
  });
});

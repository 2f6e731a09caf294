import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createScriptedClient } from '../../test/scripted-apollo';
import { AdAccountDialog } from './AdAccountDialog';
import type { AdAccountRow } from './AdAccountsPanel';

const TARGET = { clientCode: 'demo', applicationCode: 'puzzle-quest' };

const saved = (name: string) => () => ({
  data: { [name]: { __typename: 'AdAccount', code: 'aacone', hasCredentials: true, credentialFields: ['apiKey', 'reportKey'] } },
});

function renderDialog(account: AdAccountRow | null) {
  const { apollo, calls } = createScriptedClient({
    CreateAdAccount: saved('createAdAccount'),
    UpdateAdAccount: saved('updateAdAccount'),
  });
  const onSaved = vi.fn();
  render(
    <ApolloProvider client={apollo}>
      <AdAccountDialog target={TARGET} account={account} onClose={() => {}} onSaved={onSaved} />
    </ApolloProvider>,
  );
  return { user: userEvent.setup(), calls, onSaved };
}

describe('AdAccountDialog: AppLovin’s two keys', () => {
  it('asks a new AppLovin account for its Campaign Management key and its Report Key, and sends both', async () => {
    const { user, calls, onSaved } = renderDialog(null);
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(screen.getByRole('option', { name: 'AppLovin campaign management API' }));
    await user.type(screen.getByLabelText('Name', { exact: false }), 'Puzzle Quest · AppLovin');
    await user.type(screen.getByLabelText('Account id on the network', { exact: false }), '20001');
    expect(screen.queryByLabelText('Access token', { exact: false })).toBeNull();
    await user.type(screen.getByLabelText('Campaign Management key', { exact: false }), 'management-key');
    // The Report Key is required as well: the metrics are read with it.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((call) => call.operationName === 'CreateAdAccount')).toHaveLength(0);
    const reportKey = screen.getByLabelText('Report Key', { exact: false });
    expect(reportKey.getAttribute('type')).toBe('password');
    await user.type(reportKey, 'report-key');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [create] = calls.filter((call) => call.operationName === 'CreateAdAccount');
    expect(create!.variables.adAccount).toMatchObject({
      connector: 'applovin',
      channelCode: 'applovin',
      credentials: { apiKey: 'management-key', reportKey: 'report-key' },
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('on an edit, sends only the key typed again: the other stays as stored', async () => {
    const account = {
      __typename: 'AdAccount',
      code: 'aacone',
      name: 'AppLovin',
      channelCode: 'applovin',
      connector: 'applovin',
      externalAccountId: '20001',
      currency: 'USD',
      baseUrl: null,
      hasCredentials: true,
      credentialFields: ['apiKey', 'reportKey'],
      syncIntervalMinutes: 60,
    } as unknown as AdAccountRow;
    const { user, calls } = renderDialog(account);
    const reportKey = screen.getByLabelText('Report Key', { exact: false });
    expect((reportKey as HTMLInputElement).value).toBe('');
    await user.type(reportKey, 'new-report-key');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [update] = calls.filter((call) => call.operationName === 'UpdateAdAccount');
    expect((update!.variables.adAccount as { credentials: unknown }).credentials).toEqual({ reportKey: 'new-report-key' });
  });
});

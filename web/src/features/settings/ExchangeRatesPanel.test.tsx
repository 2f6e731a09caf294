import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
import { createScriptedClient, type ScriptedHandler } from '../../test/scripted-apollo';
import { ExchangeRatesPanel } from './ExchangeRatesPanel';

const TARGET = { clientCode: 'demo', applicationCode: 'puzzle-quest' };

const page = {
  data: {
    exchangeRates: {
      __typename: 'ExchangeRatePage',
      reportingCurrency: 'USD',
      totalItemCount: 1,
      currencies: ['GBP'],
      accountCurrencies: ['EUR', 'GBP', 'USD'],
      items: [
        {
          __typename: 'ExchangeRate',
          day: '2026-03-02',
          currency: 'GBP',
          quoteCurrency: 'USD',
          rate: 1.27,
          source: 'import',
          updateDate: '2026-03-03T08:00:00.000Z',
        },
      ],
    },
  },
};

function renderPanel(permissions: string[], handlers: Record<string, ScriptedHandler> = {}) {
  const { apollo, calls } = createScriptedClient({ ExchangeRates: () => page, ...handlers });
  render(
    <ApolloProvider client={apollo}>
      <PermissionsContext value={createPermissionsValue(permissions)}>
        <ExchangeRatesPanel target={TARGET} />
      </PermissionsContext>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('ExchangeRatesPanel', { timeout: 30_000 }, () => {
  it('lists the rates into the reporting currency and says which account currencies have none', async () => {
    renderPanel(['creative:access']);
    const table = await screen.findByRole('table', { name: 'Exchange rates' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('2026-03-02GBP1.27Imported');
    expect(within(table).getByRole('columnheader', { name: 'Rate in USD' })).toBeTruthy();
    expect(screen.getByText('The ad accounts report in EUR: enter or import rates into USD so their money can be converted.')).toBeTruthy();
    // Without the settings editors' permission: read only.
    expect(screen.queryByRole('button', { name: 'Save rate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the GBP rate/ })).toBeNull();
    expect(screen.getByText('Only users who may edit the application settings can change the rates.')).toBeTruthy();
  });

  it('offers the currency the accounts need, refuses a rate that is not a number, then saves the rate', async () => {
    const { calls, user } = renderPanel(['creative:access', 'settings:updateUa'], {
      SetExchangeRate: (variables) => ({
        data: { setExchangeRate: { __typename: 'ExchangeRate', day: variables.day, currency: variables.currency, rate: variables.rate } },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add a rate' });
    // The currency the accounts need a rate for is offered first.
    expect((within(form).getByRole('combobox', { name: 'Currency' }) as HTMLInputElement).value).toBe('EUR');
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-03-03');
    await user.type(within(form).getByRole('textbox', { name: 'Rate in USD' }), '1,08');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText('Enter a number above 0, with a decimal point.')).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: 'Rate in USD' }));
    await user.type(within(form).getByRole('textbox', { name: 'Rate in USD' }), '1.08');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(calls.some((call) => call.operationName === 'SetExchangeRate')).toBe(true));
    expect(calls.find((call) => call.operationName === 'SetExchangeRate')!.variables).toEqual({
      ...TARGET,
      day: '2026-03-03',
      currency: 'EUR',
      rate: 1.08,
    });
    expect(await screen.findByText('Rate saved.')).toBeTruthy();
  });
});

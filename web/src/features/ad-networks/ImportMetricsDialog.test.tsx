import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
import { createScriptedClient, type ScriptedHandler } from '../../test/scripted-apollo';
import { AdAccountsPanel } from './AdAccountsPanel';
import { ImportMetricsDialog } from './ImportMetricsDialog';

const TARGET = { clientCode: 'demo', applicationCode: 'puzzle-quest' };
const CSV = 'date,ad,impressions,clicks,installs,spend\n2026-05-01,ad-1,1000,20,4,12.5\n2026-05-01,nope,1,1,1,1\n';

const preview = {
  __typename: 'AdMetricsImportPreview',
  writeCount: 1,
  errorCount: 1,
  rows: [
    { __typename: 'AdMetricsImportRow', line: 2, day: '2026-05-01', ad: 'ad-1', adName: 'Boss fight 15s', action: 'write', errors: [] },
    {
      __typename: 'AdMetricsImportRow',
      line: 3,
      day: '2026-05-01',
      ad: 'nope',
      adName: null,
      action: 'error',
      errors: ["No ad 'nope' in this application."],
    },
  ],
};

function renderDialog(handlers: Record<string, ScriptedHandler>) {
  const { apollo, calls } = createScriptedClient(handlers);
  const onImported = vi.fn();
  render(
    <ApolloProvider client={apollo}>
      <ImportMetricsDialog target={TARGET} onClose={() => {}} onImported={onImported} />
    </ApolloProvider>,
  );
  return { calls, onImported, user: userEvent.setup() };
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, content = CSV) {
  await user.upload(screen.getByLabelText('Choose CSV file'), new File([content], 'metrics.csv', { type: 'text/csv' }));
}

describe('ImportMetricsDialog', { timeout: 30_000 }, () => {
  it('says which columns the file needs and offers a sample', () => {
    renderDialog({});
    const dialog = screen.getByRole('dialog', { name: 'Import metrics (CSV)' });
    expect(dialog.textContent).toContain('Required columns: date, ad');
    expect(dialog.textContent).toContain('impressions, clicks, installs, spend, revenue, video_starts, video_completions');
    expect(within(dialog).getByLabelText('Sample').textContent).toMatch(
      /^date,ad,impressions,clicks,installs,spend,revenue,video_starts,video_completions,currency\n\d{4}-\d{2}-\d{2},/,
    );
    expect(within(dialog).getByRole('link', { name: 'Download sample' }).getAttribute('download')).toBe('metrics-sample.csv');
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('previews with the counts and row errors, writes nothing until Confirm, then sends the same CSV', async () => {
    const { calls, onImported, user } = renderDialog({
      PreviewAdMetricsImport: () => ({ data: { previewAdMetricsImport: preview } }),
      ImportAdMetrics: () => ({
        data: { importAdMetrics: { __typename: 'AdMetricsImportResult', writtenCount: 1, errorCount: 1 } },
      }),
    });
    await chooseFile(user);
    expect(await screen.findByText(/1 rows can be imported; 1 have problems/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(table).getByRole('row', { name: /nope/ }).textContent).toContain("No ad 'nope' in this application.");
    expect(within(table).getByRole('row', { name: /Boss fight 15s \(ad-1\)/ }).textContent).toContain('OK');
    expect(calls.map((call) => call.operationName)).toEqual(['PreviewAdMetricsImport']);
    expect(calls[0]!.variables).toEqual({ ...TARGET, csv: CSV });

    await user.click(screen.getByRole('button', { name: 'Import 1 rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('Metrics imported: 1 ad days written, 1 rows left out.'));
    expect(calls.find((call) => call.operationName === 'ImportAdMetrics')!.variables).toEqual({ ...TARGET, csv: CSV });
  });

  it("shows the server's refusal of the file, and of the import", async () => {
    const { user, onImported } = renderDialog({
      PreviewAdMetricsImport: ({ csv }) =>
        String(csv).startsWith('when')
          ? { errors: [new GraphQLError("Unknown column 'when'. Columns: date, ad.", { extensions: { code: 'BAD_USER_INPUT' } })] }
          : { data: { previewAdMetricsImport: preview } },
      ImportAdMetrics: () => ({ errors: [new GraphQLError('You do not have permission.', { extensions: { code: 'FORBIDDEN' } })] }),
    });
    await chooseFile(user, 'when,ad\n2026-05-01,ad-1\n');
    expect((await screen.findByRole('alert')).textContent).toBe("Unknown column 'when'. Columns: date, ad.");
    expect(screen.queryByRole('table')).toBeNull();

    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Import 1 rows' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing was imported: You do not have permission.');
    expect(onImported).not.toHaveBeenCalled();
  });
});

describe('AdAccountsPanel metrics import', { timeout: 30_000 }, () => {
  function renderPanel(permissions: string[]) {
    const { apollo } = createScriptedClient({ AdAccounts: () => ({ data: { adAccounts: [] } }) });
    render(
      <PermissionsContext.Provider value={createPermissionsValue(permissions)}>
        <ApolloProvider client={apollo}>
          <AdAccountsPanel target={TARGET} onNotice={() => {}} />
        </ApolloProvider>
      </PermissionsContext.Provider>,
    );
  }

  it('offers the import only to those who manage the ad data, as the server requires (not to an approver)', async () => {
    renderPanel(['creative:access', 'creativePerformance:view', 'analytics:view', 'concept:approve']);
    expect(await screen.findByRole('button', { name: 'Add account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import metrics (CSV)' })).toBeNull();
  });

  it('opens the dialog from the Ad accounts page', async () => {
    renderPanel(['creative:access', 'adAccount:manage']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Import metrics (CSV)' }));
    expect(await screen.findByRole('dialog', { name: 'Import metrics (CSV)' })).toBeTruthy();
  });
});

import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPermissionsValue,
  CurrentApplicationContext,
  CurrentClientContext,
  PermissionsContext,
  type SignedInUser,
  SignedInUserContext,
} from '../../session';
import { createScriptedClient, type ScriptedHandler } from '../../test/scripted-apollo';
import { buildAdCopyGridKey } from './AdCopyList';
import { AdCopyListPage } from './AdCopyListPage';

const application = { __typename: 'Application' as const, code: 'space-runner', name: 'Space Runner' };
const client = { __typename: 'MeClient' as const, code: 'demo', name: 'Demo Games', applications: [application] };
const user: SignedInUser = {
  emailAddress: 'ada@demo.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isPlatformStaff: false,
  clients: [client],
};
const ALL = ['creative:access', 'adCopy:view', 'adCopy:create', 'adCopy:update', 'adCopy:delete', 'creativePerformance:view'];

const buildRow = (code: string, name: string, rankField: string | null) => ({
  __typename: 'AdCopy' as const,
  code,
  name,
  type: 'standard',
  status: 'active',
  theme: 'General',
  rankField,
  adCopy: `${name} body`,
  headline: `${name} headline`,
  version: 1,
  viewerCanDelete: true,
});
const ROWS = [buildRow('adc1', 'Galaxy race', null), buildRow('adc2', 'Moon dash', 'topPerformer')];
const NETWORKS = [
  { __typename: 'AdCopyNetwork' as const, code: 'meta', name: 'Meta', rules: [] },
  { __typename: 'AdCopyNetwork' as const, code: 'google', name: 'Google Ads', rules: [] },
];
const RANK = { __typename: 'AdCopyPerformanceRank' as const, adCopyCode: 'adc2', rank: 'top', metric: 'ipm', value: 4.2, enoughData: true };

interface RenderOptions {
  permissions?: string[];
  hasApplication?: boolean;
  handlers?: Record<string, ScriptedHandler>;
}

function renderListPage({ permissions = ALL, hasApplication = true, handlers = {} }: RenderOptions = {}) {
  const { apollo, calls } = createScriptedClient({
    AdCopies: () => ({ data: { adCopies: { __typename: 'AdCopyPage', totalItemCount: ROWS.length, items: ROWS } } }),
    AdCopyNetworks: () => ({ data: { adCopyNetworks: NETWORKS } }),
    AdCopyPerformanceRanks: () => ({ data: { adCopyPerformanceRanks: [RANK] } }),
    ...handlers,
  });
  const current = hasApplication
    ? { application, applications: [application], selectApplication: () => undefined }
    : { application: null, applications: [], selectApplication: () => undefined };
  const router = createMemoryRouter(
    [
      {
        path: '/:clientCode/creative/ad-copy',
        element: (
          <SignedInUserContext value={user}>
            <CurrentClientContext value={client}>
              <CurrentApplicationContext value={current}>
                <PermissionsContext value={createPermissionsValue(permissions)}>
                  <AdCopyListPage />
                </PermissionsContext>
              </CurrentApplicationContext>
            </CurrentClientContext>
          </SignedInUserContext>
        ),
      },
    ],
    { initialEntries: ['/demo/creative/ad-copy'] },
  );
  const view = render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { calls, unmount: view.unmount };
}

async function readHeaders() {
  const grid = await screen.findByRole('grid', { name: 'Ad copy' });
  await within(grid).findByText('Galaxy race');
  return within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
}

const readStoredVisibility = () =>
  (
    JSON.parse(window.sessionStorage.getItem(buildAdCopyGridKey('demo', 'space-runner')) ?? '{}') as {
      columnVisibility?: Record<string, boolean>;
    }
  ).columnVisibility;

describe('AdCopyListPage', () => {
  // Wide enough that the grid draws every column it shows.
  const setWindowWidth = (width: number) =>
    (window as unknown as { happyDOM: { setViewport: (viewport: { width: number }) => void } }).happyDOM.setViewport({ width });
  beforeEach(() => {
    window.sessionStorage.clear();
    setWindowWidth(1600);
  });
  afterEach(() => setWindowWidth(1024));

  it('shows type, theme, name, status and rank until the user chooses, every cell linking to the editor', async () => {
    renderListPage();
    expect(await readHeaders()).toEqual(['Type', 'Theme', 'Name', 'Status', 'Rank', 'Actions']);
    const grid = screen.getByRole('grid', { name: 'Ad copy' });
    // An empty rank is a link too, named for what is missing.
    expect(within(grid).getByRole('link', { name: 'No rank' }).getAttribute('href')).toBe('/demo/creative/ad-copy/adc1');
    expect(within(grid).getByRole('link', { name: 'Top performer' }).getAttribute('href')).toBe('/demo/creative/ad-copy/adc2');
    expect(screen.getByRole('link', { name: 'Add New Copy' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Delete Galaxy race' })).toBeTruthy();
  });

  it('asks for no performance ranks without creativePerformance:view', async () => {
    let asked = 0;
    renderListPage({
      permissions: ['creative:access', 'adCopy:view'],
      handlers: { AdCopyPerformanceRanks: () => ((asked += 1), { data: { adCopyPerformanceRanks: [RANK] } }) },
    });
    const grid = await screen.findByRole('grid', { name: 'Ad copy' });
    await within(grid).findByRole('link', { name: 'Top performer' });
    expect(within(grid).queryByText('Top')).toBeNull();
    expect(asked).toBe(0);
  });

  it("restores this client and application's column choice from the session", async () => {
    const stored = (visibility: Record<string, boolean>) =>
      JSON.stringify({ columnVisibility: visibility, columnWidths: {}, sortModel: [] });
    window.sessionStorage.setItem(
      buildAdCopyGridKey('demo', 'space-runner'),
      stored({
        type: true,
        theme: false,
        name: true,
        status: true,
        rankField: false,
        performanceRank: true,
        adCopy: false,
        headline: true,
      }),
    );
    window.sessionStorage.setItem(buildAdCopyGridKey('demo', 'other-app'), stored({ adCopy: true, theme: true }));
    renderListPage();
    expect(await readHeaders()).toEqual(['Type', 'Name', 'Status', 'Performance', 'Headline', 'Actions']);
    const grid = screen.getByRole('grid', { name: 'Ad copy' });
    // The performance rank links to the editor, with a rank or without.
    expect((await within(grid).findByText('Top')).closest('a')?.getAttribute('href')).toBe('/demo/creative/ad-copy/adc2');
    expect(within(grid).getByRole('link', { name: 'Not enough data' }).getAttribute('href')).toBe('/demo/creative/ad-copy/adc1');
  });

  it('remembers the performance rank column chosen in the column chooser', async () => {
    const userActions = userEvent.setup();
    const { unmount } = renderListPage();
    expect(await readHeaders()).not.toContain('Performance');
    await userActions.click(screen.getByRole('button', { name: 'Columns' }));
    await userActions.click(await screen.findByRole('checkbox', { name: 'Performance' }));
    await waitFor(() => expect(readStoredVisibility()).toMatchObject({ performanceRank: true, rankField: true }));
    unmount();
    renderListPage();
    expect(await readHeaders()).toContain('Performance');
  });

  it('hides Delete where the copy says the viewer may not delete it', async () => {
    renderListPage({
      // adCopy:delete in the list does not decide: each row's viewerCanDelete (the server's rule) does.
      permissions: ['creative:access', 'adCopy:view', 'adCopy:update', 'adCopy:delete'],
      handlers: {
        AdCopies: () => ({
          data: {
            adCopies: {
              __typename: 'AdCopyPage',
              totalItemCount: ROWS.length,
              items: [{ ...ROWS[0]!, viewerCanDelete: false }, ROWS[1]!],
            },
          },
        }),
      },
    });
    await readHeaders();
    expect(screen.queryByRole('button', { name: 'Delete Galaxy race' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Moon dash' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Galaxy race' })).toBeTruthy();
  });

  it('hides Add New Copy without its permission', async () => {
    renderListPage({ permissions: ['creative:access', 'adCopy:view', 'adCopy:update'] });
    await readHeaders();
    expect(screen.queryByRole('link', { name: 'Add New Copy' })).toBeNull();
  });

  it('says so when the client has no applications', () => {
    renderListPage({ hasApplication: false });
    expect(screen.getByText('No applications yet')).toBeTruthy();
    expect(screen.getByText(/Please check your account configuration/)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('sends the status toggles and the fits-network choice in the adCopies variables', async () => {
    const userActions = userEvent.setup();
    const { calls } = renderListPage();
    await readHeaders();
    const lastFilter = () => calls.filter((call) => call.operationName === 'AdCopies').at(-1)?.variables.filter;
    expect(lastFilter()).toBeNull();
    await userActions.click(screen.getByRole('button', { name: 'Proposed' }));
    await userActions.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(lastFilter()).toEqual({ status: ['proposed', 'inactive'] }));
    await userActions.click(screen.getByRole('combobox', { name: 'Fits network' }));
    await userActions.click(await screen.findByRole('option', { name: 'Google Ads' }));
    await waitFor(() => expect(lastFilter()).toEqual({ status: ['proposed', 'inactive'], fitsNetwork: 'google' }));
  });

  it('says when the export holds only the newest 10,000 copies', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ad-copy');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    const userActions = userEvent.setup();
    renderListPage({
      handlers: {
        ExportAdCopies: () => ({
          data: { exportAdCopies: { __typename: 'AdCopyExport', csv: 'code,name\r\n', rowCount: 10_000, totalItemCount: 10_001 } },
        }),
      },
    });
    await readHeaders();
    await userActions.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'The file holds the newest 10,000 of 10,001 copies, the most one export takes. Narrow the filters to export the rest.',
      ),
    ).toBeTruthy();
    expect(download).toHaveBeenCalledTimes(1);
  });
});

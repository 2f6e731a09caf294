import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPermissionsValue, CurrentClientContext, PermissionsContext } from '../../../session';
import { createCache } from '../../../lib/graphql/client';
import type { Permission } from '../../../lib/permissions';
import { ConceptAssetsQuery } from '../shared/asset-queries';
import { AssetFoldersQuery, AssetVirtualFoldersQuery } from './asset-folder-queries';
import { ConceptAssetsList } from './ConceptAssetsList';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const client = {
  __typename: 'MeClient' as const,
  code: 'demo',
  name: 'Demo Games',
  applications: [{ __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' }],
};

/** A folder as the flat tree query answers it: its count (assetCount) and its parent's code. */
const folder = (code: string, name: string, count: number, parentCode: string | null = null) => ({
  __typename: 'CreativeConceptNode' as const,
  code,
  name,
  status: 'active',
  sequenceId: 0,
  count,
  version: 1,
  nodeType: { __typename: 'CreativeNodeType' as const, code: 'default' },
  parentCreativeNode: parentCode ? { __typename: 'CreativeNodeCodeRef' as const, code: parentCode } : null,
});

const asset = (code: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ConceptAsset' as const,
  code,
  name,
  fileName: `${name}.png`,
  assetType: 'production',
  type: 'image',
  status: 'inProduction',
  workflowStatus: 'queued',
  width: 1080,
  height: null,
  size: 2_500_000,
  length: null,
  aspectRatio: '9:16',
  extension: 'png',
  mimeType: 'image/png',
  estimatedEffort: null,
  actualEffort: null,
  downloadUrl: `https://files.test/${code}`,
  previewImage: null,
  processingStatus: 'ready',
  processingError: null,
  version: 1,
  creativeNode: { __typename: 'CreativeNodeCodeRef' as const, code: 'node-1' },
  assignedUser: null,
  audit: { __typename: 'Audit' as const, createDate: '2025-01-01T00:00:00.000Z' },
  ...overrides,
});

function buildMocks(): Mocks {
  return [
    {
      request: { query: AssetFoldersQuery, variables: { clientCode: 'demo', conceptCode: 'crc_1', filter: { status: 'active' } } },
      result: { data: { creativeConceptNodes: [folder('node-2', 'Banners', 0, 'node-1'), folder('node-1', 'Key art', 2)] } },
    },
    {
      request: { query: AssetVirtualFoldersQuery, variables: { clientCode: 'demo', conceptCode: 'crc_1', assetType: 'production' } },
      result: {
        data: {
          creativeConceptVirtualNodes: [
            {
              __typename: 'CreativeVirtualNode' as const,
              code: 'virtual-nodes',
              name: 'Virtual nodes',
              count: 3,
              filter: null,
              children: [
                {
                  __typename: 'CreativeVirtualNode' as const,
                  code: 'virtual-all-assets',
                  name: 'All assets',
                  count: 3,
                  filter: {},
                  children: [],
                },
                {
                  __typename: 'CreativeVirtualNode' as const,
                  code: 'virtual-type-video',
                  name: 'video',
                  count: 1,
                  filter: { type: 'video' },
                  children: [],
                },
              ],
            },
          ],
        },
      },
    },
    {
      request: {
        query: ConceptAssetsQuery,
        variables: {
          clientCode: 'demo',
          conceptCode: 'crc_1',
          assetType: 'production',
          sort: ['createDate:DESC'],
          filter: { creativeNodeCode: 'node-1' },
        },
      },
      result: {
        data: {
          applicationCreativeConceptAssets: [
            asset('asset-1', 'Hero banner'),
            asset('asset-2', 'Broken clip', { type: 'video', processingStatus: 'failed', processingError: 'Unreadable video' }),
          ],
        },
      },
    },
    {
      request: {
        query: ConceptAssetsQuery,
        variables: { clientCode: 'demo', conceptCode: 'crc_1', assetType: 'production', sort: ['createDate:DESC'], filter: null },
      },
      result: {
        data: {
          applicationCreativeConceptAssets: [
            asset('asset-1', 'Hero banner'),
            asset('asset-3', 'Loose file', { creativeNode: null, previewImage: 'https://files.test/loose.png' }),
          ],
        },
      },
    },
  ];
}

function renderList(permissions: Permission[]) {
  window.sessionStorage.clear();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CurrentClientContext value={client}>
            <PermissionsContext value={createPermissionsValue(permissions)}>
              <ConceptAssetsList clientCode="demo" applicationCode="puzzle-quest" conceptCode="crc_1" />
            </PermissionsContext>
          </CurrentClientContext>
        ),
      },
    ],
    { initialEntries: ['/demo/creative/concepts/crc_1?tab=assets'] },
  );
  render(
    <MockedProvider mocks={buildMocks()} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

const ALL: Permission[] = [
  'creative:access',
  'asset:create',
  'asset:view',
  'asset:update',
  'asset:delete',
  'folder:create',
  'folder:update',
  'folder:delete',
];

describe('ConceptAssetsList', () => {
  // The open folder panel sits beside the list from 1440 px (below, it lies over it on request).
  const setWindowWidth = (width: number) =>
    (window as unknown as { happyDOM: { setViewport: (viewport: { width: number }) => void } }).happyDOM.setViewport({ width });
  beforeEach(() => setWindowWidth(1600));
  afterEach(() => setWindowWidth(1024));

  it('selects the first folder and shows its sub-folders and assets as tiles', async () => {
    renderList(ALL);
    const assets = await screen.findByRole('list', { name: 'Assets' });
    expect(within(assets).getByRole('link', { name: 'Hero banner' }).getAttribute('href')).toBe(
      '/demo/creative/concepts/crc_1/assets/asset-1',
    );
    expect(screen.getByRole('button', { name: 'Open folder Banners, 0 assets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to all assets' })).toBeTruthy();
    // Height 'n/a' when empty; the failed one offers Retry.
    expect(within(assets).getAllByText('n/a').length).toBeGreaterThan(0);
    expect(within(assets).getByText('Failed')).toBeTruthy();
    expect(within(assets).getByRole('button', { name: 'Retry processing Broken clip' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Upload files' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add asset' }).getAttribute('href')).toBe(
      '/demo/creative/concepts/crc_1/assets/create/production',
    );
  });

  it('shows every asset from the "All assets" quick view, with the kinds named', async () => {
    const user = userEvent.setup();
    renderList(ALL);
    await screen.findByRole('list', { name: 'Assets' });
    const quickViews = screen.getByRole('tree', { name: 'Quick views' });
    expect(within(quickViews).getByRole('treeitem', { name: /^Video, \d+ assets?$/ })).toBeTruthy();
    await user.click(within(quickViews).getByRole('treeitem', { name: /^All assets, \d+ assets?$/ }));
    expect(await screen.findByRole('link', { name: 'Loose file' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of Loose file' }).getAttribute('src')).toBe('https://files.test/loose.png');
    // A quick view is a filter, not a place in the tree: no folder or Back tiles.
    expect(screen.queryByRole('list', { name: 'Folders' })).toBeNull();
  });

  it('enables the bulk buttons once assets are selected', async () => {
    const user = userEvent.setup();
    renderList(ALL);
    await screen.findByRole('list', { name: 'Assets' });
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    expect(deleteButton.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Hero banner' }));
    expect(screen.getByRole('button', { name: 'Delete 1' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Move 1 to folder' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete 1' }));
    expect(await screen.findByRole('dialog', { name: 'Delete asset' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toBeTruthy();
  });

  it('switches to the grid with the default columns', async () => {
    const user = userEvent.setup();
    renderList(ALL);
    await screen.findByRole('list', { name: 'Assets' });
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    const grid = await screen.findByRole('grid', { name: 'Production assets' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Preview', 'Asset name', 'Code', 'Size', 'Aspect ratio', 'Width', 'Height', 'Length', 'Actions']);
    expect((await within(grid).findAllByText('2.50 MB')).length).toBe(2);
    expect(within(grid).getAllByText('1080 px').length).toBe(2);
    expect(within(grid).getByRole('link', { name: 'Hero banner' })).toBeTruthy();
  });

  it('hides the upload area and the bulk buttons without the permissions', async () => {
    renderList(['creative:access', 'asset:view']);
    await screen.findByRole('list', { name: 'Assets' });
    expect(screen.queryByRole('region', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add asset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry processing Broken clip' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AssetListFieldsFragment } from '../../../gql/graphql';
import type { FolderNode } from '../../folders';
import { AssetTiles } from './AssetTiles';

const asset = (code: string, name: string) =>
  ({
    __typename: 'ConceptAsset',
    code,
    name,
    fileName: `${name}.png`,
    assetType: 'production',
    type: 'image',
    status: 'inProduction',
    workflowStatus: 'queued',
    width: 1080,
    height: 1920,
    size: 2_500_000,
    length: null,
    aspectRatio: '9:16',
    extension: 'png',
    mimeType: 'image/png',
    estimatedEffort: null,
    actualEffort: null,
    downloadUrl: null,
    previewImage: null,
    processingStatus: 'ready',
    processingError: null,
    version: 1,
    creativeNode: null,
    assignedUser: null,
    audit: { __typename: 'Audit', createDate: '2025-01-01T00:00:00.000Z' },
  }) as unknown as AssetListFieldsFragment;

const folder = (id: string, name: string): FolderNode => ({
  id,
  name,
  status: 'active',
  sequenceId: 0,
  count: 1,
  version: 1,
  nodeTypeCode: 'default',
  parentId: null,
  pathNames: [name],
  depth: 1,
  children: [],
});

function renderTiles(assets = [asset('a1', 'Banner'), asset('a2', 'Story'), asset('a3', 'Trailer')]) {
  const props: ComponentProps<typeof AssetTiles> = {
    clientCode: 'demo',
    assets,
    folders: [folder('f1', 'Key art'), folder('f2', 'Banners')],
    back: null,
    onOpenFolder: () => undefined,
    isTreeOpen: false,
    selectedCodes: new Set(),
    onToggleSelected: () => undefined,
    buildEditPath: (item) => `/demo/creative/concepts/crc_1/assets/${item.code}`,
    canView: true,
    canUpdate: false,
    canDelete: false,
    onDelete: () => undefined,
  };
  const router = createMemoryRouter([{ path: '*', element: <AssetTiles {...props} /> }]);
  render(<RouterProvider router={router} />);
}

describe('the asset tiles', () => {
  it("load the pictures in view when the tab opens at once (a lazy one waits for layout, the page's LCP), the rest lazily", () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...asset(`a${index}`, `Asset ${index}`),
      previewImage: `/files/${index}.png`,
    }));
    renderTiles(many);
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(12).fill('eager'), 'lazy', 'lazy']);
  });

  it('walk with the arrow keys, Home and End from one tile to the next', async () => {
    const user = userEvent.setup();
    renderTiles();
    const assets = within(screen.getByRole('list', { name: 'Assets' }));
    assets.getByRole('link', { name: 'Banner' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(assets.getByRole('link', { name: 'Story' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(assets.getByRole('link', { name: 'Trailer' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(assets.getByRole('link', { name: 'Story' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(assets.getByRole('link', { name: 'Banner' }));
  });

  it('keep the folder tiles a gallery of their own', async () => {
    const user = userEvent.setup();
    renderTiles();
    const folders = within(screen.getByRole('list', { name: 'Folders' }));
    folders.getByRole('button', { name: /Open folder Key art/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(folders.getByRole('button', { name: /Open folder Banners/ }));
    // The last folder stays put: the asset tiles are another list.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(folders.getByRole('button', { name: /Open folder Banners/ }));
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../app/shell/permissions-context';
import { createCache } from '../../lib/graphql/client';
import type { Permission } from '../../lib/permissions';
import { FolderPanel, type FolderPanelTexts } from './FolderPanel';
import type { FolderMutations } from './folder-mutations';
import { CreativeNodeTypesQuery } from './folder-queries';
import { buildFolderTree, indexFolders, type FlatApiFolder } from './folder-tree-data';
import type { FolderTreeData } from './use-folder-tree';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const flat = (code: string, name: string, count: number, parentCode?: string): FlatApiFolder => ({
  code,
  name,
  status: 'active',
  sequenceId: 0,
  count,
  version: 3,
  nodeType: { code: 'default' },
  parentCreativeNode: parentCode ? { code: parentCode } : null,
});

// Launch (Banners), Archive
const roots = buildFolderTree([flat('launch', 'Launch', 4), flat('banners', 'Banners', 1, 'launch'), flat('archive', 'Archive', 0)]);
roots[1]!.sequenceId = 1;

const data: FolderTreeData = {
  roots,
  index: indexFolders(roots),
  virtualNodes: [
    { code: 'virtualNodes', name: 'Quick views', count: 0, children: [{ code: 'all', name: 'All assets', count: 7, filter: {} }] },
  ],
  isLoaded: true,
  hasFolders: true,
  loadError: undefined,
  virtualLoadError: undefined,
  reloadFolders: () => {},
  moveFolder: () => Promise.resolve(null),
};

// The asset tree's words; the concept tree's are the same shape (see FolderTreePanel).
const texts: FolderPanelTexts = {
  heading: 'Asset folders',
  expandPanel: 'Show asset folders',
  collapsePanel: 'Hide asset folders',
  treeLabel: 'Asset folders',
  loading: 'Loading folders…',
  loadFailed: 'The asset folders could not be loaded.',
  virtualLoadFailed: 'The quick views could not be loaded.',
  empty: 'No folders yet.',
  moveFailed: 'The folder could not be moved.',
  describeCount: (count) => `${count} assets`,
  deleteMessage: (folder) => `Delete ${folder.name}? Its assets stay in the concept.`,
};

const TYPES_MOCK: Mocks = [
  {
    request: { query: CreativeNodeTypesQuery },
    result: {
      data: {
        creativeNodeTypes: [{ __typename: 'CreativeNodeType' as const, code: 'default', name: 'Folder', icon: 'folder' }],
      },
    },
    maxUsageCount: 10,
  },
];

const ALL: Permission[] = ['creative:access', 'folder:create', 'folder:update', 'folder:delete'];

function renderPanel(overrides: Partial<ComponentProps<typeof FolderPanel>> = {}, permissions: Permission[] = ALL) {
  const mutations: FolderMutations = {
    createFolder: vi.fn(() => Promise.resolve()),
    updateFolder: vi.fn(() => Promise.resolve()),
    deleteFolder: vi.fn(() => Promise.resolve()),
    moveFolders: vi.fn(() => Promise.resolve()),
  };
  const onSelect = vi.fn();
  render(
    <MockedProvider mocks={TYPES_MOCK} cache={createCache()}>
      <PermissionsContext value={createPermissionsValue(permissions)}>
        <FolderPanel
          data={data}
          mutations={mutations}
          texts={texts}
          isOpen
          onOpenChange={() => {}}
          showInactive={false}
          onShowInactiveChange={() => {}}
          selectedId="banners"
          onSelect={onSelect}
          openIds={['virtualNodes', 'launch']}
          onOpenIdsChange={() => {}}
          onError={() => {}}
          {...overrides}
        />
      </PermissionsContext>
    </MockedProvider>,
  );
  return { mutations, onSelect };
}

const tree = () => screen.getByRole('tree', { name: 'Asset folders' });
const row = (name: string) => within(tree()).getByRole('treeitem', { name });

describe('FolderPanel', () => {
  it('shows the quick views and the folders with the counts in the tree’s words', async () => {
    renderPanel();
    await within(tree()).findByLabelText('4 assets');
    const quickViews = screen.getByRole('tree', { name: 'Quick views' });
    expect(within(quickViews).getByLabelText('7 assets')).toBeTruthy();
    expect(row('Banners').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Asset folders' })).toBeTruthy();
  });

  it('creates a sub-folder under the folder it was added from, with the form’s validation', async () => {
    const user = userEvent.setup();
    const { mutations } = renderPanel();
    // A row shows its action icons while hovered (or selected, as Banners is). A plain click: in
    // happy-dom the pointer-down of user.click re-renders the row without its hover.
    await user.hover(within(row('Launch')).getByText('Launch'));
    fireEvent.click(await within(row('Launch')).findByRole('button', { name: 'Add sub-folder to Launch' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByTestId('folder-parent-path').textContent).toBe('Launch');
    // Without a parent picker the parent is fixed.
    expect(within(dialog).queryByRole('button', { name: 'Choose parent…' })).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(save);
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    expect(mutations.createFolder).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Stories ');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New folder' })).toBeNull());
    expect(mutations.createFolder).toHaveBeenCalledWith({ name: 'Stories', nodeTypeCode: 'default', status: 'active', parentId: 'launch' });
  });

  it('offers another parent when the tree gives a picker', async () => {
    const user = userEvent.setup();
    const renderParentPicker = vi.fn(() => null);
    renderPanel({ renderParentPicker });
    await user.click(screen.getByRole('button', { name: 'Add folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(within(dialog).getByTestId('folder-parent-path').textContent).toBe('Top level');
    await user.click(within(dialog).getByRole('button', { name: 'Choose parent…' }));
    expect(renderParentPicker).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, value: null }));
  });

  it('edits a folder with its version, keeping the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    const { mutations } = renderPanel();
    vi.mocked(mutations.updateFolder).mockRejectedValueOnce(new Error('offline'));
    await user.click(await within(row('Banners')).findByRole('button', { name: 'Edit Banners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit folder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The folder could not be saved. Please try again.');
    expect(mutations.updateFolder).toHaveBeenCalledWith(expect.objectContaining({ id: 'banners', version: 3 }), {
      name: 'Banners 2',
      nodeTypeCode: 'default',
      status: 'active',
      parentId: null,
    });
  });

  it('clears the selection after deleting the selected folder (the concept tree)', async () => {
    const user = userEvent.setup();
    const { mutations, onSelect } = renderPanel();
    await user.click(await within(row('Banners')).findByRole('button', { name: 'Delete Banners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    expect(within(dialog).getByText('Delete Banners? Its assets stay in the concept.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(null));
    expect(mutations.deleteFolder).toHaveBeenCalledWith(expect.objectContaining({ id: 'banners' }));
  });

  it('selects the parent after deleting the selected folder (an asset tree)', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPanel({ shouldSelectParentOnDelete: true });
    await user.click(await within(row('Banners')).findByRole('button', { name: 'Delete Banners' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete folder' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith({ kind: 'folder', id: 'launch' }));
  });

  it('offers no folder actions without the folder permissions', async () => {
    renderPanel({}, ['creative:access']);
    await within(tree()).findByLabelText('4 assets');
    expect(screen.queryByRole('button', { name: 'Add folder' })).toBeNull();
    expect(within(tree()).queryByRole('button', { name: /^(Add sub-folder to|Edit|Delete) / })).toBeNull();
  });

  it('collapses to a narrow bar that opens again', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderPanel({ isOpen: false, onOpenChange });
    await user.click(screen.getByRole('button', { name: 'Show asset folders' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('tree')).toBeNull();
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
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
/** The tree's code loads beside the panel (lazy): the first look waits for it. */
const treeLoaded = () => screen.findByRole('tree', { name: 'Asset folders' });
/** A folder row by its folder's name: the row's name also says its count ("Launch, 4 assets"). */
const row = (name: string) => within(tree()).getByRole('treeitem', { name: new RegExp(`^${name}(, \\d+ assets)?$`) });

/** happy-dom's window is 1024 px wide by default; the panel sits beside the grid from 1440 px. */
const setWindowWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (viewport: { width: number }) => void } }).happyDOM.setViewport({ width });

describe('FolderPanel', () => {
  beforeEach(() => setWindowWidth(1600));
  afterEach(() => setWindowWidth(1024));

  it('shows the quick views and the folders with the counts in the tree’s words', async () => {
    renderPanel();
    await within(await treeLoaded()).findByRole('treeitem', { name: 'Launch, 4 assets' });
    const quickViews = screen.getByRole('tree', { name: 'Quick views' });
    expect(within(quickViews).getByRole('treeitem', { name: /, 7 assets$/ })).toBeTruthy();
    expect(row('Banners').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Asset folders' })).toBeTruthy();
  });

  it('creates a sub-folder under the folder it was added from, with the form’s validation', async () => {
    const user = userEvent.setup();
    const { mutations } = renderPanel();
    await treeLoaded();
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

  it('opens the parent chosen for a new folder so the folder is shown', async () => {
    const user = userEvent.setup();
    const onOpenIdsChange = vi.fn();
    // The concept tree's form can put the new folder under another parent: here Archive.
    const renderParentPicker = ({ open, onSelect }: { open: boolean; onSelect: (code: string, pathNames: string[]) => void }) =>
      open ? (
        <button type="button" onClick={() => onSelect('archive', ['Archive'])}>
          Pick Archive
        </button>
      ) : null;
    const { mutations } = renderPanel({ onOpenIdsChange, renderParentPicker });
    vi.mocked(mutations.createFolder).mockResolvedValueOnce({ data: { createCreativeNode: { code: 'stories', name: 'Stories' } } });
    await within(await treeLoaded()).findByRole('treeitem', { name: 'Launch, 4 assets' });
    expect(row('Archive').getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Add folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Stories');
    await user.click(within(dialog).getByRole('button', { name: 'Choose parent…' }));
    await user.click(screen.getByRole('button', { name: 'Pick Archive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row('Archive').getAttribute('aria-expanded')).toBe('true'));
    expect(mutations.createFolder).toHaveBeenCalledWith(expect.objectContaining({ name: 'Stories', parentId: 'archive' }));
    // Remembered, so the next visit shows it open too.
    expect(onOpenIdsChange).toHaveBeenLastCalledWith(expect.arrayContaining(['archive']));
  });

  it('counts a folder with its sub-folders on request, and says which', async () => {
    const user = userEvent.setup();
    renderPanel();
    await within(await treeLoaded()).findByRole('treeitem', { name: 'Launch, 4 assets' });
    const includeSubfolders = screen.getByRole('switch', { name: 'Counts include sub-folders' });
    expect((includeSubfolders as HTMLInputElement).checked).toBe(false);
    await user.click(includeSubfolders);
    // Launch holds 4 and Banners 1.
    expect(await within(tree()).findByRole('treeitem', { name: 'Launch, 5 assets' })).toBeTruthy();
    expect(within(tree()).getByRole('treeitem', { name: 'Banners, 1 assets' })).toBeTruthy();
    expect(window.localStorage.getItem('atelier.folderCounts.includeSubfolders')).toBe('true');
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
    await within(await treeLoaded()).findByRole('treeitem', { name: 'Launch, 4 assets' });
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

describe('FolderPanel below 1440 px', () => {
  beforeEach(() => setWindowWidth(1024));

  it('lies over the grid on request instead of taking its 400 px, and closes on Escape or a click elsewhere', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    // Remembered open (a wide screen's choice): a narrow one still shows the grid first.
    renderPanel({ isOpen: true, onOpenChange });
    expect(screen.queryByRole('tree', { name: 'Asset folders' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show asset folders' });
    expect(show.getAttribute('aria-expanded')).toBe('false');

    await user.click(show);
    const overlay = screen.getByTestId('folder-panel-overlay');
    expect(getComputedStyle(overlay).position).toBe('absolute');
    await within(await treeLoaded()).findByRole('treeitem', { name: 'Launch, 4 assets' });
    expect(show.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('folder-panel-overlay')).toBeNull();
    expect(document.activeElement).toBe(show);

    await user.click(show);
    expect(screen.getByTestId('folder-panel-overlay')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByTestId('folder-panel-overlay')).toBeNull();
    // The wide screens' remembered state is left as it was.
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes from its own collapse button', async () => {
    const user = userEvent.setup();
    renderPanel({ isOpen: false });
    await user.click(screen.getByRole('button', { name: 'Show asset folders' }));
    await user.click(await screen.findByRole('button', { name: 'Hide asset folders' }));
    expect(screen.queryByTestId('folder-panel-overlay')).toBeNull();
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
import { createCache } from '../../lib/graphql/client';
import { CreativeNodesQuery, CreativeNodeTypesQuery, CreativeVirtualNodesQuery } from './folder-queries';
import { FolderTreePanel } from './FolderTreePanel';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const folder = (code: string, name: string, count: number, parentCode: string | null = null) => ({
  __typename: 'CreativeNode' as const,
  code,
  name,
  status: 'active',
  sequenceId: 0,
  count,
  version: 1,
  nodeType: { __typename: 'CreativeNodeType' as const, code: 'default' },
  parentCreativeNode: parentCode ? { __typename: 'CreativeNodeCodeRef' as const, code: parentCode } : null,
});

const virtualNode = (code: string, name: string, count: number, children: unknown[] = []) => ({
  __typename: 'CreativeVirtualNode' as const,
  code,
  name,
  count,
  filter: null,
  children,
});

const MOCKS: Mocks = [
  {
    request: { query: CreativeNodesQuery, variables: { clientCode: 'demo', applicationCode: 'puzzle', filter: { status: 'active' } } },
    // Flat, children first: the panel nests it.
    result: { data: { creativeNodes: [folder('child', 'Banners', 1, 'top'), folder('top', 'Launch', 3)] } },
  },
  {
    request: { query: CreativeVirtualNodesQuery, variables: { clientCode: 'demo', applicationCode: 'puzzle' } },
    result: {
      data: { creativeVirtualNodes: [virtualNode('virtualNodes', 'Quick views', 0, [virtualNode('myConcepts', 'My concepts', 2)])] },
    },
  },
  {
    request: { query: CreativeNodeTypesQuery },
    result: { data: { creativeNodeTypes: [{ __typename: 'CreativeNodeType' as const, code: 'default', name: 'Folder', icon: 'folder' }] } },
  },
];

describe('FolderTreePanel (the concept tree)', () => {
  // The open folder panel sits beside the list from 1440 px (below, it lies over it on request).
  const setWindowWidth = (width: number) =>
    (window as unknown as { happyDOM: { setViewport: (viewport: { width: number }) => void } }).happyDOM.setViewport({ width });
  beforeEach(() => setWindowWidth(1600));
  afterEach(() => setWindowWidth(1024));

  it('selects the first folder, counts concepts and lets a new folder choose its parent', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <MockedProvider mocks={MOCKS} cache={createCache()}>
        <PermissionsContext value={createPermissionsValue(['creative:access', 'folder:create'])}>
          <FolderTreePanel
            clientCode="demo"
            applicationCode="puzzle"
            isOpen
            onOpenChange={() => {}}
            showInactive={false}
            onShowInactiveChange={() => {}}
            selectedId={undefined}
            onSelect={onSelect}
            openIds={['virtualNodes']}
            onOpenIdsChange={() => {}}
          />
        </PermissionsContext>
      </MockedProvider>,
    );
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith({ kind: 'folder', id: 'top' }));
    // The tree's code loads beside the panel (lazy).
    const tree = await screen.findByRole('tree', { name: 'Folders' });
    // Each row's name holds what it shows: the folder's name and its count (WCAG 2.5.3).
    expect(within(tree).getByRole('treeitem', { name: 'Launch, 3 concepts' })).toBeTruthy();
    expect(
      within(screen.getByRole('tree', { name: 'Quick views' })).getByRole('treeitem', { name: 'My concepts, 2 concepts' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(within(dialog).getByRole('button', { name: 'Choose parent…' })).toBeTruthy();
  });
});

import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
import { createScriptedClient } from '../../test/scripted-apollo';
import { ConceptHistoryTab } from './ConceptHistoryTab';

const dana = { __typename: 'Person', emailAddress: 'designer@demo.atelier.local', firstName: 'Dana', lastName: 'Designer' };

const history = [
  {
    __typename: 'HistoryEntry',
    event: 'comment',
    comment: '@[Dana Designer](designer@demo.atelier.local) please check',
    changes: null,
    assetFileVersion: null,
    changeList: [],
    asset: null,
    audit: { __typename: 'HistoryAudit', createDate: '2026-11-21T09:00:00.000Z', createBy: dana },
  },
  {
    __typename: 'HistoryEntry',
    event: 'statusUpdated',
    comment: null,
    changes: { status: { from: 'inProduction', to: 'pendingApproval' } },
    assetFileVersion: null,
    changeList: [{ __typename: 'HistoryChange', field: 'Status', from: 'In production', to: 'Pending approval' }],
    asset: null,
    // Written by a job: no person.
    audit: { __typename: 'HistoryAudit', createDate: '2026-11-20T09:00:00.000Z', createBy: null },
  },
];

// Issue 27: a new file on an approved asset, and the concept's review reopened by it.
const reopened = [
  {
    __typename: 'HistoryEntry',
    event: 'assetReplaced',
    comment: null,
    changes: null,
    assetFileVersion: 2,
    changeList: [
      { __typename: 'HistoryChange', field: 'File version', from: 'v1', to: 'v2' },
      { __typename: 'HistoryChange', field: 'Status', from: 'Approved', to: 'Pending approval' },
    ],
    asset: { __typename: 'HistoryAsset', code: 'ast1', name: 'Endcard', assetType: 'production' },
    audit: { __typename: 'HistoryAudit', createDate: '2026-11-19T09:00:00.000Z', createBy: dana },
  },
  {
    __typename: 'HistoryEntry',
    event: 'statusUpdated',
    comment: null,
    changes: null,
    assetFileVersion: null,
    changeList: [
      { __typename: 'HistoryChange', field: 'Status', from: 'Approved', to: 'Pending approval' },
      { __typename: 'HistoryChange', field: 'Reopened by a new file', from: null, to: 'Endcard: v1 approved, v2 now' },
    ],
    asset: null,
    audit: { __typename: 'HistoryAudit', createDate: '2026-11-19T09:00:00.000Z', createBy: dana },
  },
];

function renderTab(options: { canComment: boolean; canCreateActionItem: boolean }, entries: unknown[] = history) {
  const { apollo } = createScriptedClient({
    ConceptHistoryTab: () => ({ data: { applicationCreativeConcept: { __typename: 'CreativeConcept', code: 'crc1', history: entries } } }),
    ConceptActionItems: () => ({ data: { actionItems: [] } }),
    ActionItemPeople: () => ({ data: { clientUsers: [{ ...dana, __typename: 'ClientUser', status: 'active' }] } }),
    ActionItemCategories: () => ({ data: { actionItemCategories: [] } }),
  });
  const permissions = [
    'creative:access',
    ...(options.canComment ? ['history:comment'] : []),
    ...(options.canCreateActionItem ? ['actionItem:create'] : []),
  ];
  render(
    <ApolloProvider client={apollo}>
      <PermissionsContext value={createPermissionsValue(permissions)}>
        <ConceptHistoryTab clientCode="demo" conceptCode="crc1" applicationCode="puzzle-quest" {...options} />
      </PermissionsContext>
    </ApolloProvider>,
  );
}

/** The open detail dialog, as term → value. */
function readDialog() {
  const dialog = screen.getByRole('dialog', { name: 'History entry' });
  return Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('concept History tab', () => {
  it("opens an entry's detail: 'No comment' without one, 'System' for the system, mentions as names", async () => {
    const user = userEvent.setup();
    renderTab({ canComment: true, canCreateActionItem: true });
    await user.click(await screen.findByRole('button', { name: 'Status changed' }));
    expect(readDialog()).toMatchObject({ Action: 'Status changed', User: 'System', Comment: 'No comment' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(readDialog()).toMatchObject({ Action: 'Comment', User: 'Dana Designer', Comment: '@Dana Designer please check' });
  });

  it('shows the file version an entry is about, which version was approved and which is current', async () => {
    const user = userEvent.setup();
    renderTab({ canComment: false, canCreateActionItem: false }, reopened);
    // Each row's event name is the button that opens the entry; the row shows what it is about.
    const replaced = await screen.findByRole('button', { name: 'File replaced' });
    expect(replaced.closest('tr')!.textContent).toContain('Endcard (v2): File version: v1 → v2; Status: Approved → Pending approval');
    const status = screen.getByRole('button', { name: 'Status changed' });
    expect(status.closest('tr')!.textContent).toContain(
      'Status: Approved → Pending approval; Reopened by a new file: Endcard: v1 approved, v2 now',
    );
    await user.click(replaced);
    expect(readDialog()).toMatchObject({
      Action: 'File replaced',
      Asset: 'Endcard (v2)',
      'What changed': 'File version: v1 → v2; Status: Approved → Pending approval',
    });
  });

  it('offers no way to comment without the history:comment permission', async () => {
    renderTab({ canComment: false, canCreateActionItem: false });
    await screen.findByRole('button', { name: 'Status changed' });
    expect(screen.queryByRole('button', { name: 'Add Action/Comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });

  it('lets someone who may add action items but not comment open only the action form', async () => {
    const user = userEvent.setup();
    renderTab({ canComment: false, canCreateActionItem: true });
    await user.click(await screen.findByRole('button', { name: 'Add Action/Comment' }));
    const drawer = await screen.findByRole('region', { name: 'Add action or comment' });
    expect(within(drawer).getByRole('tab', { name: 'Action item' })).toBeTruthy();
    expect(within(drawer).queryByRole('tab', { name: 'Comment' })).toBeNull();
    expect(within(drawer).queryByRole('form', { name: 'Comment' })).toBeNull();
  });

  it('opens the comment form with the history:comment permission', async () => {
    const user = userEvent.setup();
    renderTab({ canComment: true, canCreateActionItem: false });
    await user.click(await screen.findByRole('button', { name: 'Add Action/Comment' }));
    const drawer = await screen.findByRole('region', { name: 'Add action or comment' });
    expect(within(drawer).getByRole('tab', { name: 'Comment' })).toBeTruthy();
    expect(within(drawer).getByRole('form', { name: 'Comment' })).toBeTruthy();
  });
});

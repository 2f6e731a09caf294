import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPermissionsValue, CurrentApplicationContext, CurrentClientContext, PermissionsContext } from '../../../session';
import { application, client } from '../../../test/concept-fixture';
import { createScriptedClient } from '../../../test/scripted-apollo';
import { ChildConceptsSection } from './ChildConceptsSection';

function renderSection(parent: { viewerCanUpdate: boolean; viewerCanApprove: boolean; viewerCanEdit?: boolean }, permissions: string[]) {
  const { apollo } = createScriptedClient({
    ConceptEditorChildren: () => ({
      data: { applicationCreativeConcepts: { __typename: 'CreativeConceptPage', totalItemCount: 0, items: [] } },
    }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/demo/creative/concepts/:conceptCode',
        element: (
          <CurrentClientContext value={client}>
            <CurrentApplicationContext value={{ application, applications: [application], selectApplication: () => undefined }}>
              <PermissionsContext value={createPermissionsValue(permissions)}>
                <ChildConceptsSection
                  parent={{ code: 'crc_1', name: 'Winter event', childCount: 0, applications: [application], ...parent }}
                  onChanged={() => undefined}
                />
              </PermissionsContext>
            </CurrentApplicationContext>
          </CurrentClientContext>
        ),
      },
    ],
    { initialEntries: ['/demo/creative/concepts/crc_1'] },
  );
  render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

describe('the variants section', () => {
  it('offers linking variants by the parent’s viewerCanUpdate, not by the right to save a decision', async () => {
    // An approver may save a decision on the parent (viewerCanEdit) but not change concepts' details.
    renderSection({ viewerCanEdit: true, viewerCanUpdate: false, viewerCanApprove: true }, [
      'creative:access',
      'concept:view',
      'concept:approve',
    ]);
    expect(await screen.findByRole('button', { name: 'Approve all' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link existing concept' })).toBeNull();
  });

  it('offers linking to whoever may update the parent', async () => {
    renderSection({ viewerCanUpdate: true, viewerCanApprove: false }, ['creative:access', 'concept:view']);
    expect(await screen.findByRole('button', { name: 'Link existing concept' })).toBeTruthy();
  });
});

const variant = (code: string, name: string) => ({
  __typename: 'CreativeConcept',
  code,
  internalId: code.replace('crc', ''),
  name,
  status: 'pendingApproval',
  targetDeliveryDate: null,
  deliveryDate: null,
  assignedUser: null,
  viewerCanApprove: true,
});

function renderWithVariants() {
  const { apollo, calls } = createScriptedClient({
    ConceptEditorChildren: () => ({
      data: {
        applicationCreativeConcepts: {
          __typename: 'CreativeConceptList',
          totalItemCount: 2,
          items: [variant('crc11', 'Autumn hunt 1'), variant('crc12', 'Autumn hunt 2')],
        },
      },
    }),
    ConceptEditorApproveAllChildren: () => ({ data: { acceptAllApplicationCreativeChildConcepts: [] } }),
    ConceptEditorRejectAllChildren: () => ({ data: { rejectAllApplicationCreativeChildConcepts: [] } }),
  });
  const parent = {
    code: 'crc10',
    name: 'Autumn hunt',
    childCount: 2,
    applications: [{ code: 'puzzle-quest' }],
    viewerCanEdit: true,
    viewerCanUpdate: false,
    viewerCanApprove: true,
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CurrentClientContext value={client}>
            <CurrentApplicationContext value={{ application, applications: [application], selectApplication: vi.fn() }}>
              <PermissionsContext value={createPermissionsValue(['creative:access', 'concept:view', 'concept:approve'])}>
                <ChildConceptsSection parent={parent} onChanged={vi.fn()} />
              </PermissionsContext>
            </CurrentApplicationContext>
          </CurrentClientContext>
        ),
      },
    ],
    { initialEntries: ['/demo/creative/concepts/parent/crc10'] },
  );
  render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const decisionCalls = (calls: { operationName: string }[]) =>
  calls.map((call) => call.operationName).filter((name) => name.endsWith('AllChildren'));

describe('Approve all and Reject all of a parent’s variants', () => {
  it('Approve all asks before acting: cancelling sends nothing, confirming approves', async () => {
    const { calls, user } = renderWithVariants();
    await screen.findByText('Autumn hunt 1');

    await user.click(screen.getByRole('button', { name: 'Approve all' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve all variants?' });
    expect(ask.textContent).toContain('The 2 variants of “Autumn hunt” waiting for approval will be approved.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisionCalls(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve all variants?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve all' }));
    await waitFor(() => expect(decisionCalls(calls)).toEqual(['ConceptEditorApproveAllChildren']));
  });

  it('Reject all asks before acting, marked destructive; confirming rejects', async () => {
    const { calls, user } = renderWithVariants();
    await screen.findByText('Autumn hunt 1');
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject all variants?' });
    expect(reject.textContent).toContain('The 2 variants of “Autumn hunt” waiting for approval will be rejected.');
    expect(decisionCalls(calls)).toEqual([]);
    await user.click(within(reject).getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(decisionCalls(calls)).toEqual(['ConceptEditorRejectAllChildren']));
  });
});

import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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

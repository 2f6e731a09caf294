import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useGridFormatting } from '../../../components/grid/use-grid-formatting';
import { createPermissionsValue, CurrentApplicationContext, CurrentClientContext, PermissionsContext } from '../../../session';
import { application, buildConcept, client } from '../../../test/concept-fixture';
import { createScriptedClient } from '../../../test/scripted-apollo';
import { ConceptsGrid } from './ConceptsGrid';

const EVERY_CONCEPT_PERMISSION = ['creative:access', 'concept:view', 'concept:update', 'concept:delete', 'concept:changeFolder'];

function GridOfConcepts() {
  const formatting = useGridFormatting('test.conceptsGridActions');
  return (
    <ConceptsGrid
      clientCode="demo"
      applicationCode="puzzle-quest"
      filter={null}
      isSearchActive={false}
      defaultColumns={['internalId', 'name']}
      formatting={formatting}
      modelTypes={[]}
      onModelTypesChange={() => undefined}
      isWaitingForFolder={false}
    />
  );
}

/** The grid with one row carrying `answers` (the server's viewerCan… fields) for a viewer holding `permissions`. */
function renderGrid(answers: Record<string, boolean>, permissions: string[]) {
  const row = { ...buildConcept('Winter event', 1), ...answers };
  const { apollo } = createScriptedClient({
    ApplicationCreativeConcepts: () => ({
      data: { applicationCreativeConcepts: { __typename: 'CreativeConceptPage', totalItemCount: 1, items: [row] } },
    }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/demo/creative/concepts',
        element: (
          <CurrentClientContext value={client}>
            <CurrentApplicationContext value={{ application, applications: [application], selectApplication: () => undefined }}>
              <PermissionsContext value={createPermissionsValue(permissions)}>
                <GridOfConcepts />
              </PermissionsContext>
            </CurrentApplicationContext>
          </CurrentClientContext>
        ),
      },
    ],
    { initialEntries: ['/demo/creative/concepts'] },
  );
  render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

describe('the concepts grid row actions', { timeout: 30_000 }, () => {
  it('offers edit, folder and delete actions by what each row says, even when the permission list holds them all', async () => {
    renderGrid({ viewerCanUpdate: false, viewerCanChangeFolder: false, viewerCanDelete: false }, EVERY_CONCEPT_PERMISSION);
    const grid = await screen.findByRole('grid', { name: 'Concepts' });
    await within(grid).findByRole('link', { name: 'Winter event' });
    expect(within(grid).queryByRole('link', { name: 'Edit Winter event' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'More actions for Winter event' })).toBeNull();
  });

  it('offers them when the row says so, whatever the permission list holds', async () => {
    const user = userEvent.setup();
    renderGrid({ viewerCanUpdate: true, viewerCanChangeFolder: true, viewerCanDelete: true }, ['creative:access', 'concept:view']);
    const grid = await screen.findByRole('grid', { name: 'Concepts' });
    expect(await within(grid).findByRole('link', { name: 'Edit Winter event' })).toBeTruthy();
    await user.click(within(grid).getByRole('button', { name: 'More actions for Winter event' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Select new folder' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Choose application' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('lets an approver who may save decisions but not details neither edit nor move the concept from the list', async () => {
    // viewerCanEdit (a decision alone) is not what the list's Edit and folder actions need.
    const user = userEvent.setup();
    renderGrid(
      { viewerCanEdit: true, viewerCanUpdate: false, viewerCanChangeFolder: false, viewerCanDelete: true },
      EVERY_CONCEPT_PERMISSION,
    );
    const grid = await screen.findByRole('grid', { name: 'Concepts' });
    await within(grid).findByRole('link', { name: 'Winter event' });
    expect(within(grid).queryByRole('link', { name: 'Edit Winter event' })).toBeNull();
    await user.click(within(grid).getByRole('button', { name: 'More actions for Winter event' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Select new folder' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });
});

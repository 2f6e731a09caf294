import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  createPermissionsValue,
  CurrentApplicationContext,
  CurrentClientContext,
  LeaveGuardProvider,
  PermissionsContext,
} from '../../session';
import { describe, expect, it } from 'vitest';
import { useGridFormatting } from '../../components/grid/use-grid-formatting';
import { application, buildConcept, client, person } from '../../test/concept-fixture';
import { createScriptedClient } from '../../test/scripted-apollo';
import { ConceptEditorPage } from './ConceptEditorPage';
import { ConceptsGrid } from './list/ConceptsGrid';

function GridOfConcepts() {
  const formatting = useGridFormatting('test.conceptsGrid');
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

function renderEditorBesideGrid() {
  let stored = buildConcept('Winter event', 1);
  const { apollo, calls } = createScriptedClient({
    ApplicationCreativeConcepts: () => ({
      data: { applicationCreativeConcepts: { __typename: 'CreativeConceptPage', totalItemCount: 1, items: [stored] } },
    }),
    ConceptEditorByCode: () => ({ data: { applicationCreativeConcept: stored } }),
    ConceptEditorUpdate: (variables) => {
      const input = variables.concept as { name: string };
      stored = buildConcept(input.name, stored.version + 1);
      return { data: { updateApplicationCreativeConcept: stored } };
    },
    ConceptEditorSettingsFields: () => ({ data: { creativeSettingsFields: [] } }),
    ConceptEditorClientUsers: () => ({ data: { clientUsers: [{ ...person, __typename: 'ClientUser', status: 'active' }] } }),
    ConceptEditorTags: () => ({ data: { creativeTags: [] } }),
    ConceptEditorFolderPath: () => ({
      data: {
        creativeNodes: [{ __typename: 'CreativeNode', code: 'nod_1', name: 'Key art', sequenceId: 0, parentCreativeNode: null }],
      },
    }),
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <LeaveGuardProvider>
            <Outlet />
          </LeaveGuardProvider>
        ),
        children: [
          {
            path: '/demo/creative/concepts/:conceptCode',
            element: (
              <CurrentClientContext value={client}>
                <CurrentApplicationContext value={{ application, applications: [application], selectApplication: () => undefined }}>
                  <PermissionsContext value={createPermissionsValue(['creative:access', 'concept:view', 'concept:update'])}>
                    <GridOfConcepts />
                    <ConceptEditorPage />
                  </PermissionsContext>
                </CurrentApplicationContext>
              </CurrentClientContext>
            ),
          },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/demo/creative/concepts/crc_1?tab=details'] },
  );
  render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { calls, apollo, router };
}

describe('the normalised cache', () => {
  it('shows a concept renamed in the editor in the grid at once, without asking for the list again', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditorBesideGrid();
    const grid = await screen.findByRole('grid', { name: 'Concepts' });
    expect(await within(grid).findByRole('link', { name: 'Winter event' })).toBeTruthy();

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Spring event');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Concept saved.')).toBeTruthy();
    await waitFor(() => expect(within(grid).getByRole('link', { name: 'Spring event' })).toBeTruthy());
    expect(within(grid).queryByRole('link', { name: 'Winter event' })).toBeNull();

    const operations = calls.map((call) => call.operationName);
    expect(operations.filter((operation) => operation === 'ApplicationCreativeConcepts')).toHaveLength(1);
    // Nor did the editor read the concept again: the update answered with it.
    expect(operations.filter((operation) => operation === 'ConceptEditorByCode')).toHaveLength(1);
    expect(calls.find((call) => call.operationName === 'ConceptEditorUpdate')?.variables.concept).toEqual({
      name: 'Spring event',
      version: 1,
    });
  });

  it('keeps an unsaved edit unsaved when another screen updates the same concept, even mid-question', async () => {
    const user = userEvent.setup();
    const { apollo, router } = renderEditorBesideGrid();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Spring event');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));

    // Leaving asks first.
    await act(() => router.navigate('/demo/creative/concepts'));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });

    // Save must never flicker to "nothing to save" (that also lifted the leave guard for a moment,
    // which let the asked-about navigation through in the browser).
    const saveStates: boolean[] = [];
    const save = screen.getByRole('button', { name: 'Save', hidden: true });
    const observer = new MutationObserver(() => saveStates.push((save as HTMLButtonElement).disabled));
    observer.observe(save, { attributes: true, attributeFilter: ['disabled'] });

    // Meanwhile a query elsewhere (the grid, a badge) writes a newer copy of the concept into the cache.
    act(() => {
      apollo.cache.modify({
        id: apollo.cache.identify({ __typename: 'CreativeConcept', code: 'crc_1' }),
        fields: { description: () => '<p>Changed elsewhere</p>' },
      });
    });

    // The form takes the stored change, keeps the edit and still counts it as unsaved: the question
    // stays open and the editor stays where it is (the refresh once let the navigation through).
    expect(await screen.findByText('Changed elsewhere')).toBeTruthy();
    observer.disconnect();
    expect(saveStates).not.toContain(true);
    expect(screen.queryByText('Elsewhere')).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/demo/creative/concepts/crc_1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Spring event');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});

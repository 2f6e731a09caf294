import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createScriptedClient } from '../../../../test/scripted-apollo';
import { QueryBuilder } from './QueryBuilder';
import { buildSearchFilter, createDefaultSearchState, type SearchState } from './search-filter';

function Harness({ onState }: { onState: (state: SearchState) => void }) {
  const [search, setSearch] = useState(createDefaultSearchState);
  return (
    <QueryBuilder
      clientCode="demo"
      applicationCode="puzzle-quest"
      search={search}
      onChange={(next) => {
        setSearch(next);
        onState(next);
      }}
    />
  );
}

describe('QueryBuilder groups', () => {
  it('nests an OR group inside the AND list, and a group inside that, and removes a group', async () => {
    const user = userEvent.setup();
    const { apollo } = createScriptedClient({
      ConceptsListSearchOptions: () => ({ data: { clientUsers: [], creativeTags: [] } }),
    });
    let state = createDefaultSearchState();
    render(
      <ApolloProvider client={apollo}>
        <Harness onState={(next) => (state = next)} />
      </ApolloProvider>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Value' }), 'Boss');

    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const group = screen.getByRole('group', { name: 'Group 2' });
    // A new group says the opposite of its parent: any of these.
    expect(within(group).getByRole('button', { name: 'Any condition (OR)' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(within(within(group).getByRole('group', { name: 'Condition 2.1' })).getByRole('textbox', { name: 'Value' }), 'Hero');
    await user.click(within(group).getByRole('button', { name: 'Add condition to group 2' }));
    await user.type(within(within(group).getByRole('group', { name: 'Condition 2.2' })).getByRole('textbox', { name: 'Value' }), 'Villain');

    expect(buildSearchFilter(state)).toEqual({
      and: [
        { field: 'name', operator: 'contains', value: 'Boss' },
        {
          or: [
            { field: 'name', operator: 'contains', value: 'Hero' },
            { field: 'name', operator: 'contains', value: 'Villain' },
          ],
        },
      ],
    });

    // Two levels of brackets, no third.
    await user.click(within(group).getByRole('button', { name: 'Add group to group 2' }));
    const inner = within(group).getByRole('group', { name: 'Group 2.3' });
    expect(within(inner).queryByRole('button', { name: /^Add group/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove group 2' }));
    expect(screen.queryByRole('group', { name: 'Group 2' })).toBeNull();
    expect(buildSearchFilter(state)).toEqual({ field: 'name', operator: 'contains', value: 'Boss' });
  });
});

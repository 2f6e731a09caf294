import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createScriptedClient } from '../../test/scripted-apollo';
import { AdLinkConceptPickerDialog, buildPickerFilter } from './AdLinkConceptPickerDialog';

const folder = (code: string, name: string, children: unknown[] = []) => ({
  __typename: 'CreativeNode',
  code,
  name,
  status: 'active',
  creativeNodes: children,
});
const concept = (code: string, name: string) => ({
  __typename: 'CreativeConcept',
  code,
  internalId: code.slice(-2),
  name,
  status: 'active',
  conceptImage: null,
});

describe('buildPickerFilter', () => {
  it('combines the folder with a name or internal ID search', () => {
    expect(buildPickerFilter(null, '')).toBeNull();
    expect(buildPickerFilter('nod1', '42')).toEqual({
      and: [
        { field: 'creativeNode.code', operator: 'equals', value: 'nod1' },
        {
          or: [
            { field: 'name', operator: 'contains', value: '42' },
            { field: 'internalId', operator: 'contains', value: '42' },
          ],
        },
      ],
    });
  });
});

describe('AdLinkConceptPickerDialog', { timeout: 30_000 }, () => {
  it('opens every folder, stars the current concept and selects only another one', async () => {
    const { apollo, calls } = createScriptedClient({
      AdLinkPickerFolders: () => ({ data: { creativeNodes: [folder('nod1', 'Q4 Campaigns', [folder('nod2', 'Holiday Sale')])] } }),
      AdLinkPickerConcepts: () => ({
        data: {
          applicationCreativeConcepts: {
            __typename: 'CreativeConceptPage',
            totalItemCount: 2,
            items: [concept('crc01', 'Boss fight teaser'), concept('crc02', 'Gift box reveal')],
          },
        },
      }),
    });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <ApolloProvider client={apollo}>
        <AdLinkConceptPickerDialog
          open
          clientCode="demo"
          applicationCode="puzzle-quest"
          currentConceptCode="crc01"
          onSelect={onSelect}
          onClose={() => undefined}
        />
      </ApolloProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a concept' });
    // All open: the nested folder shows without expanding anything.
    expect(await within(dialog).findByText('Holiday Sale')).toBeTruthy();
    const select = within(dialog).getByRole('button', { name: 'Select' });
    expect(select.hasAttribute('disabled')).toBe(true);
    await user.click(await within(dialog).findByText('★ Boss fight teaser'));
    expect(select.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByText('Gift box reveal'));
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    await user.click(select);
    expect(onSelect).toHaveBeenCalledWith({ code: 'crc02', name: 'Gift box reveal' });
    // The search waits for typing to pause, then filters by name or internal ID; clear empties it.
    await user.type(within(dialog).getByRole('textbox', { name: 'Search by name or internal ID' }), 'gift');
    await waitFor(() =>
      expect(calls.filter((call) => call.operationName === 'AdLinkPickerConcepts').at(-1)!.variables.filter).toEqual(
        buildPickerFilter(null, 'gift'),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect((within(dialog).getByRole('textbox', { name: 'Search by name or internal ID' }) as HTMLInputElement).value).toBe('');
  });
});

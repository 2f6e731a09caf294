import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrentClientContext } from '../../../session';
import { createScriptedClient } from '../../../test/scripted-apollo';
import { AddCommentDialog } from './AddCommentDialog';

const client = { __typename: 'MeClient' as const, code: 'demo', name: 'Demo Games', applications: [] };

function renderDialog() {
  const { apollo, calls } = createScriptedClient({
    MentionPeople: () => ({
      data: {
        clientUsers: [
          {
            __typename: 'ClientUser',
            emailAddress: 'designer@demo.atelier.local',
            firstName: 'Dana',
            lastName: 'Designer',
            status: 'active',
          },
          {
            __typename: 'ClientUser',
            emailAddress: 'approver@demo.atelier.local',
            firstName: 'April',
            lastName: 'Approver',
            status: 'active',
          },
        ],
      },
    }),
    ConceptEditorAddComment: (variables) => ({
      data: { addApplicationCreativeConceptComment: { __typename: 'HistoryEntry', event: 'comment', comment: variables.comment } },
    }),
  });
  const onAdded = vi.fn();
  render(
    <ApolloProvider client={apollo}>
      <CurrentClientContext value={client}>
        <AddCommentDialog open conceptCode="crc1" onAdded={onAdded} onClose={() => {}} />
      </CurrentClientContext>
    </ApolloProvider>,
  );
  return { calls, onAdded };
}

describe("the parent page's add-comment dialog", () => {
  it('offers people after @ and stores a pick as a mention, like the other comment forms', async () => {
    const user = userEvent.setup();
    const { calls, onAdded } = renderDialog();
    const field = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(field, '@Da');
    await user.click(await screen.findByRole('menuitem', { name: /Dana Designer/ }));
    expect(field).toHaveProperty('value', '@Dana Designer ');
    await user.type(field, 'please check');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(calls.find((call) => call.operationName === 'ConceptEditorAddComment')?.variables).toEqual({
      clientCode: 'demo',
      conceptCode: 'crc1',
      comment: '@[Dana Designer](designer@demo.atelier.local) please check',
    });
  });

  it('still asks for a comment', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Enter a comment.')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'ConceptEditorAddComment')).toBe(false);
  });
});

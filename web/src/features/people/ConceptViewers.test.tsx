import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/graphql/client';
import { SignedInUserContext, type SignedInUser } from '../../session';
import { ConceptViewers, ConceptViewersQuery } from './ConceptViewers';

const person = (emailAddress: string, firstName: string, lastName: string) => ({
  __typename: 'Person' as const,
  emailAddress,
  firstName,
  lastName,
});

function renderViewers(viewers: ReturnType<typeof person>[]) {
  const me = { emailAddress: 'ada@demo.test', firstName: 'Ada', lastName: 'Admin' } as SignedInUser;
  return render(
    <MockedProvider
      cache={createCache()}
      mocks={[
        {
          request: { query: ConceptViewersQuery, variables: { clientCode: 'demo', conceptCode: 'K1' } },
          result: {
            data: {
              conceptViewers: viewers.map((viewer) => ({ __typename: 'ConceptViewer', person: viewer, since: '2026-11-28T02:00:00.000Z' })),
            },
          },
        },
      ]}
    >
      <SignedInUserContext value={me}>
        <ConceptViewers clientCode="demo" conceptCode="K1" />
      </SignedInUserContext>
    </MockedProvider>,
  );
}

describe('ConceptViewers', () => {
  it('shows the other people looking at the concept by name, never the signed-in user', async () => {
    renderViewers([
      person('ada@demo.test', 'Ada', 'Admin'),
      person('ana@demo.test', 'Ana', 'Lee'),
      person('dan@demo.test', 'Dan', 'Designer'),
    ]);
    await screen.findByRole('group', { name: 'Also looking at this concept: Ana Lee, Dan Designer' });
    expect(screen.getByRole('img', { name: 'Ana Lee' }).textContent).toBe('AL');
    expect(screen.getByRole('img', { name: 'Dan Designer' }).textContent).toBe('DD');
    expect(screen.queryByRole('img', { name: 'Ada Admin' })).toBeNull();
  });

  it('shows nothing when nobody else is looking', async () => {
    const { container } = renderViewers([person('ada@demo.test', 'Ada', 'Admin')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('group')).toBeNull();
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeQuery } from '../../app/session/me-query';
import { createCache } from '../../lib/graphql/client';
import { SignInMutation as SignInDocument, SignInPage } from './SignInPage';

const signedOut = { request: { query: MeQuery }, result: { data: { me: null } } };

const demoAdmin = {
  __typename: 'Me' as const,
  emailAddress: 'admin@demo.atelier.local',
  firstName: 'Ada',
  lastName: 'Admin',
  isPlatformStaff: false,
  clients: [
    {
      __typename: 'MeClient' as const,
      code: 'demo',
      name: 'Demo Games',
      applications: [{ __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' }],
    },
  ],
};

type MockedProviderMocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

function renderSignIn(mocks: MockedProviderMocks, url = '/signin') {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it("shows the server's message when the password is wrong", async () => {
    const message = 'Incorrect e-mail address or password.';
    renderSignIn([
      signedOut,
      {
        request: { query: SignInDocument, variables: { email: 'admin@demo.atelier.local', password: 'wrong-password' } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);

    await fillAndSubmit('admin@demo.atelier.local', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's lock-out message as it is", async () => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    renderSignIn([
      signedOut,
      {
        request: { query: SignInDocument, variables: { email: 'admin@demo.atelier.local', password: 'wrong-password' } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ]);

    await fillAndSubmit('admin@demo.atelier.local', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('checks the form before calling the server', async () => {
    renderSignIn([signedOut]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it('opens the safe next path after signing in', async () => {
    const router = renderSignIn(
      [
        signedOut,
        {
          request: { query: SignInDocument, variables: { email: 'admin@demo.atelier.local', password: 'atelier-demo' } },
          result: { data: { signIn: demoAdmin } },
        },
      ],
      '/signin?next=%2Fdemo%2Fcreative%2Freports%2Fpuzzle-quest',
    );

    await fillAndSubmit('admin@demo.atelier.local', 'atelier-demo');

    await screen.findByText('Landed');
    expect(router.state.location.pathname).toBe('/demo/creative/reports/puzzle-quest');
  });

  it("opens the default client's concepts when next points off-site", async () => {
    const router = renderSignIn(
      [
        signedOut,
        {
          request: { query: SignInDocument, variables: { email: 'admin@demo.atelier.local', password: 'atelier-demo' } },
          result: { data: { signIn: demoAdmin } },
        },
      ],
      '/signin?next=https%3A%2F%2Fevil.example%2F',
    );

    await fillAndSubmit('admin@demo.atelier.local', 'atelier-demo');

    await screen.findByText('Landed');
    expect(router.state.location.pathname).toBe('/demo/creative/concepts');
  });
});

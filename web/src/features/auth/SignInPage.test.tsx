import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from './SignInPage';

const demoAdmin = {
  emailAddress: 'admin@demo.atelier.local',
  firstName: 'Ada',
  lastName: 'Admin',
  isPlatformStaff: false,
  clients: [{ code: 'demo', name: 'Demo Games', applications: [{ code: 'puzzle-quest', name: 'Puzzle Quest' }] }],
};

interface SentRequest {
  query: string;
  variables?: Record<string, unknown>;
}

/** The API as the page sees it: `me` answers signed out, `signIn` answers `signInAnswer`. */
function serveApi(signInAnswer: unknown, me: unknown = null) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as SentRequest;
      sent.push(body);
      const answer = body.query.includes('signIn(') ? signInAnswer : { data: { me } };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderSignIn(url = '/signin') {
  window.history.replaceState(null, '', url);
  const leave = vi.fn();
  render(<SignInPage leave={leave} />);
  return leave;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it("shows the server's message when the password is wrong, and lets the user try again", async () => {
    const message = 'Incorrect e-mail address or password.';
    serveApi({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
    const leave = renderSignIn();

    await fillAndSubmit('admin@demo.atelier.local', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
    expect(leave).not.toHaveBeenCalled();
  });

  it("shows the server's lock-out message as it is", async () => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    serveApi({ errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    renderSignIn();

    await fillAndSubmit('admin@demo.atelier.local', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('says the server cannot be reached when the request fails', async () => {
    serveApi(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (String(init.body).includes('signIn(')) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: { me: null } }));
      }),
    );
    renderSignIn();

    await fillAndSubmit('admin@demo.atelier.local', 'atelier-demo');

    expect((await screen.findByRole('alert')).textContent).toContain('Could not reach the server.');
  });

  it('checks the form before calling the server', async () => {
    const sent = serveApi({ data: null });
    renderSignIn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();

    await user.type(screen.getByLabelText(/E-mail address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(sent.some((request) => request.query.includes('signIn('))).toBe(false);
  });

  it('sends the trimmed address and opens the safe next path after signing in', async () => {
    const sent = serveApi({ data: { signIn: demoAdmin } });
    const leave = renderSignIn('/signin?next=%2Fdemo%2Fcreative%2Freports%2Fpuzzle-quest');

    await fillAndSubmit('  admin@demo.atelier.local ', 'atelier-demo');

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/demo/creative/reports/puzzle-quest'));
    expect(sent.find((request) => request.query.includes('signIn('))?.variables).toEqual({
      email: 'admin@demo.atelier.local',
      password: 'atelier-demo',
    });
  });

  it("opens the default client's concepts when next points off-site", async () => {
    serveApi({ data: { signIn: demoAdmin } });
    const leave = renderSignIn('/signin?next=https%3A%2F%2Fevil.example%2F');

    await fillAndSubmit('admin@demo.atelier.local', 'atelier-demo');

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/demo/creative/concepts'));
  });

  it('moves straight on when the browser is already signed in', async () => {
    serveApi({ data: null }, demoAdmin);
    const leave = renderSignIn('/signin?next=%2Fdemo%2Fcreative%2Fad-copy');

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/demo/creative/ad-copy'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});

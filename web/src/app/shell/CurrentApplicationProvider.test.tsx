import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentClientContext, readApplicationCode, useCurrentApplication } from '../../session';
import { CurrentApplicationProvider } from './CurrentApplicationProvider';

const client = {
  code: 'demo',
  name: 'Demo',
  applications: [
    { code: 'puzzle-quest', name: 'Puzzle Quest' },
    { code: 'space-runner', name: 'Space Runner' },
  ],
};

function Probe() {
  const { application } = useCurrentApplication();
  const location = useLocation();
  return (
    <p>
      {application?.code} at {location.pathname}
    </p>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CurrentApplicationProvider>
            <Probe />
          </CurrentApplicationProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <CurrentClientContext value={client as never}>
      <RouterProvider router={router} />
    </CurrentClientContext>,
  );
}

afterEach(() => window.localStorage.clear());

describe('CurrentApplicationProvider', () => {
  it('remembers the application a URL names', () => {
    renderAt('/demo/creative/reports/space-runner');
    expect(screen.getByText('space-runner at /demo/creative/reports/space-runner')).toBeTruthy();
    expect(readApplicationCode('demo')).toBe('space-runner');
  });
});

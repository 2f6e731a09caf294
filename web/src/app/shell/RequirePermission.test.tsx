import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../lib/permissions';
import { accessRules } from '../routes';
import { createPermissionsValue, CurrentClientContext, PermissionsContext } from '../../session';
import { RequirePermission } from './RequirePermission';

const demoClient = {
  __typename: 'MeClient' as const,
  code: 'demo',
  name: 'Demo Games',
  applications: [{ __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' }],
};

function renderGuardedPage(permissions: Permission[]) {
  const element = (
    <CurrentClientContext value={demoClient}>
      <PermissionsContext value={createPermissionsValue(permissions)}>
        <RequirePermission rule={accessRules.conceptCreate}>
          <h1>New concept</h1>
        </RequirePermission>
      </PermissionsContext>
    </CurrentClientContext>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

describe('RequirePermission', () => {
  it('shows the page when the rule is met', async () => {
    renderGuardedPage(['creative:access', 'concept:create']);
    expect(await screen.findByRole('heading', { name: 'New concept' })).toBeTruthy();
  });

  it('explains the missing access instead of a blank page', async () => {
    renderGuardedPage(['creative:access', 'concept:view']);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New concept' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Creative Concepts' }).getAttribute('href')).toBe('/demo/creative/concepts');
  });
});

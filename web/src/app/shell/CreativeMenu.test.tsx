import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CreativeMenu } from './CreativeMenu';
import { createPermissionsValue, CurrentApplicationContext, CurrentClientContext, PermissionsContext } from '../../session';
import { CompactNavigationContext } from './navigation-mode';

const application = { __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' };
const client = { __typename: 'MeClient' as const, code: 'demo', name: 'Demo Games', applications: [application] };

function renderMenu(isCompact: boolean) {
  const element = (
    <CurrentClientContext value={client}>
      <CurrentApplicationContext value={{ application, applications: [application], selectApplication: () => undefined }}>
        <PermissionsContext
          value={createPermissionsValue(['creative:access', 'concept:view', 'adCopy:view', 'reports:view', 'analytics:view'])}
        >
          <CompactNavigationContext value={isCompact}>
            <CreativeMenu />
          </CompactNavigationContext>
        </PermissionsContext>
      </CurrentApplicationContext>
    </CurrentClientContext>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/demo/creative/concepts'] })} />);
}

describe('CreativeMenu', () => {
  it('shows each entry with its label on a roomy screen', async () => {
    renderMenu(false);
    expect(await screen.findByText('Creative Concepts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Creative Concepts' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows icons only when compact, each link still named by its label', async () => {
    renderMenu(true);
    const link = await screen.findByRole('link', { name: 'Creative Concepts' });
    expect(link.getAttribute('href')).toBe('/demo/creative/concepts');
    expect(screen.queryByText('Creative Concepts')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ad Copy' })).toBeTruthy();
  });
});

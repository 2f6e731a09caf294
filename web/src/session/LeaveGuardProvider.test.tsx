import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './leave-guard-context';
import { LeaveGuardProvider } from './LeaveGuardProvider';

function Form({ isDirty, blocksTabChange }: { isDirty: boolean; blocksTabChange?: boolean }) {
  useLeaveGuard(isDirty, { blocksTabChange });
  return <p>Form</p>;
}

function Upload() {
  useLeaveGuard(true, {
    blocksTabChange: true,
    texts: { title: 'Uploads running', message: 'Files are uploading.', confirmLabel: 'Leave' },
  });
  return null;
}

function renderGuarded(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <LeaveGuardProvider>
            <Outlet />
          </LeaveGuardProvider>
        ),
        children: [
          { path: '/concepts/:code', element },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/concepts/crc_1?tab=details'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveGuard', () => {
  it('asks before leaving a form with unsaved changes; Cancel stays, confirming leaves', async () => {
    const user = userEvent.setup();
    const router = renderGuarded(<Form isDirty />);
    await act(() => router.navigate('/concepts'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('You have changes that are not saved.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/concepts/crc_1');
    expect(screen.getByText('Form')).toBeTruthy();
    await act(() => router.navigate('/concepts'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('lets a saved form go without a question, and a tab switch that keeps the form alive', async () => {
    const router = renderGuarded(<Form isDirty={false} />);
    await act(() => router.navigate('/concepts'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    const dirty = renderGuarded(<Form isDirty />);
    await act(() => dirty.navigate('/concepts/crc_1?tab=assets'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dirty.state.location.search).toBe('?tab=assets');
  });

  it('asks on a tab switch when the guarded part lives in the tab', async () => {
    const router = renderGuarded(<Form isDirty blocksTabChange />);
    await act(() => router.navigate('/concepts/crc_1?tab=assets'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });

  it('speaks of the uploads when a form and uploads are both at stake (one blocker for both)', async () => {
    const router = renderGuarded(
      <>
        <Form isDirty />
        <Upload />
      </>,
    );
    await act(() => router.navigate('/concepts'));
    expect(await screen.findByRole('dialog', { name: 'Uploads running' })).toBeTruthy();
  });

  it('has the browser ask on reload or close only while there are unsaved changes', () => {
    const { unmount } = render(<Form isDirty />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

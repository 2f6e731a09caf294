import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { LeaveGuardProvider } from '../../../session';
import { describe, expect, it } from 'vitest';
import { UploadLeaveGuard } from './UploadLeaveGuard';

function renderGuard(isUploading: boolean) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <LeaveGuardProvider>
            <Outlet />
          </LeaveGuardProvider>
        ),
        children: [
          { path: '/concepts/:code', element: <UploadLeaveGuard isUploading={isUploading} /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/concepts/crc_1?tab=assets'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UploadLeaveGuard', () => {
  it('asks before leaving the page while files upload', async () => {
    const user = userEvent.setup();
    const router = renderGuard(true);
    await act(() => router.navigate('/concepts'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('Uploading files will be lost. Leave this page?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/concepts/crc_1');
    await act(() => router.navigate('/concepts'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('asks before switching to another tab of the page, not for other query changes', async () => {
    const router = renderGuard(true);
    await act(() => router.navigate('/concepts/crc_1?tab=assets&view=grid'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/concepts/crc_1?tab=details'));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeTruthy();
  });

  it('warns the browser on reload or close while uploading only', () => {
    renderGuard(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets navigation through when nothing uploads', async () => {
    const router = renderGuard(false);
    await act(() => router.navigate('/concepts'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

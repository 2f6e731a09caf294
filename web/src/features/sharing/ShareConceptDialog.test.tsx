import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/graphql/client';
import { CreateShareLinkMutation, RevokeShareLinkMutation, ShareLinksQuery } from './share-link-documents';
import { ShareConceptDialog } from './ShareConceptDialog';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const variables = { clientCode: 'demo', conceptCode: 'crc1' };
const link = (code: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ShareLink' as const,
  code,
  url: `/external/demo/creative/concepts/crc1?token=${code}`,
  status: 'active',
  expiresAt: '2026-12-01T12:00:00.000Z',
  hasPassword: false,
  allowDownloads: true,
  createDate: '2026-11-25T12:00:00.000Z',
  createBy: { __typename: 'Person' as const, emailAddress: 'lead@demo.test', firstName: 'Leo', lastName: 'Lead' },
  lastOpenedAt: null,
  openCount: 0,
  ...overrides,
});

function renderDialog(mocks: Mocks) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ShareConceptDialog open onClose={() => undefined} clientCode="demo" concept={{ code: 'crc1', name: 'Summer launch' }} />
    </MockedProvider>,
  );
}

describe('ShareConceptDialog', () => {
  it('makes a 6-day link with downloads by default, shows it and copies it', async () => {
    const created = link('new');
    renderDialog([
      { request: { query: ShareLinksQuery, variables }, result: { data: { creativeConceptShareLinks: [] } } },
      {
        request: {
          query: CreateShareLinkMutation,
          variables: { ...variables, link: { expiresInHours: 144, password: null, allowDownloads: true } },
        },
        result: { data: { createCreativeConceptShareLink: created } },
      },
      { request: { query: ShareLinksQuery, variables }, result: { data: { creativeConceptShareLinks: [created] } } },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('No links yet.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Link expires after' }).textContent).toBe('6 days');
    expect((screen.getByRole('switch', { name: 'Allow downloading the creatives' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const field = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/external/demo/creative/concepts/crc1?token=new`);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Copy link' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(field.value);
    expect(await within(screen.getByRole('alert')).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: /Leo Lead/ })).toBeTruthy();
  });

  it('refuses a password shorter than 8 characters before asking the server', async () => {
    renderDialog([{ request: { query: ShareLinksQuery, variables }, result: { data: { creativeConceptShareLinks: [] } } }]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password (optional)'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Use at least 8 characters, or leave it empty.')).toBeTruthy();
  });

  it('lists links with their creator, expiry, openings and status, and revokes one after confirmation', async () => {
    const opened = link('old', { openCount: 3, lastOpenedAt: '2026-11-26T09:30:00.000Z', hasPassword: true });
    const revoke = vi.fn(() => ({ data: { revokeCreativeConceptShareLink: { ...opened, status: 'revoked', url: null } } }));
    renderDialog([
      { request: { query: ShareLinksQuery, variables }, result: { data: { creativeConceptShareLinks: [opened] } } },
      { request: { query: RevokeShareLinkMutation, variables: { ...variables, shareLinkCode: 'old' } }, result: revoke },
      {
        request: { query: ShareLinksQuery, variables },
        result: { data: { creativeConceptShareLinks: [{ ...opened, status: 'revoked', url: null }] } },
      },
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Links of this concept' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Leo Lead');
    expect(row.textContent).toContain('password');
    expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('3');
    expect(row.textContent).toContain('Active');
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    expect(await within(table).findByText('Revoked')).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
  });
});

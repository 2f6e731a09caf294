import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPermissionsValue, CurrentApplicationContext, CurrentClientContext, PermissionsContext } from '../../session';
import { createScriptedClient } from '../../test/scripted-apollo';
import { AdCopyEditorPage } from './AdCopyEditorPage';

const application = { __typename: 'Application' as const, code: 'space-runner', name: 'Space Runner' };
const client = { __typename: 'MeClient' as const, code: 'demo', name: 'Demo Games', applications: [application] };
const person = { __typename: 'Person' as const, emailAddress: 'ada@demo.test', firstName: 'Ada', lastName: 'Lovelace' };
const rule = (networkCode: string, networkName: string, maxLength: number) => ({
  __typename: 'AdCopyLengthRule' as const,
  networkCode,
  networkName,
  field: 'headline',
  label: 'Headline',
  minLength: 0,
  maxLength,
  shownLength: null,
  cjkMaxLength: null,
  allowEmoji: true,
  allowHalfWidthKana: true,
  refusedCharacters: '',
});
const NETWORKS = [
  { __typename: 'AdCopyNetwork' as const, code: 'meta', name: 'Meta', rules: [rule('meta', 'Meta', 40)] },
  { __typename: 'AdCopyNetwork' as const, code: 'google', name: 'Google Ads', rules: [rule('google', 'Google Ads', 30)] },
];
const COPY = {
  __typename: 'AdCopy' as const,
  code: 'adc1',
  name: 'Galaxy race',
  type: 'standard',
  status: 'active',
  theme: 'General',
  rankField: null,
  adCopy: 'Dodge asteroids.',
  headline: 'Race through the galaxy',
  description: '',
  language: 'en',
  translations: [
    {
      __typename: 'AdCopyTranslation' as const,
      locale: 'de',
      headline: 'Rase durch die Galaxie, jetzt sofort!',
      adCopy: null,
      description: null,
    },
  ],
  version: 3,
  viewerCanDelete: false,
  viewerCanUpdate: false,
  audit: {
    __typename: 'Audit' as const,
    createDate: '2026-01-01T10:00:00.000Z',
    updateDate: '2026-01-01T10:00:00.000Z',
    createBy: person,
    updateBy: person,
  },
};

function renderEditor(path: string, permissions: string[]) {
  const { apollo, calls } = createScriptedClient({
    AdCopyNetworks: () => ({ data: { adCopyNetworks: NETWORKS } }),
    AdCopy: () => ({ data: { adCopy: COPY } }),
  });
  const element = (
    <ApolloProvider client={apollo}>
      <CurrentClientContext value={client}>
        <CurrentApplicationContext value={{ application, applications: [application], selectApplication: () => undefined }}>
          <PermissionsContext value={createPermissionsValue(['creative:access', 'adCopy:view', ...permissions])}>
            <AdCopyEditorPage />
          </PermissionsContext>
        </CurrentApplicationContext>
      </CurrentClientContext>
    </ApolloProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/:clientCode/creative/ad-copy/create', element },
      { path: '/:clientCode/creative/ad-copy/:adCopyCode', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return calls;
}

describe('AdCopyEditorPage', () => {
  it('starts a new copy with the defaults and enables save only once something changed', async () => {
    renderEditor('/demo/creative/ad-copy/create', ['adCopy:create']);
    expect(await screen.findByRole('heading', { name: 'Add New Copy' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Theme/ }) as HTMLInputElement).value).toBe('General');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(screen.getByRole('textbox', { name: /Headline/ }));
    await userEvent.paste('x'.repeat(31));
    expect(save.disabled).toBe(false);
    expect(screen.getByLabelText('Google Ads Headline: 31 of 30 characters, 1 over the limit').dataset.state).toBe('warning');
    expect(screen.getByLabelText('Meta Headline: 31 of 40 characters').dataset.state).toBe('ok');
  });

  it('shows a copy read-only when the copy says the viewer may not update it, and counts the translation it shows', async () => {
    // adCopy:update in the permission list does not decide: the copy's viewerCanUpdate (false here) does.
    renderEditor('/demo/creative/ad-copy/adc1', ['adCopy:update']);
    expect(await screen.findByRole('heading', { name: 'Edit Copy' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Google Ads Headline: 23 of 30 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'German' }));
    expect((screen.getByRole('textbox', { name: /Headline/ }) as HTMLInputElement).value).toBe('Rase durch die Galaxie, jetzt sofort!');
    expect(screen.getByLabelText('Google Ads Headline: 37 of 30 characters, 7 over the limit')).toBeTruthy();
    // The German body is missing: the English one is counted and the field says so.
    expect(screen.getAllByText('Not translated: the English text is used.').length).toBeGreaterThan(0);
  });
});

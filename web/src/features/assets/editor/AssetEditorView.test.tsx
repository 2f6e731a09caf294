import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { CurrentClientContext } from '../../../app/shell/current-client';
import { createPermissionsValue, PermissionsContext } from '../../../app/shell/permissions-context';
import { createCache } from '../../../lib/graphql/client';
import type { Permission } from '../../../lib/permissions';
import { AssetEditorView, type AssetEditorConcept } from './AssetEditorView';

const client = {
  __typename: 'MeClient' as const,
  code: 'demo',
  name: 'Demo Games',
  applications: [{ __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' }],
};

const person = (emailAddress: string, firstName: string) => ({
  __typename: 'Person' as const,
  emailAddress,
  firstName,
  lastName: 'Tester',
});

function buildAsset(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ConceptAsset' as const,
    code: 'asset-1',
    name: 'Hero banner',
    fileName: 'hero.png',
    assetType: 'production',
    usageType: null,
    isPreview: false,
    description: '',
    status: 'inProduction',
    workflowStatus: 'queued',
    adMatchSearchTerm: null,
    estimatedEffort: 2,
    actualEffort: null,
    type: 'image',
    width: 1080,
    height: 1920,
    size: 2_500_000,
    length: 15_300,
    aspectRatio: '9:16',
    bitrate: null,
    extension: 'png',
    mimeType: 'image/png',
    assetUrl: 'https://files.test/hero.png',
    downloadUrl: 'https://files.test/hero.png?download',
    previewImage: 'https://files.test/hero-preview.png',
    processingStatus: 'ready',
    processingError: null,
    version: 3,
    creativeNode: null,
    creativeLead: null,
    assignedUser: null,
    tags: [],
    audit: {
      __typename: 'Audit' as const,
      createDate: '2025-01-01T10:00:00.000Z',
      updateDate: null,
      createBy: person('ada@demo.test', 'Ada'),
      updateBy: null,
    },
    history: [
      {
        __typename: 'HistoryEntry' as const,
        event: 'assetCreated',
        comment: 'First cut',
        changes: null,
        asset: { __typename: 'HistoryAsset' as const, code: 'asset-1', name: 'Hero banner', assetType: 'production' },
        audit: { __typename: 'HistoryAudit' as const, createDate: '2025-01-01T10:00:00.000Z', createBy: null },
      },
    ],
    concept: {
      __typename: 'ConceptAssetConcept' as const,
      code: 'crc_1',
      internalId: '7',
      name: 'Winter event',
      status: 'inProduction',
      type: 'ua',
    },
    ...overrides,
  };
}

type Handler = (variables: Record<string, unknown>) => { data?: unknown; errors?: GraphQLError[] };

/** An Apollo client whose answers come from handlers by operation name; every call is recorded. */
function createTestClient(handlers: Record<string, Handler>) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const handler = handlers[operation.operationName ?? ''];
        const result = handler ? handler(operation.variables) : { errors: [new GraphQLError(`No handler for ${operation.operationName}`)] };
        observer.next(result as ApolloLink.Result);
        observer.complete();
      }),
  );
  return { apollo: new ApolloClient({ link, cache: createCache() }), calls };
}

const tagsHandler: Handler = () => ({ data: { creativeTags: [] } });

function renderEditor(options: {
  concept?: Partial<AssetEditorConcept>;
  assetCode?: string | null;
  permissions?: Permission[];
  handlers?: Record<string, Handler>;
}) {
  const concept: AssetEditorConcept = {
    code: 'crc_1',
    internalId: '7',
    name: 'Winter event',
    status: 'conceptDev',
    type: 'ua',
    applications: [{ code: 'puzzle-quest' }],
    ...options.concept,
  };
  const { apollo, calls } = createTestClient({ ConceptEditorTags: tagsHandler, ...options.handlers });
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/demo/creative/concepts/:conceptCode/assets/*',
        element: (
          <CurrentClientContext value={client}>
            <PermissionsContext
              value={createPermissionsValue(options.permissions ?? ['creative:access', 'asset:create', 'asset:view', 'asset:update'])}
            >
              <AssetEditorView concept={concept} assetCode={options.assetCode ?? null} grouping="production" onClose={onClose} />
            </PermissionsContext>
          </CurrentClientContext>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/demo/creative/concepts/crc_1/assets/create/production'] },
  );
  render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, calls, onClose };
}

describe('AssetEditorView, new asset', () => {
  it('takes the name and kind from the chosen file and enables Save', async () => {
    const user = userEvent.setup();
    renderEditor({});
    expect(await screen.findByRole('heading', { name: 'New production asset' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const input = screen.getAllByLabelText('Asset file').find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    await user.upload(input, new File(['video'], 'teaser.mp4', { type: 'video/mp4' }));
    expect((screen.getByRole('textbox', { name: 'Asset name' }) as HTMLInputElement).value).toBe('teaser.mp4');
    expect(screen.getByRole('combobox', { name: 'Asset type' }).textContent).toBe('Video');
    expect(screen.getByText('teaser.mp4', { selector: 'p' })).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(false);
  });

  it('starts from the status the concept gives and asks ASO concepts for a usage type', async () => {
    renderEditor({ concept: { type: 'aso', status: 'conceptApproval' } });
    expect((await screen.findByRole('combobox', { name: 'Status' })).textContent).toBe('In production');
    expect(screen.getByRole('combobox', { name: 'Usage type' }).textContent).toBe('Screenshot');
    // Without concept:workflow there is no workflow status or designer.
    expect(screen.queryByRole('combobox', { name: 'Workflow status' })).toBeNull();
  });

  it('refuses more than one file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderEditor({});
    await screen.findByRole('heading', { name: 'New production asset' });
    const input = screen.getAllByLabelText('Asset file').find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    input.multiple = true;
    await user.upload(input, [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Some files could not be added' });
    expect(within(dialog).getByText('Only one file at a time')).toBeTruthy();
  });

  it('creates the asset without a file and opens it on the concept page', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderEditor({
      handlers: {
        AssetEditorCreate: () => ({
          data: { createCreativeConceptAsset: { __typename: 'ConceptAsset', code: 'asset-9', name: 'Brief', assetType: 'production' } },
        }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Asset name' }), '  Brief  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=asset&assetCode=asset-9&type=production'));
    expect(router.state.location.pathname).toBe('/demo/creative/concepts/crc_1');
    const create = calls.find((call) => call.operationName === 'AssetEditorCreate');
    expect(create?.variables.asset).toMatchObject({
      name: 'Brief',
      assetType: 'production',
      status: 'inProduction',
      workflowStatus: 'queued',
    });
  });
});

describe('AssetEditorView, stored asset', () => {
  it('shows the stored values in the form units, with the history under Additional', async () => {
    const user = userEvent.setup();
    renderEditor({ assetCode: 'asset-1', handlers: { AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset() } }) } });
    expect(await screen.findByRole('heading', { name: 'Hero banner' })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Size (MB)' }) as HTMLInputElement).value).toBe('2.5');
    expect((screen.getByRole('spinbutton', { name: 'Length (seconds)' }) as HTMLInputElement).value).toBe('15.3');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Additional' }));
    expect(await screen.findByText('Asset created · System')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();
  });

  it('saves only what changed, with the version, converting seconds to milliseconds', async () => {
    const user = userEvent.setup();
    let version = 3;
    const { calls } = renderEditor({
      assetCode: 'asset-1',
      handlers: {
        AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset({ version, length: version > 3 ? 20_001 : 15_300 }) } }),
        AssetEditorUpdate: () => {
          version += 1;
          return { data: { updateCreativeConceptAsset: { __typename: 'ConceptAsset', code: 'asset-1', version } } };
        },
      },
    });
    const length = await screen.findByRole('spinbutton', { name: 'Length (seconds)' });
    await user.clear(length);
    await user.type(length, '20.0001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asset saved.')).toBeTruthy();
    const update = calls.find((call) => call.operationName === 'AssetEditorUpdate');
    expect(update?.variables).toEqual({ clientCode: 'demo', conceptAssetCode: 'asset-1', asset: { length: 20_001, version: 3 } });
  });

  it('offers a reload when someone else saved first', async () => {
    const user = userEvent.setup();
    renderEditor({
      assetCode: 'asset-1',
      handlers: {
        AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset() } }),
        AssetEditorUpdate: () => ({
          errors: [
            new GraphQLError('This asset was changed by someone else. Reload it and save again.', { extensions: { code: 'CONFLICT' } }),
          ],
        }),
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Asset name' });
    await user.type(name, ' v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('This asset was changed by someone else. Reload it and save again.');
    expect(alert).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('keeps the fields read-only without asset:update', async () => {
    renderEditor({
      assetCode: 'asset-1',
      permissions: ['creative:access', 'asset:view'],
      handlers: { AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset() } }) },
    });
    const name = await screen.findByRole('textbox', { name: 'Asset name' });
    expect(name.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes back to the concept page when the asset cannot be loaded', async () => {
    const { router } = renderEditor({
      assetCode: 'missing',
      handlers: { AssetEditor: () => ({ errors: [new GraphQLError('Not found or no access', { extensions: { code: 'NOT_FOUND' } })] }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/creative/concepts/crc_1'));
    expect(router.state.location.search).toBe('?tab=assets');
    expect(router.state.location.state).toEqual({ notice: { severity: 'error', message: 'The asset could not be loaded.' } });
  });
});

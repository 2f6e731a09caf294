import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createPermissionsValue, CurrentClientContext, PermissionsContext } from '../../../session';
import type { Permission } from '../../../lib/permissions';
import { createScriptedClient, type ScriptedHandler } from '../../../test/scripted-apollo';
import { AssetEditorView, type AssetEditorConcept } from './AssetEditorView';

/** Shared by the asset editor's component tests: fixtures and a rendered editor over a scripted Apollo link. */

const client = {
  __typename: 'MeClient' as const,
  code: 'demo',
  name: 'Demo Games',
  applications: [{ __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' }],
};

export const person = (emailAddress: string, firstName: string) => ({
  __typename: 'Person' as const,
  emailAddress,
  firstName,
  lastName: 'Tester',
});

export function buildAsset(overrides: Record<string, unknown> = {}) {
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
    mediaUrl: 'https://files.test/hero.png?inline',
    frameRate: null,
    playableUrl: null,
    scrubStrip: null,
    processingStatus: 'ready',
    processingError: null,
    fileVersion: 1,
    lastDecision: null,
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
        assetFileVersion: null,
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
    // What the server answers for the default permissions of renderEditor (update, no delete, approval or workflow).
    viewerCanUpdate: true,
    viewerCanDelete: false,
    viewerCanApprove: false,
    viewerCanWorkflow: false,
    ...overrides,
  };
}

export type Handler = ScriptedHandler;

const tagsHandler: Handler = () => ({ data: { creativeTags: [] } });

export function renderEditor(options: {
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
    viewerCanApprove: false,
    ...options.concept,
  };
  const { apollo, calls } = createScriptedClient({ ConceptEditorTags: tagsHandler, ...options.handlers });
  const onClose = vi.fn();
  const onConceptChanged = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/demo/creative/concepts/:conceptCode/assets/*',
        element: (
          <CurrentClientContext value={client}>
            <PermissionsContext
              value={createPermissionsValue(options.permissions ?? ['creative:access', 'asset:create', 'asset:view', 'asset:update'])}
            >
              <AssetEditorView
                concept={concept}
                assetCode={options.assetCode ?? null}
                grouping="production"
                onClose={onClose}
                onConceptChanged={onConceptChanged}
              />
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
  return { router, calls, onClose, onConceptChanged };
}

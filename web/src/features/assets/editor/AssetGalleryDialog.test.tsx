import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../lib/permissions';
import { buildAsset, renderEditor, type Handler } from './asset-editor-test-support';
import type { AssetEditorConcept } from './AssetEditorView';

const APPROVER: Permission[] = ['creative:access', 'asset:view', 'concept:approve', 'history:comment'];

const acceptAll: Handler = () => ({
  data: { acceptAllApplicationCreativeConceptAssets: [{ __typename: 'ConceptAsset', code: 'asset-1', status: 'approved' }] },
});
const rejectAll: Handler = () => ({
  data: { rejectAllApplicationCreativeConceptAssets: [{ __typename: 'ConceptAsset', code: 'asset-1', status: 'rejected' }] },
});
const updateConcept: Handler = (variables) => ({
  data: {
    updateApplicationCreativeConcept: {
      __typename: 'CreativeConcept',
      code: 'crc_1',
      status: (variables.concept as { status: string }).status,
      isPinned: false,
      version: 5,
    },
  },
});

/** Renders a stored asset's editor and opens its gallery. */
async function openGallery(options: {
  concept?: Partial<AssetEditorConcept>;
  asset?: Record<string, unknown>;
  permissions?: Permission[];
  handlers?: Record<string, Handler>;
}) {
  const user = userEvent.setup();
  const rendered = renderEditor({
    assetCode: 'asset-1',
    concept: options.concept,
    permissions: options.permissions ?? APPROVER,
    handlers: {
      AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset(options.asset) } }),
      AssetGalleryAcceptAll: acceptAll,
      AssetGalleryRejectAll: rejectAll,
      AssetGalleryDecideConcept: updateConcept,
      ...options.handlers,
    },
  });
  await user.click(await screen.findByRole('button', { name: 'View' }));
  const gallery = await screen.findByRole('dialog', { name: 'Hero banner' });
  return { ...rendered, user, gallery };
}

const pendingApproval = { status: 'pendingApproval', viewerCanApprove: true };
const operationsOf = (calls: { operationName: string }[]) => calls.map((call) => call.operationName);

describe('the asset gallery', () => {
  it('shows the file large in the reviewer’s viewer with the asset’s comments beside it', async () => {
    const { gallery } = await openGallery({});
    // The image itself is laid out once its box has a size (a real browser); here the zoom stage and its controls show.
    expect(within(gallery).getByTestId('zoom-stage')).toBeTruthy();
    expect(within(gallery).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(within(gallery).getByRole('heading', { name: '1 comment' })).toBeTruthy();
    expect(within(gallery).getByText('First cut')).toBeTruthy();
  });

  it('plays a video from its inline file URL in the reviewer’s player', async () => {
    const video = await openGallery({ asset: { type: 'video', mediaUrl: 'https://files.test/teaser.mp4', frameRate: 30 } });
    const player = within(video.gallery).getByTestId('review-video');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('https://files.test/teaser.mp4');
  });

  it('offers a file the browser cannot show as a card with its download', async () => {
    const { gallery } = await openGallery({
      asset: {
        type: 'other',
        previewImage: null,
        mediaUrl: null,
        mimeType: 'application/zip',
        extension: 'zip',
        fileName: 'sources.zip',
      },
    });
    expect(within(gallery).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('https://files.test/hero.png?download');
  });
});

describe('the gallery’s concept approval', () => {
  it('is offered only for a production asset of a concept pending approval', async () => {
    const notPending = await openGallery({ concept: { status: 'inProduction', viewerCanApprove: true } });
    expect(within(notPending.gallery).queryByRole('button', { name: 'Approve concept' })).toBeNull();
    expect(within(notPending.gallery).queryByRole('button', { name: 'Reject concept' })).toBeNull();
  });

  it('is not offered for a design file', async () => {
    const { gallery } = await openGallery({ concept: pendingApproval, asset: { assetType: 'design' } });
    expect(within(gallery).queryByRole('button', { name: 'Approve concept' })).toBeNull();
    expect(within(gallery).queryByRole('button', { name: 'Reject concept' })).toBeNull();
  });

  it('is shown but disabled for a user who may not approve', async () => {
    const { gallery } = await openGallery({
      concept: { status: 'pendingApproval', viewerCanApprove: false },
      permissions: ['creative:access', 'asset:view', 'asset:update'],
    });
    expect(within(gallery).getByRole('button', { name: 'Approve concept' }).hasAttribute('disabled')).toBe(true);
    expect(within(gallery).getByRole('button', { name: 'Reject concept' }).hasAttribute('disabled')).toBe(true);
    expect(within(gallery).getByText('Only approval users can approve or reject this concept.')).toBeTruthy();
  });

  it('approves: accept-all for the assets first, then the concept’s status, then reloads both', async () => {
    const { gallery, user, calls, onConceptChanged } = await openGallery({ concept: pendingApproval });
    const before = operationsOf(calls).filter((name) => name === 'AssetEditor').length;
    await user.click(within(gallery).getByRole('button', { name: 'Approve concept' }));
    expect(await screen.findByText('Concept and its assets approved.')).toBeTruthy();

    const decisions = calls.filter((call) => ['AssetGalleryAcceptAll', 'AssetGalleryDecideConcept'].includes(call.operationName));
    expect(decisions).toEqual([
      { operationName: 'AssetGalleryAcceptAll', variables: { clientCode: 'demo', applicationCode: 'puzzle-quest', conceptCode: 'crc_1' } },
      {
        operationName: 'AssetGalleryDecideConcept',
        variables: { clientCode: 'demo', conceptCode: 'crc_1', concept: { status: 'approved' } },
      },
    ]);
    expect(onConceptChanged).toHaveBeenCalledTimes(1);
    expect(operationsOf(calls).filter((name) => name === 'AssetEditor').length).toBe(before + 1);
    expect(operationsOf(calls)).not.toContain('AssetGalleryRejectAll');
  });

  it('rejects: reject-all, then the concept’s status', async () => {
    const { gallery, user, calls } = await openGallery({ concept: pendingApproval });
    await user.click(within(gallery).getByRole('button', { name: 'Reject concept' }));
    expect(await screen.findByText('Concept and its assets rejected.')).toBeTruthy();
    expect(operationsOf(calls).filter((name) => name.startsWith('AssetGallery') || name === 'AssetGalleryDecideConcept')).toEqual([
      'AssetGalleryRejectAll',
      'AssetGalleryDecideConcept',
    ]);
    expect(calls.find((call) => call.operationName === 'AssetGalleryDecideConcept')?.variables.concept).toEqual({ status: 'rejected' });
  });

  it('shows the server’s FORBIDDEN message in an error dialog and leaves the concept alone', async () => {
    const message = 'You do not have the correct permissions to Reject this Creative Concept/Assets.';
    const { gallery, user, calls, onConceptChanged } = await openGallery({
      concept: pendingApproval,
      handlers: { AssetGalleryRejectAll: () => ({ errors: [new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } })] }) },
    });
    await user.click(within(gallery).getByRole('button', { name: 'Reject concept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The approval could not be saved' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(operationsOf(calls)).not.toContain('AssetGalleryDecideConcept');
    expect(onConceptChanged).not.toHaveBeenCalled();
  });

  it("shows 'Something went wrong' for any other failure", async () => {
    const { gallery, user } = await openGallery({
      concept: pendingApproval,
      handlers: {
        AssetGalleryAcceptAll: () => ({
          errors: [new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
        }),
      },
    });
    await user.click(within(gallery).getByRole('button', { name: 'Approve concept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The approval could not be saved' });
    expect(within(dialog).getByText('Something went wrong')).toBeTruthy();
  });
});

describe('the gallery’s comment form', () => {
  it('requires a comment, sends it trimmed, then empties and reloads the asset', async () => {
    const { gallery, user, calls } = await openGallery({
      handlers: {
        AssetEditorAddComment: () => ({
          data: { addApplicationCreativeConceptAssetComment: { __typename: 'HistoryEntry', event: 'comment' } },
        }),
      },
    });
    const field = within(gallery).getByRole('textbox', { name: 'Comment' });
    const submit = within(gallery).getByRole('button', { name: 'Add comment' });

    await user.click(submit);
    expect(await within(gallery).findByText('Enter a comment.')).toBeTruthy();
    await user.type(field, '    ');
    await user.click(submit);
    expect(await within(gallery).findByText('Enter a comment.')).toBeTruthy();
    expect(operationsOf(calls)).not.toContain('AssetEditorAddComment');

    await user.clear(field);
    await user.type(field, '  Crop the logo tighter  ');
    const before = operationsOf(calls).filter((name) => name === 'AssetEditor').length;
    await user.click(submit);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(calls.find((call) => call.operationName === 'AssetEditorAddComment')?.variables).toEqual({
      clientCode: 'demo',
      conceptAssetCode: 'asset-1',
      comment: 'Crop the logo tighter',
    });
    await waitFor(() => expect(operationsOf(calls).filter((name) => name === 'AssetEditor').length).toBe(before + 1));
    // The gallery's form is not the editor's: commenting never saves the asset.
    expect(operationsOf(calls)).not.toContain('AssetEditorUpdate');
  });

  it('is not offered without the history-comment permission', async () => {
    const { gallery } = await openGallery({ permissions: ['creative:access', 'asset:view'] });
    expect(within(gallery).queryByRole('textbox', { name: 'Comment' })).toBeNull();
    expect(within(gallery).getByText('First cut')).toBeTruthy();
  });
});

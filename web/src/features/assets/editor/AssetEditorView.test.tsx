import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAsset, renderEditor } from './asset-editor-test-support';

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
        // The update answers with the stored asset, as the server does.
        AssetEditorUpdate: () => {
          version += 1;
          return { data: { updateCreativeConceptAsset: buildAsset({ version, length: 20_001 }) } };
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

  it('adds a comment from the history without saving the asset', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditor({
      assetCode: 'asset-1',
      permissions: ['creative:access', 'asset:view', 'asset:update', 'history:comment'],
      handlers: {
        AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset() } }),
        AssetEditorAddComment: () => ({
          data: { addApplicationCreativeConceptAssetComment: { __typename: 'HistoryEntry', event: 'comment' } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Additional' }));
    await user.click(await screen.findByRole('button', { name: 'Add comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add comment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '  Needs a darker background ');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added.')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'AssetEditorAddComment')?.variables.comment).toBe('Needs a darker background');
    // The dialog sits inside the editor's form in React's tree; its submit must not reach the editor.
    expect(calls.map((call) => call.operationName)).not.toContain('AssetEditorUpdate');
  });

  it('keeps the fields read-only when the server says the viewer may not update the asset', async () => {
    renderEditor({
      assetCode: 'asset-1',
      // The permission list is not what decides: the asset's own answer is.
      permissions: ['creative:access', 'asset:view', 'asset:update'],
      handlers: { AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset({ viewerCanUpdate: false }) } }) },
    });
    const name = await screen.findByRole('textbox', { name: 'Asset name' });
    expect(name.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace' }).hasAttribute('disabled')).toBe(true);
  });

  it.each([
    { answers: { viewerCanWorkflow: true, viewerCanApprove: true, viewerCanDelete: true }, permissions: [] as string[] },
    {
      answers: { viewerCanWorkflow: false, viewerCanApprove: false, viewerCanDelete: false },
      permissions: ['concept:workflow', 'concept:approve', 'asset:delete'],
    },
  ])(
    'shows workflow, approval statuses and Delete as the asset says ($answers), not as the permissions do',
    async ({ answers, permissions }) => {
      const user = userEvent.setup();
      renderEditor({
        assetCode: 'asset-1',
        permissions: ['creative:access', 'asset:view', 'asset:update', ...(permissions as never[])],
        handlers: { AssetEditor: () => ({ data: { applicationCreativeConceptAsset: buildAsset(answers) } }) },
      });
      await screen.findByRole('textbox', { name: 'Asset name' });
      expect(Boolean(screen.queryByRole('combobox', { name: 'Workflow status' }))).toBe(answers.viewerCanWorkflow);
      expect(Boolean(screen.queryByRole('button', { name: 'Delete' }))).toBe(answers.viewerCanDelete);
      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      const approved = await screen.findByRole('option', { name: 'Approved' });
      expect(approved.getAttribute('aria-disabled') === 'true').toBe(!answers.viewerCanApprove);
    },
  );

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

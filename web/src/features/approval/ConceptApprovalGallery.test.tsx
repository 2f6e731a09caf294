import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
import type { Permission } from '../../lib/permissions';
import { createScriptedClient, type ScriptedHandler } from '../../test/scripted-apollo';
import { ConceptApprovalGallery } from './ConceptApprovalGallery';
import type { ApprovalConcept } from './ApprovalGalleryDialog';

const APPROVER: Permission[] = ['creative:access', 'asset:view', 'concept:approve', 'history:comment'];
const DESIGNER: Permission[] = ['creative:access', 'asset:view', 'asset:update', 'history:comment'];

const person = (emailAddress: string, firstName: string) => ({
  __typename: 'Person' as const,
  emailAddress,
  firstName,
  lastName: 'Tester',
});

function galleryAsset(code: string, name: string, type: string, previewImage: string | null) {
  return {
    __typename: 'ConceptAsset' as const,
    code,
    name,
    fileName: `${name}.bin`,
    assetType: 'production',
    type,
    status: 'pendingApproval',
    mimeType: type === 'document' ? 'application/pdf' : type === 'video' ? 'video/mp4' : 'image/png',
    width: 640,
    height: 360,
    length: type === 'video' ? 3000 : null,
    assetUrl: `https://files.test/${code}`,
    downloadUrl: `https://files.test/${code}?download`,
    mediaUrl: null,
    frameRate: type === 'video' ? 30 : null,
    playableUrl: null,
    previewImage,
    processingStatus: 'ready',
    fileVersion: 1,
    lastDecision: null,
    scrubStrip: null,
  };
}

// Newest first: a document without a preview leads, so the gallery must open on the image after it.
const ASSETS = [
  galleryAsset('ast_pdf', 'Brief', 'document', null),
  galleryAsset('ast_img', 'Hero', 'image', 'https://files.test/hero-preview.png'),
  galleryAsset('ast_vid', 'Teaser', 'video', 'https://files.test/teaser-poster.png'),
];

function comment(id: string, text: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'HistoryEntry' as const,
    id,
    event: 'comment',
    comment: text,
    parentId: null,
    assetFileVersion: 1,
    isResolved: false,
    viewerCanResolve: false,
    resolvedAt: null,
    resolvedBy: null,
    anchor: null,
    audit: { __typename: 'HistoryAudit' as const, createDate: '2026-11-20T10:00:00.000Z', createBy: person('dana@demo.test', 'Dana') },
    replies: [],
    ...overrides,
  };
}

const review =
  (code: string, history: unknown[] = []) =>
  () => ({
    data: {
      applicationCreativeConceptAsset: {
        __typename: 'ConceptAsset',
        code,
        status: 'pendingApproval',
        fileVersion: 1,
        lastDecision: null,
        history,
        versions: [],
      },
    },
  });

function renderGallery(options: {
  url: string;
  permissions?: Permission[];
  concept?: Partial<ApprovalConcept>;
  handlers?: Record<string, ScriptedHandler>;
}) {
  const concept: ApprovalConcept = {
    code: 'crc_1',
    name: 'Winter event',
    status: 'pendingApproval',
    viewerCanApprove: true,
    applicationCode: 'puzzle-quest',
    ...options.concept,
  };
  const { apollo, calls } = createScriptedClient({
    ApprovalGalleryAssets: () => ({ data: { applicationCreativeConceptAssets: ASSETS } }),
    // No stages: the spec's single-step approval.
    ConceptReview: () => ({
      data: {
        conceptReview: {
          __typename: 'ConceptReview',
          conceptCode: 'crc_1',
          hasStages: false,
          round: 0,
          viewerCanConfigure: false,
          viewerCanDecide: false,
          stages: [],
        },
      },
    }),
    ApprovalAssetReview: (variables) =>
      review(
        variables.conceptAssetCode as string,
        variables.conceptAssetCode === 'ast_vid'
          ? [
              comment('c-1', 'Logo lands late', {
                anchor: {
                  __typename: 'CommentAnchor',
                  frame: 48,
                  frameEnd: null,
                  frameRate: 30,
                  page: null,
                  drawing: { version: 1, shapes: [{ kind: 'arrow', color: '#E53935', from: [0.2, 0.2], to: [0.5, 0.5] }] },
                },
                replies: [comment('c-2', 'Fixed in v2', { parentId: 'c-1' })],
              }),
            ]
          : [],
      )(),
    ...options.handlers,
  });
  const onNotice = vi.fn();
  const onConceptChanged = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/demo/creative/concepts/:conceptCode',
        element: (
          <PermissionsContext value={createPermissionsValue(options.permissions ?? APPROVER)}>
            <ConceptApprovalGallery clientCode="demo" concept={concept} onConceptChanged={onConceptChanged} onNotice={onNotice} />
          </PermissionsContext>
        ),
      },
    ],
    { initialEntries: [options.url] },
  );
  render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, calls, onNotice, onConceptChanged, user: userEvent.setup() };
}

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('the approval gallery', { timeout: 30_000 }, () => {
  it('opens from an approval link on the first asset with a preview and cleans the URL', async () => {
    const { router } = renderGallery({ url: '/demo/creative/concepts/crc_1?tab=assets&open=approvalModal&applicationCode=puzzle-quest' });
    const gallery = await screen.findByRole('dialog', { name: 'Approval review: Winter event' });
    await waitFor(() => expect(search(router).get('asset')).toBe('ast_img'));
    expect(search(router).get('open')).toBeNull();
    expect(search(router).get('applicationCode')).toBeNull();
    expect(search(router).get('tab')).toBe('assets');
    expect(within(gallery).getByText('Hero · 2 of 3')).toBeTruthy();
    expect(within(gallery).getAllByRole('button', { name: /^(Brief|Hero|Teaser)$/ })).toHaveLength(3);
  });

  it('does not open for a concept that is not waiting for approval, and says why', async () => {
    const { router, onNotice } = renderGallery({
      url: '/demo/creative/concepts/crc_1?open=approvalModal&applicationCode=puzzle-quest',
      concept: { status: 'inProduction' },
    });
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith('This concept is not waiting for approval, so the approval gallery did not open.', 'info'),
    );
    expect(search(router).get('open')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps with the arrow keys and closes with Esc', async () => {
    const { router, user } = renderGallery({ url: '/demo/creative/concepts/crc_1?asset=ast_img' });
    await screen.findByRole('dialog', { name: /Approval review/ });
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(search(router).get('asset')).toBe('ast_vid'));
    await user.keyboard('{ArrowRight}');
    // The last asset stays the last.
    expect(search(router).get('asset')).toBe('ast_vid');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(search(router).get('asset')).toBe('ast_pdf'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search(router).get('asset')).toBeNull();
  });

  it('closes with Esc when the focus has left the gallery (the decided button is gone), but not from a dialog above it', async () => {
    const { router } = renderGallery({ url: '/demo/creative/concepts/crc_1?asset=ast_img' });
    await screen.findByRole('dialog', { name: /Approval review/ });
    const above = document.createElement('div');
    above.setAttribute('role', 'dialog');
    const field = document.createElement('input');
    above.append(field);
    document.body.append(above);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: /Approval review/ })).not.toBeNull();
    above.remove();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Approval review/ })).toBeNull());
    expect(search(router).get('open')).toBeNull();
  });

  it('shows a comment’s timecode and replies, and a link focuses it', async () => {
    renderGallery({ url: '/demo/creative/concepts/crc_1?asset=ast_vid&comment=c-1' });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    const thread = (await within(gallery).findByText('Logo lands late')).closest('li')!;
    expect(within(thread as HTMLElement).getByTestId('comment-anchor').textContent).toContain('00:00:01:18');
    expect(within(thread as HTMLElement).getByText('Fixed in v2')).toBeTruthy();
    expect(thread.getAttribute('aria-current')).toBe('true');
  });

  it.each([
    ['an approver', APPROVER],
    ['a designer', DESIGNER],
  ])('offers %s resolve on exactly the comments the server says they may resolve', async (_who, permissions) => {
    const history = [
      comment('c-mine', 'Crop tighter', { viewerCanResolve: true }),
      comment('c-other', 'Warmer colours', { viewerCanResolve: false }),
    ];
    renderGallery({
      url: '/demo/creative/concepts/crc_1?asset=ast_img',
      permissions,
      handlers: { ApprovalAssetReview: review('ast_img', history) },
    });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    const threadOf = async (text: string) => (await within(gallery).findByText(text)).closest('li') as HTMLElement;
    expect(within(await threadOf('Crop tighter')).getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(within(await threadOf('Warmer colours')).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it("offers the client's people after @ in the comment box and sends the pick as a mention", async () => {
    const added = vi.fn();
    const { user, calls } = renderGallery({
      url: '/demo/creative/concepts/crc_1?asset=ast_img',
      handlers: {
        MentionPeople: () => ({
          data: {
            clientUsers: [
              { __typename: 'ClientUser', emailAddress: 'ana@demo.test', firstName: 'Ana', lastName: 'Lead', status: 'active' },
              { __typename: 'ClientUser', emailAddress: 'old@demo.test', firstName: 'Olde', lastName: 'Gone', status: 'inactive' },
            ],
          },
        }),
        ApprovalAddReviewComment: (variables) => {
          added(variables);
          return { data: { addApplicationCreativeConceptAssetComment: { __typename: 'HistoryEntry', id: 'c-new' } } };
        },
      },
    });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    const box = within(gallery).getByRole('textbox', { name: 'Comment' });
    await user.type(box, 'Please check @An');
    const option = await screen.findByRole('menuitem', { name: /Ana Lead/ });
    expect(screen.queryByRole('menuitem', { name: /Olde Gone/ })).toBeNull();
    fireEvent.mouseDown(option);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Please check @Ana Lead '));
    await user.click(within(gallery).getByRole('button', { name: /^Comment$/ }));
    await waitFor(() => expect(added).toHaveBeenCalled());
    expect(added.mock.calls[0]![0]).toMatchObject({ comment: 'Please check @[Ana Lead](ana@demo.test)' });
    expect(calls.some((call) => call.operationName === 'MentionPeople')).toBe(true);
  });

  it('posts a range comment from the In / Out marked on the video timeline, and the comment box shows the range', async () => {
    const added = vi.fn();
    const video = { ...ASSETS[2]!, mediaUrl: 'https://files.test/teaser.mp4' };
    const { user } = renderGallery({
      url: '/demo/creative/concepts/crc_1?asset=ast_vid',
      handlers: {
        ApprovalGalleryAssets: () => ({ data: { applicationCreativeConceptAssets: [ASSETS[0], ASSETS[1], video] } }),
        ApprovalAddReviewComment: (variables) => {
          added(variables);
          return { data: { addApplicationCreativeConceptAssetComment: { __typename: 'HistoryEntry', id: 'c-new' } } };
        },
      },
    });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    const form = within(gallery).getByRole('form', { name: 'Comment' });
    await within(gallery).findByTestId('video-timecode');
    // In at frame 3, out at frame 9, with the transport's In / Out buttons.
    for (let frame = 0; frame < 3; frame += 1) fireEvent.keyDown(window, { key: '.' });
    await user.click(within(gallery).getByRole('button', { name: /^Mark in \(I\)/ }));
    for (let frame = 3; frame < 9; frame += 1) fireEvent.keyDown(window, { key: '.' });
    await user.click(within(gallery).getByRole('button', { name: /^Mark out \(O\)/ }));
    await waitFor(() => expect(within(form).getByTestId('comment-anchor').textContent).toBe('00:00:00:03 – 00:00:00:09'));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Too slow through here');
    await user.click(within(form).getByRole('button', { name: /^Comment$/ }));
    await waitFor(() => expect(added).toHaveBeenCalled());
    expect(added.mock.calls[0]![0]).toMatchObject({
      comment: 'Too slow through here',
      anchor: { frame: 3, frameEnd: 9, frameRate: 30, drawing: null },
    });
  });

  it("shows a stored mention as the person's name", async () => {
    renderGallery({
      url: '/demo/creative/concepts/crc_1?asset=ast_img',
      handlers: { ApprovalAssetReview: review('ast_img', [comment('c-m', 'Over to @[Ana Lead](ana@demo.test) for the crop')]) },
    });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    expect(await within(gallery).findByText('@Ana Lead')).toBeTruthy();
    expect(within(gallery).queryByText(/ana@demo\.test/)).toBeNull();
  });

  it('approves the concept after a confirmation with a comment: accept-all with the comment, then the concept', async () => {
    const { user, calls, onNotice } = renderGallery({
      url: '/demo/creative/concepts/crc_1?asset=ast_img',
      handlers: {
        ApprovalAcceptAll: () => ({ data: { acceptAllApplicationCreativeConceptAssets: [] } }),
        ApprovalDecideConcept: () => ({
          data: { updateApplicationCreativeConcept: { __typename: 'CreativeConcept', code: 'crc_1', status: 'approved', version: 4 } },
        }),
      },
    });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    await user.click(within(gallery).getByRole('button', { name: 'Approve concept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve the concept?' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Comment (optional)' }), 'Ship it');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Concept and its assets approved.'));
    const decisions = calls.filter((call) => call.operationName === 'ApprovalAcceptAll' || call.operationName === 'ApprovalDecideConcept');
    expect(decisions.map((call) => call.operationName)).toEqual(['ApprovalAcceptAll', 'ApprovalDecideConcept']);
    expect(decisions[0]!.variables).toMatchObject({ conceptCode: 'crc_1', applicationCode: 'puzzle-quest', comment: 'Ship it' });
    expect(decisions[1]!.variables).toMatchObject({ concept: { status: 'approved' } });
  });

  it('shows the §8 message when approving is refused', async () => {
    const { user } = renderGallery({
      url: '/demo/creative/concepts/crc_1?asset=ast_img',
      handlers: {
        ApprovalRejectAll: () => ({
          errors: [
            new GraphQLError('You do not have the correct permissions to Reject this Creative Concept/Assets.', {
              extensions: { code: 'FORBIDDEN' },
            }),
          ],
        }),
      },
    });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    await user.click(within(gallery).getByRole('button', { name: 'Reject concept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reject the concept?' })).getByRole('button', { name: 'Reject' }));
    const error = await screen.findByRole('alertdialog');
    expect(error.textContent).toContain('You do not have the correct permissions to Reject this Creative Concept/Assets.');
  });

  it('compares an earlier version with the current file, side by side with their labels; says the approval was on v1', async () => {
    const { user } = renderGallery({
      url: '/demo/creative/concepts/crc_1?asset=ast_img',
      handlers: {
        ApprovalAssetReview: () => ({
          data: {
            applicationCreativeConceptAsset: {
              __typename: 'ConceptAsset',
              code: 'ast_img',
              status: 'pendingApproval',
              fileVersion: 2,
              // Approved on v1, then a new file: back in review.
              lastDecision: {
                __typename: 'AssetDecisionRecord',
                status: 'approved',
                fileVersion: 1,
                isCurrent: false,
                decideDate: '2026-11-19T12:00:00.000Z',
                decideBy: person('april@demo.test', 'April'),
              },
              history: [],
              versions: [
                {
                  __typename: 'ConceptAssetVersion',
                  versionNumber: 1,
                  fileName: 'hero-old.png',
                  mimeType: 'image/png',
                  size: 1000,
                  width: 640,
                  height: 360,
                  length: null,
                  createDate: '2026-11-19T10:00:00.000Z',
                  createBy: person('dana@demo.test', 'Dana'),
                  downloadUrl: 'https://files.test/hero-old.png?download',
                  mediaUrl: 'https://files.test/hero-old.png',
                  frameRate: null,
                  playableUrl: null,
                },
              ],
            },
          },
        }),
      },
    });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    expect(await within(gallery).findByText('Changed since approval')).toBeTruthy();
    expect(within(gallery).getByText('v1 was approved; v2 is the current file and is back in review.')).toBeTruthy();
    // The versions list marks the approved file.
    expect(within(gallery).getByText(/Approved · hero-old\.png/)).toBeTruthy();
    await user.click(await within(gallery).findByRole('button', { name: 'Compare v1' }));

    const compare = await screen.findByRole('dialog', { name: /Compare versions/ });
    expect(within(compare).getByText('v1')).toBeTruthy();
    expect(within(compare).getByText('v2 (current)')).toBeTruthy();
    await user.click(within(compare).getByRole('button', { name: 'Close the comparison' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Compare versions/ })).toBeNull());
  });

  it('offers a designer no approve or reject', async () => {
    renderGallery({ url: '/demo/creative/concepts/crc_1?asset=ast_img', permissions: DESIGNER, concept: { viewerCanApprove: false } });
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    expect(within(gallery).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(gallery).queryByRole('button', { name: /Reject/ })).toBeNull();
    expect(within(gallery).getByText('Only approval users can approve or reject.')).toBeTruthy();
  });
});

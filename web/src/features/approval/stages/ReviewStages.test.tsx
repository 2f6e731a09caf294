import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../../session';
import { createScriptedClient, type ScriptedHandler } from '../../../test/scripted-apollo';
import { ConceptApprovalGallery } from '../ConceptApprovalGallery';
import { ReviewStagesButton } from './ReviewStagesButton';
import { WaitingForMe } from './WaitingForMe';

const person = (emailAddress: string, firstName: string) => ({
  __typename: 'Person' as const,
  emailAddress,
  firstName,
  lastName: 'Tester',
});

function stage(position: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ReviewStage' as const,
    position,
    name,
    rule: 'ANY',
    requiredCount: null,
    deadline: null,
    status: 'WAITING',
    isOverdue: false,
    approvalsNeeded: 1,
    approvalCount: 0,
    reviewers: [
      {
        __typename: 'ReviewStageReviewer' as const,
        person: null,
        role: { __typename: 'CodeName' as const, code: 'approver', name: 'Approver' },
      },
    ],
    decisions: [],
    ...overrides,
  };
}

/** Stage 1 (all of two) passed with both decisions on v1 of Hero; stage 2 (any one) open. */
const TWO_STAGES = {
  __typename: 'ConceptReview' as const,
  conceptCode: 'crc_1',
  hasStages: true,
  round: 1,
  viewerCanConfigure: false,
  viewerCanDecide: true,
  stages: [
    stage(1, 'Art direction', {
      rule: 'ALL',
      status: 'PASSED',
      approvalsNeeded: 2,
      approvalCount: 2,
      reviewers: [
        { __typename: 'ReviewStageReviewer', person: person('ada@demo.test', 'Ada'), role: null },
        { __typename: 'ReviewStageReviewer', person: person('april@demo.test', 'April'), role: null },
      ],
      decisions: ['Ada', 'April'].map((name) => ({
        __typename: 'ReviewDecision',
        person: person(`${name.toLowerCase()}@demo.test`, name),
        decision: 'APPROVED',
        comment: name === 'Ada' ? 'Colours work' : null,
        decidedAt: '2026-11-27T10:00:00.000Z',
        reviewedFiles: [{ __typename: 'ReviewedFile', assetCode: 'ast_img', name: 'Hero', fileVersion: 1 }],
      })),
    }),
    stage(2, 'Client sign-off', { status: 'OPEN', deadline: '2026-11-30T17:00:00.000Z', isOverdue: false }),
  ],
};

const ASSET = {
  __typename: 'ConceptAsset' as const,
  code: 'ast_img',
  name: 'Hero',
  fileName: 'Hero.png',
  assetType: 'production',
  type: 'image',
  status: 'pendingApproval',
  mimeType: 'image/png',
  width: 640,
  height: 360,
  length: null,
  assetUrl: 'https://files.test/ast_img',
  downloadUrl: 'https://files.test/ast_img?download',
  mediaUrl: null,
  frameRate: null,
  playableUrl: null,
  previewImage: 'https://files.test/hero.png',
  processingStatus: 'ready',
  fileVersion: 1,
  lastDecision: null,
  scrubStrip: null,
};

function renderWithRouter(element: React.ReactNode, handlers: Record<string, ScriptedHandler>, url = '/demo/creative/concepts/crc_1') {
  const { apollo, calls } = createScriptedClient(handlers);
  const router = createMemoryRouter(
    [
      {
        path: '/demo/creative/*',
        element: (
          <PermissionsContext value={createPermissionsValue(['creative:access', 'asset:view', 'concept:approve', 'history:comment'])}>
            {element}
          </PermissionsContext>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ApolloProvider client={apollo}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('review stages', { timeout: 30_000 }, () => {
  it('shows the stages in the gallery and records a reviewer’s stage decision in place of the one-step approval', async () => {
    const onNotice = vi.fn();
    const decided = {
      ...TWO_STAGES,
      viewerCanDecide: false,
      stages: [TWO_STAGES.stages[0], { ...TWO_STAGES.stages[1], status: 'PASSED', approvalCount: 1 }],
    };
    let current: typeof TWO_STAGES | typeof decided = TWO_STAGES;
    const { calls, user } = renderWithRouter(
      <ConceptApprovalGallery
        clientCode="demo"
        concept={{
          code: 'crc_1',
          name: 'Winter event',
          status: 'pendingApproval',
          viewerCanApprove: true,
          applicationCode: 'puzzle-quest',
        }}
        onConceptChanged={vi.fn()}
        onNotice={onNotice}
      />,
      {
        ApprovalGalleryAssets: () => ({ data: { applicationCreativeConceptAssets: [ASSET] } }),
        ApprovalAssetReview: () => ({
          data: {
            applicationCreativeConceptAsset: {
              __typename: 'ConceptAsset',
              code: 'ast_img',
              status: 'pendingApproval',
              fileVersion: 1,
              lastDecision: null,
              history: [],
              versions: [],
            },
          },
        }),
        ConceptReview: () => ({ data: { conceptReview: current } }),
        DecideConceptReviewStage: () => {
          current = decided;
          return { data: { decideConceptReviewStage: decided } };
        },
      },
      '/demo/creative/concepts/crc_1?asset=ast_img',
    );
    const gallery = await screen.findByRole('dialog', { name: /Approval review/ });
    const stages = await within(gallery).findByRole('list', { name: 'Review stages' });
    expect(within(stages).getByText('Stage 1: Art direction')).toBeTruthy();
    expect(within(stages).getByText('Passed')).toBeTruthy();
    expect(within(stages).getByText('Open')).toBeTruthy();
    // The concept's one-step buttons give way to the stage's.
    expect(within(gallery).queryByRole('button', { name: 'Approve concept' })).toBeNull();
    await user.click(within(gallery).getByRole('button', { name: 'Approve stage' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve stage 2: Client sign-off' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Comment (optional)' }), 'Ship it');
    await user.click(within(confirm).getByRole('button', { name: 'Approve stage' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Your decision is recorded.'));
    const decision = calls.find((call) => call.operationName === 'DecideConceptReviewStage');
    expect(decision?.variables).toMatchObject({ clientCode: 'demo', conceptCode: 'crc_1', decision: 'APPROVED', comment: 'Ship it' });
    await waitFor(() => expect(within(gallery).queryByRole('button', { name: 'Approve stage' })).toBeNull());

    // Each reviewer's decision, when, on which file version.
    await user.click(within(gallery).getByRole('button', { name: 'Review stages' }));
    const details = await screen.findByRole('dialog', { name: /Review stages: Winter event/ });
    const first = within(details).getByRole('listitem', { name: 'Stage 1: Art direction' });
    expect(within(first).getByText(/^Ada Tester approved on/)).toBeTruthy();
    expect(within(first).getByText(/^April Tester approved on/)).toBeTruthy();
    expect(within(first).getAllByText('Files: Hero v1')).toHaveLength(2);
    expect(within(first).getByText('“Colours work”')).toBeTruthy();
    expect(within(first).getByText(/All reviewers · 2 of 2 approvals/)).toBeTruthy();
    expect(details.textContent).not.toMatch(/reviewStages\./);
  });

  it('configures stages with a checked form: a named stage with a rule, a deadline and reviewers', async () => {
    const empty = { ...TWO_STAGES, hasStages: false, round: 0, viewerCanConfigure: true, viewerCanDecide: false, stages: [] };
    const { calls, user } = renderWithRouter(
      <ReviewStagesButton
        clientCode="demo"
        concept={{ code: 'crc_1', name: 'Winter event', status: 'inProduction' }}
        onChanged={vi.fn()}
        onNotice={vi.fn()}
      />,
      {
        ConceptReview: () => ({ data: { conceptReview: empty } }),
        ReviewerOptions: () => ({
          data: {
            reviewerOptions: {
              __typename: 'ReviewerOptions',
              people: [person('ada@demo.test', 'Ada'), person('april@demo.test', 'April')],
              roles: [{ __typename: 'CodeName', code: 'approver', name: 'Approver' }],
            },
          },
        }),
        SetConceptReviewStages: () => ({
          data: { setConceptReviewStages: { ...empty, hasStages: true, stages: [stage(1, 'Art direction')] } },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Review stages' }));
    const dialog = await screen.findByRole('dialog', { name: /Review stages: Winter event/ });
    expect(await within(dialog).findByText('No stages: any approval user approves this concept in one step.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Edit stages' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add stage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save stages' }));
    expect(await within(dialog).findByText('Give the stage a name (at most 100 characters).')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one reviewer.')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'SetConceptReviewStages')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Stage name/ }), 'Art direction');
    await user.click(within(dialog).getByRole('combobox', { name: 'Rule' }));
    await user.click(await screen.findByRole('option', { name: 'All reviewers' }));
    await user.type(within(dialog).getByLabelText('Deadline (optional)'), '2026-12-01T17:00');
    const reviewers = within(dialog).getByRole('combobox', { name: 'Reviewers' });
    await user.click(reviewers);
    await user.click(await screen.findByRole('option', { name: 'Ada Tester (ada@demo.test)' }));
    await user.click(reviewers);
    await user.click(await screen.findByRole('option', { name: 'Everyone with the role Approver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save stages' }));
    await waitFor(() => expect(calls.some((call) => call.operationName === 'SetConceptReviewStages')).toBe(true));
    const saved = calls.find((call) => call.operationName === 'SetConceptReviewStages')!;
    expect(saved.variables).toEqual({
      clientCode: 'demo',
      conceptCode: 'crc_1',
      stages: [
        {
          name: 'Art direction',
          rule: 'ALL',
          requiredCount: null,
          deadline: new Date('2026-12-01T17:00').toISOString(),
          reviewers: [{ emailAddress: 'ada@demo.test' }, { roleCode: 'approver' }],
        },
      ],
    });
  });

  it('lists the stages waiting for me in My work, linking to the approval gallery', async () => {
    renderWithRouter(<WaitingForMe clientCode="demo" />, {
      MyReviewsWaiting: () => ({
        data: {
          myReviewsWaiting: [
            {
              __typename: 'ReviewWaiting',
              concept: { __typename: 'CreativeConceptRef', code: 'crc_1', name: 'Winter event' },
              stage: {
                __typename: 'ReviewStage',
                position: 2,
                name: 'Client sign-off',
                deadline: '2026-11-30T17:00:00.000Z',
                isOverdue: true,
              },
            },
          ],
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Waiting for me' });
    const row = await within(table).findByRole('row', { name: 'Winter event' });
    expect(within(row).getByText('Stage 2: Client sign-off')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Winter event' }).getAttribute('href')).toBe(
      '/demo/creative/concepts/crc_1?tab=details&open=approvalModal',
    );
  });
});

import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode } from '../../../test/api-client.js';
import { uploadFile } from '../../../test/asset-fixtures.js';
import { createConcept, unique, updateConcept } from '../../../test/concept-fixtures.js';
import { createTenant, platformAdmin, TEST_PASSWORD, type Tenant } from '../../../test/fixtures.js';

/**
 * Approval stages (issue 27 item 2): stage 1 needs both of two named reviewers, stage 2 any one
 * member of the approver role; each decision is recorded with the file versions it saw; the last
 * stage approves the concept (and its files); a rejection sends the review back to stage 1 at the
 * next submission. Without stages the single-step approval is unchanged.
 */

let tenant: Tenant;
let lead: ApiClient;
let approver: ApiClient;
const reviewers: { email: string; client: ApiClient }[] = [];

const REVIEW_FIELDS = `conceptCode hasStages round viewerCanConfigure viewerCanDecide
  stages { position name rule requiredCount deadline status isOverdue approvalsNeeded approvalCount
    reviewers { person { emailAddress } role { code } } eligibleReviewers { emailAddress }
    decisions { person { emailAddress } decision comment decidedAt reviewedFiles { assetCode name fileVersion } } }`;

interface Review {
  conceptCode: string;
  hasStages: boolean;
  round: number;
  viewerCanConfigure: boolean;
  viewerCanDecide: boolean;
  stages: {
    position: number;
    name: string;
    rule: string;
    status: string;
    approvalsNeeded: number;
    approvalCount: number;
    eligibleReviewers: { emailAddress: string }[];
    decisions: {
      person: { emailAddress: string };
      decision: string;
      comment: string | null;
      reviewedFiles: { assetCode: string; fileVersion: number }[];
    }[];
  }[];
}

const SET_STAGES = `mutation ($c: String!, $k: String!, $s: [ReviewStageInput!]!) { setConceptReviewStages(clientCode: $c, conceptCode: $k, stages: $s) { ${REVIEW_FIELDS} } }`;
const DECIDE = `mutation ($c: String!, $k: String!, $d: ReviewDecisionKind!, $m: String) { decideConceptReviewStage(clientCode: $c, conceptCode: $k, decision: $d, comment: $m) { ${REVIEW_FIELDS} } }`;
const REVIEW = `query ($c: String!, $k: String!) { conceptReview(clientCode: $c, conceptCode: $k) { ${REVIEW_FIELDS} } }`;
const WAITING = `query ($c: String!) { myReviewsWaiting(clientCode: $c) { concept { code name } stage { position name status } } }`;

beforeAll(async () => {
  tenant = await createTenant('review-stages');
  lead = await tenant.as('creativeLead');
  approver = await tenant.as('approver');
  const admin = await platformAdmin();
  for (const name of ['first', 'second']) {
    const email = `reviewer-${name}-${unique()}@review-stages.test`;
    await admin.mustRequest(
      `mutation ($client: String!, $user: ClientUserInput!) { createClientUser(clientCode: $client, user: $user) { emailAddress } }`,
      {
        client: tenant.clientCode,
        user: { emailAddress: email, firstName: name, lastName: 'Reviewer', password: TEST_PASSWORD, roles: ['approver'] },
      },
    );
    reviewers.push({ email, client: await new ApiClient(admin.baseUrl).signIn(email, TEST_PASSWORD) });
  }
});

function png() {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width: 16, height: 16, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Stage 1: both named reviewers; stage 2: any one member of the approver role. */
function twoStages(deadline?: string) {
  return [
    { name: 'Art direction', rule: 'ALL', deadline, reviewers: reviewers.map((reviewer) => ({ emailAddress: reviewer.email })) },
    { name: 'Client sign-off', rule: 'ANY', reviewers: [{ roleCode: 'approver' }] },
  ];
}

async function decide(client: ApiClient, conceptCode: string, decision: 'APPROVED' | 'REJECTED', comment?: string) {
  return client.request<{ decideConceptReviewStage: Review }>(DECIDE, { c: tenant.clientCode, k: conceptCode, d: decision, m: comment });
}

async function readReview(client: ApiClient, conceptCode: string) {
  return (await client.mustRequest<{ conceptReview: Review }>(REVIEW, { c: tenant.clientCode, k: conceptCode })).conceptReview;
}

async function notices(client: ApiClient, conceptName: string) {
  const data = await client.mustRequest<{ myNotifications: { items: { kind: string; title: string }[] } }>(
    `{ myNotifications(limit: 100) { items { kind title } } }`,
  );
  return data.myNotifications.items.filter((item) => item.title.includes(`"${conceptName}"`));
}

describe('approval stages', () => {
  it('runs a two-stage review: all of two reviewers, then any one of a role, and approves the concept and its file', async () => {
    const concept = await createConcept(lead, tenant);
    const { assetCode } = await uploadFile(await tenant.as('designer'), tenant, concept.code, await png(), { fileName: 'Hero.png' });
    const configured = (
      await lead.mustRequest<{ setConceptReviewStages: Review }>(SET_STAGES, { c: tenant.clientCode, k: concept.code, s: twoStages() })
    ).setConceptReviewStages;
    expect(configured.hasStages).toBe(true);
    expect(configured.viewerCanConfigure).toBe(true);
    expect(configured.stages.map((stage) => [stage.name, stage.rule, stage.status, stage.approvalsNeeded])).toEqual([
      ['Art direction', 'ALL', 'WAITING', 2],
      ['Client sign-off', 'ANY', 'WAITING', 1],
    ]);
    // Stage 2's role counts every member holding it: the tenant's approver and both reviewers.
    expect(configured.stages[1]!.eligibleReviewers).toHaveLength(3);

    expect((await updateConcept(lead, tenant, concept.code, { status: 'pendingApproval' })).errors).toBeUndefined();
    let review = await readReview(lead, concept.code);
    expect(review.round).toBe(1);
    expect(review.stages.map((stage) => stage.status)).toEqual(['OPEN', 'WAITING']);
    // Stage 1's reviewers are asked; the other approvers are not asked yet.
    expect((await notices(reviewers[0]!.client, concept.name)).map((item) => item.kind)).toEqual(['approvalRequested']);
    expect(await notices(approver, concept.name)).toEqual([]);
    expect((await readReview(approver, concept.code)).viewerCanDecide).toBe(false);
    expect((await readReview(reviewers[0]!.client, concept.code)).viewerCanDecide).toBe(true);

    // Not a reviewer of the open stage, or no approval permission: refused.
    expect(errorCode(await decide(approver, concept.code, 'APPROVED'))).toBe('FORBIDDEN');
    expect(errorCode(await decide(await tenant.as('viewer'), concept.code, 'APPROVED'))).toBe('FORBIDDEN');

    review = (await decide(reviewers[0]!.client, concept.code, 'APPROVED', 'Colours work')).data!.decideConceptReviewStage;
    expect(review.stages[0]).toMatchObject({ status: 'OPEN', approvalCount: 1, approvalsNeeded: 2 });
    expect(review.stages[0]!.decisions).toEqual([
      {
        person: { emailAddress: reviewers[0]!.email },
        decision: 'APPROVED',
        comment: 'Colours work',
        decidedAt: expect.any(String),
        reviewedFiles: [{ assetCode, name: 'Hero', fileVersion: 1 }],
      },
    ]);
    expect(errorCode(await decide(reviewers[0]!.client, concept.code, 'APPROVED'))).toBe('CONFLICT');
    // The concept cannot be approved by hand while stages are open.
    const byHand = await updateConcept(await tenant.as('admin'), tenant, concept.code, { status: 'approved' });
    expect(errorCode(byHand)).toBe('BAD_USER_INPUT');

    review = (await decide(reviewers[1]!.client, concept.code, 'APPROVED')).data!.decideConceptReviewStage;
    expect(review.stages.map((stage) => stage.status)).toEqual(['PASSED', 'OPEN']);
    const waiting = await approver.mustRequest<{ myReviewsWaiting: { concept: { code: string }; stage: { position: number } }[] }>(
      WAITING,
      {
        c: tenant.clientCode,
      },
    );
    expect(waiting.myReviewsWaiting.filter((item) => item.concept.code === concept.code)).toEqual([
      { concept: { code: concept.code, name: concept.name }, stage: { position: 2, name: 'Client sign-off', status: 'OPEN' } },
    ]);
    expect((await notices(approver, concept.name)).map((item) => item.title)).toEqual([
      expect.stringContaining('stage 2, Client sign-off'),
    ]);

    review = (await decide(approver, concept.code, 'APPROVED', 'Ship it')).data!.decideConceptReviewStage;
    expect(review.stages.map((stage) => stage.status)).toEqual(['PASSED', 'PASSED']);
    const state = await lead.mustRequest<{
      applicationCreativeConcept: { status: string };
      applicationCreativeConceptAsset: { status: string; lastDecision: { status: string; fileVersion: number; isCurrent: boolean } };
    }>(
      `query ($c: String!, $k: String!, $a: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { status }
        applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { status lastDecision { status fileVersion isCurrent } } }`,
      { c: tenant.clientCode, k: concept.code, a: assetCode },
    );
    expect(state.applicationCreativeConcept.status).toBe('approved');
    expect(state.applicationCreativeConceptAsset).toEqual({
      status: 'approved',
      lastDecision: { status: 'approved', fileVersion: 1, isCurrent: true },
    });
    expect((await notices(lead, concept.name)).map((item) => item.kind)).toContain('conceptApproved');
    const after = await approver.mustRequest<{ myReviewsWaiting: { concept: { code: string } }[] }>(WAITING, { c: tenant.clientCode });
    expect(after.myReviewsWaiting.filter((item) => item.concept.code === concept.code)).toEqual([]);

    // A new file on the approved asset (item 1) takes the concept back to review: a new round at stage 1.
    await uploadFile(await tenant.as('designer'), tenant, concept.code, await png(), { fileName: 'Hero.png', assetCode });
    const reopened = await readReview(reviewers[0]!.client, concept.code);
    expect(reopened.round).toBe(2);
    expect(reopened.stages.map((stage) => [stage.status, stage.decisions.length])).toEqual([
      ['OPEN', 0],
      ['WAITING', 0],
    ]);
    expect(reopened.viewerCanDecide).toBe(true);
  });

  it('sends the review back on a rejection: the concept is rejected, and the next submission starts again at stage 1', async () => {
    const concept = await createConcept(lead, tenant);
    await lead.mustRequest(SET_STAGES, { c: tenant.clientCode, k: concept.code, s: twoStages() });
    await updateConcept(lead, tenant, concept.code, { status: 'pendingApproval' });
    await decide(reviewers[0]!.client, concept.code, 'APPROVED');
    const rejected = (await decide(reviewers[1]!.client, concept.code, 'REJECTED', 'Logo too small')).data!.decideConceptReviewStage;
    expect(rejected.stages.map((stage) => stage.status)).toEqual(['REJECTED', 'WAITING']);
    expect(rejected.viewerCanDecide).toBe(false);
    const history = await lead.mustRequest<{
      applicationCreativeConcept: { status: string; history: { event: string; comment: string | null }[] };
    }>(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { status history { event comment } } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    expect(history.applicationCreativeConcept.status).toBe('rejected');
    expect(history.applicationCreativeConcept.history.map((entry) => entry.comment)).toContain(
      'Stage 1 "Art direction": Rejected: Logo too small',
    );
    expect(errorCode(await decide(reviewers[0]!.client, concept.code, 'APPROVED'))).toBe('BAD_USER_INPUT');

    // Moving a rejected concept on takes an approval user (the spec's rule): the administrator resubmits.
    expect((await updateConcept(await tenant.as('admin'), tenant, concept.code, { status: 'pendingApproval' })).errors).toBeUndefined();
    const again = await readReview(reviewers[1]!.client, concept.code);
    expect(again.round).toBe(2);
    expect(again.stages.map((stage) => [stage.status, stage.decisions.length])).toEqual([
      ['OPEN', 0],
      ['WAITING', 0],
    ]);
    expect(again.viewerCanDecide).toBe(true);
  });

  it('keeps the single-step approval without stages, and refuses stages that cannot work', async () => {
    const concept = await createConcept(lead, tenant, { status: 'pendingApproval' });
    const review = await readReview(approver, concept.code);
    expect(review).toMatchObject({ hasStages: false, round: 0, stages: [], viewerCanDecide: false, viewerCanConfigure: false });
    expect(errorCode(await decide(approver, concept.code, 'APPROVED'))).toBe('BAD_USER_INPUT');
    expect((await updateConcept(approver, tenant, concept.code, { status: 'approved' })).errors).toBeUndefined();

    const set = (stages: unknown[], client = lead) => client.request(SET_STAGES, { c: tenant.clientCode, k: concept.code, s: stages });
    expect(errorCode(await set(twoStages(), await tenant.as('viewer')))).toBe('FORBIDDEN');
    expect(errorCode(await set(twoStages(), approver))).toBe('FORBIDDEN');
    // A viewer cannot approve; a count above the reviewers; no reviewer; a role that does not approve; a bad deadline.
    expect(errorCode(await set([{ name: 'One', rule: 'ANY', reviewers: [{ emailAddress: tenant.emails.viewer }] }]))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(
        await set([{ name: 'One', rule: 'COUNT', requiredCount: 3, reviewers: reviewers.map((r) => ({ emailAddress: r.email })) }]),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await set([{ name: 'One', rule: 'ANY', reviewers: [] }]))).toBe('BAD_USER_INPUT');
    expect(errorCode(await set([{ name: 'One', rule: 'ANY', reviewers: [{ roleCode: 'viewer' }] }]))).toBe('BAD_USER_INPUT');
    expect(errorCode(await set([{ name: ' ', rule: 'ANY', reviewers: [{ roleCode: 'approver' }] }]))).toBe('BAD_USER_INPUT');
    const badDeadline = await set([{ name: 'One', rule: 'ANY', deadline: 'soon', reviewers: [{ roleCode: 'approver' }] }]);
    // The DateTime scalar refuses it before the service runs, naming the field.
    expect(badDeadline.errors?.[0]?.message).toContain('s[0].deadline');
    // An empty list goes back to the single-step approval.
    const options = await lead.mustRequest<{ reviewerOptions: { people: { emailAddress: string }[]; roles: { code: string }[] } }>(
      `query ($c: String!) { reviewerOptions(clientCode: $c) { people { emailAddress } roles { code } } }`,
      { c: tenant.clientCode },
    );
    expect(options.reviewerOptions.people.map((person) => person.emailAddress).sort()).toEqual(
      [tenant.emails.admin, tenant.emails.approver, ...reviewers.map((reviewer) => reviewer.email)].sort(),
    );
    expect(options.reviewerOptions.roles.map((role) => role.code).sort()).toEqual(['admin', 'approver']);
    const cleared = await lead.mustRequest<{ setConceptReviewStages: Review }>(SET_STAGES, {
      c: tenant.clientCode,
      k: concept.code,
      s: [],
    });
    expect(cleared.setConceptReviewStages.hasStages).toBe(false);
  });
  it("refuses the parent's Approve all for a variant reviewed in stages, and lets Reject all end its round", async () => {
    const parent = await createConcept(lead, tenant, { modelType: 'parent' });
    const child = await createConcept(lead, tenant, { parentCreativeConcept: { code: parent.code } });
    await lead.mustRequest(SET_STAGES, { c: tenant.clientCode, k: child.code, s: twoStages() });
    await updateConcept(lead, tenant, child.code, { status: 'pendingApproval' });
    const variables = { c: tenant.clientCode, a: tenant.applicationCodes[0], p: parent.code };
    const acceptAll = await approver.request(
      `mutation ($c: String!, $a: String!, $p: String!) { acceptAllApplicationCreativeChildConcepts(clientCode: $c, applicationCode: $a, parentConceptCode: $p) { code status } }`,
      variables,
    );
    expect(errorCode(acceptAll)).toBe('BAD_USER_INPUT');
    const rejectAll = await approver.mustRequest<{ rejectAllApplicationCreativeChildConcepts: { status: string }[] }>(
      `mutation ($c: String!, $a: String!, $p: String!) { rejectAllApplicationCreativeChildConcepts(clientCode: $c, applicationCode: $a, parentConceptCode: $p) { code status } }`,
      variables,
    );
    expect(rejectAll.rejectAllApplicationCreativeChildConcepts.map((row) => row.status)).toEqual(['rejected']);
    const stopped = await readReview(reviewers[0]!.client, child.code);
    expect(stopped.stages.map((stage) => stage.status)).toEqual(['WAITING', 'WAITING']);
    expect(stopped.viewerCanDecide).toBe(false);
  });
});

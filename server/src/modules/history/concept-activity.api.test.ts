import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode, type SseStream } from '../../../test/api-client.js';
import { createAssetRecord } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, platformAdmin, TEST_PASSWORD, type Tenant } from '../../../test/fixtures.js';
import { comment, CONCEPT_ACTIVITY, nextActivity, watchConcept } from '../../../test/live-fixtures.js';

const RESOLVE = `mutation ($c: String!, $a: String!, $id: ID!, $r: Boolean!) {
  resolveCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, commentId: $id, resolved: $r) { id } }`;
const APPROVE = `mutation ($c: String!, $app: String!, $a: String!) {
  approveApplicationCreativeConceptAsset(clientCode: $c, applicationCode: $app, conceptAssetCode: $a) { code status } }`;

let tenant: Tenant;
let admin: ApiClient;
const open: SseStream[] = [];

beforeAll(async () => {
  tenant = await createTenant('live');
  admin = await tenant.as('admin');
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function conceptUnderReview() {
  const concept = await createConcept(admin, tenant, { status: 'pendingApproval' });
  const asset = await createAssetRecord(admin, tenant, concept.code, { name: 'Teaser', status: 'pendingApproval' });
  return { concept, asset };
}

async function watch(client: ApiClient, on: Pick<Tenant, 'clientCode'>, conceptCode: string) {
  const stream = await watchConcept(client, on, conceptCode);
  open.push(stream);
  return stream;
}

describe('conceptActivity', () => {
  it('tells a viewer of a concept of each comment, reply, resolution and decision on its assets, in order', async () => {
    const { concept, asset } = await conceptUnderReview();
    const stream = await watch(await tenant.as('viewer'), tenant, concept.code);

    const commentId = await comment(admin, tenant, asset.code, 'Logo too small');
    expect(await nextActivity(stream)).toEqual({ kind: 'CHANGED', event: 'comment', assetCode: asset.code, entryId: commentId });

    const replyId = await comment(await tenant.as('designer'), tenant, asset.code, 'Fixed in v2', commentId);
    expect(await nextActivity(stream)).toEqual({ kind: 'CHANGED', event: 'comment', assetCode: asset.code, entryId: replyId });

    await admin.mustRequest(RESOLVE, { c: tenant.clientCode, a: asset.code, id: commentId, r: true });
    expect(await nextActivity(stream)).toEqual({ kind: 'CHANGED', event: 'commentResolved', assetCode: asset.code, entryId: commentId });

    await admin.mustRequest(APPROVE, { c: tenant.clientCode, app: tenant.applicationCodes[0], a: asset.code });
    expect(await nextActivity(stream)).toMatchObject({ kind: 'CHANGED', event: 'assetUpdated', assetCode: asset.code });
  });

  it("tells nothing of another concept's activity", async () => {
    const watched = await conceptUnderReview();
    const other = await conceptUnderReview();
    const stream = await watch(admin, tenant, watched.concept.code);
    await comment(admin, tenant, other.asset.code, 'On the other concept');
    const mine = await comment(admin, tenant, watched.asset.code, 'On the watched concept');
    // The first event to arrive is the watched concept's own: the other one's never came.
    expect(await nextActivity(stream)).toMatchObject({ entryId: mine });
  });

  it('refuses to start for a caller who may not see the concept, with the query errors', async () => {
    const { concept } = await conceptUnderReview();
    const variables = { clientCode: tenant.clientCode, k: concept.code };
    expect(errorCode(await new ApiClient().request(CONCEPT_ACTIVITY, variables))).toBe('UNAUTHENTICATED');
    expect(errorCode(await (await tenant.as('noRole')).request(CONCEPT_ACTIVITY, variables))).toBe('FORBIDDEN');
    expect(errorCode(await admin.request(CONCEPT_ACTIVITY, { ...variables, k: 'no-such-concept' }))).toBe('NOT_FOUND');
  });

  it('ends the stream, before the next event, for a user whose roles were taken away', async () => {
    const { concept, asset } = await conceptUnderReview();
    const removed = await new ApiClient(admin.baseUrl).signIn(tenant.emails.approver, TEST_PASSWORD);
    const stream = await watch(removed, tenant, concept.code);
    const staff = await platformAdmin();
    await staff.mustRequest(
      `mutation ($c: String!, $e: String!) { setClientUserRoles(clientCode: $c, emailAddress: $e, roles: []) { emailAddress } }`,
      {
        c: tenant.clientCode,
        e: tenant.emails.approver,
      },
    );
    try {
      await comment(admin, tenant, asset.code, 'After the removal');
      expect(await stream.next()).toEqual({ event: 'complete' });
    } finally {
      await staff.mustRequest(
        `mutation ($c: String!, $e: String!) { setClientUserRoles(clientCode: $c, emailAddress: $e, roles: ["approver"]) { emailAddress } }`,
        {
          c: tenant.clientCode,
          e: tenant.emails.approver,
        },
      );
    }
  });

  it('ends the stream when its session is signed out', async () => {
    const { concept, asset } = await conceptUnderReview();
    const leaving = await new ApiClient(admin.baseUrl).signIn(tenant.emails.viewer, TEST_PASSWORD);
    const stream = await watch(leaving, tenant, concept.code);
    await leaving.mustRequest(`mutation { signOut }`);
    await comment(admin, tenant, asset.code, 'After the sign-out');
    expect(await stream.next()).toEqual({ event: 'complete' });
  });
});

const VIEWERS = `query ($c: String!, $k: String!) { conceptViewers(clientCode: $c, conceptCode: $k) { person { emailAddress firstName } since } }`;

describe('who is looking at a concept', () => {
  async function viewersOf(client: ApiClient, conceptCode: string) {
    const data = await client.mustRequest<{ conceptViewers: { person: { emailAddress: string }; since: string }[] }>(VIEWERS, {
      c: tenant.clientCode,
      k: conceptCode,
    });
    return data.conceptViewers.map((viewer) => viewer.person.emailAddress);
  }

  it('lists each open page of the concept once per person, tells the others when someone arrives and leaves', async () => {
    const { concept } = await conceptUnderReview();
    const first = await watch(admin, tenant, concept.code);
    expect(await viewersOf(await tenant.as('viewer'), concept.code)).toEqual([tenant.emails.admin]);

    const designer = await tenant.as('designer');
    const second = await watch(designer, tenant, concept.code);
    // A second tab of the same person is one viewer.
    await watch(designer, tenant, concept.code);
    expect(await nextActivity(first, { withPresence: true })).toEqual({
      kind: 'CHANGED',
      event: 'presence',
      assetCode: null,
      entryId: null,
    });
    expect(await viewersOf(admin, concept.code)).toEqual([tenant.emails.admin, tenant.emails.designer]);

    // The designer closes both tabs: gone from the list, and the admin's page is told.
    second.close();
    open.at(-1)!.close();
    await expect.poll(() => viewersOf(admin, concept.code), { timeout: 10_000, interval: 100 }).toEqual([tenant.emails.admin]);
    expect(await nextActivity(first, { withPresence: true })).toMatchObject({ event: 'presence' });
  });

  it('answers like the concept queries to a caller who may not see it', async () => {
    const { concept } = await conceptUnderReview();
    const variables = { c: tenant.clientCode, k: concept.code };
    expect(errorCode(await new ApiClient().request(VIEWERS, variables))).toBe('UNAUTHENTICATED');
    expect(errorCode(await (await tenant.as('noRole')).request(VIEWERS, variables))).toBe('FORBIDDEN');
    expect(errorCode(await admin.request(VIEWERS, { ...variables, k: 'no-such-concept' }))).toBe('NOT_FOUND');
  });
});

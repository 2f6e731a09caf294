import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createAssetRecord } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

const ACCEPT_ALL = `mutation ($c: String!, $a: String!, $k: String!) {
  acceptAllApplicationCreativeConceptAssets(clientCode: $c, applicationCode: $a, conceptCode: $k) { code status } }`;
const REJECT_ALL = ACCEPT_ALL.replaceAll('acceptAll', 'rejectAll');

let tenant: Tenant;
let admin: ApiClient;

beforeAll(async () => {
  tenant = await createTenant('approval');
  admin = await tenant.as('admin');
});

/** A concept with production assets in several statuses, a design file and an active asset. */
async function conceptUnderReview(owner: Tenant = tenant) {
  const client = await owner.as('admin');
  const concept = await createConcept(client, owner, { status: 'pendingApproval' });
  const pending = await createAssetRecord(client, owner, concept.code, { name: 'Pending', status: 'pendingApproval' });
  const inProduction = await createAssetRecord(client, owner, concept.code, { name: 'In production', status: 'inProduction' });
  const active = await createAssetRecord(client, owner, concept.code, { name: 'Live', status: 'active' });
  const design = await createAssetRecord(client, owner, concept.code, { name: 'Layered', assetType: 'design', status: 'pendingApproval' });
  return { concept, pending, inProduction, active, design };
}

async function statusesOf(client: ApiClient, owner: Tenant, conceptCode: string) {
  const data = await client.mustRequest<{ applicationCreativeConceptAssets: { name: string; status: string }[] }>(
    `query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k) { name status } }`,
    { c: owner.clientCode, k: conceptCode },
  );
  return Object.fromEntries(data.applicationCreativeConceptAssets.map((asset) => [asset.name, asset.status]));
}

async function historyOf(client: ApiClient, owner: Tenant, assetCode: string) {
  const data = await client.mustRequest<{
    applicationCreativeConceptAsset: {
      history: { event: string; changes: Record<string, unknown> | null; audit: { createBy: { emailAddress: string } | null } }[];
    };
  }>(
    `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
      history { event changes audit { createBy { emailAddress } } } } }`,
    { c: owner.clientCode, a: assetCode },
  );
  return data.applicationCreativeConceptAsset.history;
}

describe('accept all and reject all of a concept’s assets', () => {
  it('approves the production assets under review, with a history entry each, and leaves the rest', async () => {
    const { concept, pending, inProduction } = await conceptUnderReview();
    const approver = await tenant.as('approver');
    const result = await approver.mustRequest<{ acceptAllApplicationCreativeConceptAssets: { code: string; status: string }[] }>(
      ACCEPT_ALL,
      { c: tenant.clientCode, a: tenant.applicationCodes[0], k: concept.code },
    );
    expect(result.acceptAllApplicationCreativeConceptAssets).toEqual([
      { code: pending.code, status: 'approved' },
      { code: inProduction.code, status: 'approved' },
    ]);
    expect(await statusesOf(admin, tenant, concept.code)).toEqual({
      Pending: 'approved',
      'In production': 'approved',
      Live: 'active',
      Layered: 'pendingApproval',
    });
    const [latest] = await historyOf(admin, tenant, pending.code);
    expect(latest).toEqual({
      event: 'assetUpdated',
      changes: { status: { from: 'pendingApproval', to: 'approved' } },
      audit: { createBy: { emailAddress: tenant.emails.approver } },
    });

    // A second run has nothing left to decide.
    const again = await approver.mustRequest<{ acceptAllApplicationCreativeConceptAssets: unknown[] }>(ACCEPT_ALL, {
      c: tenant.clientCode,
      a: tenant.applicationCodes[0],
      k: concept.code,
    });
    expect(again.acceptAllApplicationCreativeConceptAssets).toEqual([]);
  });

  it('rejects the production assets under review, approved ones included', async () => {
    const { concept, pending } = await conceptUnderReview();
    const approver = await tenant.as('approver');
    await approver.mustRequest(ACCEPT_ALL, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: concept.code });
    const result = await approver.mustRequest<{ rejectAllApplicationCreativeConceptAssets: { status: string }[] }>(REJECT_ALL, {
      c: tenant.clientCode,
      a: tenant.applicationCodes[0],
      k: concept.code,
    });
    expect(result.rejectAllApplicationCreativeConceptAssets.map((asset) => asset.status)).toEqual(['rejected', 'rejected']);
    expect(await statusesOf(admin, tenant, concept.code)).toMatchObject({
      Pending: 'rejected',
      'In production': 'rejected',
      Live: 'active',
    });
    const [latest] = await historyOf(admin, tenant, pending.code);
    expect(latest!.changes).toEqual({ status: { from: 'approved', to: 'rejected' } });
  });

  it('refuses a user without the approval permission with the catalogue message, changing nothing', async () => {
    const { concept, pending } = await conceptUnderReview();
    const before = await statusesOf(admin, tenant, concept.code);
    const historyBefore = await historyOf(admin, tenant, pending.code);
    const designer = await tenant.as('designer');
    const variables = { c: tenant.clientCode, a: tenant.applicationCodes[0], k: concept.code };

    const approve = await designer.request(ACCEPT_ALL, variables);
    expect(errorCode(approve)).toBe('FORBIDDEN');
    expect(approve.errors?.[0]?.message).toBe('You do not have the correct permissions to Approve this Creative Concept/Assets.');
    const reject = await designer.request(REJECT_ALL, variables);
    expect(errorCode(reject)).toBe('FORBIDDEN');
    expect(reject.errors?.[0]?.message).toBe('You do not have the correct permissions to Reject this Creative Concept/Assets.');
    // A user with no role at all gets the same message.
    const nobody = await (await tenant.as('noRole')).request(ACCEPT_ALL, variables);
    expect(nobody.errors?.[0]).toMatchObject({
      message: 'You do not have the correct permissions to Approve this Creative Concept/Assets.',
      extensions: { code: 'FORBIDDEN' },
    });

    expect(await statusesOf(admin, tenant, concept.code)).toEqual(before);
    expect(await historyOf(admin, tenant, pending.code)).toEqual(historyBefore);
  });

  it("refuses another client's concept, under either client's codes, changing nothing", async () => {
    const other = await createTenant('approval-other');
    const { concept } = await conceptUnderReview(other);
    const before = await statusesOf(await other.as('admin'), other, concept.code);
    const approver = await tenant.as('approver');

    const underTheirCodes = await approver.request(ACCEPT_ALL, { c: other.clientCode, a: other.applicationCodes[0], k: concept.code });
    expect(errorCode(underTheirCodes)).toBe('NOT_FOUND');
    expect(underTheirCodes.errors?.[0]?.message).toBe('Not found or no access');
    const underOurCodes = await approver.request(ACCEPT_ALL, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: concept.code });
    expect(errorCode(underOurCodes)).toBe('NOT_FOUND');
    expect(JSON.stringify(underOurCodes)).not.toContain(other.clientCode);

    expect(await statusesOf(await other.as('admin'), other, concept.code)).toEqual(before);
  });

  it('refuses a concept named under an application it does not belong to', async () => {
    const { concept } = await conceptUnderReview();
    const result = await (
      await tenant.as('approver')
    ).request(ACCEPT_ALL, {
      c: tenant.clientCode,
      a: tenant.applicationCodes[1],
      k: concept.code,
    });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect((await statusesOf(admin, tenant, concept.code)).Pending).toBe('pendingApproval');
  });
});

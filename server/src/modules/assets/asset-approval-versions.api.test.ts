import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type GraphQLResponse } from '../../../test/api-client.js';
import { uploadFile, uploadParts } from '../../../test/asset-fixtures.js';
import { createConcept, getConcept, updateConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

/**
 * An approval belongs to the exact file it approved (issue 27): a decision records the file version;
 * replacing the file, restoring an older version or merging a duplicate into an approved asset
 * takes it (and its approved concept) back to review, tells the approvers, and the history and the
 * shared view say which version was approved and which is current.
 */

let tenant: Tenant;
let admin: ApiClient;
let designer: ApiClient;
let approver: ApiClient;

beforeAll(async () => {
  tenant = await createTenant('approval-versions');
  admin = await tenant.as('admin');
  designer = await tenant.as('designer');
  approver = await tenant.as('approver');
});

/** A solid PNG of its own colour: distinct content per call. */
function png(width = 16, height = 16) {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

const ACCEPT_ALL = `mutation ($c: String!, $a: String!, $k: String!) {
  acceptAllApplicationCreativeConceptAssets(clientCode: $c, applicationCode: $a, conceptCode: $k) { code status } }`;
const MERGE = `mutation ($c: String!, $s: String!, $d: String!) {
  mergeCreativeConceptAsset(clientCode: $c, sourceConceptAssetCode: $s, destinationConceptAssetCode: $d) { code status } }`;
const RESTORE = `mutation ($c: String!, $a: String!, $v: Int!) {
  restoreCreativeConceptAssetVersion(clientCode: $c, conceptAssetCode: $a, versionNumber: $v) { code status fileVersion } }`;
const APPROVE_ASSET = `mutation ($c: String!, $a: String!, $k: String!) {
  approveApplicationCreativeConceptAsset(clientCode: $c, applicationCode: $a, conceptAssetCode: $k) { code status } }`;

interface AssetState {
  status: string;
  fileVersion: number | null;
  lastDecision: {
    status: string;
    fileVersion: number | null;
    isCurrent: boolean;
    decideBy: { emailAddress: string } | null;
  } | null;
  versions: { versionNumber: number }[];
  history: {
    event: string;
    changes: Record<string, unknown> | null;
    changeList: { field: string; from: string | null; to: string | null }[];
    assetFileVersion: number | null;
  }[];
}

async function readAsset(assetCode: string) {
  const data = await admin.mustRequest<{ applicationCreativeConceptAsset: AssetState }>(
    `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
      status fileVersion lastDecision { status fileVersion isCurrent decideBy { emailAddress } } versions { versionNumber }
      history { event changes changeList { field from to } assetFileVersion } } }`,
    { c: tenant.clientCode, a: assetCode },
  );
  return data.applicationCreativeConceptAsset;
}

async function conceptHistory(conceptCode: string) {
  const data = await admin.mustRequest<{
    applicationCreativeConcept: {
      history: {
        event: string;
        asset: { code: string } | null;
        changes: Record<string, unknown> | null;
        changeList: { field: string; to: string | null }[];
      }[];
    };
  }>(
    `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) {
      history { event asset { code } changes changeList { field to } } } }`,
    { c: tenant.clientCode, k: conceptCode },
  );
  return data.applicationCreativeConcept.history;
}

/** The approval notifications of one person about one asset (their in-app list, newest first). */
async function approvalNotices(client: ApiClient, assetName: string) {
  const data = await client.mustRequest<{
    myNotifications: { items: { kind: string; title: string; body: string; link: string }[] };
  }>(`{ myNotifications(limit: 100) { items { kind title body link } } }`);
  return data.myNotifications.items.filter((item) => item.kind === 'approvalRequested' && item.title.includes(`"${assetName}"`));
}

async function conceptStatus(conceptCode: string) {
  const result = await getConcept(admin, tenant, conceptCode);
  return result.data!.applicationCreativeConcept.status;
}

/** The gallery's concept step: the approver sets the concept to approved. */
async function approveConcept(conceptCode: string) {
  const result = await updateConcept(approver, tenant, conceptCode, { status: 'approved' });
  expect(result.errors).toBeUndefined();
}

/** A concept in review with one production image, approved from the gallery (accept-all, then the concept). */
async function approvedConcept(assetName: string) {
  const concept = await createConcept(admin, tenant, { status: 'pendingApproval' });
  const uploaded = await uploadFile(designer, tenant, concept.code, await png(), { fileName: `${assetName}.png` });
  await approver.mustRequest(ACCEPT_ALL, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: concept.code });
  await approveConcept(concept.code);
  return { concept, assetCode: uploaded.assetCode };
}

/** The editor's Replace: an upload straight into the asset. */
function replaceFile(assetCode: string, conceptCode: string, bytes: Buffer, fileName: string) {
  return uploadFile(designer, tenant, conceptCode, bytes, { fileName, assetCode });
}

/** The shared view's two queries, with the approval fields its gallery reads, as a visitor. */
async function readSharedView(conceptCode: string) {
  const link = await admin.mustRequest<{ createCreativeConceptShareLink: { url: string } }>(
    `mutation ($c: String!, $k: String!) { createCreativeConceptShareLink(clientCode: $c, conceptCode: $k, link: {}) { url } }`,
    { c: tenant.clientCode, k: conceptCode },
  );
  const token = new URL(link.createCreativeConceptShareLink.url, 'http://x').searchParams.get('token')!;
  const response = await fetch(`${admin.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `query ($c: String!, $k: String!) {
        applicationCreativeConcept(clientCode: $c, conceptCode: $k) { status lifeCycle }
        applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: "production") {
          code fileName fileVersion lastDecision { status fileVersion isCurrent decideDate } } }`,
      variables: { c: tenant.clientCode, k: conceptCode },
    }),
  });
  return (await response.json()) as GraphQLResponse<{
    applicationCreativeConcept: { status: string; lifeCycle: string };
    applicationCreativeConceptAssets: {
      code: string;
      fileName: string;
      fileVersion: number;
      lastDecision: { status: string; fileVersion: number; isCurrent: boolean; decideDate: string } | null;
    }[];
  }>;
}

describe('an approval names the file version it was made on', () => {
  it('records the version on each asset decision and the files on the concept decision', async () => {
    const { concept, assetCode } = await approvedConcept('Hero');
    const asset = await readAsset(assetCode);
    expect(asset).toMatchObject({
      status: 'approved',
      fileVersion: 1,
      lastDecision: { status: 'approved', fileVersion: 1, isCurrent: true, decideBy: { emailAddress: tenant.emails.approver } },
    });
    const decision = asset.history.find((entry) => entry.event === 'assetUpdated' && entry.changes?.status);
    expect(decision).toMatchObject({ changes: { status: { from: 'pendingApproval', to: 'approved' } }, assetFileVersion: 1 });
    const approval = (await conceptHistory(concept.code)).find((entry) => entry.event === 'statusUpdated');
    expect(approval!.changes).toEqual({
      status: { from: 'pendingApproval', to: 'approved' },
      reviewedFiles: [{ code: assetCode, name: 'Hero', fileVersion: 1 }],
    });
    expect(approval!.changeList).toContainEqual({ field: 'Files decided on', to: 'Hero v1' });
  });
});

describe('a new file on an approved asset reopens its review', () => {
  it('replacing as a designer takes the asset and the concept back to review, tells the approvers, and the share link shows it', async () => {
    const { concept, assetCode } = await approvedConcept('Endcard');
    const before = await readSharedView(concept.code);
    expect(before.data!.applicationCreativeConceptAssets[0]!.lastDecision).toMatchObject({
      status: 'approved',
      fileVersion: 1,
      isCurrent: true,
    });

    const replaced = await replaceFile(assetCode, concept.code, await png(20, 10), 'endcard-v2.png');
    expect(replaced).toEqual({ status: 'done', assetCode, duplicatedConceptAssetCode: null });

    const asset = await readAsset(assetCode);
    expect(asset).toMatchObject({
      status: 'pendingApproval',
      fileVersion: 2,
      // The decision stands as made, on v1; it no longer covers the file the asset holds.
      lastDecision: { status: 'approved', fileVersion: 1, isCurrent: false },
    });
    const [replace] = asset.history;
    expect(replace).toMatchObject({
      event: 'assetReplaced',
      assetFileVersion: 2,
      changes: {
        fileName: { from: 'Endcard.png', to: 'endcard-v2.png' },
        fileVersion: { from: 'v1', to: 'v2' },
        status: { from: 'approved', to: 'pendingApproval' },
      },
    });
    expect(replace!.changeList).toContainEqual({ field: 'Status', from: 'Approved', to: 'Pending approval' });
    expect(await conceptStatus(concept.code)).toBe('pendingApproval');
    const [reopened] = (await conceptHistory(concept.code)).filter((entry) => entry.event === 'statusUpdated');
    expect(reopened!.changes).toEqual({
      status: { from: 'approved', to: 'pendingApproval' },
      changedFile: { name: 'Endcard', approvedFileVersion: 1, fileVersion: 2 },
    });
    expect(reopened!.changeList).toContainEqual({ field: 'Reopened by a new file', to: 'Endcard: v1 approved, v2 now' });

    // The approvers are asked to look again; the designer who replaced it is not told about it.
    const notices = await approvalNotices(approver, 'Endcard');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: expect.stringContaining('changed the approved file of "Endcard"'),
      body: 'v1, the approved file, was replaced by v2. The asset is back in review.',
      link: `/${tenant.clientCode}/creative/concepts/${concept.code}?tab=assets&asset=${assetCode}`,
    });
    expect(await approvalNotices(designer, 'Endcard')).toEqual([]);

    // The shared view no longer presents the new file as approved.
    const after = await readSharedView(concept.code);
    expect(after.errors).toBeUndefined();
    expect(after.data!.applicationCreativeConcept.status).toBe('pendingApproval');
    expect(after.data!.applicationCreativeConceptAssets).toEqual([
      {
        code: assetCode,
        fileName: 'endcard-v2.png',
        fileVersion: 2,
        lastDecision: { status: 'approved', fileVersion: 1, isCurrent: false, decideDate: expect.any(String) },
      },
    ]);

    // Approving again records the new file.
    await approver.mustRequest(APPROVE_ASSET, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: assetCode });
    expect((await readAsset(assetCode)).lastDecision).toMatchObject({ status: 'approved', fileVersion: 2, isCurrent: true });
  });

  it('restoring an older version reopens the review too', async () => {
    const { concept, assetCode } = await approvedConcept('Banner');
    await replaceFile(assetCode, concept.code, await png(), 'banner-v2.png');
    await approver.mustRequest(APPROVE_ASSET, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: assetCode });
    await approveConcept(concept.code);

    const restored = await designer.mustRequest<{ restoreCreativeConceptAssetVersion: { status: string; fileVersion: number } }>(RESTORE, {
      c: tenant.clientCode,
      a: assetCode,
      v: 1,
    });
    expect(restored.restoreCreativeConceptAssetVersion).toMatchObject({ status: 'pendingApproval', fileVersion: 3 });
    const asset = await readAsset(assetCode);
    expect(asset.lastDecision).toMatchObject({ status: 'approved', fileVersion: 2, isCurrent: false });
    expect(asset.history[0]).toMatchObject({
      event: 'assetVersionRestored',
      assetFileVersion: 3,
      changes: { fileVersion: { from: 'v2', to: 'v1' }, status: { from: 'approved', to: 'pendingApproval' } },
    });
    expect(await conceptStatus(concept.code)).toBe('pendingApproval');
    const notices = await approvalNotices(approver, 'Banner');
    expect(notices[0]!.body).toBe('v2, the approved file, was replaced by v3. The asset is back in review.');
  });

  it('merging a duplicate into an approved asset (the duplicate dialog’s Replace) reopens it and is recorded as a replace', async () => {
    const { concept, assetCode } = await approvedConcept('Icon');
    const duplicate = await uploadFile(designer, tenant, concept.code, await png(), { fileName: 'Icon.png' });
    expect(duplicate).toMatchObject({ status: 'duplicated', duplicatedConceptAssetCode: assetCode });
    const merged = await designer.mustRequest<{ mergeCreativeConceptAsset: { status: string } }>(MERGE, {
      c: tenant.clientCode,
      s: duplicate.assetCode,
      d: assetCode,
    });
    expect(merged.mergeCreativeConceptAsset.status).toBe('pendingApproval');
    const asset = await readAsset(assetCode);
    expect(asset.history.map((entry) => entry.event)).not.toContain('assetMerged');
    expect(asset.history[0]).toMatchObject({
      event: 'assetReplaced',
      assetFileVersion: 2,
      changes: { fileVersion: { from: 'v1', to: 'v2' }, status: { from: 'approved', to: 'pendingApproval' } },
    });
    expect(await conceptStatus(concept.code)).toBe('pendingApproval');
    expect(await approvalNotices(approver, 'Icon')).toHaveLength(1);
  });

  it('leaves an asset that is not approved, and its concept, where they were', async () => {
    const concept = await createConcept(admin, tenant, { status: 'pendingApproval' });
    const uploaded = await uploadFile(designer, tenant, concept.code, await png(), { fileName: 'Draft.png' });
    await replaceFile(uploaded.assetCode, concept.code, await png(), 'draft-v2.png');
    const asset = await readAsset(uploaded.assetCode);
    expect(asset).toMatchObject({ status: 'pendingApproval', fileVersion: 2, lastDecision: null });
    expect(asset.history[0]).toMatchObject({ event: 'assetReplaced', changes: { fileVersion: { from: 'v1', to: 'v2' } } });
    expect(asset.history[0]!.changes).not.toHaveProperty('status');
    expect(await approvalNotices(approver, 'Draft')).toEqual([]);
  });
});

describe('the same file again changes nothing', () => {
  it('a Replace with identical content adds no version and the approval holds', async () => {
    const { concept, assetCode } = await approvedConcept('Same');
    const bytes = await png(12, 12);
    // The approved file is v1; give it known bytes first, approve them, then send them again.
    await replaceFile(assetCode, concept.code, bytes, 'same.png');
    await approver.mustRequest(APPROVE_ASSET, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: assetCode });
    await approveConcept(concept.code);
    const before = await readAsset(assetCode);

    const upload = await uploadParts(designer, tenant, concept.code, bytes, { fileName: 'same-again.png', assetCode });
    const again = await designer.mustRequest<{ finishCreativeConceptAssetUpload: { status: string; isUnchanged: boolean } }>(
      `mutation ($c: String!, $k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) {
        finishCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status isUnchanged } }`,
      { c: tenant.clientCode, k: concept.code, a: upload.assetCode, u: upload.uploadId, p: upload.parts },
    );
    expect(again.finishCreativeConceptAssetUpload).toEqual({ status: 'done', isUnchanged: true });
    const after = await readAsset(assetCode);
    expect(after.versions).toEqual(before.versions);
    expect(after).toMatchObject({ status: 'approved', fileVersion: 2, lastDecision: { fileVersion: 2, isCurrent: true } });
    expect(after.history).toEqual(before.history);
    expect(await conceptStatus(concept.code)).toBe('approved');
  });

  it('merging a duplicate with identical content adds no version and removes the duplicate', async () => {
    const concept = await createConcept(admin, tenant);
    const bytes = await png();
    const original = await uploadFile(designer, tenant, concept.code, bytes, { fileName: 'twin.png' });
    const duplicate = await uploadFile(designer, tenant, concept.code, bytes, { fileName: 'twin-copy.png' });
    expect(duplicate).toMatchObject({ status: 'duplicated', duplicatedConceptAssetCode: original.assetCode });
    await designer.mustRequest(MERGE, { c: tenant.clientCode, s: duplicate.assetCode, d: original.assetCode });
    const asset = await readAsset(original.assetCode);
    expect(asset).toMatchObject({ fileVersion: 1, versions: [] });
    expect(asset.history.map((entry) => entry.event)).toEqual(['assetCreated']);
    const list = await admin.mustRequest<{ applicationCreativeConceptAssets: { code: string }[] }>(
      `query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k) { code } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    expect(list.applicationCreativeConceptAssets).toEqual([{ code: original.assetCode }]);
  });
});

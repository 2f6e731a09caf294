import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { getAsset, sha256, uploadFile, waitForProcessing } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

/** Replacing an asset's file (Replace in the editor, or merging a duplicate) keeps the old file as a version. */

let tenant: Tenant;
let admin: ApiClient;
let designer: ApiClient;

beforeAll(async () => {
  tenant = await createTenant('versions');
  admin = await tenant.as('admin');
  designer = await tenant.as('designer');
});

interface VersionResult {
  versionNumber: number;
  fileName: string | null;
  mimeType: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  createDate: string;
  createBy: { emailAddress: string } | null;
  downloadUrl: string;
}

const MERGE = `mutation ($c: String!, $s: String!, $d: String!) {
  mergeCreativeConceptAsset(clientCode: $c, sourceConceptAssetCode: $s, destinationConceptAssetCode: $d) { code fileName } }`;

/** A solid PNG of its own colour and size: distinct content per call. */
function png(width: number, height: number) {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function download(url: string) {
  const response = await fetch(new URL(url, inject('baseUrl')));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function findVersions(client: ApiClient, assetCode: string) {
  const data = await client.mustRequest<{ applicationCreativeConceptAsset: { versions: VersionResult[] } }>(
    `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
      versions { versionNumber fileName mimeType size width height createDate createBy { emailAddress } downloadUrl } } }`,
    { c: tenant.clientCode, a: assetCode },
  );
  return data.applicationCreativeConceptAsset.versions;
}

async function listAssetCodes(conceptCode: string) {
  const data = await admin.mustRequest<{ applicationCreativeConceptAssets: { code: string }[] }>(
    `query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k) { code } }`,
    { c: tenant.clientCode, k: conceptCode },
  );
  return data.applicationCreativeConceptAssets.map((asset) => asset.code).sort();
}

describe('merging a duplicate into an asset', () => {
  it("refuses a designer's merge of assets they did not upload, and leaves both assets and files intact", async () => {
    const concept = await createConcept(admin, tenant);
    const destinationBytes = await png(20, 20);
    const sourceBytes = await png(30, 20);
    const destination = await uploadFile(admin, tenant, concept.code, destinationBytes, { fileName: 'hero.png' });
    const source = await uploadFile(admin, tenant, concept.code, sourceBytes, { fileName: 'hero-2.png' });

    const result = await designer.request(MERGE, { c: tenant.clientCode, s: source.assetCode, d: destination.assetCode });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe(
      'Only the person who uploaded this file, or someone who may delete assets, can replace another asset with it.',
    );
    expect(result.data?.mergeCreativeConceptAsset ?? null).toBeNull();

    expect(await listAssetCodes(concept.code)).toEqual([destination.assetCode, source.assetCode].sort());
    const destinationAfter = await getAsset(admin, tenant, destination.assetCode);
    const sourceAfter = await getAsset(admin, tenant, source.assetCode);
    expect(destinationAfter.fileName).toBe('hero.png');
    expect(sha256(await download(destinationAfter.downloadUrl!))).toBe(sha256(destinationBytes));
    expect(sha256(await download(sourceAfter.downloadUrl!))).toBe(sha256(sourceBytes));
    expect(destinationAfter.history.map((entry) => entry.event)).not.toContain('assetReplaced');
    expect(await findVersions(admin, destination.assetCode)).toEqual([]);
  });

  it('lets a designer replace an asset with their own fresh duplicate; the old file becomes a version, the duplicate leaves the lists', async () => {
    const concept = await createConcept(admin, tenant);
    const originalBytes = await png(40, 20);
    const original = await uploadFile(admin, tenant, concept.code, originalBytes, { fileName: 'Endcard.png' });
    await waitForProcessing(admin, tenant, original.assetCode);
    const replacementBytes = await png(60, 20);
    const duplicate = await uploadFile(designer, tenant, concept.code, replacementBytes, { fileName: 'endcard.png' });
    expect(duplicate).toMatchObject({ status: 'duplicated', duplicatedConceptAssetCode: original.assetCode });

    const merged = await designer.mustRequest(MERGE, { c: tenant.clientCode, s: duplicate.assetCode, d: original.assetCode });
    expect(merged.mergeCreativeConceptAsset).toEqual({ code: original.assetCode, fileName: 'endcard.png' });

    const asset = await waitForProcessing(admin, tenant, original.assetCode);
    expect(asset.width).toBe(60);
    expect(sha256(await download(asset.downloadUrl!))).toBe(sha256(replacementBytes));
    expect(asset.history.map((entry) => entry.event)).toContain('assetReplaced');

    const versions = await findVersions(admin, original.assetCode);
    expect(versions).toEqual([
      {
        versionNumber: 1,
        fileName: 'Endcard.png',
        mimeType: 'image/png',
        size: originalBytes.length,
        width: 40,
        height: 20,
        createDate: expect.any(String),
        createBy: { emailAddress: tenant.emails.designer },
        downloadUrl: expect.any(String),
      },
    ]);
    expect(sha256(await download(versions[0]!.downloadUrl))).toBe(sha256(originalBytes));

    // The duplicate is gone from every list and cannot be opened; the destination alone remains.
    expect(await listAssetCodes(concept.code)).toEqual([original.assetCode]);
    const opened = await admin.request(
      `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { code } }`,
      { c: tenant.clientCode, a: duplicate.assetCode },
    );
    expect(errorCode(opened)).toBe('NOT_FOUND');
  });

  it('lets someone who may delete assets merge another person’s upload, keeping each replaced file', async () => {
    const concept = await createConcept(admin, tenant);
    const first = await png(11, 11);
    const second = await png(12, 12);
    const third = await png(13, 13);
    const destination = await uploadFile(designer, tenant, concept.code, first, { fileName: 'icon.png' });
    const secondUpload = await uploadFile(designer, tenant, concept.code, second, { fileName: 'icon.png' });
    await admin.mustRequest(MERGE, { c: tenant.clientCode, s: secondUpload.assetCode, d: destination.assetCode });
    const thirdUpload = await uploadFile(designer, tenant, concept.code, third, { fileName: 'icon.png' });
    await admin.mustRequest(MERGE, { c: tenant.clientCode, s: thirdUpload.assetCode, d: destination.assetCode });

    const versions = await findVersions(designer, destination.assetCode);
    expect(versions.map((version) => version.versionNumber)).toEqual([2, 1]);
    expect(versions.map((version) => version.createBy?.emailAddress)).toEqual([tenant.emails.admin, tenant.emails.admin]);
    expect(sha256(await download(versions[0]!.downloadUrl))).toBe(sha256(second));
    expect(sha256(await download(versions[1]!.downloadUrl))).toBe(sha256(first));
    expect(await listAssetCodes(concept.code)).toEqual([destination.assetCode]);
  });
});

describe("the asset editor's Replace", () => {
  it('keeps the old file as a version that still downloads', async () => {
    const concept = await createConcept(admin, tenant);
    const oldBytes = await png(24, 12);
    const newBytes = await png(12, 24);
    const uploaded = await uploadFile(admin, tenant, concept.code, oldBytes, { fileName: 'banner.png' });
    await waitForProcessing(admin, tenant, uploaded.assetCode);

    // Replace: an upload into the existing asset (its code), as the editor sends it.
    const replaced = await uploadFile(designer, tenant, concept.code, newBytes, {
      fileName: 'banner-v2.png',
      assetCode: uploaded.assetCode,
    });
    expect(replaced).toMatchObject({ status: 'done', assetCode: uploaded.assetCode });

    const asset = await waitForProcessing(admin, tenant, uploaded.assetCode);
    expect(asset.fileName).toBe('banner-v2.png');
    expect(sha256(await download(asset.downloadUrl!))).toBe(sha256(newBytes));
    const versions = await findVersions(admin, uploaded.assetCode);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      versionNumber: 1,
      fileName: 'banner.png',
      size: oldBytes.length,
      width: 24,
      height: 12,
      createBy: { emailAddress: tenant.emails.designer },
    });
    expect(sha256(await download(versions[0]!.downloadUrl))).toBe(sha256(oldBytes));
  });

  it('keeps no version for the first file of an asset created without one', async () => {
    const concept = await createConcept(admin, tenant);
    const created = await admin.mustRequest<{ createCreativeConceptAsset: { code: string } }>(
      `mutation ($c: String!, $k: String!) { createCreativeConceptAsset(clientCode: $c, conceptCode: $k, asset: { name: "Later", assetType: "production" }) { code } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    const code = created.createCreativeConceptAsset.code;
    await uploadFile(admin, tenant, concept.code, await png(8, 8), { fileName: 'later.png', assetCode: code });
    expect(await findVersions(admin, code)).toEqual([]);
  });
});

describe('restoring a version, and comments on versions', () => {
  const COMMENT = `mutation ($c: String!, $a: String!, $t: String!) {
    addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: $t) { assetFileVersion } }`;
  const RESTORE = `mutation ($c: String!, $a: String!, $v: Int!) {
    restoreCreativeConceptAssetVersion(clientCode: $c, conceptAssetCode: $a, versionNumber: $v) { code fileName fileVersion } }`;

  /** Replace through the duplicate dialog: upload the new file as a new asset, then merge it into the asset. */
  async function replace(assetCode: string, conceptCode: string, bytes: Buffer, fileName: string) {
    const uploaded = await uploadFile(designer, tenant, conceptCode, bytes, { fileName });
    await designer.mustRequest(MERGE, { c: tenant.clientCode, s: uploaded.assetCode, d: assetCode });
  }

  async function commentsByVersion(assetCode: string) {
    const data = await admin.mustRequest<{
      applicationCreativeConceptAsset: {
        fileVersion: number;
        history: { event: string; comment: string | null; assetFileVersion: number | null }[];
      };
    }>(
      `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
        fileVersion history { event comment assetFileVersion } } }`,
      { c: tenant.clientCode, a: assetCode },
    );
    const asset = data.applicationCreativeConceptAsset;
    const comments = asset.history.filter((entry) => entry.event === 'comment').map((entry) => [entry.comment, entry.assetFileVersion]);
    return { fileVersion: asset.fileVersion, comments: comments.sort() };
  }

  it('keeps v1 and v2 byte-identical after two replaces, restores v1 as the newest, and leaves comments on their versions', async () => {
    const concept = await createConcept(admin, tenant);
    const files = [await png(30, 20), await png(40, 20), await png(50, 20)];
    const first = await uploadFile(designer, tenant, concept.code, files[0]!, { fileName: 'v1.png' });
    const comment = (text: string) => designer.mustRequest(COMMENT, { c: tenant.clientCode, a: first.assetCode, t: text });

    expect((await comment('On the first cut')).addApplicationCreativeConceptAssetComment).toEqual({ assetFileVersion: 1 });
    await replace(first.assetCode, concept.code, files[1]!, 'v2.png');
    expect((await comment('Logo too small here')).addApplicationCreativeConceptAssetComment).toEqual({ assetFileVersion: 2 });
    await replace(first.assetCode, concept.code, files[2]!, 'v3.png');

    const versions = await findVersions(admin, first.assetCode);
    expect(versions.map((version) => [version.versionNumber, version.fileName])).toEqual([
      [2, 'v2.png'],
      [1, 'v1.png'],
    ]);
    expect(sha256(await download(versions[1]!.downloadUrl))).toBe(sha256(files[0]!));
    expect(sha256(await download(versions[0]!.downloadUrl))).toBe(sha256(files[1]!));
    const atThree = await waitForProcessing(admin, tenant, first.assetCode);
    expect(sha256(await download(atThree.downloadUrl!))).toBe(sha256(files[2]!));

    const restored = await designer.mustRequest(RESTORE, { c: tenant.clientCode, a: first.assetCode, v: 1 });
    expect(restored.restoreCreativeConceptAssetVersion).toEqual({ code: first.assetCode, fileName: 'v1.png', fileVersion: 4 });
    const newest = await waitForProcessing(admin, tenant, first.assetCode);
    expect(newest.width).toBe(30);
    expect(sha256(await download(newest.downloadUrl!))).toBe(sha256(files[0]!));
    // v3 was kept as a version, nothing was lost; v1 is still listed too.
    const after = await findVersions(admin, first.assetCode);
    expect(after.map((version) => [version.versionNumber, version.fileName])).toEqual([
      [3, 'v3.png'],
      [2, 'v2.png'],
      [1, 'v1.png'],
    ]);
    expect(sha256(await download(after[0]!.downloadUrl))).toBe(sha256(files[2]!));
    expect(await commentsByVersion(first.assetCode)).toEqual({
      fileVersion: 4,
      comments: [
        ['Logo too small here', 2],
        ['On the first cut', 1],
      ],
    });
    expect(newest.history.map((entry: { event: string }) => entry.event)).toContain('assetVersionRestored');
  });

  it('refuses a version that does not exist, and a viewer', async () => {
    const concept = await createConcept(admin, tenant);
    const asset = await uploadFile(designer, tenant, concept.code, await png(20, 20), { fileName: 'only.png' });
    const missing = await designer.request(RESTORE, { c: tenant.clientCode, a: asset.assetCode, v: 7 });
    expect(missing.errors?.[0]).toMatchObject({ message: 'That version of the asset does not exist.', extensions: { code: 'NOT_FOUND' } });
    const viewer = await tenant.as('viewer');
    expect(errorCode(await viewer.request(RESTORE, { c: tenant.clientCode, a: asset.assetCode, v: 1 }))).toBe('FORBIDDEN');
  });
});

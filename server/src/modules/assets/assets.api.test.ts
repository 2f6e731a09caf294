import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import pg from 'pg';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import {
  createAssetRecord,
  FINISH_UPLOAD,
  getAsset,
  partUrl,
  sha256,
  uploadFile,
  uploadParts,
  waitForProcessing,
} from '../../../test/asset-fixtures.js';
import { createConcept, unique } from '../../../test/concept-fixtures.js';
import { makeTestVideo } from '../../../test/video-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { readZip } from '../../../test/zip.js';

let tenant: Tenant;
let admin: ApiClient;

beforeAll(async () => {
  tenant = await createTenant('assets');
  admin = await tenant.as('admin');
});

async function pngOf(width: number, height: number, seed = unique()) {
  // Noise makes each image distinct (and big enough to split into several parts).
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 31 + seed.charCodeAt(index % seed.length)) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function download(url: string) {
  const response = await fetch(new URL(url, inject('baseUrl')));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function listAssets(conceptCode: string) {
  return admin.mustRequest(
    `query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: "production") { code name fileName } }`,
    { c: tenant.clientCode, k: conceptCode },
  );
}

/** Files left in the local store's upload area: an ended upload must leave none. */
/** What everyone sees of a concept's assets: the list, the count, the folder counts and the zip's entries. */
async function conceptState(conceptCode: string) {
  const data = await admin.mustRequest(
    `query ($c: String!, $k: String!) {
      applicationCreativeConcept(clientCode: $c, conceptCode: $k) { downloadUrl productionAssetCount }
      applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: "production") { code name }
      creativeConceptVirtualNodes(clientCode: $c, conceptCode: $k, assetType: "production") { name count }
    }`,
    { c: tenant.clientCode, k: conceptCode },
  );
  const concept = data.applicationCreativeConcept as { downloadUrl: string; productionAssetCount: number };
  const zip = readZip((await download(`${concept.downloadUrl}&assetType=production`)).bytes);
  return {
    count: concept.productionAssetCount,
    assets: data.applicationCreativeConceptAssets,
    virtualFolders: data.creativeConceptVirtualNodes,
    zip: [...zip.keys()].sort(),
  };
}

function storedObjectsOf(assetCode: string) {
  const storedObjects = path.join(inject('dataDir'), 'storage', 'objects', 'clients');
  return fs.existsSync(storedObjects)
    ? fs.readdirSync(storedObjects, { recursive: true }).filter((entry) => String(entry).includes(assetCode))
    : [];
}

async function zipOf(entries: Record<string, string>) {
  const archive = new ZipArchive({ store: true });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => archive.on('end', resolve));
  for (const [name, content] of Object.entries(entries)) archive.append(content, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

function leftoverParts(uploadId: string) {
  const directory = path.join(inject('dataDir'), 'storage', 'uploads', uploadId);
  return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
}

describe('uploading a file', () => {
  it('assembles parts sent out of order into a byte-identical file, then processes it', async () => {
    const concept = await createConcept(admin, tenant);
    const image = await pngOf(200, 100);
    const upload = await uploadParts(admin, tenant, concept.code, image, {
      fileName: 'Hero Banner.png',
      partSize: Math.ceil(image.length / 3),
    });
    expect(upload.parts).toHaveLength(3);

    const result = await admin.mustRequest(FINISH_UPLOAD, {
      c: tenant.clientCode,
      k: concept.code,
      a: upload.assetCode,
      u: upload.uploadId,
      p: [...upload.parts].reverse(),
    });
    expect(result.finishCreativeConceptAssetUpload).toEqual({
      status: 'done',
      assetCode: upload.assetCode,
      duplicatedConceptAssetCode: null,
    });
    expect(leftoverParts(upload.uploadId)).toEqual([]);

    const asset = await waitForProcessing(admin, tenant, upload.assetCode);
    expect(asset).toMatchObject({
      name: 'Hero Banner',
      fileName: 'Hero Banner.png',
      type: 'image',
      mimeType: 'image/png',
      size: image.length,
      width: 200,
      height: 100,
      aspectRatio: '2:1',
      processingStatus: 'ready',
    });
    expect(asset.history.map((entry: { event: string }) => entry.event)).toContain('assetCreated');

    const { response, bytes } = await download(asset.downloadUrl!);
    expect(response.status).toBe(200);
    expect(sha256(bytes)).toBe(sha256(image));
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const preview = await download(asset.previewImage!);
    expect(preview.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('answers a finish sent again with the same result, the duplicate included, and keeps the file', async () => {
    const concept = await createConcept(admin, tenant);
    const image = await pngOf(64, 64);
    const finishTwice = async (upload: Awaited<ReturnType<typeof uploadParts>>) => {
      const variables = { c: tenant.clientCode, k: concept.code, a: upload.assetCode, u: upload.uploadId, p: upload.parts };
      const first = (await admin.mustRequest(FINISH_UPLOAD, variables)).finishCreativeConceptAssetUpload;
      // The answer was lost to the connection: the web app sends the finish again.
      const again = (await admin.mustRequest(FINISH_UPLOAD, variables)).finishCreativeConceptAssetUpload;
      expect(again).toEqual(first);
      return first as { status: string; assetCode: string; duplicatedConceptAssetCode: string | null };
    };
    const original = await finishTwice(await uploadParts(admin, tenant, concept.code, image, { fileName: 'logo.png' }));
    expect(original).toMatchObject({ status: 'done', duplicatedConceptAssetCode: null });
    const copy = await finishTwice(await uploadParts(admin, tenant, concept.code, image, { fileName: 'logo.png' }));
    expect(copy).toMatchObject({ status: 'duplicated', duplicatedConceptAssetCode: original.assetCode });

    const asset = await waitForProcessing(admin, tenant, original.assetCode);
    expect(sha256((await download(asset.downloadUrl!)).bytes)).toBe(sha256(image));
    expect(asset.history.filter((entry: { event: string }) => entry.event === 'assetCreated')).toHaveLength(1);
  });

  it('continues an upload from the parts the server already has (resume)', async () => {
    const concept = await createConcept(admin, tenant);
    const image = await pngOf(120, 90);
    const half = Math.ceil(image.length / 2);
    const upload = await uploadParts(admin, tenant, concept.code, image.subarray(0, half), { partSize: half, declaredSize: image.length });
    // The client forgot everything; it asks the server what arrived and sends only the rest.
    const state = await admin.mustRequest(
      `query ($c: String!, $u: String!) { creativeConceptAssetUpload(clientCode: $c, uploadId: $u) { status parts { number etag size } } }`,
      { c: tenant.clientCode, u: upload.uploadId },
    );
    const received = state.creativeConceptAssetUpload as { status: string; parts: { number: number; etag: string; size: number }[] };
    expect(received.status).toBe('open');
    expect(received.parts.map((part) => [part.number, part.size])).toEqual([[1, half]]);
    const url = await partUrl(admin, tenant, {
      conceptCode: concept.code,
      assetCode: upload.assetCode,
      uploadId: upload.uploadId,
      partNumber: 2,
    });
    const put = await fetch(new URL(url, inject('baseUrl')), { method: 'PUT', body: new Uint8Array(image.subarray(half)) });
    const parts = [...received.parts.map(({ number, etag }) => ({ number, etag })), { number: 2, etag: put.headers.get('etag')! }];
    const result = await admin.mustRequest(FINISH_UPLOAD, {
      c: tenant.clientCode,
      k: concept.code,
      a: upload.assetCode,
      u: upload.uploadId,
      p: parts,
    });
    expect((result.finishCreativeConceptAssetUpload as { status: string }).status).toBe('done');
    const asset = await waitForProcessing(admin, tenant, upload.assetCode);
    expect(sha256((await download(asset.downloadUrl!)).bytes)).toBe(sha256(image));
  });

  it('streams the concept zip of its production files, byte-identical', async () => {
    const concept = await createConcept(admin, tenant);
    const first = await pngOf(64, 64);
    const second = await pngOf(32, 48);
    await uploadFile(admin, tenant, concept.code, first, { fileName: 'first.png' });
    await uploadFile(admin, tenant, concept.code, second, { fileName: 'second.png' });
    await uploadFile(admin, tenant, concept.code, await pngOf(10, 10), { fileName: 'design.png', assetType: 'design' });

    const conceptData = await admin.mustRequest(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { downloadUrl productionAssetCount } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    const { downloadUrl, productionAssetCount } = conceptData.applicationCreativeConcept as {
      downloadUrl: string;
      productionAssetCount: number;
    };
    expect(productionAssetCount).toBe(2);
    const { response, bytes } = await download(`${downloadUrl}&assetType=production`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(bytes);
    expect([...entries.keys()].sort()).toEqual(['first.png', 'second.png']);
    expect(sha256(entries.get('first.png')!)).toBe(sha256(first));
    expect(sha256(entries.get('second.png')!)).toBe(sha256(second));

    const tampered = downloadUrl.replace(/signature=[^&]+/, 'signature=forged');
    expect((await download(tampered)).response.status).toBe(403);
  });
});

describe('media for review', () => {
  it('processes a video into a poster and a scrub strip of its timeline', async () => {
    const concept = await createConcept(admin, tenant);
    const video = await makeTestVideo({ seconds: 3, width: 320, height: 180, frameRate: 25 });
    const uploaded = await uploadFile(admin, tenant, concept.code, video, { fileName: 'teaser.mp4' });
    const processed = await waitForProcessing(admin, tenant, uploaded.assetCode);
    expect(processed).toMatchObject({ type: 'video', processingStatus: 'ready', width: 320, height: 180 });
    const data = await admin.mustRequest<{
      applicationCreativeConceptAsset: { previewImage: string; scrubStrip: Record<string, unknown> & { url: string } };
    }>(
      `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
        previewImage scrubStrip { url columns rows frameWidth frameHeight frameCount intervalMs } } }`,
      { c: tenant.clientCode, a: uploaded.assetCode },
    );
    const { url, ...layout } = data.applicationCreativeConceptAsset.scrubStrip;
    expect(layout).toEqual({ columns: 3, rows: 1, frameWidth: 160, frameHeight: 90, frameCount: 3, intervalMs: 1000 });
    const strip = await download(url);
    expect(strip.response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(strip.bytes).metadata()).toMatchObject({ width: 480, height: 90 });
    expect((await download(data.applicationCreativeConceptAsset.previewImage)).response.status).toBe(200);
  });
});

describe('duplicates', () => {
  it('reports a same-named file, and replace keeps the original code and history', async () => {
    const concept = await createConcept(admin, tenant);
    const original = await uploadFile(admin, tenant, concept.code, await pngOf(40, 40), { fileName: 'Logo.PNG' });
    const replacement = await pngOf(80, 40);
    const second = await uploadFile(admin, tenant, concept.code, replacement, { fileName: 'logo.png' });
    expect(second).toMatchObject({ status: 'duplicated', duplicatedConceptAssetCode: original.assetCode });

    const merged = await admin.mustRequest(
      `mutation ($c: String!, $s: String!, $d: String!) { mergeCreativeConceptAsset(clientCode: $c, sourceConceptAssetCode: $s, destinationConceptAssetCode: $d) { code fileName } }`,
      { c: tenant.clientCode, s: second.assetCode, d: original.assetCode },
    );
    expect(merged.mergeCreativeConceptAsset).toEqual({ code: original.assetCode, fileName: 'logo.png' });
    const asset = await waitForProcessing(admin, tenant, original.assetCode);
    expect(asset.width).toBe(80);
    expect(sha256((await download(asset.downloadUrl!)).bytes)).toBe(sha256(replacement));
    expect(asset.history.map((entry: { event: string }) => entry.event)).toEqual(expect.arrayContaining(['assetReplaced', 'assetCreated']));
    expect(
      errorCode(
        await admin.request(
          `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { code } }`,
          { c: tenant.clientCode, a: second.assetCode },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect((await listAssets(concept.code)).applicationCreativeConceptAssets).toHaveLength(1);
  });

  it('reports the same content under another name; keep both renames the new one', async () => {
    const concept = await createConcept(admin, tenant);
    const image = await pngOf(30, 30);
    const original = await uploadFile(admin, tenant, concept.code, image, { fileName: 'a.png' });
    const copy = await uploadFile(admin, tenant, concept.code, image, { fileName: 'b.png' });
    expect(copy).toMatchObject({ status: 'duplicated', duplicatedConceptAssetCode: original.assetCode });
    await admin.mustRequest(
      `mutation ($c: String!, $a: String!) { updateCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a, asset: { name: "b Copy" }) { code } }`,
      { c: tenant.clientCode, a: copy.assetCode },
    );
    const names = ((await listAssets(concept.code)).applicationCreativeConceptAssets as { name: string }[])
      .map((asset) => asset.name)
      .sort();
    expect(names).toEqual(['a', 'b Copy']);
  });

  it('keeps a duplicate out of every list, count and zip until its uploader chooses; Cancel leaves the concept as before', async () => {
    const concept = await createConcept(admin, tenant);
    const designer = await tenant.as('designer');
    await uploadFile(admin, tenant, concept.code, await pngOf(40, 40), { fileName: 'hero.png' });
    const before = await conceptState(concept.code);

    const pending = await uploadFile(designer, tenant, concept.code, await pngOf(41, 40), { fileName: 'hero.png' });
    expect(pending.status).toBe('duplicated');
    // Until the designer answers, nobody sees the new asset: not in the list, the count, the folder counts or the zip.
    expect(await conceptState(concept.code)).toEqual(before);

    // Cancel: the designer, who may not delete assets, removes their own unchosen duplicate.
    await designer.mustRequest(`mutation ($c: String!, $a: String!) { deleteCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) }`, {
      c: tenant.clientCode,
      a: pending.assetCode,
    });
    expect(await conceptState(concept.code)).toEqual(before);
    expect(storedObjectsOf(pending.assetCode)).toEqual([]);
    const history = await admin.mustRequest(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { history { asset { code } } } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    const historyAssets = (history.applicationCreativeConcept as { history: { asset: { code: string } | null }[] }).history.map(
      (entry) => entry.asset?.code,
    );
    expect(historyAssets).not.toContain(pending.assetCode);
  });

  it('refuses to let anyone but the uploader discard a pending duplicate without the delete permission', async () => {
    const concept = await createConcept(admin, tenant);
    await uploadFile(admin, tenant, concept.code, await pngOf(40, 40), { fileName: 'logo.png' });
    const pending = await uploadFile(admin, tenant, concept.code, await pngOf(42, 40), { fileName: 'logo.png' });
    const designer = await tenant.as('designer');
    const refused = await designer.request(
      `mutation ($c: String!, $a: String!) { deleteCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) }`,
      { c: tenant.clientCode, a: pending.assetCode },
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });

  it('does not count a design file with the same name as a production duplicate', async () => {
    const concept = await createConcept(admin, tenant);
    await uploadFile(admin, tenant, concept.code, await pngOf(20, 20), { fileName: 'same.png' });
    const design = await uploadFile(admin, tenant, concept.code, await pngOf(21, 20), { fileName: 'same.png', assetType: 'design' });
    expect(design.status).toBe('done');
  });
});

describe('bad input leaves nothing behind', () => {
  it("refuses a file whose content is not allowed, whatever its name: 'File type not supported!'", async () => {
    // A zip is only known to be a playable from the entry names at its end: this one has none, so it
    // passes the first part's check and is refused when the finished file is read.
    const concept = await createConcept(admin, tenant);
    const plainZip = await zipOf({ 'notes.txt': 'not a playable' });
    const upload = await uploadParts(admin, tenant, concept.code, plainZip, { fileName: 'innocent.png' });
    const result = await admin.request(FINISH_UPLOAD, {
      c: tenant.clientCode,
      k: concept.code,
      a: upload.assetCode,
      u: upload.uploadId,
      p: upload.parts,
    });
    expect(result.errors?.[0]).toMatchObject({ message: 'File type not supported!', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect((await listAssets(concept.code)).applicationCreativeConceptAssets).toEqual([]);
    expect(leftoverParts(upload.uploadId)).toEqual([]);
    expect(storedObjectsOf(upload.assetCode)).toEqual([]);
  });

  it('refuses random bytes named .mp4 for production after the first part, leaving nothing', async () => {
    // The test server takes files up to 2 MB; uploads.process.test.ts does the same with 100 MB.
    const concept = await createConcept(admin, tenant);
    const size = 2_000_000;
    const partSize = 800_000;
    const started = await admin.mustRequest(
      `mutation ($c: String!, $k: String!, $m: AssetUploadMetaData!) {
        createCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetType: "production", metaData: $m) { uploadId assetCode } }`,
      { c: tenant.clientCode, k: concept.code, m: { fileName: 'trailer.mp4', mimeType: 'video/mp4', size, partSize } },
    );
    const { uploadId, assetCode } = started.createCreativeConceptAssetUpload as { uploadId: string; assetCode: string };
    const put = async (url: string) => fetch(new URL(url, admin.baseUrl), { method: 'PUT', body: new Uint8Array(randomBytes(partSize)) });
    const urls = [1, 2].map((partNumber) => partUrl(admin, tenant, { conceptCode: concept.code, assetCode, uploadId, partNumber }));
    const [firstUrl, secondUrl] = await Promise.all(urls);

    const first = await put(firstUrl!);
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({ error: 'File type not supported!' });
    // The upload is over: the next part is not taken, and nothing of the file or its asset is left.
    const second = await put(secondUrl!);
    expect(second.status).toBe(409);
    expect(leftoverParts(uploadId)).toEqual([]);
    expect(storedObjectsOf(assetCode)).toEqual([]);
    expect((await listAssets(concept.code)).applicationCreativeConceptAssets).toEqual([]);
    const state = await admin.request(
      `query ($c: String!, $u: String!) { creativeConceptAssetUpload(clientCode: $c, uploadId: $u) { status } }`,
      {
        c: tenant.clientCode,
        u: uploadId,
      },
    );
    expect(state.errors?.[0]?.message).toBe('This upload does not exist or has already ended.');
  });

  it('refuses a finish naming a part that never arrived, or a wrong ETag, and then finishes correctly', async () => {
    const concept = await createConcept(admin, tenant);
    const image = await pngOf(50, 50);
    const upload = await uploadParts(admin, tenant, concept.code, image);
    const finish = (parts: { number: number; etag: string }[]) =>
      admin.request(FINISH_UPLOAD, { c: tenant.clientCode, k: concept.code, a: upload.assetCode, u: upload.uploadId, p: parts });

    const missing = await finish([...upload.parts, { number: 2, etag: '"abc"' }]);
    expect(missing.errors?.[0]?.message).toBe('Part 2 has not been received; upload it again.');
    const wrongEtag = await finish([{ number: 1, etag: '"0123456789abcdef0123456789abcdef"' }]);
    expect(wrongEtag.errors?.[0]?.message).toBe('The ETag of part 1 does not match the part received; upload it again.');
    expect((await listAssets(concept.code)).applicationCreativeConceptAssets).toEqual([]);

    const done = await finish(upload.parts);
    expect(done.errors).toBeUndefined();
  });

  it('refuses a part PUT with a forged signature', async () => {
    const concept = await createConcept(admin, tenant);
    const image = await pngOf(10, 10);
    const partSize = Math.ceil(image.length / 3);
    const upload = await uploadParts(admin, tenant, concept.code, image.subarray(0, partSize), { partSize, declaredSize: image.length });
    const url = await partUrl(admin, tenant, {
      conceptCode: concept.code,
      assetCode: upload.assetCode,
      uploadId: upload.uploadId,
      partNumber: 2,
    });
    const forged = url.replace('/2?', '/3?');
    const response = await fetch(new URL(forged, inject('baseUrl')), { method: 'PUT', body: 'x' });
    expect(response.status).toBe(403);
    expect(leftoverParts(upload.uploadId)).not.toContain('3.json');
  });

  it('refuses a file over the size limit, declared or actual', async () => {
    const concept = await createConcept(admin, tenant);
    const declared = await admin.request(
      `mutation ($c: String!, $k: String!) { createCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetType: "production", metaData: { fileName: "huge.mp4", size: 3000000 }) { uploadId } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    expect(declared.errors?.[0]?.message).toBe('Some files exceed the size limit and cannot be uploaded');

    // A client that understates the size cannot send more than it declared: the part is refused as it arrives.
    const understated = Buffer.concat([await pngOf(10, 10), Buffer.alloc(1000)]);
    await expect(uploadParts(admin, tenant, concept.code, understated, { fileName: 'big.png', declaredSize: 1000 })).rejects.toThrow(
      'part 1 PUT failed: 413 {"error":"Part 1 of this upload may hold at most 1000 bytes."}',
    );
    expect((await listAssets(concept.code)).applicationCreativeConceptAssets).toEqual([]);
  });

  it('refuses a part size out of range or too small for the file, and tells the browser its own settings', async () => {
    const concept = await createConcept(admin, tenant);
    const start = (metaData: Record<string, unknown>) =>
      admin.request(
        `mutation ($c: String!, $k: String!, $m: AssetUploadMetaData!) { createCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetType: "production", metaData: $m) { partSize } }`,
        { c: tenant.clientCode, k: concept.code, m: { fileName: 'clip.mp4', size: 1000, ...metaData } },
      );
    expect((await start({ partSize: 0 })).errors?.[0]?.message).toBe('The part size must be between 1 and 104857600 bytes.');
    expect((await start({ partSize: 200 * 1024 * 1024 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await start({ partSize: 10, size: 1_000_000 })).errors?.[0]?.message).toBe(
      'With parts of 10 bytes the file needs more than 10000 parts; use bigger parts.',
    );
    expect((await start({ partSize: 500_000, size: 1_000_000 })).data).toEqual({ createCreativeConceptAssetUpload: { partSize: 500_000 } });
    expect((await listAssets(concept.code)).applicationCreativeConceptAssets).toEqual([]);

    const settings = await admin.mustRequest(
      `query ($c: String!) { assetUploadSettings(clientCode: $c) { maxFileSizeBytes maxFiles partSize partConcurrency partStallTimeoutSeconds } }`,
      { c: tenant.clientCode },
    );
    // The test server runs with UPLOAD_MAX_FILE_SIZE_MB=2; the rest are the spec's defaults.
    expect(settings.assetUploadSettings).toEqual({
      maxFileSizeBytes: 2_000_000,
      maxFiles: 100,
      partSize: 40_000_000,
      partConcurrency: 5,
      partStallTimeoutSeconds: 120,
    });
  });

  it('refuses a file name with a path in it', async () => {
    const concept = await createConcept(admin, tenant);
    for (const fileName of ['../etc/passwd', 'a/b.png', '..\\x.png']) {
      const result = await admin.request(
        `mutation ($c: String!, $k: String!, $f: String!) { createCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetType: "production", metaData: { fileName: $f, size: 1 }) { uploadId } }`,
        { c: tenant.clientCode, k: concept.code, f: fileName },
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  // The finish in progress is staged in the database (another instance's claim), so PostgreSQL only.
  if (inject('databaseKind') === 'postgres') {
    it('tells a second finish to wait for one still storing the file, refuses to cancel it, and takes over a dead one', async () => {
      const concept = await createConcept(admin, tenant);
      const image = await pngOf(48, 48);
      const upload = await uploadParts(admin, tenant, concept.code, image, { partSize: Math.ceil(image.length / 2) });
      const variables = { c: tenant.clientCode, k: concept.code, a: upload.assetCode, u: upload.uploadId, p: upload.parts };
      const abort = () =>
        admin.request(`mutation ($c: String!, $u: String!) { abortCreativeConceptAssetUpload(clientCode: $c, uploadId: $u) }`, {
          c: tenant.clientCode,
          u: upload.uploadId,
        });
      const database = new pg.Client({ connectionString: inject('databaseUrl')! });
      await database.connect();
      try {
        const stage = (age: string) =>
          database.query(`update upload_sessions set status = 'finishing', update_date = now() - $2::interval where upload_id = $1`, [
            upload.uploadId,
            age,
          ]);
        const received = leftoverParts(upload.uploadId);
        expect(received.length).toBeGreaterThan(0);
        // Another instance claimed the finish a moment ago and is storing the file.
        await stage('1 second');
        const busy = await admin.request(FINISH_UPLOAD, variables);
        expect(busy.errors?.[0]).toMatchObject({
          message: 'This upload is still being stored; try again in a moment.',
          extensions: { code: 'CONFLICT', retryAfterSeconds: 2 },
        });
        const refused = await abort();
        expect(refused.errors?.[0]?.message).toBe('This upload is being stored and can no longer be cancelled.');
        expect(leftoverParts(upload.uploadId)).toEqual(received);

        // That finish died without ending: after its lease, the next finish takes the upload over.
        await stage('11 minutes');
        const done = (await admin.mustRequest(FINISH_UPLOAD, variables)).finishCreativeConceptAssetUpload as { status: string };
        expect(done.status).toBe('done');
        const asset = await waitForProcessing(admin, tenant, upload.assetCode);
        expect(sha256((await download(asset.downloadUrl!)).bytes)).toBe(sha256(image));
        expect(errorCode(await abort())).toBe('NOT_FOUND');
      } finally {
        await database.end();
      }
    });
  }

  it('cancelling an upload removes its parts and the asset it started', async () => {
    const concept = await createConcept(admin, tenant);
    const upload = await uploadParts(admin, tenant, concept.code, await pngOf(60, 60), { partSize: 1000 });
    expect(leftoverParts(upload.uploadId).length).toBeGreaterThan(0);
    await admin.mustRequest(`mutation ($c: String!, $u: String!) { abortCreativeConceptAssetUpload(clientCode: $c, uploadId: $u) }`, {
      c: tenant.clientCode,
      u: upload.uploadId,
    });
    expect(leftoverParts(upload.uploadId)).toEqual([]);
    const asset = await admin.request(
      `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { code } }`,
      {
        c: tenant.clientCode,
        a: upload.assetCode,
      },
    );
    expect(errorCode(asset)).toBe('NOT_FOUND');
  });
});

describe("the asset editor's create with a file leaves nothing half-made, for every role", () => {
  const ABORT = `mutation ($c: String!, $u: String!) { abortCreativeConceptAssetUpload(clientCode: $c, uploadId: $u) }`;
  const findAssetCode = (client: ApiClient, code: string) =>
    client.request(`query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { code } }`, {
      c: tenant.clientCode,
      a: code,
    });

  it("removes the designer's new asset when its upload is cancelled, though a designer may not delete assets", async () => {
    const concept = await createConcept(admin, tenant);
    const designer = await tenant.as('designer');
    const created = await createAssetRecord(designer, tenant, concept.code, { name: 'Endcard' });
    const upload = await uploadParts(designer, tenant, concept.code, await pngOf(60, 60), {
      assetCode: created.code,
      isNewAsset: true,
      partSize: 1000,
    });
    await designer.mustRequest(ABORT, { c: tenant.clientCode, u: upload.uploadId });
    expect(errorCode(await findAssetCode(admin, created.code))).toBe('NOT_FOUND');
    expect((await listAssets(concept.code)).applicationCreativeConceptAssets).toEqual([]);
  });

  it('removes it when the file is refused for its type', async () => {
    const concept = await createConcept(admin, tenant);
    const designer = await tenant.as('designer');
    const created = await createAssetRecord(designer, tenant, concept.code, { name: 'Trailer' });
    await expect(
      uploadParts(designer, tenant, concept.code, randomBytes(50_000), {
        assetCode: created.code,
        isNewAsset: true,
        fileName: 'trailer.mp4',
      }),
    ).rejects.toThrow(/400/);
    expect(errorCode(await findAssetCode(admin, created.code))).toBe('NOT_FOUND');
  });

  it('keeps an asset that someone else made, or that was edited since, whatever the upload says', async () => {
    const concept = await createConcept(admin, tenant);
    const designer = await tenant.as('designer');
    const placeholder = await createAssetRecord(admin, tenant, concept.code, { name: 'Placeholder for the designer' });
    const upload = await uploadParts(designer, tenant, concept.code, await pngOf(30, 30), {
      assetCode: placeholder.code,
      isNewAsset: true,
      partSize: 1000,
    });
    await designer.mustRequest(ABORT, { c: tenant.clientCode, u: upload.uploadId });
    expect(errorCode(await findAssetCode(admin, placeholder.code))).toBeUndefined();
  });
});

describe('an upload holds no more than the size declared when it started', () => {
  const startUpload = (conceptCode: string, metaData: Record<string, unknown>) =>
    admin.request<{ createCreativeConceptAssetUpload: { uploadId: string; assetCode: string; partSize: number } }>(
      `mutation ($c: String!, $k: String!, $m: AssetUploadMetaData!) {
        createCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetType: "source", metaData: $m) { uploadId assetCode partSize } }`,
      { c: tenant.clientCode, k: conceptCode, m: { fileName: 'parts.bin', ...metaData } },
    );

  it('requires the size, in whole bytes, when an upload starts', async () => {
    const concept = await createConcept(admin, tenant);
    expect((await startUpload(concept.code, {})).errors?.[0]?.message).toMatch(/Field "size" of required type "Float!" was not provided/);
    for (const size of [-1, 1.5]) {
      expect((await startUpload(concept.code, { size })).errors?.[0]).toMatchObject({
        message: 'size must be a whole number of bytes.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    // Empty files are allowed, as they were: one empty part.
    const empty = (await startUpload(concept.code, { fileName: 'empty.txt', size: 0 })).data!.createCreativeConceptAssetUpload;
    const url = await partUrl(admin, tenant, {
      conceptCode: concept.code,
      assetCode: empty.assetCode,
      uploadId: empty.uploadId,
      partNumber: 1,
    });
    const put = await fetch(new URL(url, inject('baseUrl')), { method: 'PUT', body: new Uint8Array(0) });
    expect(put.status).toBe(200);
    const finished = await admin.mustRequest(FINISH_UPLOAD, {
      c: tenant.clientCode,
      k: concept.code,
      a: empty.assetCode,
      u: empty.uploadId,
      p: [{ number: 1, etag: put.headers.get('etag') }],
    });
    expect((finished.finishCreativeConceptAssetUpload as { status: string }).status).toBe('done');
  });

  it('signs no part URL past the end of the file, and refuses a part longer than its place before storing it', async () => {
    const concept = await createConcept(admin, tenant);
    // 10 bytes in parts of 4: parts 1 and 2 hold 4 bytes, part 3 the last 2.
    const { uploadId, assetCode } = (await startUpload(concept.code, { size: 10, partSize: 4 })).data!.createCreativeConceptAssetUpload;
    const target = { conceptCode: concept.code, assetCode, uploadId };
    for (const partNumber of [4, 10_000]) {
      const refused = await admin.request(
        `mutation ($c: String!, $k: String!, $a: String!, $u: String!, $p: Int!) {
          getCreativeConceptAssetUploadUrl(clientCode: $c, conceptCode: $k, assetCode: $a, uploadId: $u, partNumber: $p) { url } }`,
        { c: tenant.clientCode, k: concept.code, a: assetCode, u: uploadId, p: partNumber },
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: `Part ${partNumber} is past the end of the file: 10 bytes in parts of 4 bytes make 3 parts.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }

    const put = async (partNumber: number, body: string) =>
      fetch(new URL(await partUrl(admin, tenant, { ...target, partNumber }), inject('baseUrl')), { method: 'PUT', body });
    const tooLong = await put(3, 'abc');
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toEqual({ error: 'Part 3 of this upload may hold at most 2 bytes.' });
    const overPartSize = await put(1, 'abcde');
    expect(overPartSize.status).toBe(413);
    expect(await overPartSize.json()).toEqual({ error: 'Part 1 of this upload may hold at most 4 bytes.' });
    expect(leftoverParts(uploadId).filter((name) => name.endsWith('.json'))).toEqual([]);

    const parts = [];
    for (const [index, body] of ['abcd', 'efgh', 'ij'].entries()) {
      const response = await put(index + 1, body);
      expect(response.status).toBe(200);
      parts.push({ number: index + 1, etag: response.headers.get('etag')! });
    }
    const finished = await admin.mustRequest(FINISH_UPLOAD, { c: tenant.clientCode, k: concept.code, a: assetCode, u: uploadId, p: parts });
    expect((finished.finishCreativeConceptAssetUpload as { status: string }).status).toBe('done');
    expect((await getAsset(admin, tenant, assetCode)).size).toBe(10);
  });
});

describe('a file whose content is not recognised', () => {
  it('is stored and served as application/octet-stream, as an attachment, whatever the browser claimed', async () => {
    const concept = await createConcept(admin, tenant);
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    // The fixture claims image/png for every file; source accepts files of any kind.
    const result = await uploadFile(admin, tenant, concept.code, html, { fileName: 'evil.png', assetType: 'source' });
    expect(result.status).toBe('done');
    const asset = await waitForProcessing(admin, tenant, result.assetCode);
    expect(asset).toMatchObject({ type: 'other', mimeType: 'application/octet-stream' });
    // No inline link: the in-place URL is the download's.
    expect(asset.assetUrl).toBe(asset.downloadUrl);

    const { response, bytes } = await download(asset.downloadUrl!);
    expect(response.status).toBe(200);
    expect(bytes).toEqual(html);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('asset records', () => {
  it('creates, edits with history, refuses a stale save, and deletes with a comment', async () => {
    const concept = await createConcept(admin, tenant);
    const asset = await createAssetRecord(admin, tenant, concept.code, { name: '  Endcard  ', estimatedEffort: 1.5 });
    expect(asset.name).toBe('Endcard');
    const update = (values: Record<string, unknown>) =>
      admin.request(
        `mutation ($c: String!, $a: String!, $v: ConceptAssetInput!) { updateCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a, asset: $v) { name size length version description } }`,
        { c: tenant.clientCode, a: asset.code, v: values },
      );
    const saved = await update({
      name: 'Endcard v2',
      size: 2_500_000,
      length: 15_000,
      version: asset.version,
      description: '<p onclick="x()">Hi<script>bad()</script></p>',
    });
    expect(saved.data?.updateCreativeConceptAsset).toMatchObject({
      name: 'Endcard v2',
      size: 2_500_000,
      length: 15_000,
      description: '<p>Hi</p>',
    });
    const stale = await update({ name: 'Stale', version: asset.version });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(errorCode(await update({ name: '   ' }))).toBe('BAD_USER_INPUT');

    await admin.mustRequest(
      `mutation ($c: String!, $a: String!) { deleteCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a, comment: "Wrong size") }`,
      {
        c: tenant.clientCode,
        a: asset.code,
      },
    );
    const conceptData = await admin.mustRequest(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { history { event comment asset { code } } } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    const { history } = conceptData.applicationCreativeConcept as { history: unknown[] };
    const events = (history as { event: string; comment: string | null; asset: { code: string } | null }[]).filter(
      (entry) => entry.asset?.code === asset.code,
    );
    expect(events.map((entry) => entry.event)).toEqual(['assetDeleted', 'assetUpdated', 'assetCreated']);
    expect(events[0]!.comment).toBe('Wrong size');
  });

  it('keeps approval statuses for approval users', async () => {
    const concept = await createConcept(admin, tenant);
    const asset = await createAssetRecord(admin, tenant, concept.code);
    const designer = await tenant.as('designer');
    const result = await designer.request(
      `mutation ($c: String!, $a: String!) { updateCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a, asset: { status: "approved" }) { status } }`,
      { c: tenant.clientCode, a: asset.code },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('keeps assets in per-concept folders and moves them there', async () => {
    const concept = await createConcept(admin, tenant);
    const folder = await admin.mustRequest(
      `mutation ($c: String!, $k: String!) { createCreativeConceptNode(clientCode: $c, conceptCode: $k, node: { name: "Renders" }) { code } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    const nodeCode = (folder.createCreativeConceptNode as { code: string }).code;
    const uploaded = await uploadFile(admin, tenant, concept.code, await pngOf(12, 12), { creativeNodeCode: nodeCode });
    const moved = await createAssetRecord(admin, tenant, concept.code);
    await admin.mustRequest(
      `mutation ($c: String!, $a: String!, $n: String!) { updateCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a, asset: { creativeNode: { code: $n } }) { code } }`,
      { c: tenant.clientCode, a: moved.code, n: nodeCode },
    );
    const tree = await admin.mustRequest(
      `query ($c: String!, $k: String!) { creativeConceptNodes(clientCode: $c, conceptCode: $k) { code assetCount } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    expect(tree.creativeConceptNodes).toEqual([{ code: nodeCode, assetCount: 2 }]);
    const inFolder = await admin.mustRequest(
      `query ($c: String!, $k: String!, $n: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, filter: { creativeNodeCode: $n }) { code } }`,
      { c: tenant.clientCode, k: concept.code, n: nodeCode },
    );
    expect((inFolder.applicationCreativeConceptAssets as { code: string }[]).map((asset) => asset.code).sort()).toEqual(
      [uploaded.assetCode, moved.code].sort(),
    );
    const asset = await getAsset(admin, tenant, moved.code);
    expect(asset.creativeNode).toEqual({ code: nodeCode });
  });
});

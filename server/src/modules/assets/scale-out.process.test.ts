import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.js';
import { FINISH_UPLOAD, partUrl } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTestDatabase } from '../../../test/databases.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { startS3rver, type S3rver } from '../../../test/s3rver.js';
import { spawnServer, type SpawnedServer } from '../../../test/spawn-server.js';

const ADMIN = { email: 'admin@scale-out.test', password: 'scale-out-admin-password' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** S3 takes parts of at least 5 MiB (the last one excepted). */
const PART_SIZE = 5 * 1024 * 1024;

const START_UPLOAD = `mutation ($c: String!, $k: String!, $m: AssetUploadMetaData!) {
  createCreativeConceptAssetUpload(clientCode: $c, conceptCode: $k, assetType: "production", metaData: $m) { uploadId assetCode partSize } }`;

/** A PNG of about 12 MB (noise, stored uncompressed): three parts of 5 MiB. */
async function bigPng() {
  const width = 2000;
  const height = 2000;
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function putPart(url: string, bytes: Buffer) {
  const response = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  if (!response.ok) throw new Error(`part PUT failed: ${response.status} ${await response.text()}`);
  return response.headers.get('etag')!;
}

async function waitForReady(client: ApiClient, tenant: Tenant, assetCode: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const data = await client.mustRequest<{ applicationCreativeConceptAsset: { processingStatus: string; downloadUrl: string | null } }>(
      `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { processingStatus downloadUrl } }`,
      { c: tenant.clientCode, a: assetCode },
    );
    const asset = data.applicationCreativeConceptAsset;
    if (asset.processingStatus === 'ready' || asset.processingStatus === 'failed' || Date.now() > deadline) return asset;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The scale-out set-up in the suite: two server processes on one PostgreSQL database and one
 * S3-compatible bucket (s3rver), and nothing in either process that the other needs.
 */
describe('two instances on one PostgreSQL database and one S3 bucket', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: S3rver;
  const servers: SpawnedServer[] = [];
  const dataDirs: string[] = [];
  let tenant: Tenant;
  let onFirst: ApiClient;
  let onSecond: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3rver('atelier-scale-out');
    for (let index = 0; index < 2; index++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-scale-out-'));
      dataDirs.push(dataDir);
      // One after the other: the first one migrates the fresh database.
      servers.push(
        await spawnServer({
          ...s3.env,
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'false',
          UPLOAD_PART_SIZE_BYTES: String(PART_SIZE),
        }),
      );
    }
    const admin = await new ApiClient(servers[0]!.url).signIn(ADMIN.email, ADMIN.password);
    tenant = await createTenant('scale-out', { admin });
    onFirst = await tenant.as('designer');
    onSecond = onFirst.onInstance(servers[1]!.url);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await s3?.stop();
    await database?.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Finishes on the second instance, waits for processing (read on `readOn`) and compares the stored bytes. */
  async function finishOnSecondAndCheck(upload: {
    conceptCode: string;
    assetCode: string;
    uploadId: string;
    parts: { number: number; etag: string }[];
    file: Buffer;
    readOn: ApiClient;
  }) {
    const finished = await onSecond.mustRequest(FINISH_UPLOAD, {
      c: tenant.clientCode,
      k: upload.conceptCode,
      a: upload.assetCode,
      u: upload.uploadId,
      p: upload.parts,
    });
    expect(finished.finishCreativeConceptAssetUpload).toMatchObject({ status: 'done', assetCode: upload.assetCode });
    const asset = await waitForReady(upload.readOn, tenant, upload.assetCode);
    expect(asset.processingStatus).toBe('ready');
    expect(sha256(Buffer.from(await (await fetch(asset.downloadUrl!)).arrayBuffer()))).toBe(sha256(upload.file));
  }

  it('takes a session made on one instance on the other', async () => {
    const query = '{ me { emailAddress } }';
    expect(await onSecond.mustRequest(query)).toEqual({ me: { emailAddress: tenant.emails.designer } });
    expect(await onFirst.mustRequest(query)).toEqual({ me: { emailAddress: tenant.emails.designer } });
  });

  it('finishes on one instance an upload started on the other, byte-identical, and processes it', async () => {
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const file = await bigPng();
    const started = await onFirst.mustRequest<{ createCreativeConceptAssetUpload: { uploadId: string; assetCode: string } }>(START_UPLOAD, {
      c: tenant.clientCode,
      k: concept.code,
      m: { fileName: 'hero.png', mimeType: 'image/png', size: file.length, partSize: PART_SIZE },
    });
    const { uploadId, assetCode } = started.createCreativeConceptAssetUpload;
    const parts: { number: number; etag: string }[] = [];
    for (let offset = 0, number = 1; offset < file.length; offset += PART_SIZE, number++) {
      // Part URLs from both instances in turn.
      const client = number % 2 === 1 ? onFirst : onSecond;
      const url = await partUrl(client, tenant, { conceptCode: concept.code, assetCode, uploadId, partNumber: number });
      parts.push({ number, etag: await putPart(url, file.subarray(offset, offset + PART_SIZE)) });
    }
    expect(parts).toHaveLength(3);
    await finishOnSecondAndCheck({ conceptCode: concept.code, assetCode, uploadId, parts, file, readOn: onFirst });
  });

  it('finishes an upload on the second instance after the first one is killed in the middle of it', async () => {
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const file = await bigPng();
    const started = await onFirst.mustRequest<{ createCreativeConceptAssetUpload: { uploadId: string; assetCode: string } }>(START_UPLOAD, {
      c: tenant.clientCode,
      k: concept.code,
      m: { fileName: 'endcard.png', mimeType: 'image/png', size: file.length, partSize: PART_SIZE },
    });
    const { uploadId, assetCode } = started.createCreativeConceptAssetUpload;
    const firstUrl = await partUrl(onFirst, tenant, { conceptCode: concept.code, assetCode, uploadId, partNumber: 1 });
    const parts = [{ number: 1, etag: await putPart(firstUrl, file.subarray(0, PART_SIZE)) }];

    await servers[0]!.stop('SIGKILL');

    for (let offset = PART_SIZE, number = 2; offset < file.length; offset += PART_SIZE, number++) {
      const url = await partUrl(onSecond, tenant, { conceptCode: concept.code, assetCode, uploadId, partNumber: number });
      parts.push({ number, etag: await putPart(url, file.subarray(offset, offset + PART_SIZE)) });
    }
    await finishOnSecondAndCheck({ conceptCode: concept.code, assetCode, uploadId, parts, file, readOn: onSecond });
  });
});

/**
 * Early refusal at full size: 100 MB of random bytes named .mp4 for production, on local storage
 * (the default), is refused when its first part arrives and leaves nothing behind.
 */
describe('a 100 MB file of the wrong type', () => {
  let server: SpawnedServer;
  let dataDir: string;
  let tenant: Tenant;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-early-refusal-'));
    server = await spawnServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' });
    const admin = await new ApiClient(server.url).signIn(ADMIN.email, ADMIN.password);
    tenant = await createTenant('early-refusal', { admin });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused after at most one part is stored, and leaves nothing in storage or the database', async () => {
    const designer = await tenant.as('designer');
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const size = 100_000_000;
    const partSize = 40_000_000;
    const started = await designer.mustRequest<{ createCreativeConceptAssetUpload: { uploadId: string; assetCode: string } }>(
      START_UPLOAD,
      { c: tenant.clientCode, k: concept.code, m: { fileName: 'trailer.mp4', mimeType: 'video/mp4', size, partSize } },
    );
    const { uploadId, assetCode } = started.createCreativeConceptAssetUpload;
    const urls = await Promise.all(
      [1, 2, 3].map((partNumber) => partUrl(designer, tenant, { conceptCode: concept.code, assetCode, uploadId, partNumber })),
    );
    const send = (index: number, length: number) =>
      fetch(new URL(urls[index]!, server.url), { method: 'PUT', body: new Uint8Array(randomBytes(length)) });

    const first = await send(0, partSize);
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({ error: 'File type not supported!' });
    // The rest of the file is not taken: the answer comes before the body is read (short bodies here,
    // so the client has finished writing when the connection closes).
    expect((await send(1, 1000)).status).toBe(409);
    expect((await send(2, 1000)).status).toBe(409);

    const storage = path.join(dataDir, 'storage');
    const stored = fs.existsSync(storage)
      ? fs.readdirSync(storage, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      : [];
    expect(stored).toEqual([]);
    const assets = await designer.mustRequest(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { productionAssetCount } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    expect(assets).toEqual({ applicationCreativeConcept: { productionAssetCount: 0 } });
    const state = await designer.request(
      `query ($c: String!, $u: String!) { creativeConceptAssetUpload(clientCode: $c, uploadId: $u) { status } }`,
      {
        c: tenant.clientCode,
        u: uploadId,
      },
    );
    expect(state.errors?.[0]?.message).toBe('This upload does not exist or has already ended.');
  });
});

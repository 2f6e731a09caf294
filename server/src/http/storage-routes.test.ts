import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../test/pglite-template.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { clients, conceptAssets, concepts, uploadParts, uploadSessions } from '../db/schema/index.js';
import { LocalStorage } from '../storage/local.js';
import { signUrl } from '../storage/signing.js';
import { registerStorageRoutes } from './storage-routes.js';

const getSecret = () => 'route-test-secret-0123456789abcdef0123';
const storageKey = 'clients/c1/assets/a1/file';

let directory: string;
let database: DatabaseHandle;
let storage: LocalStorage;
let app: FastifyInstance;
let sessionId: string;
/** A session from before declared sizes were kept: its parts are bounded by the file-size limit. */
const uploadId = 'upload_route_test';
/** A session of a 10-byte file in parts of 4 bytes: parts 1 and 2 hold 4 bytes, part 3 the last 2. */
const smallUploadId = 'upload_route_small';

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-storage-routes-'));
  await prepareMigratedDataDir(directory);
  database = await openDatabase({ dataDir: directory, logger: pino({ level: 'silent' }) });
  await database.migrate();
  const { db } = database;
  const [client] = await db.insert(clients).values({ code: 'c1', name: 'Client' }).returning();
  const [concept] = await db.insert(concepts).values({ clientId: client!.id, code: 'crc-1', internalId: 1, name: 'Concept' }).returning();
  const [asset] = await db
    .insert(conceptAssets)
    .values({ clientId: client!.id, conceptId: concept!.id, code: 'asset-1', name: 'Asset', assetType: 'source' })
    // A source file may be anything: the parts below are random bytes (the first part's type check
    // for production is tested in assets.api.test.ts).
    .returning();
  const [session] = await db
    .insert(uploadSessions)
    .values({
      uploadId,
      clientId: client!.id,
      conceptId: concept!.id,
      assetId: asset!.id,
      createdAsset: true,
      fileName: 'clip.mp4',
      storageKey,
      backendUploadId: uploadId,
    })
    .returning();
  sessionId = session!.id;
  await db.insert(uploadSessions).values({
    uploadId: smallUploadId,
    clientId: client!.id,
    conceptId: concept!.id,
    assetId: asset!.id,
    createdAsset: true,
    fileName: 'small.bin',
    storageKey: `${storageKey}-small`,
    backendUploadId: smallUploadId,
    declaredSize: 10,
    partSize: 4,
  });

  storage = new LocalStorage(path.join(directory, 'storage'), getSecret);
  // The app's own global body limit, to show that the part route is not bound by it.
  app = Fastify({ bodyLimit: 1_048_576 });
  registerStorageRoutes(app, { db, storage, config: loadConfig({ DATA_DIR: directory }), getSecret });
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (directory) await fs.rm(directory, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.update(uploadSessions).set({ status: 'open' }).where(eq(uploadSessions.id, sessionId));
  await database.db.delete(uploadParts);
  await storage.abortMultipartUpload({ key: storageKey, backendUploadId: uploadId, uploadId });
  await storage.abortMultipartUpload({ key: `${storageKey}-small`, backendUploadId: smallUploadId, uploadId: smallUploadId });
});

const partUrl = (partNumber: number, upload = uploadId) =>
  storage.signPartUrl({ key: storageKey, backendUploadId: upload, uploadId: upload, partNumber, expiresInSeconds: 60 });
const uploadsDirectory = () => path.join(directory, 'storage', 'uploads');

async function listFiles(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PUT /storage/parts/:uploadId/:partNumber', () => {
  it('stores a part larger than the global body limit, answers its ETag and records it', async () => {
    const data = randomBytes(2 * 1024 * 1024 + 1);
    const response = await app.inject({
      method: 'PUT',
      url: await partUrl(1),
      payload: data,
      headers: { 'content-type': 'application/octet-stream' },
    });

    expect(response.statusCode).toBe(200);
    const etag = response.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['access-control-expose-headers']).toBe('ETag');
    const rows = await database.db.select().from(uploadParts).where(eq(uploadParts.sessionId, sessionId));
    expect(rows).toMatchObject([{ partNumber: 1, etag, size: data.length }]);
    // Part 1 starts the upload's data file.
    expect((await fs.readFile(path.join(uploadsDirectory(), uploadId, 'data'))).subarray(0, data.length)).toEqual(data);
  });

  it('accepts any content type (or none) and updates the row when a part is sent again', async () => {
    const url = await partUrl(2);
    expect(
      (await app.inject({ method: 'PUT', url, payload: Buffer.from('first'), headers: { 'content-type': 'video/mp4' } })).statusCode,
    ).toBe(200);
    const again = await app.inject({ method: 'PUT', url, payload: Buffer.from('second') });
    expect(again.statusCode).toBe(200);
    const rows = await database.db.select().from(uploadParts).where(eq(uploadParts.sessionId, sessionId));
    expect(rows).toMatchObject([{ partNumber: 2, size: 6, etag: again.headers.etag }]);
  });

  it('refuses a forged signature with 403 and stores nothing', async () => {
    const url = new URL(await partUrl(1), 'http://h');
    const forged = [
      `/storage/parts/${uploadId}/2${url.search}`,
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 60}&signature=${url.searchParams.get('signature')}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`,
      url.pathname,
    ];
    for (const forgedUrl of forged) {
      const response = await app.inject({ method: 'PUT', url: forgedUrl, payload: Buffer.from('evil') });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'The upload link is not valid.' });
    }
    expect(await listFiles(uploadsDirectory())).toEqual([]);
    expect(await database.db.select().from(uploadParts)).toEqual([]);
  });

  it('refuses an expired link with 403', async () => {
    const { expires, signature } = signUrl(getSecret, { method: 'PUT', uploadId, partNumber: 1 }, { expiresInSeconds: 60, now: 1_000_000 });
    const response = await app.inject({
      method: 'PUT',
      url: `/storage/parts/${uploadId}/1?expires=${expires}&signature=${signature}`,
      payload: 'x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'The upload link has expired.' });
    expect(await listFiles(uploadsDirectory())).toEqual([]);
  });

  it('refuses a part for a session that is no longer open with 409', async () => {
    await database.db.update(uploadSessions).set({ status: 'finished' }).where(eq(uploadSessions.id, sessionId));
    const response = await app.inject({ method: 'PUT', url: await partUrl(1), payload: Buffer.from('late') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This upload is no longer open.' });
    expect(await listFiles(uploadsDirectory())).toEqual([]);
  });

  it("refuses a declared length over the session's part size before reading the body", async () => {
    const response = await app.inject({
      method: 'PUT',
      url: await partUrl(1),
      payload: Buffer.from('x'),
      headers: { 'content-length': String(40_000_001) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Part 1 of this upload may hold at most 40000000 bytes.' });
  });

  it('refuses a part past the end of the declared file with 400, before anything is written', async () => {
    for (const partNumber of [4, 10_000]) {
      const response = await app.inject({ method: 'PUT', url: await partUrl(partNumber, smallUploadId), payload: Buffer.from('far') });
      expect(response.statusCode).toBe(400);
      expect(response.headers.connection).toBe('close');
      expect(response.json()).toEqual({
        error: `Part ${partNumber} is past the end of the file: 10 bytes in parts of 4 bytes make 3 parts.`,
      });
    }
    expect(await listFiles(uploadsDirectory())).toEqual([]);
    expect(await database.db.select().from(uploadParts)).toEqual([]);
  });

  it('refuses a part past the file-size limit for a session without a declared size', async () => {
    // The default limit, 5,000 MB, in the session's parts of 40,000,000 bytes: 125 parts.
    const response = await app.inject({ method: 'PUT', url: await partUrl(126), payload: Buffer.from('far') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Part 126 is past the end of the file: 5000000000 bytes in parts of 40000000 bytes make 125 parts.',
    });
    expect(await listFiles(uploadsDirectory())).toEqual([]);
  });

  it('refuses a last part longer than what is left of the file, by its declared length, with 413', async () => {
    const response = await app.inject({ method: 'PUT', url: await partUrl(3, smallUploadId), payload: Buffer.from('abc') });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Part 3 of this upload may hold at most 2 bytes.' });
    expect(await listFiles(uploadsDirectory())).toEqual([]);

    const exact = await app.inject({ method: 'PUT', url: await partUrl(3, smallUploadId), payload: Buffer.from('ab') });
    expect(exact.statusCode).toBe(200);
  });

  it('stops reading a chunked body at the first byte past its place and answers 413 without waiting for the rest', async () => {
    const { port } = app.server.address() as { port: number };
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: await partUrl(3, smallUploadId),
      headers: { 'transfer-encoding': 'chunked' },
    });
    request.on('error', () => undefined);
    const answered = new Promise<{ status: number; body: string }>((resolve) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
    });
    // Three bytes for a place of two, and the body never ends: the answer must not wait for its end.
    request.write(Buffer.from('abc'));
    const { status, body } = await answered;
    request.destroy();
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: 'Part 3 of this upload may hold at most 2 bytes.' });
    expect(await listFiles(uploadsDirectory())).not.toContain(`${smallUploadId}/3.json`);
    expect(await database.db.select().from(uploadParts)).toEqual([]);
  });

  it('records no part and no row when the client aborts mid-body', async () => {
    const { port } = app.server.address() as { port: number };
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: await partUrl(3),
      headers: { 'content-length': 5_000_000 },
    });
    request.on('error', () => undefined);
    request.write(randomBytes(256 * 1024));
    await waitFor(async () => (await listFiles(uploadsDirectory())).includes(`${uploadId}/data`), 'the part to start arriving');
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listFiles(uploadsDirectory())).not.toContain(`${uploadId}/3.json`);
    expect(await database.db.select().from(uploadParts)).toEqual([]);
  });
});

describe('GET /storage/files/*', () => {
  const video = randomBytes(10_000);

  beforeAll(async () => {
    await storage.putObject('clients/c1/assets/a1/video', video, 'video/mp4');
    await storage.putObject('clients/c1/assets/a1/page', Buffer.from('<script>alert(1)</script>'), 'text/html');
  });

  const downloadUrl = (key: string, contentType: string, inline = false, fileName = 'clip.mp4') =>
    storage.signDownloadUrl({ key, fileName, contentType, expiresInSeconds: 60, inline });

  it('serves the whole file with safe headers', async () => {
    const response = await app.inject({ method: 'GET', url: await downloadUrl('clients/c1/assets/a1/video', 'video/mp4', true) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'content-disposition': `inline; filename="clip.mp4"; filename*=UTF-8''clip.mp4`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, max-age=300',
      'accept-ranges': 'bytes',
    });

    const head = await app.inject({ method: 'HEAD', url: await downloadUrl('clients/c1/assets/a1/video', 'video/mp4', true) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const url = await downloadUrl('clients/c1/assets/a1/video', 'video/mp4', true);
    const response = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload).toEqual(video.subarray(100, 200));

    const suffix = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload).toEqual(video.subarray(video.length - 10));

    const open = await app.inject({ method: 'GET', url, headers: { range: 'bytes=9990-' } });
    expect(open.rawPayload).toEqual(video.subarray(9990));

    const beyond = await app.inject({ method: 'GET', url, headers: { range: `bytes=${video.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('serves HTML as an attachment with nosniff, even from a link that asks for inline', async () => {
    const key = 'clients/c1/assets/a1/page';
    // signDownloadUrl already refuses inline for HTML; sign one by hand to check the route decides again.
    const { expires, signature } = signUrl(
      getSecret,
      { method: 'GET', key, fileName: 'page.html', contentType: 'text/html', inline: true },
      { expiresInSeconds: 60 },
    );
    const query = new URLSearchParams({ name: 'page.html', type: 'text/html', inline: '1', expires: String(expires), signature });
    const response = await app.inject({ method: 'GET', url: `/storage/files/${key}?${query.toString()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('refuses a tampered or expired link with 403 and a missing object with 404', async () => {
    const url = new URL(await downloadUrl('clients/c1/assets/a1/page', 'text/html', false, 'page.html'), 'http://h');
    url.searchParams.set('inline', '1');
    const tampered = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ error: 'The download link is not valid.' });

    const other = await app.inject({
      method: 'GET',
      url: `/storage/files/clients/c1/assets/a1/video${new URL(await downloadUrl('clients/c1/assets/a1/page', 'video/mp4'), 'http://h').search}`,
    });
    expect(other.statusCode).toBe(403);

    const key = 'clients/c1/assets/a1/video';
    const expired = signUrl(
      getSecret,
      { method: 'GET', key, fileName: 'a', contentType: 'video/mp4', inline: false },
      { expiresInSeconds: 1, now: 1_000 },
    );
    const expiredQuery = new URLSearchParams({
      name: 'a',
      type: 'video/mp4',
      inline: '0',
      expires: String(expired.expires),
      signature: expired.signature,
    });
    const expiredResponse = await app.inject({ method: 'GET', url: `/storage/files/${key}?${expiredQuery.toString()}` });
    expect(expiredResponse.statusCode).toBe(403);
    expect(expiredResponse.json()).toEqual({ error: 'The download link has expired.' });

    const missing = await app.inject({ method: 'GET', url: await downloadUrl('clients/c1/assets/a1/none', 'video/mp4') });
    expect(missing.statusCode).toBe(404);
  });
});

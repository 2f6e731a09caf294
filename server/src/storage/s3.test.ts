import { createHash, randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3rver, type S3rver } from '../../test/s3rver.js';
import { S3Storage } from './s3.js';

/**
 * Against a real s3rver process (the only S3-compatible server that installs here), never a mock
 * of the SDK. s3rver checks no SigV4 signatures and answers AbortMultipartUpload with 405; what the
 * adapter does with that is asserted below as it is.
 */
const bucket = 'atelier-test';
let s3: S3rver;
let storage: S3Storage;
const warn = vi.fn();

beforeAll(async () => {
  s3 = await startS3rver(bucket);
  storage = new S3Storage({
    endpoint: s3.endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    logger: { warn },
  });
});

afterAll(async () => {
  await s3?.stop();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3Storage against s3rver', () => {
  it('completes a multipart upload PUT to presigned part URLs, byte-identical with its sha256', async () => {
    const key = 'clients/c1/assets/a1/multipart';
    const parts = [randomBytes(5 * 1024 * 1024), randomBytes(5 * 1024 * 1024), randomBytes(1234)];
    const whole = Buffer.concat(parts);
    const { backendUploadId } = await storage.createMultipartUpload(key, 'video/mp4');

    const uploaded = [];
    for (const [index, data] of parts.entries()) {
      const url = await storage.signPartUrl({ key, backendUploadId, uploadId: 'up1', partNumber: index + 1, expiresInSeconds: 300 });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/atelier-test\/clients\/c1\/assets\/a1\/multipart\?/);
      expect(url).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);
      const response = await fetch(url, { method: 'PUT', body: data });
      expect(response.status).toBe(200);
      const etag = response.headers.get('etag');
      expect(etag).toBe(`"${createHash('md5').update(data).digest('hex')}"`);
      uploaded.push({ partNumber: index + 1, etag: etag! });
    }

    // Given out of order: the adapter sorts them.
    const stored = await storage.completeMultipartUpload({ key, backendUploadId, uploadId: 'up1', parts: [...uploaded].reverse() });
    expect(stored).toEqual({ size: whole.length, sha256: sha256(whole) });
    expect(Buffer.compare(await readAll(await storage.getObjectStream(key)), whole)).toBe(0);
    expect(await storage.headObject(key)).toEqual({ size: whole.length });
  });

  it('binds a part URL to the exact length of its part when given one', async () => {
    const key = 'clients/c1/assets/a1/bound';
    const { backendUploadId } = await storage.createMultipartUpload(key, null);
    const target = { key, backendUploadId, uploadId: 'up4', partNumber: 1, expiresInSeconds: 300 };
    const bound = new URL(await storage.signPartUrl({ ...target, contentLength: 5 }));
    // Content-Length is a signed header: S3 refuses a PUT of any other length with 403.
    expect(bound.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(new URL(await storage.signPartUrl(target)).searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    // s3rver checks no signatures: only that the browser's PUT of the exact length goes through shows here.
    const response = await fetch(bound, { method: 'PUT', body: new Uint8Array(Buffer.from('12345')) });
    expect(response.status).toBe(200);
  });

  it('serves a file with the type signed into its link, not the one it was stored with', async () => {
    const key = 'clients/c1/assets/a1/claimed';
    await storage.putObject(key, Buffer.from('<html>claimed to be a PNG</html>'), 'image/png');
    const url = await storage.signDownloadUrl({
      key,
      fileName: 'evil.png',
      contentType: 'application/octet-stream',
      expiresInSeconds: 300,
      inline: true,
    });
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('refuses an empty or repeated part list before asking the store', async () => {
    const target = { key: 'clients/c1/assets/a1/refused', backendUploadId: 'none', uploadId: 'up2' };
    await expect(storage.completeMultipartUpload({ ...target, parts: [] })).rejects.toMatchObject({ code: 'INVALID_PART' });
    const repeated = [
      { partNumber: 1, etag: '"a"' },
      { partNumber: 1, etag: '"b"' },
    ];
    await expect(storage.completeMultipartUpload({ ...target, parts: repeated })).rejects.toMatchObject({
      code: 'INVALID_PART',
      message: 'Part 1 is listed more than once.',
    });
  });

  it('serves a presigned download with the attachment disposition and content type', async () => {
    const key = 'clients/c1/assets/a1/download';
    await storage.putObject(key, Buffer.from('<html>not rendered</html>'), 'text/html');
    const url = await storage.signDownloadUrl({
      key,
      fileName: 'Page "1" é.html',
      contentType: 'text/html',
      expiresInSeconds: 300,
      inline: true,
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Page 1 e.html"; filename*=UTF-8''Page%20%221%22%20%C3%A9.html`,
    );
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<html>not rendered</html>');
  });

  it('puts a stream longer than one part through multipart, and deletes idempotently', async () => {
    const key = 'clients/c1/assets/a1/streamed';
    const data = randomBytes(9 * 1024 * 1024 + 3);
    await storage.putObject(key, Readable.from([data.subarray(0, 1000), data.subarray(1000)]), 'application/octet-stream');
    expect(Buffer.compare(await readAll(await storage.getObjectStream(key)), data)).toBe(0);
    await storage.deleteObject(key);
    await storage.deleteObject(key);
    expect(await storage.headObject(key)).toBeNull();
  });

  it('answers null for headObject of a missing key and NOT_FOUND for its stream', async () => {
    expect(await storage.headObject('clients/c1/assets/none')).toBeNull();
    await expect(storage.getObjectStream('clients/c1/assets/none')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('treats abort as best effort where the store does not implement it (s3rver answers 405)', async () => {
    const key = 'clients/c1/assets/a1/aborted';
    const { backendUploadId } = await storage.createMultipartUpload(key, null);
    warn.mockClear();
    // Real S3 removes the parts here. s3rver does not implement AbortMultipartUpload and answers
    // 405 MethodNotAllowed: the adapter logs that and resolves instead of failing the caller.
    await expect(storage.abortMultipartUpload({ key, backendUploadId, uploadId: 'up3' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ backendUploadId, error: 'MethodNotAllowed' }),
      expect.stringContaining('does not support'),
    );
  });
});

/**
 * s3rver checks no ETags on completion (a wrong one completes there) and never answers InvalidPart
 * or NoSuchUpload, so the adapter's mapping of those S3 error documents is exercised here against a
 * stub endpoint that answers every request with one, parsed by the real SDK.
 */
describe('S3Storage error mapping (stub endpoint answering S3 error documents)', () => {
  let stub: Server;
  let answer: { status: number; code: string };
  let stubStorage: S3Storage;

  beforeAll(async () => {
    stub = createHttpServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(answer.status, { 'Content-Type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${answer.code}</Code><Message>stub</Message></Error>`);
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const { port } = stub.address() as { port: number };
    stubStorage = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'x',
      secretAccessKey: 'x',
      forcePathStyle: true,
      logger: { warn },
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => stub?.close(resolve));
  });

  const target = { key: 'k', backendUploadId: 'u', uploadId: 'u' };

  it.each([
    [400, 'InvalidPart'],
    [400, 'InvalidPartOrder'],
    [404, 'NoSuchUpload'],
  ])('maps %i %s on completion to INVALID_PART', async (status, code) => {
    answer = { status, code };
    await expect(stubStorage.completeMultipartUpload({ ...target, parts: [{ partNumber: 1, etag: '"e"' }] })).rejects.toMatchObject({
      code: 'INVALID_PART',
      message: expect.stringContaining(code),
    });
  });

  it('treats NoSuchUpload on abort as already aborted, and throws other failures for a retry', async () => {
    answer = { status: 404, code: 'NoSuchUpload' };
    await expect(stubStorage.abortMultipartUpload(target)).resolves.toBeUndefined();
    answer = { status: 403, code: 'AccessDenied' };
    await expect(stubStorage.abortMultipartUpload(target)).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});

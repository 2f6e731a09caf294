import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContentDisposition } from './content-disposition.js';
import { LocalStorage, PartPastEndError, PartTooLargeError } from './local.js';
import { type SignedRequest, signUrl, verifySignature } from './signing.js';
import { StorageError } from './types.js';

const secret = () => 'test-secret-0123456789abcdef0123456789';
const key = 'clients/c1/assets/a1/f00d';

let root: string;
let storage: LocalStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-local-storage-'));
  storage = new LocalStorage(root, secret);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Files under a directory, recursively, relative to it (temporary files included). */
async function listFiles(directory: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** A stream in small chunks, like a request body. */
const streamOf = (data: Buffer) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += 64 * 1024) yield data.subarray(offset, offset + 64 * 1024);
    })(),
  );

/** The layout of a file made of `partCount` parts, all of `partSize` bytes but the last, of `lastPartSize`. */
const layoutOf = (partSize: number, partCount: number, lastPartSize = partSize) => ({
  partSize,
  fileSize: (partCount - 1) * partSize + lastPartSize,
});

/** Writes the parts (all of `partSize` bytes but the last) in the given order of part numbers. */
async function uploadParts(uploadId: string, parts: Buffer[], partSize: number, order = parts.map((_, index) => index)) {
  const etags: string[] = [];
  const layout = layoutOf(partSize, parts.length, parts.at(-1)!.length);
  for (const index of order) {
    const { etag, size } = await storage.writePart(uploadId, index + 1, streamOf(parts[index]!), layout);
    expect(size).toBe(parts[index]!.length);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    etags[index] = etag;
  }
  return etags;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('LocalStorage multipart uploads', () => {
  it('assembles three parts into a byte-identical object with its sha256 and size, and removes the parts', async () => {
    const partSize = 1024 * 1024 + 17;
    const parts = [randomBytes(partSize), randomBytes(partSize), randomBytes(5)];
    const whole = Buffer.concat(parts);
    const { backendUploadId } = await storage.createMultipartUpload(key, 'video/mp4');
    const etags = await uploadParts('up1', parts, partSize, [2, 0, 1]);

    const stored = await storage.completeMultipartUpload({
      key,
      backendUploadId,
      uploadId: 'up1',
      parts: etags.map((etag, index) => ({ partNumber: index + 1, etag })),
      partSize,
    });

    expect(stored).toEqual({ size: whole.length, sha256: sha256(whole) });
    expect(Buffer.compare(await readAll(await storage.getObjectStream(key)), whole)).toBe(0);
    expect(await storage.headObject(key)).toEqual({ size: whole.length });
    expect(await listFiles(path.join(root, 'uploads'))).toEqual([]);
    expect(await listFiles(path.join(root, 'objects'))).toEqual([key]);
  });

  it('sorts parts given out of order and accepts ETags without quotes', async () => {
    const parts = [Buffer.from('first-'), Buffer.from('second'), Buffer.from('-third')];
    const etags = await uploadParts('up2', parts, 6);
    const stored = await storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up2',
      parts: [
        { partNumber: 3, etag: etags[2]! },
        { partNumber: 1, etag: etags[0]!.replace(/"/g, '') },
        { partNumber: 2, etag: etags[1]! },
      ],
      partSize: 6,
    });
    expect(await readAll(await storage.getObjectStream(key))).toEqual(Buffer.from('first-second-third'));
    expect(stored.sha256).toBe(sha256(Buffer.from('first-second-third')));
  });

  it('refuses a wrong ETag and a missing part, naming the part, and stores nothing', async () => {
    const etags = await uploadParts('up3', [Buffer.from('a'), Buffer.from('b')], 1);

    const wrongEtag = storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up3',
      parts: [
        { partNumber: 1, etag: etags[0]! },
        { partNumber: 2, etag: etags[0]! },
      ],
      partSize: 1,
    });
    await expect(wrongEtag).rejects.toMatchObject({ code: 'INVALID_PART', message: expect.stringContaining('Part 2') });

    const missing = storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up3',
      parts: [
        { partNumber: 1, etag: etags[0]! },
        { partNumber: 2, etag: etags[1]! },
        { partNumber: 3, etag: etags[1]! },
      ],
      partSize: 1,
    });
    await expect(missing).rejects.toMatchObject({ code: 'INVALID_PART', message: 'Part 3 was not received.' });

    await expect(
      storage.completeMultipartUpload({ key, backendUploadId: 'x', uploadId: 'up3', parts: [], partSize: 1 }),
    ).rejects.toBeInstanceOf(StorageError);
    await expect(
      storage.completeMultipartUpload({
        key,
        backendUploadId: 'x',
        uploadId: 'up3',
        parts: [
          { partNumber: 1, etag: etags[0]! },
          { partNumber: 1, etag: etags[0]! },
        ],
        partSize: 1,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_PART' });

    expect(await listFiles(path.join(root, 'objects'))).toEqual([]);
    expect(await storage.headObject(key)).toBeNull();
    // The parts stay, so the client can fix its list and complete again.
    expect((await listFiles(path.join(root, 'uploads'))).sort()).toEqual(['up3/1.json', 'up3/2.json', 'up3/data']);
  });

  it('refuses a part shorter than the part size unless it is the last, and a gap in the numbers', async () => {
    const short = await uploadParts('up9', [Buffer.from('abc'), Buffer.from('de')], 4);
    await expect(
      storage.completeMultipartUpload({
        key,
        backendUploadId: 'x',
        uploadId: 'up9',
        parts: short.map((etag, index) => ({ partNumber: index + 1, etag })),
        partSize: 4,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_PART', message: expect.stringContaining('Part 1 holds fewer bytes') });

    const { etag } = await storage.writePart('up10', 2, streamOf(Buffer.from('tail')), layoutOf(4, 2));
    await expect(
      storage.completeMultipartUpload({ key, backendUploadId: 'x', uploadId: 'up10', parts: [{ partNumber: 2, etag }], partSize: 4 }),
    ).rejects.toMatchObject({ code: 'INVALID_PART', message: 'Part 1 was not received.' });
    expect(await storage.headObject(key)).toBeNull();
  });

  it('replaces a part sent again, and drops bytes of a part sent past the last one listed', async () => {
    await uploadParts('up4', [Buffer.from('old!'), Buffer.from('zz')], 4);
    const [etag] = await uploadParts('up4', [Buffer.from('new!')], 4);
    const stored = await storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up4',
      parts: [{ partNumber: 1, etag: etag! }],
      partSize: 4,
    });
    expect(stored).toEqual({ size: 4, sha256: sha256(Buffer.from('new!')) });
    expect(await readAll(await storage.getObjectStream(key))).toEqual(Buffer.from('new!'));
  });

  it('gives the sha256 of the bytes stored when a part inside the already-hashed prefix is sent again', async () => {
    const partSize = 256 * 1024;
    const parts = [randomBytes(partSize), randomBytes(partSize), randomBytes(partSize), randomBytes(10)];
    const etags = await uploadParts('up13', parts, partSize, [1, 0, 3, 2]);
    // Parts are hashed in the background as they continue the prefix; give it time to pass part 2.
    await new Promise((resolve) => setTimeout(resolve, 100));
    parts[1] = randomBytes(partSize);
    const [, rewritten] = await uploadParts('up13', [Buffer.alloc(0), parts[1]], partSize, [1]);
    etags[1] = rewritten!;
    const stored = await storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up13',
      parts: etags.map((etag, index) => ({ partNumber: index + 1, etag })),
      partSize,
    });
    expect(stored).toEqual({ size: 3 * partSize + 10, sha256: sha256(Buffer.concat(parts)) });
  });

  it('completes with the right sha256 on an instance that did not receive the parts (a restart)', async () => {
    const partSize = 128 * 1024;
    const parts = [randomBytes(partSize), randomBytes(partSize), randomBytes(99)];
    const etags = await uploadParts('up14', parts, partSize);
    const restarted = new LocalStorage(root, secret);
    const stored = await restarted.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up14',
      parts: etags.map((etag, index) => ({ partNumber: index + 1, etag })),
      partSize,
    });
    expect(stored).toEqual({ size: 2 * partSize + 99, sha256: sha256(Buffer.concat(parts)) });
  });

  it('forgets a part whose rewrite was cut short, so completion asks for it again', async () => {
    const [etag] = await uploadParts('up11', [Buffer.from('good')], 4);
    const failing = new Readable({ read() {} });
    const rewrite = storage.writePart('up11', 1, failing, layoutOf(4, 1));
    failing.push(Buffer.from('ba'));
    setTimeout(() => failing.destroy(new Error('aborted')), 20);
    await expect(rewrite).rejects.toThrow('aborted');
    await expect(
      storage.completeMultipartUpload({
        key,
        backendUploadId: 'x',
        uploadId: 'up11',
        parts: [{ partNumber: 1, etag: etag! }],
        partSize: 4,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_PART', message: 'Part 1 was not received.' });
  });

  it('stops a part still arriving before it completes the upload', async () => {
    const [first] = await uploadParts('up12', [Buffer.from('12345678')], 8);
    const stray = new Readable({ read() {} });
    const strayWrite = storage.writePart('up12', 2, stray, layoutOf(8, 2)).then(
      () => 'written',
      (error: Error) => error.message,
    );
    stray.push(Buffer.from('xx'));
    const stored = await storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up12',
      parts: [{ partNumber: 1, etag: first! }],
      partSize: 8,
    });
    expect(await strayWrite).toBe('The upload is being completed.');
    expect(stored).toEqual({ size: 8, sha256: sha256(Buffer.from('12345678')) });
    expect(await readAll(await storage.getObjectStream(key))).toEqual(Buffer.from('12345678'));
  });

  it('abort removes the parts and may be called twice', async () => {
    await uploadParts('up5', [Buffer.from('a'), Buffer.from('b')], 1);
    await storage.abortMultipartUpload({ key, backendUploadId: 'x', uploadId: 'up5' });
    await storage.abortMultipartUpload({ key, backendUploadId: 'x', uploadId: 'up5' });
    expect(await listFiles(path.join(root, 'uploads'))).toEqual([]);
  });

  it('refuses a part over the part size before writing past its region, and records nothing', async () => {
    const write = storage.writePart('up6', 1, streamOf(randomBytes(200_000)), layoutOf(100_000, 2));
    await expect(write).rejects.toBeInstanceOf(PartTooLargeError);
    expect(await listFiles(path.join(root, 'uploads'))).toEqual(['up6/data']);
    expect((await fs.stat(path.join(root, 'uploads', 'up6', 'data'))).size).toBeLessThanOrEqual(100_000);
  });

  it('refuses a part past the end of the declared file before writing anything', async () => {
    const write = storage.writePart('up15', 3, streamOf(Buffer.from('far')), { partSize: 4, fileSize: 8 });
    await expect(write).rejects.toBeInstanceOf(PartPastEndError);
    await expect(write).rejects.toThrow('Part 3 is past the end of the file: 8 bytes in parts of 4 bytes make 2 parts.');
    // Part 10,000 of 100 MiB parts would otherwise start a sparse file near 1 TB.
    const far = storage.writePart('up15', 10_000, streamOf(Buffer.from('x')), { partSize: 100 * 1024 * 1024, fileSize: 1000 });
    await expect(far).rejects.toBeInstanceOf(PartPastEndError);
    expect(await listFiles(path.join(root, 'uploads'))).toEqual([]);
  });

  it('refuses a last part longer than what is left of the file, writing nothing past its end', async () => {
    const layout = { partSize: 4, fileSize: 6 };
    const write = storage.writePart('up16', 2, streamOf(Buffer.from('tail!')), layout);
    await expect(write).rejects.toBeInstanceOf(PartTooLargeError);
    expect(await listFiles(path.join(root, 'uploads'))).toEqual(['up16/data']);
    expect((await fs.stat(path.join(root, 'uploads', 'up16', 'data'))).size).toBeLessThanOrEqual(6);

    const etags = await Promise.all([
      storage.writePart('up16', 1, streamOf(Buffer.from('head')), layout),
      storage.writePart('up16', 2, streamOf(Buffer.from('ta')), layout),
    ]);
    const stored = await storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up16',
      parts: etags.map(({ etag }, index) => ({ partNumber: index + 1, etag })),
      partSize: 4,
    });
    expect(stored).toEqual({ size: 6, sha256: sha256(Buffer.from('headta')) });
  });

  it('takes an empty file as one empty part', async () => {
    const { etag, size } = await storage.writePart('up17', 1, streamOf(Buffer.alloc(0)), { partSize: 4, fileSize: 0 });
    expect(size).toBe(0);
    await expect(storage.writePart('up17', 2, streamOf(Buffer.alloc(0)), { partSize: 4, fileSize: 0 })).rejects.toBeInstanceOf(
      PartPastEndError,
    );
    const stored = await storage.completeMultipartUpload({
      key,
      backendUploadId: 'x',
      uploadId: 'up17',
      parts: [{ partNumber: 1, etag }],
      partSize: 4,
    });
    expect(stored).toEqual({ size: 0, sha256: sha256(Buffer.alloc(0)) });
  });

  it('records nothing when the body fails midway (an aborted request)', async () => {
    const failing = new Readable({ read() {} });
    const write = storage.writePart('up7', 1, failing, layoutOf(1_000_000, 1));
    failing.push(randomBytes(50_000));
    setTimeout(() => failing.destroy(new Error('aborted')), 20);
    await expect(write).rejects.toThrow('aborted');
    expect(await listFiles(path.join(root, 'uploads'))).toEqual(['up7/data']);
  });

  it('refuses a part number outside 1..10000 and an unsafe upload id', async () => {
    const layout = layoutOf(10, 10_000);
    await expect(storage.writePart('up8', 0, streamOf(Buffer.from('a')), layout)).rejects.toThrow('Invalid part number');
    await expect(storage.writePart('up8', 10_001, streamOf(Buffer.from('a')), layout)).rejects.toThrow('Invalid part number');
    await expect(storage.writePart('../up8', 1, streamOf(Buffer.from('a')), layout)).rejects.toThrow('Invalid upload id');
  });
});

describe('LocalStorage objects', () => {
  it('puts, reads, heads and deletes (idempotently) an object', async () => {
    await storage.putObject(key, Buffer.from('hello'), 'text/plain');
    await storage.putObject(`${key}-stream`, streamOf(Buffer.from('streamed')), null);
    expect(await readAll(await storage.getObjectStream(key))).toEqual(Buffer.from('hello'));
    expect(await readAll(await storage.getObjectStream(`${key}-stream`))).toEqual(Buffer.from('streamed'));
    expect(await storage.headObject(key)).toEqual({ size: 5 });
    await storage.deleteObject(key);
    await storage.deleteObject(key);
    expect(await storage.headObject(key)).toBeNull();
    await expect(storage.getObjectStream(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['../x', '/abs', 'a/../../x', 'a//b', 'a/', 'a/./b', '.hidden', 'a b', 'a\\b', 'é', ''])('refuses the key %j', async (badKey) => {
    await expect(storage.putObject(badKey, Buffer.from('x'), null)).rejects.toThrow('Invalid storage key');
    await expect(storage.headObject(badKey)).rejects.toThrow('Invalid storage key');
    await expect(storage.createMultipartUpload(badKey, null)).rejects.toThrow('Invalid storage key');
  });
});

describe('signed URLs', () => {
  it('signs a part URL that verifies, and refuses it when any signed field changes', async () => {
    const url = new URL(
      await storage.signPartUrl({ key, backendUploadId: 'x', uploadId: 'up1', partNumber: 2, expiresInSeconds: 60 }),
      'http://h',
    );
    expect(url.pathname).toBe('/storage/parts/up1/2');
    const given = { expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! };
    const request: SignedRequest = { method: 'PUT', uploadId: 'up1', partNumber: 2 };

    expect(() => verifySignature(secret, request, given)).not.toThrow();
    const refusals: Array<[SignedRequest, typeof given]> = [
      [{ ...request, uploadId: 'up2' }, given],
      [{ ...request, partNumber: 3 }, given],
      [request, { ...given, expires: String(Number(given.expires) + 1) }],
      [request, { ...given, signature: given.signature.slice(0, -1) + (given.signature.endsWith('A') ? 'B' : 'A') }],
      [request, { ...given, signature: '' }],
      [request, { expires: given.expires, signature: undefined as unknown as string }],
    ];
    for (const [changedRequest, changedGiven] of refusals) {
      expect(() => verifySignature(secret, changedRequest, changedGiven)).toThrow(expect.objectContaining({ code: 'BAD_SIGNATURE' }));
    }
    expect(() => verifySignature(() => 'another-secret-0123456789abcdef012345', request, given)).toThrow(
      expect.objectContaining({ code: 'BAD_SIGNATURE' }),
    );
  });

  it('signs a download URL covering key, name, type, inline and expiry', async () => {
    const url = new URL(
      await storage.signDownloadUrl({ key, fileName: 'Ünïcode "clip".mp4', contentType: 'video/mp4', expiresInSeconds: 600, inline: true }),
      'http://h',
    );
    expect(url.pathname).toBe(`/storage/files/${key}`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({ name: 'Ünïcode "clip".mp4', type: 'video/mp4', inline: '1' });
    const request: SignedRequest = { method: 'GET', key, fileName: query.name!, contentType: query.type!, inline: true };
    expect(() => verifySignature(secret, request, query)).not.toThrow();

    for (const changed of [
      { ...request, key: `${key}x` },
      { ...request, fileName: 'other.mp4' },
      { ...request, contentType: 'text/html' },
      { ...request, inline: false },
    ]) {
      expect(() => verifySignature(secret, changed, query)).toThrow(expect.objectContaining({ code: 'BAD_SIGNATURE' }));
    }
    expect(() => verifySignature(secret, request, { ...query, expires: String(Number(query.expires) + 300) })).toThrow(
      expect.objectContaining({ code: 'BAD_SIGNATURE' }),
    );
  });

  it('never signs HTML or SVG as inline', async () => {
    for (const contentType of ['text/html', 'image/svg+xml', 'application/pdf']) {
      const url = new URL(
        await storage.signDownloadUrl({ key, fileName: 'x', contentType, expiresInSeconds: 60, inline: true }),
        'http://h',
      );
      expect(url.searchParams.get('inline')).toBe('0');
    }
  });

  it('refuses an expired signature as EXPIRED, only when it is otherwise genuine', () => {
    const request: SignedRequest = { method: 'PUT', uploadId: 'up1', partNumber: 1 };
    const signed = signUrl(secret, request, { expiresInSeconds: 10, now: 1_000 });
    expect(signed.expires).toBe(1_010);
    expect(() => verifySignature(secret, request, signed, 1_010)).not.toThrow();
    expect(() => verifySignature(secret, request, signed, 1_011)).toThrow(expect.objectContaining({ code: 'EXPIRED' }));
    expect(() => verifySignature(secret, { ...request, partNumber: 2 }, signed, 1_011)).toThrow(
      expect.objectContaining({ code: 'BAD_SIGNATURE' }),
    );
  });

  it('rounds expiry up to the window so re-signing gives the same URL', () => {
    const request: SignedRequest = { method: 'GET', key, fileName: 'a', contentType: 'image/png', inline: true };
    const first = signUrl(secret, request, { expiresInSeconds: 900, roundToSeconds: 300, now: 1_000_010 });
    const second = signUrl(secret, request, { expiresInSeconds: 900, roundToSeconds: 300, now: 1_000_100 });
    expect(first).toEqual(second);
    expect(first.expires % 300).toBe(0);
    expect(first.expires).toBeGreaterThanOrEqual(1_000_100 + 900);
  });
});

describe('buildContentDisposition', () => {
  it('gives an ASCII fallback without quotes, backslashes or control characters, and the exact name in filename*', () => {
    expect(buildContentDisposition('Résumé "final"\\\r\n.pdf')).toBe(
      `attachment; filename="Resume final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%5C.pdf`,
    );
    expect(buildContentDisposition("it's (1)*.png", { inline: true })).toBe(
      `inline; filename="it's (1)*.png"; filename*=UTF-8''it%27s%20%281%29%2A.png`,
    );
    expect(buildContentDisposition('日本語.mp4')).toBe(`attachment; filename="___.mp4"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.mp4`);
    expect(buildContentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(() => buildContentDisposition('bad \ud800 surrogate')).not.toThrow();
  });
});

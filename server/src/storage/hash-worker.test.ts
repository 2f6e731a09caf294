import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileHash } from './hash-worker.js';
import { StorageError } from './types.js';

const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-hash-worker-'));
afterAll(() => fs.rm(directory, { recursive: true, force: true }));

describe('FileHash (sha256 on the hashing worker)', () => {
  it('gives the sha256 of consecutive ranges fed one after another, as one hash of the file would', async () => {
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    const filePath = path.join(directory, 'ranges.bin');
    await fs.writeFile(filePath, bytes);
    const hash = new FileHash();
    await hash.feed(filePath, 0, 5 * 1024 * 1024);
    await hash.feed(filePath, 5 * 1024 * 1024, 5 * 1024 * 1024);
    await hash.feed(filePath, 5 * 1024 * 1024, bytes.length);
    expect(await hash.digest()).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('keeps hashes apart, so two uploads hashed at once each get their own digest', async () => {
    const first = path.join(directory, 'first.bin');
    const second = path.join(directory, 'second.bin');
    await fs.writeFile(first, 'first file');
    await fs.writeFile(second, 'second file');
    const [a, b] = [new FileHash(), new FileHash()];
    await Promise.all([a.feed(first, 0, 10), b.feed(second, 0, 11)]);
    expect(await a.digest()).toBe(createHash('sha256').update('first file').digest('hex'));
    expect(await b.digest()).toBe(createHash('sha256').update('second file').digest('hex'));
  });

  it('refuses a range past the end of the file as an upload shorter than its parts say', async () => {
    const filePath = path.join(directory, 'short.bin');
    await fs.writeFile(filePath, 'twelve bytes');
    const hash = new FileHash();
    const failure = await hash.feed(filePath, 0, 100).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as StorageError).message).toBe('The upload is shorter than its parts say.');
  });

  it('answers a missing file with its error, not a digest', async () => {
    const failure = await new FileHash().feed(path.join(directory, 'missing.bin'), 0, 10).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('ENOENT');
  });
});

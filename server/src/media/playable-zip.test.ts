import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPlayableEntryPage,
  isSafeEntryPath,
  listPlayableEntries,
  pickPlayableStill,
  playableContentType,
  readPlayableEntry,
} from './playable-zip.js';
import { makePreview } from './preview.js';

let directory: string;
const fixture = (name: string) => path.join(directory, name);

/** `store`: entries kept uncompressed, as zip tools do for images (they do not shrink). */
async function writeZip(filePath: string, entries: Record<string, string | Buffer>, options: { store?: boolean } = {}) {
  const archive = new ZipArchive(options.store ? { store: true } : { zlib: { level: 6 } });
  const written = pipeline(archive, fs.createWriteStream(filePath));
  for (const [name, content] of Object.entries(entries)) archive.append(content, { name });
  await archive.finalize();
  await written;
}

const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Random pixels do not compress, so the PNG is a few hundred KB. */
const noisyPng = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-playable-'));
  await writeZip(fixture('ad.zip'), {
    'ad/index.html': '<!doctype html><script src="main.js"></script>',
    'ad/main.js': 'document.title = "ok"',
    'ad/img/background.png': await png(800, 600, '#00ff00'),
    'ad/img/endcard.png': await png(320, 480, '#ff0000'),
    '__MACOSX/ad/._endcard.png': 'junk',
  });
  await writeZip(fixture('plain.zip'), {
    'index.html': '<html></html>',
    'small.png': await png(10, 10, '#000'),
    'big.png': await png(200, 100, '#00f'),
  });
  await writeZip(fixture('broken-image.zip'), { 'index.html': '<html></html>', 'icon.png': 'not a png' });
  await writeZip(
    fixture('stored.zip'),
    {
      'index.html': '<!doctype html><img src="img/endcard.png">',
      // Larger than one read chunk (64 KiB), so the entry takes several reads.
      'img/endcard.png': await noisyPng(400, 400),
    },
    { store: true },
  );
});

afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('playable zips', () => {
  it('finds the entry page nearest the root and reads a file by its exact name', async () => {
    const entries = await listPlayableEntries(fixture('ad.zip'));
    expect(findPlayableEntryPage(entries)).toBe('ad/index.html');
    expect((await readPlayableEntry(fixture('ad.zip'), 'ad/main.js'))!.toString()).toBe('document.title = "ok"');
    expect(await readPlayableEntry(fixture('ad.zip'), 'main.js')).toBeNull();
    expect(await readPlayableEntry(fixture('ad.zip'), 'ad/main.js', { maxBytes: 3 })).toBeNull();
  });

  it('refuses paths that could leave the zip', () => {
    expect(isSafeEntryPath('ad/img/a.png')).toBe(true);
    for (const bad of ['../etc/passwd', 'ad/../../x', '/etc/passwd', 'ad\\..\\x', 'a/./b', '', 'a\u0000b']) {
      expect(isSafeEntryPath(bad)).toBe(false);
    }
  });

  it('picks an end card, screenshot or icon for the still, else the largest image', async () => {
    expect(pickPlayableStill(await listPlayableEntries(fixture('ad.zip')))).toBe('ad/img/endcard.png');
    expect(pickPlayableStill(await listPlayableEntries(fixture('plain.zip')))).toBe('big.png');
    expect(pickPlayableStill([{ name: 'index.html', size: 10 }])).toBeNull();
  });

  it('makes the preview from that image, and none from a broken one', async () => {
    const preview = await makePreview(fixture('ad.zip'), 'playable');
    const { data, info } = await sharp(preview!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 480]);
    expect(data[0]).toBeGreaterThan(200);
    expect(await makePreview(fixture('broken-image.zip'), 'playable')).toBeNull();
  });

  it('reads entries stored without compression, and previews from them', async () => {
    const entries = await listPlayableEntries(fixture('stored.zip'));
    const image = entries.find((entry) => entry.name === 'img/endcard.png')!;
    expect(image.size).toBeGreaterThan(64 * 1024);
    // Each read finishing at all is the point: yauzl 2 on Node 24 never ended a stored entry's stream.
    const bytes = await readPlayableEntry(fixture('stored.zip'), 'img/endcard.png');
    expect(bytes!.length).toBe(image.size);
    expect((await sharp(bytes!).metadata()).width).toBe(400);
    const preview = await makePreview(fixture('stored.zip'), 'playable');
    expect((await sharp(preview!).metadata()).width).toBe(400);
  }, 10_000);

  it('gives up on a read when its signal aborts', async () => {
    const aborted = AbortSignal.abort(new Error('stopped'));
    await expect(readPlayableEntry(fixture('stored.zip'), 'img/endcard.png', { signal: aborted })).rejects.toThrow('stopped');
  });

  it('serves each file with its type', () => {
    expect(playableContentType('ad/index.html')).toBe('text/html; charset=utf-8');
    expect(playableContentType('main.JS')).toBe('text/javascript; charset=utf-8');
    expect(playableContentType('blob.bin')).toBe('application/octet-stream');
  });
});

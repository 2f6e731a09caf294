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

async function writeZip(filePath: string, entries: Record<string, string | Buffer>) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(archive, fs.createWriteStream(filePath));
  for (const [name, content] of Object.entries(entries)) archive.append(content, { name });
  await archive.finalize();
  await written;
}

const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
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
});

afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('playable zips', () => {
  it('finds the entry page nearest the root and reads a file by its exact name', async () => {
    const entries = await listPlayableEntries(fixture('ad.zip'));
    expect(findPlayableEntryPage(entries)).toBe('ad/index.html');
    expect((await readPlayableEntry(fixture('ad.zip'), 'ad/main.js'))!.toString()).toBe('document.title = "ok"');
    expect(await readPlayableEntry(fixture('ad.zip'), 'main.js')).toBeNull();
    expect(await readPlayableEntry(fixture('ad.zip'), 'ad/main.js', 3)).toBeNull();
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

  it('serves each file with its type', () => {
    expect(playableContentType('ad/index.html')).toBe('text/html; charset=utf-8');
    expect(playableContentType('main.JS')).toBe('text/javascript; charset=utf-8');
    expect(playableContentType('blob.bin')).toBe('application/octet-stream');
  });
});

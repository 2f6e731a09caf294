import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectAssetKind, detectAssetKindOfFile, isKindAllowed } from './detect.js';
import { makeScrubStrip } from './scrub-strip.js';
import { makePreview, PREVIEW_MAX_SIZE } from './preview.js';
import { formatAspectRatio, parseFrameRate, probeMedia } from './probe.js';
import { FFMPEG_PATH, runTool } from './tools.js';
import { listZipEntries } from './zip-entries.js';

/** Fixtures are made here at test time: no binary file is committed. */
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-media-'));
const fixture = (name: string) => path.join(directory, name);

const MINIMAL_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/** A 400 × 200 pt page with a red square at the bottom left (PDF y goes up). */
const POSTER_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R >> endobj',
  '4 0 obj << /Length 25 >> stream',
  '1 0 0 rg 10 10 80 80 re f',
  'endstream endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

async function writeZip(filePath: string, entries: Record<string, string>, options: { comment?: string; forceZip64?: boolean } = {}) {
  const archive = new ZipArchive({ store: true, ...options });
  const written = pipeline(archive, fs.createWriteStream(filePath));
  for (const [name, content] of Object.entries(entries)) archive.append(content, { name });
  await archive.finalize();
  await written;
}

async function makeVideo(filePath: string, seconds: number) {
  await runTool(FFMPEG_PATH, [
    '-nostdin',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=320x240:rate=25`,
    '-pix_fmt',
    'yuv420p',
    '-y',
    filePath,
  ]);
}

function isWebp(buffer: Buffer | null) {
  return buffer !== null && buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP';
}

beforeAll(async () => {
  await sharp({ create: { width: 1200, height: 628, channels: 3, background: '#3366cc' } })
    .png()
    .toFile(fixture('banner.png'));
  // Stored 400×300, shown 300×400: EXIF orientation 6 (rotate 90° clockwise), as phone cameras write.
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(fixture('portrait.jpg'));
  fs.writeFileSync(
    fixture('logo.svg'),
    '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="red"/>' +
      '<script>alert(1)</script></svg>',
  );
  fs.writeFileSync(fixture('notes.png'), 'Just some notes, not a picture.\n'.repeat(20));
  fs.writeFileSync(
    fixture('page.jpg'),
    '<!DOCTYPE html><html><body><svg width="10" height="10"></svg><script>alert(1)</script></body></html>',
  );
  fs.writeFileSync(fixture('brief.pdf'), MINIMAL_PDF);
  fs.writeFileSync(fixture('poster.pdf'), POSTER_PDF);
  fs.writeFileSync(fixture('broken.pdf'), '%PDF-1.4\nthis is not a PDF body at all');
  // An old Word file is a Compound File Binary: its signature, then sectors.
  fs.writeFileSync(fixture('brief.doc'), Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(8192)]));
  fs.writeFileSync(fixture('sheet.xls'), fs.readFileSync(fixture('brief.doc')));
  await writeZip(fixture('playable.zip'), { 'index.html': '<!doctype html><title>Play</title>', 'game.js': 'start()' });
  await writeZip(
    fixture('nested-playable.zip'),
    { 'runner/index.html': '<html></html>', 'runner/assets/a.png': 'x' },
    { comment: 'made by a tool' },
  );
  await writeZip(fixture('too-deep.zip'), { 'a/b/index.html': '<html></html>', '__MACOSX/index.html': 'x' });
  await writeZip(fixture('photos.zip'), { 'photo-1.txt': 'x', 'photo-2.txt': 'y' }, { forceZip64: true });
  await writeZip(fixture('letter.docx'), {
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document/>',
  });
  await makeVideo(fixture('clip.mp4'), 2);
  await makeVideo(fixture('blink.mp4'), 0.4);
  await makeVideo(fixture('twelve.mp4'), 12);
  // A phone's portrait video: landscape pixels and a display matrix that turns them (written on a copy, as cameras do).
  await runTool(FFMPEG_PATH, [
    '-nostdin',
    '-v',
    'error',
    '-i',
    fixture('clip.mp4'),
    '-c',
    'copy',
    '-metadata:s:v:0',
    'rotate=90',
    '-y',
    fixture('phone.mp4'),
  ]);
  // An HLS playlist in disguise: if ffmpeg followed it, a preview would show a local file.
  fs.writeFileSync(fixture('playlist.mp4'), '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
}, 60_000);

afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('detectAssetKind', () => {
  it.each([
    ['banner.png', { type: 'image', mimeType: 'image/png', extension: 'png' }],
    ['portrait.jpg', { type: 'image', mimeType: 'image/jpeg', extension: 'jpg' }],
    ['logo.svg', { type: 'image', mimeType: 'image/svg+xml', extension: 'svg' }],
    ['clip.mp4', { type: 'video', mimeType: 'video/mp4', extension: 'mp4' }],
    ['brief.pdf', { type: 'document', mimeType: 'application/pdf', extension: 'pdf' }],
    ['brief.doc', { type: 'document', mimeType: 'application/msword', extension: 'doc' }],
    [
      'letter.docx',
      { type: 'document', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
    ],
    ['playable.zip', { type: 'playable', mimeType: 'application/zip', extension: 'zip' }],
    ['nested-playable.zip', { type: 'playable' }],
    ['too-deep.zip', { type: 'other', mimeType: 'application/zip' }],
    ['photos.zip', { type: 'other', mimeType: 'application/zip' }],
    ['sheet.xls', { type: 'other', mimeType: 'application/x-cfb' }],
    ['notes.png', { type: 'other', mimeType: null, extension: null }],
    ['page.jpg', { type: 'other', mimeType: null, extension: null }],
    ['playlist.mp4', { type: 'other', mimeType: null }],
  ])('%s is detected from its content', async (name, expected) => {
    expect(await detectAssetKindOfFile(fixture(name), name)).toMatchObject(expected);
  });

  it('does not take a file name for the content', async () => {
    const png = fs.readFileSync(fixture('banner.png'));
    expect(await detectAssetKind({ head: png, fileName: 'banner.pdf' })).toMatchObject({ type: 'image', extension: 'png' });
    const head = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await detectAssetKind({ head, fileName: 'logo.txt' })).toMatchObject({ type: 'image', mimeType: 'image/svg+xml' });
    // A .docx whose Word entries lie beyond the head: its entry names tell.
    const zipHead = fs.readFileSync(fixture('photos.zip'));
    expect(
      await detectAssetKind({ head: zipHead, fileName: 'x.zip', zipEntries: ['[Content_Types].xml', 'word/document.xml'] }),
    ).toMatchObject({
      type: 'document',
      extension: 'docx',
    });
    // An internal DTD subset (entity definitions) is not rendered as an image.
    const entities = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>');
    expect(await detectAssetKind({ head: entities, fileName: 'logo.svg' })).toMatchObject({ type: 'other' });
  });

  it('lists zip entries from the central directory, including zip64 archives', async () => {
    expect(await listZipEntries(fixture('nested-playable.zip'))).toEqual(['runner/index.html', 'runner/assets/a.png']);
    expect(await listZipEntries(fixture('photos.zip'))).toEqual(['photo-1.txt', 'photo-2.txt']);
    await expect(listZipEntries(fixture('notes.png'))).rejects.toThrow('Not a zip file');
    await expect(listZipEntries(fixture('playable.zip'), { maxEntries: 1 })).rejects.toThrow('too many entries');
  });

  it('allows per grouping what it is for', () => {
    expect(isKindAllowed('production', 'playable')).toBe(true);
    expect(isKindAllowed('production', 'document')).toBe(true);
    expect(isKindAllowed('production', 'other')).toBe(false);
    expect(isKindAllowed('design', 'document')).toBe(true);
    expect(isKindAllowed('source', 'other')).toBe(true);
  });
});

describe('probeMedia', () => {
  it('reads an image', async () => {
    expect(await probeMedia(fixture('banner.png'), 'image')).toEqual({
      width: 1200,
      height: 628,
      lengthMs: null,
      bitrate: null,
      aspectRatio: '1.91:1',
    });
  });

  it('reports an image as shown, after its EXIF orientation', async () => {
    expect(await probeMedia(fixture('portrait.jpg'), 'image')).toMatchObject({ width: 300, height: 400, aspectRatio: '3:4' });
  });

  it('reads a video', async () => {
    const probe = await probeMedia(fixture('clip.mp4'), 'video');
    expect(probe).toMatchObject({ width: 320, height: 240, aspectRatio: '4:3' });
    expect(probe.lengthMs).toBeGreaterThanOrEqual(1950);
    expect(probe.lengthMs).toBeLessThanOrEqual(2100);
    expect(probe.bitrate).toBeGreaterThan(0);
    expect(probe.frameRate).toBeGreaterThan(0);
  });

  it('reads frame rates as ffprobe writes them', () => {
    expect(parseFrameRate('30000/1001')).toBe(29.97);
    expect(parseFrameRate('24000/1001')).toBe(23.976);
    expect(parseFrameRate('25/1')).toBe(25);
    expect(parseFrameRate('0/0')).toBeNull();
    expect(parseFrameRate(undefined)).toBeNull();
    expect(parseFrameRate('90000/1')).toBeNull();
  });

  it('reports a rotated phone video as shown', async () => {
    expect(await probeMedia(fixture('phone.mp4'), 'video')).toMatchObject({ width: 240, height: 320, aspectRatio: '3:4' });
  });

  it('refuses to open a playlist disguised as a video', async () => {
    await expect(probeMedia(fixture('playlist.mp4'), 'video')).rejects.toThrow(/ffprobe failed/);
  });

  it('knows nothing about documents and playables', async () => {
    expect(await probeMedia(fixture('brief.pdf'), 'document')).toEqual({
      width: null,
      height: null,
      lengthMs: null,
      bitrate: null,
      aspectRatio: null,
    });
  });

  it.each([
    [1920, 1080, '16:9'],
    [1080, 1920, '9:16'],
    [1000, 1000, '1:1'],
    [320, 240, '4:3'],
    [1200, 628, '1.91:1'],
    [0, 100, null],
  ])('formats %i×%i as %s', (width, height, expected) => {
    expect(formatAspectRatio(width, height)).toBe(expected);
  });
});

describe('makePreview', () => {
  async function expectWebpPreview(name: string, kind: 'image' | 'video') {
    const preview = await makePreview(fixture(name), kind);
    expect(isWebp(preview)).toBe(true);
    const metadata = await sharp(preview!).metadata();
    expect(metadata.format).toBe('webp');
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(PREVIEW_MAX_SIZE);
    return metadata;
  }

  it('shrinks an image into a webp of at most 640 px', async () => {
    expect(await expectWebpPreview('banner.png', 'image')).toMatchObject({ width: 640, height: 335 });
  });

  it('turns an EXIF-rotated photo upright', async () => {
    expect(await expectWebpPreview('portrait.jpg', 'image')).toMatchObject({ width: 300, height: 400 });
  });

  it('rasterises an SVG', async () => {
    expect(await expectWebpPreview('logo.svg', 'image')).toMatchObject({ width: 200, height: 100 });
  });

  it('takes a frame of a video, without enlarging it', async () => {
    expect(await expectWebpPreview('clip.mp4', 'video')).toMatchObject({ width: 320, height: 240 });
  });

  it('takes the first frame of a video shorter than a second', async () => {
    await expectWebpPreview('blink.mp4', 'video');
  });

  it('turns a rotated phone video upright', async () => {
    expect(await expectWebpPreview('phone.mp4', 'video')).toMatchObject({ width: 240, height: 320 });
  });

  it("draws a PDF's first page as its preview, on white, fitted to the preview size", async () => {
    const preview = await makePreview(fixture('poster.pdf'), 'document');
    const { data, info } = await sharp(preview!).raw().toBuffer({ resolveWithObject: true });
    // 400 × 200 pt drawn at twice the size, then fitted into 640 px.
    expect(info).toMatchObject({ width: 640, height: 320 });
    const pixelAt = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // The red square at the page's bottom left (10–90 pt: 16–144 px), and white paper elsewhere.
    const [red, green, blue] = pixelAt(80, 240);
    expect(red).toBeGreaterThan(200);
    expect(Math.max(green!, blue!)).toBeLessThan(60);
    expect(Math.min(...pixelAt(600, 30))).toBeGreaterThan(240);
  });

  it('gives no preview for a Word document, an unreadable PDF, playables and other files', async () => {
    expect(await makePreview(fixture('letter.docx'), 'document')).toBeNull();
    expect(await makePreview(fixture('broken.pdf'), 'document')).toBeNull();
    expect(await makePreview(fixture('playable.zip'), 'playable')).toBeNull();
    expect(await makePreview(fixture('notes.png'), 'other')).toBeNull();
    // Even when told it is an image, text is not rendered as one.
    expect(await makePreview(fixture('notes.png'), 'image')).toBeNull();
  });
});

describe('makeScrubStrip', () => {
  it("tiles one thumbnail per second of a 12 s video, ten to a row, at the video's ratio", async () => {
    const strip = await makeScrubStrip(fixture('twelve.mp4'), { lengthMs: 12_000, width: 320, height: 240 });
    expect(strip!.layout).toEqual({ columns: 10, rows: 2, frameWidth: 160, frameHeight: 120, frameCount: 12, intervalMs: 1000 });
    const image = await sharp(strip!.image).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 1600, height: 240 });
  });

  it('keeps a short video to one thumbnail, and makes none for a video without length', async () => {
    const strip = await makeScrubStrip(fixture('clip.mp4'), { lengthMs: 2000, width: 320, height: 240 });
    expect(strip!.layout).toMatchObject({ columns: 2, rows: 1, frameCount: 2, intervalMs: 1000 });
    expect(await makeScrubStrip(fixture('clip.mp4'), { lengthMs: 0, width: 320, height: 240 })).toBeNull();
  });
});

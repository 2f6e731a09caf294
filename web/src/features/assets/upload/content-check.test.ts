import { describe, expect, it } from 'vitest';
import { isSureToBeRefused } from './content-check';
import type { UploadFile } from './upload-types';

function fileOf(name: string, bytes: Uint8Array | string): UploadFile {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const blob = new Blob([new Uint8Array(data)]);
  return { name, size: data.length, type: '', slice: (start, end) => blob.slice(start, end) };
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);
const ZIP = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  20,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  9,
  0,
  0,
  0,
  ...new TextEncoder().encode('index.htm'),
]);
const random = () => Uint8Array.from({ length: 8192 }, (_, index) => (index * 7919 + 13) % 251);

describe('the browser checks a production file before sending it', () => {
  it('refuses random bytes named .mp4 and an HTML page named .png', async () => {
    expect(await isSureToBeRefused(fileOf('trailer.mp4', random()), 'production')).toBe(true);
    expect(await isSureToBeRefused(fileOf('innocent.png', '<!doctype html><html><script>alert(1)</script></html>'), 'production')).toBe(
      true,
    );
  });

  it('lets through images, zips (a playable is told by its entries) and SVG text', async () => {
    expect(await isSureToBeRefused(fileOf('hero.png', PNG), 'production')).toBe(false);
    expect(await isSureToBeRefused(fileOf('playable.zip', ZIP), 'production')).toBe(false);
    expect(
      await isSureToBeRefused(fileOf('logo.svg', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'production'),
    ).toBe(false);
  });

  it('leaves design and source files, and empty files, to the server', async () => {
    expect(await isSureToBeRefused(fileOf('notes.bin', random()), 'design')).toBe(false);
    expect(await isSureToBeRefused(fileOf('notes.bin', random()), 'source')).toBe(false);
    expect(await isSureToBeRefused(fileOf('empty.mp4', new Uint8Array()), 'production')).toBe(false);
  });
});

import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * File fingerprints for automatic linking. The perceptual hash is a 64-bit difference hash (dHash):
 * the picture shrunk to 9×8 grey cells, one bit per pair of neighbours (is the left one brighter?).
 * It survives re-encoding and resizing (the networks' copies) and changes when the picture's
 * layout changes (a different creative of the same template). Uniform bars are trimmed first and
 * assets are also hashed slightly cropped, so letterboxed, pillarboxed and re-cut copies meet them.
 * No library: sharp decodes and shrinks, the trim and the cells are a few loops here.
 */

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Fingerprints written since trimming (2026-11-28) start with this; older ones (one bare dHash of the
 * untrimmed picture) are computed again (assets) or fetched again (creatives) once.
 */
export const TRIMMED_PREFIX = 't:';
/** Side of the grey picture the hashes are taken from (larger pictures are shrunk to it first). */
const WORK_SIZE = 256;
/** How far a grey level may stray from a bar's and still be bar (JPEG noise). */
const BAR_TOLERANCE = 24;
/** Share of a row or column that must be bar-coloured for it to be trimmed. */
const BAR_SHARE = 0.98;
/** The crops an asset is also hashed at, as a share of each side: a re-cut loses about this much. */
const CROP = 0.03;

/**
 * Perceptual fingerprint of an image file, or null when sharp cannot read it: `t:` and one or more
 * 64-bit dHashes (16 hex digits each) joined by ',' (the whole picture, then the trimmed one when
 * trimming took something), then for assets `|` and the crops' hashes. The picture is first trimmed of uniform
 * borders (letterbox and pillarbox bars, repeated until the edges change, so a bar around a plain
 * background ends where the asset's own trim ends). `withCrops` (our assets) adds the hashes of
 * the trimmed picture cut by 3 % on one side or the other, horizontally and vertically: a re-cut
 * that lost a strip of the picture meets one of them. An ad's creative is hashed once.
 */
export async function perceptualHash(bytes: Buffer, options: { withCrops?: boolean } = {}): Promise<string | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'none' })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = { pixels: data, width: info.width, height: info.height, channels: info.channels };
    const rounds = trimRounds(grey);
    const box = rounds.at(-1) ?? { left: 0, top: 0, right: info.width, bottom: info.height };
    const regionHash = async (region: Box) =>
      dHashFromGrey(
        await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .extract({ left: region.left, top: region.top, width: region.right - region.left, height: region.bottom - region.top })
          .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
          // One grey channel out (sharp would otherwise write a raw grey input back as three).
          .toColourspace('b-w')
          .raw()
          .toBuffer(),
      );
    // The whole picture as before trimming (exact and re-encoded copies meet it as they always did), then the trimmed one.
    const whole = await sharp(bytes, { failOn: 'none' })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    const hashes = [dHashFromGrey(whole)];
    for (const round of rounds) hashes.push(await regionHash(round));
    const crops: string[] = [];
    if (options.withCrops) {
      const dx = Math.round((box.right - box.left) * CROP);
      const dy = Math.round((box.bottom - box.top) * CROP);
      for (const [left, right] of [
        [0, 0],
        [dx, 0],
        [0, dx],
      ] as const)
        for (const [top, bottom] of [
          [0, 0],
          [dy, 0],
          [0, dy],
        ] as const) {
          if (left + right + top + bottom === 0) continue;
          crops.push(
            await regionHash({ left: box.left + left, right: box.right - right, top: box.top + top, bottom: box.bottom - bottom }),
          );
        }
    }
    return TRIMMED_PREFIX + [...new Set(hashes)].join(',') + (crops.length ? `|${[...new Set(crops)].join(',')}` : '');
  } catch {
    return null;
  }
}

interface Grey {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: number;
}
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const at = (grey: Grey, x: number, y: number) => grey.pixels[(y * grey.width + x) * grey.channels]!;

/** The picture without its uniform borders (the whole picture when trimming would leave too little). */
export function trimBars(grey: Grey): Box {
  return trimRounds(grey).at(-1) ?? { left: 0, top: 0, right: grey.width, bottom: grey.height };
}

/**
 * The boxes left after each round of trimming (none when nothing is uniform). A round takes the
 * edge colour as it finds it, so a black bar goes first and a plain background around the picture
 * in the next round; each round's box is hashed, and the asset's and the copy's meet at the same round.
 */
export function trimRounds(grey: Grey): Box[] {
  const rounds: Box[] = [];
  const box: Box = { left: 0, top: 0, right: grey.width, bottom: grey.height };
  const isBarRow = (y: number, colour: number) => {
    let same = 0;
    for (let x = box.left; x < box.right; x += 1) if (Math.abs(at(grey, x, y) - colour) <= BAR_TOLERANCE) same += 1;
    return same >= BAR_SHARE * (box.right - box.left);
  };
  const isBarColumn = (x: number, colour: number) => {
    let same = 0;
    for (let y = box.top; y < box.bottom; y += 1) if (Math.abs(at(grey, x, y) - colour) <= BAR_TOLERANCE) same += 1;
    return same >= BAR_SHARE * (box.bottom - box.top);
  };
  for (let round = 0; round < 4; round += 1) {
    const before = { ...box };
    const minimum = 8;
    let colour = at(grey, box.left, box.top);
    while (box.bottom - box.top > minimum && isBarRow(box.top, colour)) box.top += 1;
    colour = at(grey, box.left, box.bottom - 1);
    while (box.bottom - box.top > minimum && isBarRow(box.bottom - 1, colour)) box.bottom -= 1;
    colour = at(grey, box.left, box.top);
    while (box.right - box.left > minimum && isBarColumn(box.left, colour)) box.left += 1;
    colour = at(grey, box.right - 1, box.top);
    while (box.right - box.left > minimum && isBarColumn(box.right - 1, colour)) box.right -= 1;
    if (box.left === before.left && box.top === before.top && box.right === before.right && box.bottom === before.bottom) break;
    // What is left of a picture nearly all one colour is too small to tell apart: stop before it.
    if ((box.right - box.left) * (box.bottom - box.top) < 0.05 * grey.width * grey.height) break;
    rounds.push({ ...box });
  }
  return rounds;
}

/** dHash of a region: its 9×8 area means (fractional cell edges weighted), one bit per horizontal pair. */
export function dHashOfRegion(grey: Grey, box: Box): string {
  const cells = new Float64Array(9 * 8);
  const cellWidth = (box.right - box.left) / 9;
  const cellHeight = (box.bottom - box.top) / 8;
  for (let row = 0; row < 8; row += 1) {
    const y0 = box.top + row * cellHeight;
    const y1 = y0 + cellHeight;
    for (let column = 0; column < 9; column += 1) {
      const x0 = box.left + column * cellWidth;
      const x1 = x0 + cellWidth;
      let sum = 0;
      let weight = 0;
      for (let y = Math.floor(y0); y < Math.min(Math.ceil(y1), box.bottom); y += 1) {
        const wy = Math.min(y + 1, y1) - Math.max(y, y0);
        if (wy <= 0) continue;
        for (let x = Math.floor(x0); x < Math.min(Math.ceil(x1), box.right); x += 1) {
          const wx = Math.min(x + 1, x1) - Math.max(x, x0);
          if (wx <= 0) continue;
          sum += at(grey, x, y) * wx * wy;
          weight += wx * wy;
        }
      }
      cells[row * 9 + column] = weight ? sum / weight : 0;
    }
  }
  let hex = '';
  for (let row = 0; row < 8; row += 1) {
    let byte = 0;
    for (let column = 0; column < 8; column += 1) byte = (byte << 1) | (cells[row * 9 + column]! > cells[row * 9 + column + 1]! ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/**
 * The 64-bit hashes of a stored fingerprint (trimmed or not), each as two 32-bit halves: the
 * picture's own (whole and trimmed) and its crops (after `|`, assets only).
 */
export function splitHashes(fingerprint: string): { own: [number, number][]; crops: [number, number][] } {
  const body = fingerprint.startsWith(TRIMMED_PREFIX) ? fingerprint.slice(TRIMMED_PREFIX.length) : fingerprint;
  const [own = '', crops = ''] = body.split('|');
  const parse = (list: string) =>
    list
      .split(',')
      .filter((hex) => /^[0-9a-f]{16}$/i.test(hex))
      .map(splitHash);
  return { own: parse(own), crops: parse(crops) };
}

/** Longest side of a creative's stored thumbnail. */
export const THUMBNAIL_SIZE = 160;

/** A small WebP of an image file as a data: URL (a few KB), or null when sharp cannot read it. */
export async function creativeThumbnail(bytes: Buffer): Promise<string | null> {
  try {
    const webp = await sharp(bytes, { failOn: 'none' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return `data:image/webp;base64,${webp.toString('base64')}`;
  } catch {
    return null;
  }
}

/** dHash from 9×8 grey pixels (row-major). */
export function dHashFromGrey(pixels: Uint8Array): string {
  let hex = '';
  for (let row = 0; row < 8; row += 1) {
    let byte = 0;
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** A 64-bit hash as two 32-bit halves, for fast distance sums. */
export function splitHash(hex: string): [number, number] {
  return [Number.parseInt(hex.slice(0, 8), 16) >>> 0, Number.parseInt(hex.slice(8, 16), 16) >>> 0];
}

function popCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Bits that differ between two split hashes (0..64). */
export function hammingDistance(a: readonly [number, number], b: readonly [number, number]): number {
  return popCount((a[0] ^ b[0]) >>> 0) + popCount((a[1] ^ b[1]) >>> 0);
}

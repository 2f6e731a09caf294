import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * File fingerprints for automatic linking. The perceptual hash is a 64-bit difference hash (dHash):
 * the picture shrunk to 9×8 grey pixels, one bit per pair of neighbours (is the left one brighter?).
 * It survives re-encoding and resizing (the networks' copies) and changes when the picture's
 * layout changes (a different creative of the same template). No library: sharp does the resize.
 */

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** dHash of an image file as 16 hex digits, or null when sharp cannot read it. */
export async function perceptualHash(bytes: Buffer): Promise<string | null> {
  try {
    const pixels = await sharp(bytes, { failOn: 'none' })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    return dHashFromGrey(pixels);
  } catch {
    return null;
  }
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

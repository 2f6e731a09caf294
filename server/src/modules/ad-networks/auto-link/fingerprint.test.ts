import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, perceptualHash, splitHashes, TRIMMED_PREFIX } from './fingerprint.js';
import { proposeMatches } from './matcher.js';

const SIZE = 256;

/** A picture of soft shapes on a plain background, different for each seed. */
function picture(seed: number): Buffer {
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const blobs = Array.from({ length: 6 }, () => ({ x: random() * SIZE, y: random() * SIZE, r: 20 + random() * 60, c: random() * 255 }));
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) {
      let value = 90 + (40 * (x + y)) / SIZE;
      for (const blob of blobs) if ((x - blob.x) ** 2 + (y - blob.y) ** 2 < blob.r ** 2) value = blob.c;
      pixels.fill(Math.round(value), (y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3);
    }
  return pixels;
}
const raw = (seed: number) => sharp(picture(seed), { raw: { width: SIZE, height: SIZE, channels: 3 } });

const distance = (asset: string, creative: string) => {
  const theirs = splitHashes(asset);
  const mine = splitHashes(creative).own;
  let best = 64;
  for (const hash of mine) for (const other of [...theirs.own, ...theirs.crops]) best = Math.min(best, hammingDistance(hash, other));
  return best;
};

describe('perceptual fingerprints of re-cut creatives', () => {
  it('meets letterboxed, pillarboxed, cropped, re-encoded and thumbnail copies of an asset, not another picture', async () => {
    const asset = (await perceptualHash(await raw(1).png().toBuffer(), { withCrops: true }))!;
    expect(asset.startsWith(TRIMMED_PREFIX)).toBe(true);
    expect(splitHashes(asset).crops.length).toBeGreaterThan(0);
    const bar = Math.round(((SIZE * 16) / 9 - SIZE) / 2);
    const black = { r: 0, g: 0, b: 0 };
    const copies = {
      letterbox: await raw(1).extend({ top: bar, bottom: bar, left: 0, right: 0, background: black }).jpeg({ quality: 80 }).toBuffer(),
      pillarbox: await raw(1).extend({ top: 0, bottom: 0, left: bar, right: bar, background: black }).jpeg({ quality: 75 }).toBuffer(),
      crop: await raw(1)
        .extract({ left: 8, top: 0, width: SIZE - 8, height: SIZE - 8 })
        .resize(SIZE, SIZE)
        .jpeg({ quality: 80 })
        .toBuffer(),
      reencoded: await raw(1).webp({ quality: 60 }).toBuffer(),
      thumbnail: await raw(1).resize(64, 64).jpeg({ quality: 80 }).toBuffer(),
    };
    for (const [kind, bytes] of Object.entries(copies))
      expect(distance(asset, (await perceptualHash(bytes))!), kind).toBeLessThanOrEqual(6);
    const other = (await perceptualHash(await raw(2).png().toBuffer()))!;
    expect(distance(asset, other)).toBeGreaterThan(12);
  });

  it('links a letterboxed copy through the matcher, and still reads a fingerprint stored before trimming', async () => {
    const asset = (await perceptualHash(await raw(3).png().toBuffer(), { withCrops: true }))!;
    const otherAsset = (await perceptualHash(await raw(4).png().toBuffer(), { withCrops: true }))!;
    const letterboxed = (await perceptualHash(
      await raw(3)
        .extend({ top: 100, bottom: 100, left: 0, right: 0, background: { r: 0, g: 0, b: 0 } })
        .jpeg()
        .toBuffer(),
    ))!;
    const propose = (creativeHash: string) =>
      proposeMatches({
        concepts: [],
        assets: [
          { assetId: 'a3', conceptId: 'c3', name: 'three', sha256: null, perceptualHash: asset },
          { assetId: 'a4', conceptId: 'c4', name: 'four', sha256: null, perceptualHash: otherAsset },
        ],
        creatives: [{ creativeId: 'k', assetSetId: 's', externalId: null, adName: 'UA test', sha256: null, perceptualHash: creativeHash }],
        linkedByCreativeExternalId: new Map(),
        templates: [],
        perceptualMaxDistance: 7,
      });
    expect(propose(letterboxed)).toEqual([expect.objectContaining({ assetId: 'a3', method: 'perceptual' })]);
    // A bare 16-digit hash (written before trimming) is still read.
    const bare = asset.slice(TRIMMED_PREFIX.length, TRIMMED_PREFIX.length + 16);
    expect(propose(bare)).toEqual([expect.objectContaining({ assetId: 'a3', confidence: 0.97 })]);
  });
});

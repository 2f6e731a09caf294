import sharp from 'sharp';
import { drawDesign, renderDesign, type ImageDesign, type ImageRendition } from '../../sandbox/ad-networks/src/images.js';
import { createRandom, integerBetween, pick } from '../../sandbox/ad-networks/src/random.js';
import { perceptualHash, sha256Hex } from '../../server/src/modules/ad-networks/index.js';

/**
 * The ad-linking fixture: 2,000 of our assets over ~700 concepts and 10,000 ads over 5 channels.
 * 95 % of the ads show a copy of one of our assets: 60 % of those copies are re-encoded or resized
 * (only a perceptual hash can find them), the rest byte-identical. 5 % are look-alikes: different
 * creatives of the same template (same background and badges, another hero and button), which must
 * not be linked. 20 % of ad names are noisy (typos, other separators, copy suffixes, no id at all).
 * Deterministic: the same seed gives the same fixture.
 */

export const CHANNELS = ['meta', 'google', 'tiktok', 'applovin', 'unity'] as const;
export const TEMPLATE = '{conceptId}_{variant}_{format}';

export interface FixtureConcept {
  conceptId: string;
  internalId: number;
  code: string;
}

export interface FixtureAsset {
  assetId: string;
  conceptId: string;
  name: string;
  designSeed: number;
  sha256: string;
  perceptualHash: string | null;
}

export interface FixtureAd {
  externalId: string;
  channel: (typeof CHANNELS)[number];
  campaign: string;
  subCampaign: string;
  name: string;
  sha256: string;
  perceptualHash: string | null;
  /** The asset the ad really shows (null: a look-alike, not ours). */
  truthAssetId: string | null;
  kind: 'exact' | 'reencoded' | 'resized' | 'lookAlike';
  isNoisyName: boolean;
}

export interface Fixture {
  concepts: FixtureConcept[];
  assets: FixtureAsset[];
  ads: FixtureAd[];
}

const ORIGINAL: ImageRendition = { width: 256, height: 256, format: 'png' };

export async function generateFixture(options: { seed?: number; assets?: number; ads?: number } = {}): Promise<Fixture> {
  const random = createRandom(options.seed ?? 42);
  const assetCount = options.assets ?? 2000;
  const adCount = options.ads ?? 10_000;
  const concepts: FixtureConcept[] = [];
  const assets: FixtureAsset[] = [];
  let conceptIndex = 0;
  while (assets.length < assetCount) {
    conceptIndex += 1;
    const concept = {
      conceptId: `concept-${conceptIndex}`,
      internalId: 1000 + conceptIndex,
      code: `crc${String(conceptIndex).padStart(12, '0')}`,
    };
    concepts.push(concept);
    const perConcept = Math.min(integerBetween(random, 1, 5), assetCount - assets.length);
    for (let index = 0; index < perConcept; index += 1) {
      const designSeed = 10_000 + assets.length;
      const bytes = await renderDesign({ seed: designSeed }, ORIGINAL);
      assets.push({
        assetId: `asset-${assets.length + 1}`,
        conceptId: concept.conceptId,
        name: `${concept.internalId}_v${index + 1}`,
        designSeed,
        sha256: sha256Hex(bytes),
        perceptualHash: await perceptualHash(bytes, { withCrops: true }),
      });
    }
  }
  const internalIdOf = new Map(concepts.map((concept) => [concept.conceptId, concept.internalId]));

  // Decide every ad first, then draw per asset: each design is drawn once for all its copies.
  const ads: FixtureAd[] = [];
  const plans: { ad: FixtureAd; assetIndex: number; design: ImageDesign; rendition: ImageRendition }[] = [];
  for (let index = 0; index < adCount; index += 1) {
    const channel = CHANNELS[index % CHANNELS.length]!;
    const assetIndex = Math.floor(random() * assets.length);
    const asset = assets[assetIndex]!;
    const roll = random();
    const kind: FixtureAd['kind'] =
      roll < 0.05 ? 'lookAlike' : roll < 0.05 + 0.95 * 0.3 ? 'reencoded' : roll < 0.05 + 0.95 * 0.6 ? 'resized' : 'exact';
    let rendition: ImageRendition = ORIGINAL;
    if (kind === 'reencoded' || kind === 'lookAlike')
      rendition = { width: 256, height: 256, format: pick(random, ['jpeg', 'webp'] as const), quality: integerBetween(random, 55, 90) };
    if (kind === 'resized') {
      const size = pick(random, [96, 128, 192, 320, 512]);
      rendition = { width: size, height: size, format: 'jpeg', quality: integerBetween(random, 70, 92) };
    }
    const isNoisyName = random() < 0.2;
    const internalId = kind === 'lookAlike' ? 9000 + integerBetween(random, 0, 899) : internalIdOf.get(asset.conceptId)!;
    const variant = `v${integerBetween(random, 1, 6)}`;
    const format = `${rendition.width}x${rendition.height}`;
    const name = isNoisyName ? noisyName(random, internalId, variant, format) : `${internalId}_${variant}_${format}`;
    const ad: FixtureAd = {
      externalId: `ext-${index + 1}`,
      channel,
      campaign: `${channel} campaign ${1 + (index % 40)}`,
      subCampaign: `${channel} group ${1 + (index % 200)}`,
      name,
      sha256: '',
      perceptualHash: null,
      truthAssetId: kind === 'lookAlike' ? null : asset.assetId,
      kind,
      isNoisyName,
    };
    ads.push(ad);
    const design: ImageDesign =
      kind === 'lookAlike' ? { seed: asset.designSeed, lookAlike: integerBetween(random, 1, 3) } : { seed: asset.designSeed };
    plans.push({ ad, assetIndex, design, rendition });
  }
  plans.sort((a, b) => a.assetIndex - b.assetIndex || (a.design.lookAlike ?? 0) - (b.design.lookAlike ?? 0));
  let drawnKey = '';
  let drawn: Buffer = Buffer.alloc(0);
  const batch: Promise<void>[] = [];
  for (const plan of plans) {
    const key = `${plan.design.seed}:${plan.design.lookAlike ?? 0}`;
    if (key !== drawnKey) {
      await Promise.all(batch.splice(0));
      drawn = drawDesign(plan.design, ORIGINAL.width, ORIGINAL.height);
      drawnKey = key;
    }
    const pixels = drawn;
    batch.push(
      (async () => {
        let image = sharp(pixels, { raw: { width: ORIGINAL.width, height: ORIGINAL.height, channels: 3 } });
        if (plan.rendition.width !== ORIGINAL.width) image = image.resize(plan.rendition.width, plan.rendition.height);
        const bytes =
          plan.rendition.format === 'png'
            ? await image.png().toBuffer()
            : plan.rendition.format === 'webp'
              ? await image.webp({ quality: plan.rendition.quality }).toBuffer()
              : await image.jpeg({ quality: plan.rendition.quality }).toBuffer();
        plan.ad.sha256 = sha256Hex(bytes);
        plan.ad.perceptualHash = await perceptualHash(bytes);
      })(),
    );
  }
  await Promise.all(batch);
  return { concepts, assets, ads };
}

function noisyName(random: () => number, internalId: number, variant: string, format: string): string {
  switch (integerBetween(random, 0, 4)) {
    case 0:
      return `Copy of ${internalId}-${variant.toUpperCase()} ${format} FINAL`;
    case 1:
      return `${internalId} ${variant} ${format} (2)`;
    case 2:
      // A typo in the id: one digit swapped with its neighbour.
      return `${swapDigits(String(internalId))}_${variant}_${format}`;
    case 3:
      return `UA test ${variant} ${format}`;
    default:
      return `${format}_${variant}_creative`;
  }
}

function swapDigits(text: string) {
  return text.length < 3 ? text : `${text.slice(0, 1)}${text[2]}${text[1]}${text.slice(3)}`;
}

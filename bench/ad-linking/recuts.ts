import sharp from 'sharp';
import { drawDesign } from '../../sandbox/ad-networks/src/images.js';
import { createRandom, integerBetween, pick } from '../../sandbox/ad-networks/src/random.js';
import { perceptualHash, proposeMatches, sha256Hex, type Proposal } from '../../server/src/modules/ad-networks/index.js';

/**
 * The re-cut fixture (issue 28 item 7): 300 ads as a UA team names and re-cuts its creatives, over
 * 60 named concepts (one asset each, 256 px). Pictures: exact copies, re-encodes, small thumbnails,
 * letterboxed (9:16 with bars) and pillarboxed (16:9 with bars) copies, 3 % crops, videos with no
 * hashable file, and look-alikes that are not ours. Names: `{id}_{variant}_{format}`, the concept's
 * name only (`PQ_GemRush_v3_1080x1920_JA`), or names that say nothing. Two concepts share a
 * normalised name ("Star hunt", "StarHunt"): their name-only ads may only be suggested.
 */

const ADJECTIVES = ['Gem', 'Boss', 'Candy', 'Royal', 'Dragon', 'Pixel', 'Lucky', 'Magic', 'Ninja', 'Turbo', 'Castle', 'Ocean'];
const NOUNS = ['rush', 'fight', 'storm', 'match', 'quest', 'blast', 'party', 'legends', 'tycoon', 'dash'];
const SIZE = 256;

export type RecutKind = 'exact' | 'reencoded' | 'thumbnail' | 'letterbox' | 'pillarbox' | 'crop' | 'video' | 'lookAlike';
export type RecutNaming = 'id' | 'name' | 'none';

export interface RecutFixture {
  concepts: { conceptId: string; internalId: number; code: string; name: string }[];
  assets: { assetId: string; conceptId: string; name: string; sha256: string; bytes: Buffer }[];
  ads: { externalId: string; name: string; kind: RecutKind; naming: RecutNaming; truthConceptId: string | null; bytes: Buffer | null }[];
}

export async function generateRecuts(seed = 7): Promise<RecutFixture> {
  const random = createRandom(seed);
  const names = new Set<string>();
  const concepts: RecutFixture['concepts'] = [];
  while (concepts.length < 58) {
    const name = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
    if (names.has(name)) continue;
    names.add(name);
    concepts.push({ conceptId: `c${concepts.length + 1}`, internalId: 3000 + concepts.length + 1, code: '', name });
  }
  concepts.push(
    { conceptId: 'c59', internalId: 3059, code: '', name: 'Star hunt' },
    { conceptId: 'c60', internalId: 3060, code: '', name: 'StarHunt' },
  );
  for (const concept of concepts) concept.code = `crc${String(concept.internalId).padStart(12, '0')}`;
  const assets: RecutFixture['assets'] = [];
  for (const [index, concept] of concepts.entries()) {
    const pixels = drawDesign({ seed: 50_000 + index }, SIZE, SIZE);
    const bytes = await sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } })
      .png()
      .toBuffer();
    assets.push({
      assetId: `a${index + 1}`,
      conceptId: concept.conceptId,
      name: `${concept.internalId}_v1`,
      sha256: sha256Hex(bytes),
      bytes,
    });
  }
  const kinds: RecutKind[] = [
    'exact',
    'reencoded',
    'thumbnail',
    'letterbox',
    'letterbox',
    'pillarbox',
    'crop',
    'crop',
    'video',
    'lookAlike',
  ];
  const ads: RecutFixture['ads'] = [];
  for (let index = 0; index < 300; index += 1) {
    const conceptIndex = integerBetween(random, 0, concepts.length - 1);
    const concept = concepts[conceptIndex]!;
    const kind = kinds[index % kinds.length]!;
    const naming: RecutNaming = kind === 'lookAlike' ? 'none' : pick(random, ['id', 'name', 'name', 'none'] as const);
    const design = { seed: 50_000 + conceptIndex, ...(kind === 'lookAlike' ? { lookAlike: integerBetween(random, 1, 3) } : {}) };
    const raw = () => sharp(drawDesign(design, SIZE, SIZE), { raw: { width: SIZE, height: SIZE, channels: 3 } });
    let bytes: Buffer | null = null;
    let format = '1080x1080';
    if (kind === 'exact') bytes = await raw().png().toBuffer();
    if (kind === 'reencoded' || kind === 'lookAlike')
      bytes = await raw()
        .jpeg({ quality: integerBetween(random, 55, 85) })
        .toBuffer();
    if (kind === 'thumbnail') {
      const side = pick(random, [48, 64, 96]);
      bytes = await raw().resize(side, side).jpeg({ quality: 80 }).toBuffer();
      format = `${side}x${side}`;
    }
    if (kind === 'letterbox' || kind === 'pillarbox') {
      // The square picture inside a 9:16 (bars above and below) or 16:9 (bars left and right) frame.
      const long = Math.round((SIZE * 16) / 9);
      const bar = Math.round((long - SIZE) / 2);
      const colour = pick(random, [
        { r: 0, g: 0, b: 0 },
        { r: 0, g: 0, b: 0 },
        { r: 255, g: 255, b: 255 },
      ]);
      const extend =
        kind === 'letterbox'
          ? { top: bar, bottom: long - SIZE - bar, left: 0, right: 0, background: colour }
          : { top: 0, bottom: 0, left: bar, right: long - SIZE - bar, background: colour };
      const framed = await raw().extend(extend).png().toBuffer();
      bytes = await sharp(framed)
        .resize(kind === 'letterbox' ? { width: 270, height: 480 } : { width: 480, height: 270 })
        .jpeg({ quality: 80 })
        .toBuffer();
      format = kind === 'letterbox' ? '1080x1920' : '1920x1080';
    }
    if (kind === 'crop') {
      // About 3 % of each dimension cut away, split at random between the two sides.
      const cut = Math.round(SIZE * 0.03);
      const left = integerBetween(random, 0, cut);
      const top = integerBetween(random, 0, cut);
      bytes = await raw()
        .extract({ left, top, width: SIZE - cut, height: SIZE - cut })
        .resize(SIZE, SIZE)
        .jpeg({ quality: 80 })
        .toBuffer();
    }
    const variant = `v${integerBetween(random, 1, 6)}`;
    const camel = concept.name.replace(/(^|\s)(\S)/g, (_match, _space: string, letter: string) => letter.toUpperCase());
    const name =
      naming === 'id'
        ? `${concept.internalId}_${variant}_${format}`
        : naming === 'name'
          ? `PQ_${camel}_${variant}_${format}_${pick(random, ['JA', 'EN', 'DE', 'KO'])}`
          : `UA test ${variant} ${format} ${index}`;
    ads.push({ externalId: `r${index + 1}`, name, kind, naming, truthConceptId: kind === 'lookAlike' ? null : concept.conceptId, bytes });
  }
  return { concepts, assets, ads };
}

/** The matcher before item 7: one dHash of the whole picture (no trim, no crops), the id template only. */
async function legacyHash(bytes: Buffer) {
  try {
    const pixels = await sharp(bytes, { failOn: 'none' })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    let hex = '';
    for (let row = 0; row < 8; row += 1) {
      let byte = 0;
      for (let column = 0; column < 8; column += 1)
        byte = (byte << 1) | (pixels[row * 9 + column]! > pixels[row * 9 + column + 1]! ? 1 : 0);
      hex += byte.toString(16).padStart(2, '0');
    }
    return hex;
  } catch {
    return null;
  }
}

export interface RecutScore {
  precision: number;
  recall: number;
  linked: number;
  correct: number;
  relevant: number;
  ambiguousSuggestions: number;
  byKind: Record<string, { ads: number; found: number; wrong: number }>;
}

export async function scoreRecuts(fixture: RecutFixture, version: 'before' | 'after', perceptualMaxDistance = 8): Promise<RecutScore> {
  const hashAsset = (bytes: Buffer) => (version === 'before' ? legacyHash(bytes) : perceptualHash(bytes, { withCrops: true }));
  const hashAd = (bytes: Buffer) => (version === 'before' ? legacyHash(bytes) : perceptualHash(bytes));
  const assets = [];
  for (const asset of fixture.assets) assets.push({ ...asset, perceptualHash: await hashAsset(asset.bytes) });
  const creatives = [];
  for (const ad of fixture.ads)
    creatives.push({
      creativeId: ad.externalId,
      assetSetId: ad.externalId,
      externalId: ad.externalId,
      adName: ad.name,
      sha256: ad.bytes ? sha256Hex(ad.bytes) : null,
      perceptualHash: ad.bytes ? await hashAd(ad.bytes) : null,
    });
  const proposals = proposeMatches({
    concepts: version === 'before' ? fixture.concepts.map(({ name: _name, ...concept }) => concept) : fixture.concepts,
    assets,
    creatives,
    linkedByCreativeExternalId: new Map(),
    templates:
      version === 'before'
        ? ['{conceptId}_{variant}_{format}']
        : ['{conceptId}_{variant}_{format}', '{game}_{conceptName}_{variant}_{format}_{lang}'],
    perceptualMaxDistance,
  });
  // Ambiguous proposals are suggestions only: they link nothing, so they count neither way.
  const links = proposals.filter((proposal: Proposal) => !proposal.isAmbiguous);
  const truth = new Map(fixture.ads.map((ad) => [ad.externalId, ad]));
  const byKind: RecutScore['byKind'] = {};
  for (const ad of fixture.ads) (byKind[ad.kind] ??= { ads: 0, found: 0, wrong: 0 }).ads += 1;
  let correct = 0;
  for (const link of links) {
    const ad = truth.get(link.creativeId!)!;
    if (ad.truthConceptId === link.conceptId) {
      correct += 1;
      byKind[ad.kind]!.found += 1;
    } else byKind[ad.kind]!.wrong += 1;
  }
  const relevant = fixture.ads.filter((ad) => ad.truthConceptId && (ad.bytes || ad.naming !== 'none')).length;
  return {
    precision: correct / Math.max(1, links.length),
    recall: correct / Math.max(1, relevant),
    linked: links.length,
    correct,
    relevant,
    ambiguousSuggestions: proposals.length - links.length,
    byKind,
  };
}

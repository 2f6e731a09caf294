import { describe, expect, it } from 'vitest';
import { proposeMatches, type AssetFacts, type CreativeFacts } from './matcher.js';

const concepts = [
  { conceptId: 'c1', internalId: 1001, code: 'crc000000000001' },
  { conceptId: 'c2', internalId: 1002, code: 'crc000000000002' },
];
const assets: AssetFacts[] = [
  { assetId: 'a1', conceptId: 'c1', name: 'hero', sha256: 'f'.repeat(64), perceptualHash: '00000000ffffffff' },
  { assetId: 'a2', conceptId: 'c2', name: 'boss', sha256: 'e'.repeat(64), perceptualHash: 'ffffffff00000000' },
];
const creative = (overrides: Partial<CreativeFacts>): CreativeFacts => ({
  creativeId: 'k',
  assetSetId: 's',
  externalId: 'x',
  adName: 'Some ad',
  sha256: null,
  perceptualHash: null,
  ...overrides,
});
const propose = (creatives: CreativeFacts[], linked = new Map<string, { conceptId: string; assetId: string | null }>()) =>
  proposeMatches({
    concepts,
    assets,
    creatives,
    linkedByCreativeExternalId: linked,
    templates: ['{conceptId}_{variant}'],
    perceptualMaxDistance: 8,
  });

describe('automatic linking decisions', () => {
  it('tries, in order, the linked creative, the sha256, the perceptual hash and the name', () => {
    const linked = new Map([['x-linked', { conceptId: 'c2', assetId: 'a2' }]]);
    const [byId] = propose([creative({ externalId: 'x-linked', sha256: 'f'.repeat(64) })], linked);
    expect(byId).toMatchObject({ method: 'id', conceptId: 'c2', confidence: 1 });
    const [byHash] = propose([creative({ sha256: 'f'.repeat(64), adName: '1002_v1' })]);
    expect(byHash).toMatchObject({ method: 'hash', assetId: 'a1', confidence: 1 });
    const [byLook] = propose([creative({ perceptualHash: '00000000fffffff0', adName: '1002_v1' })]);
    expect(byLook).toMatchObject({ method: 'perceptual', assetId: 'a1' });
    expect(byLook!.confidence).toBeLessThan(1);
    const [byName] = propose([creative({ adName: '1002_v1' })]);
    expect(byName).toMatchObject({ method: 'name', conceptId: 'c2', assetId: null });
  });

  it('proposes nothing for a picture too far from every asset or a name no template reads', () => {
    expect(propose([creative({ perceptualHash: '0f0f0f0f0f0f0f0f', adName: 'UA test' })])).toEqual([]);
  });
});

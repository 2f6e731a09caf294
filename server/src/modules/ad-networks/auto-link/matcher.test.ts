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

describe('{conceptName} templates', () => {
  const named = [
    { conceptId: 'g', internalId: 2001, code: 'crc000000000021', name: 'Gem rush' },
    { conceptId: 'b', internalId: 2002, code: 'crc000000000022', name: 'Boss fight' },
    { conceptId: 'b2', internalId: 2003, code: 'crc000000000023', name: 'Boss-Fight' },
  ];
  const proposeByName = (adName: string) =>
    proposeMatches({
      concepts: named,
      assets: [],
      creatives: [creative({ adName })],
      linkedByCreativeExternalId: new Map(),
      templates: ['{game}_{conceptName}_{variant}_{format}_{lang}'],
      perceptualMaxDistance: 8,
    });

  it('links an ad that carries only the concept name, written CamelCase', () => {
    expect(proposeByName('PQ_GemRush_v3_1080x1920_JA')).toEqual([
      { creativeId: 'k', assetSetId: 's', conceptId: 'g', assetId: null, method: 'name', confidence: 0.7 },
    ]);
  });

  it('proposes every concept two names share, marked ambiguous, never one of them alone', () => {
    const proposals = proposeByName('PQ_BossFight_v1_1080x1080_EN');
    expect(proposals.map((proposal) => proposal.conceptId).sort()).toEqual(['b', 'b2']);
    expect(proposals.every((proposal) => proposal.isAmbiguous === true && proposal.confidence === 0.5)).toBe(true);
  });

  it('proposes nothing for a name no concept has', () => {
    expect(proposeByName('PQ_Treasure_v1_1080x1080_EN')).toEqual([]);
  });
});

import { proposeMatches, type Proposal } from '../../server/src/modules/ad-networks/index.js';
import { TEMPLATE, type Fixture } from './generate.js';

/** Runs the matcher over the fixture and scores it against the truth. */
export function scoreAutoLinking(fixture: Fixture, perceptualMaxDistance: number) {
  const assetConcept = new Map(fixture.assets.map((asset) => [asset.assetId, asset.conceptId]));
  const proposals = proposeMatches({
    concepts: fixture.concepts,
    assets: fixture.assets.map((asset) => ({ ...asset, name: asset.name.toLowerCase() })),
    creatives: fixture.ads.map((ad) => ({
      creativeId: ad.externalId,
      assetSetId: ad.externalId,
      externalId: ad.externalId,
      adName: ad.name,
      sha256: ad.sha256,
      perceptualHash: ad.perceptualHash,
    })),
    linkedByCreativeExternalId: new Map(),
    templates: [TEMPLATE],
    perceptualMaxDistance,
  });
  const truth = new Map(fixture.ads.map((ad) => [ad.externalId, ad]));
  const isCorrect = (proposal: Proposal) => {
    const ad = truth.get(proposal.creativeId!)!;
    if (!ad.truthAssetId) return false;
    if (proposal.conceptId !== assetConcept.get(ad.truthAssetId)) return false;
    return proposal.assetId === null || proposal.assetId === ad.truthAssetId;
  };
  const correct = proposals.filter(isCorrect).length;
  const relevant = fixture.ads.filter((ad) => ad.truthAssetId).length;
  const byMethod: Record<string, { proposed: number; correct: number }> = {};
  for (const proposal of proposals) {
    const entry = (byMethod[proposal.method] ??= { proposed: 0, correct: 0 });
    entry.proposed += 1;
    if (isCorrect(proposal)) entry.correct += 1;
  }
  return {
    proposals,
    precision: correct / Math.max(1, proposals.length),
    recall: correct / Math.max(1, relevant),
    byMethod,
    relevant,
    correct,
  };
}

import { hammingDistance, splitHashes } from './fingerprint.js';
import { compileTemplate, normaliseConceptName, TemplateError, type TemplateMatch } from './templates.js';

/**
 * The automatic-linking decision, pure and in memory (the sync and the bench both call it). For
 * each ad creative, in order: the same external creative already linked elsewhere ('id'); a file
 * whose sha256 equals one of our assets' ('hash'); the nearest perceptual hash within the distance
 * limit, when no other concept is as near ('perceptual'); a naming template ('name'). The first
 * method that answers decides; a creative nothing matches stays unlinked. A template's
 * `{conceptName}` that two concepts' names both answer proposes each of them, marked ambiguous:
 * such proposals are only ever suggestions, whatever the confidence settings.
 */

export interface AssetFacts {
  assetId: string;
  conceptId: string;
  /** The asset's name, lower-cased, without extension. */
  name: string;
  sha256: string | null;
  perceptualHash: string | null;
}

/** One ad with its creative (creative fields null for an ad imported without one). */
export interface CreativeFacts {
  creativeId: string | null;
  assetSetId: string;
  externalId: string | null;
  adName: string;
  sha256: string | null;
  perceptualHash: string | null;
}

export interface Proposal {
  creativeId: string | null;
  assetSetId: string;
  conceptId: string;
  assetId: string | null;
  method: 'id' | 'hash' | 'perceptual' | 'name';
  confidence: number;
  /** Another concept answers as well (a `{conceptName}` two names share): a person decides. */
  isAmbiguous?: boolean;
}

export interface ConceptFacts {
  conceptId: string;
  internalId: number;
  code: string;
  /** The concept's name, read by templates' `{conceptName}`. */
  name?: string;
}

/** The application's concepts indexed the ways a template names them. */
export interface ConceptIndex {
  byInternalId: ReadonlyMap<number, ConceptFacts>;
  byCode: ReadonlyMap<string, ConceptFacts>;
  byNameKey: ReadonlyMap<string, readonly ConceptFacts[]>;
}

export function indexConcepts(concepts: readonly ConceptFacts[]): ConceptIndex {
  const byNameKey = new Map<string, ConceptFacts[]>();
  for (const concept of concepts) {
    const key = concept.name ? normaliseConceptName(concept.name) : '';
    if (key) byNameKey.set(key, [...(byNameKey.get(key) ?? []), concept]);
  }
  return {
    byInternalId: new Map(concepts.map((concept) => [concept.internalId, concept])),
    byCode: new Map(concepts.map((concept) => [concept.code, concept])),
    byNameKey,
  };
}

/**
 * The concepts a template's reading names: by number or code when the template has them (one
 * concept or none), else every concept whose normalised name is the part read (two or more: ambiguous).
 */
export function conceptsNamedBy(match: TemplateMatch, index: ConceptIndex): readonly ConceptFacts[] {
  if (match.conceptInternalId !== undefined) {
    const concept = index.byInternalId.get(match.conceptInternalId);
    return concept ? [concept] : [];
  }
  if (match.conceptCode) {
    const concept = index.byCode.get(match.conceptCode);
    return concept ? [concept] : [];
  }
  return match.conceptNameKey ? (index.byNameKey.get(match.conceptNameKey) ?? []) : [];
}

export interface MatchOptions {
  /** Every concept of the application (naming templates name concepts, with or without assets). */
  concepts: readonly ConceptFacts[];
  assets: readonly AssetFacts[];
  creatives: readonly CreativeFacts[];
  /** Links people made or accepted, by the external creative id they were made on. */
  linkedByCreativeExternalId: ReadonlyMap<string, { conceptId: string; assetId: string | null }>;
  templates: readonly string[];
  /** Largest Hamming distance of 64 bits that still counts as the same picture. */
  perceptualMaxDistance: number;
}

/**
 * Two different concepts this close to one creative make the perceptual answer ambiguous: the
 * nearest must beat the next concept's distance by this margin, or nothing is proposed.
 */
const AMBIGUITY_MARGIN = 3;
/**
 * A creative that meets an asset only through one of its crops is that many bits further: a crop
 * is a guess at a re-cut, and look-alikes of a template meet some crop more easily than the picture.
 */
const CROP_PENALTY = 2;

type Hash = [number, number];

export function proposeMatches(options: MatchOptions): Proposal[] {
  const bySha = new Map<string, AssetFacts>();
  for (const asset of options.assets) if (asset.sha256 && !bySha.has(asset.sha256)) bySha.set(asset.sha256, asset);
  const hashed = options.assets
    .filter((asset) => asset.perceptualHash)
    .map((asset) => ({ asset, ...splitHashes(asset.perceptualHash!) }))
    .filter((entry) => entry.own.length > 0);
  const assetsByConcept = new Map<string, AssetFacts[]>();
  for (const asset of options.assets) assetsByConcept.set(asset.conceptId, [...(assetsByConcept.get(asset.conceptId) ?? []), asset]);
  const conceptIndex = indexConcepts(options.concepts);
  // A template saved before a rule it now breaks (e.g. the length bound) reads nothing instead of
  // stopping every sync and import of the application.
  const templates = options.templates.flatMap((template) => {
    try {
      return [compileTemplate(template)];
    } catch (error) {
      if (error instanceof TemplateError) return [];
      throw error;
    }
  });

  const proposals: Proposal[] = [];
  for (const creative of options.creatives) {
    const base = { creativeId: creative.creativeId, assetSetId: creative.assetSetId };
    const known = creative.externalId ? options.linkedByCreativeExternalId.get(creative.externalId) : undefined;
    if (known) {
      proposals.push({ ...base, conceptId: known.conceptId, assetId: known.assetId, method: 'id', confidence: 1 });
      continue;
    }
    const same = creative.sha256 ? bySha.get(creative.sha256) : undefined;
    if (same) {
      proposals.push({ ...base, conceptId: same.conceptId, assetId: same.assetId, method: 'hash', confidence: 1 });
      continue;
    }
    if (creative.perceptualHash) {
      const near = nearestAsset(splitHashes(creative.perceptualHash).own, hashed, options.perceptualMaxDistance);
      if (near) {
        // 0 bits apart: 0.97; at the limit: 0.8.
        const confidence = 0.97 - (0.17 * near.distance) / Math.max(1, options.perceptualMaxDistance);
        proposals.push({
          ...base,
          conceptId: near.asset.conceptId,
          assetId: near.asset.assetId,
          method: 'perceptual',
          confidence: round(confidence),
        });
        continue;
      }
    }
    for (const template of templates) {
      const match = template(creative.adName);
      const named = match ? conceptsNamedBy(match, conceptIndex) : [];
      if (named.length === 0) continue;
      const isAmbiguous = named.length > 1;
      for (const concept of named) {
        const asset = match!.assetName ? assetsByConcept.get(concept.conceptId)?.find((item) => item.name === match!.assetName) : undefined;
        proposals.push({
          ...base,
          conceptId: concept.conceptId,
          assetId: asset?.assetId ?? null,
          method: 'name',
          confidence: isAmbiguous ? 0.5 : asset ? 0.75 : 0.7,
          ...(isAmbiguous ? { isAmbiguous } : {}),
        });
      }
      break;
    }
  }
  return proposals;
}

/**
 * The asset nearest the creative: the distance of two fingerprints is the least over their hashes
 * (whole and trimmed pictures, an asset's crops at CROP_PENALTY more), so a letterboxed copy meets
 * the trimmed picture and a re-cut the crop it matches.
 */
function nearestAsset(
  hashes: readonly Hash[],
  hashed: readonly { asset: AssetFacts; own: readonly Hash[]; crops: readonly Hash[] }[],
  maxDistance: number,
) {
  if (hashes.length === 0) return null;
  let best: { asset: AssetFacts; distance: number } | null = null;
  let runnerUp = Number.POSITIVE_INFINITY;
  for (const candidate of hashed) {
    let distance = 64;
    for (const mine of hashes) {
      for (const theirs of candidate.own) distance = Math.min(distance, hammingDistance(mine, theirs));
      for (const theirs of candidate.crops) distance = Math.min(distance, hammingDistance(mine, theirs) + CROP_PENALTY);
    }
    if (distance > maxDistance + AMBIGUITY_MARGIN) continue;
    if (!best || distance < best.distance) {
      if (best && best.asset.conceptId !== candidate.asset.conceptId) runnerUp = Math.min(runnerUp, best.distance);
      best = { asset: candidate.asset, distance };
    } else if (candidate.asset.conceptId !== best.asset.conceptId) runnerUp = Math.min(runnerUp, distance);
  }
  if (!best || best.distance > maxDistance) return null;
  if (runnerUp - best.distance < AMBIGUITY_MARGIN) return null;
  return best;
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

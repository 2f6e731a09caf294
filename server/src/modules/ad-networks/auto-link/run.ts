import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { ensureConceptChannels } from '../../ad-linkage/index.js';
import {
  adAssetSets,
  adCampaigns,
  adCreatives,
  adLinkSettings,
  adNamingTemplates,
  ads,
  adSubCampaigns,
  conceptApplications,
  concepts,
  creativeAdMatches,
} from '../../../db/schema/index.js';
import { generateAdCode } from '../codes.js';
import { findFingerprintedAssets } from './assets.js';
import { proposeMatches, type Proposal } from './matcher.js';

export interface LinkSettings {
  mode: 'suggest' | 'link';
  autoLinkMinConfidence: number;
  perceptualMaxDistance: number;
}

export const DEFAULT_LINK_SETTINGS: LinkSettings = { mode: 'suggest', autoLinkMinConfidence: 0.9, perceptualMaxDistance: 7 };

export async function readLinkSettings(executor: Executor, applicationId: string): Promise<LinkSettings> {
  const [row] = await executor.select().from(adLinkSettings).where(eq(adLinkSettings.applicationId, applicationId));
  return row
    ? { mode: row.mode, autoLinkMinConfidence: row.autoLinkMinConfidence, perceptualMaxDistance: row.perceptualMaxDistance }
    : DEFAULT_LINK_SETTINGS;
}

export async function readTemplates(executor: Executor, applicationId: string): Promise<string[]> {
  const rows = await executor
    .select({ template: adNamingTemplates.template })
    .from(adNamingTemplates)
    .where(eq(adNamingTemplates.applicationId, applicationId));
  return rows.map((row) => row.template);
}

/** The application's ads (or the given ones) with their creatives, as matching reads them. */
export async function findCreativeFacts(executor: Executor, applicationId: string, adIds?: readonly string[]) {
  if (adIds && adIds.length === 0) return [];
  const rows = [];
  // `IN (…)` in slices: a first sync may touch tens of thousands of ads.
  const slices = adIds
    ? Array.from({ length: Math.ceil(adIds.length / 1000) }, (_, index) => adIds.slice(index * 1000, index * 1000 + 1000))
    : [null];
  for (const slice of slices) {
    rows.push(
      ...(await executor
        .select({
          creativeId: adCreatives.id,
          assetSetId: ads.assetSetId,
          externalId: adCreatives.externalId,
          adName: ads.name,
          sha256: adCreatives.sha256,
          perceptualHash: adCreatives.perceptualHash,
        })
        .from(ads)
        .leftJoin(adCreatives, eq(adCreatives.adId, ads.id))
        .where(and(eq(ads.applicationId, applicationId), slice ? inArray(ads.id, slice) : undefined))),
    );
  }
  return rows;
}

export async function findConceptFacts(executor: Executor, applicationId: string) {
  return executor
    .select({ conceptId: concepts.id, internalId: concepts.internalId, code: concepts.code, name: concepts.name })
    .from(concepts)
    .innerJoin(
      conceptApplications,
      and(eq(conceptApplications.conceptId, concepts.id), eq(conceptApplications.applicationId, applicationId)),
    )
    .where(isNull(concepts.deletedAt));
}

/**
 * Proposes links for the application's ads (only `adIds` when given, e.g. what a sync just wrote) and writes them: 'linked' when the application links automatically and the match is
 * sure enough, else 'suggested'. An asset set that a person linked by hand is left alone; a
 * (asset set, concept, asset) that exists in any state — linked, suggested or rejected — is never
 * written again, so a rejected suggestion never returns and a re-sync makes no new links.
 */
export async function autoLinkApplication(
  tx: Executor,
  target: { clientId: string; applicationId: string },
  options: { adIds?: readonly string[]; settings?: LinkSettings } = {},
): Promise<{ proposed: number; linked: number; suggested: number }> {
  const settings = options.settings ?? (await readLinkSettings(tx, target.applicationId));
  const creatives = await findCreativeFacts(tx, target.applicationId, options.adIds);
  if (creatives.length === 0) return { proposed: 0, linked: 0, suggested: 0 };
  const [conceptRows, assetRows, templates, existing] = await Promise.all([
    findConceptFacts(tx, target.applicationId),
    findFingerprintedAssets(tx, target.applicationId),
    readTemplates(tx, target.applicationId),
    tx
      .select({
        assetSetId: creativeAdMatches.assetSetId,
        conceptId: creativeAdMatches.conceptId,
        assetId: creativeAdMatches.conceptAssetId,
        method: creativeAdMatches.method,
        state: creativeAdMatches.state,
        creativeExternalId: adCreatives.externalId,
      })
      .from(creativeAdMatches)
      .leftJoin(adCreatives, eq(adCreatives.id, creativeAdMatches.adCreativeId))
      .where(eq(creativeAdMatches.applicationId, target.applicationId)),
  ]);
  const handLinkedSets = new Set(existing.filter((row) => row.state === 'linked' && row.method === 'manual').map((row) => row.assetSetId));
  const linkedByCreativeExternalId = new Map<string, { conceptId: string; assetId: string | null }>();
  for (const row of existing)
    if (row.state === 'linked' && row.creativeExternalId)
      linkedByCreativeExternalId.set(row.creativeExternalId, { conceptId: row.conceptId, assetId: row.assetId });
  const proposals = proposeMatches({
    concepts: conceptRows,
    assets: assetRows.map((asset) => ({ ...asset, name: asset.name.toLowerCase().replace(/\.[a-z0-9]+$/, '') })),
    creatives: creatives.filter((creative) => !handLinkedSets.has(creative.assetSetId)),
    linkedByCreativeExternalId,
    templates,
    perceptualMaxDistance: settings.perceptualMaxDistance,
  }).filter((proposal) => !isTheSameCreativeLinkedHere(proposal, existing));
  const unique = new Map<string, Proposal>();
  for (const proposal of proposals) {
    const key = `${proposal.assetSetId}:${proposal.conceptId}:${proposal.assetId ?? ''}`;
    const known = unique.get(key);
    if (!known || known.confidence < proposal.confidence) unique.set(key, proposal);
  }
  const rows = [...unique.values()].map((proposal) => ({
    code: generateAdCode('am'),
    clientId: target.clientId,
    applicationId: target.applicationId,
    assetSetId: proposal.assetSetId,
    conceptId: proposal.conceptId,
    conceptAssetId: proposal.assetId,
    adCreativeId: proposal.creativeId,
    method: proposal.method,
    confidence: proposal.confidence,
    // An ambiguous proposal (two concepts share the name an ad carries) is only ever a suggestion.
    state:
      settings.mode === 'link' && !proposal.isAmbiguous && proposal.confidence >= settings.autoLinkMinConfidence ? 'linked' : 'suggested',
  }));
  let linked = 0;
  let suggested = 0;
  const linkedIds: string[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await tx
      .insert(creativeAdMatches)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: creativeAdMatches.id, state: creativeAdMatches.state });
    for (const row of inserted)
      if (row.state === 'linked') {
        linked += 1;
        linkedIds.push(row.id);
      } else suggested += 1;
  }
  await giveLinkedConceptsTheirChannels(tx, linkedIds, { actorId: null, reason: 'Linked automatically to an ad' });
  return { proposed: rows.length, linked, suggested };
}

/**
 * A concept linked to an ad runs in the ad's channel (its account's network): the links given by
 * id get that channel on their concept when it lacks it, recorded in history as a manual add is.
 */
export async function giveLinkedConceptsTheirChannels(
  tx: Executor,
  matchIds: readonly string[],
  by: { actorId: string | null; reason: string },
) {
  const entries: { clientId: string; conceptId: string; channelCode: string }[] = [];
  for (let start = 0; start < matchIds.length; start += 1000) {
    entries.push(
      ...(await tx
        .select({ clientId: creativeAdMatches.clientId, conceptId: creativeAdMatches.conceptId, channelCode: adCampaigns.channelCode })
        .from(creativeAdMatches)
        .innerJoin(adAssetSets, eq(adAssetSets.id, creativeAdMatches.assetSetId))
        .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
        .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
        .where(inArray(creativeAdMatches.id, matchIds.slice(start, start + 1000)))),
    );
  }
  return ensureConceptChannels(tx, entries, by);
}

function isTheSameCreativeLinkedHere(
  proposal: Proposal,
  existing: readonly { assetSetId: string; conceptId: string; assetId: string | null }[],
) {
  // An 'id' proposal for the asset set the link was made on is that link itself.
  return (
    proposal.method === 'id' &&
    existing.some(
      (row) => row.assetSetId === proposal.assetSetId && row.conceptId === proposal.conceptId && row.assetId === proposal.assetId,
    )
  );
}

import { MESSAGES } from '@atelier/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import {
  adAssetSets,
  adCampaigns,
  adCopies,
  adSubCampaigns,
  conceptApplications,
  conceptAssets,
  creativeAdMatches,
} from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import { findConceptRow, type ConceptRow } from '../concepts/index.js';
import type { Access, ApplicationScope } from '../tenancy/index.js';
import { ensureConceptChannel } from './channels.js';
import { generateAdMatchCode } from './codes.js';
import { AD_LINK, AD_MATCH_NOT_FOUND, AD_USAGE_VIEW, ASSET_SET_NOT_FOUND } from './rules.js';
import {
  findAssetSetRows,
  findAssetSetRowsWhere,
  findCampaignNodes,
  findChannelNodes,
  findSubCampaignNodes,
  type AdLinkageTreeFilter,
  type TreeTarget,
} from './tree.js';
import { loadAssetSetViews, loadMatchView } from './views.js';

export interface AdLinkageDeps {
  db: Database;
  access: Access;
}

interface ConceptTarget {
  clientCode: string;
  applicationCode: string;
  conceptCode: string;
}

/** The concept, which must be one of the application's (otherwise "not found", like an unknown code). */
async function findApplicationConcept(
  executor: Executor,
  scope: ApplicationScope,
  conceptCode: string,
  options: { forUpdate?: boolean } = {},
) {
  const concept = await findConceptRow(executor, scope, conceptCode, options);
  const [membership] = await executor
    .select({ conceptId: conceptApplications.conceptId })
    .from(conceptApplications)
    .where(and(eq(conceptApplications.conceptId, concept.id), eq(conceptApplications.applicationId, scope.application.id)));
  if (!membership) throw notFound(MESSAGES.conceptNotFound);
  return concept;
}

async function treeTarget(deps: AdLinkageDeps, args: ConceptTarget) {
  const scope = await deps.access.require(AD_USAGE_VIEW, args);
  const concept = await findApplicationConcept(deps.db, scope, args.conceptCode);
  return { scope, concept, target: { applicationId: scope.application.id, conceptId: concept.id } satisfies TreeTarget };
}

export async function findTreeChannels(deps: AdLinkageDeps, args: ConceptTarget & { filter?: AdLinkageTreeFilter | null }) {
  const { target } = await treeTarget(deps, args);
  return findChannelNodes(deps.db, target, args.filter);
}

export async function findTreeCampaigns(
  deps: AdLinkageDeps,
  args: ConceptTarget & { channelCode: string; filter?: AdLinkageTreeFilter | null },
) {
  const { target } = await treeTarget(deps, args);
  return findCampaignNodes(deps.db, target, args.channelCode, args.filter);
}

export async function findTreeSubCampaigns(
  deps: AdLinkageDeps,
  args: ConceptTarget & { campaignCode: string; filter?: AdLinkageTreeFilter | null },
) {
  const { target } = await treeTarget(deps, args);
  return findSubCampaignNodes(deps.db, target, args.campaignCode, args.filter);
}

export async function findTreeAssetSets(
  deps: AdLinkageDeps,
  args: ConceptTarget & { subCampaignCode: string; filter?: AdLinkageTreeFilter | null },
) {
  const { target } = await treeTarget(deps, args);
  const rows = await findAssetSetRows(deps.db, target, args.subCampaignCode, args.filter);
  return loadAssetSetViews(deps.db, target.conceptId, rows);
}

/** An asset set of the application, with its channel; locked so primary-concept changes queue up. */
async function findAssetSet(tx: Transaction, scope: ApplicationScope, code: string) {
  const [row] = await tx
    .select({ id: adAssetSets.id, code: adAssetSets.code, channelCode: adCampaigns.channelCode })
    .from(adAssetSets)
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
    .where(and(eq(adAssetSets.applicationId, scope.application.id), eq(adAssetSets.code, code)))
    .for('update', { of: adAssetSets });
  if (!row) throw notFound(ASSET_SET_NOT_FOUND);
  return row;
}

/** The concept's live assets by code; an unknown code is refused by name. */
async function findConceptAssetIds(tx: Transaction, concept: ConceptRow, codes: readonly string[]) {
  if (!codes.length) return [];
  const rows = await tx
    .select({ id: conceptAssets.id, code: conceptAssets.code })
    .from(conceptAssets)
    .where(and(eq(conceptAssets.conceptId, concept.id), inArray(conceptAssets.code, [...codes]), isNull(conceptAssets.deletedAt)));
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  const missing = codes.filter((code) => !byCode.has(code));
  if (missing.length)
    throw badInput(`Asset ${missing.join(', ')} is not one of this concept's assets.`, [
      { field: 'conceptAssetCodes', message: 'Not an asset of this concept.' },
    ]);
  return [...new Set(codes)].map((code) => byCode.get(code)!);
}

/** An active ad copy of the application (the select offers only those). */
async function findActiveAdCopyId(tx: Transaction, scope: ApplicationScope, code: string | null | undefined) {
  if (!code) return null;
  const [row] = await tx
    .select({ id: adCopies.id, status: adCopies.status })
    .from(adCopies)
    .where(and(eq(adCopies.applicationId, scope.application.id), eq(adCopies.code, code)));
  if (!row) throw badInput('Ad copy not found.', [{ field: 'adCopyCode', message: 'Not an ad copy of this application.' }]);
  if (row.status !== 'active') throw badInput('Only an active ad copy can be linked.', [{ field: 'adCopyCode', message: 'Not active.' }]);
  return row.id;
}

/** Takes the primary-concept flag off every other concept's link of the asset set. */
async function clearOtherPrimaries(tx: Transaction, assetSetId: string, conceptId: string) {
  await tx
    .update(creativeAdMatches)
    .set({ isPrimaryConcept: false, updatedAt: new Date() })
    .where(
      and(
        eq(creativeAdMatches.assetSetId, assetSetId),
        ne(creativeAdMatches.conceptId, conceptId),
        eq(creativeAdMatches.isPrimaryConcept, true),
      ),
    );
}

interface LinkOptions {
  adCopyId: string | null;
  isEndCard: boolean;
  /** true: this concept becomes the primary one; false: it stops being; undefined: unchanged. */
  isPrimaryConcept: boolean | undefined;
}

/**
 * Links the asset set to the concept (target null) or to each asset: a row that exists for the
 * target, whatever its state (an automatic suggestion, a rejected one), becomes a manual link.
 * Answers the ids of the rows, in target order.
 */
async function writeLinks(
  tx: Transaction,
  scope: ApplicationScope,
  entry: { assetSet: { id: string; channelCode: string }; concept: ConceptRow; targets: (string | null)[]; userId: string },
  options: LinkOptions,
) {
  const { assetSet, concept } = entry;
  const existing = await tx
    .select({ id: creativeAdMatches.id, conceptAssetId: creativeAdMatches.conceptAssetId })
    .from(creativeAdMatches)
    .where(and(eq(creativeAdMatches.assetSetId, assetSet.id), eq(creativeAdMatches.conceptId, concept.id)));
  const byTarget = new Map(existing.map((row) => [row.conceptAssetId, row.id]));
  if (options.isPrimaryConcept !== undefined) {
    // The flag moves to the first target below; the concept's other rows never keep it.
    await tx
      .update(creativeAdMatches)
      .set({ isPrimaryConcept: false, updatedAt: new Date() })
      .where(
        and(
          eq(creativeAdMatches.assetSetId, assetSet.id),
          eq(creativeAdMatches.conceptId, concept.id),
          eq(creativeAdMatches.isPrimaryConcept, true),
        ),
      );
    if (options.isPrimaryConcept) await clearOtherPrimaries(tx, assetSet.id, concept.id);
  }
  const ids: string[] = [];
  for (const [index, target] of entry.targets.entries()) {
    const values = {
      adCopyId: options.adCopyId,
      isEndCard: options.isEndCard,
      method: 'manual' as const,
      confidence: 1,
      state: 'linked',
      updatedAt: new Date(),
      ...(options.isPrimaryConcept !== undefined ? { isPrimaryConcept: options.isPrimaryConcept && index === 0 } : {}),
    };
    const id = byTarget.get(target);
    if (id) {
      await tx.update(creativeAdMatches).set(values).where(eq(creativeAdMatches.id, id));
      ids.push(id);
    } else {
      const [row] = await tx
        .insert(creativeAdMatches)
        .values({
          ...values,
          code: generateAdMatchCode(),
          clientId: scope.clientId,
          applicationId: scope.application.id,
          assetSetId: assetSet.id,
          conceptId: concept.id,
          conceptAssetId: target,
          createBy: entry.userId,
        })
        .returning({ id: creativeAdMatches.id });
      ids.push(row!.id);
    }
  }
  await ensureConceptChannel(tx, {
    clientId: scope.clientId,
    conceptId: concept.id,
    channelCode: assetSet.channelCode,
    actorId: entry.userId,
    reason: 'Linked to an ad',
  });
  return ids;
}

/**
 * Removes links: a link made by hand is deleted; an automatic one becomes 'rejected', so the next
 * sync does not make it again.
 */
async function removeLinks(tx: Transaction, where: ReturnType<typeof and>) {
  await tx.delete(creativeAdMatches).where(and(where, eq(creativeAdMatches.method, 'manual')));
  await tx
    .update(creativeAdMatches)
    .set({ state: 'rejected', isPrimaryConcept: false, updatedAt: new Date() })
    .where(and(where, ne(creativeAdMatches.method, 'manual'), eq(creativeAdMatches.state, 'linked')));
}

async function answerAssetSet(db: Executor, scope: ApplicationScope, conceptId: string, assetSetId: string) {
  const rows = await findAssetSetRowsWhere(db, { applicationId: scope.application.id, conceptId }, sql`s.id = ${assetSetId}`);
  const [view] = await loadAssetSetViews(db, conceptId, rows);
  return view!;
}

export interface SubCampaignAssetSetLinkInput {
  linkToConceptOnly?: boolean | null;
  conceptAssetCodes?: readonly string[] | null;
  adCopyCode?: string | null;
  isEndCard?: boolean | null;
  isPrimaryConcept?: boolean | null;
}

/** Spec 2 §2.7 and §5: link to the concept only, or to at least one asset ('mustSelect'). */
function linkTargets(link: SubCampaignAssetSetLinkInput) {
  const assetCodes = link.conceptAssetCodes ?? [];
  if (link.linkToConceptOnly) {
    if (assetCodes.length)
      throw badInput("'Link to concept only' takes no assets.", [
        { field: 'conceptAssetCodes', message: 'Leave empty with Link to concept only.' },
      ]);
    return { conceptOnly: true, assetCodes };
  }
  if (!assetCodes.length) throw badInput(MESSAGES.adLinkMustSelect, [{ field: 'mustSelect', message: MESSAGES.adLinkMustSelect }]);
  return { conceptOnly: false, assetCodes };
}

export async function linkAssetSetWithConcept(
  deps: AdLinkageDeps,
  args: ConceptTarget & { subCampaignAssetSetCode: string; link: SubCampaignAssetSetLinkInput },
) {
  const scope = await deps.access.require(AD_LINK, args);
  const viewer = await deps.access.requireViewer();
  const { conceptOnly, assetCodes } = linkTargets(args.link);
  const result = await deps.db.transaction(async (tx) => {
    const assetSet = await findAssetSet(tx, scope, args.subCampaignAssetSetCode);
    const concept = await findApplicationConcept(tx, scope, args.conceptCode);
    const assetIds = conceptOnly ? [] : await findConceptAssetIds(tx, concept, assetCodes);
    const adCopyId = await findActiveAdCopyId(tx, scope, args.link.adCopyCode);
    await writeLinks(
      tx,
      scope,
      { assetSet, concept, targets: conceptOnly ? [null] : assetIds, userId: viewer.userId },
      { adCopyId, isEndCard: args.link.isEndCard ?? false, isPrimaryConcept: args.link.isPrimaryConcept ?? undefined },
    );
    return { assetSetId: assetSet.id, conceptId: concept.id };
  });
  return answerAssetSet(deps.db, scope, result.conceptId, result.assetSetId);
}

export async function unlinkAssetSetFromConcept(deps: AdLinkageDeps, args: ConceptTarget & { subCampaignAssetSetCode: string }) {
  const scope = await deps.access.require(AD_LINK, args);
  const result = await deps.db.transaction(async (tx) => {
    const assetSet = await findAssetSet(tx, scope, args.subCampaignAssetSetCode);
    const concept = await findApplicationConcept(tx, scope, args.conceptCode);
    await removeLinks(tx, and(eq(creativeAdMatches.assetSetId, assetSet.id), eq(creativeAdMatches.conceptId, concept.id)));
    return { assetSetId: assetSet.id, conceptId: concept.id };
  });
  return answerAssetSet(deps.db, scope, result.conceptId, result.assetSetId);
}

interface MatchTarget {
  clientCode: string;
  applicationCode: string;
}

export interface CreativeAdMatchInput {
  subCampaignAssetSet: { code: string };
  concept: { code: string };
  conceptAsset?: { code: string } | null;
  adCopy?: { code: string } | null;
  isEndCard?: boolean | null;
  isPrimaryConcept?: boolean | null;
}

export async function createCreativeAdMatch(deps: AdLinkageDeps, args: MatchTarget & { creativeAdMatch: CreativeAdMatchInput }) {
  const input = args.creativeAdMatch;
  const scope = await deps.access.require(AD_LINK, { ...args, conceptCode: input.concept.code });
  const viewer = await deps.access.requireViewer();
  const id = await deps.db.transaction(async (tx) => {
    const assetSet = await findAssetSet(tx, scope, input.subCampaignAssetSet.code);
    const concept = await findApplicationConcept(tx, scope, input.concept.code);
    const [assetId] = input.conceptAsset ? await findConceptAssetIds(tx, concept, [input.conceptAsset.code]) : [null];
    const adCopyId = await findActiveAdCopyId(tx, scope, input.adCopy?.code);
    const [matchId] = await writeLinks(
      tx,
      scope,
      { assetSet, concept, targets: [assetId ?? null], userId: viewer.userId },
      { adCopyId, isEndCard: input.isEndCard ?? false, isPrimaryConcept: input.isPrimaryConcept ?? undefined },
    );
    return matchId!;
  });
  return (await loadMatchView(deps.db, id))!;
}

async function findMatchRow(tx: Transaction, scope: ApplicationScope, code: string) {
  const [row] = await tx
    .select()
    .from(creativeAdMatches)
    .where(
      and(
        eq(creativeAdMatches.applicationId, scope.application.id),
        eq(creativeAdMatches.code, code),
        eq(creativeAdMatches.state, 'linked'),
      ),
    )
    .for('update');
  if (!row) throw notFound(AD_MATCH_NOT_FOUND);
  return row;
}

export interface CreativeAdMatchUpdateInput {
  adCopy?: { code: string } | null;
  isEndCard?: boolean | null;
  isPrimaryConcept?: boolean | null;
}

export async function updateCreativeAdMatch(
  deps: AdLinkageDeps,
  args: MatchTarget & { creativeAdMatchCode: string; creativeAdMatch: CreativeAdMatchUpdateInput },
) {
  const scope = await deps.access.require(AD_LINK, args);
  const input = args.creativeAdMatch;
  await deps.db.transaction(async (tx) => {
    const row = await findMatchRow(tx, scope, args.creativeAdMatchCode);
    // Lock the asset set: primary-concept changes of one set queue up behind each other.
    await tx.select({ id: adAssetSets.id }).from(adAssetSets).where(eq(adAssetSets.id, row.assetSetId)).for('update');
    const changes: Partial<typeof creativeAdMatches.$inferInsert> = { updatedAt: new Date() };
    if (input.adCopy !== undefined) changes.adCopyId = await findActiveAdCopyId(tx, scope, input.adCopy?.code);
    if (input.isEndCard != null) changes.isEndCard = input.isEndCard;
    if (input.isPrimaryConcept != null) {
      if (input.isPrimaryConcept) {
        await clearOtherPrimaries(tx, row.assetSetId, row.conceptId);
        await tx
          .update(creativeAdMatches)
          .set({ isPrimaryConcept: false })
          .where(
            and(
              eq(creativeAdMatches.assetSetId, row.assetSetId),
              eq(creativeAdMatches.conceptId, row.conceptId),
              ne(creativeAdMatches.id, row.id),
            ),
          );
      }
      changes.isPrimaryConcept = input.isPrimaryConcept;
    }
    await tx.update(creativeAdMatches).set(changes).where(eq(creativeAdMatches.id, row.id));
  });
  const [row] = await deps.db
    .select({ id: creativeAdMatches.id })
    .from(creativeAdMatches)
    .where(eq(creativeAdMatches.code, args.creativeAdMatchCode));
  return (await loadMatchView(deps.db, row!.id))!;
}

export async function deleteCreativeAdMatch(deps: AdLinkageDeps, args: MatchTarget & { creativeAdMatchCode: string }) {
  const scope = await deps.access.require(AD_LINK, args);
  await deps.db.transaction(async (tx) => {
    const row = await findMatchRow(tx, scope, args.creativeAdMatchCode);
    await removeLinks(tx, and(eq(creativeAdMatches.id, row.id)));
  });
  return true;
}

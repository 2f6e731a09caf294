import { MAX_PAGE_SIZE } from '@atelier/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  adAssetSets,
  adCampaigns,
  adCreatives,
  adLinkSettings,
  adNamingTemplates,
  ads,
  adSubCampaigns,
  conceptAssets,
  concepts,
  creativeAdMatches,
} from '../../db/schema/index.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { ensureAssetFingerprints } from './auto-link/assets.js';
import { autoLinkApplication, findConceptFacts, giveLinkedConceptsTheirChannels, readLinkSettings } from './auto-link/run.js';
import { conceptsNamedBy, indexConcepts } from './auto-link/matcher.js';
import { compileTemplate, TemplateError } from './auto-link/templates.js';
import { generateAdCode } from './codes.js';
import { AD_ACCOUNT_MANAGE, AD_LINK_REVIEW } from './rules.js';
import type { AdNetworksDeps } from './service.js';
import type { ObjectStorage } from '../../storage/types.js';

interface Target {
  clientCode: string;
  applicationCode: string;
}

export async function findAdLinkSettings(deps: AdNetworksDeps, args: Target) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  return readLinkSettings(deps.db, scope.application.id);
}

export async function updateAdLinkSettings(
  deps: AdNetworksDeps,
  args: Target & { settings: { mode?: string | null; autoLinkMinConfidence?: number | null; perceptualMaxDistance?: number | null } },
) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const viewer = await deps.access.requireViewer();
  const current = await readLinkSettings(deps.db, scope.application.id);
  const next = { ...current };
  const { mode, autoLinkMinConfidence, perceptualMaxDistance } = args.settings;
  if (mode !== undefined && mode !== null) {
    if (mode !== 'suggest' && mode !== 'link')
      throw badInput('The mode must be suggest or link.', [{ field: 'mode', message: 'suggest or link.' }]);
    next.mode = mode;
  }
  if (autoLinkMinConfidence !== undefined && autoLinkMinConfidence !== null) {
    if (autoLinkMinConfidence < 0.5 || autoLinkMinConfidence > 1)
      throw badInput('The confidence must be 0.5 to 1.', [{ field: 'autoLinkMinConfidence', message: '0.5 to 1.' }]);
    next.autoLinkMinConfidence = autoLinkMinConfidence;
  }
  if (perceptualMaxDistance !== undefined && perceptualMaxDistance !== null) {
    if (!Number.isInteger(perceptualMaxDistance) || perceptualMaxDistance < 0 || perceptualMaxDistance > 16) {
      throw badInput('The distance must be 0 to 16 bits.', [{ field: 'perceptualMaxDistance', message: '0 to 16.' }]);
    }
    next.perceptualMaxDistance = perceptualMaxDistance;
  }
  await deps.db
    .insert(adLinkSettings)
    .values({ applicationId: scope.application.id, clientId: scope.clientId, ...next, updateBy: viewer.userId })
    .onConflictDoUpdate({ target: adLinkSettings.applicationId, set: { ...next, updateBy: viewer.userId, updatedAt: sql`now()` } });
  return next;
}

export async function findAdNamingTemplates(deps: AdNetworksDeps, args: Target) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  return deps.db
    .select()
    .from(adNamingTemplates)
    .where(eq(adNamingTemplates.applicationId, scope.application.id))
    .orderBy(asc(adNamingTemplates.createdAt));
}

const DRY_RUN_EXAMPLES = 5;

/** How many of the application's ads the template reads, and to which concepts; writes nothing. */
export async function dryRunAdNamingTemplate(deps: AdNetworksDeps, args: Target & { template: string }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const template = args.template.trim();
  const adRows = await deps.db.select({ name: ads.name }).from(ads).where(eq(ads.applicationId, scope.application.id));
  let matcher: ReturnType<typeof compileTemplate>;
  try {
    matcher = compileTemplate(template);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    return {
      template,
      error: error.message,
      totalAdCount: adRows.length,
      matchedAdCount: 0,
      matchedConceptAdCount: 0,
      ambiguousAdCount: 0,
      examples: [],
    };
  }
  const conceptIndex = indexConcepts(await findConceptFacts(deps.db, scope.application.id));
  let matched = 0;
  let matchedConcept = 0;
  let ambiguous = 0;
  const examples: { adName: string; conceptCode: string | null; conceptName: string | null; otherConceptCount: number }[] = [];
  for (const ad of adRows) {
    const match = matcher(ad.name);
    if (!match) continue;
    matched += 1;
    const named = conceptsNamedBy(match, conceptIndex);
    // Two concepts sharing the name read: the ad counts as ambiguous (a suggestion for each), not as matched to a concept.
    if (named.length === 1) matchedConcept += 1;
    if (named.length > 1) ambiguous += 1;
    if (examples.length < DRY_RUN_EXAMPLES)
      examples.push({
        adName: ad.name,
        conceptCode: named[0]?.code ?? null,
        conceptName: named[0]?.name ?? null,
        otherConceptCount: Math.max(0, named.length - 1),
      });
  }
  return {
    template,
    error: null,
    totalAdCount: adRows.length,
    matchedAdCount: matched,
    matchedConceptAdCount: matchedConcept,
    ambiguousAdCount: ambiguous,
    examples,
  };
}

export async function addAdNamingTemplate(deps: AdNetworksDeps, args: Target & { template: string }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const viewer = await deps.access.requireViewer();
  const template = args.template.trim();
  try {
    compileTemplate(template);
  } catch (error) {
    if (error instanceof TemplateError) throw badInput(error.message, [{ field: 'template', message: error.message }]);
    throw error;
  }
  const [row] = await deps.db
    .insert(adNamingTemplates)
    .values({
      code: generateAdCode('ant'),
      clientId: scope.clientId,
      applicationId: scope.application.id,
      template,
      createBy: viewer.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('The application already has this template.');
  return row;
}

export async function deleteAdNamingTemplate(deps: AdNetworksDeps, args: Target & { templateCode: string }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const rows = await deps.db
    .delete(adNamingTemplates)
    .where(and(eq(adNamingTemplates.applicationId, scope.application.id), eq(adNamingTemplates.code, args.templateCode)))
    .returning({ id: adNamingTemplates.id });
  if (rows.length === 0) throw notFound('Naming template not found');
  return true;
}

export async function runAdAutoLinking(deps: AdNetworksDeps & { storage: ObjectStorage }, args: Target) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  await ensureAssetFingerprints(deps.db, deps.storage, scope.application.id);
  return deps.db.transaction((tx) => autoLinkApplication(tx, { clientId: scope.clientId, applicationId: scope.application.id }));
}

export async function findAdLinkSuggestions(
  deps: AdNetworksDeps & { storage: ObjectStorage },
  args: Target & { offset?: number | null; limit?: number | null },
) {
  const scope = await deps.access.require(AD_LINK_REVIEW, args);
  const offset = args.offset ?? 0;
  const limit = args.limit ?? 50;
  if (offset < 0) throw badInput('Offset must be 0 or more.', [{ field: 'offset', message: 'Must be 0 or more.' }]);
  if (limit < 1 || limit > MAX_PAGE_SIZE)
    throw badInput(`Limit must be 1 to ${MAX_PAGE_SIZE}.`, [{ field: 'limit', message: `Must be 1 to ${MAX_PAGE_SIZE}.` }]);
  const where = and(eq(creativeAdMatches.applicationId, scope.application.id), eq(creativeAdMatches.state, 'suggested'));
  const [total] = await deps.db.select({ value: count() }).from(creativeAdMatches).where(where);
  const rows = await deps.db
    .select({
      code: creativeAdMatches.code,
      method: creativeAdMatches.method,
      confidence: creativeAdMatches.confidence,
      channelCode: adCampaigns.channelCode,
      campaignName: adCampaigns.name,
      assetSetCode: adAssetSets.code,
      assetSetName: adAssetSets.name,
      // The matched creative's ad; a name-template match of an ad without a creative: the set's first ad.
      adName: sql<
        string | null
      >`coalesce(${ads.name}, (select a.name from ${ads} a where a.asset_set_id = ${adAssetSets.id} order by a.name limit 1))`,
      creativeUrl: adCreatives.url,
      creativePictureUrl: adCreatives.thumbnail,
      conceptId: concepts.id,
      conceptCode: concepts.code,
      conceptName: concepts.name,
      assetCode: conceptAssets.code,
      assetName: conceptAssets.name,
      assetPreviewKey: conceptAssets.previewKey,
    })
    .from(creativeAdMatches)
    .innerJoin(adAssetSets, eq(adAssetSets.id, creativeAdMatches.assetSetId))
    .innerJoin(adSubCampaigns, eq(adSubCampaigns.id, adAssetSets.subCampaignId))
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSubCampaigns.campaignId))
    .innerJoin(concepts, eq(concepts.id, creativeAdMatches.conceptId))
    .leftJoin(adCreatives, eq(adCreatives.id, creativeAdMatches.adCreativeId))
    .leftJoin(ads, eq(ads.id, adCreatives.adId))
    .leftJoin(conceptAssets, eq(conceptAssets.id, creativeAdMatches.conceptAssetId))
    .where(where)
    .orderBy(desc(creativeAdMatches.confidence), asc(creativeAdMatches.code))
    .offset(offset)
    .limit(limit);
  // A match on the concept alone shows the concept's first asset with a preview.
  const conceptOnly = [...new Set(rows.filter((row) => !row.assetCode).map((row) => row.conceptId))];
  const firstPreview = new Map<string, string>();
  if (conceptOnly.length) {
    const previews = await deps.db
      .select({ conceptId: conceptAssets.conceptId, previewKey: conceptAssets.previewKey })
      .from(conceptAssets)
      .where(and(inArray(conceptAssets.conceptId, conceptOnly), isNull(conceptAssets.deletedAt), isNotNull(conceptAssets.previewKey)))
      .orderBy(asc(conceptAssets.createdAt), asc(conceptAssets.code));
    for (const row of previews) if (!firstPreview.has(row.conceptId)) firstPreview.set(row.conceptId, row.previewKey!);
  }
  const items = await Promise.all(
    rows.map(async ({ conceptId, assetPreviewKey, ...row }) => {
      const previewKey = row.assetCode ? assetPreviewKey : (firstPreview.get(conceptId) ?? null);
      const assetPictureUrl = previewKey
        ? await deps.storage.signDownloadUrl({
            key: previewKey,
            fileName: `${row.assetCode ?? row.conceptCode}-preview.webp`,
            contentType: 'image/webp',
            expiresInSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
            inline: true,
          })
        : null;
      return { ...row, assetPictureUrl };
    }),
  );
  return { totalItemCount: Number(total?.value ?? 0), items };
}

/**
 * Accepts or rejects suggestions, reporting per suggestion: accepting links it (automatic links are
 * never primary, so accepting cannot clash with an asset set's primary concept); rejecting keeps
 * the row as 'rejected', so the same match is never proposed again.
 */
export async function reviewAdLinkSuggestions(
  deps: AdNetworksDeps,
  args: Target & { codes: readonly string[]; decision: 'ACCEPT' | 'REJECT' },
) {
  const scope = await deps.access.require(AD_LINK_REVIEW, args);
  const viewer = await deps.access.requireViewer();
  if (args.codes.length > MAX_PAGE_SIZE) throw badInput(`Review at most ${MAX_PAGE_SIZE} suggestions at once.`);
  const state = args.decision === 'ACCEPT' ? 'linked' : 'rejected';
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: creativeAdMatches.id, code: creativeAdMatches.code, state: creativeAdMatches.state })
      .from(creativeAdMatches)
      .where(
        and(
          eq(creativeAdMatches.applicationId, scope.application.id),
          inArray(creativeAdMatches.code, args.codes.length ? [...args.codes] : ['']),
        ),
      )
      .for('update');
    const byCode = new Map(rows.map((row) => [row.code, row]));
    // A code this application does not have (another client's, a deleted one) refuses the whole review, like a single record.
    if (args.codes.some((code) => !byCode.has(code))) throw notFound();
    const outcomes: { code: string; ok: boolean; message: string | null }[] = [];
    const toChange: string[] = [];
    for (const code of args.codes) {
      const row = byCode.get(code);
      if (!row) continue;
      if (row.state !== 'suggested') outcomes.push({ code, ok: false, message: `Already ${row.state}.` });
      else {
        toChange.push(row.id);
        outcomes.push({ code, ok: true, message: null });
      }
    }
    if (toChange.length) {
      await tx
        .update(creativeAdMatches)
        .set({ state, createBy: viewer.userId, updatedAt: sql`now()` })
        .where(inArray(creativeAdMatches.id, toChange));
      if (state === 'linked')
        await giveLinkedConceptsTheirChannels(tx, toChange, { actorId: viewer.userId, reason: 'Suggested link accepted' });
    }
    return outcomes;
  });
}

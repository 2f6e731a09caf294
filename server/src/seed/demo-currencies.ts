import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  adAccounts,
  ads,
  applications,
  clients,
  conceptApplications,
  concepts,
  creativeAdMatches,
  exchangeRates,
} from '../db/schema/index.js';
import { enqueueJob } from '../jobs/queue.js';
import { ensureConceptChannel } from '../modules/ad-linkage/index.js';
import { generateAdCode, storeTree, type AdTree } from '../modules/ad-networks/index.js';
import { replaceAdMetricDays, type AdDayInput } from '../modules/analytics/index.js';

/**
 * The demo's second currency (issue 28): beside the sandbox's Meta and AppLovin accounts (USD), a
 * TikTok account imported in EUR, its ads linked to three demo concepts, and the client's daily
 * EUR → USD rates. The analytics then convert each day's euros with that day's rate, and the
 * Creative Performance page shows the amounts as reported next to the converted figures.
 *
 * One day has no rate on purpose (MISSING_RATE_DAYS_AGO): the 90-day range shows how a figure
 * without a rate is named instead of summed; the 7- to 60-day ranges convert fully. Run at every
 * start: the last 90 days of figures and their rates follow today, as the sandbox's do.
 */

const DEMO_CLIENT_CODE = 'demo';
const DEMO_APPLICATION_CODE = 'puzzle-quest';
const ACCOUNT_EXTERNAL_ID = 'tt-eu-7001';
const DAYS = 90;
const MISSING_RATE_DAYS_AGO = 75;
/** Concepts the EUR ads carry; never the sandbox's fatigued design, whose drop the demo shows. */
const CONCEPTS = ['Core loop in 15 seconds', 'Snowy level showcase', 'Meet the heroes'];

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Deterministic figures for an ad on a day: a gentle weekly rhythm, no drop (no fatigue). */
function figuresOf(adIndex: number, dayIndex: number): Omit<AdDayInput, 'adId' | 'day'> {
  const wave = 1 + 0.15 * Math.sin((dayIndex + adIndex * 2) * ((2 * Math.PI) / 7));
  const impressions = Math.round((18_000 + adIndex * 6_000) * wave);
  const clicks = Math.round(impressions * (0.011 + adIndex * 0.002));
  const installs = Math.round(impressions * (0.0035 + adIndex * 0.0007));
  return {
    impressions,
    clicks,
    installs,
    spend: Math.round(impressions * (0.0052 + adIndex * 0.0004) * 100) / 100,
    revenue: Math.round(installs * (0.9 + adIndex * 0.25) * 100) / 100,
    videoStarts: Math.round(impressions * 0.6),
    videoCompletions: Math.round(impressions * 0.21),
  };
}

/** EUR → USD around 1.08, moving a little from day to day. */
const rateOf = (dayIndex: number) =>
  Math.round((1.08 + 0.012 * Math.sin(dayIndex / 9) + 0.004 * Math.cos(dayIndex / 2.5)) * 10_000) / 10_000;

export async function seedDemoCurrencies(db: Database): Promise<{ days: number } | null> {
  const [target] = await db
    .select({ clientId: clients.id, applicationId: applications.id })
    .from(clients)
    .innerJoin(applications, and(eq(applications.clientId, clients.id), eq(applications.code, DEMO_APPLICATION_CODE)))
    .where(eq(clients.code, DEMO_CLIENT_CODE));
  if (!target) return null;
  const conceptRows = await db
    .select({ id: concepts.id, name: concepts.name })
    .from(concepts)
    .innerJoin(
      conceptApplications,
      and(eq(conceptApplications.conceptId, concepts.id), eq(conceptApplications.applicationId, target.applicationId)),
    )
    .where(inArray(concepts.name, CONCEPTS));
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  const from = addDays(yesterday, -(DAYS - 1));

  await db.transaction(async (tx) => {
    let [account] = await tx
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(and(eq(adAccounts.applicationId, target.applicationId), eq(adAccounts.externalAccountId, ACCOUNT_EXTERNAL_ID)));
    if (!account) {
      [account] = await tx
        .insert(adAccounts)
        .values({
          code: generateAdCode('aac'),
          clientId: target.clientId,
          applicationId: target.applicationId,
          channelCode: 'tiktok',
          connector: 'import',
          externalAccountId: ACCOUNT_EXTERNAL_ID,
          name: 'Puzzle Quest · TikTok EU (imported, EUR)',
          currency: 'EUR',
        })
        .returning({ id: adAccounts.id });
    }
    const tree: AdTree = {
      campaigns: [{ externalId: 'tt-eu-c1', name: 'EU Launch', status: 'active' }],
      subCampaigns: [{ campaignExternalId: 'tt-eu-c1', externalId: 'tt-eu-g1', name: 'DE · FR · ES', status: 'active' }],
      assetSets: CONCEPTS.map((name, index) => ({
        campaignExternalId: 'tt-eu-c1',
        subCampaignExternalId: 'tt-eu-g1',
        externalId: `tt-eu-s${index + 1}`,
        name: `${name} · EU`,
        status: 'active',
        isCreativeGroup: false,
        searchTerm: null,
      })),
      ads: CONCEPTS.map((name, index) => ({
        assetSetExternalId: `tt-eu-s${index + 1}`,
        externalId: `tt-eu-a${index + 1}`,
        name: `${name} · EU 9x16`,
        status: 'active',
      })),
      creatives: [],
    };
    await storeTree(
      tx,
      { clientId: target.clientId, applicationId: target.applicationId, adAccountId: account!.id, channelCode: 'tiktok' },
      tree,
    );
    const adRows = await tx
      .select({ id: ads.id, externalId: ads.externalId, assetSetId: ads.assetSetId })
      .from(ads)
      .where(
        and(
          eq(ads.applicationId, target.applicationId),
          inArray(
            ads.externalId,
            tree.ads.map((ad) => ad.externalId),
          ),
        ),
      );
    const adOf = (index: number) => adRows.find((row) => row.externalId === `tt-eu-a${index + 1}`)!;

    // Each asset set linked to its concept as a whole, once.
    for (const [index, name] of CONCEPTS.entries()) {
      const concept = conceptRows.find((row) => row.name === name);
      const ad = adOf(index);
      if (!concept || !ad) continue;
      const [existing] = await tx
        .select({ id: creativeAdMatches.id })
        .from(creativeAdMatches)
        .where(and(eq(creativeAdMatches.assetSetId, ad.assetSetId), eq(creativeAdMatches.conceptId, concept.id)));
      if (existing) continue;
      await tx.insert(creativeAdMatches).values({
        code: generateAdCode('am'),
        clientId: target.clientId,
        applicationId: target.applicationId,
        assetSetId: ad.assetSetId,
        conceptId: concept.id,
        method: 'manual',
        state: 'linked',
      });
      await ensureConceptChannel(tx, {
        clientId: target.clientId,
        conceptId: concept.id,
        channelCode: 'tiktok',
        actorId: null,
        reason: 'Linked to an ad',
      });
    }

    // The last 90 days of figures, in EUR (the account's currency).
    const rows: AdDayInput[] = [];
    for (let dayIndex = 0; dayIndex < DAYS; dayIndex++) {
      const day = addDays(from, dayIndex);
      CONCEPTS.forEach((_name, adIndex) => rows.push({ adId: adOf(adIndex).id, day, ...figuresOf(adIndex, dayIndex) }));
    }
    await replaceAdMetricDays(
      tx,
      { clientId: target.clientId, applicationId: target.applicationId, currency: null, source: 'demo' },
      { adIds: adRows.map((row) => row.id), from, to: yesterday },
      rows,
    );

    // The client's EUR → USD rates of those days but one. A rate stored before (an earlier start,
    // or one a user entered) is kept as it is.
    const gap = addDays(yesterday, -MISSING_RATE_DAYS_AGO);
    const rates = Array.from({ length: DAYS }, (_unused, dayIndex) => addDays(from, dayIndex))
      .filter((day) => day !== gap)
      .map((day) => ({
        clientId: target.clientId,
        quoteCurrency: 'USD',
        currency: 'EUR',
        day,
        rate: rateOf(Date.parse(day) / 86_400_000),
        source: 'import' as const,
      }));
    await tx.insert(exchangeRates).values(rates).onConflictDoNothing();
    await enqueueJob(
      tx,
      'detectCreativeFatigue',
      { applicationId: target.applicationId },
      { singletonKey: `detectCreativeFatigue:${target.applicationId}` },
    );
  });
  return { days: DAYS };
}

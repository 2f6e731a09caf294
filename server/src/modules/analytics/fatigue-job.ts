import { and, eq, inArray, isNotNull, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adMetricDays, applications, clients, conceptAssets, concepts, creativeFatigue } from '../../db/schema/index.js';
import { conceptLink, notifyUsers } from '../notifications/index.js';
import { readReportingCurrency } from '../settings/index.js';
import { detectFatigue, type FatigueDay, type FatigueResult } from './fatigue.js';
import { ensureRollups } from './rollup-store.js';
import { dailyRollup, type DailyRollupRow } from './rollups.js';

/** How far back a creative's series is read for fatigue. */
const LOOKBACK_DAYS = 90;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function fillDays(from: string, to: string, rows: Map<string, FatigueDay>): FatigueDay[] {
  const days: FatigueDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push(rows.get(day) ?? { day, impressions: null, clicks: null, installs: null });
  return days;
}

/** The current fatigue of each key's daily series (a concept's or an asset's). */
function detectPerKey(daily: DailyRollupRow[], to: string) {
  const byKey = new Map<string, Map<string, FatigueDay>>();
  for (const row of daily) {
    const days = byKey.get(row.key) ?? new Map<string, FatigueDay>();
    days.set(row.day, { day: row.day, impressions: row.sums.impressions, clicks: row.sums.clicks, installs: row.sums.installs });
    byKey.set(row.key, days);
  }
  const found = new Map<string, FatigueResult>();
  for (const [key, days] of byKey) {
    const firstDay = [...days.keys()].sort()[0]!;
    const result = detectFatigue(fillDays(firstDay, to, days), { current: true });
    if (result) found.set(key, result);
  }
  return found;
}

/**
 * Finds the application's fatigued concepts and assets over the last LOOKBACK_DAYS days of metrics
 * (the detector of fatigue.ts on each concept's and each asset's allocated daily series), keeps
 * `creative_fatigue` in step (a recovered creative loses its flag), and tells a concept's creative
 * and UA leads about a new onset of the concept once (the row remembers the onset told; the
 * notification is deduplicated per onset too). An asset's flag is shown where its figures are,
 * without a notification of its own: one message per concept, not one per asset.
 */
export async function detectApplicationFatigue(db: Database, applicationId: string) {
  const [latest] = await db
    .select({ day: max(adMetricDays.day) })
    .from(adMetricDays)
    .where(eq(adMetricDays.applicationId, applicationId));
  const [application] = await db
    .select({ clientId: applications.clientId, clientCode: clients.code })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .where(eq(applications.id, applicationId));
  if (!application) return { flagged: 0, flaggedAssets: 0, notified: 0 };
  if (!latest?.day) {
    await db.delete(creativeFatigue).where(eq(creativeFatigue.applicationId, applicationId));
    return { flagged: 0, flaggedAssets: 0, notified: 0 };
  }
  await ensureRollups(db, applicationId);
  const to = latest.day;
  const from = addDays(to, -(LOOKBACK_DAYS - 1));
  const reporting = { clientId: application.clientId, currency: await readReportingCurrency(db, application.clientId, applicationId) };
  const [conceptDaily, assetDaily] = await Promise.all([
    dailyRollup(db, { applicationId, from, to }, 'concept', reporting),
    dailyRollup(db, { applicationId, from, to }, 'asset', reporting),
  ]);
  const found = detectPerKey(conceptDaily, to);
  const foundAssets = detectPerKey(assetDaily, to);
  const assetRows = foundAssets.size
    ? await db
        .select({ id: conceptAssets.id, conceptId: conceptAssets.conceptId })
        .from(conceptAssets)
        .innerJoin(concepts, eq(concepts.id, conceptAssets.conceptId))
        .where(and(inArray(conceptAssets.id, [...foundAssets.keys()]), isNull(conceptAssets.deletedAt), isNull(concepts.deletedAt)))
    : [];
  let notified = 0;
  await db.transaction(async (tx) => {
    const keepAssets = assetRows.map((row) => row.id);
    await tx
      .delete(creativeFatigue)
      .where(
        and(
          eq(creativeFatigue.applicationId, applicationId),
          isNotNull(creativeFatigue.conceptAssetId),
          keepAssets.length ? notInArray(creativeFatigue.conceptAssetId, keepAssets) : sql`true`,
        ),
      );
    for (const asset of assetRows) {
      const result = foundAssets.get(asset.id)!;
      const values = {
        clientId: application.clientId,
        applicationId,
        conceptId: asset.conceptId,
        conceptAssetId: asset.id,
        metric: result.metric,
        onsetDay: result.onsetDay,
        levelBefore: result.levelBefore,
        levelAfter: result.levelAfter,
        detectedAt: new Date(),
      };
      await tx
        .delete(creativeFatigue)
        .where(and(eq(creativeFatigue.applicationId, applicationId), eq(creativeFatigue.conceptAssetId, asset.id)));
      await tx.insert(creativeFatigue).values(values);
    }
    const keep = [...found.keys()];
    await tx
      .delete(creativeFatigue)
      .where(
        and(
          eq(creativeFatigue.applicationId, applicationId),
          isNull(creativeFatigue.conceptAssetId),
          keep.length ? notInArray(creativeFatigue.conceptId, keep) : sql`true`,
        ),
      );
    if (keep.length === 0) return;
    const existing = await tx
      .select({ conceptId: creativeFatigue.conceptId, notifiedOnset: creativeFatigue.notifiedOnset })
      .from(creativeFatigue)
      .where(
        and(
          eq(creativeFatigue.applicationId, applicationId),
          isNull(creativeFatigue.conceptAssetId),
          inArray(creativeFatigue.conceptId, keep),
        ),
      );
    const told = new Map(existing.map((row) => [row.conceptId, row.notifiedOnset]));
    const conceptRows = await tx
      .select({
        id: concepts.id,
        code: concepts.code,
        name: concepts.name,
        creativeLeadId: concepts.creativeLeadId,
        uaLeadId: concepts.uaLeadId,
      })
      .from(concepts)
      .where(and(inArray(concepts.id, keep), isNull(concepts.deletedAt)));
    for (const concept of conceptRows) {
      const result = found.get(concept.id)!;
      const values = {
        clientId: application.clientId,
        applicationId,
        conceptId: concept.id,
        conceptAssetId: null,
        metric: result.metric,
        onsetDay: result.onsetDay,
        levelBefore: result.levelBefore,
        levelAfter: result.levelAfter,
        detectedAt: new Date(),
      };
      const alreadyTold = told.get(concept.id) === result.onsetDay;
      const leads = [concept.creativeLeadId, concept.uaLeadId].filter((id): id is string => id !== null);
      if (!alreadyTold && leads.length > 0) {
        const label = result.metric === 'ipm' ? 'IPM' : 'CTR';
        const rows = await notifyUsers(tx, leads, {
          clientId: application.clientId,
          kind: 'creativeFatigue',
          title: `${concept.name} shows creative fatigue`,
          body: `Its ${label} has dropped from ${result.levelBefore.toFixed(2)} to ${result.levelAfter.toFixed(2)} since ${result.onsetDay}.`,
          link: conceptLink(application.clientCode, concept.code, 'analytics'),
          actorId: null,
          dedupeKey: `fatigue:${concept.id}:${result.onsetDay}`,
        });
        notified += rows.length;
      }
      const notifiedOnset = alreadyTold || leads.length > 0 ? result.onsetDay : (told.get(concept.id) ?? null);
      await tx
        .delete(creativeFatigue)
        .where(
          and(
            eq(creativeFatigue.applicationId, applicationId),
            eq(creativeFatigue.conceptId, concept.id),
            isNull(creativeFatigue.conceptAssetId),
          ),
        );
      await tx.insert(creativeFatigue).values({ ...values, notifiedOnset });
    }
  });
  return { flagged: found.size, flaggedAssets: assetRows.length, notified };
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../../db/client.js';
import { allocated, SUMS } from './rollups.js';

/**
 * Keeps `creative_metric_rollups` equal to the allocated raw ad-days (rollups.ts), so the pages
 * aggregate a few thousand rows a day instead of every ad-day:
 * - a metrics write (sync, import) rebuilds the days it wrote, in its own transaction;
 * - the links are summarised by a signature (count and hash of the linked matches); a read that
 *   finds it changed since the last build rebuilds the application's rollups first, under an
 *   advisory lock, so a link made or removed on the Ad Usage tab shows at the next read.
 */

const FAR_PAST = '1900-01-01';
const FAR_FUTURE = '2999-12-31';

/**
 * Bumped when the stored rows change shape, so every application rebuilds once on its next read
 * (2: one row per currency, issue 28).
 */
const ROLLUP_FORMAT = 2;

async function linksSignature(db: Executor, applicationId: string): Promise<string> {
  const result = await db.execute(sql`
    select ${`v${ROLLUP_FORMAT}:`}::text || count(*)::text || ':' || coalesce(sum(hashtext(
      id::text || ':' || concept_id::text || ':' || coalesce(concept_asset_id::text, '') || ':' ||
      coalesce(ad_copy_id::text, '') || ':' || coalesce(ad_creative_id::text, '')))::text, '0') as signature
    from creative_ad_matches where application_id = ${applicationId} and state = 'linked'`);
  return rowsOf<{ signature: string }>(result)[0]?.signature ?? `v${ROLLUP_FORMAT}:0:0`;
}

/** Rebuilds the application's rollup rows of the days from … to (inside the caller's transaction). */
export async function rebuildRollupDays(tx: Executor, applicationId: string, from: string, to: string) {
  await tx.execute(sql`delete from creative_metric_rollups where application_id = ${applicationId} and day between ${from} and ${to}`);
  await tx.execute(sql`
    insert into creative_metric_rollups (application_id, day, grain, channel_code, currency, concept_id, concept_asset_id, ad_copy_id,
      impressions, clicks, installs, spend, revenue, video_starts, video_completions, impressions_with_clicks,
      impressions_with_installs, clicks_with_installs, spend_with_installs, spend_with_revenue)
    with ${allocated({ applicationId, from, to })}
    select ${applicationId}::uuid, a.day, 'asset', a.channel_code, a.currency, a.concept_id, a.concept_asset_id, null::uuid, ${SUMS}
    from a group by a.day, a.channel_code, a.currency, a.concept_id, a.concept_asset_id
    union all
    select ${applicationId}::uuid, a.day, 'concept', a.channel_code, a.currency, a.concept_id, null::uuid, null::uuid, ${SUMS}
    from a group by a.day, a.channel_code, a.currency, a.concept_id
    union all
    select ${applicationId}::uuid, a.day, 'adCopy', a.channel_code, a.currency, null::uuid, null::uuid, a.ad_copy_id, ${SUMS}
    from a where a.ad_copy_id is not null group by a.day, a.channel_code, a.currency, a.ad_copy_id`);
}

/** Makes sure the application's rollups were built from its current links (rebuilds them if not). */
export async function ensureRollups(db: Database, applicationId: string) {
  const signature = await linksSignature(db, applicationId);
  const state = rowsOf<{ links_signature: string }>(
    await db.execute(sql`select links_signature from analytics_rollup_state where application_id = ${applicationId}`),
  )[0];
  if (state?.links_signature === signature) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics-rollups:${applicationId}`}))`);
    const current = await linksSignature(tx, applicationId);
    const again = rowsOf<{ links_signature: string }>(
      await tx.execute(sql`select links_signature from analytics_rollup_state where application_id = ${applicationId}`),
    )[0];
    if (again?.links_signature === current) return;
    await rebuildRollupDays(tx, applicationId, FAR_PAST, FAR_FUTURE);
    await tx.execute(sql`
      insert into analytics_rollup_state (application_id, links_signature, built_at) values (${applicationId}, ${current}, now())
      on conflict (application_id) do update set links_signature = excluded.links_signature, built_at = now()`);
  });
  // The planner's figures for the rebuilt rows (a rebuild can change the table's size many times over).
  await db.execute(sql`analyze creative_metric_rollups`);
  return true;
}

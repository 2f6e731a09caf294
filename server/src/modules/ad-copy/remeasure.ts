import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adCopies, adCopyTranslations } from '../../db/schema/index.js';
import { measureTexts } from './input.js';

const BATCH = 500;

/** Stored measures from before a measure learnt a key (migration 0025 added halfWidthKana and symbols). */
const isOutdated = (column: typeof adCopies.measures | typeof adCopyTranslations.measures) =>
  sql`${column} <> '{}'::jsonb and strpos(${column}::text, '"symbols"') = 0`;

/**
 * Measures again the copies and translations stored with older measures, so the "fits network"
 * filter sees what the current rules check (a `#` in a TikTok text, half-width katakana for Google).
 * Idempotent and batched: instances starting at once write the same values; a fresh database has
 * nothing to do.
 */
export async function remeasureAdCopies(db: Database): Promise<number> {
  let count = 0;
  for (;;) {
    const rows = await db
      .select({ id: adCopies.id, headline: adCopies.headline, body: adCopies.body })
      .from(adCopies)
      .where(isOutdated(adCopies.measures))
      .limit(BATCH);
    if (!rows.length) break;
    await db.transaction(async (tx) => {
      for (const row of rows)
        await tx
          .update(adCopies)
          .set({ measures: measureTexts(row) })
          .where(eq(adCopies.id, row.id));
    });
    count += rows.length;
  }
  for (;;) {
    const rows = await db
      .select({
        adCopyId: adCopyTranslations.adCopyId,
        locale: adCopyTranslations.locale,
        headline: adCopyTranslations.headline,
        body: adCopyTranslations.body,
      })
      .from(adCopyTranslations)
      .where(isOutdated(adCopyTranslations.measures))
      .limit(BATCH);
    if (!rows.length) break;
    await db.transaction(async (tx) => {
      for (const row of rows)
        await tx
          .update(adCopyTranslations)
          .set({ measures: measureTexts(row) })
          .where(and(eq(adCopyTranslations.adCopyId, row.adCopyId), eq(adCopyTranslations.locale, row.locale)));
    });
    count += rows.length;
  }
  return count;
}

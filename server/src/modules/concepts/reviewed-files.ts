import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conceptAssets, conceptAssetVersions } from '../../db/schema/index.js';

/** Statuses whose setting is an approval decision on the concept's production files. */
const FILE_DECISION_STATUSES: readonly string[] = ['approved', 'rejected', 'active'];

/** Whether moving a concept to `status` decides on its files (then the decision names their versions). */
export function isFileDecision(status: string) {
  return FILE_DECISION_STATUSES.includes(status);
}

/**
 * The production files a concept decision was made on: each listed production asset that has a
 * file, with the number of the file it holds (issue 27: an approval names the versions it saw).
 * Oldest asset first. Assets are read from their table, as the concept list's counts are.
 */
export async function findReviewedFiles(executor: Executor, conceptId: string) {
  return executor
    .select({
      code: conceptAssets.code,
      name: conceptAssets.name,
      fileVersion: sql<number>`(select coalesce(max(${conceptAssetVersions.versionNumber}), 0)::int + 1 from ${conceptAssetVersions}
        where ${conceptAssetVersions.assetId} = ${conceptAssets.id})`,
    })
    .from(conceptAssets)
    .where(
      and(
        eq(conceptAssets.conceptId, conceptId),
        eq(conceptAssets.assetType, 'production'),
        isNull(conceptAssets.deletedAt),
        isNull(conceptAssets.awaitingChoiceSince),
        sql`${conceptAssets.processingStatus} <> 'uploading'`,
        isNotNull(conceptAssets.storageKey),
      ),
    )
    .orderBy(asc(conceptAssets.createdAt), asc(conceptAssets.id));
}

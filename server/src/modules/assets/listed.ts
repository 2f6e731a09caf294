import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { conceptAssets } from '../../db/schema/index.js';

/**
 * An asset everyone sees in lists, counts, folders, approval and the zip: not deleted, its file not
 * still on its way (those show as upload rows in the uploader's list only), and not a duplicate
 * waiting for its uploader's choice.
 */
export function isListedAsset(): SQL {
  return and(
    isNull(conceptAssets.deletedAt),
    isNull(conceptAssets.awaitingChoiceSince),
    sql`${conceptAssets.processingStatus} <> 'uploading'`,
  )!;
}

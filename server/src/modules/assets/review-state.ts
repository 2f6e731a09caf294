import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conceptAssets, conceptAssetVersions, concepts } from '../../db/schema/index.js';
import { recordHistory } from '../history/index.js';
import { notifyApprovalReopened } from '../notifications/index.js';
import { startReviewRound } from '../reviews/index.js';
import type { AssetRow } from './views.js';

/**
 * An approval belongs to the file it was made on (issue 27). A decision records the asset's file
 * version; a new file on an approved asset (a Replace, a restored version, a merged duplicate)
 * takes the asset back to review, and its concept's approval by the concept's rule (spec 2 §4: the
 * concept is approved after all its assets are), and asks the approvers to look again.
 */

/** Statuses an approval user's decision puts an asset in: approved, rejected, ready to publish. */
export const DECISION_STATUSES: readonly string[] = ['approved', 'rejected', 'active'];

/** Statuses that say "approved": approved and ready to publish (spec 1 §4: approvedForUse, readyToPublish). */
const APPROVED_STATUSES: readonly string[] = ['approved', 'active'];

/** Where a reopened review goes: the spec's waiting-for-approval status (lifecycle group inProduction). */
export const IN_REVIEW_STATUS = 'pendingApproval';

/** The decision columns of an asset decided now on `fileVersion` (null: the asset has no file). */
export function decisionValues(status: string, fileVersion: number | null, actorId: string, at = new Date()) {
  return { decisionStatus: status, decisionFileVersion: fileVersion, decidedAt: at, decidedBy: actorId };
}

/** A status set by hand outside the decisions: no decision holds any more. */
export const NO_DECISION = { decisionStatus: null, decisionFileVersion: null, decidedAt: null, decidedBy: null } as const;

/**
 * The number of the file each asset holds, in SQL (for updates of many rows at once): one more than
 * its newest earlier version; null for an asset without a file. As `currentFileVersion` counts.
 */
export const CURRENT_FILE_VERSION_SQL = sql<number | null>`case when ${conceptAssets.storageKey} is null then null else (
  select coalesce(max(${conceptAssetVersions.versionNumber}), 0)::int + 1 from ${conceptAssetVersions}
  where ${conceptAssetVersions.assetId} = ${conceptAssets.id}) end`;

/** Whether a new file on the asset reopens its review: a production asset whose status says approved. */
export function isReopenedByNewFile(asset: Pick<AssetRow, 'assetType' | 'status'>) {
  return asset.assetType === 'production' && APPROVED_STATUSES.includes(asset.status);
}

/** The version the asset's approval was made on, when its decision record says so (older rows have none). */
export function approvedFileVersionOf(asset: Pick<AssetRow, 'decisionStatus' | 'decisionFileVersion'>) {
  return asset.decisionStatus && APPROVED_STATUSES.includes(asset.decisionStatus) ? asset.decisionFileVersion : null;
}

/**
 * Locks the concept row first, in the order accept-all and reject-all take their locks (concept,
 * then its assets), before a change of an existing asset's file that may reopen the concept.
 */
export async function lockConceptForReview(tx: Executor, conceptId: string) {
  await tx.select({ id: concepts.id }).from(concepts).where(eq(concepts.id, conceptId)).for('update');
}

/** The asset history's part of a reopened review: its status back in review. */
export function reopenedStatusChange(asset: Pick<AssetRow, 'status'>) {
  return { status: { from: asset.status, to: IN_REVIEW_STATUS } };
}

/**
 * After the caller gave an approved asset a new file and took it back to review (IN_REVIEW_STATUS in
 * the same update, its history entry naming both): the concept's approval goes back to review when
 * it says approved, with a history entry naming the file, and the approvers are told. The caller
 * holds the concept's row lock (lockConceptForReview).
 */
export async function reopenConceptReview(
  tx: Executor,
  change: {
    /** The asset as it was before the new file. */
    asset: AssetRow;
    /** The number of the file it holds now. */
    fileVersion: number;
    actorId: string;
  },
) {
  const { asset, actorId } = change;
  const [concept] = await tx.select().from(concepts).where(eq(concepts.id, asset.conceptId));
  if (!concept) return;
  const approvedFileVersion = approvedFileVersionOf(asset);
  if (APPROVED_STATUSES.includes(concept.status)) {
    await tx
      .update(concepts)
      .set({ status: IN_REVIEW_STATUS, version: sql`${concepts.version} + 1`, updateBy: actorId, updatedAt: new Date() })
      .where(eq(concepts.id, concept.id));
    await recordHistory(tx, {
      clientId: asset.clientId,
      conceptId: concept.id,
      event: 'statusUpdated',
      actorId,
      changes: {
        status: { from: concept.status, to: IN_REVIEW_STATUS },
        changedFile: { name: asset.name, approvedFileVersion, fileVersion: change.fileVersion },
      },
    });
    // A concept reviewed in stages starts a new round at its first stage.
    await startReviewRound(tx, concept, actorId);
  }
  await notifyApprovalReopened(tx, {
    clientId: asset.clientId,
    concept: { code: concept.code, name: concept.name },
    asset: { code: asset.code, name: asset.name },
    approvedFileVersion,
    fileVersion: change.fileVersion,
    actorId,
  });
}

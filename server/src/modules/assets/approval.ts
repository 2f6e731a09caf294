import { isListedAsset } from './listed.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { conceptApplications, conceptAssets } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { APPROVE_ALL_FORBIDDEN, findConceptRow, REJECT_ALL_FORBIDDEN } from '../concepts/index.js';
import { recordHistory } from '../history/index.js';
import type { AccessRule } from '../tenancy/index.js';
import type { Executor } from '../../db/client.js';
import { ASSET_LIST_LIMIT, findAssetRow, findAssetView, viewDeps, type AssetDeps } from './service.js';
import { toAssetViews } from './views.js';
import { CURRENT_FILE_VERSION_SQL, decisionValues } from './review-state.js';
import { currentFileVersion } from './versions.js';

export type AssetDecision = 'approved' | 'rejected';

/** Deciding a concept's assets: seeing them, and the approver's permission (and so `ConceptAsset.viewerCanApprove`). */
export const ASSET_DECIDER: AccessRule = { allOf: ['asset:view', 'concept:approve'] };

/**
 * Statuses still under review, which accept-all and reject-all decide. Active, end of life and
 * inactive assets are already past review: a concept-wide decision must not pull them back.
 */
const DECIDABLE_STATUSES = ['queued', 'inProduction', 'pendingApproval', 'rejected', 'approved'] as const;

/**
 * Accept-all / reject-all of spec 2 §4 (the gallery's concept approval runs this first, then sets
 * the concept's status): every production asset of the concept still under review takes the
 * decision, in one transaction, with an `assetUpdated` history entry each. Assets already past
 * review (active, end of life, inactive) and files still uploading are left alone. Answers the
 * assets that changed.
 */
export async function decideAllConceptAssets(
  deps: AssetDeps,
  args: { clientCode: string; applicationCode: string; conceptCode: string; comment?: string | null },
  decision: AssetDecision,
) {
  // Every missing permission answers with the catalogue's message (spec 2 §8), not the generic one.
  const scope = await deps.access.require(ASSET_DECIDER, args, decision === 'approved' ? APPROVE_ALL_FORBIDDEN : REJECT_ALL_FORBIDDEN);
  const { application } = scope;
  const actorId = (await deps.access.requireViewer()).userId;
  const comment = parseDecisionComment(args.comment);
  return deps.db.transaction(async (tx) => {
    // Locking the concept serialises two decisions on the same concept (approve and reject racing).
    const concept = await findConceptRow(tx, scope, args.conceptCode, { forUpdate: true });
    await requireInApplication(tx, concept.id, application.id);
    // The reason lands in the concept's own history once, whatever the assets do.
    if (comment)
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: concept.id,
        event: 'comment',
        actorId,
        comment: decisionComment(decision, comment),
      });
    const pending = await tx
      .select({ id: conceptAssets.id, code: conceptAssets.code, status: conceptAssets.status })
      .from(conceptAssets)
      .where(
        and(
          eq(conceptAssets.clientId, scope.clientId),
          eq(conceptAssets.conceptId, concept.id),
          eq(conceptAssets.assetType, 'production'),
          isListedAsset(),
          inArray(
            conceptAssets.status,
            DECIDABLE_STATUSES.filter((status) => status !== decision),
          ),
        ),
      )
      .orderBy(conceptAssets.createdAt, conceptAssets.id)
      // At most a list's worth per call, oldest first: one call stays one bounded transaction (and
      // is priced by that cap); a concept holding more is decided by calling again.
      .limit(ASSET_LIST_LIMIT)
      .for('update');
    if (pending.length === 0) return [];
    // Each decision records the file version it was made on (issue 27).
    const decidedAt = new Date();
    const updated = await tx
      .update(conceptAssets)
      .set({
        status: decision,
        decisionStatus: decision,
        decisionFileVersion: CURRENT_FILE_VERSION_SQL,
        decidedAt,
        decidedBy: actorId,
        version: sql`${conceptAssets.version} + 1`,
        updateBy: actorId,
        updatedAt: decidedAt,
      })
      .where(
        inArray(
          conceptAssets.id,
          pending.map((asset) => asset.id),
        ),
      )
      .returning();
    for (const asset of pending) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: concept.id,
        assetCode: asset.code,
        event: 'assetUpdated',
        actorId,
        comment,
        changes: { status: { from: asset.status, to: decision } },
        assetFileVersion: updated.find((row) => row.id === asset.id)?.decisionFileVersion ?? null,
      });
    }
    const order = new Map(pending.map((asset, index) => [asset.id, index]));
    updated.sort((first, second) => order.get(first.id)! - order.get(second.id)!);
    return toAssetViews(tx, viewDeps(deps), updated);
  });
}

/** The optional reason of a decision: trimmed, empty is none, at most 5,000 characters like any comment. */
function parseDecisionComment(comment: string | null | undefined) {
  const text = comment?.trim() ?? '';
  if (text.length > 5000) throw badInput('Comment is too long (5,000 characters at most).', [{ field: 'comment', message: 'Too long.' }]);
  return text || null;
}

/** The concept-level entry says what the comment was about. */
function decisionComment(decision: AssetDecision, comment: string) {
  return `${decision === 'approved' ? 'Approved' : 'Rejected'}: ${comment}`;
}

async function requireInApplication(tx: Executor, conceptId: string, applicationId: string) {
  const [inApplication] = await tx
    .select({ conceptId: conceptApplications.conceptId })
    .from(conceptApplications)
    .where(and(eq(conceptApplications.conceptId, conceptId), eq(conceptApplications.applicationId, applicationId)));
  if (!inApplication)
    throw badInput('The concept is not in this application.', [{ field: 'applicationCode', message: 'Other application.' }]);
}

/**
 * One production asset's decision from the gallery (approve or reject with an optional comment in
 * the asset's history). Same access as accept-all / reject-all, with the same §8 messages.
 */
export async function decideConceptAsset(
  deps: AssetDeps,
  args: { clientCode: string; applicationCode: string; conceptAssetCode: string; comment?: string | null },
  decision: AssetDecision,
) {
  const scope = await deps.access.require(ASSET_DECIDER, args, decision === 'approved' ? APPROVE_ALL_FORBIDDEN : REJECT_ALL_FORBIDDEN);
  const actorId = (await deps.access.requireViewer()).userId;
  const comment = parseDecisionComment(args.comment);
  return deps.db.transaction(async (tx) => {
    const asset = await findAssetRow(tx, scope, args.conceptAssetCode, { forUpdate: true });
    await requireInApplication(tx, asset.conceptId, scope.application.id);
    if (asset.assetType !== 'production')
      throw badInput('Only production assets are approved or rejected.', [
        { field: 'conceptAssetCode', message: 'Not a production asset.' },
      ]);
    if (!(DECIDABLE_STATUSES as readonly string[]).includes(asset.status))
      throw badInput('This asset is past review (active, end of life or inactive).', [
        { field: 'conceptAssetCode', message: 'Past review.' },
      ]);
    let row = asset;
    // The decision names the file it was made on; deciding the same again on another file records that file.
    const fileVersion = asset.storageKey ? await currentFileVersion(tx, asset.id) : null;
    const isRecorded = asset.decisionStatus === decision && asset.decisionFileVersion === fileVersion;
    if (asset.status !== decision || !isRecorded) {
      [row = asset] = await tx
        .update(conceptAssets)
        .set({
          status: decision,
          ...decisionValues(decision, fileVersion, actorId),
          version: sql`${conceptAssets.version} + 1`,
          updateBy: actorId,
          updatedAt: new Date(),
        })
        .where(eq(conceptAssets.id, asset.id))
        .returning();
    }
    if (asset.status !== decision || comment) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: asset.conceptId,
        assetCode: asset.code,
        event: asset.status !== decision ? 'assetUpdated' : 'comment',
        actorId,
        comment,
        changes: asset.status !== decision ? { status: { from: asset.status, to: decision } } : undefined,
        assetFileVersion: fileVersion,
      });
    }
    return findAssetView(deps, tx, row);
  });
}

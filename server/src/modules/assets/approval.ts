import { isListedAsset } from './listed.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { conceptApplications, conceptAssets } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { APPROVE_ALL_FORBIDDEN, findConceptRow, REJECT_ALL_FORBIDDEN } from '../concepts/index.js';
import { recordHistory } from '../history/index.js';
import type { AccessRule } from '../tenancy/index.js';
import { viewDeps, type AssetDeps } from './service.js';
import { toAssetViews } from './views.js';

export type AssetDecision = 'approved' | 'rejected';

/** Deciding a concept's assets: seeing them, and the approver's permission. */
const ASSET_DECIDER: AccessRule = { allOf: ['asset:view', 'concept:approve'] };

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
  args: { clientCode: string; applicationCode: string; conceptCode: string },
  decision: AssetDecision,
) {
  // Every missing permission answers with the catalogue's message (spec 2 §8), not the generic one.
  const scope = await deps.access.require(ASSET_DECIDER, args, decision === 'approved' ? APPROVE_ALL_FORBIDDEN : REJECT_ALL_FORBIDDEN);
  const { application } = scope;
  const actorId = (await deps.access.requireViewer()).userId;
  return deps.db.transaction(async (tx) => {
    // Locking the concept serialises two decisions on the same concept (approve and reject racing).
    const concept = await findConceptRow(tx, scope, args.conceptCode, { forUpdate: true });
    const [inApplication] = await tx
      .select({ conceptId: conceptApplications.conceptId })
      .from(conceptApplications)
      .where(and(eq(conceptApplications.conceptId, concept.id), eq(conceptApplications.applicationId, application.id)));
    if (!inApplication)
      throw badInput('The concept is not in this application.', [{ field: 'applicationCode', message: 'Other application.' }]);
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
      .for('update');
    if (pending.length === 0) return [];
    const updated = await tx
      .update(conceptAssets)
      .set({ status: decision, version: sql`${conceptAssets.version} + 1`, updateBy: actorId, updatedAt: new Date() })
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
        changes: { status: { from: asset.status, to: decision } },
      });
    }
    const order = new Map(pending.map((asset, index) => [asset.id, index]));
    updated.sort((first, second) => order.get(first.id)! - order.get(second.id)!);
    return toAssetViews(tx, viewDeps(deps), updated);
  });
}

import { recordAssetCreated } from './upload-finish.js';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { conceptAssets, conceptAssetTags, concepts } from '../../db/schema/index.js';
import { generateCode } from '../../lib/codes.js';
import { settleLookup } from '../../lib/lookup.js';
import { findConceptRow } from '../concepts/index.js';
import { recordHistory } from '../history/index.js';
import { resolvePerson, resolveTags, type ClientScope } from '../tenancy/index.js';
import { checkAssetInput, planAssetCreate, planAssetUpdate, type AssetInput, type AssetReferences } from './asset-plan.js';
import { DECISION_STATUSES, decisionValues, NO_DECISION } from './review-state.js';
import { findAssetRow, findAssetView, findConceptNodeRow, type AssetDeps } from './service.js';
import { currentFileVersion } from './versions.js';

export type { AssetInput };

/** The lookups of an asset save, run before its plan (see lib/lookup.ts). */
async function lookUpReferences(
  tx: Transaction,
  scope: ClientScope,
  conceptId: string,
  input: AssetInput,
  current?: { creativeLeadId: string | null; assignedUserId: string | null },
): Promise<AssetReferences> {
  const references: AssetReferences = {};
  if (input.creativeLead !== undefined)
    references.creativeLead = await settleLookup(
      resolvePerson(tx, scope, 'creativeLead', input.creativeLead?.emailAddress, { currentId: current?.creativeLeadId }),
    );
  if (input.assignedUser !== undefined)
    references.assignedUser = await settleLookup(
      resolvePerson(tx, scope, 'assignedUser', input.assignedUser?.emailAddress, { currentId: current?.assignedUserId }),
    );
  if (input.creativeNode?.code)
    references.node = await settleLookup(findConceptNodeRow(tx, conceptId, input.creativeNode.code).then((node) => node.id));
  if (input.tags)
    references.tagIds = await settleLookup(
      resolveTags(
        tx,
        scope,
        input.tags.map((tag) => tag.code),
      ),
    );
  return references;
}

async function replaceTags(tx: Transaction, assetId: string, tagIds: string[]) {
  await tx.delete(conceptAssetTags).where(eq(conceptAssetTags.assetId, assetId));
  if (tagIds.length) await tx.insert(conceptAssetTags).values(tagIds.map((tagId) => ({ assetId, tagId })));
}

/** Creates an asset without a file (the asset editor; the upload follows with its code). */
export async function createAsset(deps: AssetDeps, clientCode: string, conceptCode: string, input: AssetInput) {
  const scope = await deps.access.require('asset:create', { clientCode, conceptCode });
  checkAssetInput(input, scope.permissions, { isNew: true });
  const actorId = (await deps.access.requireViewer()).userId;
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, conceptCode);
    const references = await lookUpReferences(tx, scope, concept.id, input);
    const plan = planAssetCreate({ input, concept, code: generateCode('ast'), permissions: scope.permissions, references });
    const [row] = await tx
      .insert(conceptAssets)
      .values({ ...plan.values, clientId: scope.clientId, conceptId: concept.id, createBy: actorId, updateBy: actorId })
      .returning();
    if (plan.tagIds.length) await tx.insert(conceptAssetTags).values(plan.tagIds.map((tagId) => ({ assetId: row!.id, tagId })));
    await recordHistory(tx, { clientId: scope.clientId, conceptId: concept.id, assetCode: row!.code, actorId, ...plan.history });
    return findAssetView(deps, tx, row!);
  });
}

export async function updateAsset(deps: AssetDeps, clientCode: string, assetCode: string, input: AssetInput) {
  const scope = await deps.access.require('asset:update', { clientCode });
  checkAssetInput(input, scope.permissions, { isNew: false });
  const actorId = (await deps.access.requireViewer()).userId;
  return deps.db.transaction(async (tx) => {
    const current = await findAssetRow(tx, scope, assetCode, { forUpdate: true });
    const [concept] = await tx.select().from(concepts).where(eq(concepts.id, current.conceptId));
    const references = await lookUpReferences(tx, scope, current.conceptId, input, current);
    const plan = planAssetUpdate({ input, current, concept: concept!, permissions: scope.permissions, references });
    if (plan.tagIds) await replaceTags(tx, current.id, plan.tagIds);
    // A status chosen by hand: an approval user's decision records the file it was made on; any
    // other status leaves no decision standing (issue 27).
    const isStatusChanged = plan.values.status !== undefined && plan.values.status !== current.status;
    const isDecision = isStatusChanged && DECISION_STATUSES.includes(plan.values.status!);
    const fileVersion = isDecision && current.storageKey ? await currentFileVersion(tx, current.id) : null;
    const decision = isStatusChanged ? (isDecision ? decisionValues(plan.values.status!, fileVersion, actorId) : NO_DECISION) : {};
    const [row] = await tx
      .update(conceptAssets)
      .set({
        ...plan.values,
        ...decision,
        awaitingChoiceSince: null,
        version: sql`${conceptAssets.version} + 1`,
        updateBy: actorId,
        updatedAt: new Date(),
      })
      .where(eq(conceptAssets.id, current.id))
      .returning();
    // "Keep both" on a duplicate (a rename): the new asset joins the lists now, and its creation is recorded.
    if (current.awaitingChoiceSince) await recordAssetCreated(tx, row!, current.createBy ?? actorId);
    if (plan.history) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: current.conceptId,
        assetCode,
        actorId,
        ...plan.history,
        assetFileVersion: isDecision ? fileVersion : null,
      });
    }
    return findAssetView(deps, tx, row!);
  });
}

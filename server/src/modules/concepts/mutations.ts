import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { conceptApplications, concepts, conceptTags } from '../../db/schema/index.js';
import { generateCode } from '../../lib/codes.js';
import { conflict } from '../../lib/errors.js';
import { recordHistory } from '../history/index.js';
import { findReviewedFiles, requireStagesPassedFor, startReviewRound, stopReviewRound } from '../reviews/index.js';
import { notifyConceptStatusChange } from '../notifications/index.js';
import type { ClientScope, Viewer } from '../tenancy/index.js';
import type { ConceptInput } from './concept-input.js';
import { allocateInternalId } from './identifiers.js';
import { applyModelChange } from './model.js';
import { planConceptCreate, type ConceptCreatePlan } from './plan-create.js';
import { isApprovalOnly, planConceptUpdate, planModelChange, type ConceptUpdatePlan } from './plan-update.js';
import { findParentCode, lookUpCreateReferences, lookUpUpdateReferences } from './references.js';
import { isFileDecision } from './reviewed-files.js';
import { APPROVE_REJECT_FORBIDDEN, CONCEPT_DELETE, CONCEPT_EDIT, CONCEPT_SAVE, STALE_CONCEPT } from './rules.js';
import { findConceptRow, findConceptView, type ConceptDeps } from './service.js';
import type { ConceptRow } from './views.js';

export type { ConceptInput };

/** Creates a concept: look up the input's codes, plan by the rules (plan-create.ts), then write. */
export async function createConcept(deps: ConceptDeps, clientCode: string, input: ConceptInput) {
  const scope = await deps.access.require('concept:create', { clientCode });
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const references = await lookUpCreateReferences(tx, scope, input);
    const plan = planConceptCreate({ input, code: generateCode('crc'), permissions: scope.permissions, references });
    const row = await insertConcept(tx, scope, viewer, plan, references.parent);
    return findConceptView(tx, scope, row);
  });
}

async function insertConcept(tx: Transaction, scope: ClientScope, viewer: Viewer, plan: ConceptCreatePlan, parent: ConceptRow | null) {
  const internalId = await allocateInternalId(tx, scope.clientId);
  const [row] = await tx
    .insert(concepts)
    .values({ ...plan.values, clientId: scope.clientId, internalId, createBy: viewer.userId, updateBy: viewer.userId })
    .returning();
  await replaceApplications(tx, row!, plan.applicationIds);
  await replaceTags(tx, row!.id, plan.tagIds);
  for (const entry of plan.history) {
    const conceptId = entry.about === 'parent' ? parent!.id : row!.id;
    await recordHistory(tx, { clientId: scope.clientId, conceptId, event: entry.event, actorId: viewer.userId, changes: entry.changes });
  }
  return row!;
}

/**
 * Saves a concept: the version and model rules first (a model change goes through model.ts), then
 * the input's lookups, the plan of what changes (plan-update.ts), and the writes. An approver
 * without concept:update passes the gate with an approval on its own only (CONCEPT_SAVE).
 */
export async function updateConcept(deps: ConceptDeps, clientCode: string, conceptCode: string, input: ConceptInput) {
  const scope = await deps.access.require(
    isApprovalOnly(input) ? CONCEPT_SAVE : CONCEPT_EDIT,
    { clientCode, conceptCode },
    isApprovalOnly(input) ? APPROVE_REJECT_FORBIDDEN : undefined,
  );
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    let row = await findConceptRow(tx, scope, conceptCode, { forUpdate: true });
    const currentParentCode = input.parentCreativeConcept !== undefined ? await findParentCode(tx, scope, row) : null;
    const modelChange = planModelChange(row, input, currentParentCode);
    if (modelChange) row = await applyModelChange(tx, scope, viewer, row, modelChange);

    const references = await lookUpUpdateReferences(tx, scope, row, input);
    const plan = planConceptUpdate({ row, input, permissions: scope.permissions, references });
    if (plan.tagIds) await replaceTags(tx, row.id, plan.tagIds);
    if (plan.applicationIds) await replaceApplications(tx, row, plan.applicationIds);
    if (plan.isUnchanged) return findConceptView(tx, scope, row);
    const updated = await writeConceptUpdate(tx, scope, viewer, row, plan);
    return findConceptView(tx, scope, updated);
  });
}

/** Writes the planned columns if nobody saved in between (version check) and the planned history. */
async function writeConceptUpdate(tx: Transaction, scope: ClientScope, viewer: Viewer, row: ConceptRow, plan: ConceptUpdatePlan) {
  // A concept reviewed in stages is approved by its last stage, not by hand (issue 27 item 2).
  if (plan.set.status !== row.status) await requireStagesPassedFor(tx, row.id, plan.set.status);
  const [updated] = await tx
    .update(concepts)
    .set({ ...plan.set, version: sql`${concepts.version} + 1`, updateBy: viewer.userId, updatedAt: new Date() })
    .where(and(eq(concepts.id, row.id), eq(concepts.version, row.version)))
    .returning();
  if (!updated) throw conflict(STALE_CONCEPT);
  for (const entry of plan.history) {
    // A decision on the concept names the files (and their versions) it was made on.
    const decided = entry.event === 'statusUpdated' && isFileDecision(updated.status);
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: row.id,
      event: entry.event,
      actorId: viewer.userId,
      changes: decided ? { ...entry.changes, reviewedFiles: await findReviewedFiles(tx, row.id) } : entry.changes,
    });
  }
  // Sent for approval: a concept with stages opens its first stage (its reviewers are asked), else every approver is.
  const isStaged =
    updated.status !== row.status && updated.status === 'pendingApproval' && (await startReviewRound(tx, updated, viewer.userId));
  if (row.status === 'pendingApproval' && updated.status !== row.status) await stopReviewRound(tx, row.id);
  if (!isStaged)
    await notifyConceptStatusChange(tx, { clientId: scope.clientId, concept: updated, previousStatus: row.status, actorId: viewer.userId });
  return updated;
}

async function replaceTags(tx: Transaction, conceptId: string, tagIds: string[]) {
  await tx.delete(conceptTags).where(eq(conceptTags.conceptId, conceptId));
  if (tagIds.length) await tx.insert(conceptTags).values(tagIds.map((tagId) => ({ conceptId, tagId })));
}

async function replaceApplications(tx: Transaction, concept: { id: string; createdAt: Date }, applicationIds: string[]) {
  await tx.delete(conceptApplications).where(eq(conceptApplications.conceptId, concept.id));
  await tx.insert(conceptApplications).values(
    applicationIds.map((applicationId, position) => ({
      conceptId: concept.id,
      applicationId,
      position,
      conceptCreatedAt: concept.createdAt,
    })),
  );
}

export async function deleteConcept(deps: ConceptDeps, clientCode: string, conceptCode: string, comment: string | null | undefined) {
  const scope = await deps.access.require(CONCEPT_DELETE, { clientCode, conceptCode });
  const viewer = await deps.access.requireViewer();
  await deps.db.transaction(async (tx) => {
    const row = await findConceptRow(tx, scope, conceptCode, { forUpdate: true });
    if (row.modelType === 'parent') await applyModelChange(tx, scope, viewer, row, { modelType: 'standard', parentConceptCode: null });
    if (row.modelType === 'child') await applyModelChange(tx, scope, viewer, row, { modelType: 'standard', parentConceptCode: null });
    await tx
      .update(concepts)
      // A deleted concept leaves its folder and applications: folder counts and lists need no deleted check.
      .set({
        deletedAt: new Date(),
        creativeNodeId: null,
        updateBy: viewer.userId,
        updatedAt: new Date(),
        version: sql`${concepts.version} + 1`,
      })
      .where(eq(concepts.id, row.id));
    await tx.delete(conceptApplications).where(eq(conceptApplications.conceptId, row.id));
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: row.id,
      event: 'conceptDeleted',
      actorId: viewer.userId,
      comment: comment?.trim() || null,
      changes: { creativeNode: { from: row.creativeNodeId, to: null } },
    });
  });
  return true;
}

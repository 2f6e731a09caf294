import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/client.js';
import { concepts } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { recordHistory, toHistoryViews } from '../history/index.js';
import { findReviewedFiles, requireStagesPassedFor, stopReviewRound } from '../reviews/index.js';
import { conceptLink, findDisplayName, notifyConceptStatusChange, notifyMentions, prepareMentions } from '../notifications/index.js';
import type { ClientScope, Viewer } from '../tenancy/index.js';
import { APPROVE_ALL_FORBIDDEN, CONCEPT_APPROVE, MODEL_TYPES, REJECT_ALL_FORBIDDEN } from './rules.js';
import { findChildRows, findConceptRow, findConceptView, type ConceptDeps } from './service.js';
import { toConceptViews, type ConceptRow } from './views.js';

async function setModel(tx: Transaction, row: ConceptRow, viewer: Viewer, modelType: string, parentId: string | null) {
  const [updated] = await tx
    .update(concepts)
    .set({ modelType, parentConceptId: parentId, version: sql`${concepts.version} + 1`, updateBy: viewer.userId, updatedAt: new Date() })
    .where(eq(concepts.id, row.id))
    .returning();
  return updated!;
}

/**
 * The model-type rules of spec 1 §4 in one place: standard → parent; parent → standard (every
 * child becomes standard and is unlinked, irreversibly); link as child of a parent; unlink.
 * History is written for the concept and, for links, for the parent too.
 */
export async function applyModelChange(
  tx: Transaction,
  scope: ClientScope,
  viewer: Viewer,
  row: ConceptRow,
  target: { modelType: string | null; parentConceptCode: string | null },
): Promise<ConceptRow> {
  const history = (
    conceptId: string,
    event: 'childConceptLinked' | 'childConceptUnlinked' | 'conceptUpdated',
    changes: Record<string, unknown>,
  ) => recordHistory(tx, { clientId: scope.clientId, conceptId, event, actorId: viewer.userId, changes });

  if (target.parentConceptCode) {
    if (target.modelType && target.modelType !== 'child')
      throw badInput('Only a variant (child) has a parent concept.', [{ field: 'modelType', message: 'Must be child.' }]);
    const parent = await findConceptRow(tx, scope, target.parentConceptCode, { forUpdate: true });
    if (parent.id === row.id)
      throw badInput('A concept cannot be its own parent.', [{ field: 'parentConceptCode', message: 'Same concept.' }]);
    if (parent.modelType !== 'parent')
      throw badInput('The chosen concept is not a parent concept.', [{ field: 'parentConceptCode', message: 'Not a parent.' }]);
    if (row.modelType === 'parent')
      throw badInput('A parent concept cannot become a variant; make it standard first.', [{ field: 'modelType', message: 'Parent.' }]);
    if (row.parentConceptId === parent.id) return row;
    if (row.parentConceptId) await unlink(row);
    const updated = await setModel(tx, row, viewer, 'child', parent.id);
    await history(row.id, 'childConceptLinked', { parentConceptCode: parent.code, modelType: { from: row.modelType, to: 'child' } });
    await history(parent.id, 'childConceptLinked', { conceptCode: row.code });
    return updated;
  }

  const modelType = target.modelType ?? 'standard';
  if (!MODEL_TYPES.includes(modelType as (typeof MODEL_TYPES)[number]))
    throw badInput(`modelType must be one of ${MODEL_TYPES.join(', ')}.`);
  if (modelType === 'child')
    throw badInput('Name the parent concept to link a variant to.', [{ field: 'parentConceptCode', message: 'Required.' }]);
  if (modelType === row.modelType) return row;

  async function unlink(child: ConceptRow) {
    const [parent] = await tx
      .select({ id: concepts.id, code: concepts.code })
      .from(concepts)
      .where(eq(concepts.id, child.parentConceptId!));
    await history(child.id, 'childConceptUnlinked', {
      parentConceptCode: parent?.code ?? null,
      modelType: { from: child.modelType, to: 'standard' },
    });
    if (parent) await history(parent.id, 'childConceptUnlinked', { conceptCode: child.code });
  }

  if (row.modelType === 'child') {
    if (modelType === 'parent')
      throw badInput('Unlink the variant before making it a parent.', [{ field: 'modelType', message: 'Variant.' }]);
    await unlink(row);
    return setModel(tx, row, viewer, 'standard', null);
  }
  if (row.modelType === 'parent') {
    // Irreversible: every variant becomes a standard concept of its own.
    const children = await findChildRows(tx, scope, row.id, { forUpdate: true });
    if (children.length) {
      await tx
        .update(concepts)
        .set({
          modelType: 'standard',
          parentConceptId: null,
          version: sql`${concepts.version} + 1`,
          updateBy: viewer.userId,
          updatedAt: new Date(),
        })
        .where(
          inArray(
            concepts.id,
            children.map((child) => child.id),
          ),
        );
      for (const child of children) await unlink(child);
    }
  }
  const updated = await setModel(tx, row, viewer, modelType, null);
  await history(row.id, 'conceptUpdated', { modelType: { from: row.modelType, to: modelType } });
  return updated;
}

export async function changeConceptModel(
  deps: ConceptDeps,
  clientCode: string,
  conceptCode: string,
  modelType: string | null | undefined,
  parentConceptCode: string | null | undefined,
) {
  const scope = await deps.access.require('concept:update', { clientCode, conceptCode });
  const viewer = await deps.access.requireViewer();
  if (!modelType && !parentConceptCode) throw badInput('Give a modelType or a parentConceptCode.');
  return deps.db.transaction(async (tx) => {
    const row = await findConceptRow(tx, scope, conceptCode, { forUpdate: true });
    const updated = await applyModelChange(tx, scope, viewer, row, {
      modelType: modelType ?? null,
      parentConceptCode: parentConceptCode ?? null,
    });
    return findConceptView(tx, scope, updated);
  });
}

/** Approves or rejects every variant of a parent that is pending approval (approval users only). */
export async function decideAllChildren(
  deps: ConceptDeps,
  args: { clientCode: string; applicationCode: string; parentConceptCode: string },
  decision: 'approved' | 'rejected',
) {
  // Every missing permission answers with the catalogue's message, as the assets' accept/reject all does.
  const scope = await deps.access.require(
    CONCEPT_APPROVE,
    { clientCode: args.clientCode, applicationCode: args.applicationCode, conceptCode: args.parentConceptCode },
    decision === 'approved' ? APPROVE_ALL_FORBIDDEN : REJECT_ALL_FORBIDDEN,
  );
  const { application } = scope;
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const parent = await findConceptRow(tx, scope, args.parentConceptCode, { forUpdate: true });
    const [inApplication] = rowsOf<{ found: number }>(
      await tx.execute(
        sql`select 1 as found from concept_applications where concept_id = ${parent.id} and application_id = ${application.id}`,
      ),
    );
    if (!inApplication)
      throw badInput('The parent concept is not in this application.', [{ field: 'applicationCode', message: 'Other application.' }]);
    if (parent.modelType !== 'parent')
      throw badInput('Only a parent concept has variants to approve.', [{ field: 'parentConceptCode', message: 'Not a parent.' }]);
    const pending = (await findChildRows(tx, scope, parent.id, { forUpdate: true })).filter((child) => child.status === 'pendingApproval');
    if (pending.length === 0) return [];
    // A variant reviewed in stages is approved by its last stage, not from the parent's list (issue 27 item 2).
    for (const child of pending) await requireStagesPassedFor(tx, child.id, decision);
    const updated = await tx
      .update(concepts)
      .set({ status: decision, version: sql`${concepts.version} + 1`, updateBy: viewer.userId, updatedAt: new Date() })
      .where(
        and(
          eq(concepts.clientId, scope.clientId),
          inArray(
            concepts.id,
            pending.map((child) => child.id),
          ),
        ),
      )
      .returning();
    for (const child of pending) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: child.id,
        event: 'statusUpdated',
        actorId: viewer.userId,
        changes: { status: { from: child.status, to: decision }, reviewedFiles: await findReviewedFiles(tx, child.id) },
      });
      await stopReviewRound(tx, child.id);
      const decided = updated.find((row) => row.id === child.id)!;
      await notifyConceptStatusChange(tx, {
        clientId: scope.clientId,
        concept: decided,
        previousStatus: child.status,
        actorId: viewer.userId,
      });
    }
    return toConceptViews(tx, scope, updated);
  });
}

export async function addConceptComment(deps: ConceptDeps, clientCode: string, conceptCode: string, comment: string) {
  const scope = await deps.access.require('history:comment', { clientCode, conceptCode });
  const viewer = await deps.access.requireViewer();
  const text = comment.trim();
  if (!text) throw badInput('Comment is required.', [{ field: 'comment', message: 'Required.' }]);
  if (text.length > 5000) throw badInput('Comment is too long (5,000 characters at most).', [{ field: 'comment', message: 'Too long.' }]);
  const row = await findConceptRow(deps.db, scope, conceptCode);
  return deps.db.transaction(async (tx) => {
    // Mentions (@[Name](address)) are checked like people fields and tell the people mentioned.
    const mentions = await prepareMentions(tx, scope, text);
    const entry = await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: row.id,
      event: 'comment',
      actorId: viewer.userId,
      comment: mentions.text,
    });
    await notifyMentions(tx, {
      clientId: scope.clientId,
      actorId: viewer.userId,
      actorName: await findDisplayName(tx, viewer.userId),
      userIds: mentions.userIds,
      placeName: `"${row.name}"`,
      comment: mentions.text,
      link: conceptLink(scope.clientCode, row.code),
    });
    const [view] = await toHistoryViews(tx, [entry]);
    return view!;
  });
}

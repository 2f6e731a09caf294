import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conceptAssets, conceptAssetVersions, conceptReviewStages, concepts } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { recordHistory } from '../history/index.js';
import { conceptLink, findClientCode, findDisplayName, notifyConceptStatusChange, notifyUsers } from '../notifications/index.js';
import { FINAL_APPROVAL_STATUSES } from './rules.js';
import { findEligibleReviewers, findReviewedFiles, findStages, type StageRow } from './store.js';

/**
 * A concept's review round (issue 27 item 2). The concept's stages all carry the current round; a
 * round starts when the concept goes (back) to pendingApproval: stage 1 opens, the others wait. A
 * stage that passes opens the next; the last one's passing approves the concept; a rejection ends
 * the round with the concept rejected, and the next submission starts a new round at stage 1.
 */

type ConceptRef = { id: string; clientId: string; code: string; name: string };

/**
 * Starts a new round when the concept has stages: every stage waits again (reminders reset), the
 * first opens and its reviewers are asked to decide. Returns false for a concept without stages
 * (the single-step approval: the caller asks the approvers as before).
 */
export async function startReviewRound(executor: Executor, concept: ConceptRef, actorId: string | null): Promise<boolean> {
  const stages = await findStages(executor, concept.id, { forUpdate: true });
  if (stages.length === 0) return false;
  const round = Math.max(...stages.map((stage) => stage.round)) + 1;
  await executor
    .update(conceptReviewStages)
    .set({ round, status: 'waiting', openedAt: null, closedAt: null, reminderSentAt: null, overdueSentAt: null })
    .where(eq(conceptReviewStages.conceptId, concept.id));
  await openStage(executor, concept, { ...stages[0]!, round }, actorId);
  return true;
}

/** The concept left pendingApproval outside the stages (a save by hand): its open stage stops waiting for decisions. */
export async function stopReviewRound(executor: Executor, conceptId: string) {
  await executor
    .update(conceptReviewStages)
    .set({ status: 'waiting', openedAt: null })
    .where(and(eq(conceptReviewStages.conceptId, conceptId), eq(conceptReviewStages.status, 'open')));
}

/**
 * A save that approves a staged concept by hand (approved or ready to publish) before its last
 * stage passed is refused: with stages the concept is approved by its reviewers' decisions.
 */
export async function requireStagesPassedFor(executor: Executor, conceptId: string, status: string | undefined) {
  if (!status || !FINAL_APPROVAL_STATUSES.includes(status)) return;
  const stages = await findStages(executor, conceptId);
  if (stages.length === 0 || stages.every((stage) => stage.status === 'passed')) return;
  throw badInput('This concept is reviewed in stages: it is approved when its last stage passes.', [
    { field: 'status', message: 'Decided by the review stages.' },
  ]);
}

export async function openStage(executor: Executor, concept: ConceptRef, stage: StageRow, actorId: string | null) {
  await executor
    .update(conceptReviewStages)
    .set({ status: 'open', openedAt: new Date(), closedAt: null })
    .where(eq(conceptReviewStages.id, stage.id));
  const eligible = (await findEligibleReviewers(executor, [stage.id])).get(stage.id) ?? [];
  const clientCode = await findClientCode(executor, concept.clientId);
  const actorName = await findDisplayName(executor, actorId);
  const due = stage.deadline ? ` by ${stage.deadline.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  await notifyUsers(
    executor,
    eligible.map((person) => person.id),
    {
      clientId: concept.clientId,
      kind: 'approvalRequested',
      title: `${actorName} asks you to approve "${concept.name}" (stage ${stage.position}, ${stage.name})`,
      body: `Stage ${stage.position} "${stage.name}" is open for your decision${due}.`,
      link: `${conceptLink(clientCode, concept.code, 'details')}&open=approvalModal`,
      actorId,
      dedupeKey: `review-open:${stage.id}:${stage.round}`,
    },
  );
}

/**
 * The stages' final word on the concept: its production files still under review take the decision
 * with the version each holds (as the gallery's accept-all / reject-all record it), the concept's
 * status follows with a history entry naming the files, and its lead is told.
 */
export async function decideStagedConcept(
  executor: Executor,
  concept: typeof concepts.$inferSelect,
  decision: 'approved' | 'rejected',
  actorId: string,
) {
  const decidedAt = new Date();
  const pending = await executor
    .select({ id: conceptAssets.id, code: conceptAssets.code, status: conceptAssets.status })
    .from(conceptAssets)
    .where(
      and(
        eq(conceptAssets.conceptId, concept.id),
        eq(conceptAssets.assetType, 'production'),
        isNull(conceptAssets.deletedAt),
        isNull(conceptAssets.awaitingChoiceSince),
        sql`${conceptAssets.processingStatus} <> 'uploading'`,
        inArray(conceptAssets.status, ['queued', 'inProduction', 'pendingApproval', 'rejected', 'approved']),
        ne(conceptAssets.status, decision),
      ),
    )
    .orderBy(conceptAssets.createdAt, conceptAssets.id)
    .for('update');
  if (pending.length > 0) {
    const updated = await executor
      .update(conceptAssets)
      .set({
        status: decision,
        decisionStatus: decision,
        decisionFileVersion: sql`case when ${conceptAssets.storageKey} is null then null else (
          select coalesce(max(${conceptAssetVersions.versionNumber}), 0)::int + 1 from ${conceptAssetVersions}
          where ${conceptAssetVersions.assetId} = ${conceptAssets.id}) end`,
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
      .returning({ id: conceptAssets.id, decisionFileVersion: conceptAssets.decisionFileVersion });
    for (const asset of pending)
      await recordHistory(executor, {
        clientId: concept.clientId,
        conceptId: concept.id,
        assetCode: asset.code,
        event: 'assetUpdated',
        actorId,
        changes: { status: { from: asset.status, to: decision } },
        assetFileVersion: updated.find((row) => row.id === asset.id)?.decisionFileVersion ?? null,
      });
  }
  const [row] = await executor
    .update(concepts)
    .set({ status: decision, version: sql`${concepts.version} + 1`, updateBy: actorId, updatedAt: decidedAt })
    .where(eq(concepts.id, concept.id))
    .returning();
  await recordHistory(executor, {
    clientId: concept.clientId,
    conceptId: concept.id,
    event: 'statusUpdated',
    actorId,
    changes: { status: { from: concept.status, to: decision }, reviewedFiles: await findReviewedFiles(executor, concept.id) },
  });
  await notifyConceptStatusChange(executor, { clientId: concept.clientId, concept: row!, previousStatus: concept.status, actorId });
  return row!;
}

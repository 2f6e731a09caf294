import type { Executor } from '../../db/client.js';
import type { concepts } from '../../db/schema/index.js';
import type { Access, ClientScope } from '../tenancy/index.js';
import { approvalsNeeded, IN_REVIEW, REVIEW_CONFIGURE, REVIEW_DECIDE } from './rules.js';
import { findEligibleReviewers, findNamedReviewers, findRoundDecisions, findStages, type PersonRow, type StageRow } from './store.js';

const toPerson = (person: PersonRow) => ({ emailAddress: person.emailAddress, firstName: person.firstName, lastName: person.lastName });

/** Stages as the API shows them, with reviewers and the current round's decisions (three queries for any number). */
export async function toStageViews(executor: Executor, stages: readonly StageRow[]) {
  const ids = stages.map((stage) => stage.id);
  const [eligible, named, decisions] = await Promise.all([
    findEligibleReviewers(executor, ids),
    findNamedReviewers(executor, ids),
    findRoundDecisions(executor, stages),
  ]);
  const now = Date.now();
  return stages.map((stage) => {
    const people = eligible.get(stage.id) ?? [];
    const stageDecisions = decisions.get(stage.id) ?? [];
    return {
      id: stage.id,
      round: stage.round,
      eligibleIds: people.map((person) => person.id),
      decidedIds: stageDecisions.map((decision) => decision.userId),
      position: stage.position,
      name: stage.name,
      rule: stage.rule.toUpperCase() as 'ANY' | 'ALL' | 'COUNT',
      requiredCount: stage.requiredCount,
      deadline: stage.deadline,
      status: stage.status.toUpperCase() as 'WAITING' | 'OPEN' | 'PASSED' | 'REJECTED',
      isOverdue: stage.status === 'open' && stage.deadline !== null && stage.deadline.getTime() <= now,
      openedAt: stage.openedAt,
      closedAt: stage.closedAt,
      reviewers: (named.get(stage.id) ?? []).map((reviewer) => ({
        person: reviewer.person ? toPerson(reviewer.person) : null,
        role: reviewer.role,
      })),
      eligibleReviewers: people.map(toPerson),
      approvalsNeeded: approvalsNeeded(stage, people.length),
      approvalCount: stageDecisions.filter((decision) => decision.decision === 'approved').length,
      decisions: stageDecisions.map((decision) => ({
        person: toPerson(decision.person),
        decision: decision.decision.toUpperCase() as 'APPROVED' | 'REJECTED',
        comment: decision.comment,
        decidedAt: decision.decidedAt,
        reviewedFiles: decision.reviewedFiles.map((file) => ({ assetCode: file.code, name: file.name, fileVersion: file.fileVersion })),
      })),
    };
  });
}

/** A concept's review for the API, with what the viewer may do. */
export async function toReviewView(
  deps: { access: Access },
  executor: Executor,
  scope: ClientScope,
  concept: typeof concepts.$inferSelect,
) {
  const stages = await toStageViews(executor, await findStages(executor, concept.id));
  const target = { clientCode: scope.clientCode, conceptCode: concept.code };
  const [canConfigure, canApprove] = await Promise.all([deps.access.can(REVIEW_CONFIGURE, target), deps.access.can(REVIEW_DECIDE, target)]);
  const viewerId = canApprove ? (await deps.access.requireViewer()).userId : null;
  const open = stages.find((stage) => stage.status === 'OPEN');
  return {
    conceptCode: concept.code,
    hasStages: stages.length > 0,
    round: Math.max(0, ...stages.map((stage) => stage.round)),
    stages,
    viewerCanConfigure: canConfigure,
    viewerCanDecide: Boolean(
      viewerId && open && concept.status === IN_REVIEW && open.eligibleIds.includes(viewerId) && !open.decidedIds.includes(viewerId),
    ),
  };
}

import { MESSAGES } from '@atelier/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  clientUserRoles,
  clientUsers,
  conceptReviewDecisions,
  conceptReviewStageReviewers,
  conceptReviewStages,
  concepts,
  rolePermissions,
  roles,
  users,
} from '../../db/schema/index.js';
import { appError, badInput, conflict, forbidden } from '../../lib/errors.js';
import { recordHistory } from '../history/index.js';
import type { Access, ClientScope } from '../tenancy/index.js';
import { decideStagedConcept, openStage, startReviewRound } from './round.js';
import {
  APPROVE_PERMISSION,
  IN_REVIEW,
  isStagePassed,
  MAX_REVIEWERS_PER_STAGE,
  MAX_STAGES,
  REVIEW_CONFIGURE,
  REVIEW_DECIDE,
  REVIEW_VIEW,
  STAGE_RULES,
  type StageRule,
} from './rules.js';
import { findEligibleReviewers, findReviewedFiles, findStages, holdsApprovePermission } from './store.js';
import { toReviewView, toStageViews } from './views.js';

export interface ReviewDeps {
  db: Database;
  access: Access;
}

/** The stage input as the API takes it (rule in upper case). */
export interface ReviewStageInput {
  name: string;
  rule: string;
  requiredCount?: number | null;
  deadline?: Date | string | null;
  reviewers: { emailAddress?: string | null; roleCode?: string | null }[];
}

const conceptNotFound = () => appError('NOT_FOUND', MESSAGES.conceptNotFound, { status: 404 });

async function findConcept(executor: Executor, scope: ClientScope, conceptCode: string, options: { forUpdate?: boolean } = {}) {
  const query = executor
    .select()
    .from(concepts)
    .where(and(eq(concepts.clientId, scope.clientId), eq(concepts.code, conceptCode), isNull(concepts.deletedAt)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw conceptNotFound();
  return row;
}

export async function findConceptReview(deps: ReviewDeps, clientCode: string, conceptCode: string) {
  const scope = await deps.access.require(REVIEW_VIEW, { clientCode, conceptCode });
  const concept = await findConcept(deps.db, scope, conceptCode);
  return toReviewView(deps, deps.db, scope, concept);
}

/**
 * Replaces the concept's stages (issue 27 item 2). Each stage names people (active users of the
 * client holding the approval permission) or roles (holding it), a rule and an optional deadline.
 * The decisions of the replaced stages go with them (each one stays in the concept's history);
 * a concept waiting for approval starts a new round at the first new stage.
 */
export async function setConceptReviewStages(
  deps: ReviewDeps,
  clientCode: string,
  conceptCode: string,
  input: readonly ReviewStageInput[],
) {
  const scope = await deps.access.require(REVIEW_CONFIGURE, { clientCode, conceptCode });
  const viewer = await deps.access.requireViewer();
  if (input.length > MAX_STAGES) throw badInput(`At most ${MAX_STAGES} stages.`, [{ field: 'stages', message: 'Too many.' }]);
  return deps.db.transaction(async (tx) => {
    const concept = await findConcept(tx, scope, conceptCode, { forUpdate: true });
    const planned = [];
    for (const [index, stage] of input.entries()) planned.push(await planStage(tx, scope, stage, index));
    const previous = await findStages(tx, concept.id, { forUpdate: true });
    const round = Math.max(0, ...previous.map((stage) => stage.round));
    await tx.delete(conceptReviewStages).where(eq(conceptReviewStages.conceptId, concept.id));
    for (const [index, stage] of planned.entries()) {
      const [row] = await tx
        .insert(conceptReviewStages)
        .values({
          clientId: scope.clientId,
          conceptId: concept.id,
          position: index + 1,
          name: stage.name,
          rule: stage.rule,
          requiredCount: stage.requiredCount,
          deadline: stage.deadline,
          round,
          createBy: viewer.userId,
        })
        .returning({ id: conceptReviewStages.id });
      await tx.insert(conceptReviewStageReviewers).values(
        stage.reviewers.map((reviewer) => ({
          clientId: scope.clientId,
          stageId: row!.id,
          userId: reviewer.userId,
          roleCode: reviewer.roleCode,
        })),
      );
    }
    if (concept.status === IN_REVIEW) await startReviewRound(tx, concept, viewer.userId);
    return toReviewView(deps, tx, scope, concept);
  });
}

/** One stage's input checked and resolved: the names it gives turned into ids of this client. */
async function planStage(executor: Executor, scope: ClientScope, stage: ReviewStageInput, index: number) {
  const field = (name: string) => `stages.${index}.${name}`;
  const name = stage.name.trim();
  if (name.length < 1 || name.length > 100)
    throw badInput('A stage name has 1 to 100 characters.', [{ field: field('name'), message: 'Required, at most 100 characters.' }]);
  const rule = stage.rule.toLowerCase() as StageRule;
  if (!STAGE_RULES.includes(rule)) throw badInput('Unknown stage rule.', [{ field: field('rule'), message: 'Unknown rule.' }]);
  let deadline: Date | null = null;
  if (stage.deadline != null) {
    deadline = new Date(stage.deadline);
    if (Number.isNaN(deadline.getTime()))
      throw badInput('The deadline is not a date and time.', [{ field: field('deadline'), message: 'Not a date.' }]);
  }
  if (stage.reviewers.length === 0 || stage.reviewers.length > MAX_REVIEWERS_PER_STAGE)
    throw badInput(`Each stage needs 1 to ${MAX_REVIEWERS_PER_STAGE} reviewers.`, [{ field: field('reviewers'), message: 'Required.' }]);
  const reviewers: { userId: string | null; roleCode: string | null }[] = [];
  const eligible = new Set<string>();
  for (const reviewer of stage.reviewers) {
    const email = reviewer.emailAddress?.trim().toLowerCase() || null;
    const roleCode = reviewer.roleCode?.trim() || null;
    if (Boolean(email) === Boolean(roleCode))
      throw badInput('A reviewer is a person or a role.', [{ field: field('reviewers'), message: 'Give an e-mail address or a role.' }]);
    if (email) {
      const [person] = await executor
        .select({ id: users.id })
        .from(users)
        .innerJoin(
          clientUsers,
          and(eq(clientUsers.userId, users.id), eq(clientUsers.clientId, scope.clientId), eq(clientUsers.status, 'active')),
        )
        .where(
          and(sql`lower(${users.emailAddress}) = ${email}`, eq(users.status, 'active'), holdsApprovePermission(scope.clientId, users.id)),
        );
      if (!person)
        throw badInput(`${email} is not an approval user of this client.`, [
          { field: field('reviewers'), message: 'Not an approval user of this client.' },
        ]);
      if (!reviewers.some((known) => known.userId === person.id)) reviewers.push({ userId: person.id, roleCode: null });
      eligible.add(person.id);
    } else {
      const [role] = await executor
        .select({ code: roles.code })
        .from(roles)
        .innerJoin(rolePermissions, and(eq(rolePermissions.roleCode, roles.code), eq(rolePermissions.permission, APPROVE_PERMISSION)))
        .where(eq(roles.code, roleCode!));
      if (!role)
        throw badInput(`${roleCode} is not a role that approves.`, [{ field: field('reviewers'), message: 'Not a role that approves.' }]);
      if (!reviewers.some((known) => known.roleCode === role.code)) reviewers.push({ userId: null, roleCode: role.code });
      const members = await executor
        .select({ userId: clientUserRoles.userId })
        .from(clientUserRoles)
        .innerJoin(
          clientUsers,
          and(
            eq(clientUsers.clientId, clientUserRoles.clientId),
            eq(clientUsers.userId, clientUserRoles.userId),
            eq(clientUsers.status, 'active'),
          ),
        )
        .where(and(eq(clientUserRoles.clientId, scope.clientId), eq(clientUserRoles.roleCode, role.code)));
      for (const member of members) eligible.add(member.userId);
    }
  }
  let requiredCount: number | null = null;
  if (rule === 'count') {
    requiredCount = stage.requiredCount ?? NaN;
    if (!Number.isInteger(requiredCount) || requiredCount < 1 || requiredCount > eligible.size)
      throw badInput(`The number of approvals is 1 to ${eligible.size} (the stage's reviewers).`, [
        { field: field('requiredCount'), message: 'Out of range.' },
      ]);
  }
  return { name, rule, requiredCount, deadline, reviewers };
}

/**
 * The viewer's decision in the concept's open stage. Approval permission first; then the concept must
 * be waiting for approval, the viewer a reviewer of the open stage with no decision in it this
 * round. An approval that meets the stage's rule passes it and opens the next (the last one
 * approves the concept); a rejection rejects the stage and the concept (see round.ts).
 */
export async function decideConceptReviewStage(
  deps: ReviewDeps,
  args: { clientCode: string; conceptCode: string; decision: string; comment?: string | null },
) {
  const scope = await deps.access.require(REVIEW_DECIDE, args, MESSAGES.approveRejectForbidden);
  const viewer = await deps.access.requireViewer();
  const decision = args.decision === 'APPROVED' ? 'approved' : args.decision === 'REJECTED' ? 'rejected' : null;
  if (!decision) throw badInput('The decision is APPROVED or REJECTED.', [{ field: 'decision', message: 'Unknown decision.' }]);
  const comment = args.comment?.trim() || null;
  if (comment && comment.length > 5000)
    throw badInput('Comment is too long (5,000 characters at most).', [{ field: 'comment', message: 'Too long.' }]);
  return deps.db.transaction(async (tx) => {
    // Locking the concept serialises two reviewers deciding at once (the last approval counts once).
    const concept = await findConcept(tx, scope, args.conceptCode, { forUpdate: true });
    const stages = await findStages(tx, concept.id, { forUpdate: true });
    const stage = stages.find((candidate) => candidate.status === 'open');
    if (stages.length === 0)
      throw badInput('This concept has no review stages: approve it in the gallery.', [{ field: 'conceptCode', message: 'No stages.' }]);
    if (concept.status !== IN_REVIEW || !stage)
      throw badInput('The concept is not waiting for approval.', [{ field: 'conceptCode', message: 'Not in review.' }]);
    const eligible = (await findEligibleReviewers(tx, [stage.id])).get(stage.id) ?? [];
    if (!eligible.some((person) => person.id === viewer.userId)) throw forbidden('You are not a reviewer of the open stage.');
    const [already] = await tx
      .select({ id: conceptReviewDecisions.id })
      .from(conceptReviewDecisions)
      .where(
        and(
          eq(conceptReviewDecisions.stageId, stage.id),
          eq(conceptReviewDecisions.round, stage.round),
          eq(conceptReviewDecisions.userId, viewer.userId),
        ),
      );
    if (already) throw conflict('You have already decided in this stage.');
    await tx.insert(conceptReviewDecisions).values({
      clientId: scope.clientId,
      stageId: stage.id,
      round: stage.round,
      userId: viewer.userId,
      decision,
      comment,
      reviewedFiles: await findReviewedFiles(tx, concept.id),
    });
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: concept.id,
      event: 'comment',
      actorId: viewer.userId,
      comment: `Stage ${stage.position} "${stage.name}": ${decision === 'approved' ? 'Approved' : 'Rejected'}${comment ? `: ${comment}` : '.'}`,
    });
    const now = new Date();
    if (decision === 'rejected') {
      await tx.update(conceptReviewStages).set({ status: 'rejected', closedAt: now }).where(eq(conceptReviewStages.id, stage.id));
      await decideStagedConcept(tx, concept, 'rejected', viewer.userId);
    } else {
      const approvals = await tx
        .select({ userId: conceptReviewDecisions.userId })
        .from(conceptReviewDecisions)
        .where(
          and(
            eq(conceptReviewDecisions.stageId, stage.id),
            eq(conceptReviewDecisions.round, stage.round),
            eq(conceptReviewDecisions.decision, 'approved'),
          ),
        );
      const approverIds = new Set(approvals.map((row) => row.userId));
      if (
        isStagePassed(
          stage,
          eligible.map((person) => person.id),
          approverIds,
        )
      ) {
        await tx.update(conceptReviewStages).set({ status: 'passed', closedAt: now }).where(eq(conceptReviewStages.id, stage.id));
        const next = stages.find((candidate) => candidate.position > stage.position);
        if (next) await openStage(tx, concept, next, viewer.userId);
        else await decideStagedConcept(tx, concept, 'approved', viewer.userId);
      }
    }
    const [current] = await tx.select().from(concepts).where(eq(concepts.id, concept.id));
    return toReviewView(deps, tx, scope, current!);
  });
}

const WAITING_LIMIT = 200;

/** My work's "waiting for me": open stages of the client's concepts in review where the viewer may decide and has not. */
export async function findMyReviewsWaiting(deps: ReviewDeps, clientCode: string) {
  const scope = await deps.access.require(REVIEW_VIEW, { clientCode });
  const viewer = await deps.access.requireViewer();
  if (!scope.permissions.has(APPROVE_PERMISSION)) return [];
  const open = await deps.db
    .select({
      stage: conceptReviewStages,
      concept: { id: concepts.id, code: concepts.code, name: concepts.name, internalId: concepts.internalId },
    })
    .from(conceptReviewStages)
    .innerJoin(concepts, eq(concepts.id, conceptReviewStages.conceptId))
    .where(
      and(
        eq(conceptReviewStages.clientId, scope.clientId),
        eq(conceptReviewStages.status, 'open'),
        eq(concepts.status, IN_REVIEW),
        isNull(concepts.deletedAt),
        sql`not exists (select 1 from ${conceptReviewDecisions} where ${conceptReviewDecisions.stageId} = ${conceptReviewStages.id}
          and ${conceptReviewDecisions.round} = ${conceptReviewStages.round} and ${conceptReviewDecisions.userId} = ${viewer.userId})`,
      ),
    )
    .orderBy(sql`${conceptReviewStages.deadline} asc nulls last`, asc(conceptReviewStages.openedAt))
    .limit(WAITING_LIMIT);
  const mine = await findEligibleReviewers(
    deps.db,
    open.map((row) => row.stage.id),
    { userId: viewer.userId },
  );
  const waiting = open.filter((row) => (mine.get(row.stage.id) ?? []).length > 0);
  const views = await toStageViews(
    deps.db,
    waiting.map((row) => row.stage),
  );
  return waiting.map((row, index) => ({
    concept: { code: row.concept.code, name: row.concept.name, internalId: String(row.concept.internalId) },
    stage: views[index]!,
  }));
}

/** The people and roles a stage may name (the stage editor's choices), people by name. */
export async function findReviewerOptions(deps: ReviewDeps, clientCode: string) {
  const scope = await deps.access.require(REVIEW_VIEW, { clientCode });
  const people = await deps.db
    .select({ emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(
      clientUsers,
      and(eq(clientUsers.userId, users.id), eq(clientUsers.clientId, scope.clientId), eq(clientUsers.status, 'active')),
    )
    .where(and(eq(users.status, 'active'), holdsApprovePermission(scope.clientId, users.id)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.emailAddress));
  const approvingRoles = await deps.db
    .select({ code: roles.code, name: roles.name })
    .from(roles)
    .innerJoin(rolePermissions, and(eq(rolePermissions.roleCode, roles.code), eq(rolePermissions.permission, APPROVE_PERMISSION)))
    .orderBy(asc(roles.name));
  return { people, roles: approvingRoles };
}

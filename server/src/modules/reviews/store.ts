import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  clientUserRoles,
  clientUsers,
  conceptAssets,
  conceptAssetVersions,
  conceptReviewDecisions,
  conceptReviewStageReviewers,
  conceptReviewStages,
  roles,
  users,
} from '../../db/schema/index.js';
import { APPROVE_PERMISSION } from './rules.js';

export type StageRow = typeof conceptReviewStages.$inferSelect;
export type DecisionRow = typeof conceptReviewDecisions.$inferSelect;

export interface PersonRow {
  id: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/** A concept's stages, first first. */
export async function findStages(executor: Executor, conceptId: string, options: { forUpdate?: boolean } = {}) {
  const query = executor
    .select()
    .from(conceptReviewStages)
    .where(eq(conceptReviewStages.conceptId, conceptId))
    .orderBy(asc(conceptReviewStages.position));
  return options.forUpdate ? query.for('update') : query;
}

/** Whether the user holds the approval permission in the client through any of their roles. */
export function holdsApprovePermission(clientId: unknown, userId: unknown) {
  return sql`exists (select 1 from client_user_roles approve_role join role_permissions approve_permission
    on approve_permission.role_code = approve_role.role_code and approve_permission.permission = ${APPROVE_PERMISSION}
    where approve_role.client_id = ${clientId} and approve_role.user_id = ${userId})`;
}

/**
 * The people who may decide in each stage: named people and the members of named roles, active in
 * the client and holding the approval permission. By stage id; each list sorted by name.
 */
export async function findEligibleReviewers(executor: Executor, stageIds: readonly string[], options: { userId?: string } = {}) {
  const byStage = new Map<string, PersonRow[]>(stageIds.map((id) => [id, []]));
  if (stageIds.length === 0) return byStage;
  const rows = await executor
    .selectDistinct({
      stageId: conceptReviewStageReviewers.stageId,
      id: users.id,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(conceptReviewStageReviewers)
    .innerJoin(
      clientUserRoles,
      and(
        eq(clientUserRoles.clientId, conceptReviewStageReviewers.clientId),
        sql`(${conceptReviewStageReviewers.userId} = ${clientUserRoles.userId} or ${conceptReviewStageReviewers.roleCode} = ${clientUserRoles.roleCode})`,
      ),
    )
    .innerJoin(
      clientUsers,
      and(
        eq(clientUsers.clientId, clientUserRoles.clientId),
        eq(clientUsers.userId, clientUserRoles.userId),
        eq(clientUsers.status, 'active'),
      ),
    )
    .innerJoin(users, and(eq(users.id, clientUserRoles.userId), eq(users.status, 'active')))
    .where(
      and(
        inArray(conceptReviewStageReviewers.stageId, [...stageIds]),
        options.userId ? eq(users.id, options.userId) : undefined,
        holdsApprovePermission(conceptReviewStageReviewers.clientId, users.id),
      ),
    );
  for (const row of rows)
    byStage.get(row.stageId)?.push({ id: row.id, emailAddress: row.emailAddress, firstName: row.firstName, lastName: row.lastName });
  for (const list of byStage.values()) list.sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  return byStage;
}

/** The named reviewers of each stage (people and roles), as configured. */
export async function findNamedReviewers(executor: Executor, stageIds: readonly string[]) {
  const byStage = new Map<string, { person: PersonRow | null; role: { code: string; name: string } | null }[]>(
    stageIds.map((id) => [id, []]),
  );
  if (stageIds.length === 0) return byStage;
  const rows = await executor
    .select({
      stageId: conceptReviewStageReviewers.stageId,
      userId: users.id,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      lastName: users.lastName,
      roleCode: roles.code,
      roleName: roles.name,
    })
    .from(conceptReviewStageReviewers)
    .leftJoin(users, eq(users.id, conceptReviewStageReviewers.userId))
    .leftJoin(roles, eq(roles.code, conceptReviewStageReviewers.roleCode))
    .where(inArray(conceptReviewStageReviewers.stageId, [...stageIds]))
    .orderBy(asc(conceptReviewStageReviewers.id));
  for (const row of rows)
    byStage.get(row.stageId)?.push({
      person: row.userId ? { id: row.userId, emailAddress: row.emailAddress!, firstName: row.firstName!, lastName: row.lastName! } : null,
      role: row.roleCode ? { code: row.roleCode, name: row.roleName! } : null,
    });
  return byStage;
}

/** The decisions of each stage in its current round, oldest first, with their people. */
export async function findRoundDecisions(executor: Executor, stages: readonly Pick<StageRow, 'id' | 'round'>[]) {
  const byStage = new Map<string, (DecisionRow & { person: PersonRow })[]>(stages.map((stage) => [stage.id, []]));
  if (stages.length === 0) return byStage;
  const rows = await executor
    .select({
      decision: conceptReviewDecisions,
      person: { id: users.id, emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName },
    })
    .from(conceptReviewDecisions)
    .innerJoin(users, eq(users.id, conceptReviewDecisions.userId))
    .where(
      inArray(
        conceptReviewDecisions.stageId,
        stages.map((stage) => stage.id),
      ),
    )
    .orderBy(asc(conceptReviewDecisions.decidedAt), asc(conceptReviewDecisions.id));
  const rounds = new Map(stages.map((stage) => [stage.id, stage.round]));
  for (const row of rows)
    if (rounds.get(row.decision.stageId) === row.decision.round)
      byStage.get(row.decision.stageId)?.push({ ...row.decision, person: row.person });
  return byStage;
}

/**
 * The concept's production files and the number of the file each holds now (a decision names the
 * versions it was made on, as the concept's own decisions do). Oldest asset first.
 */
export async function findReviewedFiles(executor: Executor, conceptId: string) {
  const rows = await executor
    .select({
      code: conceptAssets.code,
      name: conceptAssets.name,
      fileVersion: sql<number>`(select coalesce(max(${conceptAssetVersions.versionNumber}), 0)::int + 1 from ${conceptAssetVersions}
        where ${conceptAssetVersions.assetId} = ${conceptAssets.id})`,
    })
    .from(conceptAssets)
    .where(
      and(
        eq(conceptAssets.conceptId, conceptId),
        eq(conceptAssets.assetType, 'production'),
        isNull(conceptAssets.deletedAt),
        isNull(conceptAssets.awaitingChoiceSince),
        sql`${conceptAssets.processingStatus} <> 'uploading'`,
        isNotNull(conceptAssets.storageKey),
      ),
    )
    .orderBy(asc(conceptAssets.createdAt), asc(conceptAssets.id));
  return rows.map((row) => ({ ...row, fileVersion: Number(row.fileVersion) }));
}

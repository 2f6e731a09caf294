import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { actionItemCategories, actionItemMembers, actionItems, applications, clients, concepts, users } from '../../db/schema/index.js';

export type ActionItemRow = typeof actionItems.$inferSelect;

export interface PersonView {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

export interface MemberView {
  type: string;
  status: string;
  user: PersonView;
  userId: string;
}

export interface ActionItemView {
  id: string;
  code: string;
  name: string;
  status: string;
  type: string;
  actionItemCategory: { code: string; name: string; module: string; status: string } | null;
  startDate: string | null;
  endDate: string | null;
  description: string;
  members: MemberView[];
  application: { code: string; name: string } | null;
  linkedEntity: { type: string; code: string; name: string | null } | null;
  client: { code: string; name: string };
  viewerMember: MemberView | null;
  isOverdue: boolean;
  viewerCanUpdate: boolean;
  audit: { createBy: PersonView | null; createDate: Date; updateBy: PersonView | null; updateDate: Date };
}

/** Today as YYYY-MM-DD (UTC): due dates are calendar days. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Rows → views with their members, category, application, client and concept in five queries at most. */
export async function toActionItemViews(
  executor: Executor,
  rows: ActionItemRow[],
  viewerId: string | null,
  /** Whether the viewer may edit items of the client (Access caches each client's scope). */
  canUpdate: (clientCode: string) => Promise<boolean>,
): Promise<ActionItemView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((value): value is T => value !== null))];
  const memberRows = await executor
    .select({
      actionItemId: actionItemMembers.actionItemId,
      userId: actionItemMembers.userId,
      type: actionItemMembers.type,
      status: actionItemMembers.status,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(actionItemMembers)
    .innerJoin(users, eq(users.id, actionItemMembers.userId))
    .where(inArray(actionItemMembers.actionItemId, ids))
    // Members added together share a time: assignees first, then by address, the same on every database.
    .orderBy(actionItemMembers.createdAt, actionItemMembers.type, users.emailAddress);
  const categoryIds = unique(rows.map((row) => row.categoryId));
  const categoryRows = categoryIds.length
    ? await executor.select().from(actionItemCategories).where(inArray(actionItemCategories.id, categoryIds))
    : [];
  const applicationIds = unique(rows.map((row) => row.applicationId));
  const applicationRows = applicationIds.length
    ? await executor
        .select({ id: applications.id, code: applications.code, name: applications.name })
        .from(applications)
        .where(inArray(applications.id, applicationIds))
    : [];
  const clientRows = await executor
    .select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(inArray(clients.id, unique(rows.map((row) => row.clientId))));
  const conceptIds = unique(rows.map((row) => row.conceptId));
  const conceptRows = conceptIds.length
    ? await executor
        .select({ id: concepts.id, name: concepts.name, deletedAt: concepts.deletedAt })
        .from(concepts)
        .where(and(inArray(concepts.id, conceptIds)))
    : [];
  const auditIds = unique(rows.flatMap((row) => [row.createBy, row.updateBy]));
  const auditRows = auditIds.length
    ? await executor
        .select({ id: users.id, emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, auditIds))
    : [];
  const person = (id: string | null): PersonView | null => {
    const found = auditRows.find((candidate) => candidate.id === id);
    return found ? { emailAddress: found.emailAddress, firstName: found.firstName, lastName: found.lastName } : null;
  };
  const now = today();
  const updatable = new Map<string, boolean>();
  for (const client of clientRows) updatable.set(client.id, await canUpdate(client.code));
  return rows.map((row) => {
    const members = memberRows
      .filter((member) => member.actionItemId === row.id)
      .map((member) => ({
        type: member.type,
        status: member.status,
        userId: member.userId,
        user: { emailAddress: member.emailAddress, firstName: member.firstName, lastName: member.lastName },
      }));
    const category = categoryRows.find((candidate) => candidate.id === row.categoryId);
    const concept = conceptRows.find((candidate) => candidate.id === row.conceptId);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      status: row.status,
      type: row.type,
      actionItemCategory: category ? { code: category.code, name: category.name, module: category.module, status: category.status } : null,
      startDate: row.startDate,
      endDate: row.endDate,
      description: row.description,
      members,
      application: applicationRows.find((candidate) => candidate.id === row.applicationId) ?? null,
      linkedEntity:
        row.linkedEntityType && row.linkedEntityCode
          ? { type: row.linkedEntityType, code: row.linkedEntityCode, name: concept && !concept.deletedAt ? concept.name : null }
          : null,
      client: clientRows.find((candidate) => candidate.id === row.clientId)!,
      viewerMember: members.find((member) => member.userId === viewerId) ?? null,
      isOverdue: row.status !== 'completed' && row.endDate !== null && row.endDate < now,
      viewerCanUpdate: updatable.get(row.clientId) ?? false,
      audit: { createBy: person(row.createBy), createDate: row.createdAt, updateBy: person(row.updateBy), updateDate: row.updatedAt },
    };
  });
}

import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { actionItemCategories, actionItemMembers, actionItems, users } from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import { findConceptRow } from '../concepts/index.js';
import { conceptLink, findClientCode, findDisplayName, notifyUsers } from '../notifications/index.js';
import { resolveApplications, resolvePerson, type ClientScope, type Viewer } from '../tenancy/index.js';
import { ensureDefaultCategories, generateActionCode, type ActionItemDeps } from './categories.js';
import { dueReminderKey, nextDay } from './due.js';
import { checkDateOrder, CREATIVE_MODULES, parseActionItemInput, parseListFilter, type ActionItemInput } from './input.js';
import { today, toActionItemViews, type ActionItemRow } from './views.js';

/** How many items one list returns at most (newest first). */
export const ACTION_ITEM_LIST_LIMIT = 500;

/** The viewerCanUpdate answer per client, with the same rule updateActionItem checks first. */
export const canUpdateIn = (deps: ActionItemDeps) => (clientCode: string) => deps.access.can('actionItem:update', { clientCode });

export async function findActionItems(deps: ActionItemDeps, clientCode: string, rawFilter: unknown) {
  const filter = parseListFilter(rawFilter);
  const scope = await deps.access.require('actionItem:view', { clientCode, conceptCode: filter.linkedEntity?.code });
  const viewer = await deps.access.getViewer();
  // A concept the client does not have answers "not found", not an empty list.
  if (filter.linkedEntity) await findConceptRow(deps.db, scope, filter.linkedEntity.code);
  const rows = await deps.db
    .select()
    .from(actionItems)
    .where(
      and(
        eq(actionItems.clientId, scope.clientId),
        filter.linkedEntity
          ? and(eq(actionItems.linkedEntityType, filter.linkedEntity.type), eq(actionItems.linkedEntityCode, filter.linkedEntity.code))
          : undefined,
        filter.status?.length ? inArray(actionItems.status, filter.status) : undefined,
        filter.statusNot?.length ? notInArray(actionItems.status, filter.statusNot) : undefined,
      ),
    )
    .orderBy(desc(actionItems.createdAt), desc(actionItems.id))
    .limit(ACTION_ITEM_LIST_LIMIT);
  return toActionItemViews(deps.db, rows, viewer?.userId ?? null, canUpdateIn(deps));
}

export async function findActionItemRow(executor: Transaction, clientId: string, code: string) {
  const [row] = await executor
    .select()
    .from(actionItems)
    .where(and(eq(actionItems.clientId, clientId), eq(actionItems.code, code)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

interface ResolvedMember {
  userId: string;
  type: string;
  status: string;
}

/** Codes and addresses of the input → ids of this client (category, application, concept, people). */
async function resolveReferences(tx: Transaction, scope: ClientScope, input: ActionItemInput, current: ActionItemRow | null) {
  const values: Partial<typeof actionItems.$inferInsert> = {};
  if (input.name !== undefined) {
    if (input.name === null) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
    values.name = input.name;
  }
  if (input.status) values.status = input.status;
  if (input.type) values.type = input.type;
  if (input.description !== undefined) values.description = input.description ?? '';
  if (input.startDate !== undefined) values.startDate = input.startDate;
  if (input.endDate !== undefined) values.endDate = input.endDate;
  if (input.actionItemCategory !== undefined) {
    if (input.actionItemCategory === null) values.categoryId = null;
    else {
      await ensureDefaultCategories(tx, scope.clientId);
      const [category] = await tx
        .select({ id: actionItemCategories.id, status: actionItemCategories.status, module: actionItemCategories.module })
        .from(actionItemCategories)
        .where(and(eq(actionItemCategories.clientId, scope.clientId), eq(actionItemCategories.code, input.actionItemCategory.code)));
      const isKept = category && current?.categoryId === category.id;
      if (!category || (!isKept && (category.status !== 'active' || !CREATIVE_MODULES.includes(category.module))))
        throw badInput('Unknown category.', [{ field: 'actionItemCategory', message: 'Unknown category.' }]);
      values.categoryId = category.id;
    }
  }
  if (input.application !== undefined) {
    values.applicationId = input.application ? (await resolveApplications(tx, scope, [input.application.code]))[0]!.id : null;
  }
  if (input.linkedEntity !== undefined) {
    if (input.linkedEntity === null) Object.assign(values, { linkedEntityType: null, linkedEntityCode: null, conceptId: null });
    else {
      const concept = await findConceptRow(tx, scope, input.linkedEntity.code);
      Object.assign(values, { linkedEntityType: 'concept', linkedEntityCode: concept.code, conceptId: concept.id });
    }
  }
  let members: ResolvedMember[] | null = null;
  if (input.members) {
    const currentMembers = current
      ? await tx
          .select({ userId: actionItemMembers.userId, status: actionItemMembers.status, emailAddress: users.emailAddress })
          .from(actionItemMembers)
          .innerJoin(users, eq(users.id, actionItemMembers.userId))
          .where(eq(actionItemMembers.actionItemId, current.id))
      : [];
    members = [];
    for (const [index, member] of input.members.entries()) {
      // A member already on the item may stay (a staff member kept by a colleague who cannot pick staff).
      const existing = currentMembers.find((candidate) => candidate.emailAddress.toLowerCase() === member.user.emailAddress);
      const userId = (await resolvePerson(tx, scope, `members.${index}.user`, member.user.emailAddress, { currentId: existing?.userId }))!;
      const previous = currentMembers.find((candidate) => candidate.userId === userId);
      members.push({ userId, type: member.type, status: member.status ?? previous?.status ?? 'open' });
    }
  }
  const dateProblems = checkDateOrder(
    values.startDate !== undefined ? values.startDate : (current?.startDate ?? null),
    values.endDate !== undefined ? values.endDate : (current?.endDate ?? null),
  );
  if (dateProblems.length > 0) throw badInput(dateProblems[0]!.message, dateProblems);
  return { values, members };
}

/** Replaces the members and tells the new ones (and those whose role changed) what they are now. */
async function writeMembers(tx: Transaction, scope: ClientScope, viewer: Viewer, item: ActionItemRow, members: ResolvedMember[]) {
  const before = await tx.select().from(actionItemMembers).where(eq(actionItemMembers.actionItemId, item.id));
  await tx.delete(actionItemMembers).where(eq(actionItemMembers.actionItemId, item.id));
  if (members.length > 0) {
    await tx.insert(actionItemMembers).values(
      members.map((member) => {
        const previous = before.find((candidate) => candidate.userId === member.userId);
        return { actionItemId: item.id, ...member, createdAt: previous?.createdAt ?? new Date() };
      }),
    );
  }
  const told = members.filter((member) => before.find((candidate) => candidate.userId === member.userId)?.type !== member.type);
  if (told.length === 0) return;
  const clientCode = await findClientCode(tx, scope.clientId);
  const actorName = await findDisplayName(tx, viewer.userId);
  const link = item.linkedEntityCode
    ? conceptLink(clientCode, item.linkedEntityCode)
    : `/${encodeURIComponent(clientCode)}/creative/my-work`;
  const due = item.endDate ? ` (due ${item.endDate})` : '';
  for (const type of ['assignee', 'watcher'] as const) {
    const userIds = told.filter((member) => member.type === type).map((member) => member.userId);
    await notifyUsers(tx, userIds, {
      clientId: scope.clientId,
      kind: type === 'assignee' ? 'assigned' : 'watching',
      title:
        type === 'assignee'
          ? `${actorName} assigned you the action item "${item.name}"${due}`
          : `${actorName} added you as a watcher of the action item "${item.name}"${due}`,
      body: item.description,
      link,
      actorId: viewer.userId,
      // Told today that it is due tomorrow: this assignment stands in for the due-tomorrow reminder.
      dedupeKey: type === 'assignee' && item.endDate === nextDay(today()) ? dueReminderKey(item.id, item.endDate) : undefined,
    });
  }
}

export async function createActionItem(deps: ActionItemDeps, clientCode: string, rawInput: unknown) {
  const input = parseActionItemInput(rawInput);
  const scope = await deps.access.require('actionItem:create', { clientCode, conceptCode: input.linkedEntity?.code });
  const viewer = await deps.access.requireViewer();
  if (!input.name) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
  return deps.db.transaction(async (tx) => {
    const { values, members } = await resolveReferences(tx, scope, input, null);
    const [row] = await tx
      .insert(actionItems)
      .values({
        ...values,
        name: input.name!,
        clientId: scope.clientId,
        code: generateActionCode('act'),
        createBy: viewer.userId,
        updateBy: viewer.userId,
      })
      .returning();
    if (members) await writeMembers(tx, scope, viewer, row!, members);
    const [view] = await toActionItemViews(tx, [row!], viewer.userId, canUpdateIn(deps));
    return view!;
  });
}

/**
 * The item was finished (its status became completed): its creator and its members (assignees and
 * watchers) are told, once each, except the person who finished it.
 */
async function notifyCompleted(tx: Transaction, scope: ClientScope, viewer: Viewer, item: ActionItemRow) {
  const memberRows = await tx
    .select({ userId: actionItemMembers.userId })
    .from(actionItemMembers)
    .where(eq(actionItemMembers.actionItemId, item.id));
  const people = [item.createBy, ...memberRows.map((member) => member.userId)].filter((id): id is string => id !== null);
  const clientCode = await findClientCode(tx, scope.clientId);
  const actorName = await findDisplayName(tx, viewer.userId);
  await notifyUsers(tx, people, {
    clientId: scope.clientId,
    kind: 'actionItemCompleted',
    title: `${actorName} finished the action item "${item.name}"`,
    body: item.description,
    link: item.linkedEntityCode ? conceptLink(clientCode, item.linkedEntityCode) : `/${encodeURIComponent(clientCode)}/creative/my-work`,
    actorId: viewer.userId,
  });
}

export async function updateActionItem(deps: ActionItemDeps, clientCode: string, actionItemCode: string, rawInput: unknown) {
  const input = parseActionItemInput(rawInput);
  const scope = await deps.access.require('actionItem:update', { clientCode, conceptCode: input.linkedEntity?.code });
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const current = await findActionItemRow(tx, scope.clientId, actionItemCode);
    const { values, members } = await resolveReferences(tx, scope, input, current);
    const [row] = await tx
      .update(actionItems)
      .set({ ...values, version: sql`${actionItems.version} + 1`, updateBy: viewer.userId, updatedAt: new Date() })
      .where(eq(actionItems.id, current.id))
      .returning();
    if (members) await writeMembers(tx, scope, viewer, row!, members);
    if (current.status !== 'completed' && row!.status === 'completed') await notifyCompleted(tx, scope, viewer, row!);
    const [view] = await toActionItemViews(tx, [row!], viewer.userId, canUpdateIn(deps));
    return view!;
  });
}

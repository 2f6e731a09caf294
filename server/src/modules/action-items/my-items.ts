import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { actionItemCategories, actionItemMembers, actionItems, applications, clients, clientUsers, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { ActionItemDeps } from './categories.js';
import { parseActionItemInput, parseMyFilter, type ActionItemInput } from './input.js';
import { ACTION_ITEM_LIST_LIMIT, canUpdateIn } from './service.js';
import { today, toActionItemViews, type ActionItemRow } from './views.js';

/** The viewer's items in every client they may still open (active membership, or platform staff). */
export async function findMyActionItems(deps: ActionItemDeps, rawFilter: unknown) {
  const filter = parseMyFilter(rawFilter);
  const viewer = await deps.access.requireViewer();
  const rows = await deps.db
    .select({ item: actionItems })
    .from(actionItemMembers)
    .innerJoin(actionItems, eq(actionItems.id, actionItemMembers.actionItemId))
    .where(
      and(
        eq(actionItemMembers.userId, viewer.userId),
        viewer.isPlatformStaff
          ? undefined
          : sql`exists (select 1 from ${clientUsers} cu where cu.client_id = ${actionItems.clientId} and cu.user_id = ${viewer.userId} and cu.status = 'active')`,
        filter.memberStatus?.length ? inArray(actionItemMembers.status, filter.memberStatus) : undefined,
        filter.dueOnOrBefore ? lte(actionItems.endDate, filter.dueOnOrBefore) : undefined,
        filter.isOverdue ? and(lt(actionItems.endDate, today()), ne(actionItems.status, 'completed')) : undefined,
      ),
    )
    .orderBy(sql`${actionItems.endDate} asc nulls last`, asc(actionItems.createdAt))
    .limit(ACTION_ITEM_LIST_LIMIT);
  return toActionItemViews(
    deps.db,
    rows.map((row) => row.item),
    viewer.userId,
    canUpdateIn(deps),
  );
}

/**
 * The member's own change (spec 2 §4: the user-specific variant of the form). The item is found by
 * its code among the items the viewer is a member of, in a client they may still open; anything
 * else answers "not found". Every field given must equal what is stored, except the viewer's own
 * membership status.
 */
export async function updateUserActionItem(deps: ActionItemDeps, actionItemCode: string, rawInput: unknown) {
  const input = parseActionItemInput(rawInput);
  const viewer = await deps.access.requireViewer();
  const [found] = await deps.db
    .select({ clientCode: clients.code })
    .from(actionItems)
    .innerJoin(clients, eq(clients.id, actionItems.clientId))
    .innerJoin(actionItemMembers, and(eq(actionItemMembers.actionItemId, actionItems.id), eq(actionItemMembers.userId, viewer.userId)))
    .where(eq(actionItems.code, actionItemCode));
  if (!found) throw notFound();
  const scope = await deps.access.require('creative:access', { clientCode: found.clientCode });
  return deps.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(actionItems)
      .where(and(eq(actionItems.clientId, scope.clientId), eq(actionItems.code, actionItemCode)))
      .for('update');
    if (!item) throw notFound();
    const members = await tx
      .select({
        userId: actionItemMembers.userId,
        type: actionItemMembers.type,
        status: actionItemMembers.status,
        emailAddress: users.emailAddress,
      })
      .from(actionItemMembers)
      .innerJoin(users, eq(users.id, actionItemMembers.userId))
      .where(eq(actionItemMembers.actionItemId, item.id));
    const own = members.find((member) => member.userId === viewer.userId);
    if (!own) throw notFound();
    await assertOnlyOwnStatusChanges(tx, item, input, members, viewer.userId);
    const ownEntry = input.members?.find((member) => member.user.emailAddress === own.emailAddress.toLowerCase());
    if (ownEntry?.status && ownEntry.status !== own.status) {
      await tx
        .update(actionItemMembers)
        .set({ status: ownEntry.status, updatedAt: new Date() })
        .where(and(eq(actionItemMembers.actionItemId, item.id), eq(actionItemMembers.userId, viewer.userId)));
    }
    const [view] = await toActionItemViews(tx, [item], viewer.userId, canUpdateIn(deps));
    return view!;
  });
}

const NOT_YOURS = 'You can only change your own status on this action item.';

async function assertOnlyOwnStatusChanges(
  tx: Transaction,
  item: ActionItemRow,
  input: ActionItemInput,
  members: { userId: string; type: string; status: string; emailAddress: string }[],
  viewerId: string,
) {
  const differs = (given: unknown, stored: unknown) => given !== undefined && (given ?? null) !== (stored ?? null);
  if (
    differs(input.name, item.name) ||
    differs(input.status, item.status) ||
    differs(input.type, item.type) ||
    differs(input.startDate, item.startDate) ||
    differs(input.endDate, item.endDate) ||
    differs(input.description, item.description)
  )
    throw forbidden(NOT_YOURS);
  if (input.linkedEntity !== undefined && (input.linkedEntity?.code ?? null) !== item.linkedEntityCode) throw forbidden(NOT_YOURS);
  if (input.actionItemCategory !== undefined) {
    const [category] = item.categoryId
      ? await tx.select({ code: actionItemCategories.code }).from(actionItemCategories).where(eq(actionItemCategories.id, item.categoryId))
      : [];
    if ((input.actionItemCategory?.code ?? null) !== (category?.code ?? null)) throw forbidden(NOT_YOURS);
  }
  if (input.application !== undefined) {
    const [application] = item.applicationId
      ? await tx.select({ code: applications.code }).from(applications).where(eq(applications.id, item.applicationId))
      : [];
    if ((input.application?.code ?? null) !== (application?.code ?? null)) throw forbidden(NOT_YOURS);
  }
  if (input.members) {
    if (input.members.length !== members.length) throw forbidden(NOT_YOURS);
    for (const entry of input.members) {
      const stored = members.find((member) => member.emailAddress.toLowerCase() === entry.user.emailAddress);
      if (!stored || stored.type !== entry.type) throw forbidden(NOT_YOURS);
      if (stored.userId !== viewerId && differs(entry.status, stored.status)) throw forbidden(NOT_YOURS);
    }
  }
}

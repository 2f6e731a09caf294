import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actionItemMembers, actionItems, clients } from '../../db/schema/index.js';
import { conceptLink, notifyUsers } from '../notifications/index.js';

/** The calendar day after `day` (YYYY-MM-DD, UTC). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The dedupe key of the due-tomorrow reminder for one item and due day. An assignment to an item
 * due tomorrow is written under the same key: it already names the due date, so a reminder minutes
 * later would only repeat it (the job runs every 10 minutes).
 */
export function dueReminderKey(itemId: string, dueDay: string): string {
  return `due:${itemId}:${dueDay}`;
}

/**
 * The remindDueActionItems job: tells each assignee who has not finished an item due tomorrow.
 * Idempotent per item, person and due day (the notification's dedupe key), so running it again the
 * same day, or on several instances, tells nobody twice; nor is someone told whose assignment today
 * already said the item is due tomorrow. Returns how many notifications it wrote.
 */
export async function remindDueActionItems(db: Database, day: string): Promise<number> {
  const dueDay = nextDay(day);
  const rows = await db
    .select({
      itemId: actionItems.id,
      name: actionItems.name,
      clientId: actionItems.clientId,
      clientCode: clients.code,
      conceptCode: actionItems.linkedEntityCode,
      userId: actionItemMembers.userId,
    })
    .from(actionItems)
    .innerJoin(clients, eq(clients.id, actionItems.clientId))
    .innerJoin(
      actionItemMembers,
      and(
        eq(actionItemMembers.actionItemId, actionItems.id),
        eq(actionItemMembers.type, 'assignee'),
        ne(actionItemMembers.status, 'completed'),
      ),
    )
    .where(and(eq(actionItems.endDate, dueDay), ne(actionItems.status, 'completed')));
  let written = 0;
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const created = await notifyUsers(tx, [row.userId], {
        clientId: row.clientId,
        kind: 'actionItemDue',
        title: `The action item "${row.name}" is due tomorrow (${dueDay})`,
        link: row.conceptCode ? conceptLink(row.clientCode, row.conceptCode) : `/${encodeURIComponent(row.clientCode)}/creative/my-work`,
        actorId: null,
        dedupeKey: dueReminderKey(row.itemId, dueDay),
      });
      written += created.length;
    });
  }
  return written;
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clients, notifications, users } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { publishLive, userTopic } from '../../lib/live/index.js';
import type { NotificationKind } from './kinds.js';

const ALPHABET = '0123456789abdefghijklmnopqrstuvwxyz';

/** Public notification codes: 'ntf' and a random body (no 'c', like every other code). */
export function generateNotificationCode(): string {
  let body = '';
  for (const byte of randomBytes(12)) body += ALPHABET[byte % ALPHABET.length];
  return `ntf${body}`;
}

export interface NotificationDraft {
  clientId: string;
  kind: NotificationKind;
  /** Plain text in words: names, never ids. */
  title: string;
  body?: string;
  /** Path inside the app, starting with '/'. */
  link: string;
  /** Who caused it (never told about their own action); null for the system. */
  actorId: string | null;
  /** Makes the notification happen at most once per recipient: the key gets ':<userId>' appended. */
  dedupeKey?: string;
}

/**
 * Tells people about something, in the transaction of the change: one in-app notification each
 * (the actor and inactive members of the client are left out) and an e-mail job on the durable
 * queue, so the e-mail goes only if the change commits. Returns the notifications written.
 */
export async function notifyUsers(executor: Executor, userIds: readonly string[], draft: NotificationDraft) {
  const recipients = [...new Set(userIds)].filter((id) => id !== draft.actorId);
  if (recipients.length === 0) return [];
  const rows = await executor
    .insert(notifications)
    .values(
      recipients.map((userId) => ({
        code: generateNotificationCode(),
        userId,
        clientId: draft.clientId,
        kind: draft.kind,
        title: draft.title.slice(0, 300),
        body: (draft.body ?? '').slice(0, 2000),
        link: draft.link,
        actorId: draft.actorId,
        dedupeKey: draft.dedupeKey ? `${draft.dedupeKey}:${userId}` : null,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id, userId: notifications.userId, code: notifications.code });
  for (const row of rows) {
    // The recipient's bell hears of it when the transaction commits (myNotificationActivity).
    await publishLive(executor, userTopic(row.userId), { kind: 'notification', code: row.code });
    await enqueueJob(executor, 'sendNotificationEmail', { notificationId: row.id }, { singletonKey: `mail:${row.id}`, maxAttempts: 5 });
  }
  return rows;
}

/** "First Last" of a user, or their address when they have no name. */
export async function findDisplayName(executor: Executor, userId: string | null): Promise<string> {
  if (!userId) return 'System';
  const [row] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName, emailAddress: users.emailAddress })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return 'Someone';
  return `${row.firstName} ${row.lastName}`.trim() || row.emailAddress;
}

/** The client's code, for links. */
export async function findClientCode(executor: Executor, clientId: string): Promise<string> {
  const [row] = await executor.select({ code: clients.code }).from(clients).where(eq(clients.id, clientId));
  return row!.code;
}

export function conceptLink(clientCode: string, conceptCode: string, tab = 'actions') {
  return `/${encodeURIComponent(clientCode)}/creative/concepts/${encodeURIComponent(conceptCode)}?tab=${tab}`;
}

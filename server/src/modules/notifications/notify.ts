import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clients, notifications, notificationSettings, users } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { publishLive, userTopic } from '../../lib/live/index.js';
import { isNotificationKind, NOTIFICATION_KINDS, type NotificationKind } from './kinds.js';

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
 * Each user's choice for one kind: in the app (no settings row or the kind not switched off) and by
 * e-mail (no row: every kind; a row: its chosen kinds, none once all e-mail is off).
 */
export async function findKindChoices(executor: Executor, userIds: readonly string[], kind: NotificationKind) {
  const rows =
    userIds.length === 0
      ? []
      : await executor
          .select()
          .from(notificationSettings)
          .where(inArray(notificationSettings.userId, [...userIds]));
  return new Map(
    userIds.map((userId) => {
      const row = rows.find((candidate) => candidate.userId === userId);
      return [
        userId,
        {
          isInApp: !row?.inAppOffKinds.includes(kind),
          isEmail: row ? !row.isEmailOff && row.emailKinds.includes(kind) : true,
        },
      ] as const;
    }),
  );
}

/** The kinds a user gets by e-mail: every kind until they choose, none after unsubscribing. */
export function emailKindsOf(row: { emailKinds: string[] } | undefined) {
  return row ? row.emailKinds.filter(isNotificationKind) : [...NOTIFICATION_KINDS];
}

/**
 * Tells people about something, in the transaction of the change: one in-app notification each
 * (the actor is left out) and an e-mail job on the durable queue, so the e-mail goes only if the
 * change commits. Each recipient's settings for the kind decide: switched off in the app, the row
 * only carries the e-mail (never listed, never pushed to the bell); switched off in both, nothing is
 * written. Returns the notifications written.
 */
export async function notifyUsers(executor: Executor, userIds: readonly string[], draft: NotificationDraft) {
  const candidates = [...new Set(userIds)].filter((id) => id !== draft.actorId);
  if (candidates.length === 0) return [];
  const choices = await findKindChoices(executor, candidates, draft.kind);
  const recipients = candidates.filter((id) => choices.get(id)!.isInApp || choices.get(id)!.isEmail);
  if (recipients.length === 0) return [];
  const rows = await executor
    .insert(notifications)
    .values(
      recipients.map((userId) => ({
        isInApp: choices.get(userId)!.isInApp,
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
    .returning({ id: notifications.id, userId: notifications.userId, code: notifications.code, isInApp: notifications.isInApp });
  for (const row of rows) {
    // The recipient's bell hears of it when the transaction commits (myNotificationActivity).
    if (row.isInApp) await publishLive(executor, userTopic(row.userId), { kind: 'notification', code: row.code });
    if (!choices.get(row.userId)!.isEmail) continue;
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

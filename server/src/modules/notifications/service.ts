import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, clientUsers, notifications, notificationSettings, users } from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import type { Access } from '../tenancy/index.js';
import { isNotificationKind, NOTIFICATION_KINDS } from './kinds.js';
import { emailKindsOf } from './notify.js';

export interface NotificationDeps {
  db: Database;
  access: Access;
  config: { SMTP_URL?: string | undefined };
  getSigningSecret: () => string;
}

const LIST_LIMIT_DEFAULT = 30;
const LIST_LIMIT_MAX = 100;

/**
 * Notifications of clients the viewer may still open: an active membership, or platform staff. A
 * user removed from a client no longer sees what happened there.
 */
function visibleTo(viewer: { userId: string; isPlatformStaff: boolean }) {
  return and(
    eq(notifications.userId, viewer.userId),
    // A kind switched off in the app: the row only carries its e-mail.
    eq(notifications.isInApp, true),
    viewer.isPlatformStaff
      ? undefined
      : sql`exists (select 1 from ${clientUsers} cu where cu.client_id = ${notifications.clientId} and cu.user_id = ${viewer.userId} and cu.status = 'active')`,
  );
}

export async function findMyNotifications(deps: NotificationDeps, args: { limit?: number | null; unreadOnly?: boolean | null }) {
  const viewer = await deps.access.requireViewer();
  const limit = Math.min(Math.max(args.limit ?? LIST_LIMIT_DEFAULT, 1), LIST_LIMIT_MAX);
  const where = and(visibleTo(viewer), args.unreadOnly ? isNull(notifications.readAt) : undefined);
  const rows = await deps.db
    .select({
      code: notifications.code,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      clientCode: clients.code,
      clientName: clients.name,
    })
    .from(notifications)
    .innerJoin(clients, eq(clients.id, notifications.clientId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [count] = await deps.db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visibleTo(viewer), isNull(notifications.readAt)));
  return {
    unreadCount: count?.unread ?? 0,
    items: rows.map((row) => ({
      code: row.code,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      isRead: row.readAt !== null,
      createDate: row.createdAt,
      client: { code: row.clientCode, name: row.clientName },
    })),
  };
}

export async function markNotificationRead(deps: NotificationDeps, code: string, isRead: boolean) {
  const viewer = await deps.access.requireViewer();
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: isRead ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(visibleTo(viewer), eq(notifications.code, code)))
    .returning({ code: notifications.code, readAt: notifications.readAt });
  // Someone else's notification answers exactly like one that does not exist.
  if (!row) throw notFound();
  return { code: row.code, isRead: row.readAt !== null };
}

export async function markAllNotificationsRead(deps: NotificationDeps) {
  const viewer = await deps.access.requireViewer();
  const rows = await deps.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(visibleTo(viewer), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** A user's choices: the kinds by e-mail (every kind until they choose, none after unsubscribing) and in the app. */
export async function findEmailPreferences(executor: Database, userId: string) {
  const [row] = await executor.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return {
    emailKinds: emailKindsOf(row),
    isEmailOff: row?.isEmailOff ?? false,
    inAppKinds: NOTIFICATION_KINDS.filter((kind) => !row?.inAppOffKinds.includes(kind)),
  };
}

export async function findMyNotificationSettings(deps: NotificationDeps) {
  const viewer = await deps.access.requireViewer();
  const preferences = await findEmailPreferences(deps.db, viewer.userId);
  return { ...preferences, kinds: [...NOTIFICATION_KINDS], isEmailAvailable: Boolean(deps.config.SMTP_URL) };
}

function checkKinds(field: string, kinds: readonly string[]) {
  const unknown = kinds.filter((kind) => !isNotificationKind(kind));
  if (unknown.length > 0) throw badInput(`Unknown notification kind: ${unknown.join(', ')}.`, [{ field, message: 'Unknown kind.' }]);
  return [...new Set(kinds)];
}

/** The signed-in user's own choices; inAppKinds left out keeps the in-app choices as they are. */
export async function updateMyNotificationSettings(
  deps: NotificationDeps,
  input: { emailKinds: readonly string[]; isEmailOff?: boolean | null; inAppKinds?: readonly string[] | null },
) {
  const viewer = await deps.access.requireViewer();
  const emailKinds = checkKinds('emailKinds', input.emailKinds);
  const inAppKinds = input.inAppKinds ? checkKinds('inAppKinds', input.inAppKinds) : null;
  const isEmailOff = input.isEmailOff ?? false;
  const inAppOffKinds = inAppKinds ? NOTIFICATION_KINDS.filter((kind) => !inAppKinds.includes(kind)) : undefined;
  await deps.db
    .insert(notificationSettings)
    .values({ userId: viewer.userId, emailKinds, isEmailOff, ...(inAppOffKinds ? { inAppOffKinds } : {}) })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { emailKinds, isEmailOff, ...(inAppOffKinds ? { inAppOffKinds } : {}), updatedAt: sql`now()` },
    });
  return findMyNotificationSettings(deps);
}

/** The unsubscribe token of a user: their id and an HMAC of it with the signing secret (no expiry). */
export function createUnsubscribeToken(secret: string, userId: string) {
  const signature = createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
  return `${Buffer.from(userId).toString('base64url')}.${signature}`;
}

export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedId, signature] = token.split('.');
  if (!encodedId || !signature || token.length > 300) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString();
  const expected = Buffer.from(createUnsubscribeToken(secret, userId).split('.')[1]!);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** The e-mail unsubscribe link's target: no sign-in, only a valid token; turns every e-mail off. */
export async function unsubscribeByToken(deps: Pick<NotificationDeps, 'db' | 'getSigningSecret'>, token: string) {
  const userId = verifyUnsubscribeToken(deps.getSigningSecret(), token);
  const invalid = () => badInput('This unsubscribe link is not valid.', [{ field: 'token', message: 'Invalid.' }]);
  if (!userId || !/^[0-9a-f-]{36}$/.test(userId)) throw invalid();
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw invalid();
  const current = await findEmailPreferences(deps.db, userId);
  await deps.db
    .insert(notificationSettings)
    .values({ userId, emailKinds: current.emailKinds, isEmailOff: true })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { isEmailOff: true, updatedAt: sql`now()` } });
  return true;
}

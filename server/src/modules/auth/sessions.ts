import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { preparedOnce, type Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export const SESSION_COOKIE = 'atelier_session';

/** The user a valid session belongs to (tenancy's Access turns it into the request's principal). */
export interface SessionUser {
  userId: string;
  emailAddress: string;
  isPlatformStaff: boolean;
}

/** Sessions are stored by the sha256 of their token, never the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A cookie value worth looking up (present, and not absurdly long). */
export function isPlausibleSessionToken(token: string | undefined): token is string {
  return Boolean(token) && token!.length <= 200;
}

export async function createSession(db: Database, input: { userId: string; ttlHours: number; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), userId: input.userId, expiresAt, userAgent: input.userAgent?.slice(0, 500) });
  return { token, expiresAt };
}

/** Every request runs this lookup, so it is a prepared statement (planned once per connection). */
const selectViewerBySession = preparedOnce((db) =>
  db
    .select({ userId: users.id, emailAddress: users.emailAddress, isPlatformStaff: users.isPlatformStaff })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')))
    .prepare('viewer_by_session'),
);

/** Resolves a cookie token to the viewer; null when absent, unknown, expired or the user is inactive. */
export async function findViewerBySessionToken(db: Database, token: string | undefined): Promise<SessionUser | null> {
  if (!isPlausibleSessionToken(token)) return null;
  const [row] = await selectViewerBySession(db).execute({ tokenHash: hashSessionToken(token) });
  return row ?? null;
}

export async function deleteSession(db: Database, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

export async function deleteOtherSessions(db: Database, userId: string, keepToken: string | undefined) {
  const keep = keepToken ? hashSessionToken(keepToken) : '';
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
}

export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

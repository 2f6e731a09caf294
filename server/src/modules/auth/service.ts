import { and, eq, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../graphql/context.js';
import { signInThrottles, users } from '../../db/schema/index.js';
import { appError, badInput } from '../../lib/errors.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';
import { createSession, deleteOtherSessions, deleteSession } from './sessions.js';
import { findViewerClients } from '../tenancy/service.js';

const WRONG_CREDENTIALS = 'Incorrect e-mail address or password.';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function lockedMessage(lockedUntil: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export async function signIn(context: GraphQLContext, input: { email: string; password: string }) {
  const { db, config } = context;
  const emailAddress = normalizeEmail(input.email);
  if (!emailAddress || !input.password) throw appError('UNAUTHENTICATED', WRONG_CREDENTIALS);

  const [throttle] = await db.select().from(signInThrottles).where(eq(signInThrottles.emailAddress, emailAddress));
  if (throttle?.lockedUntil && throttle.lockedUntil.getTime() > Date.now()) {
    throw appError('TOO_MANY_REQUESTS', lockedMessage(throttle.lockedUntil));
  }

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${emailAddress}`);
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid || user.status !== 'active') {
    await recordFailure(context, emailAddress);
    throw appError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }

  await db.delete(signInThrottles).where(eq(signInThrottles.emailAddress, emailAddress));
  await db.update(users).set({ lastLoginDate: new Date() }).where(eq(users.id, user.id));
  const session = await createSession(db, { userId: user.id, ttlHours: config.SESSION_TTL_HOURS, userAgent: context.session.userAgent });
  context.session.setCookie(session.token, session.expiresAt);
  context.log.info({ userId: user.id }, 'signed in');
  return loadMe(context, user.id);
}

/**
 * Counts a failure atomically in the database (so every instance sees it) and locks the address
 * once the count reaches the limit. Failures older than the lock window start a fresh count.
 */
async function recordFailure(context: GraphQLContext, emailAddress: string) {
  const { SIGN_IN_MAX_FAILURES: maxFailures, SIGN_IN_LOCK_MINUTES: lockMinutes } = context.config;
  const window = sql`now() - make_interval(mins => ${lockMinutes})`;
  const [row] = await context.db
    .insert(signInThrottles)
    .values({ emailAddress, failureCount: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInThrottles.emailAddress,
      set: {
        failureCount: sql`case when ${signInThrottles.lastFailureAt} < ${window} then 1 else ${signInThrottles.failureCount} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning();
  if (row && row.failureCount >= maxFailures) {
    await context.db
      .update(signInThrottles)
      .set({ lockedUntil: sql`now() + make_interval(mins => ${lockMinutes})`, failureCount: 0 })
      .where(eq(signInThrottles.emailAddress, emailAddress));
    context.log.warn({ emailAddress }, 'sign-in locked after repeated failures');
  }
}

export async function signOut(context: GraphQLContext) {
  await deleteSession(context.db, context.session.token);
  context.session.clearCookie();
  return true;
}

export async function changePassword(context: GraphQLContext, input: { currentPassword: string; newPassword: string }) {
  const viewer = await context.access.requireViewer();
  const [user] = await context.db.select().from(users).where(eq(users.id, viewer.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badInput('The current password is not correct.', [{ field: 'currentPassword', message: 'The current password is not correct.' }]);
  }
  assertPasswordStrength(input.newPassword, 'newPassword');
  await context.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(and(eq(users.id, viewer.userId)));
  await deleteOtherSessions(context.db, viewer.userId, context.session.token);
  return true;
}

export function assertPasswordStrength(password: string, field = 'password') {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
    throw badInput(message, [{ field, message }]);
  }
}

export async function loadMe(context: GraphQLContext, userId: string) {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    emailAddress: user.emailAddress,
    firstName: user.firstName,
    lastName: user.lastName,
    isPlatformStaff: user.isPlatformStaff,
    clients: await findViewerClients(context.db, { userId: user.id, isPlatformStaff: user.isPlatformStaff }),
  };
}

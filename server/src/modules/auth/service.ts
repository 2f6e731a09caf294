import { and, eq, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../graphql/context.js';
import { users } from '../../db/schema/index.js';
import { appError, badInput } from '../../lib/errors.js';
import { findPasswordWeakness, hashPassword, verifyPassword } from './passwords.js';
import { addTrustedDevice, findTrustedDevice } from './device-cookie.js';
import { createSession, deleteOtherSessions, deleteSession } from './sessions.js';
import { clearAttempts, countAttempt, refundAttempt } from './throttle.js';
import { findViewerClients } from './memberships.js';

const WRONG_CREDENTIALS = 'Incorrect e-mail address or password.';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function lockedMessage(lockedUntil: Date, what: string): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return `Too many failed ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts one guess of an account's password, before it is checked (so a burst on any number of
 * instances checks at most the limit): per address (password spraying over many accounts), and
 * per account from unknown browsers or per trusted device (see device-cookie.ts), so a stranger's
 * wrong guesses lock the account for strangers only. Sign-in and password change share the
 * counters: a guess is a guess wherever it is typed. Answers the keys to clear on success.
 */
async function countPasswordGuess(context: GraphQLContext, emailAddress: string, what: string) {
  const { db, config } = context;
  const window = { windowMinutes: config.SIGN_IN_LOCK_MINUTES };
  const addressKey = `signin:address:${context.session.clientAddress}`;
  const byAddress = await countAttempt(db, addressKey, { ...window, limit: config.SIGN_IN_MAX_PER_ADDRESS });
  if (!byAddress.isAllowed) {
    context.log.warn({ clientAddress: context.session.clientAddress }, `${what} refused: too many attempts from this address`);
    throw appError('TOO_MANY_REQUESTS', lockedMessage(byAddress.retryAt, `${what} attempts`));
  }
  const deviceId = findTrustedDevice(context.getSigningSecret(), context.session.deviceCookie, emailAddress);
  const accountKey = deviceId ? `signin:device:${deviceId}` : `signin:account:${emailAddress}`;
  const byAccount = await countAttempt(db, accountKey, { ...window, limit: config.SIGN_IN_MAX_FAILURES });
  if (!byAccount.isAllowed) {
    context.log.warn({ emailAddress, isTrustedDevice: Boolean(deviceId) }, `${what} refused: account locked after repeated failures`);
    throw appError('TOO_MANY_REQUESTS', lockedMessage(byAccount.retryAt, `${what} attempts`));
  }
  return { addressKey, accountKey };
}

/** A right password: the account's (or device's) failures are forgotten and the address's attempt given back. */
async function acceptPasswordGuess(db: GraphQLContext['db'], keys: { addressKey: string; accountKey: string }) {
  await clearAttempts(db, keys.accountKey);
  await refundAttempt(db, keys.addressKey);
}

export async function signIn(context: GraphQLContext, input: { email: string; password: string }) {
  const { db, config } = context;
  const emailAddress = normalizeEmail(input.email);
  if (!emailAddress || !input.password) throw appError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  const keys = await countPasswordGuess(context, emailAddress, 'sign-in');

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${emailAddress}`);
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid || user.status !== 'active') throw appError('UNAUTHENTICATED', WRONG_CREDENTIALS);

  await acceptPasswordGuess(db, keys);
  await db.update(users).set({ lastLoginDate: new Date() }).where(eq(users.id, user.id));
  const session = await createSession(db, { userId: user.id, ttlHours: config.SESSION_TTL_HOURS, userAgent: context.session.userAgent });
  context.session.setCookie(session.token, session.expiresAt);
  context.session.setDeviceCookie(addTrustedDevice(context.getSigningSecret(), context.session.deviceCookie, emailAddress));
  context.log.info({ userId: user.id }, 'signed in');
  return loadMe(context, user.id);
}

export async function signOut(context: GraphQLContext) {
  await deleteSession(context.db, context.session.token);
  context.session.clearCookie();
  return true;
}

export async function changePassword(context: GraphQLContext, input: { currentPassword: string; newPassword: string }) {
  const viewer = await context.access.requireViewer();
  const [user] = await context.db.select().from(users).where(eq(users.id, viewer.userId));
  if (!user) throw appError('UNAUTHENTICATED', 'Sign in again to change your password.');
  // Someone holding a session must not get unlimited guesses of its password: counted like sign-ins.
  const keys = await countPasswordGuess(context, normalizeEmail(user.emailAddress), 'password');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badInput('The current password is not correct.', [{ field: 'currentPassword', message: 'The current password is not correct.' }]);
  }
  await acceptPasswordGuess(context.db, keys);
  await assertPasswordStrength(input.newPassword, { field: 'newPassword', personal: [user.emailAddress, user.firstName, user.lastName] });
  await context.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(and(eq(users.id, viewer.userId)));
  await deleteOtherSessions(context.db, viewer.userId, context.session.token);
  return true;
}

/** Refuses a password that is too short or too easy to guess (see passwords.ts), naming the field. */
export async function assertPasswordStrength(password: string, options: { field?: string; personal?: string[] } = {}) {
  const message = await findPasswordWeakness(password, options.personal);
  if (message) throw badInput(message, [{ field: options.field ?? 'password', message }]);
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

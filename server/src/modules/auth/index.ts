/**
 * auth: who is signing in. Passwords (argon2id), database sessions, sign-in limits, the device
 * cookie, password change, the signing secret, and `me`. It sits below tenancy: tenancy's Access
 * reads sessions and tenancy creates users with passwords, so nothing here imports tenancy.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { authJobs } from './jobs.js';
import { authResolvers } from './resolvers.js';

export const authModule: GraphQLModule = {
  name: 'auth',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: authResolvers,
  jobs: authJobs,
};

export { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_DAYS } from './device-cookie.js';
export { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';
export { assertPasswordStrength, normalizeEmail } from './service.js';
export {
  createSession,
  deleteExpiredSessions,
  findViewerBySessionToken,
  hashSessionToken,
  isPlausibleSessionToken,
  SESSION_COOKIE,
  type SessionUser,
} from './sessions.js';
export { createBudgetPayerLookup } from './session-owner.js';
export { loadSigningSecret } from './signing-secret.js';
export { pruneAttemptCounters } from './throttle.js';
export { clearAttempts, countAttempt, refundAttempt } from './throttle.js';

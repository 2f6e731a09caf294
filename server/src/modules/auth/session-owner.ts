import type { Database } from '../../db/client.js';
import { findViewerBySessionToken, hashSessionToken, isPlausibleSessionToken } from './sessions.js';

/** How long a session's owner is remembered for budgeting: a signed-out session pays as its user a little longer, nothing more. */
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Who pays for a request's cost (graphql/request-budget.ts): the session's user, so that a fresh
 * sign-in spends from the same budget as the user's other sessions, and made-up cookies (no such
 * session) spend from their address's. Known sessions are remembered for a minute in this process,
 * by their hash, so that a request does not read its session twice (Access reads it with the scope).
 * It decides only who is charged, never who may do what.
 */
export function createBudgetPayerLookup(db: Database, now: () => number = Date.now) {
  const owners = new Map<string, { userId: string; until: number }>();
  return async function findPayer(token: string | undefined, clientAddress: string): Promise<{ key: string; isSignedIn: boolean }> {
    if (!isPlausibleSessionToken(token)) return { key: `address:${clientAddress}`, isSignedIn: false };
    const key = hashSessionToken(token);
    const known = owners.get(key);
    if (known && known.until > now()) return { key: `user:${known.userId}`, isSignedIn: true };
    const viewer = await findViewerBySessionToken(db, token);
    if (!viewer) return { key: `address:${clientAddress}`, isSignedIn: false };
    owners.delete(key);
    if (owners.size >= MAX_REMEMBERED) owners.delete(owners.keys().next().value!);
    owners.set(key, { userId: viewer.userId, until: now() + REMEMBER_MS });
    return { key: `user:${viewer.userId}`, isSignedIn: true };
  };
}

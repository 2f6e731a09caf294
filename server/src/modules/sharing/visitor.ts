// A visitor's side of a link: the token checked against the row, openings counted, the password step.
import { and, eq, sql } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { clients, concepts, shareLinks } from '../../db/schema/index.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { clearAttempts, countAttempt, refundAttempt, verifyPassword } from '../auth/index.js';
import { recordHistory } from '../history/index.js';
import { SHARE_LINK_PERMISSIONS, type ShareLinkPrincipal } from '../tenancy/index.js';
import { signSharePlayableUrl, signShareZipUrl } from './files.js';
import {
  SHARE_PASSWORD_MAX_LENGTH,
  SHARE_PASSWORD_MAX_PER_ADDRESS,
  SHARE_PASSWORD_MAX_PER_LINK,
  SHARE_PASSWORD_MAX_PER_VISITOR,
  SHARE_PASSWORD_WINDOW_MINUTES,
  shareRefusalError,
  shareUnavailableError,
  UNLOCK_HOURS,
} from './rules.js';
import { readShareToken, signShareToken } from './tokens.js';

/** A link that opens, with what the visitor's request needs of it. */
export interface OpenShareLink {
  id: string;
  clientId: string;
  clientCode: string;
  clientName: string;
  conceptId: string;
  conceptCode: string;
  conceptInternalId: number;
  conceptName: string;
  expiresAt: Date;
  allowDownloads: boolean;
  hasPassword: boolean;
  passwordHash: string | null;
}

/** A link by its id with its client and concept, or null when the concept is gone. */
export async function findLinkById(db: Database, linkId: string) {
  const [row] = await db
    .select({
      link: shareLinks,
      clientCode: clients.code,
      clientName: clients.name,
      conceptCode: concepts.code,
      conceptInternalId: concepts.internalId,
      conceptName: concepts.name,
      conceptDeletedAt: concepts.deletedAt,
    })
    .from(shareLinks)
    .innerJoin(clients, eq(clients.id, shareLinks.clientId))
    .innerJoin(concepts, and(eq(concepts.id, shareLinks.conceptId), eq(concepts.clientId, shareLinks.clientId)))
    .where(eq(shareLinks.id, linkId));
  if (!row || row.conceptDeletedAt) return null;
  const link: OpenShareLink = {
    id: row.link.id,
    clientId: row.link.clientId,
    clientCode: row.clientCode,
    clientName: row.clientName,
    conceptId: row.link.conceptId,
    conceptCode: row.conceptCode,
    conceptInternalId: row.conceptInternalId,
    conceptName: row.conceptName,
    expiresAt: row.link.expiresAt,
    allowDownloads: row.link.allowDownloads,
    hasPassword: row.link.passwordHash !== null,
    passwordHash: row.link.passwordHash,
  };
  return { link, revokedAt: row.link.revokedAt };
}

/**
 * The link a token names, judged by its row (the authority): null when the signature is bad or
 * the row, its client or its concept is gone or does not match the token.
 */
export async function findTokenLink(db: Database, secret: string, token: string) {
  const claims = readShareToken(secret, token);
  if (!claims) return null;
  const found = await findLinkById(db, claims.linkId);
  if (!found || found.link.clientCode !== claims.clientCode || found.link.conceptCode !== claims.conceptCode) return null;
  return { ...found, claims };
}

/** Why a link found for a token does not open now, or null when it does (revoked is 401, expired 4011). */
export function judgeLink(found: { link: OpenShareLink; revokedAt: Date | null }, now: Date): 'invalid' | 'expired' | null {
  if (found.revokedAt) return 'invalid';
  return found.link.expiresAt.getTime() <= now.getTime() ? 'expired' : null;
}

/** What a request carrying `Authorization: Bearer <token>` is: a visitor of one link, or refused. */
export type ShareRequest =
  | {
      isOpen: true;
      link: OpenShareLink;
      principal: ShareLinkPrincipal;
      now: Date;
      /** The concept's downloadUrl for this visitor: the production zip signed for the link, or null. */
      zipUrl: string | null;
      /** A playable asset's playableUrl for this visitor: signed for the link, checked against its row when opened. */
      signPlayableUrl: (assetId: string) => string;
    }
  | { isOpen: false; error: GraphQLError };

export async function openShareRequest(
  deps: { db: Database; getSigningSecret: () => string; config: Pick<AppConfig, 'SIGNED_URL_TTL_SECONDS'> },
  token: string,
  now: Date,
): Promise<ShareRequest> {
  let found: Awaited<ReturnType<typeof findTokenLink>>;
  try {
    found = await findTokenLink(deps.db, deps.getSigningSecret(), token);
  } catch (error) {
    // Never fall back to the session: a visitor's request stays a visitor's, answered 503.
    if (isDatabaseUnavailable(error)) return { isOpen: false, error: shareUnavailableError() };
    throw error;
  }
  if (!found) return { isOpen: false, error: shareRefusalError('invalid') };
  const refusal = judgeLink(found, now);
  if (refusal) return { isOpen: false, error: shareRefusalError(refusal) };
  const { link, claims } = found;
  const isUnlocked = claims.unlockedUntil !== undefined && claims.unlockedUntil * 1000 > now.getTime();
  if (link.hasPassword && !isUnlocked) return { isOpen: false, error: shareRefusalError('passwordRequired') };
  return {
    isOpen: true,
    link,
    now,
    zipUrl: signShareZipUrl(deps, link, now),
    signPlayableUrl: (assetId) => signSharePlayableUrl(deps, link, assetId, now),
    principal: {
      kind: 'shareLink',
      clientId: link.clientId,
      clientCode: link.clientCode,
      clientName: link.clientName,
      conceptCode: link.conceptCode,
      permissions: new Set(SHARE_LINK_PERMISSIONS),
    },
  };
}

/**
 * Counts one opening of the shared view; the first is written to the concept's history (by the
 * system: a visitor is nobody). One atomic update, so of concurrent first visits exactly one is first.
 */
export async function recordShareLinkOpen(db: Database, link: OpenShareLink, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(shareLinks)
      .set({
        openCount: sql`${shareLinks.openCount} + 1`,
        lastOpenedAt: now,
        firstOpenedAt: sql`coalesce(${shareLinks.firstOpenedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(shareLinks.id, link.id))
      .returning({ openCount: shareLinks.openCount });
    if (row?.openCount === 1) {
      await recordHistory(tx, {
        clientId: link.clientId,
        conceptId: link.conceptId,
        event: 'shareLinkFirstOpened',
        actorId: null,
        changes: { shareLinkCode: link.id },
      });
    }
  });
}

export type UnlockResult =
  | { status: 200; accessToken: string; expiresAt: Date }
  | { status: 401; refusal: 'invalid' | 'expired' | 'passwordWrong' }
  | { status: 429; retryAt: Date };

/**
 * A visitor gives the link's password: every guess is counted per visitor of the link, per address
 * and per link before the password is checked (one atomic upsert each), so a burst checks at most the limit. The answer is
 * a token that opens the link for a while in that browser without the password.
 */
export async function unlockShareLink(
  db: Database,
  secret: string,
  input: { token: unknown; password: unknown },
  request: { clientAddress: string; now: Date },
): Promise<UnlockResult> {
  if (typeof input.token !== 'string' || typeof input.password !== 'string') return { status: 401, refusal: 'invalid' };
  const claims = readShareToken(secret, input.token);
  if (!claims) return { status: 401, refusal: 'invalid' };
  const window = { windowMinutes: SHARE_PASSWORD_WINDOW_MINUTES };
  const addressKey = `share:address:${request.clientAddress}`;
  const byAddress = await countAttempt(db, addressKey, { ...window, limit: SHARE_PASSWORD_MAX_PER_ADDRESS });
  if (!byAddress.isAllowed) return { status: 429, retryAt: byAddress.retryAt };
  const visitorKey = `share:visitor:${claims.linkId}:${request.clientAddress}`;
  const byVisitor = await countAttempt(db, visitorKey, { ...window, limit: SHARE_PASSWORD_MAX_PER_VISITOR });
  if (!byVisitor.isAllowed) return { status: 429, retryAt: byVisitor.retryAt };
  const linkKey = `share:link:${claims.linkId}`;
  const byLink = await countAttempt(db, linkKey, { ...window, limit: SHARE_PASSWORD_MAX_PER_LINK });
  if (!byLink.isAllowed) return { status: 429, retryAt: byLink.retryAt };

  const found = await findTokenLink(db, secret, input.token);
  if (!found) return { status: 401, refusal: 'invalid' };
  const refusal = judgeLink(found, request.now);
  if (refusal) return { status: 401, refusal };
  const isRight = await verifyPassword(found.link.passwordHash ?? null, input.password.slice(0, SHARE_PASSWORD_MAX_LENGTH));
  if (found.link.passwordHash && !isRight) return { status: 401, refusal: 'passwordWrong' };
  await refundAttempt(db, addressKey);
  await refundAttempt(db, linkKey);
  await clearAttempts(db, visitorKey);
  const until = Math.min(found.link.expiresAt.getTime(), request.now.getTime() + UNLOCK_HOURS * 3_600_000);
  const unlockedUntil = Math.floor(until / 1000);
  return {
    status: 200,
    accessToken: signShareToken(secret, {
      linkId: claims.linkId,
      clientCode: claims.clientCode,
      conceptCode: claims.conceptCode,
      unlockedUntil,
    }),
    expiresAt: new Date(unlockedUntil * 1000),
  };
}

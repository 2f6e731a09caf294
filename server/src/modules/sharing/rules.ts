import { GraphQLError } from 'graphql';
import type { AppConfig } from '../../config.js';
import { appError } from '../../lib/errors.js';
import type { AccessRule } from '../tenancy/index.js';
import { signShareToken, type ShareTokenClaims } from './tokens.js';

/** Spec 2 §9: a shared link is valid 6 days unless the lead chooses otherwise (1 hour to 30 days). */
export const SHARE_LINK_DEFAULT_HOURS = 6 * 24;
export const SHARE_LINK_MIN_HOURS = 1;
export const SHARE_LINK_MAX_HOURS = 30 * 24;
export const SHARE_PASSWORD_MIN_LENGTH = 8;
export const SHARE_PASSWORD_MAX_LENGTH = 128;
/** How long a password, once given, opens the link in that browser (never past the link's expiry). */
export const UNLOCK_HOURS = 12;
/**
 * Password guesses per window: per visitor (address) of one link, per address (whichever link), and
 * per link from everywhere. A visitor's wrong guesses lock only that visitor out of the link, so
 * one attacker cannot lock a client's reviewers out; the per-link ceiling, far above what reviewers
 * type, bounds guessing spread over many addresses (right passwords are given back).
 */
export const SHARE_PASSWORD_WINDOW_MINUTES = 15;
export const SHARE_PASSWORD_MAX_PER_VISITOR = 10;
export const SHARE_PASSWORD_MAX_PER_ADDRESS = 30;
export const SHARE_PASSWORD_MAX_PER_LINK = 200;

/** Spec 2 §8, word for word. */
export const SHARE_LINK_INVALID_MESSAGE = 'The URL you requested is not valid. Please contact your account administrator for assistance.';
export const SHARE_LINK_EXPIRED_MESSAGE =
  'The concept link you are attempting to access has expired. Please contact your account administrator/creative lead and request an updated link or log into the platform to view the creative concept.';
export const SHARE_PASSWORD_REQUIRED_MESSAGE = 'This link is protected by a password. Enter the password you were given.';
export const SHARE_PASSWORD_WRONG_MESSAGE = 'That password is not right. Check it and try again.';
/** An original file asked of a link that allows no downloads (its viewer still plays videos and PDFs). */
export const SHARE_DOWNLOADS_OFF_MESSAGE = 'This link does not allow downloads: the files can only be viewed here.';

/** Making, listing and revoking a concept's links (lead and administrator by default). */
export const CONCEPT_SHARE: AccessRule = { allOf: ['concept:view', 'concept:share'] };

/** Why a token opens nothing: 401 (tampered, unknown, revoked), 4011 (expired), or a password to ask for. */
export type ShareRefusal = 'invalid' | 'expired' | 'passwordRequired';

export function shareRefusalError(refusal: ShareRefusal): GraphQLError {
  if (refusal === 'expired') return appError('UNAUTHENTICATED', SHARE_LINK_EXPIRED_MESSAGE, { status: 4011 });
  if (refusal === 'invalid') return appError('UNAUTHENTICATED', SHARE_LINK_INVALID_MESSAGE, { status: 401 });
  return new GraphQLError(SHARE_PASSWORD_REQUIRED_MESSAGE, {
    extensions: { code: 'UNAUTHENTICATED', status: 401, passwordRequired: true },
  });
}

/**
 * The clock share links are judged by. Under NODE_ENV=test only, an `x-atelier-test-now` header
 * (ISO date) moves it, so tests check expiry without waiting days; any other environment ignores it.
 */
export function shareClock(config: Pick<AppConfig, 'NODE_ENV'>, header: string | string[] | undefined): Date {
  if (config.NODE_ENV === 'test' && typeof header === 'string') {
    const moved = new Date(header);
    if (!Number.isNaN(moved.getTime())) return moved;
  }
  return new Date();
}

export function buildShareUrl(secret: string, claims: ShareTokenClaims): string {
  const token = signShareToken(secret, claims);
  return `/external/${encodeURIComponent(claims.clientCode)}/creative/concepts/${encodeURIComponent(claims.conceptCode)}?token=${token}`;
}

/** The database is out of reach while a token is checked: 503, like any request then (graphql/yoga.ts). */
export function shareUnavailableError(): GraphQLError {
  return new GraphQLError('The service is briefly unavailable. Try again in a moment.', {
    extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, retryAfterSeconds: 5, http: { status: 503, headers: { 'Retry-After': '5' } } },
  });
}

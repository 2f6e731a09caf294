import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Share tokens and share file signatures, HMAC-SHA256 under the instance's signing secret. Each
 * kind signs under its own domain string, so no storage signature or other token is ever valid as
 * one of these (and the format can change without accepting old links).
 */
const TOKEN_DOMAIN = 'atelier-share-token-v1';
const FILE_DOMAIN = 'atelier-share-file-v1';

/** What a token names. `unlockedUntil` (unix seconds) is set on the token a password unlocks. */
export interface ShareTokenClaims {
  linkId: string;
  clientCode: string;
  conceptCode: string;
  unlockedUntil?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function hmac(secret: string, domain: string, text: string): string {
  if (!secret) throw new Error('The signing secret is not loaded yet.');
  return createHmac('sha256', secret).update(`${domain}\n${text}`).digest('base64url');
}

/** Compared as text, in constant time (the length of an HMAC is public). */
function sameSignature(actual: string, expected: string): boolean {
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `<payload>.<signature>`, both base64url: the payload is a JSON array of the claims. */
export function signShareToken(secret: string, claims: ShareTokenClaims): string {
  const fields: (string | number)[] = [claims.linkId, claims.clientCode, claims.conceptCode];
  if (claims.unlockedUntil !== undefined) fields.push(claims.unlockedUntil);
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${hmac(secret, TOKEN_DOMAIN, payload)}`;
}

/** The claims of a token this instance signed, or null for anything else (tampered, truncated, foreign). */
export function readShareToken(secret: string, token: string): ShareTokenClaims | null {
  if (token.length > 1000) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload = '', signature = ''] = match;
  if (!sameSignature(signature, hmac(secret, TOKEN_DOMAIN, payload))) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length < 3 || fields.length > 4) return null;
  const [linkId, clientCode, conceptCode, unlockedUntil] = fields as unknown[];
  if (typeof linkId !== 'string' || !UUID.test(linkId) || typeof clientCode !== 'string' || typeof conceptCode !== 'string') return null;
  if (unlockedUntil !== undefined && (typeof unlockedUntil !== 'number' || !Number.isInteger(unlockedUntil))) return null;
  return { linkId, clientCode, conceptCode, ...(unlockedUntil !== undefined ? { unlockedUntil } : {}) };
}

/** One file a visitor may fetch through a link: the stored object and how it is served. */
export interface ShareFileRequest {
  linkId: string;
  key: string;
  fileName: string;
  contentType: string;
  inline: boolean;
}

/** What a share file signature names: one stored object, the production zip, or one playable (run from its zip). */
export type ShareSignedRequest = ShareFileRequest | { linkId: string; zip: true } | { linkId: string; playableAssetId: string };

/** The signature of a share file URL: 'file' for an object, 'zip' for the production zip, 'playable' for a playable. */
export function signShareFile(secret: string, request: ShareSignedRequest, expires: number): string {
  const fields =
    'zip' in request
      ? ['zip', request.linkId, expires]
      : 'playableAssetId' in request
        ? ['playable', request.linkId, request.playableAssetId, expires]
        : ['file', request.linkId, request.key, request.fileName, request.contentType, request.inline, expires];
  return hmac(secret, FILE_DOMAIN, JSON.stringify(fields));
}

export function verifyShareFile(
  secret: string,
  request: ShareSignedRequest,
  given: { expires: unknown; signature: unknown },
  nowSeconds: number,
): 'valid' | 'invalid' | 'expired' {
  if (typeof given.expires !== 'string' || !/^\d{1,12}$/.test(given.expires) || typeof given.signature !== 'string') return 'invalid';
  const expires = Number(given.expires);
  if (!sameSignature(given.signature, signShareFile(secret, request, expires))) return 'invalid';
  return expires < nowSeconds ? 'expired' : 'valid';
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { StorageError } from './types.js';

/** What a signed URL allows: PUT one part of one upload, or GET one object served one way. */
export type SignedRequest =
  | { method: 'PUT'; uploadId: string; partNumber: number }
  | { method: 'GET'; key: string; fileName: string; contentType: string; inline: boolean }
  /** Every file of one playable's zip (the asset's current file, or version `versionNumber`; 0 = current). */
  | { method: 'PLAYABLE'; assetId: string; versionNumber: number };

export interface UrlSignature {
  /** Unix seconds after which the URL is refused. */
  expires: number;
  /** HMAC-SHA256, base64url. */
  signature: string;
}

/**
 * The signing secret is shared with share tokens; a fixed prefix keeps a storage signature from
 * ever being valid as anything else (and lets the format change without accepting old links).
 */
const SIGNATURE_DOMAIN = 'atelier-storage-v1';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Signs a request for `expiresInSeconds`. With `roundToSeconds`, the expiry is rounded up to that
 * window so that the same object signed again within the window gets the same URL, and the browser
 * cache (max-age) can serve it instead of downloading a thumbnail again on every render.
 */
export function signUrl(
  getSecret: () => string,
  request: SignedRequest,
  options: { expiresInSeconds: number; roundToSeconds?: number; now?: number },
): UrlSignature {
  const unrounded = (options.now ?? nowInSeconds()) + options.expiresInSeconds;
  const window = options.roundToSeconds ?? 1;
  const expires = Math.ceil(unrounded / window) * window;
  return { expires, signature: computeSignature(getSecret(), request, expires) };
}

/**
 * Throws StorageError('BAD_SIGNATURE') unless `signature` was made by signUrl for exactly this
 * request and expiry, then StorageError('EXPIRED') when it was but the expiry has passed.
 * Takes the raw query values, so a missing or malformed one is simply a bad signature.
 */
export function verifySignature(
  getSecret: () => string,
  request: SignedRequest,
  given: { expires?: unknown; signature?: unknown },
  now: number = nowInSeconds(),
): void {
  if (typeof given.expires !== 'string' && typeof given.expires !== 'number') throw badSignature();
  if (typeof given.signature !== 'string') throw badSignature();
  const expiresText = String(given.expires);
  if (!/^\d{1,12}$/.test(expiresText)) throw badSignature();
  const expires = Number(expiresText);

  // Compared as text, not decoded: base64url decoding ignores stray characters and the unused low
  // bits of the last one, so several strings would decode to the same bytes.
  const expected = Buffer.from(computeSignature(getSecret(), request, expires));
  const actual = Buffer.from(given.signature);
  // timingSafeEqual needs equal lengths; the length of an HMAC is public anyway.
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw badSignature();
  if (expires < now) throw new StorageError('EXPIRED', 'The link has expired.');
}

function computeSignature(secret: string, request: SignedRequest, expires: number): string {
  if (!secret) throw new Error('The signing secret is not loaded yet.');
  // A JSON array is unambiguous: no choice of file name can shift a value into the next field.
  const fields =
    request.method === 'PUT'
      ? [SIGNATURE_DOMAIN, 'PUT', request.uploadId, request.partNumber, expires]
      : request.method === 'PLAYABLE'
        ? [SIGNATURE_DOMAIN, 'PLAYABLE', request.assetId, request.versionNumber, expires]
        : [SIGNATURE_DOMAIN, 'GET', request.key, expires, request.fileName, request.contentType, request.inline];
  return createHmac('sha256', secret).update(JSON.stringify(fields)).digest('base64url');
}

function badSignature() {
  return new StorageError('BAD_SIGNATURE', 'The link is not valid.');
}

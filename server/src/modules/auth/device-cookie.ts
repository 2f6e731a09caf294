import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser in
 * which an account signed in successfully gets a signed token naming that account. Its sign-in
 * attempts for that account are counted per device, not on the account's shared counter, so a
 * stranger who locks the account with wrong passwords does not lock its owner out, while guesses
 * from anywhere else stay limited.
 */
export const DEVICE_COOKIE = 'atelier_device';
export const DEVICE_COOKIE_MAX_AGE_DAYS = 365;

/** A browser shared by a few people keeps an entry for each; the oldest is dropped beyond this. */
const MAX_ENTRIES = 5;
/** Keeps a device signature from ever being valid as a storage signature or share token. */
const SIGNATURE_DOMAIN = 'atelier-device-v1';

function sign(secret: string, emailAddress: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`${SIGNATURE_DOMAIN}\n${emailAddress}\n${deviceId}`).digest('base64url');
}

function parseEntries(cookie: string | undefined): { deviceId: string; signature: string }[] {
  if (!cookie || cookie.length > 1000) return [];
  return cookie
    .split('~')
    .map((entry) => entry.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{16,64}$/.test(parts[0]!) && /^[\w-]{43}$/.test(parts[1]!))
    .map(([deviceId, signature]) => ({ deviceId, signature }));
}

/** The device id this cookie holds for `emailAddress`, or null when it holds none (or a forged one). */
export function findTrustedDevice(secret: string, cookie: string | undefined, emailAddress: string): string | null {
  for (const { deviceId, signature } of parseEntries(cookie)) {
    const expected = Buffer.from(sign(secret, emailAddress, deviceId));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return deviceId;
  }
  return null;
}

/** The cookie after a successful sign-in: this account's entry first, kept entries after it. */
export function addTrustedDevice(secret: string, cookie: string | undefined, emailAddress: string): string {
  const existing = findTrustedDevice(secret, cookie, emailAddress);
  const deviceId = existing ?? randomBytes(16).toString('base64url');
  const entry = `${deviceId}.${sign(secret, emailAddress, deviceId)}`;
  const others = parseEntries(cookie)
    .filter((kept) => kept.deviceId !== deviceId)
    .map((kept) => `${kept.deviceId}.${kept.signature}`);
  return [entry, ...others].slice(0, MAX_ENTRIES).join('~');
}

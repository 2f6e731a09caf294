import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Ad-account credentials at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the instance
 * secret, so a database dump alone opens nothing. The account's code is the associated data: a
 * sealed value copied onto another account does not open. Format: `v1.` + base64url(iv · tag · text).
 */

export type AdAccountCredentials = Record<string, string>;

const VERSION = 'v1';
const INFO = 'atelier ad-account credentials v1';

function deriveKey(instanceSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', instanceSecret, 'atelier/ad-networks', INFO, 32));
}

export function sealCredentials(instanceSecret: string, accountCode: string, credentials: AdAccountCredentials): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(instanceSecret), iv);
  cipher.setAAD(Buffer.from(accountCode));
  const text = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url')}`;
}

/** Opens sealed credentials; throws when the secret, the account or the value does not fit. */
export function openCredentials(instanceSecret: string, accountCode: string, sealed: string): AdAccountCredentials {
  const [version, body] = sealed.split('.');
  if (version !== VERSION || !body) throw new Error('Unknown credentials format.');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(instanceSecret), bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(accountCode));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as AdAccountCredentials;
}

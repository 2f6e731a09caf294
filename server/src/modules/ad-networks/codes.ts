import { randomBytes } from 'node:crypto';

// The shared code alphabet (lib/codes.ts): no 'c', so no random body spells 'crc'.
const ALPHABET = '0123456789abdefghijklmnopqrstuvwxyz';

/** Public codes of ad-network rows: a short prefix and twelve random characters. */
export function generateAdCode(prefix: 'aac' | 'amp' | 'asb' | 'ast' | 'aad' | 'am' | 'ant'): string {
  let body = '';
  for (const byte of randomBytes(12)) body += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${body}`;
}

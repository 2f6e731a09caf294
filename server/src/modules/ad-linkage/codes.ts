import { randomBytes } from 'node:crypto';

// The shared code alphabet (lib/codes.ts): no 'c', so no random body spells 'crc'.
const ALPHABET = '0123456789abdefghijklmnopqrstuvwxyz';

/** A public creative ad match code: 'cam' and twelve random characters. */
export function generateAdMatchCode(): string {
  let body = '';
  for (const byte of randomBytes(12)) body += ALPHABET[byte % ALPHABET.length];
  return `cam${body}`;
}

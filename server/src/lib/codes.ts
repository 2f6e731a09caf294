import { randomBytes } from 'node:crypto';

// No 'c': a random body can then never contain 'crc', so only concept codes (prefix 'crc') do.
const ALPHABET = '0123456789abdefghijklmnopqrstuvwxyz';

/**
 * Random public codes with a readable prefix. Concept codes start with 'crc' (the editor route tells
 * a code from an internal id by it); other prefixes never contain 'crc'.
 */
export function generateCode(prefix: 'crc' | 'nod' | 'tag' | 'ast' | 'rpt' | 'cat'): string {
  const bytes = randomBytes(12);
  let body = '';
  for (const byte of bytes) body += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${body}`;
}

import { describe, expect, it } from 'vitest';
import { shareClock } from './rules.js';
import { readShareToken, signShareFile, signShareToken, verifyShareFile } from './tokens.js';

const SECRET = 'a'.repeat(43);
const CLAIMS = { linkId: '0b3c9a52-8a3e-4c4e-9d0a-2f5b1c7e9a10', clientCode: 'demo', conceptCode: 'crcabc123' };

describe('share tokens', () => {
  it('reads back what was signed, with or without an unlock time', () => {
    expect(readShareToken(SECRET, signShareToken(SECRET, CLAIMS))).toEqual(CLAIMS);
    const unlocked = { ...CLAIMS, unlockedUntil: 1_900_000_000 };
    expect(readShareToken(SECRET, signShareToken(SECRET, unlocked))).toEqual(unlocked);
  });

  it('refuses a token changed anywhere, signed with another secret, or malformed', () => {
    const token = signShareToken(SECRET, CLAIMS);
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(JSON.stringify([CLAIMS.linkId, 'other', CLAIMS.conceptCode])).toString('base64url');
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      signShareToken('b'.repeat(43), CLAIMS),
      `${payload}.`,
      payload,
      '',
      'x'.repeat(2000),
    ]) {
      expect(readShareToken(SECRET, bad)).toBeNull();
    }
    // Well signed but not a link id: still refused.
    expect(readShareToken(SECRET, signShareToken(SECRET, { ...CLAIMS, linkId: 'not-a-uuid' }))).toBeNull();
  });

  it('signs file URLs for one link, one object and one way of serving it, until their expiry', () => {
    const file = { linkId: CLAIMS.linkId, key: 'clients/x/assets/y/z', fileName: 'a.png', contentType: 'image/png', inline: true };
    const signature = signShareFile(SECRET, file, 1000);
    expect(verifyShareFile(SECRET, file, { expires: '1000', signature }, 999)).toBe('valid');
    expect(verifyShareFile(SECRET, file, { expires: '1000', signature }, 1001)).toBe('expired');
    expect(verifyShareFile(SECRET, { ...file, inline: false }, { expires: '1000', signature }, 999)).toBe('invalid');
    expect(verifyShareFile(SECRET, { ...file, linkId: '1b3c9a52-8a3e-4c4e-9d0a-2f5b1c7e9a10' }, { expires: '1000', signature }, 999)).toBe(
      'invalid',
    );
    expect(verifyShareFile(SECRET, file, { expires: '2000', signature }, 999)).toBe('invalid');
    expect(verifyShareFile(SECRET, { linkId: file.linkId, zip: true }, { expires: '1000', signature }, 999)).toBe('invalid');
  });

  it('signs a playable for one link and one asset, never as a file or the zip', () => {
    const playable = { linkId: CLAIMS.linkId, playableAssetId: '2b3c9a52-8a3e-4c4e-9d0a-2f5b1c7e9a10' };
    const signature = signShareFile(SECRET, playable, 1000);
    expect(verifyShareFile(SECRET, playable, { expires: '1000', signature }, 999)).toBe('valid');
    expect(verifyShareFile(SECRET, { ...playable, playableAssetId: CLAIMS.linkId }, { expires: '1000', signature }, 999)).toBe('invalid');
    expect(verifyShareFile(SECRET, { ...playable, linkId: playable.playableAssetId }, { expires: '1000', signature }, 999)).toBe('invalid');
    expect(verifyShareFile(SECRET, { linkId: CLAIMS.linkId, zip: true }, { expires: '1000', signature }, 999)).toBe('invalid');
  });
});

describe('shareClock', () => {
  it('moves only under NODE_ENV=test', () => {
    const moved = '2030-01-01T00:00:00.000Z';
    expect(shareClock({ NODE_ENV: 'test' }, moved).toISOString()).toBe(moved);
    expect(shareClock({ NODE_ENV: 'production' }, moved).getFullYear()).not.toBe(2030);
    expect(shareClock({ NODE_ENV: 'development' }, moved).getFullYear()).not.toBe(2030);
  });
});

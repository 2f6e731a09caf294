import { describe, expect, it } from 'vitest';
import { openCredentials, sealCredentials } from './credentials.js';

describe('ad-account credentials at rest', () => {
  const secret = 'instance-secret-0123456789abcdef0123';

  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const sealed = sealCredentials(secret, 'aacone', { accessToken: 'EAAB-very-secret' });
    expect(sealed).not.toContain('very-secret');
    expect(openCredentials(secret, 'aacone', sealed)).toEqual({ accessToken: 'EAAB-very-secret' });
  });

  it('refuses another instance secret or another account', () => {
    const sealed = sealCredentials(secret, 'aacone', { apiKey: 'k' });
    expect(() => openCredentials('another-secret-0123456789abcdef0123', 'aacone', sealed)).toThrow();
    expect(() => openCredentials(secret, 'aactwo', sealed)).toThrow();
  });
});

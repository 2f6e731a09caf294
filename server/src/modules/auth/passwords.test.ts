import { describe, expect, it } from 'vitest';
import { findPasswordWeakness } from './passwords.js';

describe('findPasswordWeakness', () => {
  it('refuses passwords under 12 characters', async () => {
    expect(await findPasswordWeakness('Xk7#pq2!vLm')).toBe('The password must be at least 12 characters long.');
  });

  it('refuses common passwords, keyboard walks and repeats even when long enough', async () => {
    for (const password of ['password1234', 'qwertyuiop12', 'iloveyou1234', 'aaaaaaaaaaaa', 'abcdefghijkl']) {
      expect(await findPasswordWeakness(password), password).toMatch(/too common or too easy to guess/);
    }
  });

  it("refuses a password made of the person's own e-mail", async () => {
    expect(await findPasswordWeakness('dana.designer', ['dana.designer@acme.test', 'Dana', 'Designer'])).not.toBeNull();
  });

  it('accepts a long, unpredictable password or passphrase', async () => {
    expect(await findPasswordWeakness('correct horse battery')).toBeNull();
    expect(await findPasswordWeakness('tenant-user-password')).toBeNull();
  });
});

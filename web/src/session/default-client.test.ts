import { describe, expect, it } from 'vitest';
import { chooseDefaultClientCode } from './default-client';

const atelier = { code: 'atelier' };
const demo = { code: 'demo' };
const northwind = { code: 'northwind' };

describe('chooseDefaultClientCode', () => {
  it('prefers the last used client while the user can still see it', () => {
    expect(chooseDefaultClientCode([atelier, demo, northwind], 'northwind')).toBe('northwind');
  });

  it('ignores a last used client the user has lost access to', () => {
    expect(chooseDefaultClientCode([demo, northwind], 'gone')).toBe('demo');
  });

  it('skips the internal client when a customer client exists', () => {
    expect(chooseDefaultClientCode([atelier, demo], null)).toBe('demo');
  });

  it('uses the internal client when it is the only one', () => {
    expect(chooseDefaultClientCode([atelier], null)).toBe('atelier');
  });

  it('returns the internal client when it was used last', () => {
    expect(chooseDefaultClientCode([atelier, demo], 'atelier')).toBe('atelier');
  });

  it('returns null without clients', () => {
    expect(chooseDefaultClientCode([], 'demo')).toBeNull();
  });
});

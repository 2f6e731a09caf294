import { describe, expect, it } from 'vitest';
import { ANY_MEMBER, isAllowed } from './access-rules.js';
import type { Permission } from './permissions.js';

const holding = (...permissions: Permission[]) => new Set(permissions);

describe('isAllowed', () => {
  it('reads one permission, all of a list, one of a list, and both together', () => {
    const designer = holding('creative:access', 'asset:update');
    expect(isAllowed('asset:update', designer)).toBe(true);
    expect(isAllowed('asset:create', designer)).toBe(false);
    expect(isAllowed({ allOf: ['creative:access', 'asset:update'] }, designer)).toBe(true);
    expect(isAllowed({ allOf: ['creative:access', 'asset:create'] }, designer)).toBe(false);
    expect(isAllowed({ anyOf: ['asset:create', 'asset:update'] }, designer)).toBe(true);
    expect(isAllowed({ allOf: ['creative:access'], anyOf: ['asset:create', 'asset:update'] }, designer)).toBe(true);
    expect(isAllowed({ allOf: ['concept:view'], anyOf: ['asset:create', 'asset:update'] }, designer)).toBe(false);
  });

  it('lets any member through ANY_MEMBER, and nobody through an empty anyOf', () => {
    expect(isAllowed(ANY_MEMBER, holding())).toBe(true);
    expect(isAllowed({ anyOf: [] }, holding('concept:view'))).toBe(false);
  });
});

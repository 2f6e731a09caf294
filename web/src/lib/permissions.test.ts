import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../server/src/modules/tenancy/permissions';
import { isAccessAllowed, PERMISSION_NAMES, type Permission } from './permissions';

const canOnly =
  (...granted: Permission[]) =>
  (permission: Permission) =>
    granted.includes(permission);

describe('permission names', () => {
  it('match the server list exactly', () => {
    expect([...PERMISSION_NAMES].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });
});

describe('isAccessAllowed', () => {
  it('needs every permission of allOf', () => {
    const rule = { allOf: ['creative:access', 'concept:create'] } as const;
    expect(isAccessAllowed(rule, canOnly('creative:access', 'concept:create'))).toBe(true);
    expect(isAccessAllowed(rule, canOnly('creative:access'))).toBe(false);
  });

  it('needs at least one permission of anyOf on top of allOf', () => {
    const rule = { allOf: ['creative:access'], anyOf: ['asset:create', 'asset:view'] } as const;
    expect(isAccessAllowed(rule, canOnly('creative:access', 'asset:view'))).toBe(true);
    expect(isAccessAllowed(rule, canOnly('creative:access', 'asset:create'))).toBe(true);
    expect(isAccessAllowed(rule, canOnly('creative:access'))).toBe(false);
    expect(isAccessAllowed(rule, canOnly('asset:view'))).toBe(false);
  });
});

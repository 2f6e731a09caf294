import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  CONCEPT_STATUSES,
  deriveAssetStatus,
  deriveLifeCycle,
  ERROR_STATUS,
  isAccessAllowed,
  isAssetKind,
  isErrorCode,
  isPermission,
  LIFECYCLE_GROUPS,
  type Permission,
} from './index.js';

const canOnly =
  (...granted: Permission[]) =>
  (permission: Permission) =>
    granted.includes(permission);

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

describe('vocabulary lookups', () => {
  it('never take inherited object keys for names', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(isPermission(name)).toBe(false);
      expect(isErrorCode(name)).toBe(false);
      expect(isAssetKind(name)).toBe(false);
    }
    expect(ALL_PERMISSIONS.every(isPermission)).toBe(true);
    expect(ERROR_STATUS.NOT_FOUND).toBe(404);
  });
});

describe('lifecycle', () => {
  it('puts every status but canceled in a lifecycle group', () => {
    const grouped = Object.values(LIFECYCLE_GROUPS).flat();
    for (const status of CONCEPT_STATUSES) {
      if (status === 'canceled') expect(deriveLifeCycle(status)).toBe('inactive');
      else expect(grouped).toContain(status);
    }
    expect(deriveLifeCycle('pendingApproval')).toBe('inProduction');
    expect(deriveLifeCycle('active')).toBe('readyToPublish');
  });

  it("gives a new asset its concept's stage (spec 2 §4)", () => {
    expect(deriveAssetStatus('conceptApproval')).toBe('inProduction');
    expect(deriveAssetStatus('pendingApproval')).toBe('pendingApproval');
    expect(deriveAssetStatus('canceled')).toBe('queued');
    expect(deriveAssetStatus(null)).toBe('queued');
  });
});

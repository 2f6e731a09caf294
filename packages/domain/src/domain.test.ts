import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  CONCEPT_STATUSES,
  deriveAssetStatus,
  deriveLifeCycle,
  ERROR_STATUS,
  isAllowed,
  isAssetKind,
  isErrorCode,
  isPermission,
  LIFECYCLE_GROUPS,
  type AccessRule,
  type Permission,
} from './index.js';

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

  it('lets every member through an empty allOf', () => {
    expect(isAllowed({ allOf: [] }, holding())).toBe(true);
  });

  it('lets nobody through an empty anyOf, which the types refuse', () => {
    // @ts-expect-error an empty anyOf is not an AccessRule
    const emptyAnyOf: AccessRule = { anyOf: [] };
    expect(isAllowed(emptyAnyOf, holding(...ALL_PERMISSIONS))).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, DEFAULT_ROLES, isPermission } from './permissions.js';

describe('default roles', () => {
  it('bundle only known permissions, and the admin bundles all of them', () => {
    for (const role of Object.values(DEFAULT_ROLES)) {
      for (const permission of role.permissions) expect(isPermission(permission)).toBe(true);
    }
    expect([...DEFAULT_ROLES.admin!.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('give every role access to the creative area', () => {
    for (const role of Object.values(DEFAULT_ROLES)) expect(role.permissions).toContain('creative:access');
  });

  it('reserve approval to admins and approvers', () => {
    const approvers = Object.entries(DEFAULT_ROLES)
      .filter(([, role]) => role.permissions.includes('concept:approve'))
      .map(([code]) => code);
    expect(approvers.sort()).toEqual(['admin', 'approver']);
  });

  it('let only admins and creative leads share a concept (spec 2 §2.10 links reach people outside the client)', () => {
    const sharers = Object.entries(DEFAULT_ROLES)
      .filter(([, role]) => role.permissions.includes('concept:share'))
      .map(([code]) => code);
    expect(sharers.sort()).toEqual(['admin', 'creativeLead']);
  });

  it('keep viewers read-only', () => {
    const writes = DEFAULT_ROLES.viewer!.permissions.filter(
      (permission) => !permission.endsWith(':view') && permission !== 'creative:access',
    );
    expect(writes).toEqual([]);
  });
});

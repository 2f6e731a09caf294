import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../src/modules/tenancy/index.js';
import { errorCode } from './api-client.js';
import { createTenant, TENANT_ROLES, type Tenant, type TenantRole } from './fixtures.js';
import { TENANT_OPERATIONS } from './operations/index.js';
import type { Requirement } from './operations/types.js';

/** Read here on its own rather than with Access's evaluator, so a fault there cannot hide itself. */
function roleHolds(role: TenantRole, requires: Requirement) {
  if (requires === 'staff') return false;
  const granted = role === 'noRole' ? [] : DEFAULT_ROLES[role]!.permissions;
  if (typeof requires === 'string') return granted.includes(requires);
  const hasAll = (requires.allOf ?? []).every((permission) => granted.includes(permission));
  return hasAll && (requires.anyOf === undefined || requires.anyOf.some((permission) => granted.includes(permission)));
}

/** Each default role against each operation: allowed exactly when the role bundles the permission. */
describe('permission matrix', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant('matrix');
  });

  it.each([...TENANT_ROLES, 'noRole' as const])('myPermissions of %s is its role bundle', async (role) => {
    const client = await tenant.as(role);
    const { myPermissions } = await client.mustRequest<{ myPermissions: string[] }>(
      `query ($c: String!) { myPermissions(clientCode: $c) }`,
      {
        c: tenant.clientCode,
      },
    );
    const expected = role === 'noRole' ? [] : DEFAULT_ROLES[role]!.permissions;
    expect([...myPermissions].sort()).toEqual([...expected].sort());
  });

  for (const operation of TENANT_OPERATIONS) {
    it.each([...TENANT_ROLES, 'noRole' as const])(`${operation.field} as %s`, async (role) => {
      const variables = await operation.arrange(tenant, await tenant.as('admin'));
      const result = await (await tenant.as(role)).request(operation.document, variables);
      if (roleHolds(role, operation.requires)) {
        expect(result.errors).toBeUndefined();
        expect(result.data?.[operation.field]).toBeDefined();
      } else {
        expect(errorCode(result)).toBe('FORBIDDEN');
        expect(result.data?.[operation.field] ?? null).toBeNull();
      }
    });
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../src/modules/tenancy/index.js';
import { errorCode } from './api-client.js';
import { createTenant, TENANT_ROLES, type Tenant, type TenantRole } from './fixtures.js';
import { unique } from './concept-fixtures.js';
import { TENANT_OPERATIONS } from './operations/index.js';
import { arrangementsFor, type Requirement } from './operations/types.js';
import { VIEWER_CAN_FIELDS } from './operations/viewer-can.js';

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
    let arrange: () => Promise<Record<string, unknown>>;
    it.each([...TENANT_ROLES, 'noRole' as const])(`${operation.field} as %s`, async (role) => {
      arrange ??= arrangementsFor(operation, tenant);
      const variables = await arrange();
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

  // The UI gates on these fields, so they must answer as the operations they stand for decide.
  for (const field of VIEWER_CAN_FIELDS) {
    it.each(TENANT_ROLES)(`${field.name} as %s`, async (role) => {
      const variables = await field.arrange(tenant, await tenant.as('admin'));
      const data = await (await tenant.as(role)).mustRequest<Record<string, unknown>>(field.document, variables);
      expect(field.read(data)).toBe(roleHolds(role, field.requires));
    });
    const { attempt } = field;
    if (!attempt) continue;
    it.each(TENANT_ROLES)(`${field.name} agrees with its operation as %s`, async (role) => {
      const variables = await field.arrange(tenant, await tenant.as('admin'));
      const client = await tenant.as(role);
      const answer = field.read(await client.mustRequest<Record<string, unknown>>(field.document, variables));
      const result = await client.request(attempt, variables);
      expect({ answer, error: errorCode(result) ?? null }).toEqual({ answer, error: answer ? null : 'FORBIDDEN' });
    });
  }

  /**
   * updateUserActionItem takes no clientCode, so TENANT_OPERATIONS cannot hold it. The service finds
   * the item among the caller's memberships (anyone else: NOT_FOUND, so a code reveals nothing),
   * then requires creative:access in the item's client (action-items/my-items.ts).
   */
  describe('updateUserActionItem', () => {
    const requires: Requirement = 'creative:access';
    const UPDATE_MINE = `mutation ($a: String!, $i: ActionItemInput!) { updateUserActionItem(actionItemCode: $a, actionItem: $i) { code viewerMember { status } } }`;

    /** An item of the tenant whose only member, an assignee, is the user holding `memberRole`. */
    async function createItemFor(memberRole: TenantRole) {
      const admin = await tenant.as('admin');
      const { createActionItem } = await admin.mustRequest<{ createActionItem: { code: string } }>(
        `mutation ($c: String!, $i: ActionItemInput!) { createActionItem(clientCode: $c, actionItem: $i) { code } }`,
        {
          c: tenant.clientCode,
          i: { name: `Matrix ${unique()}`, members: [{ type: 'assignee', user: { emailAddress: tenant.emails[memberRole] } }] },
        },
      );
      return createActionItem.code;
    }
    const ownStatus = (role: TenantRole, status: string) => ({
      members: [{ type: 'assignee', status, user: { emailAddress: tenant.emails[role] } }],
    });

    it.each([...TENANT_ROLES, 'noRole' as const])('a member with %s', async (role) => {
      const code = await createItemFor(role);
      const result = await (await tenant.as(role)).request(UPDATE_MINE, { a: code, i: ownStatus(role, 'inProgress') });
      if (roleHolds(role, requires)) {
        expect(result.errors).toBeUndefined();
        expect(result.data?.updateUserActionItem).toEqual({ code, viewerMember: { status: 'inProgress' } });
      } else {
        expect(errorCode(result)).toBe('FORBIDDEN');
        expect(result.data?.updateUserActionItem ?? null).toBeNull();
      }
    });

    it.each([...TENANT_ROLES, 'noRole' as const])('a non-member with %s', async (role) => {
      const member: TenantRole = role === 'designer' ? 'viewer' : 'designer';
      const code = await createItemFor(member);
      const result = await (await tenant.as(role)).request(UPDATE_MINE, { a: code, i: ownStatus(member, 'completed') });
      expect(errorCode(result)).toBe('NOT_FOUND');
      expect(result.data?.updateUserActionItem ?? null).toBeNull();
    });
  });
});

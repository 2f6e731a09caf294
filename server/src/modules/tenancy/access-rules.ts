import type { Permission } from './permissions.js';

/**
 * What an operation needs, in the one vocabulary every check uses (services, the `viewerCan*`
 * fields, the permission matrix of the API tests): one permission, all of `allOf`, at least one of
 * `anyOf`, or both together (every permission of `allOf` and one of `anyOf`).
 */
export type AccessRule =
  | Permission
  | { readonly allOf: readonly Permission[]; readonly anyOf?: readonly Permission[] }
  | { readonly allOf?: readonly Permission[]; readonly anyOf: readonly Permission[] };

/** Any member of the client, whatever their roles: reading one's own permissions needs no other. */
export const ANY_MEMBER: AccessRule = { allOf: [] };

/** Whether `permissions` satisfy `rule`. An empty `anyOf` is satisfied by nothing. */
export function isAllowed(rule: AccessRule, permissions: ReadonlySet<Permission>): boolean {
  if (typeof rule === 'string') return permissions.has(rule);
  const hasAll = (rule.allOf ?? []).every((permission) => permissions.has(permission));
  return hasAll && (rule.anyOf === undefined || rule.anyOf.some((permission) => permissions.has(permission)));
}

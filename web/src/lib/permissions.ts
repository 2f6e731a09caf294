/**
 * Permission names the web app gates on. The server owns the list (server/src/modules/tenancy/
 * permissions.ts) and sends the signed-in user's names through `myPermissions`; a unit test keeps
 * this copy in step with it.
 */
export const PERMISSION_NAMES = [
  'creative:access',
  'concept:create',
  'concept:view',
  'concept:update',
  'concept:delete',
  'concept:changeFolder',
  'concept:approve',
  'concept:workflow',
  'concept:assign',
  'folder:create',
  'folder:update',
  'folder:delete',
  'settings:updateUa',
  'history:comment',
  'asset:create',
  'asset:view',
  'asset:update',
  'asset:delete',
  'adUsage:view',
  'analytics:view',
  'reports:view',
  'creativePerformance:view',
  'adCopy:view',
  'adCopy:create',
  'adCopy:update',
  'adCopy:delete',
] as const;

export type Permission = (typeof PERMISSION_NAMES)[number];

/** A route's access rule: every permission in `allOf` and, when given, at least one of `anyOf`. */
export interface AccessRule {
  allOf: readonly Permission[];
  anyOf?: readonly Permission[];
}

export function isAccessAllowed(rule: AccessRule, can: (permission: Permission) => boolean): boolean {
  const hasAll = rule.allOf.every(can);
  const hasAny = !rule.anyOf || rule.anyOf.length === 0 || rule.anyOf.some(can);
  return hasAll && hasAny;
}

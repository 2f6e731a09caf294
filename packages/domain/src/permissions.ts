/**
 * Every permission of both specs' section 6, by a stable name. The server checks them in every
 * service function; the web app gates on the names the server sends through `myPermissions`.
 */
export const PERMISSIONS = {
  'creative:access': 'Access the creative area',
  'concept:create': 'Create concepts',
  'concept:view': 'View concepts',
  'concept:update': 'Edit concepts',
  'concept:delete': 'Delete concepts',
  'concept:changeFolder': "Change a concept's folder and applications",
  'concept:approve': 'Approve or reject concepts and assets (approval user)',
  'concept:workflow': 'See and set workflow status and assignee',
  'concept:assign': 'See and set the assigned user and leads (assignment rights)',
  'concept:share': 'Create, list and revoke share links of a concept',
  'folder:create': 'Create folders',
  'folder:update': 'Edit and move folders',
  'folder:delete': 'Delete folders',
  'settings:updateUa': 'Edit application UA settings',
  'history:comment': 'Add comments to history',
  'asset:create': 'Create and upload assets',
  'asset:view': 'View assets',
  'asset:update': 'Edit, move and replace assets',
  'asset:delete': 'Delete assets',
  'adUsage:view': 'Ad Usage (ad linkage) tab',
  'analytics:view': 'Concept analytics tab',
  'reports:view': 'Analytics reports',
  'creativePerformance:view': 'Creative performance',
  'adCopy:view': 'View ad copy',
  'adCopy:create': 'Create ad copy',
  'adCopy:update': 'Edit ad copy',
  'adCopy:delete': 'Delete ad copy',
  'actionItem:view': 'View action items',
  'actionItem:create': 'Create action items',
  'actionItem:update': 'Edit action items',
  'actionItemCategory:manage': 'Administer action-item categories',
  'adAccount:manage': 'Manage ad accounts, their syncs and imports, and automatic linking',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

/** A list that holds at least one permission: an empty `anyOf` would be satisfied by nothing. */
export type NonEmptyPermissions = readonly [Permission, ...Permission[]];

/**
 * What an operation needs, in the one vocabulary every check uses (the server's services and
 * `viewerCan*` fields, the permission matrix of the API tests, the web's route gates): one
 * permission, all of `allOf`, at least one of `anyOf`, or both together. The types refuse an empty
 * `anyOf`; should one arrive anyway (a cast, data), it is satisfied by nothing, never by everyone.
 */
export type AccessRule =
  | Permission
  | { readonly allOf: readonly Permission[]; readonly anyOf?: NonEmptyPermissions }
  | { readonly allOf?: readonly Permission[]; readonly anyOf: NonEmptyPermissions };

/** Whoever holds permissions: a `Set` of them (the server's client scope, the web's permissions). */
export interface PermissionHolder {
  has(permission: Permission): boolean;
}

/** Whether `holder` satisfies `rule`: the one evaluator, used by the server's Access and the web. */
export function isAllowed(rule: AccessRule, holder: PermissionHolder): boolean {
  if (typeof rule === 'string') return holder.has(rule);
  const anyOf: readonly Permission[] | undefined = rule.anyOf;
  const hasAll = (rule.allOf ?? []).every((permission) => holder.has(permission));
  return hasAll && (anyOf === undefined || anyOf.some((permission) => holder.has(permission)));
}

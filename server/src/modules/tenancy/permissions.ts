/**
 * Every permission of both specs' section 6, by a stable name. The web app gates on these names
 * (from `myPermissions`) and every service method checks them on the server.
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
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

const viewing: Permission[] = ['creative:access', 'concept:view', 'asset:view', 'reports:view', 'analytics:view', 'adCopy:view'];

/** Default roles, seeded at every start (their bundles follow the code; custom roles are left alone). */
export const DEFAULT_ROLES: Record<string, { name: string; description: string; permissions: Permission[] }> = {
  admin: { name: 'Administrator', description: 'Everything in the client, including settings.', permissions: ALL_PERMISSIONS },
  creativeLead: {
    name: 'Creative lead',
    description: 'Runs production: concepts, folders, assets, assignment and ad copy; does not approve.',
    permissions: ALL_PERMISSIONS.filter((permission) => permission !== 'concept:approve' && permission !== 'settings:updateUa'),
  },
  designer: {
    name: 'Designer',
    description: 'Works on assigned concepts and their assets.',
    permissions: [...viewing, 'concept:update', 'concept:workflow', 'asset:create', 'asset:update', 'history:comment', 'adUsage:view'],
  },
  approver: {
    name: 'Approver',
    description: 'Reviews and approves or rejects concepts and assets.',
    permissions: [...viewing, 'concept:approve', 'history:comment', 'adUsage:view', 'creativePerformance:view'],
  },
  viewer: { name: 'Viewer', description: 'Reads concepts, assets and reports.', permissions: viewing },
};

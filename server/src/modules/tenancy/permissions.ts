import { ALL_PERMISSIONS, type Permission } from '@atelier/domain';

export { ALL_PERMISSIONS, isPermission, PERMISSIONS, type Permission } from '@atelier/domain';

const viewing: Permission[] = [
  'creative:access',
  'concept:view',
  'asset:view',
  'reports:view',
  'analytics:view',
  'adCopy:view',
  'actionItem:view',
];

/** Default roles, seeded at every start (their bundles follow the code; custom roles are left alone). */
export const DEFAULT_ROLES: Record<string, { name: string; description: string; permissions: Permission[] }> = {
  admin: { name: 'Administrator', description: 'Everything in the client, including settings.', permissions: ALL_PERMISSIONS },
  creativeLead: {
    name: 'Creative lead',
    description: 'Runs production: concepts, folders, assets, assignment and ad copy; does not approve.',
    permissions: ALL_PERMISSIONS.filter(
      (permission) =>
        permission !== 'concept:approve' &&
        permission !== 'settings:updateUa' &&
        permission !== 'actionItemCategory:manage' &&
        permission !== 'adAccount:manage',
    ),
  },
  designer: {
    name: 'Designer',
    description: 'Works on assigned concepts and their assets.',
    permissions: [
      ...viewing,
      'concept:update',
      'concept:workflow',
      'asset:create',
      'asset:update',
      'history:comment',
      'adUsage:view',
      'actionItem:create',
      'actionItem:update',
    ],
  },
  approver: {
    name: 'Approver',
    description: 'Reviews and approves or rejects concepts and assets.',
    permissions: [...viewing, 'concept:approve', 'history:comment', 'adUsage:view', 'creativePerformance:view', 'actionItem:create'],
  },
  viewer: { name: 'Viewer', description: 'Reads concepts, assets and reports.', permissions: viewing },
};

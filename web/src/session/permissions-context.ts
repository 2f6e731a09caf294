import { createContext, useContext } from 'react';
import { isAllowed, type Permission } from '../lib/permissions';

export interface PermissionsValue {
  permissions: ReadonlySet<string>;
  can: (permission: Permission) => boolean;
}

export const PermissionsContext = createContext<PermissionsValue | null>(null);

export function createPermissionsValue(names: readonly string[]): PermissionsValue {
  const permissions = new Set(names);
  // One permission is the simplest rule: the shared evaluator answers it too.
  return { permissions, can: (permission) => isAllowed(permission, permissions) };
}

/** What the signed-in user may do in the current client, as the server reports it. */
export function usePermissions(): PermissionsValue {
  const value = useContext(PermissionsContext);
  if (!value) throw new Error('usePermissions must be used inside PermissionsProvider');
  return value;
}

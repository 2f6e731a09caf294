/**
 * Permission names the web app gates on: the shared vocabulary (`@atelier/domain`), the same list
 * the server checks. The server sends the signed-in user's names through `myPermissions`.
 */
import { ALL_PERMISSIONS } from '@atelier/domain';

export { isAllowed, type AccessRule, type Permission } from '@atelier/domain';

export const PERMISSION_NAMES = ALL_PERMISSIONS;

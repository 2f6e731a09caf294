import type { AccessRule } from '../tenancy/index.js';

/** Spec 2 §6: ad copy view (list and editor), create, edit, delete; all inside the creative area. */
export const AD_COPY_VIEW: AccessRule = { allOf: ['creative:access', 'adCopy:view'] };
export const AD_COPY_CREATE: AccessRule = { allOf: ['creative:access', 'adCopy:create'] };
export const AD_COPY_UPDATE: AccessRule = { allOf: ['creative:access', 'adCopy:update'] };
export const AD_COPY_DELETE: AccessRule = { allOf: ['creative:access', 'adCopy:delete'] };
/** An import creates and updates copies: declared once in the shared vocabulary, the web's Import button follows it. */
export { AD_COPY_IMPORT } from '@atelier/domain';

export const STALE_AD_COPY =
  'This ad copy was changed by someone else since you opened it. Reload it to see their changes, then save again.';
export const AD_COPY_NOT_FOUND = 'Ad copy not found.';

import type { AccessRule } from '@atelier/domain';

/** The rule vocabulary and its one evaluator live in `@atelier/domain`, shared with the web app. */
export { isAllowed, type AccessRule } from '@atelier/domain';

/** Any member of the client, whatever their roles: reading one's own permissions needs no other. */
export const ANY_MEMBER: AccessRule = { allOf: [] };

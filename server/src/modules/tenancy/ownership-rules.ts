import { isAllowed, type AccessRule } from '@atelier/domain';
import type { Permission } from './permissions.js';

/** The people a record names, by user id (null: nobody, or not recorded). */
export interface RecordPeople {
  /** Who wrote or uploaded the record. */
  authorId?: string | null;
  /** The creative lead of the record's concept. */
  creativeLeadId?: string | null;
}

/**
 * A rule that depends on who the viewer is to the record, not only on their permissions: `base` is
 * needed by everyone; then the viewer passes as one of the record's `people`, or with `otherwise`.
 */
export interface OwnershipRule {
  readonly base: AccessRule;
  readonly people: readonly (keyof RecordPeople)[];
  readonly otherwise: AccessRule;
}

/** Resolving or reopening a comment on an asset: its author, the concept's creative lead, approval users. */
export const COMMENT_RESOLVE: OwnershipRule = { base: 'asset:view', people: ['authorId', 'creativeLeadId'], otherwise: 'concept:approve' };

/**
 * Removing the replacing asset of a merge is a delete: the viewer who uploaded it may, anyone else
 * needs `asset:delete` (designers replace with their own duplicates, not other people's assets).
 */
export const MERGE_SOURCE_REMOVE: OwnershipRule = { base: 'asset:update', people: ['authorId'], otherwise: 'asset:delete' };

/** Whether a viewer (`viewerId`, null for a share link) holding `permissions` satisfies `rule` on a record naming `people`. */
export function isOwnershipAllowed(
  rule: OwnershipRule,
  permissions: ReadonlySet<Permission>,
  viewerId: string | null,
  people: RecordPeople,
): boolean {
  if (!isAllowed(rule.base, permissions)) return false;
  const isNamed = viewerId !== null && rule.people.some((role) => people[role] === viewerId);
  return isNamed || isAllowed(rule.otherwise, permissions);
}

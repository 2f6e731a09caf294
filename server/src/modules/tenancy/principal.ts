import type { Permission } from './permissions.js';

/** A signed-in user, resolved from the session cookie. */
export interface UserPrincipal {
  kind: 'user';
  userId: string;
  emailAddress: string;
  isPlatformStaff: boolean;
}

/**
 * A visitor holding a share link: one concept of one client, read-only. Nothing issues links yet;
 * whoever verifies a link's token later hands this to `new Access(db, principal)`, and every
 * service then answers it through the same `require` / `can` as a user, with no case of its own.
 */
export interface ShareLinkPrincipal {
  kind: 'shareLink';
  clientId: string;
  clientCode: string;
  clientName: string;
  /** The one concept the link opens: every other record of the client is "not found" to it. */
  conceptCode: string;
  permissions: ReadonlySet<Permission>;
}

/** Who is asking. */
export type Principal = UserPrincipal | ShareLinkPrincipal;

/** The signed-in user (the principal every write is recorded against). */
export type Viewer = UserPrincipal;

/** What a share link may do: read its concept and the concept's files, nothing else. */
export const SHARE_LINK_PERMISSIONS: readonly Permission[] = ['concept:view', 'asset:view'];

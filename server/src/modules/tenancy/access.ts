import { and, eq, gt, sql } from 'drizzle-orm';
import { preparedOnce, type Database } from '../../db/client.js';
import { applications, clients, clientUsers, sessions, users } from '../../db/schema/index.js';
import { forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { findViewerBySessionToken, hashSessionToken, isPlausibleSessionToken } from '../auth/index.js';
import { isAllowed, type AccessRule } from './access-rules.js';
import { isOwnershipAllowed, type OwnershipRule, type RecordPeople } from './ownership-rules.js';
import { ALL_PERMISSIONS, type Permission } from './permissions.js';
import type { Principal, ShareLinkPrincipal, UserPrincipal, Viewer } from './principal.js';

/** A client the principal may act in, with the permissions they hold there. */
export interface ClientScope {
  clientId: string;
  clientCode: string;
  clientName: string;
  isInternal: boolean;
  permissions: ReadonlySet<Permission>;
  /** Set for a share link: the one concept it opens. null: every record of the client. */
  onlyConceptCode: string | null;
  /** Platform staff, who may name other staff in people fields (others never learn who is staff). */
  isStaff: boolean;
}

export interface ApplicationRef {
  id: string;
  code: string;
  name: string;
  clientId: string;
}

/** A client scope with the application the check named. */
export interface ApplicationScope extends ClientScope {
  application: ApplicationRef;
}

/**
 * Where an operation acts: always a client; an application when it names one (resolved, "not
 * found" otherwise); a concept when it names one (a share link reaches its own concept only).
 */
export interface AccessTarget {
  clientCode: string;
  applicationCode?: string | null;
  conceptCode?: string | null;
}

/** What `require` answers: the client scope, with the application when the target names one. */
export type ScopeOf<Target> = Target extends { applicationCode: string }
  ? ApplicationScope
  : ClientScope & { application?: ApplicationRef };

/** Who is asking: a session token read when first needed, a known principal, or nobody. */
export type AccessSource = { sessionToken: string | undefined } | Principal | null;

const scopeColumns = {
  id: clients.id,
  code: clients.code,
  name: clients.name,
  isInternal: clients.isInternal,
  membership: clientUsers.status,
  applicationId: applications.id,
  applicationCode: applications.code,
  applicationName: applications.name,
};

/** The viewer's permissions in a client, for the given user id expression. */
function permissionsOf(userId: unknown) {
  return sql<string[] | null>`(select array_agg(distinct rp.permission) from client_user_roles cur
    join role_permissions rp on rp.role_code = cur.role_code where cur.client_id = ${clients.id} and cur.user_id = ${userId})`;
}

/** Runs on nearly every request, so it is a prepared statement (planned once per connection). */
const selectScope = preparedOnce((db) =>
  db
    .select({ ...scopeColumns, permissions: permissionsOf(sql.placeholder('userId')) })
    .from(clients)
    .leftJoin(clientUsers, and(eq(clientUsers.clientId, clients.id), eq(clientUsers.userId, sql.placeholder('userId'))))
    .leftJoin(applications, and(eq(applications.clientId, clients.id), eq(applications.code, sql.placeholder('applicationCode'))))
    .where(eq(clients.code, sql.placeholder('clientCode')))
    .prepare('client_scope'),
);

/**
 * The first check of a request, when the session has not been read yet: the session's user and
 * their scope in the client, in one round trip instead of two. No row: no valid session; a row
 * without a client id: no such client.
 */
const selectScopeBySession = preparedOnce((db) =>
  db
    .select({
      userId: users.id,
      emailAddress: users.emailAddress,
      isPlatformStaff: users.isPlatformStaff,
      ...scopeColumns,
      permissions: permissionsOf(users.id),
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.status, 'active')))
    .leftJoin(clients, eq(clients.code, sql.placeholder('clientCode')))
    .leftJoin(clientUsers, and(eq(clientUsers.clientId, clients.id), eq(clientUsers.userId, users.id)))
    .leftJoin(applications, and(eq(applications.clientId, clients.id), eq(applications.code, sql.placeholder('applicationCode'))))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('client_scope_by_session'),
);

type SelectedScope = Awaited<ReturnType<ReturnType<typeof selectScope>['execute']>>[number];
/** A scope row of either statement; the client's columns are null when there is no such client. */
type ScopeRow = { [Column in keyof SelectedScope]: SelectedScope[Column] | null };

interface LoadedScope {
  scope: ClientScope;
  application: ApplicationRef | null;
}

/**
 * The one place that decides who may do what. Created per request, so it caches the principal and
 * their client scopes for the request only (permission changes take effect on the next request).
 * The session is read lazily: a request whose first check names a client reads the session and
 * the scope in one statement.
 */
export class Access {
  private readonly scopes = new Map<string, Promise<ClientScope>>();
  private principal: Promise<Principal | null> | null = null;
  private readonly sessionToken: string | undefined;

  constructor(
    private readonly db: Database,
    source: AccessSource,
  ) {
    if (source && 'sessionToken' in source) this.sessionToken = source.sessionToken;
    else this.principal = Promise.resolve(source);
  }

  /** Who is asking: a signed-in user, a share link, or null (no, unknown or expired session). */
  getPrincipal(): Promise<Principal | null> {
    this.principal ??= findViewerBySessionToken(this.db, this.sessionToken).then((user) => (user ? toUserPrincipal(user) : null));
    return this.principal;
  }

  /** The signed-in user, or null (nobody, a share link, or an inactive user). */
  async getViewer(): Promise<Viewer | null> {
    const principal = await this.getPrincipal();
    return principal?.kind === 'user' ? principal : null;
  }

  async requireViewer(): Promise<Viewer> {
    const viewer = await this.getViewer();
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  async requireStaff(): Promise<Viewer> {
    const viewer = await this.requireViewer();
    if (!viewer.isPlatformStaff) throw forbidden('Only platform staff can do this.');
    return viewer;
  }

  /**
   * The permission check every client-scoped service function starts with. Resolves the client
   * (and the application, when the target names one), checks `rule` and answers the scope. A client
   * the principal cannot see answers exactly like a client that does not exist, and so does a
   * concept outside a share link's reach, so codes of other tenants cannot be probed; a missing
   * permission answers FORBIDDEN with `message`.
   */
  async require<Target extends AccessTarget>(rule: AccessRule, target: Target, message?: string): Promise<ScopeOf<Target>> {
    const { scope, application } = await this.resolve(target);
    if (!isWithinReach(scope, target)) throw notFound();
    if (!isAllowed(rule, scope.permissions)) throw forbidden(message);
    if (!target.applicationCode) return scope as ScopeOf<Target>;
    if (!application) throw notFound('Application not found');
    return { ...scope, application } as ScopeOf<Target>;
  }

  /**
   * Whether `require(rule, target)` would pass, for the `viewerCan*` fields: false for a missing
   * permission, an unknown application or a record out of a share link's reach. A client the
   * principal cannot see still answers "not found", as `require` does.
   */
  async can(rule: AccessRule, target: AccessTarget): Promise<boolean> {
    const { scope, application } = await this.resolve(target);
    if (!isWithinReach(scope, target) || (target.applicationCode && !application)) return false;
    return isAllowed(rule, scope.permissions);
  }

  /**
   * `require` for a rule that depends on who the viewer is to the record (`people`: its author, its
   * concept's creative lead…); the caller has already found the record with `require(rule.base, …)`.
   */
  async requireOwnership<Target extends AccessTarget>(
    rule: OwnershipRule,
    target: Target,
    people: RecordPeople,
    message?: string,
  ): Promise<ScopeOf<Target>> {
    const scope = await this.require(rule.base, target);
    if (!isOwnershipAllowed(rule, scope.permissions, await this.getViewerId(), people)) throw forbidden(message);
    return scope;
  }

  /** Whether `requireOwnership(rule, target, people)` would pass, for the `viewerCan*` fields. */
  async canOwnership(rule: OwnershipRule, target: AccessTarget, people: RecordPeople): Promise<boolean> {
    if (!(await this.can(rule.base, target))) return false;
    const { scope } = await this.resolve(target);
    return isOwnershipAllowed(rule, scope.permissions, await this.getViewerId(), people);
  }

  private async getViewerId(): Promise<string | null> {
    return (await this.getViewer())?.userId ?? null;
  }

  /** The client scope, and the application when the target names one. */
  private async resolve(target: AccessTarget): Promise<LoadedScope> {
    const { clientCode, applicationCode } = target;
    if (!applicationCode) return { scope: await this.resolveClient(clientCode), application: null };
    if (this.scopes.has(clientCode)) {
      const scope = await this.resolveClient(clientCode);
      return { scope, application: await this.findApplication(scope, applicationCode) };
    }
    // First touch of this client in the request: scope and application in one round trip.
    const loaded = this.loadScope(clientCode, applicationCode);
    const scope = loaded.then((result) => result.scope);
    // The error (not found) surfaces through `loaded`; the cached copy must not also reject unheard.
    scope.catch(() => undefined);
    this.scopes.set(clientCode, scope);
    return loaded;
  }

  private resolveClient(clientCode: string): Promise<ClientScope> {
    let scope = this.scopes.get(clientCode);
    if (!scope) {
      scope = this.loadScope(clientCode).then((result) => result.scope);
      this.scopes.set(clientCode, scope);
    }
    return scope;
  }

  private async findApplication(scope: ClientScope, applicationCode: string): Promise<ApplicationRef | null> {
    const [row] = await this.db
      .select({ id: applications.id, code: applications.code, name: applications.name, clientId: applications.clientId })
      .from(applications)
      .where(and(eq(applications.clientId, scope.clientId), eq(applications.code, applicationCode)));
    return row ?? null;
  }

  /**
   * Client, the user's membership and permissions there, and optionally an application: one query,
   * which also reads the session when nothing has read it yet in this request.
   */
  private async loadScope(clientCode: string, applicationCode?: string): Promise<LoadedScope> {
    const parameters = { clientCode, applicationCode: applicationCode ?? null };
    let user: UserPrincipal;
    let row: ScopeRow | undefined;
    if (this.principal) {
      const principal = await this.principal;
      if (!principal) throw unauthenticated();
      if (principal.kind === 'shareLink') return this.loadShareLinkScope(principal, clientCode, applicationCode);
      user = principal;
      [row] = await selectScope(this.db).execute({ ...parameters, userId: user.userId });
    } else {
      const token = this.sessionToken;
      const loaded = isPlausibleSessionToken(token)
        ? selectScopeBySession(this.db).execute({ ...parameters, tokenHash: hashSessionToken(token) })
        : Promise.resolve([]);
      this.principal = loaded.then(([found]) => (found ? toUserPrincipal(found) : null));
      const principal = await this.principal;
      if (principal?.kind !== 'user') throw unauthenticated();
      user = principal;
      [row] = await loaded;
    }
    if (!row?.id) throw notFound();
    if (!user.isPlatformStaff && row.membership !== 'active') throw notFound();
    const granted = new Set(row.permissions ?? []);
    const permissions = user.isPlatformStaff
      ? new Set(ALL_PERMISSIONS)
      : new Set(ALL_PERMISSIONS.filter((permission) => granted.has(permission)));
    return {
      scope: {
        clientId: row.id,
        clientCode: row.code!,
        clientName: row.name!,
        isInternal: row.isInternal!,
        permissions,
        onlyConceptCode: null,
        isStaff: user.isPlatformStaff,
      },
      application: row.applicationId
        ? { id: row.applicationId, code: row.applicationCode!, name: row.applicationName!, clientId: row.id }
        : null,
    };
  }

  /** A share link's client is the one it was issued in; any other client code is "not found". */
  private async loadShareLinkScope(link: ShareLinkPrincipal, clientCode: string, applicationCode?: string): Promise<LoadedScope> {
    if (link.clientCode !== clientCode) throw notFound();
    const scope: ClientScope = {
      clientId: link.clientId,
      clientCode: link.clientCode,
      clientName: link.clientName,
      isInternal: false,
      permissions: link.permissions,
      onlyConceptCode: link.conceptCode,
      isStaff: false,
    };
    return { scope, application: applicationCode ? await this.findApplication(scope, applicationCode) : null };
  }
}

function toUserPrincipal(user: { userId: string; emailAddress: string; isPlatformStaff: boolean }): UserPrincipal {
  return { kind: 'user', userId: user.userId, emailAddress: user.emailAddress, isPlatformStaff: user.isPlatformStaff };
}

/** A share link reaches its own concept only, so a target that names no concept is out of reach too. */
function isWithinReach(scope: ClientScope, target: AccessTarget): boolean {
  return scope.onlyConceptCode === null || target.conceptCode === scope.onlyConceptCode;
}

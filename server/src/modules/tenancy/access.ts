import { and, eq, gt, sql } from 'drizzle-orm';
import { preparedOnce, type Database } from '../../db/client.js';
import { applications, clients, clientUsers, sessions, users } from '../../db/schema/index.js';
import { findViewerBySessionToken, hashSessionToken, isPlausibleSessionToken } from '../auth/sessions.js';
import { forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { ALL_PERMISSIONS, type Permission } from './permissions.js';

/** The signed-in user, as resolved from the session cookie on each request. */
export interface Viewer {
  userId: string;
  emailAddress: string;
  isPlatformStaff: boolean;
}

/** A client the viewer may act in, with the permissions they hold there. */
export interface ClientScope {
  clientId: string;
  clientCode: string;
  clientName: string;
  isInternal: boolean;
  permissions: ReadonlySet<Permission>;
}

export interface ApplicationRef {
  id: string;
  code: string;
  name: string;
  clientId: string;
}

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

/** Who is asking: a known viewer (or nobody), or a session token read when first needed. */
export type ViewerSource = Viewer | null | { sessionToken: string | undefined };

/**
 * The one place that decides who may do what. Created per request, so it caches the viewer and
 * their client scopes for the request only (permission changes take effect on the next request).
 * The session is read lazily: a request whose first check names a client reads the session and
 * the scope in one statement.
 */
export class Access {
  private readonly scopes = new Map<string, Promise<ClientScope>>();
  private viewer: Promise<Viewer | null> | null = null;
  private readonly sessionToken: string | undefined;

  constructor(
    private readonly db: Database,
    source: ViewerSource,
  ) {
    if (source && 'sessionToken' in source) this.sessionToken = source.sessionToken;
    else this.viewer = Promise.resolve(source);
  }

  /** The signed-in user, or null (no, unknown or expired session, or an inactive user). */
  getViewer(): Promise<Viewer | null> {
    this.viewer ??= findViewerBySessionToken(this.db, this.sessionToken);
    return this.viewer;
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
   * Resolves the client and checks the permissions. A client the viewer cannot see answers exactly
   * like a client that does not exist, so codes of other tenants cannot be probed.
   */
  async require(permissions: Permission | Permission[], target: { clientCode: string }, message?: string): Promise<ClientScope> {
    const scope = await this.resolveClient(target.clientCode);
    for (const permission of Array.isArray(permissions) ? permissions : [permissions]) {
      if (!scope.permissions.has(permission)) throw forbidden(message);
    }
    return scope;
  }

  /** Like `require`, but also resolves an application of that client (not found otherwise). */
  async requireApplication(
    permissions: Permission | Permission[],
    target: { clientCode: string; applicationCode: string },
  ): Promise<{ scope: ClientScope; application: ApplicationRef }> {
    let application: ApplicationRef | null;
    if (this.scopes.has(target.clientCode)) {
      const scope = await this.resolveClient(target.clientCode);
      const [row] = await this.db
        .select({ id: applications.id, code: applications.code, name: applications.name, clientId: applications.clientId })
        .from(applications)
        .where(and(eq(applications.clientId, scope.clientId), eq(applications.code, target.applicationCode)));
      application = row ?? null;
    } else {
      // First touch of this client in the request: scope and application in one round trip.
      const loaded = this.loadScope(target.clientCode, target.applicationCode);
      const scope = loaded.then((result) => result.scope);
      // The error (not found) surfaces through `loaded` below; the cached copy must not also reject unheard.
      scope.catch(() => undefined);
      this.scopes.set(target.clientCode, scope);
      application = (await loaded).application;
    }
    const scope = await this.require(permissions, target);
    if (!application) throw notFound('Application not found');
    return { scope, application };
  }

  resolveClient(clientCode: string): Promise<ClientScope> {
    let scope = this.scopes.get(clientCode);
    if (!scope) {
      scope = this.loadScope(clientCode).then((result) => result.scope);
      this.scopes.set(clientCode, scope);
    }
    return scope;
  }

  /**
   * Client, the viewer's membership and permissions there, and optionally an application: one query,
   * which also reads the session when nothing has read it yet in this request.
   */
  private async loadScope(
    clientCode: string,
    applicationCode?: string,
  ): Promise<{ scope: ClientScope; application: ApplicationRef | null }> {
    const parameters = { clientCode, applicationCode: applicationCode ?? null };
    let viewer: Viewer | null;
    let row: ScopeRow | undefined;
    if (this.viewer) {
      viewer = await this.viewer;
      if (!viewer) throw unauthenticated();
      [row] = await selectScope(this.db).execute({ ...parameters, userId: viewer.userId });
    } else {
      const token = this.sessionToken;
      const loaded = isPlausibleSessionToken(token)
        ? selectScopeBySession(this.db).execute({ ...parameters, tokenHash: hashSessionToken(token) })
        : Promise.resolve([]);
      this.viewer = loaded.then(([found]) =>
        found ? { userId: found.userId, emailAddress: found.emailAddress, isPlatformStaff: found.isPlatformStaff } : null,
      );
      viewer = await this.viewer;
      if (!viewer) throw unauthenticated();
      [row] = await loaded;
    }
    if (!row?.id) throw notFound();
    if (!viewer.isPlatformStaff && row.membership !== 'active') throw notFound();
    const granted = new Set(row.permissions ?? []);
    const permissions = viewer.isPlatformStaff
      ? new Set(ALL_PERMISSIONS)
      : new Set(ALL_PERMISSIONS.filter((permission) => granted.has(permission)));
    return {
      scope: { clientId: row.id, clientCode: row.code!, clientName: row.name!, isInternal: row.isInternal!, permissions },
      application: row.applicationId
        ? { id: row.applicationId, code: row.applicationCode!, name: row.applicationName!, clientId: row.id }
        : null,
    };
  }
}

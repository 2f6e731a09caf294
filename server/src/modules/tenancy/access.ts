import { and, eq, sql } from 'drizzle-orm';
import { preparedOnce, type Database } from '../../db/client.js';
import { applications, clients, clientUsers } from '../../db/schema/index.js';
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

/** Runs on nearly every request, so it is a prepared statement (planned once per connection). */
const selectScope = preparedOnce((db) =>
  db
    .select({
      id: clients.id,
      code: clients.code,
      name: clients.name,
      isInternal: clients.isInternal,
      membership: clientUsers.status,
      permissions: sql<string[] | null>`(select array_agg(distinct rp.permission) from client_user_roles cur
        join role_permissions rp on rp.role_code = cur.role_code where cur.client_id = ${clients.id} and cur.user_id = ${sql.placeholder('userId')})`,
      applicationId: applications.id,
      applicationCode: applications.code,
      applicationName: applications.name,
    })
    .from(clients)
    .leftJoin(clientUsers, and(eq(clientUsers.clientId, clients.id), eq(clientUsers.userId, sql.placeholder('userId'))))
    .leftJoin(applications, and(eq(applications.clientId, clients.id), eq(applications.code, sql.placeholder('applicationCode'))))
    .where(eq(clients.code, sql.placeholder('clientCode')))
    .prepare('client_scope'),
);

/**
 * The one place that decides who may do what. Created per request, so it caches the viewer's
 * client scopes for the request only (permissions change take effect on the next request).
 */
export class Access {
  private readonly scopes = new Map<string, Promise<ClientScope>>();

  constructor(
    private readonly db: Database,
    readonly viewer: Viewer | null,
  ) {}

  requireViewer(): Viewer {
    if (!this.viewer) throw unauthenticated();
    return this.viewer;
  }

  requireStaff(): Viewer {
    const viewer = this.requireViewer();
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
    const viewer = this.requireViewer();
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
      const loaded = this.loadScope(viewer, target.clientCode, target.applicationCode);
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
    const viewer = this.requireViewer();
    let scope = this.scopes.get(clientCode);
    if (!scope) {
      scope = this.loadScope(viewer, clientCode).then((result) => result.scope);
      this.scopes.set(clientCode, scope);
    }
    return scope;
  }

  /** Client, the viewer's membership and permissions there, and optionally an application: one query. */
  private async loadScope(
    viewer: Viewer,
    clientCode: string,
    applicationCode?: string,
  ): Promise<{ scope: ClientScope; application: ApplicationRef | null }> {
    const [row] = await selectScope(this.db).execute({ userId: viewer.userId, clientCode, applicationCode: applicationCode ?? null });
    if (!row) throw notFound();
    if (!viewer.isPlatformStaff && row.membership !== 'active') throw notFound();
    const granted = new Set(row.permissions ?? []);
    const permissions = viewer.isPlatformStaff
      ? new Set(ALL_PERMISSIONS)
      : new Set(ALL_PERMISSIONS.filter((permission) => granted.has(permission)));
    return {
      scope: { clientId: row.id, clientCode: row.code, clientName: row.name, isInternal: row.isInternal, permissions },
      application: row.applicationId
        ? { id: row.applicationId, code: row.applicationCode!, name: row.applicationName!, clientId: row.id }
        : null,
    };
  }
}

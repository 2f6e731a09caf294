import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, clientUsers } from '../../db/schema/index.js';

/**
 * The applications of the row's client, by name, as one JSON column (no second round trip). The
 * outer column is written out with its table: Drizzle renders a column of a single-table select
 * unqualified, and a bare "id" here would be the application's own.
 */
const applicationsOfClient = sql<
  { code: string; name: string }[]
>`(select coalesce(json_agg(json_build_object('code', a.code, 'name', a.name) order by a.name), '[]'::json)
  from applications a where a.client_id = "clients"."id")`;

/**
 * The clients the signed-in user can enter (every client for platform staff), by name, with their
 * applications: what `me` shows. It lives with sign-in rather than in tenancy because tenancy builds
 * on auth (Access reads sessions, client users get passwords), so auth cannot call into tenancy.
 */
export async function findViewerClients(db: Database, viewer: { userId: string; isPlatformStaff: boolean }) {
  const query = db.select({ code: clients.code, name: clients.name, applications: applicationsOfClient }).from(clients).$dynamic();
  if (!viewer.isPlatformStaff) {
    query
      .innerJoin(clientUsers, eq(clientUsers.clientId, clients.id))
      .where(and(eq(clientUsers.userId, viewer.userId), eq(clientUsers.status, 'active')));
  }
  return query.orderBy(asc(clients.name));
}

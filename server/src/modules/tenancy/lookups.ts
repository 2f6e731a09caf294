import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications, clients, clientUsers, creativeTags, users } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import type { ClientScope } from './access.js';

/**
 * Tenant lookups: the codes and e-mail addresses an input names, turned into row ids within one
 * client, so that no module resolves another tenant's records by code. Each refuses what the client
 * does not have with a field error.
 */

/** Applications of the client by code, in the order given (the first is a concept's home). */
export async function resolveApplications(executor: Executor, scope: ClientScope, codes: string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) throw badInput('Choose at least one application.', [{ field: 'applications', message: 'Required.' }]);
  const rows = await executor
    .select({ id: applications.id, code: applications.code })
    .from(applications)
    .where(and(eq(applications.clientId, scope.clientId), inArray(applications.code, unique)));
  const missing = unique.filter((code) => !rows.some((row) => row.code === code));
  if (missing.length > 0)
    throw badInput(`Unknown application: ${missing.join(', ')}.`, [{ field: 'applications', message: 'Unknown application.' }]);
  return unique.map((code) => rows.find((row) => row.code === code)!);
}

/** Ids of the client's tags by code. */
export async function resolveTags(executor: Executor, scope: ClientScope, codes: string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return [];
  const rows = await executor
    .select({ id: creativeTags.id, code: creativeTags.code })
    .from(creativeTags)
    .where(and(eq(creativeTags.clientId, scope.clientId), inArray(creativeTags.code, unique)));
  const missing = unique.filter((code) => !rows.some((row) => row.code === code));
  if (missing.length > 0) throw badInput(`Unknown tag: ${missing.join(', ')}.`, [{ field: 'tags', message: 'Unknown tag.' }]);
  return rows.map((row) => row.id);
}

/**
 * A person picked for a lead or assignee field: an active user of the client or, for platform staff
 * (whose pickers list them), of the internal client. A staff member already in the field may stay
 * (`currentId`), so a colleague can save the record unchanged; otherwise a non-staff caller gets the
 * same answer for a staff address as for an unknown one, and cannot learn who is staff. null clears.
 */
export async function resolvePerson(
  executor: Executor,
  scope: ClientScope,
  field: string,
  emailAddress: string | null | undefined,
  options: { currentId?: string | null } = {},
) {
  const email = emailAddress?.trim().toLowerCase();
  if (!email) return null;
  const rows = await executor
    .select({ id: users.id, isClientUser: sql<boolean>`${clients.id} = ${scope.clientId}` })
    .from(users)
    .innerJoin(clientUsers, eq(clientUsers.userId, users.id))
    .innerJoin(clients, eq(clients.id, clientUsers.clientId))
    .where(
      and(
        sql`lower(${users.emailAddress}) = ${email}`,
        eq(clientUsers.status, 'active'),
        sql`(${clients.id} = ${scope.clientId} or ${clients.isInternal})`,
      ),
    );
  const row =
    rows.find((candidate) => candidate.isClientUser) ?? rows.find((candidate) => scope.isStaff || candidate.id === options.currentId);
  if (!row) throw badInput(`${email} is not a user of this client.`, [{ field, message: 'Not a user of this client.' }]);
  return row.id;
}

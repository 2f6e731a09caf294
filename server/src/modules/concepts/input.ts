import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications, clients, clientUsers, creativeNodes, creativeTags, users } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import type { ClientScope } from '../tenancy/access.js';

/** Resolvers from the codes and e-mail addresses an input names to row ids, within one client. */

export async function resolveFolder(executor: Executor, scope: ClientScope, code: string) {
  const [folder] = await executor
    .select({ id: creativeNodes.id, applicationId: creativeNodes.applicationId, code: creativeNodes.code })
    .from(creativeNodes)
    .where(and(eq(creativeNodes.clientId, scope.clientId), eq(creativeNodes.code, code)));
  if (!folder) throw badInput(`Unknown folder '${code}'.`, [{ field: 'creativeNode', message: 'Unknown folder.' }]);
  return folder;
}

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
 * A person picked for a lead or assignee field: an active user of the client, or of the internal
 * client (platform staff, offered in pickers). null clears the field.
 */
export async function resolvePerson(executor: Executor, scope: ClientScope, field: string, emailAddress: string | null | undefined) {
  const email = emailAddress?.trim().toLowerCase();
  if (!email) return null;
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(clientUsers, eq(clientUsers.userId, users.id))
    .innerJoin(clients, eq(clients.id, clientUsers.clientId))
    .where(
      and(
        sql`lower(${users.emailAddress}) = ${email}`,
        eq(clientUsers.status, 'active'),
        sql`(${clients.id} = ${scope.clientId} or ${clients.isInternal})`,
      ),
    )
    .limit(1);
  if (!row) throw badInput(`${email} is not a user of this client.`, [{ field, message: 'Not a user of this client.' }]);
  return row.id;
}

export function parseOptionalDate(field: string, value: Date | string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(`${field} must be a date.`, [{ field, message: 'Not a date.' }]);
  return date;
}

export function parseEffort(field: string, value: number | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || Number.isNaN(value)) return null;
  if (!Number.isFinite(value) || value < 0 || value > 1_000_000)
    throw badInput(`${field} must be a number from 0.`, [{ field, message: 'Out of range.' }]);
  return value;
}

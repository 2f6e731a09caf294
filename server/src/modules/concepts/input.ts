import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { creativeNodes } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import type { ClientScope } from '../tenancy/index.js';

/** A folder (creative node) of the client by code, for a concept's creativeNode field. */
export async function resolveFolder(executor: Executor, scope: ClientScope, code: string) {
  const [folder] = await executor
    .select({ id: creativeNodes.id, applicationId: creativeNodes.applicationId, code: creativeNodes.code })
    .from(creativeNodes)
    .where(and(eq(creativeNodes.clientId, scope.clientId), eq(creativeNodes.code, code)));
  if (!folder) throw badInput(`Unknown folder '${code}'.`, [{ field: 'creativeNode', message: 'Unknown folder.' }]);
  return folder;
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

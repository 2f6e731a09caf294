import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { actionItemCategories } from '../../db/schema/index.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import type { Access } from '../tenancy/index.js';
import { parseCategoryInput } from './input.js';

export interface ActionItemDeps {
  db: Database;
  access: Access;
}

const ALPHABET = '0123456789abdefghijklmnopqrstuvwxyz';

/** Public codes: a readable prefix and a random body without 'c' (only concept codes hold 'crc'). */
export function generateActionCode(prefix: 'act' | 'acg'): string {
  let body = '';
  for (const byte of randomBytes(12)) body += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${body}`;
}

/** The set every client starts with (spec 2 §2.6: modules all and creative). */
export const DEFAULT_CATEGORIES: readonly { name: string; module: 'all' | 'creative' }[] = [
  { name: 'General', module: 'all' },
  { name: 'Follow-up', module: 'all' },
  { name: 'Creative review', module: 'creative' },
  { name: 'Design change', module: 'creative' },
  { name: 'Copy change', module: 'creative' },
  { name: 'Approval', module: 'creative' },
];

/**
 * Gives a client the default categories the first time anyone needs them (a client created by any
 * path gets them without a hook in every creation path). Idempotent: names are unique per client.
 */
export async function ensureDefaultCategories(executor: Executor, clientId: string) {
  const [existing] = await executor
    .select({ id: actionItemCategories.id })
    .from(actionItemCategories)
    .where(eq(actionItemCategories.clientId, clientId))
    .limit(1);
  if (existing) return;
  await executor
    .insert(actionItemCategories)
    .values(DEFAULT_CATEGORIES.map((category) => ({ clientId, code: generateActionCode('acg'), ...category })))
    .onConflictDoNothing();
}

const categoryColumns = {
  code: actionItemCategories.code,
  name: actionItemCategories.name,
  module: actionItemCategories.module,
  status: actionItemCategories.status,
};

export async function findCategories(
  deps: ActionItemDeps,
  clientCode: string,
  filter: { includeInactive?: boolean | null } | null | undefined,
) {
  const scope = await deps.access.require('creative:access', { clientCode });
  await ensureDefaultCategories(deps.db, scope.clientId);
  return deps.db
    .select(categoryColumns)
    .from(actionItemCategories)
    .where(
      and(
        eq(actionItemCategories.clientId, scope.clientId),
        inArray(actionItemCategories.module, ['all', 'creative']),
        filter?.includeInactive ? undefined : eq(actionItemCategories.status, 'active'),
      ),
    )
    .orderBy(asc(actionItemCategories.name));
}

async function assertNameFree(executor: Executor, clientId: string, name: string, exceptCode?: string) {
  const [clash] = await executor
    .select({ code: actionItemCategories.code })
    .from(actionItemCategories)
    .where(and(eq(actionItemCategories.clientId, clientId), sql`lower(${actionItemCategories.name}) = ${name.toLowerCase()}`));
  if (clash && clash.code !== exceptCode) throw conflict(`A category named ${name} already exists.`);
}

export async function createCategory(deps: ActionItemDeps, clientCode: string, input: unknown) {
  const scope = await deps.access.require('actionItemCategory:manage', { clientCode });
  const category = parseCategoryInput(input);
  if (!category.name) throw badInput('Category name is required.', [{ field: 'name', message: 'Required.' }]);
  const name = category.name;
  return deps.db.transaction(async (tx) => {
    await ensureDefaultCategories(tx, scope.clientId);
    await assertNameFree(tx, scope.clientId, name);
    const [row] = await tx
      .insert(actionItemCategories)
      .values({
        clientId: scope.clientId,
        code: generateActionCode('acg'),
        name,
        module: category.module ?? 'all',
        status: category.status ?? 'active',
      })
      .returning(categoryColumns);
    return row!;
  });
}

export async function updateCategory(deps: ActionItemDeps, clientCode: string, categoryCode: string, input: unknown) {
  const scope = await deps.access.require('actionItemCategory:manage', { clientCode });
  const category = parseCategoryInput(input);
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(actionItemCategories)
      .where(and(eq(actionItemCategories.clientId, scope.clientId), eq(actionItemCategories.code, categoryCode)))
      .for('update');
    if (!current) throw notFound('Category not found.');
    if (category.name) await assertNameFree(tx, scope.clientId, category.name, categoryCode);
    const [row] = await tx
      .update(actionItemCategories)
      .set({
        name: category.name ?? current.name,
        module: category.module ?? current.module,
        status: category.status ?? current.status,
      })
      .where(eq(actionItemCategories.id, current.id))
      .returning(categoryColumns);
    return row!;
  });
}

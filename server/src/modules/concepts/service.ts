import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { applications, conceptApplications, conceptChannels, channels, concepts } from '../../db/schema/index.js';
import { appError, badInput } from '../../lib/errors.js';
import type { Access, ClientScope } from '../tenancy/access.js';
import { findConceptHistory } from '../history/service.js';
import { buildConceptFilter, buildConceptOrder, parseConceptSort, type ConceptFilterInput } from './filter.js';
import { CONCEPT_NOT_FOUND } from './rules.js';
import { toConceptViews, type ConceptRow, type ConceptView } from './views.js';

export interface ConceptDeps {
  db: Database;
  access: Access;
}

export const conceptNotFound = () => appError('NOT_FOUND', CONCEPT_NOT_FOUND, { status: 404 });

/** A live concept of the scope's client by code; 404 'Concept not found' otherwise (other clients included). */
export async function findConceptRow(executor: Executor, scope: ClientScope, conceptCode: string, options: { forUpdate?: boolean } = {}) {
  const query = executor
    .select()
    .from(concepts)
    .where(and(eq(concepts.clientId, scope.clientId), eq(concepts.code, conceptCode), isNull(concepts.deletedAt)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw conceptNotFound();
  return row;
}

export async function findConceptView(executor: Executor, scope: ClientScope, row: ConceptRow): Promise<ConceptView> {
  const [view] = await toConceptViews(executor, scope, [row]);
  return view!;
}

export async function findConcepts(
  deps: ConceptDeps,
  args: {
    clientCode: string;
    applicationCode: string;
    filter?: ConceptFilterInput | null;
    offset?: number | null;
    limit?: number | null;
    sort?: readonly string[] | null;
  },
) {
  const { scope, application } = await deps.access.requireApplication('concept:view', args);
  const offset = args.offset ?? 0;
  const limit = args.limit ?? 50;
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more.');
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw badInput('limit must be between 1 and 500.');

  const filter = buildConceptFilter(scope.clientId, args.filter);
  const sort = parseConceptSort(args.sort);
  const isNewestFirst = sort.length === 1 && sort[0]!.field === 'createDate' && sort[0]!.isDescending;

  let rows: ConceptRow[];
  let total: number;
  if (!filter && isNewestFirst) {
    // The default page: ids straight off the application's newest-first index (deferred join, so
    // a deep offset skips index entries, not concept rows), the total from the maintained count.
    const [page, [counter]] = await Promise.all([
      deps.db
        .select({ id: conceptApplications.conceptId })
        .from(conceptApplications)
        .where(eq(conceptApplications.applicationId, application.id))
        .orderBy(desc(conceptApplications.conceptCreatedAt), desc(conceptApplications.conceptId))
        .limit(limit)
        .offset(offset),
      deps.db.select({ total: applications.conceptCount }).from(applications).where(eq(applications.id, application.id)),
    ]);
    const ids = page.map((entry) => entry.id);
    const found = ids.length ? await deps.db.select().from(concepts).where(inArray(concepts.id, ids)) : [];
    rows = ids.map((id) => found.find((row) => row.id === id)!).filter(Boolean);
    total = counter?.total ?? 0;
  } else {
    // Filtered or re-sorted: driven from the concepts table (its indexes serve the filters), with
    // membership in the application as a semi-join. Deleted concepts have no application link.
    const where = and(
      eq(concepts.clientId, scope.clientId),
      sql`exists (select 1 from concept_applications ca where ca.concept_id = ${concepts.id} and ca.application_id = ${application.id})`,
      filter,
    );
    const [found, [counted]] = await Promise.all([
      deps.db
        .select()
        .from(concepts)
        .where(where)
        .orderBy(...buildConceptOrder(sort))
        .limit(limit)
        .offset(offset),
      deps.db.select({ total: count() }).from(concepts).where(where),
    ]);
    rows = found;
    total = counted?.total ?? 0;
  }
  return { totalItemCount: total, items: await toConceptViews(deps.db, scope, rows) };
}

export async function findConcept(deps: ConceptDeps, clientCode: string, conceptCode: string) {
  const scope = await deps.access.require('concept:view', { clientCode });
  return findConceptView(deps.db, scope, await findConceptRow(deps.db, scope, conceptCode));
}

export async function findConceptByInternalId(deps: ConceptDeps, clientCode: string, internalId: string) {
  const scope = await deps.access.require('concept:view', { clientCode });
  const trimmed = internalId.trim();
  if (!/^\d{1,9}$/.test(trimmed)) throw conceptNotFound();
  const [row] = await deps.db
    .select()
    .from(concepts)
    .where(and(eq(concepts.clientId, scope.clientId), eq(concepts.internalId, Number(trimmed)), isNull(concepts.deletedAt)));
  if (!row) throw conceptNotFound();
  return findConceptView(deps.db, scope, row);
}

export async function findConceptChannels(deps: ConceptDeps, clientCode: string, conceptCode: string) {
  const scope = await deps.access.require('concept:view', { clientCode });
  const concept = await findConceptRow(deps.db, scope, conceptCode);
  return loadChannels(deps.db, concept.id);
}

export async function loadChannels(executor: Executor, conceptId: string) {
  const rows = await executor
    .select({ code: channels.code, name: channels.name, supportedAssets: channels.supportedAssets, status: conceptChannels.status })
    .from(conceptChannels)
    .innerJoin(channels, eq(channels.code, conceptChannels.channelCode))
    .where(eq(conceptChannels.conceptId, conceptId))
    .orderBy(channels.name);
  return rows.map((row) => ({ channel: { code: row.code, name: row.name }, status: row.status, supportedAssets: row.supportedAssets }));
}

export async function loadHistory(executor: Executor, concept: { clientId: string; id: string }) {
  return findConceptHistory(executor, concept.clientId, concept.id);
}

/** Children of a parent (live ones), oldest first. */
export async function findChildRows(executor: Executor, scope: ClientScope, parentId: string, options: { forUpdate?: boolean } = {}) {
  const query = executor
    .select()
    .from(concepts)
    .where(and(eq(concepts.clientId, scope.clientId), eq(concepts.parentConceptId, parentId), isNull(concepts.deletedAt)))
    .orderBy(concepts.createdAt);
  return options.forUpdate ? query.for('update') : query;
}

/** How many live concepts of an application match a filter (virtual folder counts). */
export async function countConcepts(executor: Executor, scope: ClientScope, applicationId: string, filter: ConceptFilterInput) {
  const [row] = await executor
    .select({ total: count() })
    .from(concepts)
    .where(
      and(
        eq(concepts.clientId, scope.clientId),
        sql`exists (select 1 from concept_applications ca where ca.concept_id = ${concepts.id} and ca.application_id = ${applicationId})`,
        buildConceptFilter(scope.clientId, filter),
      ),
    );
  return row?.total ?? 0;
}

import { MAX_PAGE_SIZE } from '@atelier/domain';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, type Executor } from '../../db/client.js';
import { applications, conceptChannels, channels, concepts, conceptSearch } from '../../db/schema/index.js';
import { appError, badInput } from '../../lib/errors.js';
import type { Access, ClientScope } from '../tenancy/index.js';
import { buildConceptFilter, buildConceptOrder, isNameOnlyFilter, parseConceptSort, type ConceptFilterInput } from './filter.js';
import { CONCEPT_NOT_FOUND } from './rules.js';
import {
  conceptSelection,
  selectConceptPage,
  toConceptPageViews,
  toConceptViews,
  type ConceptRow,
  type ConceptSelection,
  type ConceptView,
} from './views.js';

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
  /** The fields the request asks for of each concept; all of them when not given. */
  fields?: ReadonlySet<string>,
) {
  const scope = await deps.access.require('concept:view', args);
  const { application } = scope;
  const offset = args.offset ?? 0;
  const limit = args.limit ?? 50;
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more.');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}.`);

  const filter = buildConceptFilter(scope.clientId, args.filter);
  const sort = parseConceptSort(args.sort);
  const isNewestFirst = sort.length === 1 && sort[0]!.field === 'createDate' && sort[0]!.isDescending;
  const selection = conceptSelection(fields);

  if (!filter && isNewestFirst) {
    const rows = await selectNewestPage(deps.db, selection).execute({ applicationId: application.id, limit, offset });
    // An empty page has no row to carry the total.
    const total = rows[0]?.total ?? (offset === 0 ? 0 : await countApplicationConcepts(deps.db, application.id));
    return { totalItemCount: total, items: toConceptPageViews(scope, rows) };
  }
  // Filtered or re-sorted: driven from the concepts table (its indexes serve the filters), with
  // membership in the application read off the row's copy of its application ids. The total has
  // to visit every match, so it runs beside the page on a second connection, not after it.
  const where = and(eq(concepts.clientId, scope.clientId), isInApplication(application.id), filter);
  const order = buildConceptOrder(sort);
  const page = deps.db
    .select()
    .from(concepts)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('concepts');
  const [rows, [counted]] = await Promise.all([
    selectConceptPage(deps.db, page, order, selection),
    isNameOnlyFilter(args.filter)
      ? countNameMatches(deps.db, scope.clientId, application.id, args.filter)
      : deps.db.select({ total: count() }).from(concepts).where(where),
  ]);
  return { totalItemCount: counted?.total ?? 0, items: toConceptPageViews(scope, rows) };
}

/**
 * The default page (newest first, no filter) as one prepared statement per selection: ids straight
 * off the application's newest-first index (deferred join, so a deep offset skips index entries, not
 * concept rows), their rows and relations, and the total from the maintained count. The ids come
 * from a function (migration 0009) rather than an inline `limit $n offset $m`, whose unknown page
 * size makes PostgreSQL plan the whole statement again on every call.
 */
const newestPages = new WeakMap<Database, Map<string, ReturnType<typeof prepareNewestPage>>>();

function selectNewestPage(db: Database, selection: ConceptSelection) {
  let prepared = newestPages.get(db);
  if (!prepared) newestPages.set(db, (prepared = new Map()));
  let statement = prepared.get(selection.key);
  if (!statement) prepared.set(selection.key, (statement = prepareNewestPage(db, selection)));
  return statement;
}

function prepareNewestPage(db: Database, selection: ConceptSelection) {
  const ids = sql`atelier_concept_page_ids(${sql.placeholder('applicationId')}, ${sql.placeholder('limit')}, ${sql.placeholder('offset')})`;
  // `= any(…)` of an array, not `in (…)`: the index on concepts.id serves it directly.
  const page = db
    .select()
    .from(concepts)
    .where(sql`${concepts.id} = any(${ids})`)
    .as('concepts');
  const counter = db
    .select({ total: applications.conceptCount })
    .from(applications)
    .where(eq(applications.id, sql.placeholder('applicationId')));
  return selectConceptPage(db, page, buildConceptOrder(parseConceptSort(null)), selection, {
    total: sql<number>`(${counter})`.mapWith(Number),
  }).prepare(`concept_list_newest_page_${selection.key}`);
}

/**
 * The search box's total (a filter on the name only), counted on the narrow name-search rows
 * (migration 0008), which hold everything the count reads: far fewer pages than the concept rows.
 */
function countNameMatches(db: Database, clientId: string, applicationId: string, filter: ConceptFilterInput | null | undefined) {
  return db
    .select({ total: count() })
    .from(conceptSearch)
    .where(
      and(
        eq(conceptSearch.clientId, clientId),
        sql`${conceptSearch.applicationIds} @> array[${applicationId}::uuid]`,
        buildConceptFilter(clientId, filter, { name: sql`${conceptSearch.nameLower}` }),
      ),
    );
}

async function countApplicationConcepts(db: Database, applicationId: string) {
  const [counter] = await db.select({ total: applications.conceptCount }).from(applications).where(eq(applications.id, applicationId));
  return counter?.total ?? 0;
}

/**
 * Membership in an application, tested on the concept row's copy of its links (kept by triggers,
 * migration 0007): no probe of concept_applications per candidate row. Deleted concepts have none.
 */
function isInApplication(applicationId: string) {
  return sql`${concepts.applicationIds} @> array[${applicationId}::uuid]`;
}

export async function findConcept(deps: ConceptDeps, clientCode: string, conceptCode: string) {
  const scope = await deps.access.require('concept:view', { clientCode, conceptCode });
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
  const scope = await deps.access.require('concept:view', { clientCode, conceptCode });
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
  return rows.map(toChannelView);
}

/** The channels of many concepts in one query, by concept id (for a page that asks for them). */
export async function loadChannelsOf(executor: Executor, conceptIds: readonly string[]) {
  const rows = await executor
    .select({
      conceptId: conceptChannels.conceptId,
      code: channels.code,
      name: channels.name,
      supportedAssets: channels.supportedAssets,
      status: conceptChannels.status,
    })
    .from(conceptChannels)
    .innerJoin(channels, eq(channels.code, conceptChannels.channelCode))
    .where(inArray(conceptChannels.conceptId, [...conceptIds]))
    .orderBy(channels.name);
  const byConcept = new Map<string, ReturnType<typeof toChannelView>[]>(conceptIds.map((id) => [id, []]));
  for (const row of rows) byConcept.get(row.conceptId)?.push(toChannelView(row));
  return byConcept;
}

function toChannelView(row: { code: string; name: string; supportedAssets: { code: string; name: string }[]; status: string }) {
  return { channel: { code: row.code, name: row.name }, status: row.status, supportedAssets: row.supportedAssets };
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
    .where(and(eq(concepts.clientId, scope.clientId), isInApplication(applicationId), buildConceptFilter(scope.clientId, filter)));
  return row?.total ?? 0;
}

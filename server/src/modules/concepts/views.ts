import { getTableColumns, inArray, sql, type SQL, type Subquery } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { concepts } from '../../db/schema/index.js';
import type { ClientScope } from '../tenancy/index.js';
import { deriveLifeCycle } from './rules.js';

export type ConceptRow = typeof concepts.$inferSelect;

export interface PersonView {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/**
 * A concept as the API shows it, with its relations (loaded in the same statement as the rows). The
 * `viewerCan*` fields are resolvers asking Access (resolvers.ts), so they follow the services' rules.
 */
export interface ConceptView {
  id: string;
  clientId: string;
  /** The client's code, for the Access checks of the `viewerCan*` fields. */
  clientCode: string;
  code: string;
  internalId: string;
  name: string;
  status: string;
  workflowStatus: string;
  type: string;
  subtype: string;
  modelType: string;
  description: string;
  conceptImage: string | null;
  isPreview: boolean;
  isPinned: boolean;
  estimatedEffort: number | null;
  actualEffort: number | null;
  targetDeliveryDate: Date | null;
  deliveryDate: Date | null;
  productionAssetCount: number;
  downloadUrl: string | null;
  assetFolderUrl: string | null;
  shareUrl: string | null;
  settings: Record<string, string | null>;
  adMatchSearchTerm: string | null;
  previewAsset: null;
  lifeCycle: string;
  applications: { code: string; name: string }[];
  creativeNode: { code: string; name: string; pathNames: string[] } | null;
  parentCreativeConcept: { code: string; name: string; internalId: string } | null;
  childCount: number;
  tags: { code: string; name: string; color: string }[];
  creativeTags: { code: string; name: string; color: string }[];
  uaLead: PersonView | null;
  creativeLead: PersonView | null;
  assignedUser: PersonView | null;
  audit: { createBy: PersonView | null; createDate: Date; updateBy: PersonView | null; updateDate: Date };
  version: number;
}

/** What RELATED computes for each concept row, as one JSON object (a list leaves out what it was not asked for). */
interface RelatedJson {
  tags?: { code: string; name: string; color: string }[];
  applications?: { code: string; name: string }[];
  creativeNode?: { code: string; name: string; pathNames: string[] } | null;
  parentCreativeConcept?: { code: string; name: string; internalId: string } | null;
  childCount?: number;
  productionAssetCount?: number;
  /** The row's people (leads, assignee, author, last editor) by user id. */
  people?: Record<string, PersonView> | null;
}

/**
 * A column of the concept row in the current query, always qualified as `"concepts".<column>`: the
 * relations below are correlated subqueries, where an unqualified name could bind to their own
 * tables. Lists select from a page subquery aliased "concepts", so the same SQL serves both.
 */
const outer = (column: PgColumn) => sql`${sql.identifier('concepts')}.${sql.identifier(column.name)}`;

/**
 * Everything a list row or the editor shows about a concept's relations, one correlated subquery
 * each. Tags and applications are read through the row's copies of their ids; productionAssetCount
 * counts what the assets module's countProductionAssets counts (production assets, not deleted).
 */
const RELATED_PARTS = {
  tags: sql`(select coalesce(json_agg(json_build_object('code', t.code, 'name', t.name, 'color', t.color) order by t.name, t.code), '[]'::json)
      from creative_tags t where t.id = any(${outer(concepts.tagIds)}))`,
  applications: sql`(select coalesce(json_agg(json_build_object('code', a.code, 'name', a.name) order by array_position(${outer(concepts.applicationIds)}, a.id)), '[]'::json)
      from applications a where a.id = any(${outer(concepts.applicationIds)}))`,
  creativeNode: sql`(select json_build_object('code', n.code, 'name', n.name, 'pathNames', (
        with recursive chain as (
          select f.id, f.parent_id, f.name, 0 as depth from creative_nodes f where f.id = n.id
          union all
          select f.id, f.parent_id, f.name, chain.depth + 1 from creative_nodes f join chain on f.id = chain.parent_id where chain.depth < 100
        ) select array_agg(chain.name order by chain.depth desc) from chain))
      from creative_nodes n where n.id = ${outer(concepts.creativeNodeId)})`,
  parentCreativeConcept: sql`(select json_build_object('code', p.code, 'name', p.name, 'internalId', p.internal_id::text)
      from concepts p where p.id = ${outer(concepts.parentConceptId)})`,
  childCount: sql`(select count(*) from concepts k where k.parent_concept_id = ${outer(concepts.id)} and k.deleted_at is null)`,
  productionAssetCount: sql`(select count(*) from concept_assets pa
      where pa.concept_id = ${outer(concepts.id)} and pa.asset_type = 'production' and pa.deleted_at is null
        and pa.awaiting_choice_since is null and pa.processing_status <> 'uploading')`,
  people: sql`(select json_object_agg(u.id, json_build_object('emailAddress', u.email_address, 'firstName', u.first_name, 'lastName', u.last_name))
      from users u where u.id in (${outer(concepts.uaLeadId)}, ${outer(concepts.creativeLeadId)}, ${outer(concepts.assignedUserId)}, ${outer(concepts.createBy)}, ${outer(concepts.updateBy)}))`,
} satisfies Record<keyof RelatedJson, SQL>;

type RelatedPart = keyof typeof RELATED_PARTS;
const ALL_PARTS = Object.keys(RELATED_PARTS) as RelatedPart[];

/**
 * What each field of CreativeConcept needs of RELATED; a field not named here is read off the row.
 * (downloadUrl is signed only for a concept with production assets.) The list API test asks for
 * every field on its own and compares it with the editor's view, so a field missing here shows.
 */
const PART_OF_FIELD: Record<string, RelatedPart> = {
  tags: 'tags',
  creativeTags: 'tags',
  applications: 'applications',
  creativeNode: 'creativeNode',
  parentCreativeConcept: 'parentCreativeConcept',
  childCount: 'childCount',
  productionAssetCount: 'productionAssetCount',
  downloadUrl: 'productionAssetCount',
  uaLead: 'people',
  creativeLead: 'people',
  assignedUser: 'people',
  audit: 'people',
};

/** What a list statement reads besides the row's small columns. */
export interface ConceptSelection {
  parts: readonly RelatedPart[];
  /** The two columns that can be large (sanitised HTML, settings JSON). */
  description: boolean;
  settings: boolean;
  /** Names the variant, for its prepared statement. */
  key: string;
}

const selections = new Map<string, ConceptSelection>();

/**
 * The selection for the fields a request asks for of each concept (all of it without a list of
 * fields): a grid page then never pays for relations or large columns it does not show.
 */
export function conceptSelection(fields?: ReadonlySet<string>): ConceptSelection {
  const parts = fields ? ALL_PARTS.filter((part) => [...fields].some((field) => PART_OF_FIELD[field] === part)) : ALL_PARTS;
  const description = !fields || fields.has('description');
  const settings = !fields || fields.has('settings');
  const key = `${parts.reduce((bits, part) => bits | (1 << ALL_PARTS.indexOf(part)), 0).toString(36)}${description ? 'd' : ''}${settings ? 's' : ''}`;
  let selection = selections.get(key);
  if (!selection) {
    selection = { parts, description, settings, key };
    selections.set(key, selection);
  }
  return selection;
}

const relatedColumns = new Map<string, SQL<RelatedJson>>();

/**
 * The chosen relations as one JSON column, so a page and its relations cost one round trip. It has
 * no parameters, so each variant is rendered to SQL text once, not on every request.
 */
function relatedColumn(selection: ConceptSelection): SQL<RelatedJson> {
  let column = relatedColumns.get(selection.key);
  if (!column) {
    const entries = selection.parts.map((part) => sql`${sql.raw(`'${part}'`)}, ${RELATED_PARTS[part]}`);
    column = sql.raw(new PgDialect().sqlToQuery(sql`json_build_object(${sql.join(entries, sql`, `)})`).sql) as SQL<RelatedJson>;
    relatedColumns.set(selection.key, column);
  }
  return column;
}

/** What a view is made of: the row without its copies of link ids (read in SQL only) and deletion mark. */
type ViewedRow = Omit<ConceptRow, 'applicationIds' | 'tagIds' | 'deletedAt'>;

export type ConceptPageRow = ViewedRow & { related: RelatedJson };

/**
 * One page of a concept list with its relations, in one statement: `page` selects whole concept
 * rows (ordered, limited) aliased "concepts" (`.as('concepts')`), `order` repeats its ORDER BY for
 * the outer query, `selection` says which relations and large columns to read, and `extra` adds
 * columns to every row (the default page's total).
 */
export function selectConceptPage<Extra extends Record<string, SQL.Aliased | SQL>>(
  executor: Executor,
  page: Subquery<'concepts'>,
  order: SQL[],
  selection: ConceptSelection,
  extra?: Extra,
) {
  const {
    description,
    settings,
    applicationIds: _applicationIds,
    tagIds: _tagIds,
    deletedAt: _deletedAt,
    ...columns
  } = getTableColumns(concepts);
  return executor
    .select({
      ...columns,
      description: selection.description ? description : sql<string>`''`,
      settings: selection.settings ? settings : sql<ConceptRow['settings']>`'{}'::jsonb`,
      related: relatedColumn(selection),
      ...(extra as Extra),
    })
    .from(page)
    .orderBy(...order);
}

/** Views of a list page's rows; what the selection left out reads as empty (the request never shows it). */
export function toConceptPageViews(scope: ClientScope, rows: ConceptPageRow[]): ConceptView[] {
  return rows.map(({ related, ...row }) => toConceptView(scope, row, related));
}

/** Views of concept rows already in hand (an editor load, a mutation's result): one query for their relations. */
export async function toConceptViews(executor: Executor, scope: ClientScope, rows: ConceptRow[]): Promise<ConceptView[]> {
  if (rows.length === 0) return [];
  const related = await executor
    .select({ id: concepts.id, related: relatedColumn(conceptSelection()) })
    .from(concepts)
    .where(
      inArray(
        concepts.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(related.map((entry) => [entry.id, entry.related]));
  return rows.map((row) => toConceptView(scope, row, byId.get(row.id)!));
}

function toConceptView(scope: ClientScope, row: ViewedRow, related: RelatedJson): ConceptView {
  const person = (id: string | null) => (id ? (related.people?.[id] ?? null) : null);
  const tags = related.tags ?? [];
  return {
    id: row.id,
    clientId: row.clientId,
    clientCode: scope.clientCode,
    code: row.code,
    internalId: String(row.internalId),
    name: row.name,
    status: row.status,
    workflowStatus: row.workflowStatus,
    type: row.type,
    subtype: row.subtype,
    modelType: row.modelType,
    description: row.description,
    conceptImage: row.conceptImage,
    isPreview: row.isPreview,
    isPinned: row.isPinned,
    estimatedEffort: row.estimatedEffort,
    actualEffort: row.actualEffort,
    targetDeliveryDate: row.targetDeliveryDate,
    deliveryDate: row.deliveryDate,
    productionAssetCount: Number(related.productionAssetCount ?? 0),
    downloadUrl: null,
    assetFolderUrl: null,
    shareUrl: null,
    settings: row.settings,
    adMatchSearchTerm: row.adMatchSearchTerm,
    previewAsset: null,
    lifeCycle: deriveLifeCycle(row.status),
    applications: related.applications ?? [],
    creativeNode: related.creativeNode ?? null,
    parentCreativeConcept: related.parentCreativeConcept ?? null,
    childCount: Number(related.childCount ?? 0),
    tags,
    creativeTags: tags,
    uaLead: person(row.uaLeadId),
    creativeLead: person(row.creativeLeadId),
    assignedUser: person(row.assignedUserId),
    audit: { createBy: person(row.createBy), createDate: row.createdAt, updateBy: person(row.updateBy), updateDate: row.updatedAt },
    version: row.version,
  };
}

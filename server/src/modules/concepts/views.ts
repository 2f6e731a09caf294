import { getTableColumns, inArray, sql, type SQL, type Subquery } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { concepts } from '../../db/schema/index.js';
import type { ClientScope } from '../tenancy/access.js';
import { deriveLifeCycle } from './rules.js';

export type ConceptRow = typeof concepts.$inferSelect;

export interface PersonView {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/** A concept as the API shows it, with its relations (loaded in the same statement as the rows). */
export interface ConceptView {
  id: string;
  clientId: string;
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
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanApprove: boolean;
}

/** What RELATED computes for each concept row, as one JSON object. */
interface RelatedJson {
  tags: { code: string; name: string; color: string }[];
  applications: { code: string; name: string }[];
  creativeNode: { code: string; name: string; pathNames: string[] } | null;
  parentCreativeConcept: { code: string; name: string; internalId: string } | null;
  childCount: number;
  productionAssetCount: number;
  /** The row's people (leads, assignee, author, last editor) by user id. */
  people: Record<string, PersonView> | null;
}

/**
 * A column of the concept row in the current query, always qualified as `"concepts".<column>`: the
 * relations below are correlated subqueries, where an unqualified name could bind to their own
 * tables. Lists select from a page subquery aliased "concepts", so the same SQL serves both.
 */
const outer = (column: PgColumn) => sql`${sql.identifier('concepts')}.${sql.identifier(column.name)}`;

/**
 * Everything a list row or the editor shows about a concept's relations, as one JSON column: a page
 * and its relations then cost one round trip instead of one query per relation. It has no
 * parameters, so it is rendered to SQL text once, not on every request. Tags and applications are
 * read through the row's copies of their ids; productionAssetCount counts what the assets module's
 * countProductionAssets counts (production assets, not deleted).
 */
const RELATED = sql.raw(
  new PgDialect().sqlToQuery(sql`json_build_object(
    'tags', (select coalesce(json_agg(json_build_object('code', t.code, 'name', t.name, 'color', t.color) order by t.name, t.code), '[]'::json)
      from creative_tags t where t.id = any(${outer(concepts.tagIds)})),
    'applications', (select coalesce(json_agg(json_build_object('code', a.code, 'name', a.name) order by array_position(${outer(concepts.applicationIds)}, a.id)), '[]'::json)
      from applications a where a.id = any(${outer(concepts.applicationIds)})),
    'creativeNode', (select json_build_object('code', n.code, 'name', n.name, 'pathNames', (
        with recursive chain as (
          select f.id, f.parent_id, f.name, 0 as depth from creative_nodes f where f.id = n.id
          union all
          select f.id, f.parent_id, f.name, chain.depth + 1 from creative_nodes f join chain on f.id = chain.parent_id where chain.depth < 100
        ) select array_agg(chain.name order by chain.depth desc) from chain))
      from creative_nodes n where n.id = ${outer(concepts.creativeNodeId)}),
    'parentCreativeConcept', (select json_build_object('code', p.code, 'name', p.name, 'internalId', p.internal_id::text)
      from concepts p where p.id = ${outer(concepts.parentConceptId)}),
    'childCount', (select count(*) from concepts k where k.parent_concept_id = ${outer(concepts.id)} and k.deleted_at is null),
    'productionAssetCount', (select count(*) from concept_assets pa
      where pa.concept_id = ${outer(concepts.id)} and pa.asset_type = 'production' and pa.deleted_at is null),
    'people', (select json_object_agg(u.id, json_build_object('emailAddress', u.email_address, 'firstName', u.first_name, 'lastName', u.last_name))
      from users u where u.id in (${outer(concepts.uaLeadId)}, ${outer(concepts.creativeLeadId)}, ${outer(concepts.assignedUserId)}, ${outer(concepts.createBy)}, ${outer(concepts.updateBy)}))
  )`).sql,
) as SQL<RelatedJson>;

export type ConceptPageRow = ConceptRow & { related: RelatedJson };

/**
 * One page of a concept list with its relations, in one statement: `page` selects whole concept
 * rows (ordered, limited) aliased "concepts" (`.as('concepts')`), `order` repeats its ORDER BY for
 * the outer query, and `extra` adds columns to every row (the default page's total).
 */
export function selectConceptPage<Extra extends Record<string, SQL.Aliased | SQL>>(
  executor: Executor,
  page: Subquery<'concepts'>,
  order: SQL[],
  extra?: Extra,
) {
  return executor
    .select({ ...getTableColumns(concepts), related: RELATED, ...(extra as Extra) })
    .from(page)
    .orderBy(...order);
}

export function toConceptPageViews(scope: ClientScope, rows: ConceptPageRow[]): ConceptView[] {
  return rows.map(({ related, ...row }) => toConceptView(scope, row, related));
}

/** Views of concept rows already in hand (an editor load, a mutation's result): one query for their relations. */
export async function toConceptViews(executor: Executor, scope: ClientScope, rows: ConceptRow[]): Promise<ConceptView[]> {
  if (rows.length === 0) return [];
  const related = await executor
    .select({ id: concepts.id, related: RELATED })
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

function toConceptView(scope: ClientScope, row: ConceptRow, related: RelatedJson): ConceptView {
  const person = (id: string | null) => (id ? (related.people?.[id] ?? null) : null);
  return {
    id: row.id,
    clientId: row.clientId,
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
    productionAssetCount: Number(related.productionAssetCount),
    downloadUrl: null,
    assetFolderUrl: null,
    shareUrl: null,
    settings: row.settings,
    adMatchSearchTerm: row.adMatchSearchTerm,
    previewAsset: null,
    lifeCycle: deriveLifeCycle(row.status),
    applications: related.applications,
    creativeNode: related.creativeNode,
    parentCreativeConcept: related.parentCreativeConcept,
    childCount: Number(related.childCount),
    tags: related.tags,
    creativeTags: related.tags,
    uaLead: person(row.uaLeadId),
    creativeLead: person(row.creativeLeadId),
    assignedUser: person(row.assignedUserId),
    audit: { createBy: person(row.createBy), createDate: row.createdAt, updateBy: person(row.updateBy), updateDate: row.updatedAt },
    version: row.version,
    viewerCanEdit: scope.permissions.has('concept:update'),
    viewerCanDelete: scope.permissions.has('concept:delete'),
    viewerCanApprove: scope.permissions.has('concept:approve'),
  };
}

import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { applications, conceptApplications, concepts, conceptTags, creativeTags, users } from '../../db/schema/index.js';
import type { ClientScope } from '../tenancy/access.js';
import { countProductionAssets } from '../assets/service.js';
import { deriveLifeCycle } from './rules.js';

export type ConceptRow = typeof concepts.$inferSelect;

export interface PersonView {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/** A concept as the API shows it, with its relations loaded in batches (one query per relation). */
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

async function loadPeople(executor: Executor, ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map<string, PersonView>();
  const rows = await executor
    .select({ id: users.id, emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}

/** Folder names from the top level down, for every requested folder, in one recursive query. */
export async function loadFolderPaths(executor: Executor, nodeIds: (string | null)[]) {
  const unique = [...new Set(nodeIds.filter((id): id is string => Boolean(id)))];
  const paths = new Map<string, { code: string; name: string; pathNames: string[] }>();
  if (unique.length === 0) return paths;
  const result = await executor.execute<{
    start_id: string;
    code: string;
    name: string;
    depth: number;
    start_code: string;
    start_name: string;
  }>(sql`
    with recursive chain as (
      select id as start_id, id, parent_id, name, code, 0 as depth from creative_nodes where id = any(${sql.param(unique)}::uuid[])
      union all
      select chain.start_id, node.id, node.parent_id, node.name, node.code, chain.depth + 1
      from creative_nodes node join chain on node.id = chain.parent_id
      where chain.depth < 100
    )
    select start_id, name, code, depth from chain order by start_id, depth desc`);
  const rows = rowsOf<{ start_id: string; name: string; code: string; depth: number }>(result);
  for (const row of rows) {
    const entry = paths.get(row.start_id) ?? { code: '', name: '', pathNames: [] };
    entry.pathNames.push(row.name);
    if (Number(row.depth) === 0) {
      entry.code = row.code;
      entry.name = row.name;
    }
    paths.set(row.start_id, entry);
  }
  return paths;
}

export async function toConceptViews(executor: Executor, scope: ClientScope, rows: ConceptRow[]): Promise<ConceptView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, tagRows, applicationRows, folders, parents, childCounts, productionCounts] = await Promise.all([
    loadPeople(
      executor,
      rows.flatMap((row) => [row.uaLeadId, row.creativeLeadId, row.assignedUserId, row.createBy, row.updateBy]),
    ),
    executor
      .select({ conceptId: conceptTags.conceptId, code: creativeTags.code, name: creativeTags.name, color: creativeTags.color })
      .from(conceptTags)
      .innerJoin(creativeTags, eq(creativeTags.id, conceptTags.tagId))
      .where(inArray(conceptTags.conceptId, ids))
      .orderBy(creativeTags.name),
    executor
      .select({
        conceptId: conceptApplications.conceptId,
        code: applications.code,
        name: applications.name,
        position: conceptApplications.position,
      })
      .from(conceptApplications)
      .innerJoin(applications, eq(applications.id, conceptApplications.applicationId))
      .where(inArray(conceptApplications.conceptId, ids))
      .orderBy(conceptApplications.position),
    loadFolderPaths(
      executor,
      rows.map((row) => row.creativeNodeId),
    ),
    loadParents(executor, rows),
    executor
      .select({ parentId: concepts.parentConceptId, total: count() })
      .from(concepts)
      .where(and(inArray(concepts.parentConceptId, ids), isNull(concepts.deletedAt)))
      .groupBy(concepts.parentConceptId),
    countProductionAssets(executor, ids),
  ]);

  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((row) => {
    const tags = tagRows.filter((tag) => tag.conceptId === row.id).map(({ code, name, color }) => ({ code, name, color }));
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
      productionAssetCount: productionCounts.get(row.id) ?? 0,
      downloadUrl: null,
      assetFolderUrl: null,
      shareUrl: null,
      settings: row.settings,
      adMatchSearchTerm: row.adMatchSearchTerm,
      previewAsset: null,
      lifeCycle: deriveLifeCycle(row.status),
      applications: applicationRows.filter((application) => application.conceptId === row.id).map(({ code, name }) => ({ code, name })),
      creativeNode: row.creativeNodeId ? (folders.get(row.creativeNodeId) ?? null) : null,
      parentCreativeConcept: row.parentConceptId ? (parents.get(row.parentConceptId) ?? null) : null,
      childCount: childCounts.find((entry) => entry.parentId === row.id)?.total ?? 0,
      tags,
      creativeTags: tags,
      uaLead: person(row.uaLeadId),
      creativeLead: person(row.creativeLeadId),
      assignedUser: person(row.assignedUserId),
      audit: { createBy: person(row.createBy), createDate: row.createdAt, updateBy: person(row.updateBy), updateDate: row.updatedAt },
      version: row.version,
      viewerCanEdit: scope.permissions.has('concept:update'),
      viewerCanDelete: scope.permissions.has('concept:delete'),
      viewerCanApprove: scope.permissions.has('concept:approve'),
    };
  });
}

async function loadParents(executor: Executor, rows: ConceptRow[]) {
  const parentIds = [...new Set(rows.map((row) => row.parentConceptId).filter((id): id is string => Boolean(id)))];
  const parents = new Map<string, { code: string; name: string; internalId: string }>();
  if (parentIds.length === 0) return parents;
  const parentRows = await executor
    .select({ id: concepts.id, code: concepts.code, name: concepts.name, internalId: concepts.internalId })
    .from(concepts)
    .where(inArray(concepts.id, parentIds));
  for (const parent of parentRows) parents.set(parent.id, { code: parent.code, name: parent.name, internalId: String(parent.internalId) });
  return parents;
}

import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

/** The Ad Usage tab's filter (spec 2 §2.7): only unlinked asset sets, and a search. */
export interface AdLinkageTreeFilter {
  onlyUnlinked?: boolean | null;
  search?: string | null;
}

/** Whose tree: the application's asset sets, "linked" meaning linked to this concept. */
export interface TreeTarget {
  applicationId: string;
  conceptId: string;
}

export interface TreeNodeView {
  code: string;
  name: string;
  level: 'channel' | 'campaign' | 'subCampaign';
  externalId: string | null;
  status: string;
  isImplicit: boolean;
  childEntityCount: number;
  totalAdCount: number;
  totalLinkedAdCount: number;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Whether an asset set (alias `s`) passes the filter; counts ignore it, visibility follows it. */
function visibleCondition(target: TreeTarget, filter: AdLinkageTreeFilter | null | undefined): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter?.onlyUnlinked) conditions.push(sql`not ${linkedCondition(target)}`);
  const search = filter?.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(s.name) like ${pattern} or lower(s.external_id) like ${pattern} or lower(coalesce(s.search_term, '')) like ${pattern})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** The asset set (alias `s`) has a link to the concept. */
function linkedCondition(target: TreeTarget): SQL {
  return sql`exists (select 1 from creative_ad_matches m where m.asset_set_id = s.id and m.concept_id = ${target.conceptId} and m.state = 'linked')`;
}

/**
 * Every asset set of the application under `scope` (a condition over s, sc, ca), with its ad count,
 * whether it is linked to the concept and whether the filter shows it. Each level groups these.
 */
function assetSetsUnder(target: TreeTarget, filter: AdLinkageTreeFilter | null | undefined, scope: SQL): SQL {
  return sql`select s.id, s.sub_campaign_id, sc.campaign_id, ca.channel_code,
      (select count(*) from ads a where a.asset_set_id = s.id)::int as ad_count,
      ${linkedCondition(target)} as is_linked,
      (${visibleCondition(target, filter)}) as is_visible
    from ad_asset_sets s
    join ad_sub_campaigns sc on sc.id = s.sub_campaign_id
    join ad_campaigns ca on ca.id = sc.campaign_id
    where s.application_id = ${target.applicationId} and ${scope}`;
}

interface CountedRow {
  code: string;
  name: string | null;
  external_id: string | null;
  status: string;
  is_implicit: boolean;
  child_count: number | string;
  total_ad_count: number | string | null;
  linked_ad_count: number | string | null;
}

function toNode(level: TreeNodeView['level'], row: CountedRow): TreeNodeView {
  return {
    code: row.code,
    name: row.name ?? row.code,
    level,
    externalId: row.external_id,
    status: row.status,
    isImplicit: row.is_implicit,
    childEntityCount: Number(row.child_count),
    totalAdCount: Number(row.total_ad_count ?? 0),
    totalLinkedAdCount: Number(row.linked_ad_count ?? 0),
  };
}

// Counts cover every asset set under a node (the filter only hides rows), so a node's count is the
// same whatever the filter; a node is shown when any asset set under it passes the filter.
const COUNTS = sql`sum(t.ad_count) as total_ad_count, coalesce(sum(t.ad_count) filter (where t.is_linked), 0) as linked_ad_count`;

export async function findChannelNodes(db: Executor, target: TreeTarget, filter?: AdLinkageTreeFilter | null) {
  const result = await db.execute(sql`with t as (${assetSetsUnder(target, filter, sql`true`)})
    select t.channel_code as code, ch.name, null as external_id, 'active' as status, false as is_implicit,
      count(distinct t.campaign_id) filter (where t.is_visible) as child_count, ${COUNTS}
    from t join channels ch on ch.code = t.channel_code
    group by t.channel_code, ch.name having bool_or(t.is_visible)
    order by ch.name`);
  return rowsOf<CountedRow>(result).map((row) => toNode('channel', row));
}

export async function findCampaignNodes(db: Executor, target: TreeTarget, channelCode: string, filter?: AdLinkageTreeFilter | null) {
  const result = await db.execute(sql`with t as (${assetSetsUnder(target, filter, sql`ca.channel_code = ${channelCode}`)})
    select ca.code, ca.name, ca.external_id, ca.status, false as is_implicit,
      count(distinct t.sub_campaign_id) filter (where t.is_visible) as child_count, ${COUNTS}
    from t join ad_campaigns ca on ca.id = t.campaign_id
    group by ca.id having bool_or(t.is_visible)
    order by lower(ca.name), ca.code`);
  return rowsOf<CountedRow>(result).map((row) => toNode('campaign', row));
}

export async function findSubCampaignNodes(db: Executor, target: TreeTarget, campaignCode: string, filter?: AdLinkageTreeFilter | null) {
  const result = await db.execute(sql`with t as (${assetSetsUnder(target, filter, sql`ca.code = ${campaignCode}`)})
    select sc.code, coalesce(sc.name, ca.name) as name, sc.external_id, sc.status, sc.is_implicit,
      count(*) filter (where t.is_visible) as child_count, ${COUNTS}
    from t join ad_sub_campaigns sc on sc.id = t.sub_campaign_id join ad_campaigns ca on ca.id = t.campaign_id
    group by sc.id, ca.name having bool_or(t.is_visible)
    order by lower(coalesce(sc.name, ca.name)), sc.code`);
  return rowsOf<CountedRow>(result).map((row) => toNode('subCampaign', row));
}

export interface AssetSetRow {
  id: string;
  code: string;
  name: string;
  status: string;
  externalId: string;
  searchTerm: string | null;
  isCreativeGroup: boolean;
  adCount: number;
  isLinked: boolean;
}

/** The visible asset sets of one sub-campaign, by name. */
export async function findAssetSetRows(db: Executor, target: TreeTarget, subCampaignCode: string, filter?: AdLinkageTreeFilter | null) {
  return findAssetSetRowsWhere(db, target, sql`sc.code = ${subCampaignCode}`, filter);
}

export async function findAssetSetRowsWhere(db: Executor, target: TreeTarget, scope: SQL, filter?: AdLinkageTreeFilter | null) {
  const result = await db.execute(sql`with t as (${assetSetsUnder(target, filter, scope)})
    select s.id, s.code, s.name, s.status, s.external_id, s.search_term, s.is_creative_group, t.ad_count, t.is_linked
    from t join ad_asset_sets s on s.id = t.id
    where t.is_visible
    order by lower(s.name), s.code`);
  return rowsOf<{
    id: string;
    code: string;
    name: string;
    status: string;
    external_id: string;
    search_term: string | null;
    is_creative_group: boolean;
    ad_count: number | string;
    is_linked: boolean;
  }>(result).map((row): AssetSetRow => ({
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    externalId: row.external_id,
    searchTerm: row.search_term,
    isCreativeGroup: row.is_creative_group,
    adCount: Number(row.ad_count),
    isLinked: row.is_linked,
  }));
}

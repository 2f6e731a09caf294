import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import type { AssetSetRow } from './tree.js';

export interface CodeNameView {
  code: string;
  name: string;
}

export interface CreativeAdMatchView {
  code: string;
  subCampaignAssetSet: CodeNameView;
  concept: CodeNameView;
  conceptAsset: CodeNameView | null;
  adCopy: CodeNameView | null;
  isEndCard: boolean;
  isPrimaryConcept: boolean;
  externalAssetSetId: string;
  searchTerm: string | null;
  isCreativeGroup: boolean;
  method: string;
  confidence: number;
  state: string;
}

export interface AssetSetView {
  code: string;
  name: string;
  status: string;
  externalAssetSetId: string;
  searchTerm: string | null;
  isCreativeGroup: boolean;
  adCount: number;
  totalLinkedAdCount: number;
  isLinked: boolean;
  creativeAdMatches: CreativeAdMatchView[];
  ads: { externalId: string; name: string; status: string }[];
}

/** How many ads of each asset set the view lists (the set's count says how many there are). */
const ADS_PER_SET = 50;

interface MatchRow {
  asset_set_id: string;
  concept_id: string;
  code: string;
  set_code: string;
  set_name: string;
  set_external_id: string;
  search_term: string | null;
  is_creative_group: boolean;
  concept_code: string;
  concept_name: string;
  asset_code: string | null;
  asset_name: string | null;
  copy_code: string | null;
  copy_name: string | null;
  is_end_card: boolean;
  is_primary_concept: boolean;
  method: string;
  confidence: number | string;
  state: string;
}

function toMatchView(row: MatchRow): CreativeAdMatchView {
  return {
    code: row.code,
    subCampaignAssetSet: { code: row.set_code, name: row.set_name },
    concept: { code: row.concept_code, name: row.concept_name },
    conceptAsset: row.asset_code ? { code: row.asset_code, name: row.asset_name ?? row.asset_code } : null,
    adCopy: row.copy_code ? { code: row.copy_code, name: row.copy_name ?? row.copy_code } : null,
    isEndCard: row.is_end_card,
    isPrimaryConcept: row.is_primary_concept,
    externalAssetSetId: row.set_external_id,
    searchTerm: row.search_term,
    isCreativeGroup: row.is_creative_group,
    method: row.method,
    confidence: Number(row.confidence),
    state: row.state,
  };
}

const MATCH_SELECT = sql`select m.asset_set_id, m.concept_id, m.code, s.code as set_code, s.name as set_name, s.external_id as set_external_id,
    s.search_term, s.is_creative_group, c.code as concept_code, c.name as concept_name, a.code as asset_code, a.name as asset_name,
    ac.code as copy_code, ac.name as copy_name, m.is_end_card, m.is_primary_concept, m.method, m.confidence, m.state
  from creative_ad_matches m
  join ad_asset_sets s on s.id = m.asset_set_id
  join concepts c on c.id = m.concept_id
  left join concept_assets a on a.id = m.concept_asset_id
  left join ad_copies ac on ac.id = m.ad_copy_id`;

/** One link by id (any state). */
export async function loadMatchView(db: Executor, matchId: string) {
  const [row] = rowsOf<MatchRow>(await db.execute(sql`${MATCH_SELECT} where m.id = ${matchId}`));
  return row ? toMatchView(row) : null;
}

/**
 * The asset sets' views: their linked matches (to any concept of the application, the given
 * concept's first, then primary first) and their first ads.
 */
export async function loadAssetSetViews(db: Executor, conceptId: string, sets: readonly AssetSetRow[]): Promise<AssetSetView[]> {
  if (!sets.length) return [];
  const ids = sets.map((set) => set.id);
  const idList = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const [matchResult, adResult] = await Promise.all([
    db.execute(sql`${MATCH_SELECT} where m.asset_set_id = any(${idList}) and m.state = 'linked' and c.deleted_at is null
      order by (m.concept_id = ${conceptId}) desc, m.is_primary_concept desc, c.name, a.name nulls first, m.code`),
    db.execute(sql`select asset_set_id, external_id, name, status from (
        select ads.*, row_number() over (partition by asset_set_id order by lower(name), external_id) as position
        from ads where asset_set_id = any(${idList})) ranked
      where position <= ${ADS_PER_SET} order by asset_set_id, position`),
  ]);
  const matches = new Map<string, CreativeAdMatchView[]>(ids.map((id) => [id, []]));
  for (const row of rowsOf<MatchRow>(matchResult)) matches.get(row.asset_set_id)?.push(toMatchView(row));
  const ads = new Map<string, AssetSetView['ads']>(ids.map((id) => [id, []]));
  for (const row of rowsOf<{ asset_set_id: string; external_id: string; name: string; status: string }>(adResult))
    ads.get(row.asset_set_id)?.push({ externalId: row.external_id, name: row.name, status: row.status });
  return sets.map((set) => ({
    code: set.code,
    name: set.name,
    status: set.status,
    externalAssetSetId: set.externalId,
    searchTerm: set.searchTerm,
    isCreativeGroup: set.isCreativeGroup,
    adCount: set.adCount,
    totalLinkedAdCount: set.isLinked ? set.adCount : 0,
    isLinked: set.isLinked,
    creativeAdMatches: matches.get(set.id) ?? [],
    ads: ads.get(set.id) ?? [],
  }));
}

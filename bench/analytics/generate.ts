import type pg from 'pg';

/** Issue 19's bench sizes: 2,000 assets, 10,000 ads, 100 days = 1,000,000 ad-day rows. */
export const SIZES = { concepts: 400, assetsPerConcept: 5, folders: 40, tags: 20, adCopies: 100, ads: 10_000, days: 100 } as const;
export const FIRST_DAY = '2026-06-01';
/** Every tenth asset set is linked to two or three assets of its concept (a multi-asset ad). */
export const MULTI_ASSET_EVERY = 10;

/**
 * Fills one application, in bulk SQL: 400 concepts (5 assets each: 2,000 assets) in 40 folders
 * with 20 tags; an ad tree of one account, 10 campaigns (meta and google), 100 ad sets and 10,000
 * asset sets with one ad each; links (creative_ad_matches, 'linked'): asset set i → asset i % 2000,
 * every tenth to 2–3 assets of the same concept with the network's per-creative breakdown on
 * alternate days (so both halves of the allocation rule run); every third link carries an ad copy;
 * 100 days of figures per ad (installs missing on google, revenue on every other day). Returns
 * nothing: the checks read the database.
 */
export async function generateAnalyticsData(client: pg.Client, ids: { clientId: string; applicationId: string; userId: string }) {
  const { clientId, applicationId, userId } = ids;
  const q = (text: string, params: unknown[] = []) => client.query(text, params);
  await q('begin');
  await q(
    `insert into creative_nodes (client_id, application_id, code, name, sequence_id)
     select $1, $2, 'nodan' || g, 'Theme ' || g, g from generate_series(1, $3::int) g`,
    [clientId, applicationId, SIZES.folders],
  );
  await q(
    `insert into creative_tags (client_id, application_id, code, name, color)
     select $1, $2, 'tagan' || g, 'Tag ' || g, '#7B1FA2' from generate_series(0, $3::int - 1) g`,
    [clientId, applicationId, SIZES.tags],
  );
  await q(
    `insert into concepts (client_id, code, internal_id, name, creative_node_id, creative_lead_id, create_by, update_by, application_ids, tag_ids)
     select $1, 'crcan' || g, 1000 + g, 'Concept ' || g, f.id, $3, $3, $3, array[$4::uuid],
            array(select t.id from creative_tags t where t.client_id = $1 and t.code in ('tagan' || (g % $5), case when g % 3 = 0 then 'tagan' || ((g + 7) % $5) end))
     from generate_series(1, $2::int) g
     join (select id, row_number() over (order by code) as n from creative_nodes where application_id = $4) f on f.n = 1 + g % ${SIZES.folders}`,
    [clientId, SIZES.concepts, userId, applicationId, SIZES.tags],
  );
  await q(
    `insert into concept_applications (concept_id, application_id, position, concept_created_at) select id, $2, 0, create_date from concepts where client_id = $1`,
    [clientId, applicationId],
  );
  await q(
    `insert into concept_tags (concept_id, tag_id)
     select c.id, t.id from concepts c join creative_tags t on t.code = 'tagan' || ((c.internal_id - 1000) % $2) and t.client_id = $1 where c.client_id = $1
     union all
     select c.id, t.id from concepts c join creative_tags t on t.code = 'tagan' || ((c.internal_id - 1000 + 7) % $2) and t.client_id = $1
       where c.client_id = $1 and (c.internal_id - 1000) % 3 = 0`,
    [clientId, SIZES.tags],
  );
  // Asset n (0..1999) belongs to concept 1 + n / 5.
  await q(
    `insert into concept_assets (client_id, concept_id, code, name)
     select $1, c.id, 'astan' || n, 'Asset ' || n
     from generate_series(0, $2::int - 1) n join concepts c on c.code = 'crcan' || (1 + n / ${SIZES.assetsPerConcept})`,
    [clientId, SIZES.concepts * SIZES.assetsPerConcept],
  );
  await q(
    `insert into ad_copies (client_id, application_id, code, name, headline, body)
     select $1, $2, 'acpan' || g, 'Copy ' || g, 'Headline ' || g, 'Body ' || g from generate_series(0, $3::int - 1) g`,
    [clientId, applicationId, SIZES.adCopies],
  );
  await q(
    `insert into ad_accounts (code, client_id, application_id, channel_code, connector, external_account_id, name)
     values ('aacan1', $1, $2, 'meta', 'import', 'bench', 'Bench account')`,
    [clientId, applicationId],
  );
  await q(
    `insert into ad_campaigns (code, client_id, application_id, ad_account_id, channel_code, external_id, name)
     select 'ampan' || g, $1, $2, (select id from ad_accounts where code = 'aacan1'), case when g % 2 = 0 then 'meta' else 'google' end, 'c' || g, 'Campaign ' || g
     from generate_series(0, 9) g`,
    [clientId, applicationId],
  );
  await q(
    `insert into ad_sub_campaigns (code, client_id, application_id, campaign_id, external_id, name)
     select 'asban' || g, $1, $2, (select id from ad_campaigns where code = 'ampan' || (g % 10)), 's' || g, 'Ad set ' || g
     from generate_series(0, 99) g`,
    [clientId, applicationId],
  );
  await q(
    `insert into ad_asset_sets (code, client_id, application_id, sub_campaign_id, external_id, name)
     select 'astsan' || g, $1, $2, (select id from ad_sub_campaigns where code = 'asban' || (g % 100)), 'as' || g, 'Asset set ' || g
     from generate_series(0, $3::int - 1) g`,
    [clientId, applicationId, SIZES.ads],
  );
  await q(
    `insert into ads (code, client_id, application_id, asset_set_id, external_id, name)
     select 'aadan' || g, $1, $2, s.id, 'ad' || g, 'Ad ' || g from generate_series(0, $3::int - 1) g join ad_asset_sets s on s.code = 'astsan' || g`,
    [clientId, applicationId, SIZES.ads],
  );
  // Links: asset set g → asset g % 2000 (k = 0), plus for every tenth set assets +1 and (every
  // twentieth) +2 of the same concept; each linked asset has its creative in the ad.
  await q(
    `create temporary table bench_links as
     select g, k, ((g % 2000) / 5) * 5 + ((g % 2000) % 5 + k) % 5 as asset_n
     from generate_series(0, $1::int - 1) g cross join generate_series(0, 2) k
     where k = 0 or (g % ${MULTI_ASSET_EVERY} = 0 and (k = 1 or g % 20 = 0))`,
    [SIZES.ads],
  );
  await q(
    `insert into ad_creatives (client_id, application_id, ad_id, external_id, name)
     select $1, $2, a.id, 'cr' || l.g || '-' || l.k, 'Creative ' || l.g || '-' || l.k
     from bench_links l join ads a on a.code = 'aadan' || l.g`,
    [clientId, applicationId],
  );
  await q(
    `insert into creative_ad_matches (code, client_id, application_id, asset_set_id, concept_id, concept_asset_id, ad_copy_id, ad_creative_id, method, state)
     select 'amtan' || l.g || '-' || l.k, $1, $2, a.asset_set_id, ca.concept_id, ca.id,
            case when l.g % 3 = 0 then (select id from ad_copies where code = 'acpan' || (l.g % ${SIZES.adCopies})) end,
            cr.id, 'manual', 'linked'
     from bench_links l
     join ads a on a.code = 'aadan' || l.g
     join concept_assets ca on ca.code = 'astan' || l.asset_n
     join ad_creatives cr on cr.ad_id = a.id and cr.external_id = 'cr' || l.g || '-' || l.k`,
    [clientId, applicationId],
  );
  // 1,000,000 ad-days. Figures vary by ad and day; google gives no installs; revenue on even days.
  await q(
    `insert into ad_metric_days (ad_id, day, client_id, application_id, asset_set_id, channel_code, currency, impressions, clicks, installs, spend, revenue, source)
     select a.id, date '${FIRST_DAY}' + d, $1, $2, a.asset_set_id, c.channel_code, 'USD',
            1000 + (a.n * 37 + d * 11) % 9000 as impressions,
            10 + (a.n * 13 + d * 7) % 120 as clicks,
            case when c.channel_code = 'meta' then 2 + (a.n * 7 + d * 3) % 40 end as installs,
            round(((5 + (a.n * 17 + d * 5) % 300) + ((a.n + d) % 100) / 100.0)::numeric, 2) as spend,
            case when d % 2 = 0 then round(((a.n * 3 + d) % 500 / 10.0)::numeric, 2) end as revenue,
            'import'
     from (select x.id, x.asset_set_id, s.sub_campaign_id, row_number() over (order by x.code) as n
           from ads x join ad_asset_sets s on s.id = x.asset_set_id where x.application_id = $2) a
     join ad_sub_campaigns sc on sc.id = a.sub_campaign_id
     join ad_campaigns c on c.id = sc.campaign_id
     cross join generate_series(0, $3::int - 1) d`,
    [clientId, applicationId, SIZES.days],
  );
  // The per-creative breakdown of multi-asset ads on even days (odd days: no breakdown, even split).
  await q(
    `insert into ad_creative_metric_days (ad_creative_id, day, ad_id, client_id, application_id, impressions, clicks, spend, source)
     select cr.id, m.day, m.ad_id, $1, $2, 100 + (abs(hashtext(cr.external_id || m.day::text)) % 900), null, null, 'import'
     from ad_creatives cr
     join ad_metric_days m on m.ad_id = cr.ad_id
     where cr.application_id = $2 and (select count(*) from ad_creatives x where x.ad_id = cr.ad_id) > 1
       and (m.day - date '${FIRST_DAY}') % 2 = 0`,
    [clientId, applicationId],
  );
  await q('commit');
  await q('vacuum analyze');
  await q('checkpoint');
}

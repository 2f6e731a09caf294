import type pg from 'pg';

export const SIZES = { concepts: 100_000, folders: 2_000, tags: 50 } as const;

const WORDS = [
  'dragon',
  'knight',
  'puzzle',
  'runner',
  'castle',
  'rocket',
  'garden',
  'pirate',
  'jungle',
  'galaxy',
  'winter',
  'summer',
  'battle',
  'racing',
  'candy',
  'ocean',
  'zombie',
  'robot',
  'farm',
  'hero',
];

/**
 * Fills one application with SIZES concepts, a 2,000-folder tree (50 top-level folders with 39
 * sub-folders each) and 50 tags (every concept has one tag, every third a second), in bulk SQL.
 */
export async function generateConceptData(client: pg.Client, ids: { clientId: string; applicationId: string; userId: string }) {
  const { clientId, applicationId, userId } = ids;
  await client.query('begin');
  const roots = 50;
  await client.query(
    `insert into creative_nodes (client_id, application_id, code, name, sequence_id)
     select $1, $2, 'nodbench' || g, 'Folder ' || g, g - 1 from generate_series(1, $3::int) g`,
    [clientId, applicationId, roots],
  );
  await client.query(
    `insert into creative_nodes (client_id, application_id, code, name, sequence_id, parent_id)
     select $1, $2, 'nodbench' || r.n || '-' || g, 'Folder ' || r.n || '.' || g, g - 1, r.id
     from (select id, row_number() over (order by sequence_id) as n from creative_nodes where application_id = $2 and parent_id is null) r
     cross join generate_series(1, $3::int) g`,
    [clientId, applicationId, SIZES.folders / roots - 1],
  );
  await client.query(
    `insert into creative_tags (client_id, application_id, code, name, color)
     select $1, $2, 'tagbench' || g, 'Tag ' || g, '#7B1FA2' from generate_series(0, $3::int - 1) g`,
    [clientId, applicationId, SIZES.tags],
  );
  // application_ids and tag_ids are the copies of the link rows inserted below (the triggers of
  // migration 0007 keep them); filled here already, so those inserts rewrite no concept row.
  await client.query(
    `insert into concepts (client_id, code, internal_id, name, status, type, subtype, model_type, creative_node_id, creative_lead_id, assigned_user_id,
                           target_delivery_date, settings, create_by, update_by, create_date, update_date, application_ids, tag_ids)
     select $1, 'crc' || substr(md5(g::text), 1, 12), 1000 + g,
            'Concept ' || g || ' ' || (array[${WORDS.map((word) => `'${word}'`).join(',')}])[1 + g % ${WORDS.length}],
            (array['queued','conceptDev','inProduction','pendingApproval','approved','active'])[1 + g % 6], 'ua', 'general', 'standard',
            f.id, $3, $3, now() + (g % 60 || ' days')::interval, '{"platform":"both"}'::jsonb, $3, $3,
            now() - (g || ' minutes')::interval, now(), array[$4::uuid],
            (select array_agg(t.id order by t.id) from creative_tags t
              where t.client_id = $1 and t.code in ('tagbench' || ((1000 + g) % $5), case when (1000 + g) % 3 = 0 then 'tagbench' || ((1000 + g + 7) % $5) end))
     from generate_series(1, $2::int) g
     join (select id, row_number() over (order by id) - 1 as n from creative_nodes where application_id = $4) f on f.n = g % ${SIZES.folders}`,
    [clientId, SIZES.concepts, userId, applicationId, SIZES.tags],
  );
  await client.query(
    `insert into concept_applications (concept_id, application_id, position, concept_created_at) select id, $2, 0, create_date from concepts where client_id = $1`,
    [clientId, applicationId],
  );
  await client.query(
    `insert into concept_tags (concept_id, tag_id)
     select c.id, t.id from concepts c join creative_tags t on t.code = 'tagbench' || (c.internal_id % $2) where c.client_id = $1
     union all
     select c.id, t.id from concepts c join creative_tags t on t.code = 'tagbench' || ((c.internal_id + 7) % $2) where c.client_id = $1 and c.internal_id % 3 = 0`,
    [clientId, SIZES.tags],
  );
  await client.query('commit');
  await client.query('vacuum analyze');
  // Write the bulk load's pages out now, not in a checkpoint in the middle of the timings.
  await client.query('checkpoint');
}

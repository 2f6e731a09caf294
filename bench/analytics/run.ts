/**
 * Creative performance benchmark (issue 19): 1,000,000 ad-day rows (2,000 assets of 400 concepts,
 * 10,000 ads, 100 days) on PostgreSQL; the Creative Performance page's queries and a concept's
 * Analytics tab timed through HTTP (the real GraphQL requests, session and permission checks
 * included); then every rollup is checked against the raw rows, allocated independently here.
 *
 *   npm run analytics -w bench       (PostgreSQL on 127.0.0.1:5432 user postgres, or TEST_POSTGRES_URL)
 *
 * Target: p95 ≤ 300 ms for every case; rollups equal to the raw rows they cover; a multi-asset
 * ad's allocations add up to its spend within 0.01.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase } from '../../server/test/databases.js';
import { spawnServer } from '../../server/test/spawn-server.js';
import { BENCH_SERVER_SETTINGS } from '../lib/server-settings.js';
import { FIRST_DAY, generateAnalyticsData, SIZES } from './generate.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const WARMUP = 5;
const TARGET_MS = 300;
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const database = await createTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-analytics-'));
const server = await spawnServer({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bench-admin-password',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JOBS_ENABLED: 'false',
  ...BENCH_SERVER_SETTINGS,
});
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function graphql<Data = Record<string, unknown>>(cookie: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const payload = JSON.stringify({ query, variables });
  return new Promise<{ data: Data; cookie: string | undefined }>((resolve, reject) => {
    const request = http.request(
      `${server.url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: Data; errors?: unknown[] };
            if (body.errors) throw new Error(JSON.stringify(body.errors));
            resolve({ data: body.data!, cookie: response.headers['set-cookie']?.[0]?.split(';')[0] });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const LAST_DAY = addDays(FIRST_DAY, SIZES.days - 1);
const RANGE_30 = { from: addDays(LAST_DAY, -29), to: LAST_DAY };
const RANGE_ALL = { from: FIRST_DAY, to: LAST_DAY };

const METRICS = 'spend impressions clicks installs revenue ctr cvr ipm cpi roas';
const PERFORMANCE = `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!, $groupBy: String!, $sortBy: String, $channelCode: String) {
  creativePerformance(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: $groupBy, sortBy: $sortBy, channelCode: $channelCode, minSpend: 100) {
    currency allocationRule minSpend rows { code name conceptCode enoughData rank metrics { ${METRICS} } fatigue { onsetDay } } totals { ${METRICS} } } }`;
const TREND = `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!, $codes: [String!]!) {
  creativePerformanceTrend(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: "concept", codes: $codes) {
    code name metrics { ${METRICS} } days { day metrics { ${METRICS} } } } }`;
const ANALYTICS = `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $from: String!, $to: String!) {
  conceptAnalytics(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, from: $from, to: $to) {
    currency allocationRule conceptCount headline { ${METRICS} } applicationMedian { ${METRICS} } days { day metrics { ${METRICS} } }
    assets { code name metrics { ${METRICS} } } ads { adCode adName assetSetCode campaignName channelCode metrics { ${METRICS} } } fatigue { onsetDay } } }`;
const EXPORT = `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!) {
  exportCreativePerformance(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: "concept", sortBy: "ipm") }`;

interface Row {
  code: string;
  metrics: { spend: number | null; impressions: number | null; installs: number | null; clicks: number | null };
}

const lines: string[] = [];
const say = (line: string) => {
  process.stdout.write(`${line}\n`);
  lines.push(line);
};
let failed = false;

try {
  const signIn = `mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { emailAddress } }`;
  const staff = (await graphql(undefined, signIn, { e: 'admin@atelier.local', p: 'bench-admin-password' })).cookie!;
  await graphql(
    staff,
    `
      mutation {
        createClient(client: { code: "bench", name: "Bench" }) {
          code
        }
      }
    `,
  );
  await graphql(
    staff,
    `
      mutation {
        createApplication(clientCode: "bench", application: { code: "game", name: "Game" }) {
          code
        }
      }
    `,
  );
  await graphql(
    staff,
    `
      mutation {
        createClientUser(
          clientCode: "bench"
          user: { emailAddress: "ua@bench.test", firstName: "Uma", lastName: "Analyst", password: "bench-password", roles: ["admin"] }
        ) {
          emailAddress
        }
      }
    `,
  );
  const ids = (
    await sql.query(
      `select c.id as client_id, a.id as application_id, u.id as user_id from clients c join applications a on a.client_id = c.id join users u on u.email_address = 'ua@bench.test' where c.code = 'bench'`,
    )
  ).rows[0] as { client_id: string; application_id: string; user_id: string };
  const started = performance.now();
  await generateAnalyticsData(sql, { clientId: ids.client_id, applicationId: ids.application_id, userId: ids.user_id });
  const counts = (
    await sql.query(
      `select (select count(*) from ad_metric_days)::int as days, (select count(*) from ads)::int as ads, (select count(*) from concept_assets)::int as assets,
              (select count(*) from ad_creative_metric_days)::int as breakdown, (select count(*) from creative_ad_matches)::int as links`,
    )
  ).rows[0] as Record<string, number>;
  say(
    `generated ${counts.days!.toLocaleString('en')} ad-day rows (${counts.ads!.toLocaleString('en')} ads, ${counts.assets!.toLocaleString('en')} assets, ` +
      `${counts.links!.toLocaleString('en')} links, ${counts.breakdown!.toLocaleString('en')} per-creative breakdown rows) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const user = (await graphql(undefined, signIn, { e: 'ua@bench.test', p: 'bench-password' })).cookie!;
  const scope = { clientCode: 'bench', applicationCode: 'game' };
  const cases: [string, () => Promise<unknown>][] = [
    [
      'leaderboard: concepts, 30 days, by IPM',
      () => graphql(user, PERFORMANCE, { ...scope, ...RANGE_30, groupBy: 'concept', sortBy: 'ipm' }),
    ],
    [
      'leaderboard: concepts, 100 days, by spend',
      () => graphql(user, PERFORMANCE, { ...scope, ...RANGE_ALL, groupBy: 'concept', sortBy: 'spend' }),
    ],
    ['leaderboard: assets, 30 days, by CPI', () => graphql(user, PERFORMANCE, { ...scope, ...RANGE_30, groupBy: 'asset', sortBy: 'cpi' })],
    [
      'leaderboard: concepts, 30 days, meta only',
      () => graphql(user, PERFORMANCE, { ...scope, ...RANGE_30, groupBy: 'concept', channelCode: 'meta' }),
    ],
    ['breakdown by tag, 30 days', () => graphql(user, PERFORMANCE, { ...scope, ...RANGE_30, groupBy: 'tag' })],
    ['breakdown by folder, 30 days', () => graphql(user, PERFORMANCE, { ...scope, ...RANGE_30, groupBy: 'folder' })],
    [
      'compare 4 concepts, 30 days',
      () => graphql(user, TREND, { ...scope, ...RANGE_30, codes: ['crcan1', 'crcan50', 'crcan200', 'crcan399'] }),
    ],
    ['export CSV, concepts, 30 days', () => graphql(user, EXPORT, { ...scope, ...RANGE_30 })],
    ["a concept's Analytics tab, 30 days", () => graphql(user, ANALYTICS, { ...scope, ...RANGE_30, conceptCode: 'crcan7' })],
    ["a concept's Analytics tab, 100 days", () => graphql(user, ANALYTICS, { ...scope, ...RANGE_ALL, conceptCode: 'crcan7' })],
  ];
  say('');
  say(`| case (HTTP, ${REQUESTS} requests each) | p50 ms | p95 ms | ≤ ${TARGET_MS} ms |`);
  say('| --- | ---: | ---: | :---: |');
  for (const [name, run] of cases) {
    for (let index = 0; index < WARMUP; index++) await run();
    const samples: number[] = [];
    for (let index = 0; index < REQUESTS; index++) {
      const start = performance.now();
      await run();
      samples.push(performance.now() - start);
    }
    const p95 = percentile(samples, 95);
    if (p95 > TARGET_MS) failed = true;
    say(`| ${name} | ${percentile(samples, 50).toFixed(1)} | ${p95.toFixed(1)} | ${p95 <= TARGET_MS ? 'yes' : 'NO'} |`);
  }

  // ---- Checks: every rollup against the raw rows, allocated independently here. ----
  const links = (
    await sql.query(
      `select m.asset_set_id, m.concept_id, m.concept_asset_id, m.ad_copy_id, m.ad_creative_id from creative_ad_matches m where m.application_id = $1 and m.state = 'linked'`,
      [ids.application_id],
    )
  ).rows as {
    asset_set_id: string;
    concept_id: string;
    concept_asset_id: string | null;
    ad_copy_id: string | null;
    ad_creative_id: string | null;
  }[];
  const linksBySet = new Map<string, typeof links>();
  for (const link of links) linksBySet.set(link.asset_set_id, [...(linksBySet.get(link.asset_set_id) ?? []), link]);
  const codeOf = new Map<string, string>();
  for (const table of ['concepts', 'concept_assets', 'creative_nodes', 'creative_tags', 'ad_copies'])
    for (const row of (await sql.query(`select id, code from ${table} where client_id = $1`, [ids.client_id])).rows as {
      id: string;
      code: string;
    }[])
      codeOf.set(row.id, row.code);
  const folderOf = new Map(
    (
      (await sql.query(`select id, creative_node_id from concepts where client_id = $1`, [ids.client_id])).rows as {
        id: string;
        creative_node_id: string;
      }[]
    ).map((row) => [row.id, row.creative_node_id]),
  );
  const tagsOf = new Map<string, string[]>();
  for (const row of (await sql.query(`select concept_id, tag_id from concept_tags`)).rows as { concept_id: string; tag_id: string }[])
    tagsOf.set(row.concept_id, [...(tagsOf.get(row.concept_id) ?? []), row.tag_id]);

  const raw = (
    await sql.query(
      `select ad_id, asset_set_id, to_char(day, 'YYYY-MM-DD') as day, channel_code, impressions::float8 as impressions, clicks::float8 as clicks,
              installs::float8 as installs, spend::float8 as spend
       from ad_metric_days where application_id = $1 and day between $2 and $3`,
      [ids.application_id, RANGE_30.from, RANGE_30.to],
    )
  ).rows as {
    ad_id: string;
    asset_set_id: string;
    day: string;
    channel_code: string;
    impressions: number;
    clicks: number;
    installs: number | null;
    spend: number;
  }[];
  const breakdown = new Map<string, number>();
  for (const row of (
    await sql.query(
      `select ad_creative_id, to_char(day, 'YYYY-MM-DD') as day, impressions::float8 as impressions from ad_creative_metric_days where day between $1 and $2`,
      [RANGE_30.from, RANGE_30.to],
    )
  ).rows as { ad_creative_id: string; day: string; impressions: number }[])
    breakdown.set(`${row.ad_creative_id}:${row.day}`, row.impressions);

  type Sums = { spend: number; impressions: number; installs: number };
  const expected: Record<string, Map<string, Sums>> = {
    concept: new Map(),
    asset: new Map(),
    folder: new Map(),
    tag: new Map(),
    adCopy: new Map(),
    channel: new Map(),
  };
  const add = (kind: string, key: string | null | undefined, sums: Sums) => {
    if (!key) return;
    const map = expected[kind]!;
    const total = map.get(key) ?? { spend: 0, impressions: 0, installs: 0 };
    total.spend += sums.spend;
    total.impressions += sums.impressions;
    total.installs += sums.installs;
    map.set(key, total);
  };
  let linkedSpend = 0;
  let worstAllocationGap = 0;
  let multiAssetAdDays = 0;
  let weightedByBreakdown = 0;
  for (const row of raw) {
    const setLinks = linksBySet.get(row.asset_set_id);
    if (!setLinks) continue;
    linkedSpend += row.spend;
    const shares = setLinks.map((link) => (link.ad_creative_id ? breakdown.get(`${link.ad_creative_id}:${row.day}`) : undefined));
    const total = shares.reduce<number>((sum, value) => sum + (value ?? 0), 0);
    const complete = setLinks.length > 1 && shares.every((value) => value !== undefined) && total > 0;
    if (setLinks.length > 1) multiAssetAdDays++;
    if (complete) weightedByBreakdown++;
    let allocated = 0;
    setLinks.forEach((link, index) => {
      const weight = setLinks.length === 1 ? 1 : complete ? shares[index]! / total : 1 / setLinks.length;
      const sums = { spend: row.spend * weight, impressions: row.impressions * weight, installs: (row.installs ?? 0) * weight };
      allocated += sums.spend;
      add('concept', link.concept_id, sums);
      add('asset', link.concept_asset_id, sums);
      add('folder', folderOf.get(link.concept_id), sums);
      for (const tag of tagsOf.get(link.concept_id) ?? []) add('tag', tag, sums);
      add('adCopy', link.ad_copy_id, sums);
      add('channel', row.channel_code, sums);
    });
    worstAllocationGap = Math.max(worstAllocationGap, Math.abs(allocated - row.spend));
  }

  say('');
  say(
    `checks over ${RANGE_30.from} … ${RANGE_30.to} (${raw.length.toLocaleString('en')} ad-day rows, ${multiAssetAdDays.toLocaleString('en')} of multi-asset ads, ${weightedByBreakdown.toLocaleString('en')} of them weighted by the network's breakdown):`,
  );
  for (const kind of ['concept', 'asset', 'folder', 'tag', 'adCopy', 'channel']) {
    const answer = (
      await graphql<{ creativePerformance: { rows: Row[]; totals: Row['metrics'] } }>(user, PERFORMANCE, {
        ...scope,
        ...RANGE_30,
        groupBy: kind,
      })
    ).data.creativePerformance;
    const byCode = new Map(answer.rows.map((row) => [row.code, row.metrics]));
    let worst = 0;
    let missing = 0;
    for (const [key, sums] of expected[kind]!) {
      const code = kind === 'channel' ? key : codeOf.get(key)!;
      const got = byCode.get(code);
      if (!got) {
        missing++;
        continue;
      }
      worst = Math.max(
        worst,
        Math.abs((got.spend ?? 0) - sums.spend),
        Math.abs((got.impressions ?? 0) - sums.impressions),
        Math.abs((got.installs ?? 0) - sums.installs),
      );
    }
    const extra = answer.rows.length - expected[kind]!.size;
    const ok = worst <= 0.01 && missing === 0 && extra === 0;
    if (!ok) failed = true;
    say(
      `- ${kind}: ${answer.rows.length} rows; largest difference from the raw rows ${worst.toExponential(2)} (spend, impressions, installs); missing ${missing}, extra ${extra}: ${ok ? 'ok' : 'FAILED'}`,
    );
  }
  const assetTotal = [...expected.asset!.values()].reduce((sum, value) => sum + value.spend, 0);
  const allocationOk = worstAllocationGap <= 0.01 && Math.abs(assetTotal - linkedSpend) <= 0.01;
  if (!allocationOk) failed = true;
  say(
    `- allocation: every ad-day's shares add up to its spend (largest gap ${worstAllocationGap.toExponential(2)}); assets' spend ${assetTotal.toFixed(2)} = linked ads' spend ${linkedSpend.toFixed(2)}: ${allocationOk ? 'ok' : 'FAILED'}`,
  );
  const totalOnServer =
    (await graphql<{ creativePerformance: { totals: Row['metrics'] } }>(user, PERFORMANCE, { ...scope, ...RANGE_30, groupBy: 'concept' }))
      .data.creativePerformance.totals.spend ?? 0;
  const totalsOk = Math.abs(totalOnServer - linkedSpend) <= 0.01;
  if (!totalsOk) failed = true;
  say(
    `- totals: the page's total spend ${totalOnServer.toFixed(2)} = linked ads' raw spend ${linkedSpend.toFixed(2)}: ${totalsOk ? 'ok' : 'FAILED'}`,
  );

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'analytics.md'),
    `# Creative performance bench (issue 19)\n\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, PostgreSQL.\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await sql.end();
  await server.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  agent.destroy();
}
process.exit(failed ? 1 : 0);

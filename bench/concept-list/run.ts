/**
 * Concept-list benchmark (issue 3): 100,000 concepts, 2,000 folders and 50 tags in one application
 * on PostgreSQL; each case timed through HTTP (the real GraphQL request a browser sends, session and
 * permission checks included) beside the same page as bare SQL on the same database.
 *
 *   npm run bench -w bench            (needs PostgreSQL on 127.0.0.1:5432, or BENCH_POSTGRES_URL)
 *
 * Targets on the project's 2-core machine: p95 ≤ 30 ms for every case and ≤ 2× the bare query;
 * folder tree of 2,000 nodes ≤ 50 ms.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import pg from 'pg';
import { createTestDatabase } from '../../server/test/databases.js';
import { spawnServer } from '../../server/test/spawn-server.js';
import { BENCH_SERVER_SETTINGS } from '../lib/server-settings.js';
import { ApplicationCreativeConceptsDocument } from '../../web/src/gql/graphql.js';
import { generateConceptData, SIZES } from './generate.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 30;
/**
 * Requests sent to the server, over all cases, before any timing: V8 optimises a hot path only
 * after some hundreds of calls, and a running server is warm. (With 30 warm-up requests per case,
 * the first case timed bore the server's warm-up: 2.0-2.4× its bare query against 1.7-1.8× for
 * page 100, which runs the same code with more SQL work, timed last.)
 */
const SERVER_WARMUP = Number(process.env.BENCH_SERVER_WARMUP ?? 1000);
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Times the API request and the bare query alternately, one of each per round, so that load from
 * elsewhere on the machine falls on both sides alike instead of on whichever ran at the time.
 */
interface Stats {
  p50: number;
  p95: number;
}

async function time(...runs: (() => Promise<unknown>)[]): Promise<Stats[]> {
  for (let index = 0; index < WARMUP; index++) for (const run of runs) await run();
  const samples = runs.map(() => [] as number[]);
  for (let index = 0; index < REQUESTS; index++) {
    for (const [which, run] of runs.entries()) {
      const start = performance.now();
      await run();
      samples[which]!.push(performance.now() - start);
    }
  }
  return samples.map((list) => ({ p50: percentile(list, 50), p95: percentile(list, 95) }));
}

const database = await createTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const server = await spawnServer({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bench-admin-password',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  ...BENCH_SERVER_SETTINGS,
});
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();

/**
 * node:http with a keep-alive agent, as the upload bench uses: fetch costs the client about 1 ms
 * more per request at p95 on this 2-core machine, time that is neither the server's nor the network's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function graphql<Data = Record<string, unknown>>(cookie: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const payload = JSON.stringify({ query, variables });
  return new Promise<{ body: { data?: Data }; cookie: string | undefined }>((resolve, reject) => {
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
            resolve({ body, cookie: response.headers['set-cookie']?.[0]?.split(';')[0] });
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
          user: { emailAddress: "lead@bench.test", firstName: "Lee", lastName: "Lead", password: "bench-password", roles: ["creativeLead"] }
        ) {
          emailAddress
        }
      }
    `,
  );
  const ids = (
    await sql.query(
      `select c.id as client_id, a.id as application_id, u.id as user_id from clients c join applications a on a.client_id = c.id join users u on u.email_address = 'lead@bench.test' where c.code = 'bench'`,
    )
  ).rows[0];
  const started = performance.now();
  await generateConceptData(sql, { clientId: ids.client_id, applicationId: ids.application_id, userId: ids.user_id });
  process.stdout.write(
    `generated ${SIZES.concepts} concepts, ${SIZES.folders} folders, ${SIZES.tags} tags in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const lead = (await graphql(undefined, signIn, { e: 'lead@bench.test', p: 'bench-password' })).cookie!;
  const folderCode = 'nodbench7-12';
  // The request the concepts grid sends (its ConceptRow fragment), as the web app builds it.
  const list = print(ApplicationCreativeConceptsDocument);
  const listPage = (variables: Record<string, unknown>) =>
    graphql<{ applicationCreativeConcepts: { totalItemCount: number; items: { code: string }[] } }>(lead, list, {
      clientCode: 'bench',
      applicationCode: 'game',
      limit: 50,
      sort: ['createDate:DESC'],
      ...variables,
    });

  const app = ids.application_id as string;
  const client = ids.client_id as string;
  // The same page as bare SQL, written as well as plain SQL can on the same database (its indexes,
  // and the concept rows' copies of their application and tag ids): the page's rows, what the
  // request shows of each (folder path, parent, applications, people, production asset count) and the
  // total, in one statement. Default order: ids off the newest-first index and the maintained count.
  const member = `c.client_id = $2 and c.application_ids @> array[$1::uuid]`;
  const person = (column: string) =>
    `(select json_build_object('emailAddress', u.email_address, 'firstName', u.first_name, 'lastName', u.last_name) from users u where u.id = p.${column})`;
  const withRelations = (page: string, total: string) => `select p.*,
      ${person('creative_lead_id')} as creative_lead, ${person('assigned_user_id')} as assigned_user, ${person('create_by')} as created_by,
      (select coalesce(json_agg(json_build_object('code', a.code, 'name', a.name) order by array_position(p.application_ids, a.id)), '[]')
        from applications a where a.id = any(p.application_ids)) as applications,
      (select json_build_object('code', n.code, 'name', n.name, 'pathNames', (
        with recursive chain as (select id, parent_id, name, 0 as depth from creative_nodes where id = n.id
          union all select f.id, f.parent_id, f.name, chain.depth + 1 from creative_nodes f join chain on f.id = chain.parent_id)
        select array_agg(name order by depth desc) from chain)) from creative_nodes n where n.id = p.creative_node_id) as creative_node,
      (select pc.code from concepts pc where pc.id = p.parent_concept_id) as parent_code,
      (select count(*) from concept_assets a where a.concept_id = p.id and a.asset_type = 'production' and a.deleted_at is null) as production_asset_count,
      ${total} as total
    from (${page}) p order by p.create_date desc, p.id desc`;
  const pageSql = (where: string, offset = 0, total?: string) =>
    where
      ? {
          text: withRelations(
            `select c.* from concepts c where ${member} and ${where} order by c.create_date desc, c.id desc limit 50 offset ${offset}`,
            total ?? `(select count(*) from concepts c where ${member} and ${where})`,
          ),
          params: [app, client],
        }
      : {
          text: withRelations(
            `select c.* from concepts c where c.id = any(array(select concept_id from concept_applications where application_id = $1 order by concept_created_at desc, concept_id desc limit 50 offset ${offset}))`,
            `(select concept_count from applications where id = $1)`,
          ),
          params: [app],
        };

  // The bare tag filter names the tag by id, so the planner sees the value itself.
  const tagId = (await sql.query(`select id from creative_tags where code = 'tagbench7'`)).rows[0].id as string;
  const cases: { name: string; variables: Record<string, unknown>; where: string; offset?: number; total?: string }[] = [
    { name: 'default first page', variables: { filter: { field: 'name', operator: 'contains', value: '' } }, where: '' },
    {
      name: 'name contains "dragon"',
      variables: { filter: { field: 'name', operator: 'contains', value: 'dragon' } },
      where: `lower(c.name) like '%dragon%'`,
      // Counted on the narrow name-search rows (migration 0008), as the service does.
      total: `(select count(*) from concept_search s where s.client_id = $2 and s.application_ids @> array[$1::uuid] and s.name_lower like '%dragon%')`,
    },
    {
      // The service's own form: the folder and its sub-folders collected into an array. (With the
      // folder's id as a constant, or `in (select …)`, some runs took 60-120 ms: one plan seen read
      // every concept.)
      name: 'folder filter',
      variables: { filter: { field: 'creativeNode.code', operator: 'equals', value: folderCode } },
      where: `c.creative_node_id = any(array(with recursive subtree as (select id from creative_nodes where code = '${folderCode}'
        union select f.id from creative_nodes f join subtree on f.parent_id = subtree.id) select id from subtree))`,
    },
    {
      name: 'tag filter',
      variables: { filter: { field: 'tags.code', operator: 'in', value: ['tagbench7'] } },
      where: `c.tag_ids @> array['${tagId}'::uuid]`,
    },
    { name: 'page 100', variables: { offset: 99 * 50 }, where: '', offset: 99 * 50 },
  ];

  if (process.env.BENCH_EXPLAIN) {
    for (const entry of cases) {
      const query = pageSql(entry.where, entry.offset, entry.total);
      const plan = await sql.query(`explain (analyze, costs off, timing on) ${query.text}`, query.params);
      process.stdout.write(`\n-- ${entry.name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
    }
  }

  // BENCH_CASES=<regular expression> times only the cases whose name matches (for profiling).
  const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;
  const timed: { name: string; target: number; api: () => Promise<unknown>; bare: () => Promise<unknown> }[] = [];
  for (const entry of cases.filter((candidate) => !only || only.test(candidate.name))) {
    const query = pageSql(entry.where, entry.offset, entry.total);
    // Both sides must return the same page: same concepts in the same order, same total.
    const page = (await listPage(entry.variables)).body.data!.applicationCreativeConcepts;
    const barePage = (await sql.query(query.text, query.params)).rows;
    const apiCodes = page.items.map((item) => item.code).join();
    if (apiCodes !== barePage.map((row) => row.code).join() || page.totalItemCount !== Number(barePage[0]?.total)) {
      throw new Error(`${entry.name}: the bare SQL returns another page than the API`);
    }
    timed.push({ name: entry.name, target: 30, api: () => listPage(entry.variables), bare: () => sql.query(query.text, query.params) });
  }
  if (!only || only.test('folder tree')) {
    timed.push({
      name: 'folder tree (2,000 folders)',
      target: 50,
      api: () =>
        graphql(
          lead,
          `
            {
              creativeNodes(clientCode: "bench", applicationCode: "game") {
                code
                name
                status
                sequenceId
                conceptCount
                creativeNodes {
                  code
                  name
                  status
                  sequenceId
                  conceptCount
                }
              }
            }
          `,
        ),
      // What the tree reads of each folder.
      bare: () =>
        sql.query(
          `select id, parent_id, code, name, status, sequence_id, node_type_code, concept_count, version from creative_nodes where client_id = $2 and application_id = $1`,
          [app, client],
        ),
    });
  }

  for (let index = 0; index < SERVER_WARMUP; index++) await listPage(cases[index % cases.length]!.variables);
  // Every case is timed in each round, so a burst of load from elsewhere spoils one round of a case,
  // not the case: the table gives the median of the rounds' figures, and the rounds' p95 range.
  const rounds = timed.map(() => ({ api: [] as Stats[], bare: [] as Stats[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, entry] of timed.entries()) {
      const [api, bare] = await time(entry.api, entry.bare);
      rounds[index]!.api.push(api!);
      rounds[index]!.bare.push(bare!);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const results = timed.map((entry, index) => {
    const { api, bare } = rounds[index]!;
    const p95s = api.map((stats) => stats.p95);
    return {
      case: entry.name,
      target: entry.target,
      api: { p50: median(api.map((stats) => stats.p50)), p95: median(p95s), low: Math.min(...p95s), high: Math.max(...p95s) },
      bare: { p50: median(bare.map((stats) => stats.p50)), p95: median(bare.map((stats) => stats.p95)) },
    };
  });

  const lines = [
    `| case | API p50 | API p95 | API p95 of the rounds | bare SQL p50 | bare SQL p95 | target p95 | ratio p95 | verdict |`,
    `|---|---|---|---|---|---|---|---|---|`,
    ...results.map((result) => {
      const ratio = result.api.p95 / result.bare.p95;
      const bareBound = result.target === 30 ? ratio <= 2 || result.api.p95 - result.bare.p95 <= 0 : true;
      const verdict = result.api.p95 <= result.target && bareBound ? 'met' : 'MISSED';
      return `| ${result.case} | ${result.api.p50.toFixed(1)} ms | ${result.api.p95.toFixed(1)} ms | ${result.api.low.toFixed(1)}–${result.api.high.toFixed(1)} ms | ${result.bare.p50.toFixed(1)} ms | ${result.bare.p95.toFixed(1)} ms | ${result.target} ms | ${ratio.toFixed(1)}× | ${verdict} |`;
    }),
  ];
  const report = `Concept list, ${SIZES.concepts.toLocaleString('en')} concepts / ${SIZES.folders} folders / ${SIZES.tags} tags, PostgreSQL, ${ROUNDS} rounds of ${REQUESTS} sequential requests per case (medians of the rounds), after ${SERVER_WARMUP} server warm-up requests and ${WARMUP} per case and round, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}\n\n${lines.join('\n')}\n`;
  process.stdout.write(`\n${report}`);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'concept-list.md'), report);
} finally {
  await sql.end();
  agent.destroy();
  await server.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Fairness benchmark (issues 11 and the security issue's item 4): one user's concepts-grid request
 * while two other users loop the heaviest requests the server allows, shape by shape:
 *
 * - concept page + history: the grid's query with each concept's history, at the largest page the
 *   row cost limit accepts;
 * - assets + history: a concept's whole asset list with each asset's history (the shape that took
 *   a grid page from 11 ms to 29 s): refused by its cost before it runs;
 * - asset list: the web's own asset list of a concept holding 2,000 assets (the cap);
 * - ad copy export: the CSV export of 10,000 ad copies (the cap).
 *
 * Each heavy user runs LOOPS_PER_USER loops at once (more than the two heavy requests a user may
 * have running) and sends again at once after a 429, as a hostile client would. Target on the
 * project's 2-core machine: the grid request's p95 under that load stays within 3× its idle p95.
 *
 *   npm run fairness -w bench     (PostgreSQL on 127.0.0.1:5432, or TEST_POSTGRES_URL)
 *   BENCH_DATABASES=pglite BENCH_BUDGETS=default npm run fairness -w bench
 *
 * Each database runs with the default budget (the server's own settings) and with the budget
 * lifted through the server's setting, which shows what the row cost limit alone achieves.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { createTestDatabase } from '../../server/test/databases.js';
import { spawnServer, type SpawnedServer } from '../../server/test/spawn-server.js';
import { ApplicationCreativeConceptsDocument, ConceptAssetsDocument, ExportAdCopiesDocument } from '../../web/src/gql/graphql.js';
import { BENCH_SERVER_SETTINGS } from '../lib/server-settings.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
const CONCEPTS = Number(process.env.BENCH_CONCEPTS ?? 300);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 2000);
const AD_COPIES = Number(process.env.BENCH_AD_COPIES ?? 10_000);
const LOOPS_PER_USER = Number(process.env.BENCH_LOOPS_PER_USER ?? 3);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const BUDGETS = (process.env.BENCH_BUDGETS ?? 'default,lifted').split(',') as ('default' | 'lifted')[];
const ADMIN = { email: 'admin@fairness.bench', password: 'fairness-admin-password' };
const PASSWORD = 'fairness-user-password';
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

const GRID_QUERY = print(ApplicationCreativeConceptsDocument);
/** The grid's own query at its largest page, with each concept's history: near the cost limit. */
const HEAVY_QUERY = GRID_QUERY.replace('query ApplicationCreativeConcepts', 'query HeavyConceptPage').replace(
  '...ConceptRow',
  '...ConceptRow history { event comment changes audit { createDate createBy { emailAddress firstName lastName } } }',
);

const HISTORY = 'history { event comment changes audit { createDate createBy { emailAddress firstName lastName } } }';
const ASSET_LIST_QUERY = print(ConceptAssetsDocument);
/** The shape: every asset of a concept with its history. */
const ASSETS_WITH_HISTORY_QUERY = ASSET_LIST_QUERY.replace('query ConceptAssets', 'query AssetsWithHistory').replace(
  /applicationCreativeConceptAssets\(([^)]*)\) \{/,
  (match) => `${match}\n    ${HISTORY}`,
);
const EXPORT_QUERY = print(ExportAdCopiesDocument);

interface Shape {
  name: string;
  query: string;
  variables: (context: { heavyLimit: number; conceptCode: string }) => Record<string, unknown>;
}

const SHAPES: Shape[] = [
  {
    name: 'concept page + history',
    query: HEAVY_QUERY,
    variables: ({ heavyLimit }) => ({ clientCode: 'fair', applicationCode: 'game', limit: heavyLimit, offset: 0 }),
  },
  { name: 'assets + history', query: ASSETS_WITH_HISTORY_QUERY, variables: ({ conceptCode }) => ({ clientCode: 'fair', conceptCode }) },
  { name: 'asset list (2,000)', query: ASSET_LIST_QUERY, variables: ({ conceptCode }) => ({ clientCode: 'fair', conceptCode }) },
  { name: 'ad copy export', query: EXPORT_QUERY, variables: () => ({ clientCode: 'fair', applicationCode: 'game' }) },
];

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A signed-in person over node:http with keep-alive (one socket each, as a browser tab would use). */
class Session {
  private cookie = '';
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: LOOPS_PER_USER + 1 });
  constructor(private readonly url: string) {}

  request(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ status: number; body: { data?: unknown; errors?: { message: string }[] } }> {
    const payload = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.url}/graphql`,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: this.cookie },
        },
        (response) => {
          const cookies = response.headers['set-cookie'] ?? [];
          const session = cookies.find((line) => line.startsWith('atelier_session='));
          if (session) this.cookie = session.split(';')[0]!;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { data?: unknown; errors?: { message: string }[] } }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  async must(query: string, variables: Record<string, unknown> = {}) {
    const { body } = await this.request(query, variables);
    if (body.errors?.length) throw new Error(`${query.slice(0, 60)}: ${body.errors[0]!.message}`);
    return body.data as Record<string, unknown>;
  }

  async signIn(email: string, password: string) {
    await this.must('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { emailAddress } }', { e: email, p: password });
    return this;
  }
}

/** One client, one application, three users, CONCEPTS concepts each with a comment in its history. */
async function seed(url: string) {
  const admin = await new Session(url).signIn(ADMIN.email, ADMIN.password);
  const variables = { c: 'fair', a: 'game' };
  await admin.must('mutation { createClient(client: { code: "fair", name: "Fairness" }) { code } }');
  await admin.must('mutation { createApplication(clientCode: "fair", application: { code: "game", name: "Game" }) { code } }');
  for (const name of ['grid', ...SHAPES.flatMap((_, index) => [`heavy-${index}-one`, `heavy-${index}-two`])]) {
    await admin.must('mutation ($user: ClientUserInput!) { createClientUser(clientCode: "fair", user: $user) { emailAddress } }', {
      user: { emailAddress: `${name}@fairness.bench`, firstName: name, lastName: 'Bench', password: PASSWORD, roles: ['creativeLead'] },
    });
  }
  const lead = await new Session(url).signIn('grid@fairness.bench', PASSWORD);
  const folder = (await lead.must(
    'mutation ($c: String!, $a: String!) { createCreativeNode(clientCode: $c, applicationCode: $a, node: { name: "Bench" }) { code } }',
    variables,
  )) as {
    createCreativeNode: { code: string };
  };
  let firstConcept = '';
  for (let index = 0; index < CONCEPTS; index++) {
    const created = (await lead.must(
      'mutation ($c: String!, $concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: $c, concept: $concept) { code } }',
      { c: 'fair', concept: { name: `Concept ${index}`, creativeNode: { code: folder.createCreativeNode.code } } },
    )) as { createApplicationCreativeConcept: { code: string } };
    firstConcept ||= created.createApplicationCreativeConcept.code;
    await lead.must(
      'mutation ($c: String!, $k: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $k, comment: "Looks good") { event } }',
      {
        c: 'fair',
        k: created.createApplicationCreativeConcept.code,
      },
    );
  }
  // The asset list's cap: one concept holding ASSETS assets, each with a comment in its history.
  for (let index = 0; index < ASSETS; index++) {
    const asset = (await lead.must(
      'mutation ($c: String!, $k: String!, $a: ConceptAssetInput!) { createCreativeConceptAsset(clientCode: $c, conceptCode: $k, asset: $a) { code } }',
      { c: 'fair', k: firstConcept, a: { name: `Asset ${index}`, assetType: 'production' } },
    )) as { createCreativeConceptAsset: { code: string } };
    if (index < 50) {
      await lead.must(
        'mutation ($c: String!, $a: String!) { addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: "Sharp") { event } }',
        {
          c: 'fair',
          a: asset.createCreativeConceptAsset.code,
        },
      );
    }
  }
  // The export's cap: AD_COPIES ad copies, imported 5,000 at a time (one import's most).
  for (let start = 0; start < AD_COPIES; start += 5000) {
    const rows = Array.from(
      { length: Math.min(5000, AD_COPIES - start) },
      (_, offset) => `,Copy ${start + offset},standard,active,General,Headline ${start + offset},Play now and win ${start + offset},,,en`,
    );
    await lead.must(
      'mutation ($csv: String!) { importAdCopies(clientCode: "fair", applicationCode: "game", csv: $csv) { createdCount } }',
      {
        csv: ['code,name,type,status,theme,headline,adCopy,description,rankField,language', ...rows].join('\n'),
      },
    );
  }
  return { conceptCode: firstConcept };
}

async function timeGrid(session: Session) {
  const variables = { clientCode: 'fair', applicationCode: 'game', limit: 50, offset: 0, sort: ['createDate:DESC'] };
  for (let index = 0; index < 20; index++) await session.must(GRID_QUERY, variables);
  const samples: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    const start = performance.now();
    await session.must(GRID_QUERY, variables);
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

interface CaseResult {
  database: string;
  budget: string;
  shape: string;
  idle: { p50: number; p95: number };
  loaded: { p50: number; p95: number };
  heavyServed: number;
  /** 429s: the budget spent or the user's heavy requests already running. */
  heavyRefused: number;
  /** Refused by the row cost limit before running (BAD_USER_INPUT). */
  heavyTooLarge: number;
}

/** Two users each looping one shape LOOPS_PER_USER times at once while the grid user is timed. */
async function loadWithShape(
  url: string,
  grid: Session,
  shape: Shape,
  shapeIndex: number,
  context: { conceptCode: string; heavyLimit: number },
) {
  const heavy = await Promise.all(
    ['one', 'two'].map((name) => new Session(url).signIn(`heavy-${shapeIndex}-${name}@fairness.bench`, PASSWORD)),
  );
  let isLoading = true;
  const counts = { heavyServed: 0, heavyRefused: 0, heavyTooLarge: 0 };
  const loops = heavy.flatMap((session) =>
    Array.from({ length: LOOPS_PER_USER }, async () => {
      while (isLoading) {
        const { status, body } = await session.request(shape.query, shape.variables(context));
        if (status === 200 && !body.errors) counts.heavyServed++;
        else if (status === 429) counts.heavyRefused++;
        else if (body.errors?.[0]?.message.startsWith('This request asks for too much')) counts.heavyTooLarge++;
        else throw new Error(`${shape.name} failed: ${status} ${JSON.stringify(body.errors)}`);
      }
    }),
  );
  // Let the heavy loops get going before timing.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = await timeGrid(grid);
  isLoading = false;
  await Promise.all(loops);
  return { loaded, ...counts };
}

async function runCase(database: 'postgres' | 'pglite', budget: 'default' | 'lifted'): Promise<CaseResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-fairness-'));
  const postgres = database === 'postgres' ? await createTestDatabase() : null;
  let server: SpawnedServer | undefined;
  try {
    server = await spawnServer({
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      JOBS_ENABLED: 'false',
      // The default budget is the server's own default; lifted, through the server's setting.
      ...(budget === 'lifted' ? BENCH_SERVER_SETTINGS : {}),
    });
    const seedStarted = performance.now();
    const { conceptCode } = await seed(server.url);
    process.stdout.write(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s\n`);
    const grid = await new Session(server.url).signIn('grid@fairness.bench', PASSWORD);
    const idle = await timeGrid(grid);

    // The heaviest concept page with history: the largest page the row cost limit still accepts.
    const prober = await new Session(server.url).signIn('heavy-0-one@fairness.bench', PASSWORD);
    let heavyLimit = 100;
    const probe = (limit: number) => prober.request(HEAVY_QUERY, { clientCode: 'fair', applicationCode: 'game', limit, offset: 0 });
    while (heavyLimit > 1 && (await probe(heavyLimit)).body.errors) heavyLimit -= 1;

    const results: CaseResult[] = [];
    for (const [index, shape] of SHAPES.entries()) {
      process.stdout.write(`  ${shape.name}…\n`);
      const loaded = await loadWithShape(server.url, grid, shape, index, { conceptCode, heavyLimit });
      const name = index === 0 ? `${shape.name} (${heavyLimit} concepts)` : shape.name;
      results.push({ database, budget, shape: name, idle, ...loaded });
    }
    return results;
  } finally {
    await server?.stop();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const cases: CaseResult[] = [];
for (const database of DATABASES) {
  for (const budget of BUDGETS) {
    process.stdout.write(`fairness: ${database}, budget ${budget}…\n`);
    cases.push(...(await runCase(database, budget)));
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const lines = [
  `# Fairness: a grid request while two users loop the heaviest allowed requests`,
  '',
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${CONCEPTS} concepts with history, one concept with ${ASSETS} assets, ${AD_COPIES} ad copies; ${REQUESTS} timed grid requests (50 rows) per phase; each heavy user runs ${LOOPS_PER_USER} loops at once and sends again at once after a 429.`,
  'Target: loaded p95 ≤ 3× idle p95, with the default budget.',
  '',
  '| database | request budget | heavy shape | idle p50 / p95 | loaded p50 / p95 | ratio (p95) | heavy served / 429 / too large | target |',
  '|---|---|---|---|---|---|---|---|',
  ...cases.map((result) => {
    const ratio = result.loaded.p95 / result.idle.p95;
    return `| ${result.database} | ${result.budget} | ${result.shape} | ${ms(result.idle.p50)} / ${ms(result.idle.p95)} | ${ms(result.loaded.p50)} / ${ms(result.loaded.p95)} | ${ratio.toFixed(1)}× | ${result.heavyServed} / ${result.heavyRefused} / ${result.heavyTooLarge} | ${result.budget === 'default' ? (ratio <= 3 ? 'met' : 'missed') : 'n/a'} |`;
  }),
  '',
];
process.stdout.write(`\n${lines.join('\n')}\n`);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'fairness.md'), lines.join('\n'));

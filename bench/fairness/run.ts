/**
 * Fairness benchmark (issue 11): one user's concepts-grid request while two other users loop the
 * heaviest request the server allows (a 100-concept page with every grid column and each concept's
 * history). Target on the project's 2-core machine, on PostgreSQL and on the embedded database:
 * the grid request's p95 under that load stays within 3× its idle p95.
 *
 *   npm run fairness -w bench     (PostgreSQL on 127.0.0.1:5432, or TEST_POSTGRES_URL)
 *
 * Each database runs twice: with the default per-session request budget, and with the budget
 * lifted, which shows what the row cost limit and batching alone achieve.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { createTestDatabase } from '../../server/test/databases.js';
import { spawnServer, type SpawnedServer } from '../../server/test/spawn-server.js';
import { ApplicationCreativeConceptsDocument } from '../../web/src/gql/graphql.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
const CONCEPTS = Number(process.env.BENCH_CONCEPTS ?? 300);
const ADMIN = { email: 'admin@fairness.bench', password: 'fairness-admin-password' };
const PASSWORD = 'fairness-user-password';
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

const GRID_QUERY = print(ApplicationCreativeConceptsDocument);
/** The grid's own query at its largest page, with each concept's history: near the cost limit. */
const HEAVY_QUERY = GRID_QUERY.replace('query ApplicationCreativeConcepts', 'query HeavyConceptPage').replace(
  '...ConceptRow',
  '...ConceptRow history { event comment changes audit { createDate createBy { emailAddress firstName lastName } } }',
);

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A signed-in person over node:http with keep-alive (one socket each, as a browser tab would use). */
class Session {
  private cookie = '';
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
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
  for (const name of ['grid', 'heavy-one', 'heavy-two']) {
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
  for (let index = 0; index < CONCEPTS; index++) {
    const created = (await lead.must(
      'mutation ($c: String!, $concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: $c, concept: $concept) { code } }',
      { c: 'fair', concept: { name: `Concept ${index}`, creativeNode: { code: folder.createCreativeNode.code } } },
    )) as { createApplicationCreativeConcept: { code: string } };
    await lead.must(
      'mutation ($c: String!, $k: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $k, comment: "Looks good") { event } }',
      {
        c: 'fair',
        k: created.createApplicationCreativeConcept.code,
      },
    );
  }
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
  idle: { p50: number; p95: number };
  loaded: { p50: number; p95: number };
  heavyServed: number;
  heavyRefused: number;
  /** Concepts (with history) per heavy request: the most the cost limit allows. */
  heavyLimit: number;
}

async function runCase(database: 'postgres' | 'pglite', budget: 'default' | 'lifted'): Promise<CaseResult> {
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
      ...(budget === 'lifted' ? { REQUEST_BUDGET_PER_MINUTE: '1000000000' } : {}),
    });
    await seed(server.url);
    const grid = await new Session(server.url).signIn('grid@fairness.bench', PASSWORD);
    const idle = await timeGrid(grid);

    const heavy = await Promise.all(
      ['heavy-one', 'heavy-two'].map((name) => new Session(server!.url).signIn(`${name}@fairness.bench`, PASSWORD)),
    );
    // The heaviest allowed: the largest page of it that the row cost limit still accepts.
    let heavyLimit = 100;
    const probe = (limit: number) => heavy[0]!.request(HEAVY_QUERY, { clientCode: 'fair', applicationCode: 'game', limit, offset: 0 });
    while ((await probe(heavyLimit)).body.errors) heavyLimit -= 5;
    let isLoading = true;
    let heavyServed = 0;
    let heavyRefused = 0;
    const loops = heavy.map(async (session) => {
      while (isLoading) {
        const { status, body } = await session.request(HEAVY_QUERY, {
          clientCode: 'fair',
          applicationCode: 'game',
          limit: heavyLimit,
          offset: 0,
        });
        if (status === 200 && !body.errors) heavyServed++;
        else if (status === 429) heavyRefused++;
        else throw new Error(`heavy request failed: ${status} ${JSON.stringify(body.errors)}`);
      }
    });
    // Let the heavy loops get going before timing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const loaded = await timeGrid(grid);
    isLoading = false;
    await Promise.all(loops);
    return { database, budget, idle, loaded, heavyServed, heavyRefused, heavyLimit };
  } finally {
    await server?.stop();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const cases: CaseResult[] = [];
for (const database of ['postgres', 'pglite'] as const) {
  for (const budget of ['default', 'lifted'] as const) {
    process.stdout.write(`fairness: ${database}, budget ${budget}…\n`);
    cases.push(await runCase(database, budget));
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const lines = [
  `# Fairness: a grid request while two users loop the heaviest allowed request`,
  '',
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${CONCEPTS} concepts with history, ${REQUESTS} timed grid requests (50 rows) per phase.`,
  'Target: loaded p95 ≤ 3× idle p95.',
  '',
  '| database | request budget | idle p50 / p95 | loaded p50 / p95 | ratio (p95) | heavy page (concepts with history) | heavy requests served / refused (429) | target |',
  '|---|---|---|---|---|---|---|---|',
  ...cases.map((result) => {
    const ratio = result.loaded.p95 / result.idle.p95;
    return `| ${result.database} | ${result.budget} | ${ms(result.idle.p50)} / ${ms(result.idle.p95)} | ${ms(result.loaded.p50)} / ${ms(result.loaded.p95)} | ${ratio.toFixed(1)}× | ${result.heavyLimit} | ${result.heavyServed} / ${result.heavyRefused} | ${result.budget === 'default' ? (ratio <= 3 ? 'met' : 'missed') : 'n/a'} |`;
  }),
  '',
];
process.stdout.write(`\n${lines.join('\n')}\n`);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'fairness.md'), lines.join('\n'));

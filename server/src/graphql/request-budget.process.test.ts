import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server.js';

const ADMIN = { email: 'admin@budget.test', password: 'budget-admin-password' };
const PASSWORD = 'budget-user-password-7';
const AD_COPIES = 3_000;
const EXPORT = '{ exportAdCopies(clientCode: "bud", applicationCode: "app") { csv rowCount } }';

/** A browser of its own: one cookie jar. */
class Browser {
  cookie = '';
  constructor(private readonly url: string) {}
  async post(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('atelier_session='));
    if (session) this.cookie = session.split(';')[0]!;
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string }[] } };
  }
  async must(query: string, variables: Record<string, unknown> = {}) {
    const { body } = await this.post(query, variables);
    if (body.errors?.length) throw new Error(body.errors[0]!.message);
    return body.data;
  }
  async signIn(email: string, password: string) {
    await this.must('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { emailAddress } }', { e: email, p: password });
    return this;
  }
}

/**
 * The per-minute budget is per user: every session of a user spends from one budget, whatever
 * their cookie. A server of its own with the smallest budget (60,000 a minute), so that exporting
 * 3,000 ad copies (3,000 rows an answer) spends it in about twenty requests.
 */
describe('request budget per user', () => {
  let server: SpawnedServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-budget-'));
    server = await spawnServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      REQUEST_BUDGET_PER_MINUTE: '60000',
    });
    const admin = await new Browser(server.url).signIn(ADMIN.email, ADMIN.password);
    await admin.must('mutation { createClient(client: { code: "bud", name: "Budget" }) { code } }');
    await admin.must('mutation { createApplication(clientCode: "bud", application: { code: "app", name: "App" }) { code } }');
    for (const name of ['reader', 'other']) {
      await admin.must('mutation ($user: ClientUserInput!) { createClientUser(clientCode: "bud", user: $user) { emailAddress } }', {
        user: { emailAddress: `${name}@budget.test`, firstName: name, lastName: 'Budget', password: PASSWORD, roles: ['creativeLead'] },
      });
    }
    const rows = Array.from(
      { length: AD_COPIES },
      (_, index) => `,Copy ${index},standard,active,General,Headline ${index},Body ${index},,,en`,
    );
    const csv = ['code,name,type,status,theme,headline,adCopy,description,rankField,language', ...rows].join('\n');
    const reader = await new Browser(server.url).signIn('reader@budget.test', PASSWORD);
    await reader.must(
      'mutation ($csv: String!) { importAdCopies(clientCode: "bud", applicationCode: "app", csv: $csv) { createdCount } }',
      { csv },
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a fresh sign-in of a user whose budget is spent, and not another user', async () => {
    const first = await new Browser(server.url).signIn('reader@budget.test', PASSWORD);
    let status = 200;
    for (let attempt = 0; attempt < 80 && status === 200; attempt++) status = (await first.post(EXPORT)).status;
    expect(status).toBe(429);
    const second = await new Browser(server.url).signIn('reader@budget.test', PASSWORD);
    const again = await second.post(EXPORT);
    expect(again.status).toBe(429);
    expect(again.body.errors?.[0]?.message).toMatch(/^Too many requests/);
    const other = await new Browser(server.url).signIn('other@budget.test', PASSWORD);
    expect((await other.post(EXPORT)).status).toBe(200);
  });

  // Here and not on the API suite's shared server: spending 127.0.0.1's signed-out budget there
  // refused every other test file's signed-out requests for the rest of the minute.
  it('charges made-up session cookies to the signed-out address, not a budget per cookie value', async () => {
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 60 && !refused; attempt++) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `atelier_session=made-up-${attempt}` },
        body: JSON.stringify({ query: '{ applicationCreativeConceptAssets(clientCode: "bud", conceptCode: "any") { code name } }' }),
      });
      if (response.status === 429) refused = response;
    }
    expect(refused).toBeDefined();
    const body = (await refused!.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('charges a signed-in user what the answer held: a short list costs its rows, not the cap', async () => {
    const other = await new Browser(server.url).signIn('other@budget.test', PASSWORD);
    // An empty action-item list is priced at 500 rows before it runs and costs nothing much after: a
    // hundred of them fit in a budget that holds about two estimates of a full list.
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await other.post('{ actionItems(clientCode: "bud") { code name status type } }')).status).toBe(200);
    }
  });
});

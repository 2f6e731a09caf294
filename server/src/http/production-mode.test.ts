import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server.js';

async function post(url: string, query: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.text() };
}

/** NODE_ENV=production hides the schema: no introspection, no "Did you mean …" suggestions. */
describe('production mode', () => {
  let server: SpawnedServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-prod-'));
    server = await spawnServer({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_PASSWORD: 'prod-admin-password', SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses introspection', async () => {
    const { body } = await post(server.url, '{ __schema { queryType { name } } }');
    expect(body).toContain('introspection');
    expect(body).not.toContain('"queryType"');
  });

  it('does not suggest field names', async () => {
    const { body } = await post(server.url, '{ mee { emailAddress } }');
    expect(body).toContain('Cannot query field');
    expect(body).not.toContain('Did you mean');
  });

  it('does not print the generated password when ADMIN_PASSWORD is set, nor a demo sign-in without demo data', () => {
    expect(server.output()).not.toContain('Generated password');
    expect(server.output()).not.toContain('Demo sign-in');
  });
});

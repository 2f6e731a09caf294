import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, POSTGRES_ADMIN_URL } from '../../test/databases.js';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server.js';

async function terminateConnections(databaseName: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
  await admin.end();
  return rowCount ?? 0;
}

async function ask(url: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ ping me { emailAddress } }' }),
  });
  return response.status;
}

/**
 * What a PostgreSQL restart does to the app: every connection it holds is cut. The process must
 * survive, and the next request must work on fresh connections.
 */
describe('PostgreSQL connection loss', () => {
  let server: SpawnedServer;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-pg-'));
    server = await spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'resilience-password',
      SEED_DEMO: 'false',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives every connection being terminated and serves the next request', async () => {
    // Fill the pool with several connections, so idle clients are cut too.
    await Promise.all(Array.from({ length: 8 }, () => ask(server.url)));
    const name = new URL(database.url).pathname.slice(1);
    expect(await terminateConnections(name)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(server.process.exitCode).toBeNull();
    // A request in flight may see the error; the one after it must succeed.
    await ask(server.url);
    expect(await ask(server.url)).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });

  it('answers 503 with a retry hint while the database refuses connections, then recovers', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      await terminateConnections(name);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signIn = () =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation { signIn(email: "admin@atelier.local", password: "resilience-password") { emailAddress } }',
          }),
        });
      // The first request may still find a connection being cut; the next one cannot connect.
      await signIn();
      const response = await signIn();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string; retryAfterSeconds: number } }[] };
      expect(body.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.errors[0]!.message).not.toBe('Unexpected error.');
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    expect(await ask(server.url)).toBe(200);
  });
});

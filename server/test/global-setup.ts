import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './databases.js';
import { spawnServer } from './spawn-server.js';

export const TEST_ADMIN = { email: 'admin@atelier.test', password: 'test-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string | null;
    databaseKind: 'pglite' | 'postgres';
    adminEmail: string;
    adminPassword: string;
    /** The test server's DATA_DIR (local object storage lives under storage/). */
    dataDir: string;
  }
}

/** Starts one real server process per API project, on a fresh PGlite directory or PostgreSQL database. */
export default async function setup(project: TestProject) {
  const isPostgres = project.name === 'api-postgres';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-api-'));
  const database = isPostgres ? await createTestDatabase() : null;
  const webDistDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDistDir);
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Atelier test</title><div id="root"></div>');

  const server = await spawnServer({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    DATABASE_POOL_SIZE: '5',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'true',
    // The demo's synced ad accounts need the sandbox ad networks; API tests make their own ad data.
    AD_SANDBOX: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    WEB_DIST_DIR: webDistDir,
    // Small enough that the size-limit tests stay fast.
    UPLOAD_MAX_FILE_SIZE_MB: '2',
    // Every query runs compiled from its first use, so the suite checks the compiled path throughout.
    GRAPHQL_COMPILE_AFTER: '0',
    // Every test signs in from 127.0.0.1; the per-address limit has its own test (sign-in-limits.process.test.ts).
    SIGN_IN_MAX_PER_ADDRESS: '100000',
    // Likewise every signed-out request of every test file shares 127.0.0.1's request budget, and the
    // harness sends hundreds a minute; the budget has its own test (request-budget.process.test.ts).
    REQUEST_BUDGET_PER_MINUTE: '1000000000',
    // Ad accounts in tests point at made-up hosts (never called: the API tests sync nothing). Private
    // addresses stay refused, as in production: the outbound door has its own tests.
    AD_NETWORK_ALLOW_CUSTOM_HOSTS: 'true',
  });
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', database?.url ?? null);
  project.provide('databaseKind', isPostgres ? 'postgres' : 'pglite');
  project.provide('adminEmail', TEST_ADMIN.email);
  project.provide('adminPassword', TEST_ADMIN.password);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.stop();
    if (server.output().includes('"level":50')) process.stderr.write(`[${project.name}] server logged errors:\n${server.output()}\n`);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

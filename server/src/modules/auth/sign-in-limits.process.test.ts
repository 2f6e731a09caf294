import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/databases.js';
import { spawnServer, type SpawnedServer } from '../../../test/spawn-server.js';

const ADMIN = { email: 'admin@limits.test', password: 'limits-admin-password' };
const MAX_FAILURES = 10;
const MAX_PER_ADDRESS = 20;
const SIGN_IN = 'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { emailAddress } }';

/** One sign-in from `address` (the servers trust X-Forwarded-For), optionally with cookies. */
async function signIn(server: SpawnedServer, address: string, email: string, password: string, cookie?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: SIGN_IN, variables: { email, password } }),
  });
  const body = (await response.json()) as {
    data?: { signIn: { emailAddress: string } | null };
    errors?: { extensions: { code: string } }[];
  };
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return { code: body.errors?.[0]?.extensions.code ?? 'OK', cookies };
}

function count(codes: string[], code: string) {
  return codes.filter((each) => each === code).length;
}

/**
 * Sign-in limits hold under concurrency on two instances sharing one PostgreSQL database: every
 * attempt is counted before its password is checked.
 */
describe('sign-in limits on two instances (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: SpawnedServer[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-limits-'));
      dataDirs.push(dataDir);
      // One after the other: the first one migrates the fresh database.
      servers.push(
        await spawnServer({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'false',
          JOBS_ENABLED: 'false',
          TRUST_PROXY: 'true',
          SIGN_IN_MAX_FAILURES: String(MAX_FAILURES),
          SIGN_IN_MAX_PER_ADDRESS: String(MAX_PER_ADDRESS),
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks at most the limit of 200 concurrent wrong passwords, then refuses even the right one, except on a trusted device', async () => {
    // The administrator signed in on this browser before the attack: it holds a device cookie.
    const earlier = await signIn(servers[0]!, '10.1.0.1', ADMIN.email, ADMIN.password);
    expect(earlier.code).toBe('OK');
    const deviceCookie = earlier.cookies.find((cookie) => cookie.startsWith('atelier_device='));
    expect(deviceCookie).toBeDefined();

    // 200 guesses from 200 addresses (so no address limit applies), spread over both instances.
    const codes = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        signIn(servers[index % 2]!, `10.2.${Math.floor(index / 250)}.${index % 250}`, ADMIN.email, `wrong-${index}`).then((r) => r.code),
      ),
    );
    expect(count(codes, 'UNAUTHENTICATED')).toBeLessThanOrEqual(MAX_FAILURES);
    expect(count(codes, 'TOO_MANY_REQUESTS')).toBeGreaterThanOrEqual(200 - MAX_FAILURES);
    expect(count(codes, 'UNAUTHENTICATED') + count(codes, 'TOO_MANY_REQUESTS')).toBe(200);

    // The right password from a stranger's browser is refused while the lock lasts...
    expect((await signIn(servers[1]!, '10.3.0.1', ADMIN.email, ADMIN.password)).code).toBe('TOO_MANY_REQUESTS');
    // ...but the owner's browser, which signed in before, still gets in.
    expect((await signIn(servers[1]!, '10.1.0.1', ADMIN.email, ADMIN.password, deviceCookie)).code).toBe('OK');
    // A forged device cookie is a stranger.
    const forged = deviceCookie!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await signIn(servers[0]!, '10.1.0.1', ADMIN.email, ADMIN.password, forged)).code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits one address spraying a password over many accounts, without touching other addresses', async () => {
    const codes: string[] = [];
    for (let index = 0; index < MAX_PER_ADDRESS + 5; index++) {
      codes.push((await signIn(servers[index % 2]!, '10.4.0.1', `person-${index}@spray.test`, 'Summer2026!')).code);
    }
    expect(codes.slice(0, MAX_PER_ADDRESS)).toEqual(Array(MAX_PER_ADDRESS).fill('UNAUTHENTICATED'));
    expect(codes.slice(MAX_PER_ADDRESS)).toEqual(Array(5).fill('TOO_MANY_REQUESTS'));
    expect((await signIn(servers[0]!, '10.4.0.2', 'person-0@spray.test', 'Summer2026!')).code).toBe('UNAUTHENTICATED');
  });

  it('takes the address from the trusted hop only: entries a client forges in X-Forwarded-For do not escape the limit', async () => {
    const codes: string[] = [];
    for (let index = 0; index < MAX_PER_ADDRESS + 5; index++) {
      // The client writes a new address each time; the one load balancer (TRUST_PROXY=true: one hop) appends the real one.
      const forwardedFor = `203.0.113.${index}, 10.5.0.1`;
      codes.push((await signIn(servers[index % 2]!, forwardedFor, `someone-${index}@spray.test`, 'Summer2026!')).code);
    }
    expect(codes.slice(MAX_PER_ADDRESS)).toEqual(Array(5).fill('TOO_MANY_REQUESTS'));
  });
});

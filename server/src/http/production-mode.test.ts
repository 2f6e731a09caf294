import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server.js';

async function post(url: string, query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function preflight(url: string, origin: string) {
  return fetch(`${url}/graphql`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
}

const SIGN_IN = 'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { emailAddress } }';

/** NODE_ENV=production hides the schema: no introspection, no "Did you mean …" suggestions. */
describe('production mode', () => {
  let server: SpawnedServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-prod-'));
    // What `npm start` does on a new machine: the first start creates and migrates the database itself.
    server = await spawnServer({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_PASSWORD: 'prod-admin-password' }, undefined, {
      freshDatabase: true,
    });
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

  it('seeds no demo users by default, so the published demo password opens nothing', async () => {
    const { body } = await post(server.url, SIGN_IN, {}, { email: 'admin@demo.atelier.local', password: 'atelier-demo' });
    expect(JSON.parse(body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a preflight from another origin and sends no CORS headers to it', async () => {
    const refused = await preflight(server.url, 'https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
    const { headers } = await post(server.url, '{ me { emailAddress } }', { origin: 'https://evil.example' });
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  it("makes its own request ids instead of taking the client's, and warns once that TRUST_PROXY is off behind TLS", async () => {
    const { headers } = await post(server.url, '{ me { emailAddress } }', { 'x-request-id': 'forged-id', 'x-forwarded-proto': 'https' });
    expect(headers.get('x-request-id')).not.toBe('forged-id');
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => server.output()).toContain('TRUST_PROXY is off');
  });
});

/** Demo data in production only when asked, with generated passwords; an explicit CORS allow-list. */
describe('production mode with SEED_DEMO=true, CORS_ORIGINS and TRUST_PROXY', () => {
  let server: SpawnedServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-prod-'));
    server = await spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'prod-admin-password',
      SEED_DEMO: 'true',
      CORS_ORIGINS: 'https://app.example.com, https://admin.example.com',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints generated demo passwords once; they work and the published one does not', async () => {
    const match = /lead@demo\.atelier\.local \/ (\S+)/.exec(server.output());
    expect(match).not.toBeNull();
    expect(match![1]).not.toBe('atelier-demo');
    const published = await post(server.url, SIGN_IN, {}, { email: 'lead@demo.atelier.local', password: 'atelier-demo' });
    expect(JSON.parse(published.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const generated = await post(server.url, SIGN_IN, {}, { email: 'lead@demo.atelier.local', password: match![1] });
    expect(JSON.parse(generated.body).data.signIn.emailAddress).toBe('lead@demo.atelier.local');
  });

  it('answers an allowed origin with its own name and credentials, and nobody else', async () => {
    const allowed = await preflight(server.url, 'https://admin.example.com');
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const { headers } = await post(server.url, '{ me { emailAddress } }', { origin: 'https://app.example.com' });
    expect(headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const refused = await preflight(server.url, 'https://app.example.com.evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes the request id from a trusted proxy', async () => {
    const { headers } = await post(server.url, '{ me { emailAddress } }', { 'x-request-id': 'lb-1234' });
    expect(headers.get('x-request-id')).toBe('lb-1234');
  });
});

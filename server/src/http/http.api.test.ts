import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ApiClient, errorCode, signInAsAdmin } from '../../test/api-client.js';

const baseUrl = () => inject('baseUrl');

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-request-id')).toMatch(/\S+/);
}

describe('HTTP surface', () => {
  it('answers /healthz once migrated, with security headers', async () => {
    const response = await fetch(`${baseUrl()}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: inject('databaseKind'), videoTools: 'ok' });
    expectSecurityHeaders(response);
  });

  it('serves the web app for client routes and 404s unknown files', async () => {
    const page = await fetch(`${baseUrl()}/demo/creative/concepts?tab=details`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    expectSecurityHeaders(page);
    expect((await fetch(`${baseUrl()}/assets/missing-file.js`)).status).toBe(404);
  });

  it('makes its own request id instead of logging under a caller-supplied one (no trusted proxy)', async () => {
    const response = await fetch(`${baseUrl()}/healthz`, { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(response.headers.get('x-request-id')).not.toBe('trace-abc-123');
  });

  it('compresses GraphQL answers above 1 KB for a browser that accepts it, and leaves small ones alone', async () => {
    const admin = await signInAsAdmin();
    // The schema's type names: several KB of JSON.
    const large = await admin.post({ query: '{ __schema { types { name description } } }' }, { 'accept-encoding': 'br, gzip' });
    expect(large.headers.get('content-encoding')).toBe('br');
    const body = (await large.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(50);
    const small = await admin.post({ query: '{ ping }' }, { 'accept-encoding': 'br, gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { ping: true } });
  });

  it('refuses a form-encoded or text/plain cross-site mutation without running it', async () => {
    const admin = await signInAsAdmin();
    const code = `csrf-${Date.now()}`;
    for (const [contentType, body] of [
      [
        'application/x-www-form-urlencoded',
        `query=${encodeURIComponent(`mutation { createClient(client: { code: "${code}", name: "x" }) { code } }`)}`,
      ],
      ['text/plain', JSON.stringify({ query: `mutation { createClient(client: { code: "${code}", name: "x" }) { code } }` })],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\nmutation { signOut }\r\n--x--`],
    ] as const) {
      const response = await admin.post(body, { 'content-type': contentType });
      expect(response.status).toBe(415);
      expectSecurityHeaders(response);
    }
    const { clients } = await admin.mustRequest<{ clients: { code: string }[] }>(`{ clients { code } }`);
    expect(clients.map((client) => client.code)).not.toContain(code);
    expect((await admin.mustRequest(`{ me { emailAddress } }`)).me).not.toBeNull();
  });

  it('refuses a mutation over GET', async () => {
    const response = await fetch(`${baseUrl()}/graphql?query=${encodeURIComponent('mutation { signOut }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(405);
  });

  it('answers malformed GraphQL with a clear syntax error and no stack trace', async () => {
    const response = await new ApiClient().post({ query: '{ me { emailAddress ' }, { accept: 'application/graphql-response+json' });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('Syntax Error');
    expect(body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(body).not.toContain('stack');
  });

  it('answers a body that is not JSON with a 400', async () => {
    const response = await new ApiClient().post('{"query": ');
    expect(response.status).toBe(400);
  });

  it('rejects over-deep, over-aliased and over-long queries', async () => {
    const client = new ApiClient();
    let deep = 'name';
    for (let level = 0; level < 14; level++) deep = `ofType { ${deep} }`;
    const tooDeep = await client.request(`{ __schema { types { fields { type { ${deep} } } } } }`);
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth/i);

    const aliases = Array.from({ length: 30 }, (_, index) => `a${index}: ping`).join(' ');
    const tooWide = await client.request(`{ ${aliases} }`);
    expect(tooWide.errors?.[0]?.message).toMatch(/alias/i);

    const fields = Array.from({ length: 3500 }, () => 'ping').join(' ');
    const tooLong = await client.request(`{ ${fields} }`);
    expect(tooLong.errors?.[0]?.message).toMatch(/token/i);
  });

  it('passes the GraphQL-over-HTTP audit with no MUST failures', async () => {
    const results = await auditServer({ url: `${baseUrl()}/graphql` });
    const mustFailures = results
      .filter((result) => result.status === 'error')
      .map((result) => `${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(mustFailures).toEqual([]);
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThan(30);
  });

  it('gives stable error codes for unauthenticated access', async () => {
    const result = await new ApiClient().request(`query { myPermissions(clientCode: "demo") }`);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.extensions?.status).toBe(401);
  });
});

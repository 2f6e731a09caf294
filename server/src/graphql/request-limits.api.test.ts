import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode } from '../../test/api-client.js';
import { createTenant, TEST_PASSWORD, type Tenant } from '../../test/fixtures.js';

const GRID_FIELDS = 'code internalId name status workflowStatus type subtype modelType description targetDeliveryDate deliveryDate';
const HISTORY = 'history { event comment changes audit { createDate createBy { emailAddress } } }';

function conceptsPage(tenant: Tenant, alias: string, limit: number, fields = `code ${HISTORY}`) {
  return `${alias}: applicationCreativeConcepts(clientCode: "${tenant.clientCode}", applicationCode: "${tenant.applicationCodes[0]}", limit: ${limit}) { totalItemCount items { ${fields} } }`;
}

/** Requests that are too big, too deep or malformed get a clear refusal, never a 500 or "Unexpected error.". */
describe('request limits', () => {
  let tenant: Tenant;
  let viewer: ApiClient;
  beforeAll(async () => {
    tenant = await createTenant('limits');
    viewer = await new ApiClient().signIn(tenant.emails.viewer, TEST_PASSWORD);
  });

  it('refuses twenty aliases of 500 concepts with their history before running them', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => conceptsPage(tenant, `page${index}`, 500));
    const started = Date.now();
    const result = await viewer.request(`{ ${aliases.join('\n')} }`);
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/^This request asks for too much at once/);
    expect(result.data ?? null).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('serves the largest page the grid offers, and refuses a larger one', async () => {
    const page = await viewer.request(`{ ${conceptsPage(tenant, 'page', 100, GRID_FIELDS)} }`);
    expect(page.errors).toBeUndefined();
    const tooLarge = await viewer.request(`{ ${conceptsPage(tenant, 'page', 101, GRID_FIELDS)} }`);
    expect(errorCode(tooLarge)).toBe('BAD_USER_INPUT');
  });

  it('answers a filter nested 1,000 levels deep with BAD_USER_INPUT and HTTP 400', async () => {
    let filter: unknown = { field: 'name', operator: 'contains', value: 'x' };
    for (let level = 0; level < 1000; level++) filter = { and: [filter] };
    const response = await viewer.post({
      query: `query ($filter: ConceptFilter) { applicationCreativeConcepts(clientCode: "${tenant.clientCode}", applicationCode: "${tenant.applicationCodes[0]}", filter: $filter) { totalItemCount } }`,
      variables: { filter },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0]!.message).toMatch(/nested too deeply/);
  });

  it('answers a NUL character in a variable or a literal with BAD_USER_INPUT', async () => {
    const lead = await new ApiClient().signIn(tenant.emails.creativeLead, TEST_PASSWORD);
    const asVariable = await lead.request(
      `mutation ($concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "${tenant.clientCode}", concept: $concept) { code } }`,
      { concept: { name: 'bad\u0000name', applications: [{ code: tenant.applicationCodes[0] }] } },
    );
    expect(errorCode(asVariable)).toBe('BAD_USER_INPUT');
    expect(asVariable.errors?.[0]?.message).toBe('Text must not contain NUL characters.');
    const asLiteral = await lead.request(
      `mutation { addApplicationCreativeConceptComment(clientCode: "${tenant.clientCode}", conceptCode: "crcx", comment: "a\\u0000b") { event } }`,
    );
    expect(errorCode(asLiteral)).toBe('BAD_USER_INPUT');
  });

  it('answers inherited property names as filter fields or operators with BAD_USER_INPUT', async () => {
    for (const condition of [
      { field: 'toString', operator: 'equals', value: 'x' },
      { field: '__proto__', operator: 'equals', value: 'x' },
      { field: 'name', operator: 'constructor', value: 'x' },
    ]) {
      const result = await viewer.request(
        `query ($filter: ConceptFilter) { applicationCreativeConcepts(clientCode: "${tenant.clientCode}", applicationCode: "${tenant.applicationCodes[0]}", filter: $filter) { totalItemCount } }`,
        { filter: condition },
      );
      expect(errorCode(result), JSON.stringify(condition)).toBe('BAD_USER_INPUT');
    }
  });

  it('answers inherited property names as sort keys with BAD_USER_INPUT', async () => {
    for (const key of ['__proto__:ASC', 'toString:DESC', 'constructor:ASC', 'hasOwnProperty']) {
      const result = await viewer.request(
        `query ($sort: [String!]) { applicationCreativeConcepts(clientCode: "${tenant.clientCode}", applicationCode: "${tenant.applicationCodes[0]}", sort: $sort) { totalItemCount } }`,
        { sort: [key] },
      );
      expect(errorCode(result), key).toBe('BAD_USER_INPUT');
    }
  });

  it('answers malformed parameters with HTTP 400 and a clear message, never a 500', async () => {
    const bodies: unknown[] = [
      { query: 123 },
      { query: { kind: 'Document' } },
      { query: ['{ ping }'] },
      {},
      { query: '' },
      { query: '{ ping }', variables: 'not an object' },
      { query: '{ ping }', variables: [1, 2] },
      { query: '{ ping }', operationName: 5 },
      { query: '{ ping }', extensions: 'x' },
      '{"query": ',
      '"just a string"',
      'null',
      [{ query: '{ ping }' }],
    ];
    for (const body of bodies) {
      const response = await viewer.post(typeof body === 'string' ? body : JSON.stringify(body));
      const label = typeof body === 'string' ? body : JSON.stringify(body);
      expect(response.status, label).toBe(400);
      const answer = (await response.json()) as { errors?: { message: string }[] };
      expect(answer.errors?.[0]?.message, label).toBeTruthy();
      expect(answer.errors?.[0]?.message, label).not.toBe('Unexpected error.');
    }
    const get = await fetch(`${viewer.baseUrl}/graphql?query=${encodeURIComponent('{ ping }')}&variables=%7Bbroken`);
    expect(get.status).toBe(400);
  });
});

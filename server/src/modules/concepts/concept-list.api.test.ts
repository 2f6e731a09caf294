import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createConcept, createFolder, updateConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

const LIST = `query ($c: String!, $a: String!, $filter: ConceptFilter, $offset: Int, $limit: Int, $sort: [String!]) {
  applicationCreativeConcepts(clientCode: $c, applicationCode: $a, filter: $filter, offset: $offset, limit: $limit, sort: $sort) { totalItemCount items { code name internalId modelType } } }`;

describe('concept list: search, filters, sorting and paging', () => {
  let tenant: Tenant;
  let admin: ApiClient;
  let folderA: { code: string };
  let folderB: { code: string };
  const codes: Record<string, string> = {};

  const list = async (variables: Record<string, unknown>) =>
    (await admin.mustRequest(LIST, { c: tenant.clientCode, a: tenant.applicationCodes[0], ...variables })).applicationCreativeConcepts as {
      totalItemCount: number;
      items: { code: string; name: string; internalId: string; modelType: string }[];
    };

  beforeAll(async () => {
    tenant = await createTenant('list');
    admin = await tenant.as('admin');
    folderA = await createFolder(admin, tenant, { name: 'A' });
    folderB = await createFolder(admin, tenant, { name: 'B' });
    const tag = (
      await admin.mustRequest<{ createCreativeTag: { code: string } }>(
        `mutation ($c: String!) { createCreativeTag(clientCode: $c, tag: { name: "Evergreen" }) { code } }`,
        {
          c: tenant.clientCode,
        },
      )
    ).createCreativeTag;
    codes.tag = tag.code;
    for (const [name, folder, extra] of [
      ['Alpha dragon', folderA.code, { tags: [{ code: tag.code }], status: 'inProduction' }],
      ['Beta 100% off_sale', folderA.code, {}],
      ['Gamma dragon', folderB.code, { targetDeliveryDate: '2030-01-15T10:00:00.000Z' }],
      ['Delta', folderB.code, { modelType: 'parent' }],
    ] as const) {
      codes[name] = (await createConcept(admin, tenant, { name, ...extra }, folder)).code;
    }
  });

  it('lists newest first with a total, and pages without overlap', async () => {
    const all = await list({});
    expect(all.totalItemCount).toBe(4);
    expect(all.items[0]!.name).toBe('Delta');
    const first = await list({ limit: 2, offset: 0 });
    const second = await list({ limit: 2, offset: 2 });
    expect([...first.items, ...second.items].map((item) => item.code)).toEqual(all.items.map((item) => item.code));
    expect(first.totalItemCount).toBe(4);
  });

  it('finds by name contains (case-insensitive, LIKE characters taken literally)', async () => {
    expect((await list({ filter: { field: 'name', operator: 'contains', value: 'DRAGON' } })).items.map((i) => i.name).sort()).toEqual([
      'Alpha dragon',
      'Gamma dragon',
    ]);
    expect((await list({ filter: { field: 'name', operator: 'contains', value: '100%' } })).items.map((i) => i.name)).toEqual([
      'Beta 100% off_sale',
    ]);
    expect((await list({ filter: { field: 'name', operator: 'contains', value: 'f_s' } })).totalItemCount).toBe(1);
    expect((await list({ filter: { field: 'name', operator: 'contains', value: '' } })).totalItemCount).toBe(4);
  });

  it('counts name-only filters exactly: and/or groups, a rename, a delete, and never concepts of another tenant', async () => {
    const other = await createTenant('list-other');
    await createConcept(await other.as('admin'), other, { name: 'Alpha dragon' });
    const dragon = { field: 'name', operator: 'contains', value: 'dragon' };
    const expectCount = async (filter: Record<string, unknown>, names: string[]) => {
      const page = await list({ filter });
      expect(page.items.map((item) => item.name).sort()).toEqual(names);
      expect(page.totalItemCount).toBe(names.length);
    };
    await expectCount(dragon, ['Alpha dragon', 'Gamma dragon']);
    await expectCount(
      {
        or: [
          { field: 'name', operator: 'contains', value: 'ALPHA' },
          { field: 'name', operator: 'equals', value: 'delta' },
        ],
      },
      ['Alpha dragon', 'Delta'],
    );
    await expectCount({ and: [dragon, { field: 'name', operator: 'notEquals', value: 'Gamma Dragon' }] }, ['Alpha dragon']);

    const extra = await createConcept(admin, tenant, { name: 'Epsilon' });
    expect((await updateConcept(admin, tenant, extra.code, { name: 'Epsilon dragon' })).errors).toBeUndefined();
    await expectCount(dragon, ['Alpha dragon', 'Epsilon dragon', 'Gamma dragon']);
    await admin.mustRequest(
      `mutation ($c: String!, $k: String!) { deleteApplicationCreativeConcept(clientCode: $c, conceptCode: $k, comment: "gone") }`,
      {
        c: tenant.clientCode,
        k: extra.code,
      },
    );
    await expectCount(dragon, ['Alpha dragon', 'Gamma dragon']);
  });

  it('filters by folder, tag, model type, status, date and internal id, with and/or groups', async () => {
    expect((await list({ filter: { field: 'creativeNode.code', operator: 'equals', value: folderA.code } })).totalItemCount).toBe(2);
    // A folder includes its sub-folders.
    const sub = await createFolder(admin, tenant, { name: 'A child', parentCode: folderA.code });
    const nested = await createConcept(admin, tenant, { name: 'Nested one' }, sub.code);
    expect((await list({ filter: { field: 'creativeNode.code', operator: 'equals', value: folderA.code } })).totalItemCount).toBe(3);
    expect((await list({ filter: { field: 'creativeNode.code', operator: 'equals', value: sub.code } })).items.map((i) => i.code)).toEqual([
      nested.code,
    ]);
    await admin.mustRequest(
      `mutation ($c: String!, $code: String!) { deleteApplicationCreativeConcept(clientCode: $c, conceptCode: $code) }`,
      { c: tenant.clientCode, code: nested.code },
    );
    expect((await list({ filter: { field: 'tags.code', operator: 'in', value: [codes.tag] } })).items.map((i) => i.name)).toEqual([
      'Alpha dragon',
    ]);
    expect((await list({ filter: { field: 'tags.code', operator: 'notIn', value: [codes.tag] } })).totalItemCount).toBe(3);
    expect((await list({ filter: { field: 'modelType', operator: 'in', value: ['parent'] } })).items.map((i) => i.name)).toEqual(['Delta']);
    expect((await list({ filter: { field: 'status', operator: 'notEquals', value: 'queued' } })).items.map((i) => i.name)).toEqual([
      'Alpha dragon',
    ]);
    expect(
      (
        await list({ filter: { field: 'targetDeliveryDate', operator: 'range', value: ['2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z'] } })
      ).items.map((i) => i.name),
    ).toEqual(['Gamma dragon']);
    expect((await list({ filter: { field: 'targetDeliveryDate', operator: 'equals', value: '2030-01-15' } })).totalItemCount).toBe(1);
    const { items } = await list({});
    const delta = items.find((item) => item.name === 'Delta')!;
    expect((await list({ filter: { field: 'internalId', operator: 'equals', value: delta.internalId } })).items.map((i) => i.name)).toEqual(
      ['Delta'],
    );
    const grouped = await list({
      filter: {
        and: [
          { field: 'creativeNode.code', operator: 'in', value: [folderA.code, folderB.code] },
          {
            or: [
              { field: 'name', operator: 'contains', value: 'beta' },
              { field: 'modelType', operator: 'equals', value: 'parent' },
            ],
          },
        ],
      },
    });
    expect(grouped.items.map((i) => i.name).sort()).toEqual(['Beta 100% off_sale', 'Delta']);
  });

  // A page of ten: a page of 100 concepts with their histories (500 entries each) costs more than a
  // request may (graphql/query-cost.ts).
  it('gives each concept of a page its own history and channels, loaded for the page at once', async () => {
    await admin.mustRequest(
      `mutation ($c: String!, $k: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $k, comment: "Only on Alpha") { event } }`,
      {
        c: tenant.clientCode,
        k: codes['Alpha dragon'],
      },
    );
    const data = await admin.mustRequest<{
      applicationCreativeConcepts: { items: { code: string; history: { event: string; comment: string | null }[]; channels: unknown[] }[] };
    }>(
      `query ($c: String!, $a: String!) { applicationCreativeConcepts(clientCode: $c, applicationCode: $a, limit: 10) { items { code history { event comment } channels { status } } } }`,
      { c: tenant.clientCode, a: tenant.applicationCodes[0] },
    );
    const byCode = new Map(data.applicationCreativeConcepts.items.map((item) => [item.code, item]));
    expect(byCode.get(codes['Alpha dragon']!)!.history.map((entry) => entry.comment)).toContain('Only on Alpha');
    for (const name of ['Beta 100% off_sale', 'Gamma dragon', 'Delta']) {
      const item = byCode.get(codes[name]!)!;
      expect(
        item.history.some((entry) => entry.event === 'conceptCreated'),
        name,
      ).toBe(true);
      expect(item.history.map((entry) => entry.comment)).not.toContain('Only on Alpha');
      expect(item.channels).toEqual([]);
    }
  });

  it('sorts by the allowed keys', async () => {
    expect((await list({ sort: ['name:ASC'] })).items.map((i) => i.name)).toEqual([
      'Alpha dragon',
      'Beta 100% off_sale',
      'Delta',
      'Gamma dragon',
    ]);
  });

  it('answers a bad filter, sort or page with a clear error', async () => {
    const request = (variables: Record<string, unknown>) =>
      admin.request(LIST, { c: tenant.clientCode, a: tenant.applicationCodes[0], ...variables });
    const unknownField = await request({ filter: { field: 'password', operator: 'equals', value: 'x' } });
    expect(unknownField.errors?.[0]?.message).toMatch(/^Invalid filter: unknown field 'password'/);
    const wrongOperator = await request({ filter: { field: 'name', operator: 'in', value: ['x'] } });
    expect(wrongOperator.errors?.[0]?.message).toMatch(/operator 'in' does not apply to name/);
    expect(errorCode(await request({ filter: { field: 'targetDeliveryDate', operator: 'lessThan', value: 'soon' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await request({ sort: ['password:ASC'] }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await request({ limit: 10_000 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await request({ offset: -1 }))).toBe('BAD_USER_INPUT');
  });

  it('answers not found for an unknown application code', async () => {
    const result = await admin.request(LIST, { c: tenant.clientCode, a: 'no-such-app' });
    expect(result.errors?.[0]?.message).toBe('Application not found');
  });
});

/**
 * The tag and application filters read the concept row's copies of its links (kept by triggers,
 * migration 0007): every change of tags or applications must show in the next list at once.
 */
describe('concept list: filters follow tag and application changes', () => {
  it('finds a concept by its current tags and only in its current applications', async () => {
    const tenant = await createTenant('links');
    const admin = await tenant.as('admin');
    const [appOne, appTwo] = tenant.applicationCodes;
    const createTag = async (name: string) =>
      (
        await admin.mustRequest<{ createCreativeTag: { code: string } }>(
          `mutation ($c: String!, $n: String!) { createCreativeTag(clientCode: $c, tag: { name: $n }) { code } }`,
          {
            c: tenant.clientCode,
            n: name,
          },
        )
      ).createCreativeTag.code;
    const evergreen = await createTag('Evergreen');
    const seasonal = await createTag('Seasonal');
    const concept = await createConcept(admin, tenant, { name: 'Moving concept', tags: [{ code: evergreen }] });
    const list = async (applicationCode: string, filter: Record<string, unknown>) =>
      (
        await admin.mustRequest(
          `query ($c: String!, $a: String!, $filter: ConceptFilter) { applicationCreativeConcepts(clientCode: $c, applicationCode: $a, filter: $filter) {
            totalItemCount items { code tags { code } applications { code } } } }`,
          { c: tenant.clientCode, a: applicationCode, filter },
        )
      ).applicationCreativeConcepts as {
        totalItemCount: number;
        items: { code: string; tags: { code: string }[]; applications: { code: string }[] }[];
      };
    const byTag = (applicationCode: string, tag: string) => list(applicationCode, { field: 'tags.code', operator: 'in', value: [tag] });
    const byName = (applicationCode: string) => list(applicationCode, { field: 'name', operator: 'equals', value: 'Moving concept' });

    expect((await byTag(appOne, evergreen)).items.map((item) => item.code)).toEqual([concept.code]);

    // Tags replaced: the old tag no longer finds it, the new one does, the row shows the new one.
    expect((await updateConcept(admin, tenant, concept.code, { tags: [{ code: seasonal }] })).errors).toBeUndefined();
    expect((await byTag(appOne, evergreen)).totalItemCount).toBe(0);
    expect((await byTag(appOne, seasonal)).items.map((item) => item.code)).toEqual([concept.code]);
    expect((await byName(appOne)).items[0]!.tags).toEqual([{ code: seasonal }]);
    expect((await list(appOne, { field: 'tags.code', operator: 'notIn', value: [seasonal] })).totalItemCount).toBe(0);

    // Tags removed altogether.
    expect((await updateConcept(admin, tenant, concept.code, { tags: [] })).errors).toBeUndefined();
    expect((await byTag(appOne, seasonal)).totalItemCount).toBe(0);

    // Moved to the second application: listed there only, with its new applications.
    const folderTwo = await createFolder(admin, tenant, { applicationCode: appTwo });
    const moved = await updateConcept(admin, tenant, concept.code, {
      applications: [{ code: appTwo }],
      creativeNode: { code: folderTwo.code },
    });
    expect(moved.errors).toBeUndefined();
    expect((await byName(appOne)).totalItemCount).toBe(0);
    const inTwo = await byName(appTwo);
    expect(inTwo.items.map((item) => item.code)).toEqual([concept.code]);
    expect(inTwo.items[0]!.applications).toEqual([{ code: appTwo }]);

    // Deleted: gone from every filtered list.
    await admin.mustRequest(
      `mutation ($c: String!, $code: String!) { deleteApplicationCreativeConcept(clientCode: $c, conceptCode: $code) }`,
      {
        c: tenant.clientCode,
        code: concept.code,
      },
    );
    expect((await byName(appTwo)).totalItemCount).toBe(0);
  });
});

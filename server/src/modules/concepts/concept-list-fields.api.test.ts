import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/api-client.js';
import { createAssetRecord } from '../../../test/asset-fixtures.js';
import { createConcept, createFolder } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

interface IntrospectedType {
  name: string;
  kind: string;
  fields: { name: string; args: { type: { kind: string } }[]; type: TypeRef }[] | null;
}
interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

const namedType = (type: TypeRef): TypeRef => (type.ofType ? namedType(type.ofType) : type);

/**
 * A list page reads only the relations and large columns its request asks for (views.ts). Each
 * field of CreativeConcept, asked for alone, must show on a list page exactly what the concept
 * itself shows: a field whose needs are missing from the list's map fails here.
 */
describe('concept list: every field asked for alone shows what the concept shows', () => {
  let tenant: Tenant;
  let admin: ApiClient;
  let codes: string[];
  const types = new Map<string, IntrospectedType>();

  /** Every leaf below a field, to a small depth (history and channels have their own resolvers). */
  function selectionOf(type: TypeRef, depth = 0): string {
    const named = types.get(namedType(type).name!);
    if (!named?.fields) return '';
    const fields = named.fields.filter((field) => field.args.every((arg) => arg.type.kind !== 'NON_NULL'));
    const parts = fields.flatMap((field) => {
      const inner = namedType(field.type);
      if (inner.kind === 'OBJECT') return depth < 2 ? [`${field.name} { ${selectionOf(field.type, depth + 1)} }`] : [];
      return [field.name];
    });
    return parts.join(' ');
  }

  beforeAll(async () => {
    tenant = await createTenant('list-fields');
    admin = await tenant.as('admin');
    const introspection = await admin.mustRequest<{
      __schema: { types: IntrospectedType[] };
    }>(`{ __schema { types { name kind fields { name args { type { kind } } type {
      kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } }`);
    for (const type of introspection.__schema.types) types.set(type.name, type);

    const top = await createFolder(admin, tenant, { name: 'Top' });
    const folder = await createFolder(admin, tenant, { name: 'Inner', parentCode: top.code });
    const tag = (
      await admin.mustRequest<{ createCreativeTag: { code: string } }>(
        `mutation ($c: String!) { createCreativeTag(clientCode: $c, tag: { name: "Seasonal" }) { code } }`,
        {
          c: tenant.clientCode,
        },
      )
    ).createCreativeTag;
    const parent = await createConcept(
      admin,
      tenant,
      {
        name: 'Parent',
        description: '<p>A <strong>long</strong> brief</p>',
        tags: [{ code: tag.code }],
        creativeLead: { emailAddress: tenant.emails.creativeLead },
        assignedUser: { emailAddress: tenant.emails.designer },
        targetDeliveryDate: '2031-03-01T09:00:00.000Z',
        estimatedEffort: 3.5,
      },
      folder.code,
    );
    await admin.mustRequest(
      `mutation ($c: String!, $code: String!) { changeApplicationCreativeConceptModel(clientCode: $c, conceptCode: $code, modelType: "parent") { code } }`,
      { c: tenant.clientCode, code: parent.code },
    );
    const child = await createConcept(admin, tenant, { name: 'Variant', parentCreativeConcept: { code: parent.code } }, folder.code);
    await createAssetRecord(admin, tenant, child.code);
    const plain = await createConcept(admin, tenant, { name: 'Plain' });
    codes = [parent.code, child.code, plain.code];
  });

  it('on a page and on a filtered page, field by field', async () => {
    const conceptType = types.get('CreativeConcept')!;
    const fields = conceptType.fields!.filter((field) => field.args.length === 0);
    expect(fields.length).toBeGreaterThan(30);
    // Signed links carry an expiry rounded to the minute: compared without it.
    const unsigned = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/expires=\d+&signature=[^"]+/g, 'signed'));
    for (const field of fields) {
      const selection = namedType(field.type).kind === 'OBJECT' ? `${field.name} { ${selectionOf(field.type)} }` : field.name;
      const expected = [];
      for (const code of codes) {
        const one = await admin.mustRequest(
          `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { code ${selection} } }`,
          {
            c: tenant.clientCode,
            k: code,
          },
        );
        expected.push(unsigned(one.applicationCreativeConcept));
      }
      for (const filter of [null, { field: 'name', operator: 'notEquals', value: 'nothing' }]) {
        // Pages of one (the tenant has 3 concepts): with every nested field of `history` (replies,
        // anchors, drawings) one concept costs about 65,000, so a page of two would be over the
        // request's cost limit, and rightly refused (graphql/query-cost.ts). Several concepts on one
        // page at once are covered by concept-list.api.test.ts.
        const pageItems: Record<string, unknown>[] = [];
        for (let offset = 0; offset < codes.length; offset++) {
          const page = await admin.mustRequest<{ applicationCreativeConcepts: { items: Record<string, unknown>[] } }>(
            `query ($c: String!, $a: String!, $filter: ConceptFilter, $offset: Int) { applicationCreativeConcepts(clientCode: $c, applicationCode: $a, filter: $filter, offset: $offset, limit: 1) {
            items { code ${selection} } } }`,
            { c: tenant.clientCode, a: tenant.applicationCodes[0], filter, offset },
          );
          pageItems.push(...page.applicationCreativeConcepts.items);
        }
        const items = unsigned(pageItems) as { code: string }[];
        expect(
          codes.map((code) => items.find((item) => item.code === code)),
          `${field.name} on a ${filter ? 'filtered' : 'plain'} page`,
        ).toEqual(expected);
      }
    }
  });
});

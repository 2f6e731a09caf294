import { GraphQLError } from 'graphql';
import { JSONResolver } from 'graphql-scalars';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { useCompiledExecution } from './compiled-execution.js';

const { compileQuery } = vi.hoisted(() => ({ compileQuery: vi.fn() }));
vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof import('graphql-jit')>();
  compileQuery.mockImplementation(jit.compileQuery);
  return { ...jit, compileQuery };
});
import { selectedFieldNames } from './selection.js';

const schema = createSchema({
  typeDefs: `
    scalar JSON
    input Filter { and: [Filter!] or: [Filter!] field: String value: JSON }
    type Item { code: String! name: String }
    type Page { total: Int! items: [Item!]! asked: [String!]! }
    type Query {
      page(filter: Filter, offset: Int = 0, sort: [String!]): Page!
      refused: String
      broken: String
    }
  `,
  resolvers: {
    JSON: JSONResolver,
    Query: {
      page: (_parent: unknown, args: Record<string, unknown>, _context: unknown, info: Parameters<typeof selectedFieldNames>[0]) => ({
        total: 1,
        items: [{ code: 'a', name: JSON.stringify(Object.fromEntries(Object.entries(args).sort())) }],
        asked: [...selectedFieldNames(info, ['items'])],
      }),
      refused: () => {
        throw new GraphQLError('You do not have permission.', { extensions: { code: 'FORBIDDEN' } });
      },
      broken: () => {
        throw new Error('database password in a message');
      },
    },
  },
});

const yoga = createYoga({ schema, plugins: [useCompiledExecution({ compileAfter: 1 })], maskedErrors: { isDev: false }, logging: false });

/** What the test schema answers, as far as these tests read it. */
interface TestData {
  page: { total: number; items: { code: string; name: string }[]; asked: string[] };
}

async function send(query: string, variables?: Record<string, unknown>, operationName?: string) {
  const response = await yoga.fetch('http://yoga/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return (await response.json()) as { data?: TestData; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** Sends a request twice: run by Yoga's executor, then compiled; both answers must agree. */
async function request(query: string, variables?: Record<string, unknown>, operationName?: string) {
  const generic = await send(query, variables, operationName);
  const compiled = await send(query, variables, operationName);
  expect(compiled).toEqual(generic);
  return compiled;
}

const PAGE = `query ($filter: Filter, $offset: Int, $sort: [String!]) { page(filter: $filter, offset: $offset, sort: $sort) { total items { code name } } }`;

describe('compiled execution', () => {
  it('passes a recursive input variable, defaults and coerced lists to the resolver, repeatedly', async () => {
    const filter = { or: [{ field: 'name', value: 'x' }, { and: [{ field: 'status', value: ['a', 'b'] }] }] };
    for (let run = 0; run < 3; run++) {
      const result = await request(PAGE, { filter, sort: 'name' });
      expect(result.errors).toBeUndefined();
      expect(JSON.parse(result.data!.page.items[0]!.name)).toEqual({ filter, offset: 0, sort: ['name'] });
    }
  });

  it("answers a bad variable with graphql-js's message and runs nothing", async () => {
    const result = await request(PAGE, { offset: 'ten' });
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Variable "$offset" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
    ]);
    const nested = await request(PAGE, { filter: { or: [{ fields: 'name' }] } });
    expect(nested.errors?.[0]?.message).toContain('Field "fields" is not defined by type "Filter"');
  });

  it('keeps our errors with their code and masks unexpected ones', async () => {
    const result = await request('{ refused broken }');
    expect(result.data).toEqual({ refused: null, broken: null });
    expect(result.errors).toEqual([
      expect.objectContaining({ message: 'You do not have permission.', extensions: { code: 'FORBIDDEN' } }),
      expect.objectContaining({ message: 'Unexpected error.' }),
    ]);
  });

  it('gives resolvers the field nodes and fragments of the request', async () => {
    const result = await request(`{ page { asked items { ...Parts } } } fragment Parts on Item { code label: name }`);
    expect(result.data!.page.asked.sort()).toEqual(['code', 'name']);
  });

  it('runs a document with several operations by name', async () => {
    const query = `query A { page { total } } query B { page { items { code } } }`;
    expect(await request(query, undefined, 'B')).toEqual({ data: { page: { items: [{ code: 'a' }] } } });
    expect(await request(query, undefined, 'A')).toEqual({ data: { page: { total: 1 } } });
  });

  it('compiles a query text on its second run, once, and never a one-off', async () => {
    compileQuery.mockClear();
    await send('{ page { total } }');
    expect(compileQuery).not.toHaveBeenCalled();
    for (let run = 0; run < 3; run++) await send('{ page { total } }');
    expect(compileQuery).toHaveBeenCalledTimes(1);
  });
});

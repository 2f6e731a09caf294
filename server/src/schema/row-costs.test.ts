import { fileURLToPath } from 'node:url';
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@atelier/domain';
import { applyRowCaps, estimateQueryCost, MAX_QUERY_COST } from '../graphql/query-cost.js';
import { buildSchema } from './schema.js';

const schema: GraphQLSchema = buildSchema();

/** A value for a required variable; page sizes at the largest the grids offer. */
function sampleValue(name: string, type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.name, field.type)]));
  }
  if (/^(limit|first)$/.test(name)) return MAX_PAGE_SIZE;
  const scalar = getNamedType(inner).name;
  if (scalar === 'Int' || scalar === 'Float') return 0;
  if (scalar === 'Boolean') return true;
  const enumType = schema.getType(scalar);
  return enumType && 'getValues' in enumType ? enumType.getValues()[0]!.value : 'x';
}

function worstCaseVariables(operation: OperationDefinitionNode) {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (isNonNullType(type) || /^(limit|first)$/.test(name)) variables[name] = sampleValue(name, type);
  }
  return variables;
}

/** Every operation the web app sends, from its generated documents. */
async function webOperations(): Promise<{ name: string; document: DocumentNode; operation: OperationDefinitionNode }[]> {
  const generated = fileURLToPath(new URL('../../../web/src/gql/graphql.ts', import.meta.url));
  const exports = (await import(/* @vite-ignore */ generated)) as Record<string, unknown>;
  return Object.values(exports)
    .filter((value): value is DocumentNode => (value as DocumentNode | null)?.kind === Kind.DOCUMENT)
    .flatMap((document) =>
      document.definitions
        .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
        .map((operation) => ({ name: operation.name?.value ?? '(anonymous)', document, operation })),
    );
}

const HISTORY_FIELDS = 'history { event comment changes audit { createDate createBy { emailAddress firstName lastName } } }';

describe('query cost in rows', () => {
  it('allows every request the web app sends, at the largest page size', async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(40);
    const costs = operations.map(({ name, document, operation }) => ({
      name,
      cost: estimateQueryCost({ schema, document, variables: worstCaseVariables(operation), operationName: operation.name?.value }),
    }));
    const heaviest = costs.reduce((max, each) => (each.cost > max.cost ? each : max));
    expect(heaviest.cost, `${heaviest.name} costs ${heaviest.cost}`).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it('counts a page by its rows: 100 rows cost about twice 50', () => {
    const page = (limit: number) =>
      estimateQueryCost({
        schema,
        document: parse(`{ applicationCreativeConcepts(clientCode: "c", applicationCode: "a", limit: ${limit}) { items { code name } } }`),
      });
    expect(page(100)).toBeGreaterThan(1.9 * page(50));
    // Without a limit, the SDL's default page size counts.
    const byDefault = estimateQueryCost({
      schema,
      document: parse(`{ applicationCreativeConcepts(clientCode: "c", applicationCode: "a") { items { code name } } }`),
    });
    expect(byDefault).toBe(page(50));
  });

  it('refuses twenty aliases of 500 concepts with their history', () => {
    const aliases = Array.from(
      { length: 20 },
      (_, index) =>
        `page${index}: applicationCreativeConcepts(clientCode: "c", applicationCode: "a", limit: 500) { items { code ${HISTORY_FIELDS} } }`,
    );
    const document = parse(`{ ${aliases.join('\n')} }`);
    expect(validate(schema, document)).toEqual([]);
    const cost = estimateQueryCost({ schema, document });
    expect(cost).toBeGreaterThan(10 * MAX_QUERY_COST);
  });

  it('prices lists without a page size at the rows the server returns at most', () => {
    const cost = (query: string) => estimateQueryCost({ schema, document: parse(query) });
    // A concept's assets: up to 2,000 rows.
    expect(cost('{ applicationCreativeConceptAssets(clientCode: "c", conceptCode: "k") { code name } }')).toBeGreaterThanOrEqual(2 * 2000);
    // Action items: up to 500 rows, in a client or the viewer's own.
    expect(cost('{ actionItems(clientCode: "c") { code name } }')).toBeGreaterThanOrEqual(2 * 500);
    expect(cost('{ myActionItems { code name } }')).toBeGreaterThanOrEqual(2 * 500);
    // A history: up to 500 entries per concept or asset.
    expect(cost(`{ applicationCreativeConceptAsset(clientCode: "c", conceptAssetCode: "a") { code ${HISTORY_FIELDS} } }`)).toBeGreaterThan(
      500 * 8,
    );
    expect(cost(`{ applicationCreativeConcept(clientCode: "c", conceptCode: "k") { code ${HISTORY_FIELDS} } }`)).toBeGreaterThan(500 * 8);
    // Accept-all and reject-all: up to 2,000 decided assets in their answer.
    for (const field of ['acceptAllApplicationCreativeConceptAssets', 'rejectAllApplicationCreativeConceptAssets']) {
      expect(cost(`mutation { ${field}(clientCode: "c", applicationCode: "a", conceptCode: "k") { code name } }`)).toBeGreaterThanOrEqual(
        2 * 2000,
      );
    }
  });

  it("refuses a concept's assets with their histories: 2,000 assets × 500 entries", () => {
    const document = parse(`{ applicationCreativeConceptAssets(clientCode: "c", conceptCode: "k") { code ${HISTORY_FIELDS} } }`);
    expect(validate(schema, document)).toEqual([]);
    expect(estimateQueryCost({ schema, document })).toBeGreaterThan(MAX_QUERY_COST);
  });

  it('prices a CSV export by the rows it reads, not as one field', () => {
    const cost = (query: string) => estimateQueryCost({ schema, document: parse(query) });
    expect(cost('{ exportAdCopies(clientCode: "c", applicationCode: "a") { csv } }')).toBeGreaterThanOrEqual(10_000);
    expect(
      cost(
        '{ exportCreativePerformance(clientCode: "c", applicationCode: "a", from: "2026-01-01", to: "2026-01-31", groupBy: "concept") }',
      ),
    ).toBeGreaterThanOrEqual(2_000);
  });

  it('refuses at start-up a row cap that names no field', () => {
    expect(() => applyRowCaps(buildSchema(), { 'Query.noSuchList': 10 })).toThrow(/Query.noSuchList/);
  });

  it('reads page sizes from variables', () => {
    const document = parse(
      `query ($limit: Int) { applicationCreativeConcepts(clientCode: "c", applicationCode: "a", limit: $limit) { items { code ${HISTORY_FIELDS} } } }`,
    );
    expect(estimateQueryCost({ schema, document, variables: { limit: 10 } })).toBeLessThan(
      estimateQueryCost({ schema, document, variables: { limit: 100 } }) / 5,
    );
  });
});

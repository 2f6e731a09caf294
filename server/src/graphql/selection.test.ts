import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFieldNames } from './selection.js';

const schema = buildSchema(`
  type Item { code: String name: String tags: [String] }
  type Page { total: Int items: [Item] }
  type Query { page: Page }
`);

async function selected(query: string) {
  let names: Set<string> | undefined;
  const result = await graphql({
    schema,
    source: query,
    rootValue: {
      page: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        names = selectedFieldNames(info, ['items']);
        return { total: 0, items: [] };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return [...names!].sort();
}

describe('selectedFieldNames', () => {
  it('names the fields under a path, by field name rather than alias', async () => {
    expect(await selected('{ page { total items { code label: name } } }')).toEqual(['code', 'name']);
  });

  it('follows named and inline fragments, at the field and below the path', async () => {
    expect(
      await selected(`
        query { page { ...PageParts items { ... on Item { tags } } } }
        fragment PageParts on Page { items { ...ItemParts } }
        fragment ItemParts on Item { code }
      `),
    ).toEqual(['code', 'tags']);
  });

  it('is empty when the path is not selected', async () => {
    expect(await selected('{ page { total } }')).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocuments, readDocumentTable, replaceGraphqlCalls } from './graphql-documents';

const generated = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../src/gql', file), 'utf8');

describe("the build's GraphQL documents, one module each", () => {
  it("finds every document of the generated lookup table among graphql.ts's exports", () => {
    const table = readDocumentTable(generated('gql.ts'));
    const documents = readDocuments(generated('graphql.ts'));
    expect(table.size).toBeGreaterThan(100);
    for (const exportName of table.values()) expect(documents.has(exportName), exportName).toBe(true);
    expect(JSON.parse(documents.get(table.get('\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n')!)!)).toMatchObject({
      kind: 'Document',
      definitions: [
        { kind: 'OperationDefinition', name: { value: 'Me' } },
        { kind: 'FragmentDefinition', name: { value: 'MeFields' } },
      ],
    });
  });

  it('replaces each graphql() call by an import of its document, keeping the line numbers', () => {
    const source = '\n  query Me($id: String!) {\n    me\n  }\n';
    const table = new Map([[source, 'MeDocument']]);
    const code = ["import { graphql } from '../gql';", `export const MeQuery = graphql(\`${source}\`);`, 'export const after = 1;'].join(
      '\n',
    );
    const result = replaceGraphqlCalls(code, table)!;
    const lines = result.split('\n');
    expect(lines[1]).toBe('export const MeQuery = __document_MeDocument');
    expect(lines.indexOf('export const after = 1;')).toBe(code.split('\n').indexOf('export const after = 1;'));
    expect(result).toContain('import __document_MeDocument from "virtual:atelier-gql/MeDocument";');
    expect(replaceGraphqlCalls('export const nothing = 1;', table)).toBeNull();
  });

  it('stops the build on a document that codegen has not seen, or that it cannot read as a plain template', () => {
    expect(() => replaceGraphqlCalls('graphql(`\n  query Unknown { me }\n`)', new Map())).toThrow(/run npm run codegen/);
    expect(() => replaceGraphqlCalls('graphql(`query Me { ${fields} }`)', new Map())).toThrow(/plain template literal/);
  });
});

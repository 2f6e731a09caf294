import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(`…`)` call of the app by an import of its own document, as GraphQL Code
 * Generator's client-preset Babel and SWC plugins do (the build uses neither). Without it every page
 * loaded `src/gql/gql.ts`, whose lookup table holds all the app's ~165 documents (13 KB compressed).
 * Each document becomes a module of its own (`virtual:atelier-gql/<export>`, the document of that
 * export of the generated `src/gql/graphql.ts`): the bundler splits by module, and graphql.ts as one
 * module would again put every document a page might need in one shared chunk.
 */
const VIRTUAL_PREFIX = 'virtual:atelier-gql/';
/** One document of graphql.ts: `export const NameDocument = {…} as unknown as DocumentNode<…>;`. */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The generated documents: export name → the document's JSON. */
export function readDocuments(graphqlModuleText: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, exportName, json] of graphqlModuleText.matchAll(DOCUMENT_EXPORT)) documents.set(exportName!, json!);
  return documents;
}

/** A `graphql(` call with a plain template literal: the client preset allows no interpolation. */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
/** One entry of gql.ts's lookup table: `"source": types.NameDocument,`. */
const TABLE_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;

/** The generated lookup table: each document's source text → the name of its export in graphql.ts. */
export function readDocumentTable(gqlModuleText: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const [, quotedSource, exportName] of gqlModuleText.matchAll(TABLE_ENTRY))
    table.set(JSON.parse(quotedSource!) as string, exportName!);
  return table;
}

/** The module with its `graphql()` calls replaced by imports of their documents' modules, or null when it has none. */
export function replaceGraphqlCalls(code: string, table: ReadonlyMap<string, string>): string | null {
  if (!code.includes('graphql(')) return null;
  const used = new Set<string>();
  const replaced = code.replace(GRAPHQL_CALL, (call, source: string) => {
    const exportName = table.get(source);
    if (!exportName) throw new Error(`A graphql() document is not in src/gql (run npm run codegen):${source.slice(0, 120)}`);
    used.add(exportName);
    // The same number of lines, and the imports at the end (imports are hoisted): line numbers stay true.
    return `__document_${exportName}${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  // A call the pattern did not take (an interpolation, an escape) would quietly bring back the lookup table.
  if (/\bgraphql\(\s*`/.test(replaced))
    throw new Error('A graphql() call whose document is not a plain template literal: write it as one.');
  if (used.size === 0) return null;
  const imports = [...used].map((name) => `import __document_${name} from ${JSON.stringify(VIRTUAL_PREFIX + name)};`).join('\n');
  return `${replaced}\n${imports}\n`;
}

/** Reads a generated file again only when it changed (codegen while the dev server runs). */
function cachedRead<Value>(file: string, parse: (text: string) => Value) {
  let cached: { time: number; value: Value } | undefined;
  return () => {
    const time = fs.statSync(file).mtimeMs;
    if (cached?.time !== time) cached = { time, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** `sourceDir`: the app's sources (the generated `gql` folder in it is left alone). */
export function graphqlDocuments(options: { sourceDir: string; gqlModule: string; documentsModule: string }): Plugin {
  const table = cachedRead(options.gqlModule, readDocumentTable);
  const documents = cachedRead(options.documentsModule, readDocuments);
  return {
    name: 'atelier:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const exportName = id.slice(VIRTUAL_PREFIX.length + 1);
      const json = documents().get(exportName);
      if (!json) throw new Error(`No document ${exportName} in src/gql/graphql.ts (run npm run codegen)`);
      return `export default ${json};`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !file.startsWith(options.sourceDir) || file.startsWith(path.dirname(options.gqlModule))) return null;
      const result = replaceGraphqlCalls(code, table());
      return result === null ? null : { code: result, map: null };
    },
  };
}

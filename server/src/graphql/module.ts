import { fileURLToPath } from 'node:url';
import type { Resolvers } from '../generated/resolvers.js';

/**
 * What one module contributes to the API, exported by its index.ts: its SDL file and its resolvers
 * (none for a module that only declares types). `graphql/schema.ts` assembles the list.
 */
export interface GraphQLModule {
  name: string;
  schemaPath: string;
  resolvers?: Resolvers;
}

/** The path of a module's `schema.graphql`, given the module's own `import.meta.url`. */
export function findSchemaPath(moduleUrl: string): string {
  return fileURLToPath(new URL('schema.graphql', moduleUrl));
}

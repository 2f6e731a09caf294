import { fileURLToPath } from 'node:url';
import type { Resolvers } from '../generated/resolvers.js';
import type { JobRegistration } from '../jobs/registry.js';

/**
 * What one module contributes to the server, exported by its index.ts: its SDL file, its resolvers
 * (none for a module that only declares types) and its background jobs, if any.
 * `graphql/schema.ts` assembles the list; the job worker is built from the same list.
 */
export interface GraphQLModule {
  name: string;
  schemaPath: string;
  resolvers?: Resolvers;
  jobs?: JobRegistration;
}

/** The path of a module's `schema.graphql`, given the module's own `import.meta.url`. */
export function findSchemaPath(moduleUrl: string): string {
  return fileURLToPath(new URL('schema.graphql', moduleUrl));
}

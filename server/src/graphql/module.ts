import { fileURLToPath } from 'node:url';
import type { Resolvers } from '../generated/resolvers.js';
import type { JobRegistration } from '../jobs/registry.js';

/**
 * What one module contributes to the server, exported by its index.ts: its SDL file, its resolvers
 * (none for a module that only declares types), its background jobs, if any, and the rows its fields
 * may read (`rowCaps`). `schema/schema.ts` assembles the list; the job worker is built from the same list.
 */
export interface GraphQLModule {
  name: string;
  schemaPath: string;
  resolvers?: Resolvers;
  jobs?: JobRegistration;
  /**
   * Rows a field reads at most, by `Type.field`: a list without a page size costs its server-side
   * cap per row (the same constant its service passes to `.limit()`), and a field whose one answer
   * is built from many rows (a CSV export) costs those rows. The query cost (query-cost.ts) reads
   * them; a list nobody declares is assumed small.
   */
  rowCaps?: Readonly<Record<string, number>>;
}

/** The path of a module's `schema.graphql`, given the module's own `import.meta.url`. */
export function findSchemaPath(moduleUrl: string): string {
  return fileURLToPath(new URL('schema.graphql', moduleUrl));
}

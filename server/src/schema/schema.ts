import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeResolvers } from '@graphql-tools/merge';
import { createSchema } from 'graphql-yoga';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers.js';
import { adCopyModule } from '../modules/ad-copy/index.js';
import { adLinkageModule } from '../modules/ad-linkage/index.js';
import { adNetworksModule } from '../modules/ad-networks/index.js';
import { actionItemsModule } from '../modules/action-items/index.js';
import { analyticsModule } from '../modules/analytics/index.js';
import { assetsModule } from '../modules/assets/index.js';
import { authModule } from '../modules/auth/index.js';
import { conceptsModule } from '../modules/concepts/index.js';
import { foldersModule } from '../modules/folders/index.js';
import { historyModule } from '../modules/history/index.js';
import { notificationsModule } from '../modules/notifications/index.js';
import { reportsModule } from '../modules/reports/index.js';
import { reviewsModule } from '../modules/reviews/index.js';
import { settingsModule } from '../modules/settings/index.js';
import { sharingModule } from '../modules/sharing/index.js';
import { tagsModule } from '../modules/tags/index.js';
import { tenancyModule } from '../modules/tenancy/index.js';
import { trackingModule } from '../modules/tracking/index.js';
import type { GraphQLContext, ServerContext } from '../graphql/context.js';
import type { GraphQLModule } from '../graphql/module.js';
import { applyRowCaps } from '../graphql/query-cost.js';

const basePath = fileURLToPath(new URL('base.graphql', import.meta.url));

/**
 * Every module of the API, each through its front door, in the order of their folders (the order
 * codegen reads their SDL in). A test checks that no folder with a schema.graphql is missing.
 */
export const GRAPHQL_MODULES: readonly GraphQLModule[] = [
  actionItemsModule,
  adCopyModule,
  adLinkageModule,
  adNetworksModule,
  analyticsModule,
  assetsModule,
  authModule,
  conceptsModule,
  foldersModule,
  historyModule,
  notificationsModule,
  reportsModule,
  reviewsModule,
  settingsModule,
  sharingModule,
  tagsModule,
  tenancyModule,
  trackingModule,
];

/** The SDL files: base first, then every module's schema.graphql. */
export function readTypeDefs(): string[] {
  return [basePath, ...GRAPHQL_MODULES.map((module) => module.schemaPath)].map((file) => fs.readFileSync(file, 'utf8'));
}

/** The folders under modules/ that declare part of the schema (what codegen's glob reads). */
export function listSchemaFolders(): string[] {
  const modulesDirectory = fileURLToPath(new URL('../modules', import.meta.url));
  return fs
    .readdirSync(modulesDirectory)
    .filter((name) => fs.existsSync(path.join(modulesDirectory, name, 'schema.graphql')))
    .sort();
}

const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  JSON: JSONResolver,
  Query: { ping: () => true },
  Mutation: { noop: () => null },
};

/** Every module's row caps in one map (a field is declared by one module only). */
export function collectRowCaps(): Record<string, number> {
  return Object.assign({}, ...GRAPHQL_MODULES.map((module) => module.rowCaps ?? {})) as Record<string, number>;
}

/** The whole API: every module's SDL and resolvers, with the row caps the query cost counts. */
export function buildSchema() {
  const schema = createSchema<ServerContext & GraphQLContext>({
    typeDefs: readTypeDefs(),
    resolvers: mergeResolvers([
      baseResolvers,
      ...GRAPHQL_MODULES.flatMap((module) => (module.resolvers ? [module.resolvers] : [])),
    ]) as never,
  });
  return applyRowCaps(schema, collectRowCaps());
}

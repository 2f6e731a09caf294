import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeResolvers } from '@graphql-tools/merge';
import { createSchema } from 'graphql-yoga';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers.js';
import { assetResolvers } from '../modules/assets/resolvers.js';
import { authResolvers } from '../modules/auth/resolvers.js';
import { conceptResolvers } from '../modules/concepts/resolvers.js';
import { folderResolvers } from '../modules/folders/resolvers.js';
import { reportResolvers } from '../modules/reports/resolvers.js';
import { settingsResolvers } from '../modules/settings/resolvers.js';
import { tagResolvers } from '../modules/tags/resolvers.js';
import { trackingResolvers } from '../modules/tracking/resolvers.js';
import { tenancyResolvers } from '../modules/tenancy/resolvers.js';
import type { GraphQLContext, ServerContext } from './context.js';

const sourceDir = fileURLToPath(new URL('..', import.meta.url));

/** The SDL files: base first, then every module's schema.graphql (the same list codegen reads). */
export function readTypeDefs(): string[] {
  const modulesDir = path.join(sourceDir, 'modules');
  const moduleFiles = fs
    .readdirSync(modulesDir)
    .map((name) => path.join(modulesDir, name, 'schema.graphql'))
    .filter((file) => fs.existsSync(file));
  return [path.join(sourceDir, 'graphql', 'base.graphql'), ...moduleFiles].map((file) => fs.readFileSync(file, 'utf8'));
}

const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  JSON: JSONResolver,
  Query: { ping: () => true },
  Mutation: { noop: () => null },
};

export function buildSchema() {
  return createSchema<ServerContext & GraphQLContext>({
    typeDefs: readTypeDefs(),
    resolvers: mergeResolvers([
      baseResolvers,
      authResolvers,
      tenancyResolvers,
      conceptResolvers,
      assetResolvers,
      folderResolvers,
      tagResolvers,
      settingsResolvers,
      reportResolvers,
      trackingResolvers,
    ]) as never,
  });
}

import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = ['server/src/schema/base.graphql', 'server/src/modules/*/schema.graphql'];

const config: CodegenConfig = {
  schema,
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'server/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        scalars: { DateTime: 'Date | string', JSON: 'unknown' },
        mappers: {
          CreativeConcept: '../modules/concepts/index.js#ConceptView',
          ConceptAsset: '../modules/assets/index.js#AssetView',
          ConceptAssetVersion: '../modules/assets/index.js#AssetVersionView',
          HistoryEntry: '../modules/history/index.js#HistoryView',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', JSON: 'unknown' } },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;

import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit tests beside the code, and the API suite (`*.api.test.ts`) run twice through
 * real HTTP, once on PGlite and once on PostgreSQL, each against a fresh database.
 */
export default defineConfig({
  resolve: {
    // One graphql for our files and the libraries: Node loads graphql's CommonJS build (the package
    // has no "exports" map), as the server does under tsx; Vite alone would pick its "module" build.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'standalone', include: ['src/**/*.test.ts'], exclude: ['src/**/*.api.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});

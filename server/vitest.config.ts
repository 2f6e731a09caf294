import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit tests beside the code, and the API suite (`*.api.test.ts`) run twice through
 * real HTTP, once on PGlite and once on PostgreSQL, each against a fresh database.
 */
export default defineConfig({
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

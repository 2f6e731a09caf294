import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * Standalone tests that open a database, spawn a process or a server: the `integration` project.
 * Everything else beside the code is the `unit` tier (`npm run test:quick`: seconds, no process).
 */
const INTEGRATION_TESTS = [
  'src/cli/**/*.test.ts',
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/media/**/*.test.ts',
  'src/http/**/*.test.ts',
  'src/storage/**/*.test.ts',
  // Tests that spawn server processes of their own, wherever they live.
  'src/**/*.process.test.ts',
];
const API_TESTS = ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'];

/**
 * The permission matrix checks Access's rules, which are application code: PostgreSQL and PGlite
 * answer its one scope statement identically, so it runs on PGlite only (docs/decisions/platform-and-tooling.md).
 */
const SINGLE_DATABASE_API_TESTS = ['test/permission-matrix.api.test.ts'];

/**
 * Four projects: unit tests and integration tests beside the code, and the API suite
 * (`*.api.test.ts`) run twice through real HTTP, once on PGlite and once on PostgreSQL, each against
 * a fresh database.
 */
export default defineConfig({
  resolve: {
    // One graphql for our files and the libraries: Node loads graphql's CommonJS build (the package
    // has no "exports" map), as the server does under tsx; Vite alone would pick its "module" build.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. API and
    // process tests mostly wait on a server process of their own, so three files at once keep both
    // cores busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: [...API_TESTS, ...INTEGRATION_TESTS] } },
      { extends: true, test: { name: 'integration', include: INTEGRATION_TESTS, exclude: API_TESTS } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: API_TESTS,
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: API_TESTS,
          exclude: SINGLE_DATABASE_API_TESTS,
          globalSetup: ['./test/global-setup.ts'],
        },
      },
    ],
  },
});

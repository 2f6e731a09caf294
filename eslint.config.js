import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir` (features on the web, modules on the server). */
function foldersIn(dir) {
  return fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Front doors: a web feature or a server module is entered through its `index.ts` only. Every folder
 * of `dir` may import another one's `index.ts` and nothing else of it; `outsiders` (shared layers)
 * may import no part of it except that front door either.
 */
function frontDoorZones(dir, outsiders = []) {
  const folders = foldersIn(dir);
  const zones = folders.flatMap((target) =>
    folders
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${dir}/${target}`,
        from: `./${dir}/${from}`,
        except: ['./index.ts'],
        message: `Import ${dir}/${from} through its index.ts (its public entry), not its internals.`,
      })),
  );
  for (const outsider of outsiders) {
    for (const from of folders) {
      zones.push({
        target: `./${outsider}`,
        from: `./${dir}/${from}`,
        except: ['./index.ts'],
        message: `Import ${dir}/${from} through its index.ts (its public entry), not its internals.`,
      });
    }
  }
  return zones;
}

/** The server's doors for the benches and the browser tests: the API test kit, the data layer, each module's index.ts. */
const SERVER_FRONT_DOORS = ['./test', './src/db', ...foldersIn('server/src/modules').map((module) => `./src/modules/${module}/index.ts`)];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'server/src/generated/**',
      'server/migrations/**',
      '**/test-results/**',
      'data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/domain/tsconfig.json',
            'server/tsconfig.json',
            'web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware: every promise is awaited, returned or explicitly detached with `void` (a forgotten
    // await is a lost error), and nothing awaits what is not a promise.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['codegen.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...frontDoorZones('server/src/modules', [
              'server/src/graphql',
              'server/src/schema',
              'server/src/http',
              'server/src/jobs',
              'server/src/seed',
              'server/src/cli',
              'server/src/db',
              'server/src/lib',
              'server/src/storage',
              'server/src/media',
              'server/test',
            ]),
            // The GraphQL kernel is generic machinery: it runs whatever schema it is handed and never
            // reaches for the assembly (schema/) that merges the modules' schemas and resolvers.
            {
              target: './server/src/graphql',
              from: './server/src/schema',
              message: 'graphql/ (the kernel) must not import schema/ (the assembly): take the schema as an argument.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared vocabulary imports nothing of the repository's sides: they import it.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['server', 'web', 'e2e', 'bench', 'sandbox'].map((side) => ({
            target: './packages/domain',
            from: `./${side}`,
            message: `@atelier/domain may not import ${side}/: both sides import the vocabulary, never the other way round.`,
          })),
        },
      ],
    },
  },
  {
    // Benches and browser tests drive the server from outside: through its test kit, its data layer
    // and its modules' front doors, never a module's internals.
    files: ['bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['bench', 'e2e'].map((outsider) => ({
            target: `./${outsider}`,
            from: './server',
            except: SERVER_FRONT_DOORS,
            message: `${outsider}/ may import the server only through server/test, server/src/db or a module's index.ts.`,
          })),
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...frontDoorZones('web/src/features', ['web/src/app']),
            // Shared layers never reach into a feature: what two features share lives here.
            { target: './web/src/components', from: './web/src/features', message: 'Shared components must not import a feature.' },
            { target: './web/src/lib', from: './web/src/features', message: 'lib/ must not import a feature.' },
            // The browser gets the server's rules through @atelier/domain and the schema, never its files.
            {
              target: './web',
              from: './server',
              message: 'The web app may not import server files: share through @atelier/domain or the GraphQL schema.',
            },
            // The shell provides the session; features, shared UI and lib read it from web/src/session, not from the app.
            ...['features', 'components', 'lib', 'session'].map((layer) => ({
              target: `./web/src/${layer}`,
              from: './web/src/app',
              message: `web/src/${layer} may not import the app shell (web/src/app): what it needs of the session is in web/src/session.`,
            })),
            ...['features', 'components', 'lib'].map((layer) => ({
              target: `./web/src/${layer}`,
              from: './web/src/session',
              except: ['./index.ts'],
              message: 'Import web/src/session through its index.ts (its public entry), not its internals.',
            })),
            { target: './web/src/session', from: './web/src/features', message: 'The session may not import a feature.' },
          ],
        },
      ],
    },
  },
);

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
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: frontDoorZones('server/src/modules', [
            'server/src/graphql',
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
          ],
        },
      ],
    },
  },
);

/**
 * Migration drift check (`npm run db:check`, part of `npm test`): generates a migration from the
 * Drizzle schema into a copy of `migrations/` and fails if drizzle-kit finds anything to write, i.e.
 * the schema changed without `npm run db:generate`. The committed folder is never touched.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');
// drizzle-kit reads --out relative to the working directory (it prefixes './'), so the copy lives under it.
const scratch = fs.mkdtempSync(path.join(serverDir, '.migrations-check-'));
try {
  const copy = path.join(scratch, 'migrations');
  fs.cpSync(path.join(serverDir, 'migrations'), copy, { recursive: true });
  const before = new Set(fs.readdirSync(copy));
  const output = execFileSync(
    process.execPath,
    [
      path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs'),
      'generate',
      '--dialect=postgresql',
      '--schema=src/db/schema/index.ts',
      `--out=${path.relative(serverDir, copy)}`,
      '--name=drift',
    ],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  const added = fs.readdirSync(copy).filter((name) => !before.has(name));
  if (added.length > 0) {
    const sqlFile = added.find((name) => name.endsWith('.sql'));
    const sqlText = sqlFile ? fs.readFileSync(path.join(copy, sqlFile), 'utf8') : '';
    console.error(`The Drizzle schema differs from server/migrations; run \`npm run db:generate\`.\n${sqlText}`);
    process.exitCode = 1;
  } else if (!output.includes('No schema changes')) {
    // drizzle-kit reports some failures on stdout with exit code 0.
    console.error(`drizzle-kit did not confirm the schema:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Migrations match the Drizzle schema.');
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

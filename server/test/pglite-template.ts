import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const migrationsDir = path.join(serverDir, 'migrations');

/**
 * A fresh embedded database costs about 6 CPU seconds (PGlite's initdb, then every migration); a
 * copy of one already migrated opens for about 2. Tests that need an empty, migrated database start
 * from a template built once per machine for the current migrations and PGlite version, and keyed by
 * them, so a new migration builds a new template. The template is made the way `npm run db:migrate`
 * makes a database, by that command in a process of its own. Fresh starts stay covered where they
 * are the point: the seed command's test and production-mode's first start build theirs from nothing.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package's own version: its exports map hides package.json, so it is found from the entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageRoot = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  hash.update(fs.readFileSync(path.join(packageRoot, 'package.json')));
  for (const name of fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const templatesDir = path.join(os.tmpdir(), 'atelier-pglite-templates');
const LOCK_STALE_MS = 180_000;

let building: Promise<string> | undefined;

/** The migrated template's directory (a PGlite cluster), built on first use by whichever process comes first. */
function migratedTemplate(): Promise<string> {
  building ??= buildOnce().catch((error: unknown) => {
    building = undefined;
    throw error;
  });
  return building;
}

async function buildOnce(): Promise<string> {
  const template = path.join(templatesDir, templateKey());
  const lock = `${template}.lock`;
  fs.mkdirSync(templatesDir, { recursive: true });
  for (;;) {
    if (fs.existsSync(template)) return template;
    let descriptor: number;
    try {
      descriptor = fs.openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process builds it; a lock left by a killed run is taken over.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    fs.closeSync(descriptor);
    const work = fs.mkdtempSync(path.join(templatesDir, 'building-'));
    try {
      const { DATABASE_URL: _ignored, ...environment } = process.env;
      await run(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
        cwd: serverDir,
        env: { ...environment, DATA_DIR: work, LOG_LEVEL: 'warn', INIT_CWD: serverDir },
      });
      // A rename is atomic: a template that exists is complete.
      fs.renameSync(path.join(work, 'pglite'), template);
      return template;
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
      fs.rmSync(lock, { force: true });
    }
  }
}

/**
 * Gives `dataDir` an empty database with every migration applied (a copy of the template), unless
 * it already has one. The server and `openDatabase` then find the migrations applied.
 */
export async function prepareMigratedDataDir(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(target)) return;
  const template = await migratedTemplate();
  const staging = path.join(dataDir, `pglite-copy-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(template, staging, { recursive: true });
  fs.renameSync(staging, target);
}

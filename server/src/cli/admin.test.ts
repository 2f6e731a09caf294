import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../test/pglite-template.js';
import { runAdminCommand } from './admin-command.js';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cli-'));
const serverDir = path.resolve(import.meta.dirname, '../..');
const { DATABASE_URL: _ignored, ...environment } = process.env;
const env = { ...environment, DATA_DIR: dataDir, INIT_CWD: serverDir, ADMIN_PASSWORD: 'cli-admin-password', LOG_LEVEL: 'silent' };

/** The command as `npm run admin` runs it, in this process (one real process start is tested below). */
function admin(...args: string[]) {
  return runAdminCommand(args, env);
}

/** `node src/cli/admin.ts …` as a process of its own: its exit code and what it prints. */
async function adminProcess(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], { cwd: serverDir, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** `npm run admin`: the operator's command line over the same services and checks as GraphQL. */
describe('admin command line', () => {
  // Each command opens the database as the real command does; it starts migrated, as after `npm start`.
  beforeAll(() => prepareMigratedDataDir(dataDir));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a client, an application, a user and a report category', async () => {
    expect((await admin('create-client', '--code', 'acme', '--name', 'Acme Games')).code).toBe(0);
    expect((await admin('create-application', '--client', 'acme', '--code', 'runner', '--name', 'Runner')).code).toBe(0);
    const user = await admin(
      'create-user',
      '--client',
      'acme',
      '--email',
      'Lee@Acme.test',
      '--first-name',
      'Lee',
      '--last-name',
      'Ng',
      '--password',
      'a-long-password',
      '--roles',
      'creativeLead',
    );
    expect(JSON.parse(user.stdout)).toMatchObject({
      emailAddress: 'lee@acme.test',
      roles: [{ code: 'creativeLead', name: 'Creative lead' }],
    });
    const category = await admin('create-report-category', '--client', 'acme', '--name', 'Performance');
    expect(JSON.parse(category.stdout)).toMatchObject({ name: 'Performance', product: 'creative' });
    const clients = JSON.parse((await admin('list-clients')).stdout) as { code: string; applications: { code: string }[] }[];
    expect(clients.find((client) => client.code === 'acme')?.applications.map((application) => application.code)).toEqual(['runner']);
  }, 60_000);

  it('exits non-zero with the validation message for bad input', async () => {
    const missing = await admin('create-client', '--name', 'x');
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toContain('--code is required');
    // The command line itself: the process exits with the code and prints the message on stderr.
    const result = await adminProcess('create-client', '--code', 'Bad Code', '--name', 'x');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('lower-case letters');
  }, 60_000);
});

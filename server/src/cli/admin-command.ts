import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import * as reports from '../modules/reports/index.js';
import * as tenancy from '../modules/tenancy/index.js';
import { syncReferenceData } from '../seed/reference-data.js';

export const USAGE = `Usage: npm run admin -- <command> [options]   (npm run admin -- help)

  list-clients
  create-client        --code <code> --name <name>
  create-application   --client <code> --code <code> --name <name>
  list-users           --client <code>
  create-user          --client <code> --email <e-mail> --first-name <n> --last-name <n> [--password <p>] --roles <r1,r2>
  update-user          --client <code> --email <e-mail> [--first-name <n>] [--last-name <n>]
  set-roles            --client <code> --email <e-mail> --roles <r1,r2>
  deactivate-user      --client <code> --email <e-mail>
  reactivate-user      --client <code> --email <e-mail>
  list-roles
  create-report-category --client <code> --name <name> [--application <code>]
  update-report-category --client <code> --category <code> --name <name>
  delete-report-category --client <code> --category <code>
  create-report          --client <code> --category <code> --name <name> --url <https-url>
  delete-report          --client <code> --report <code>

Roles: admin, creativeLead, designer, approver, viewer.
Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop \`npm start\` first: PGlite allows one process).`;

export interface AdminCommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One `npm run admin` command: parses `argv`, acts on the database `env` names and returns what the
 * command line prints and its exit code (admin.ts writes them out). Parse errors throw, as
 * util.parseArgs does for unknown options.
 */
export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<AdminCommandResult> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      client: { type: 'string' },
      code: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      application: { type: 'string' },
      category: { type: 'string' },
      report: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });

  function required(name: keyof typeof values): string {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`--${name} is required.\n\n${USAGE}`);
    return value;
  }
  const roleList = () =>
    required('roles')
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean);

  const [command] = positionals;
  if (!command || command === 'help' || values.help) return { code: command ? 0 : 1, stdout: `${USAGE}\n`, stderr: '' };

  const config = loadConfig(env);
  const logger = pino({ level: 'warn' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, logger });
  // The command line is the operator: it acts as platform staff, through the same services and checks.
  const deps = {
    db: database.db,
    access: new tenancy.Access(database.db, {
      kind: 'user',
      userId: '00000000-0000-0000-0000-000000000000',
      emailAddress: 'cli',
      isPlatformStaff: true,
    }),
  };

  const commands: Record<string, () => Promise<unknown>> = {
    'list-clients': () => tenancy.findAllClients(deps),
    'create-client': () => tenancy.createClient(deps, { code: required('code'), name: required('name') }),
    'create-application': () => tenancy.createApplication(deps, required('client'), { code: required('code'), name: required('name') }),
    'list-users': async () => {
      const users = await tenancy.findClientUsers(deps, required('client'));
      return users.filter((user) => !user.isInternal);
    },
    'create-user': () =>
      tenancy.createClientUser(deps, required('client'), {
        emailAddress: required('email'),
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        password: values.password,
        roles: roleList(),
      }),
    'update-user': () =>
      tenancy.updateClientUser(deps, required('client'), required('email'), {
        firstName: values['first-name'],
        lastName: values['last-name'],
      }),
    'set-roles': () => tenancy.setClientUserRoles(deps, required('client'), required('email'), roleList()),
    'deactivate-user': () => tenancy.setClientUserStatus(deps, required('client'), required('email'), 'inactive'),
    'reactivate-user': () => tenancy.setClientUserStatus(deps, required('client'), required('email'), 'active'),
    'list-roles': () => tenancy.findRoles(deps),
    'create-report-category': () =>
      reports.createReportCategory(deps, required('client'), { name: required('name'), applicationCode: values.application }),
    'update-report-category': () =>
      reports.updateReportCategory(deps, required('client'), required('category'), { name: required('name') }),
    'delete-report-category': () => reports.deleteReportCategory(deps, required('client'), required('category')),
    'create-report': () =>
      reports.createReport(deps, required('client'), required('category'), { name: required('name'), url: required('url') }),
    'delete-report': () => reports.deleteReport(deps, required('client'), required('report')),
  };

  try {
    const run = commands[command];
    if (!run) throw new Error(`Unknown command '${command}'.\n\n${USAGE}`);
    await database.migrate();
    await syncReferenceData(database.db);
    const result = await run();
    const stdout = `${JSON.stringify(result, (key, value) => (['id', 'clientId', 'userId', 'applicationId', 'categoryId'].includes(key) ? undefined : value), 2)}\n`;
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    return { code: 1, stdout: '', stderr: `${(error as Error).message}\n` };
  } finally {
    await database.close();
  }
}

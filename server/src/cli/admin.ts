import { runAdminCommand } from './admin-command.js';

/** `npm run admin -- <command>`: the operator's command line (admin-command.ts does the work). */
const result = await runAdminCommand(process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;

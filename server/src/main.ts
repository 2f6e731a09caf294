import { loadConfig } from './config.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config);

process.stdout.write(`\n  Atelier is running at ${server.url} (Node.js ${process.version})\n`);
if (server.demoSignIn) process.stdout.write(`  ${server.demoSignIn}\n`);
process.stdout.write('\n');

// A stray rejected promise is a bug to log, not a reason to drop every request in flight.
process.on('unhandledRejection', (reason) => {
  server.app.log.error({ err: reason }, 'unhandled promise rejection');
});

let isStopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (isStopping) return;
    isStopping = true;
    server.app.log.info({ signal }, 'shutting down');
    // Whatever a job, a request or the database is doing, the process ends within the grace period.
    setTimeout(() => {
      server.app.log.error({ graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutdown took longer than its grace period; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

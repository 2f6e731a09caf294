import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { prepareMigratedDataDir } from './pglite-template.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and for failure messages. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`tsx src/main.ts`) as a child process and waits until /healthz answers
 * 200: tests talk to exactly what `npm start` runs, over real HTTP. An embedded database starts as a
 * copy of the migrated template (pglite-template.ts) unless `freshDatabase` asks for a first start
 * from nothing.
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  options: { freshDatabase?: boolean } = {},
): Promise<SpawnedServer> {
  if (env.DATA_DIR && !env.DATABASE_URL && !options.freshDatabase) await prepareMigratedDataDir(env.DATA_DIR);
  const port = env.PORT ? Number(env.PORT) : await findFreePort();
  const child = spawn(
    process.execPath,
    [...(process.env.SPAWN_NODE_ARGS ? process.env.SPAWN_NODE_ARGS.split(' ') : []), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port), INIT_CWD: serverDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    url,
    process: child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        // A process killed by a signal has no exit code, only its signal.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The sandbox ad networks (workspace `sandbox/ad-networks`) as a child process on 127.0.0.1 and a
 * free port: the demo's ad accounts sync from it over real HTTP. It stands in for the third-party
 * networks only; nothing of Atelier runs in it.
 */
export const SANDBOX_MAIN = fileURLToPath(new URL('../../../../sandbox/ad-networks/src/main.ts', import.meta.url));

export interface SandboxProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function isSandboxAvailable(): boolean {
  return existsSync(SANDBOX_MAIN);
}

export async function startSandboxProcess(options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SANDBOX_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The sandbox ad networks did not start in time:\n${output}`));
    }, options.timeoutMs ?? 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((item) => item.includes('"sandbox":"ready"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox ad networks exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

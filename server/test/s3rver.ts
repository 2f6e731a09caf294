import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real s3rver process on loopback (the only S3-compatible server that installs here), with one
 * bucket. s3rver checks no SigV4 signatures and answers AbortMultipartUpload with 405.
 */
export interface S3rver {
  endpoint: string;
  bucket: string;
  /** The S3_* settings a server process needs to use it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(endpoint: string, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`s3rver exited with ${process.exitCode}`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('s3rver did not start within 30 s');
}

export async function startS3rver(bucket = 'atelier-test'): Promise<S3rver> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-s3rver-'));
  const port = await findFreePort();
  const script = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const server = spawn(
    process.execPath,
    [script, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilListening(endpoint, server);
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        await exited;
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_ADMIN_STATE, E2E_ADMIN_PASSWORD, repoRoot, runDir } from './fixtures/environment';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh database per run: the seed through the API and every assertion start from a known state.
const dataDir = path.join(runDir, 'data');
// The web app is built into the run's own folder, so a run never races another build of web/dist.
const webDistDir = path.join(runDir, 'web');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(runDir, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps trying hosts this machine cannot reach.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { viewport: { width: 1360, height: 820 }, storageState: DEMO_ADMIN_STATE },
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && npm run build -w web -- --outDir "${webDistDir}" --emptyOutDir && npm run start -w server`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // reports.spec.ts points a report at a closed port on 127.0.0.1 for the reachability check.
      REPORT_CHECK_PRIVATE_ADDRESSES: 'true',
    },
  },
});

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { runDir } from './fixtures/environment';

/**
 * Each worker runs its own server on its own database (fixtures/test.ts), so spec files run side by
 * side. Two workers fit the project's two cores: each brings a server and a browser, and much of a
 * browser test is waiting for the page.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(runDir, 'test-results'),
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    viewport: { width: 1360, height: 820 },
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
  projects: [{ name: 'chromium' }],
});

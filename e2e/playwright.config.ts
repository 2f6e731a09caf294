import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { runDir } from './fixtures/environment';

/**
 * Each worker runs its own server on its own database (fixtures/test.ts), so spec files run side by
 * side. Two workers fit the project's two cores: each brings a server and a browser. (Three kept the
 * machine saturated, took longer, and made timing-sensitive checks such as a tooltip or the two
 * seconds of "Copied" miss on a quiet machine.)
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Specs that spend minutes waiting on a throttled link by design (4-5 Mbit/s, a 30 s cut). They need
 * little CPU, so they run in workers of their own beside the others from the first minute, instead
 * of at the end of the queue with one core idle.
 */
const SLOW_LINK_SPECS = ['**/upload-resilience.spec.ts', '**/throttled-upload.spec.ts'];

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(runDir, 'test-results'),
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: workers + 2,
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
  // Listed first so that their tests are handed out first; each project has its own worker limit.
  projects: [
    { name: 'slow-link', testMatch: SLOW_LINK_SPECS, workers: 2 },
    { name: 'chromium', testIgnore: SLOW_LINK_SPECS, workers },
  ],
});

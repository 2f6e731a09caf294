/**
 * Speed bench of the web app (issue 18): Lighthouse's desktop preset with Debian's Chromium, signed
 * in, against `npm start`'s production build and server with the demo data:
 *
 * - the sign-in page (signed out), the concepts list, a concept editor and its assets tab;
 * - BENCH_LIGHTHOUSE_RUNS runs each (default 3); the median of each measure;
 * - targets: LCP ≤ 1.0 s, TBT ≤ 100 ms, CLS ≤ 0.05, JavaScript transferred (compressed) within the
 *   budgets: sign-in ≤ 120 KB, the concepts route ≤ 200 KB.
 *
 * Writes bench/results/lighthouse.md. `CHROME_PATH` overrides /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { spawnServer } from '../../server/test/spawn-server.js';
import { BENCH_SERVER_SETTINGS } from '../lib/server-settings.js';
import { waitUntilIdle } from '../lib/process-idle.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ADMIN = { email: 'admin@atelier.local', password: 'lighthouse-admin-password' };
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-lighthouse-'));
const KB = 1024;

interface Page {
  name: string;
  path: string;
  isSignedIn: boolean;
  /** Compressed JavaScript allowed on this page's first load, when the issue sets one. */
  jsBudgetKb?: number;
}

interface Measure {
  lcpMs: number;
  /** LCP as it happened in this Chrome, unthrottled (Lighthouse's targets use the simulated one). */
  observedLcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  score: number;
  /** Main-thread work over the load (script, style and layout, paint, parsing, garbage collection). */
  mainThreadMs: number;
  /** Lighthouse's measure of this machine's speed (higher is faster): figures compare only at a like index. */
  benchmarkIndex: number;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { emailAddress } }',
      variables: { e: ADMIN.email, p: ADMIN.password },
    }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (cookie.length === 0) throw new Error(`sign-in failed: ${await response.text()}`);
  return cookie.join('; ');
}

async function findConcept(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: '{ applicationCreativeConcepts(clientCode: "demo", applicationCode: "puzzle-quest", limit: 5) { items { code } } }',
    }),
  });
  const body = (await response.json()) as { data: { applicationCreativeConcepts: { items: { code: string }[] } } };
  return body.data.applicationCreativeConcepts.items[0]!.code;
}

async function measure(url: string, port: number, cookie: string | null): Promise<Measure> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // LIGHTHOUSE_SAVE_DIR keeps each run's full report (network requests, LCP element, layout shifts, long tasks).
  const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    fs.writeFileSync(path.join(saveDir, `${name}${new URL(url).search ? '-tab' : ''}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) process.stdout.write(`${url}: ${runtimeError.code} ${runtimeError.message}\n`);
  const lcpError = audits['largest-contentful-paint']?.errorMessage;
  if (lcpError) process.stdout.write(`${url}: LCP ${lcpError}\n`);
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const sizeOf = (type: string) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / KB;
  return {
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    observedLcpMs:
      (audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
        ?.observedLargestContentfulPaint ?? Number.NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsKb: sizeOf('script'),
    totalKb: sizeOf('total'),
    score: (categories.performance?.score ?? 0) * 100,
    mainThreadMs:
      (audits['mainthread-work-breakdown']?.details as { items?: { duration: number }[] } | undefined)?.items?.reduce(
        (sum, item) => sum + item.duration,
        0,
      ) ?? Number.NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const webDist = path.join(workDir, 'web');
process.stdout.write(`building the web app into ${webDist}\n`);
execFileSync('npm', ['run', 'build', '-w', 'web', '--', '--outDir', webDist, '--emptyOutDir'], { cwd: repoRoot, stdio: 'ignore' });
const server = await spawnServer({
  NODE_ENV: 'production',
  DATA_DIR: path.join(workDir, 'data'),
  WEB_DIST_DIR: webDist,
  SEED_DEMO: 'true',
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  ...BENCH_SERVER_SETTINGS,
});
// The demo's start-up work (generating and processing its image, video and PDF) is not a page load.
process.stdout.write(`server idle after ${(await waitUntilIdle(server.process.pid!)).toFixed(0)} s\n`);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const cookie = await signIn(server.url);
  const conceptCode = await findConcept(server.url, cookie);
  const pages: Page[] = [
    { name: 'sign-in page', path: '/signin', isSignedIn: false, jsBudgetKb: 120 },
    { name: 'concepts list', path: '/demo/creative/concepts', isSignedIn: true, jsBudgetKb: 200 },
    { name: 'concept editor', path: `/demo/creative/concepts/${conceptCode}`, isSignedIn: true },
    { name: 'assets tab', path: `/demo/creative/concepts/${conceptCode}?tab=assets`, isSignedIn: true },
  ];
  // A first load in a cold browser sometimes yields no paint events at all: one unmeasured warm-up.
  await measure(`${server.url}/signin`, chrome.port, null).catch(() => undefined);
  const rows: string[] = [];
  const benchmarkIndexes: number[] = [];
  let allMet = true;
  for (const page of pages) {
    // A run whose trace has no paint (Lighthouse's NO_LCP on a busy machine) is tried again, up to twice as many runs.
    const runs: Measure[] = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
      const result = await measure(`${server.url}${page.path}`, chrome.port, page.isSignedIn ? cookie : null);
      if (Number.isFinite(result.lcpMs) && Number.isFinite(result.tbtMs)) runs.push(result);
    }
    if (runs.length === 0) throw new Error(`No run of ${page.name} produced its measures.`);
    const pick = (key: keyof Measure) => median(runs.map((entry) => entry[key]));
    const [lcp, fcp, tbt, cls, js, total, score, observedLcp, mainThread, benchmarkIndex] = (
      ['lcpMs', 'fcpMs', 'tbtMs', 'cls', 'jsKb', 'totalKb', 'score', 'observedLcpMs', 'mainThreadMs', 'benchmarkIndex'] as const
    ).map(pick);
    benchmarkIndexes.push(benchmarkIndex!);
    const checks = [lcp! <= 1000, tbt! <= 100, cls! <= 0.05, page.jsBudgetKb === undefined || js! <= page.jsBudgetKb];
    allMet &&= checks.every(Boolean);
    const mark = (value: string, isMet: boolean) => `${value} ${isMet ? '✓' : '✗'}`;
    rows.push(
      `| ${page.name} | ${mark(`${(lcp! / 1000).toFixed(2)} s`, checks[0]!)} | ${(fcp! / 1000).toFixed(2)} s | ${mark(`${tbt!.toFixed(0)} ms`, checks[1]!)} | ${mark(cls!.toFixed(3), checks[2]!)} | ${page.jsBudgetKb === undefined ? `${js!.toFixed(0)} KB` : mark(`${js!.toFixed(0)} KB (budget ${page.jsBudgetKb})`, checks[3]!)} | ${total!.toFixed(0)} KB | ${score!.toFixed(0)} | ${(observedLcp! / 1000).toFixed(2)} s | ${(mainThread! / 1000).toFixed(2)} s |`,
    );
    process.stdout.write(`${rows.at(-1)}\n`);
  }
  const table = [
    '# Web speed (Lighthouse)',
    '',
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Lighthouse benchmark index ${median(benchmarkIndexes).toFixed(0)}, Lighthouse desktop preset (no CPU slowdown: TBT follows the machine), Debian Chromium, production build served by the server (brotli), demo data, server idle first; median of ${RUNS} runs (a run without paint events is run again).`,
    'Targets: LCP ≤ 1.0 s, TBT ≤ 100 ms, CLS ≤ 0.05; JavaScript transferred on first load ≤ 120 KB (sign-in) and ≤ 200 KB (concepts list).',
    '',
    '| page | LCP | FCP | TBT | CLS | JavaScript transferred | all transferred | score | LCP observed (unthrottled) | main-thread work |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Every target met: ${allMet ? 'yes' : 'no'}.`,
    '',
  ].join('\n');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'lighthouse.md'), table);
  process.stdout.write(`\n${table}`);
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

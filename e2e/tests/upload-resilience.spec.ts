import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { spawnServer, type SpawnedServer } from '../../server/test/spawn-server';
import { runDir } from '../fixtures/environment';
import { runGraphQL, signInThroughApi } from '../fixtures/graphql';
import { startThrottlingProxy, type ThrottlingProxy } from '../fixtures/throttling-proxy';

/**
 * Uploads that never lose work, tried as a user on a slow home connection: 4 Mbit/s up (a
 * throttling TCP proxy in front of a server of its own, with 5 MB parts), the link cut for 30 s in
 * the middle (the proxy drops every connection and Chromium's network emulation goes offline),
 * and a reload half-way.
 */
const LINK_BYTES_PER_SECOND = 500_000; // 4 Mbit/s
const PART_BYTES = 5_000_000;
const PLATFORM_ADMIN = { email: 'admin@atelier.local', password: 'resilience-admin-password' };
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let server: SpawnedServer;
let proxy: ThrottlingProxy;
let dataDir: string;
let filesDir: string;

// Its two tests take minutes each by design (a 4 Mbit/s link): run them in two workers at once,
// each worker with the spec's own server.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-resilience-'));
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-resilience-files-'));
  server = await spawnServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(runDir, 'web'),
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: PLATFORM_ADMIN.password,
    UPLOAD_PART_SIZE_BYTES: String(PART_BYTES),
    UPLOAD_PART_STALL_SECONDS: '20',
  });
  proxy = await startThrottlingProxy(Number(new URL(server.url).port), LINK_BYTES_PER_SECOND);
});

test.afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(filesDir, { recursive: true, force: true });
});

test.use({ storageState: { cookies: [], origins: [] } });

/** A concept of the demo client, made through the API, with its design files card open. */
async function openDesignFiles(page: Page, name: string) {
  await signInThroughApi(page.request, PLATFORM_ADMIN);
  const { creativeNodes } = await runGraphQL<{ creativeNodes: { code: string }[] }>(
    page.request,
    `query { creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code } }`,
  );
  const { createApplicationCreativeConcept: concept } = await runGraphQL<{ createApplicationCreativeConcept: { code: string } }>(
    page.request,
    `mutation ($concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "demo", concept: $concept) { code } }`,
    { concept: { name, applications: [{ code: 'puzzle-quest' }], creativeNode: { code: creativeNodes[0]!.code } } },
  );
  await page.goto(`/demo/creative/concepts/${concept.code}?tab=files`);
  return { conceptCode: concept.code, designCard: page.getByRole('region', { name: 'Design files' }) };
}

/** Bytes of the upload the server holds (its acknowledged parts). */
async function storedBytes(request: APIRequestContext, uploadId: string) {
  const { creativeConceptAssetUpload } = await runGraphQL<{
    creativeConceptAssetUpload: { status: string; parts: { number: number; size: number }[] };
  }>(request, `query ($u: String!) { creativeConceptAssetUpload(clientCode: "demo", uploadId: $u) { status parts { number size } } }`, {
    u: uploadId,
  });
  return creativeConceptAssetUpload;
}

/** The upload id the page gets when it starts an upload. */
function captureUploadIds(page: Page) {
  const ids: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    if (!response.request().postData()?.includes('createCreativeConceptAssetUpload')) return;
    const body = (await response.json().catch(() => null)) as { data?: { createCreativeConceptAssetUpload?: { uploadId: string } } } | null;
    const uploadId = body?.data?.createCreativeConceptAssetUpload?.uploadId;
    if (uploadId) ids.push(uploadId);
  });
  return ids;
}

async function downloadDesignFile(request: APIRequestContext, conceptCode: string, name: string) {
  const { applicationCreativeConceptAssets: assets } = await runGraphQL<{
    applicationCreativeConceptAssets: { name: string; downloadUrl: string }[];
  }>(
    request,
    `query ($k: String!) { applicationCreativeConceptAssets(clientCode: "demo", conceptCode: $k, assetType: "design") { name downloadUrl } }`,
    {
      k: conceptCode,
    },
  );
  const asset = assets.find((candidate) => candidate.name === name)!;
  return (await request.get(new URL(asset.downloadUrl, server.url).toString())).body();
}

test('a 60 MB upload at 4 Mbit/s survives the link cut for 30 s without a click, and its bar only shows what the server holds', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: proxy.url });
  const page = await context.newPage();
  const uploadIds = captureUploadIds(page);
  const { conceptCode, designCard } = await openDesignFiles(page, 'Link cut');
  const bytes = randomBytes(60_000_000);
  const file = path.join(filesDir, 'campaign-cut.bin');
  fs.writeFileSync(file, bytes);
  await designCard.getByRole('region', { name: 'Upload files' }).locator('input[type=file]').setInputFiles(file);
  const bar = designCard.getByRole('progressbar', { name: 'Upload of campaign-cut.bin' });
  await expect(bar).toBeVisible();
  await expect.poll(() => uploadIds.length).toBe(1);

  // Sample the bar until the file is done: it never goes back, and never shows more than the server holds.
  const shown: number[] = [];
  const sample = async () => {
    const value = Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? Number.NaN);
    if (Number.isNaN(value)) return;
    const held = await storedBytes(page.request, uploadIds[0]!).catch(() => null);
    shown.push(value);
    if (held && held.status === 'open') {
      const heldPercent = (held.parts.reduce((total, part) => total + part.size, 0) / bytes.length) * 100;
      expect(value).toBeLessThanOrEqual(Math.floor(heldPercent));
    }
  };
  while (shown.length === 0 || shown.at(-1)! < 40) {
    await sample();
    await page.waitForTimeout(500);
  }

  // The link goes down for 30 s.
  proxy.setLinkDown(true);
  await context.setOffline(true);
  await expect(designCard.getByText('Waiting for the connection…')).toBeVisible({ timeout: 30_000 });
  const cutUntil = Date.now() + 30_000;
  while (Date.now() < cutUntil) {
    const value = Number((await bar.getAttribute('aria-valuenow')) ?? Number.NaN);
    if (!Number.isNaN(value)) shown.push(value);
    await page.waitForTimeout(1000);
  }
  proxy.setLinkDown(false);
  await context.setOffline(false);

  const done = designCard.getByRole('link', { name: 'Download campaign-cut' });
  while (!(await done.isVisible())) {
    if (await bar.isVisible()) await sample();
    await page.waitForTimeout(1000);
  }
  await expect(designCard.getByRole('alert')).toHaveCount(0);
  expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  expect(sha256(await downloadDesignFile(page.request, conceptCode, 'campaign-cut'))).toBe(sha256(bytes));
  await context.close();
});

test('a reload half-way, then choosing the same file again, finishes by sending only the missing parts', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: proxy.url });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  const uploadIds = captureUploadIds(page);
  const partsSent: number[] = [];
  page.on('requestfinished', (request) => {
    const match = /\/storage\/parts\/[^/]+\/(\d+)\?/.exec(request.url());
    if (request.method() === 'PUT' && match) partsSent.push(Number(match[1]));
  });
  const { conceptCode, designCard } = await openDesignFiles(page, 'Reload half-way');
  const bytes = randomBytes(40_000_000);
  const file = path.join(filesDir, 'campaign-reload.bin');
  fs.writeFileSync(file, bytes);
  await designCard.getByRole('region', { name: 'Upload files' }).locator('input[type=file]').setInputFiles(file);
  const bar = designCard.getByRole('progressbar', { name: 'Upload of campaign-reload.bin' });
  await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 120_000 }).toBeGreaterThanOrEqual(50);

  await page.reload();
  const interrupted = page.getByRole('region', { name: 'Design files' });
  await expect(interrupted.getByText('1 upload was interrupted')).toBeVisible();
  await expect(interrupted.getByText(/campaign-reload\.bin/)).toBeVisible();
  const held = await storedBytes(page.request, uploadIds[0]!);
  const heldParts = held.parts.map((part) => part.number);
  expect(heldParts.length).toBeGreaterThanOrEqual(4);
  const sentBeforeResume = partsSent.length;

  await interrupted.getByRole('region', { name: 'Upload files' }).locator('input[type=file]').setInputFiles(file);
  await expect(interrupted.getByRole('link', { name: 'Download campaign-reload' })).toBeVisible({ timeout: 120_000 });
  const resumedParts = partsSent.slice(sentBeforeResume).sort((a, b) => a - b);
  const allParts = Array.from({ length: Math.ceil(bytes.length / PART_BYTES) }, (_, index) => index + 1);
  expect(resumedParts).toEqual(allParts.filter((number) => !heldParts.includes(number)));
  expect(uploadIds).toHaveLength(1);
  await expect(interrupted.getByText('1 upload was interrupted')).toHaveCount(0);
  expect(sha256(await downloadDesignFile(page.request, conceptCode, 'campaign-reload'))).toBe(sha256(bytes));
  await context.close();
});

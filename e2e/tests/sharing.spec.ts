import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test';
import { readZip } from '../../server/test/zip';
import { runGraphQL, signInThroughApi } from '../fixtures/graphql';
import { ExternalConceptView } from '../pages/ExternalConceptView';
import { ExternalShareDialog } from '../pages/ExternalShareDialog';

const INVALID_LINK = 'The URL you requested is not valid. Please contact your account administrator for assistance.';
const LEAD = { email: 'lead@demo.atelier.local', password: 'atelier-demo' };
const filesDir = fileURLToPath(new URL('../fixtures/files/', import.meta.url));
const shotsDir = process.env.SHOTS_DIR ?? '/work/helpers/shots';
const LINK_PASSWORD = 'orange kite 42';

/** Uploads a fixture file to the concept through the API (parts, then finish) and waits until it is processed. */
async function uploadFixture(request: APIRequestContext, conceptCode: string, fileName: string, mimeType: string) {
  const bytes = fs.readFileSync(path.join(filesDir, fileName));
  const metaData = { fileName, mimeType, size: bytes.length };
  const { createCreativeConceptAssetUpload: upload } = await runGraphQL<{
    createCreativeConceptAssetUpload: { uploadId: string; assetCode: string };
  }>(
    request,
    `mutation ($k: String!, $m: AssetUploadMetaData!) {
      createCreativeConceptAssetUpload(clientCode: "demo", conceptCode: $k, assetType: "production", metaData: $m) { uploadId assetCode } }`,
    { k: conceptCode, m: metaData },
  );
  const { getCreativeConceptAssetUploadUrl: part } = await runGraphQL<{ getCreativeConceptAssetUploadUrl: { url: string } }>(
    request,
    `mutation ($k: String!, $a: String!, $u: String!) {
      getCreativeConceptAssetUploadUrl(clientCode: "demo", conceptCode: $k, assetCode: $a, uploadId: $u, partNumber: 1) { url } }`,
    { k: conceptCode, a: upload.assetCode, u: upload.uploadId },
  );
  const put = await request.put(part.url, { data: bytes });
  expect(put.status()).toBe(200);
  await runGraphQL(
    request,
    `mutation ($k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) {
      finishCreativeConceptAssetUpload(clientCode: "demo", conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status } }`,
    { k: conceptCode, a: upload.assetCode, u: upload.uploadId, p: [{ number: 1, etag: put.headers().etag }] },
  );
  await expect
    .poll(async () => {
      const { applicationCreativeConceptAsset } = await runGraphQL<{ applicationCreativeConceptAsset: { processingStatus: string } }>(
        request,
        `query ($a: String!) { applicationCreativeConceptAsset(clientCode: "demo", conceptAssetCode: $a) { processingStatus } }`,
        { a: upload.assetCode },
      );
      return applicationCreativeConceptAsset.processingStatus;
    })
    .toBe('ready');
}

/** A concept of the demo lead's, in production, with an image and a short video. */
async function createSharedConcept(request: APIRequestContext, name: string) {
  const { creativeNodes } = await runGraphQL<{ creativeNodes: { code: string }[] }>(
    request,
    `query { creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code } }`,
  );
  const { createApplicationCreativeConcept: concept } = await runGraphQL<{ createApplicationCreativeConcept: { code: string } }>(
    request,
    `mutation ($concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "demo", concept: $concept) { code } }`,
    {
      concept: {
        name,
        status: 'inProduction',
        type: 'ua',
        subtype: 'newUser',
        description: '<p>Launch teaser for the <strong>summer</strong> event.</p>',
        applications: [{ code: 'puzzle-quest' }],
        creativeNode: { code: creativeNodes[0]!.code },
        creativeLead: { emailAddress: LEAD.email },
      },
    },
  );
  await uploadFixture(request, concept.code, 'hero.png', 'image/png');
  await uploadFixture(request, concept.code, 'teaser.mp4', 'video/mp4');
  return concept.code;
}

/** A browser that has never signed in: a visitor. */
async function openAsVisitor(browser: Browser, url: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page, view: new ExternalConceptView(page) };
}

async function signInAsLead(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1360, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  // Through the API only: an open sign-in page would see the new session and navigate on its own,
  // racing (and aborting) the test's next page.goto.
  await signInThroughApi(page.request, LEAD);
  return page;
}

test('a lead shares a concept with a password; a visitor opens it, plays the video, downloads the zip; revoked, it shows the 401 message', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lead = await signInAsLead(browser);
  const name = `Shared teaser ${Date.now()}`;
  const conceptCode = await createSharedConcept(lead.request, name);

  // The lead makes a link: six days by default, a password, downloads allowed.
  await lead.goto(`/demo/creative/concepts/${conceptCode}`);
  const share = new ExternalShareDialog(lead);
  await expect(share.shareButton).toBeVisible();
  await lead.screenshot({ path: path.join(shotsDir, 'sharing-editor-header.png'), clip: { x: 0, y: 0, width: 1360, height: 300 } });
  await share.shareButton.click();
  await expect(share.dialog).toBeVisible();
  await expect(share.expirySelect).toHaveText('6 days');
  await expect(share.allowDownloads).toBeChecked();
  await share.passwordInput.fill(LINK_PASSWORD);
  await share.createButton.click();
  await expect(share.linkInput).toHaveValue(new RegExp(`/external/demo/creative/concepts/${conceptCode}\\?token=`));
  const url = await share.linkInput.inputValue();
  await share.copyButton.click();
  await expect(share.copyButton).toHaveText('Copied');
  expect(await lead.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(share.copyButton).toHaveText('Copy link');
  await expect(share.linkRow(0)).toContainText('Leo Lead');
  await expect(share.linkRow(0)).toContainText('Active');
  await lead.screenshot({ path: path.join(shotsDir, 'sharing-dialog.png') });

  // A visitor in a fresh browser: the password first, then the concept.
  const visitor = await openAsVisitor(browser, url);
  const { view, page } = visitor;
  await expect(view.passwordInput).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await view.unlock('not the password');
  await expect(page.getByText('That password is not right. Check it and try again.')).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, 'sharing-password.png') });
  await view.unlock(LINK_PASSWORD);
  await expect(view.heading(name)).toBeVisible();
  await expect(view.field('Status')).toContainText('In production');
  await expect(view.field('Use')).toContainText('UA');
  await expect(view.field('Purpose')).toContainText('New user');
  await expect(view.field('Creative lead')).toContainText('Leo Lead');
  await expect(view.field('Description')).toContainText('Launch teaser for the summer event.');
  await expect(view.lifeCycle.locator('[aria-current="step"]')).toContainText('In Production');
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // The gallery: a thumbnail per file with a preview; the chosen one in the reviewer's viewer, where the video plays and the image shows.
  await expect
    .poll(() =>
      view
        .galleryItem('hero')
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await view.show('teaser');
  const video = view.viewer.locator('video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await view.show('hero');
  await expect
    .poll(() => view.viewer.getByRole('img', { name: 'hero' }).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: path.join(shotsDir, 'sharing-desktop.png'), fullPage: true });

  // The production zip.
  const [download] = await Promise.all([page.waitForEvent('download'), view.downloadLink.click()]);
  const zip = readZip(fs.readFileSync(await download.path()));
  expect([...zip.keys()].sort()).toEqual(['hero.png', 'teaser.mp4']);
  expect(zip.get('teaser.mp4')!.equals(fs.readFileSync(path.join(filesDir, 'teaser.mp4')))).toBe(true);

  // The lead sees the opening, then revokes the link.
  await share.closeButton.click();
  await share.shareButton.click();
  await expect(share.linkRow(0)).toContainText('Active');
  await expect(share.linkRow(0).getByRole('cell').nth(3)).toHaveText('1');
  await share.revoke(0);
  await expect(share.linkRow(0)).toContainText('Revoked');

  // The same link, in the visitor's browser and in another one, now answers the 401 message.
  await page.reload();
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, 'sharing-revoked.png') });
  await expect(page.getByText(name)).toHaveCount(0);
  const later = await openAsVisitor(browser, url);
  await expect(later.page.getByText(INVALID_LINK)).toBeVisible();
  await later.context.close();
  await visitor.context.close();
  await lead.context().close();
});

test('on a 375 px screen the shared view shows only the current lifecycle step', async ({ browser }) => {
  test.setTimeout(90_000);
  const lead = await signInAsLead(browser);
  const name = `Narrow share ${Date.now()}`;
  const conceptCode = await createSharedConcept(lead.request, name);
  const { createCreativeConceptShareLink: link } = await runGraphQL<{ createCreativeConceptShareLink: { url: string } }>(
    lead.request,
    `mutation ($k: String!) { createCreativeConceptShareLink(clientCode: "demo", conceptCode: $k, link: {}) { url } }`,
    { k: conceptCode },
  );

  const { page, view, context } = await openAsVisitor(browser, link.url, { width: 375, height: 812 });
  await expect(view.heading(name)).toBeVisible();
  await expect(view.currentLifeCycleStep).toHaveText('In Production');
  for (const other of ['Queued', 'Concept Development', 'Approved for Use', 'Ready to Publish', 'End of Life']) {
    await expect(view.lifeCycle.getByText(other, { exact: true })).toHaveCount(0);
  }
  // Nothing runs off the side of a phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(shotsDir, 'sharing-375.png'), fullPage: true });
  await context.close();
  await lead.context().close();
});

test('the demo starts with a shared concept whose link opens for a visitor', async ({ browser }) => {
  const lead = await signInAsLead(browser);
  const { applicationCreativeConcepts } = await runGraphQL<{ applicationCreativeConcepts: { items: { code: string }[] } }>(
    lead.request,
    `query { applicationCreativeConcepts(clientCode: "demo", applicationCode: "puzzle-quest",
      filter: { field: "name", operator: "equals", value: "Core loop in 15 seconds" }) { items { code } } }`,
  );
  const conceptCode = applicationCreativeConcepts.items[0]!.code;
  await lead.goto(`/demo/creative/concepts/${conceptCode}`);
  const share = new ExternalShareDialog(lead);
  await share.shareButton.click();
  // The seeded link is the lead's (other specs may have added links to this concept since).
  const seeded = share.links.getByRole('row').filter({ hasText: 'Leo Lead' }).first();
  await expect(seeded).toContainText('Active');

  const { applicationCreativeConcept } = await runGraphQL<{ applicationCreativeConcept: { shareUrl: string } }>(
    lead.request,
    `query ($k: String!) { applicationCreativeConcept(clientCode: "demo", conceptCode: $k) { shareUrl } }`,
    { k: conceptCode },
  );
  const { view, context } = await openAsVisitor(browser, applicationCreativeConcept.shareUrl);
  await expect(view.heading('Core loop in 15 seconds')).toBeVisible();
  await expect(view.lifeCycle.locator('[aria-current="step"]')).toContainText('Approved for Use');
  await context.close();
  await lead.context().close();
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test';
import { DEMO_APPROVER, DEMO_DESIGNER, type Account } from '../fixtures/accounts';
import { runDir } from '../fixtures/environment';
import { GraphQLRequestError, runGraphQL, signInThroughApi } from '../fixtures/graphql';

const LEAD = { email: 'lead@demo.atelier.local', password: 'atelier-demo' };
const filesDir = fileURLToPath(new URL('../fixtures/files/', import.meta.url));
const shotsDir = process.env.SHOTS_DIR ?? '/work/helpers/shots';
const APPROVE_FORBIDDEN = 'You do not have the correct permissions to Approve this Creative Concept/Assets.';

test.use({ storageState: { cookies: [], origins: [] } });

/**
 * A 3-second, 30 fps video (the fixture teaser has only 25 frames; frame 48 needs more), made with
 * the ffmpeg the server uses, so the test needs no large binary in the repository.
 */
function makeReviewVideo(): Buffer {
  const target = path.join(runDir, 'review-clip.mp4');
  if (!fs.existsSync(target)) {
    // The same ffmpeg the server uses: FFMPEG_PATH, else the system's (Debian's package).
    const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
    fs.mkdirSync(runDir, { recursive: true });
    execFileSync(
      ffmpeg,
      [
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=640x360:rate=30:duration=3',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        target,
      ],
      { stdio: 'ignore' },
    );
  }
  return fs.readFileSync(target);
}

/** Uploads a file to the concept through the API (one part, then finish) and waits until it is processed. */
async function upload(request: APIRequestContext, conceptCode: string, fileName: string, mimeType: string, bytes: Buffer) {
  const metaData = { fileName, mimeType, size: bytes.length };
  const { createCreativeConceptAssetUpload: session } = await runGraphQL<{
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
    { k: conceptCode, a: session.assetCode, u: session.uploadId },
  );
  const put = await request.put(part.url, { data: bytes });
  expect(put.status()).toBe(200);
  await runGraphQL(
    request,
    `mutation ($k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) {
      finishCreativeConceptAssetUpload(clientCode: "demo", conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status } }`,
    { k: conceptCode, a: session.assetCode, u: session.uploadId, p: [{ number: 1, etag: put.headers().etag }] },
  );
  await expect
    .poll(
      async () =>
        (
          await runGraphQL<{ applicationCreativeConceptAsset: { processingStatus: string } }>(
            request,
            `query ($a: String!) { applicationCreativeConceptAsset(clientCode: "demo", conceptAssetCode: $a) { processingStatus } }`,
            { a: session.assetCode },
          )
        ).applicationCreativeConceptAsset.processingStatus,
      { timeout: 30_000 },
    )
    .toBe('ready');
  return session.assetCode;
}

/** The lead's concept with a PDF, a video and an image (uploaded in that order: newest first, the image leads), sent for approval. */
async function createConceptForApproval(request: APIRequestContext, name: string) {
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
        applications: [{ code: 'puzzle-quest' }],
        creativeNode: { code: creativeNodes[0]!.code },
        creativeLead: { emailAddress: LEAD.email },
      },
    },
  );
  const pdf = await upload(request, concept.code, 'brief.pdf', 'application/pdf', fs.readFileSync(path.join(filesDir, 'brief.pdf')));
  const video = await upload(request, concept.code, 'review-clip.mp4', 'video/mp4', makeReviewVideo());
  const image = await upload(request, concept.code, 'hero.png', 'image/png', fs.readFileSync(path.join(filesDir, 'hero.png')));
  await runGraphQL(
    request,
    `mutation ($k: String!) { updateApplicationCreativeConcept(clientCode: "demo", conceptCode: $k, concept: { status: "pendingApproval" }) { status } }`,
    { k: concept.code },
  );
  return { conceptCode: concept.code, image, video, pdf };
}

async function signedIn(
  browser: Browser,
  account: Pick<Account, 'email' | 'password'>,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  // The API sign-in sets the session cookie in the context; the first navigation is the test's own.
  await signInThroughApi(page.request, account);
  return page;
}

const approvalLink = (conceptCode: string) =>
  `/demo/creative/concepts/${conceptCode}?tab=assets&open=approvalModal&applicationCode=puzzle-quest`;

async function shoot(page: Page, name: string) {
  for (const width of [1024, 1440, 2560]) {
    await page.setViewportSize({ width, height: width === 2560 ? 1440 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shotsDir, `gallery-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an approver reviews a concept in the approval gallery: steps, comments on frame 48 with an arrow, links to it, approves with a comment', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lead = await signedIn(browser, LEAD);
  const { conceptCode, image, video, pdf } = await createConceptForApproval(lead.request, `Review gallery ${Date.now()}`);
  await lead.context().close();

  // The designer opens the same link: the gallery shows, without approve; the API refuses with the §8 message.
  const designer = await signedIn(browser, DEMO_DESIGNER);
  await designer.goto(approvalLink(conceptCode));
  const designerGallery = designer.getByRole('dialog', { name: /Approval review/ });
  await expect(designerGallery).toBeVisible();
  await expect(designerGallery.getByRole('button', { name: 'Approve concept' })).toHaveCount(0);
  await expect(designerGallery.getByRole('button', { name: 'Approve asset' })).toHaveCount(0);
  await expect(designerGallery.getByText('Only approval users can approve or reject.')).toBeVisible();
  const refused = await runGraphQL(
    designer.request,
    `mutation ($k: String!) { acceptAllApplicationCreativeConceptAssets(clientCode: "demo", applicationCode: "puzzle-quest", conceptCode: $k) { code } }`,
    { k: conceptCode },
  ).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(GraphQLRequestError);
  expect((refused as GraphQLRequestError).errors[0]).toMatchObject({ message: APPROVE_FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
  await designer.context().close();

  // The approver follows the approval link: the gallery opens on the first asset with a preview, the URL is cleaned.
  const page = await signedIn(browser, DEMO_APPROVER);
  await page.goto(approvalLink(conceptCode));
  const gallery = page.getByRole('dialog', { name: /Approval review/ });
  await expect(gallery).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]asset=${image}`));
  expect(page.url()).not.toContain('open=approvalModal');
  expect(page.url()).not.toContain('applicationCode=');
  await expect(gallery.getByTestId('asset-viewer')).toHaveAttribute('data-kind', 'image');
  await expect(gallery.getByRole('list', { name: 'Assets of the concept' }).getByRole('button')).toHaveCount(3);
  await shoot(page, 'image');

  // → steps to the video, → again to the PDF, ← back to the video.
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`[?&]asset=${video}`));
  await expect(gallery.getByTestId('asset-viewer')).toHaveAttribute('data-kind', 'video');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`[?&]asset=${pdf}`));
  await expect(gallery.getByTestId('asset-viewer')).toHaveAttribute('data-kind', 'document');
  await shoot(page, 'pdf');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`[?&]asset=${video}`));

  // Frame 48 of the video: step frame by frame with "." (the viewer reports its position to the form).
  const timecode = gallery.getByTestId('video-timecode');
  await expect(timecode).toBeVisible();
  await expect(timecode).toHaveText('00:00:00:00');
  for (let frame = 0; frame < 48; frame += 1) await page.keyboard.press('.');
  await expect(timecode).toHaveText('00:00:01:18');
  const form = gallery.getByRole('form', { name: 'Comment' });
  await expect(form.getByTestId('comment-anchor')).toContainText('00:00:01:18');

  // Draw an arrow over the frame and comment.
  await form.getByRole('button', { name: 'Draw' }).click();
  const overlay = gallery.getByTestId('drawing-overlay');
  const box = (await overlay.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.45, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.55, { steps: 5 });
  await page.mouse.up();
  await expect(form.getByText('Drawing', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Comment' }).fill('The logo lands too late here');
  await form.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = gallery.locator('li[data-comment-id]').filter({ hasText: 'The logo lands too late here' });
  await expect(thread).toBeVisible();
  await expect(thread.getByTestId('comment-anchor')).toContainText('00:00:01:18');
  await expect(page).toHaveURL(/[?&]comment=/);
  await shoot(page, 'video');

  // The comment's link, reloaded, lands on frame 48 with the arrow drawn.
  const commentId = await thread.getAttribute('data-comment-id');
  await thread.getByRole('button', { name: 'Copy link to this comment' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`asset=${video}`);
  expect(link).toContain(`comment=${commentId}`);
  await page.goto(link);
  await expect(gallery).toBeVisible();
  await expect(gallery.getByTestId('asset-viewer')).toHaveAttribute('data-kind', 'video');
  await expect(gallery.getByTestId('video-timecode')).toHaveText('00:00:01:18');
  await expect(gallery.getByTestId('drawing-overlay').locator('line, path, polyline, polygon').first()).toBeVisible();
  await expect(gallery.locator(`li[data-comment-id="${commentId}"]`)).toHaveAttribute('aria-current', 'true');

  // Approve with a comment: confirmation first; the concept is approved and the comment is in its history.
  await gallery.getByRole('button', { name: 'Approve concept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve the concept?' });
  await confirm.getByRole('textbox', { name: 'Comment (optional)' }).fill('Great work, ship it');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Concept and its assets approved.')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Approve concept' })).toHaveCount(0);
  const { applicationCreativeConcept } = await runGraphQL<{
    applicationCreativeConcept: { status: string; history: { event: string; comment: string | null }[] };
  }>(
    page.request,
    `query ($k: String!) { applicationCreativeConcept(clientCode: "demo", conceptCode: $k) { status history { event comment } } }`,
    {
      k: conceptCode,
    },
  );
  expect(applicationCreativeConcept.status).toBe('approved');
  expect(applicationCreativeConcept.history).toContainEqual({ event: 'comment', comment: 'Approved: Great work, ship it' });

  // Esc closes the gallery; the concept's history tab shows the comment.
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  expect(page.url()).not.toContain('asset=');
  await page.getByRole('tab', { name: /Actions|History/ }).click();
  await expect(page.getByText('Approved: Great work, ship it').first()).toBeVisible();
  await page.context().close();
});

/** The element itself is at its own centre once scrolled to: nothing (the viewer, a panel) lies over it. */
async function expectReachable(page: Page, locator: import('@playwright/test').Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport();
  const box = (await locator.boundingBox())!;
  const isOnTop = await locator.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && (element === hit || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(isOnTop).toBe(true);
  // Playwright's own hit test: a click there would reach it.
  await locator.click({ trial: true });
}

test('on a 390 px phone, an approver from the e-mail reaches the asset, the comment box and the decisions, nothing covering them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lead = await signedIn(browser, LEAD);
  const { conceptCode, video } = await createConceptForApproval(lead.request, `Phone review ${Date.now()}`);
  await lead.context().close();

  const page = await signedIn(browser, DEMO_APPROVER, { width: 390, height: 844 });
  await page.goto(approvalLink(conceptCode));
  const gallery = page.getByRole('dialog', { name: /Approval review/ });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByTestId('asset-viewer')).toHaveAttribute('data-kind', 'image');
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shotsDir, `gallery-phone-${width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // The viewer is on screen first.
  await expect(gallery.getByTestId('asset-viewer')).toBeInViewport();
  // The concept's and the asset's decisions, and the comment box, each reachable and uncovered.
  await expectReachable(page, gallery.getByRole('button', { name: 'Approve concept' }));
  await expectReachable(page, gallery.getByRole('button', { name: 'Reject concept' }));
  await expectReachable(page, gallery.getByRole('button', { name: 'Approve asset' }));
  await expectReachable(page, gallery.getByRole('button', { name: 'Reject asset' }));
  const form = gallery.getByRole('form', { name: 'Comment' });
  const box = form.getByRole('textbox', { name: 'Comment' });
  await expectReachable(page, box);
  await expectReachable(page, form.getByRole('button', { name: 'Comment', exact: true }));

  // A comment posted from the phone lands in the thread.
  await box.fill('Readable on my phone');
  await form.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(gallery.locator('li[data-comment-id]').filter({ hasText: 'Readable on my phone' })).toBeVisible();
  await gallery.locator('li[data-comment-id]').filter({ hasText: 'Readable on my phone' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shotsDir, 'gallery-phone-commented-390.png') });

  // The video's player controls stay usable beside the rest.
  await page.goto(`/demo/creative/concepts/${conceptCode}?tab=assets&asset=${video}`);
  await expect(gallery.getByTestId('asset-viewer')).toHaveAttribute('data-kind', 'video');
  await expectReachable(page, gallery.getByTestId('video-timecode'));
  await expectReachable(page, gallery.getByRole('button', { name: 'Approve asset' }));
  await page.screenshot({ path: path.join(shotsDir, 'gallery-phone-video-390.png') });
  await page.context().close();
});

test('a reviewer marks in and out on the video timeline and posts a range comment; the comment shows its range and seeks to it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lead = await signedIn(browser, LEAD);
  const { conceptCode, video } = await createConceptForApproval(lead.request, `Range review ${Date.now()}`);
  await lead.context().close();

  const page = await signedIn(browser, DEMO_APPROVER);
  await page.goto(`/demo/creative/concepts/${conceptCode}?tab=assets&asset=${video}`);
  const gallery = page.getByRole('dialog', { name: /Approval review/ });
  await expect(gallery.getByTestId('asset-viewer')).toHaveAttribute('data-kind', 'video');
  const timecode = gallery.getByTestId('video-timecode');
  await expect(timecode).toHaveText('00:00:00:00');

  // In at frame 12 (I on the transport), out at frame 36 (the O button): the range shows on the timeline.
  for (let frame = 0; frame < 12; frame += 1) await page.keyboard.press('.');
  await expect(timecode).toHaveText('00:00:00:12');
  await page.keyboard.press('i');
  for (let frame = 12; frame < 36; frame += 1) await page.keyboard.press('.');
  await expect(timecode).toHaveText('00:00:01:06');
  await gallery.getByRole('button', { name: /^Mark out \(O\)/ }).click();
  await expect(gallery.getByTestId('loop-range')).toBeVisible();
  const form = gallery.getByRole('form', { name: 'Comment' });
  await expect(form.getByTestId('comment-anchor')).toHaveText('00:00:00:12 – 00:00:01:06');
  await form.getByRole('textbox', { name: 'Comment' }).fill('The pace drags through this stretch');
  await form.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = gallery.locator('li[data-comment-id]').filter({ hasText: 'The pace drags through this stretch' });
  await expect(thread.getByTestId('comment-anchor')).toHaveText('00:00:00:12 – 00:00:01:06');
  await expect(gallery.getByTestId('timeline-marker-range')).toHaveCount(1);
  await page.screenshot({ path: path.join(shotsDir, 'gallery-range-comment-1440.png') });

  // Stored as a range.
  const { applicationCreativeConceptAsset } = await runGraphQL<{
    applicationCreativeConceptAsset: { history: { comment: string; anchor: { frame: number; frameEnd: number } | null }[] };
  }>(
    page.request,
    `query ($a: String!) { applicationCreativeConceptAsset(clientCode: "demo", conceptAssetCode: $a) { history { comment anchor { frame frameEnd } } } }`,
    { a: video },
  );
  expect(applicationCreativeConceptAsset.history).toContainEqual({
    comment: 'The pace drags through this stretch',
    anchor: { frame: 12, frameEnd: 36 },
  });

  // The posted comment is focused: the player is on its first frame.
  await expect(timecode).toHaveText('00:00:00:12');
  // Elsewhere, range cleared: a click on the comment's range seeks to its start and marks the range again.
  await page.keyboard.press('x');
  await expect(gallery.getByTestId('loop-range')).toHaveCount(0);
  for (let frame = 12; frame < 20; frame += 1) await page.keyboard.press('.');
  await expect(timecode).toHaveText('00:00:00:20');
  await thread.getByTestId('comment-anchor').click();
  await expect(timecode).toHaveText('00:00:00:12');
  await expect(gallery.getByTestId('loop-range')).toBeVisible();
  await page.context().close();
});

test('the history tab’s Comment column is readable at 1440 px: at least 300 px wide, a long comment in at most four lines', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, LEAD);
  const { creativeNodes } = await runGraphQL<{ creativeNodes: { code: string }[] }>(
    page.request,
    `query { creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code } }`,
  );
  const { createApplicationCreativeConcept: concept } = await runGraphQL<{ createApplicationCreativeConcept: { code: string } }>(
    page.request,
    `mutation ($concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "demo", concept: $concept) { code } }`,
    {
      concept: {
        name: `History widths ${Date.now()}`,
        status: 'inProduction',
        type: 'ua',
        subtype: 'newUser',
        applications: [{ code: 'puzzle-quest' }],
        creativeNode: { code: creativeNodes[0]!.code },
        creativeLead: { emailAddress: LEAD.email },
      },
    },
  );
  const long =
    'The second scene holds too long on the logo; cut it by half a second and bring the call to action in before the music drops, as agreed with the client on Monday.';
  await runGraphQL(
    page.request,
    `mutation ($k: String!, $c: String!) { addApplicationCreativeConceptComment(clientCode: "demo", conceptCode: $k, comment: $c) { id } }`,
    { k: concept.code, c: long },
  );
  await page.goto(`/demo/creative/concepts/${concept.code}?tab=actions`);
  const table = page.getByRole('table', { name: 'History' });
  const cell = table.getByRole('cell', { name: long });
  await expect(cell).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, 'history-tab-1440.png') });
  const header = table.getByRole('columnheader', { name: 'Comment' });
  const width = (await header.boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(300);
  // About 60 characters a line or more: the comment takes at most four lines.
  const lineHeight = await cell.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const height = (await cell.boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(lineHeight * 4 + 20);
  await page.context().close();
});

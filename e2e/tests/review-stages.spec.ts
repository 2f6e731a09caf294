import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test';
import { DEMO_ADMIN, DEMO_APPROVER, type Account } from '../fixtures/accounts';
import { runGraphQL, signInThroughApi } from '../fixtures/graphql';

const LEAD = { email: 'lead@demo.atelier.local', password: 'atelier-demo' };
const filesDir = fileURLToPath(new URL('../fixtures/files/', import.meta.url));
const shotsDir = process.env.SHOTS_DIR ?? '/work/helpers/shots';

/** The gallery's stage bar at a phone's, a laptop's and a desktop's width, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('dialog', { name: /Approval review/ }).getByRole('list', { name: 'Review stages' })).toBeVisible();
    await page.screenshot({ path: path.join(shotsDir, `review-stages-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.use({ storageState: { cookies: [], origins: [] } });

async function signedIn(browser: Browser, account: Pick<Account, 'email' | 'password'>): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInThroughApi(page.request, account);
  return page;
}

/** The lead's concept with one processed production image, not yet sent for approval. */
async function createConceptWithImage(request: APIRequestContext, name: string) {
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
        applications: [{ code: 'puzzle-quest' }],
        creativeNode: { code: creativeNodes[0]!.code },
        creativeLead: { emailAddress: LEAD.email },
      },
    },
  );
  const bytes = fs.readFileSync(path.join(filesDir, 'hero.png'));
  const { createCreativeConceptAssetUpload: session } = await runGraphQL<{
    createCreativeConceptAssetUpload: { uploadId: string; assetCode: string };
  }>(
    request,
    `mutation ($k: String!, $m: AssetUploadMetaData!) {
      createCreativeConceptAssetUpload(clientCode: "demo", conceptCode: $k, assetType: "production", metaData: $m) { uploadId assetCode } }`,
    { k: concept.code, m: { fileName: 'hero.png', mimeType: 'image/png', size: bytes.length } },
  );
  const { getCreativeConceptAssetUploadUrl: part } = await runGraphQL<{ getCreativeConceptAssetUploadUrl: { url: string } }>(
    request,
    `mutation ($k: String!, $a: String!, $u: String!) {
      getCreativeConceptAssetUploadUrl(clientCode: "demo", conceptCode: $k, assetCode: $a, uploadId: $u, partNumber: 1) { url } }`,
    { k: concept.code, a: session.assetCode, u: session.uploadId },
  );
  const put = await request.put(part.url, { data: bytes });
  expect(put.status()).toBe(200);
  await runGraphQL(
    request,
    `mutation ($k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) {
      finishCreativeConceptAssetUpload(clientCode: "demo", conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status } }`,
    { k: concept.code, a: session.assetCode, u: session.uploadId, p: [{ number: 1, etag: put.headers().etag }] },
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
  return concept.code;
}

/** A `datetime-local` value (the browser's and this process's time zone, the machine's). */
function toLocalInput(date: Date) {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** In the open gallery: the reviewer approves the open stage, with a comment. */
async function approveStage(page: Page, stageTitle: string, comment: string) {
  const gallery = page.getByRole('dialog', { name: /Approval review/ });
  await gallery.getByRole('button', { name: 'Approve stage' }).click();
  const confirm = page.getByRole('dialog', { name: `Approve ${stageTitle}` });
  await confirm.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await confirm.getByRole('button', { name: 'Approve stage' }).click();
  await expect(confirm).toBeHidden();
}

test('a two-stage review with deadlines: both art directors approve, then one approver; the reminder and the overdue notice come by e-mail; each decision is shown', async ({
  browser,
  workerServer,
}) => {
  test.setTimeout(180_000);
  const name = `Two-stage ${Date.now()}`;
  const lead = await signedIn(browser, LEAD);
  const conceptCode = await createConceptWithImage(lead.request, name);

  // The lead configures the stages in the concept's Review stages dialog.
  await lead.goto(`/demo/creative/concepts/${conceptCode}?tab=details`);
  await lead.getByRole('button', { name: 'Review stages' }).click();
  // One dialog: titled with the concept while it shows the stages, "Edit review stages" while editing.
  const dialog = lead.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Review stages: ${name}`);
  await expect(dialog.getByText('No stages: any approval user approves this concept in one step.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit stages' }).click();
  await expect(dialog).toHaveAccessibleName('Edit review stages');
  await dialog.getByRole('button', { name: 'Add stage' }).click();
  await dialog.getByRole('button', { name: 'Add stage' }).click();
  const names = dialog.getByRole('textbox', { name: /Stage name/ });
  await names.nth(0).fill('Art direction');
  await names.nth(1).fill('Client sign-off');
  await dialog.getByRole('combobox', { name: 'Rule' }).nth(0).click();
  await lead.getByRole('option', { name: 'All reviewers' }).click();
  // Stage 1 is due in two hours (inside the reminder window); stage 2's deadline has already passed.
  await dialog
    .getByLabel('Deadline (optional)')
    .nth(0)
    .fill(toLocalInput(new Date(Date.now() + 2 * 60 * 60 * 1000)));
  await dialog
    .getByLabel('Deadline (optional)')
    .nth(1)
    .fill(toLocalInput(new Date(Date.now() - 60 * 1000)));
  const reviewers = dialog.getByRole('combobox', { name: 'Reviewers' });
  await reviewers.nth(0).click();
  await lead.getByRole('option', { name: /Ada Admin/ }).click();
  await reviewers.nth(0).click();
  await lead.getByRole('option', { name: /April Approver/ }).click();
  await reviewers.nth(1).click();
  await lead.getByRole('option', { name: 'Everyone with the role Approver' }).click();
  await dialog.getByRole('button', { name: 'Save stages' }).click();
  const stages = dialog.getByRole('list', { name: 'Review stages' });
  await expect(stages.getByRole('listitem', { name: 'Stage 1: Art direction' })).toContainText('All reviewers · 0 of 2 approvals');
  await expect(stages.getByRole('listitem', { name: 'Stage 2: Client sign-off' })).toContainText('Any one reviewer');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await runGraphQL(
    lead.request,
    `mutation ($k: String!) { updateApplicationCreativeConcept(clientCode: "demo", conceptCode: $k, concept: { status: "pendingApproval" }) { status } }`,
    { k: conceptCode },
  );

  // The deadline check (every 2 s on this server) reminds both stage 1 reviewers by e-mail.
  const mails = (address: string, prefix: string) =>
    workerServer.mailsTo(address).filter((mail) => mail.subject.startsWith(prefix) && mail.subject.includes(name));
  await expect.poll(() => mails(DEMO_APPROVER.email, 'Reminder:').length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => mails(DEMO_ADMIN.email, 'Reminder:').length, { timeout: 30_000 }).toBe(1);
  expect(mails(DEMO_APPROVER.email, 'Reminder:')[0]!.subject).toContain('stage 1 "Art direction"');

  // Stage 1, rule "all": Ada approves from the approval link; the stage stays open for April.
  const admin = await signedIn(browser, DEMO_ADMIN);
  await admin.goto(`/demo/creative/concepts/${conceptCode}?tab=assets&open=approvalModal&applicationCode=puzzle-quest`);
  const adminGallery = admin.getByRole('dialog', { name: /Approval review/ });
  await expect(adminGallery.getByRole('list', { name: 'Review stages' })).toContainText('Stage 1: Art direction');
  await expect(adminGallery.getByRole('button', { name: 'Approve concept' })).toHaveCount(0);
  await approveStage(admin, 'stage 1: Art direction', 'Colours work');
  await expect(adminGallery.getByRole('button', { name: 'Approve stage' })).toHaveCount(0);

  // April finds it waiting for her in My work, approves stage 1, and (in the Approver role) stage 2.
  const approver = await signedIn(browser, DEMO_APPROVER);
  await approver.goto('/demo/creative/my-work');
  const waiting = approver.getByRole('table', { name: 'Waiting for me' });
  await waiting.getByRole('row', { name }).getByRole('link', { name }).click();
  const approverGallery = approver.getByRole('dialog', { name: /Approval review/ });
  await expect(approverGallery).toBeVisible();
  await shoot(approver, 'gallery');
  await approveStage(approver, 'stage 1: Art direction', 'Logo reads well');
  // Stage 2 opened past its deadline: April (undecided) and the lead get the overdue notice by e-mail.
  await expect.poll(() => mails(DEMO_APPROVER.email, 'Overdue:').length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => mails(LEAD.email, 'Overdue:').length, { timeout: 30_000 }).toBe(1);
  expect(mails(LEAD.email, 'Overdue:')[0]!.subject).toContain('stage 2 "Client sign-off"');
  await expect(approverGallery.getByRole('list', { name: 'Review stages' }).getByText('Overdue')).toBeVisible();
  await approveStage(approver, 'stage 2: Client sign-off', 'Ship it');
  // Each notice came once, whatever the check's runs since.
  expect(mails(DEMO_APPROVER.email, 'Reminder:')).toHaveLength(1);
  expect(mails(DEMO_ADMIN.email, 'Overdue:')).toHaveLength(0);
  await expect(approverGallery.getByText('Approved', { exact: true }).first()).toBeVisible();

  // The lead sees every decision: who, when, on which file version.
  await lead.reload();
  await lead.getByRole('button', { name: 'Review stages' }).click();
  const done = lead.getByRole('dialog', { name: new RegExp(`Review stages: ${name}`) });
  const first = done.getByRole('listitem', { name: 'Stage 1: Art direction' });
  await expect(first).toContainText('Passed');
  await expect(first).toContainText(/Ada Admin approved on/);
  await expect(first).toContainText(/April Approver approved on/);
  await expect(first.getByText('Files: hero v1')).toHaveCount(2);
  const second = done.getByRole('listitem', { name: 'Stage 2: Client sign-off' });
  await expect(second).toContainText('Passed');
  await expect(second).toContainText('“Ship it”');
  const { applicationCreativeConcept } = await runGraphQL<{ applicationCreativeConcept: { status: string } }>(
    lead.request,
    `query ($k: String!) { applicationCreativeConcept(clientCode: "demo", conceptCode: $k) { status } }`,
    { k: conceptCode },
  );
  expect(applicationCreativeConcept.status).toBe('approved');
});

import { DEMO_APPROVER } from '../fixtures/accounts';
import { findDemoConceptByName } from '../fixtures/demo-records';
import { signInThroughApi } from '../fixtures/graphql';
import { expect, test } from '../fixtures/test';

// server/src/seed/demo-review.ts: pending approval, with an image, a video and a PDF.
const REVIEW_CONCEPT = 'Summer splash: review round 1';

const galleryPath = (conceptCode: string) =>
  `/demo/creative/concepts/${conceptCode}?tab=assets&open=approvalModal&applicationCode=puzzle-quest`;

/**
 * Two people on one concept's approval gallery, each in a browser of their own: each sees that the
 * other is there, a comment one posts appears in the other's gallery without a reload, and the
 * avatar goes when its page closes (issue 29).
 */
test('two reviewers in the gallery see each other, and each other’s comments, without a reload', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const concept = await findDemoConceptByName(page.request, REVIEW_CONCEPT);
  await page.goto(galleryPath(concept.code));
  const adminGallery = page.getByRole('dialog', { name: /Approval review/ });
  await expect(adminGallery.getByTestId('asset-viewer')).toBeVisible();

  const approverContext = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1440, height: 900 },
  });
  const approverPage = await approverContext.newPage();
  await signInThroughApi(approverPage.request, DEMO_APPROVER);
  await approverPage.goto(galleryPath(concept.code));
  const approverGallery = approverPage.getByRole('dialog', { name: /Approval review/ });
  await expect(approverGallery.getByTestId('asset-viewer')).toBeVisible();

  // Each sees the other, never themself.
  await expect(adminGallery.getByRole('group', { name: 'Also looking at this concept: April Approver' })).toBeVisible();
  await expect(approverGallery.getByRole('group', { name: 'Also looking at this concept: Ada Admin' })).toBeVisible();

  // April comments on the asset both have open; Ada's gallery shows it as it is posted.
  const text = `Live from April ${Date.now().toString(36)}`;
  const form = approverGallery.getByRole('form', { name: 'Comment' });
  await form.getByRole('textbox', { name: 'Comment' }).fill(text);
  await form.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(approverGallery.locator('li[data-comment-id]').filter({ hasText: text })).toBeVisible();
  await expect(adminGallery.locator('li[data-comment-id]').filter({ hasText: text })).toBeVisible({ timeout: 5_000 });

  // April leaves: her avatar goes from Ada's gallery within seconds.
  await approverContext.close();
  await expect(adminGallery.getByRole('group', { name: /Also looking at this concept/ })).toHaveCount(0, { timeout: 10_000 });
});

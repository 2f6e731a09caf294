import { expect, test } from '../fixtures/test';
import { findDemoConceptByName } from '../fixtures/demo-records';
import { AdUsageTab } from '../pages/AdUsageTab';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';

// Networks' demo seed gives this concept a master design the sandbox networks run as ads.
const CONCEPT = 'Boss fight teaser';
const SHOTS_DIR = process.env.AD_USAGE_SHOTS_DIR;

test('a demo concept’s Ad Usage tab: the synced tree, link an asset set to an asset as end card with an ad copy, only unlinked, unlink', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const concept = await findDemoConceptByName(request, CONCEPT);
  const editor = new ConceptEditorPage(page);
  const tab = new AdUsageTab(page);
  await editor.goto(concept.internalId, 'adLink');
  await expect(editor.tab('Ad Usage')).toHaveAttribute('aria-selected', 'true');

  // The tree the demo synced from the sandbox networks, one level per query.
  await expect(tab.row('Meta')).toBeVisible();
  await expect(tab.row('AppLovin')).toBeVisible();
  const meta = tab.row('Meta');
  const before = await tab.linkedAds(meta);
  expect(before.total).toBeGreaterThan(0);

  // Only unlinked: every set shown is one this concept is not linked to yet.
  await tab.onlyUnlinked.check();
  await tab.expandButton(meta).click();
  const campaign = tab.firstOfLevel('campaign');
  await tab.expandButton(campaign).click();
  const subCampaign = tab.firstOfLevel('subCampaign');
  await tab.expandButton(subCampaign).click();
  const setRow = tab.firstOfLevel('assetSet');
  const setName = ((await setRow.locator('[data-field="name"]').textContent()) ?? '').trim();
  expect(setName).not.toBe('');
  const setAds = await tab.linkedAds(setRow);
  expect(setAds.linked).toBe(0);
  await setRow.locator('[data-field="name"]').click();
  await expect(tab.panel.getByRole('heading', { name: setName })).toBeVisible();

  if (SHOTS_DIR) {
    for (const width of [1024, 1440, 2560]) {
      await page.setViewportSize({ width, height: 1100 });
      await page.screenshot({ path: `${SHOTS_DIR}/adusage-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1360, height: 820 });
  }

  // Link it to the concept's asset, as end card, with an active ad copy.
  await tab.assetsInput.click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await tab.endCard.check();
  await tab.adCopyInput.click();
  await page.getByRole('option').first().click();
  await tab.linkButton.click();
  await expect(tab.snackbar).toHaveText('Your changes to the Ad Linking are confirmed.');

  // The count goes up at the channel; under "only unlinked" the set is gone from the tree.
  await expect.poll(async () => (await tab.linkedAds(meta)).linked).toBe(before.linked + setAds.total);
  await expect(tab.row(setName)).toHaveCount(0);

  // Without the filter it is back, showing how it was linked; unlink after the confirmation.
  await tab.onlyUnlinked.uncheck();
  const linkedRow = tab.row(setName).first();
  await expect(linkedRow.getByText(/Manual · End card/)).toBeVisible();
  await linkedRow.locator('[data-field="name"]').click();
  await tab.unlinkButton.click();
  await expect(tab.confirmDialog).toContainText('Are you sure you want to Unlink this Asset Set?');
  await tab.confirmDialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(tab.snackbar).toHaveText('Your changes to the Ad Linking are confirmed.');
  await expect.poll(async () => (await tab.linkedAds(meta)).linked).toBe(before.linked);
});

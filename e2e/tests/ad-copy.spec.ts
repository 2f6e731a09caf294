import { expect, test } from '../fixtures/test';
import { DEMO_ADMIN } from '../fixtures/accounts';
import { AdCopyEditorPage } from '../pages/AdCopyEditorPage';
import { AdCopyListPage } from '../pages/AdCopyListPage';
import { ShellPage } from '../pages/ShellPage';

// 35 characters: over Google Ads' 30 for a headline, within Meta's 40.
const HEADLINE = 'Race through the galaxy, pilot now.';

test('a new copy with a 35-character headline warns for Google Ads only, is listed, filtered by status and deleted', async ({ page }) => {
  expect(HEADLINE).toHaveLength(35);
  const name = `Galaxy race ${Date.now().toString(36)}`;
  const list = new AdCopyListPage(page);
  const editor = new AdCopyEditorPage(page);
  const shell = new ShellPage(page, DEMO_ADMIN.name);

  await list.goto();
  // Space Runner has no concepts on any channel yet, so the editor counts for every network.
  await shell.selectApplication('Space Runner');
  await expect(list.row('Space Runner – speed')).toBeVisible();

  await list.addNewLink.click();
  await expect(editor.createHeading).toBeVisible();
  // Defaults (spec 2 §3) and an unchanged form cannot be saved.
  await expect(page.getByRole('textbox', { name: 'Theme' })).toHaveValue('General');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await expect(editor.saveButton).toBeDisabled();

  await editor.name.fill(`  ${name}  `);
  await editor.headline.fill(HEADLINE);
  await editor.body.fill('Dodge asteroids across 200 galaxies.');

  const google = editor.counter('Headline', 'google');
  const meta = editor.counter('Headline', 'meta');
  await expect(google).toHaveAttribute('data-state', 'warning');
  await expect(google).toHaveAccessibleName('Google Ads Headline: 35 of 30 characters, 5 over the limit');
  await expect(meta).toHaveAttribute('data-state', 'ok');
  await expect(meta).toHaveAccessibleName('Meta Headline: 35 of 40 characters');

  // Shortening the headline clears the warning as it is typed.
  await editor.headline.fill(HEADLINE.slice(0, 30));
  await expect(google).toHaveAttribute('data-state', 'ok');
  await editor.headline.fill(HEADLINE);
  await expect(google).toHaveAttribute('data-state', 'warning');

  await editor.saveButton.click();
  await expect(editor.editHeading).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/creative\/ad-copy\/adc[0-9a-z]+$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Ad copy created.' })).toBeVisible();
  await expect(editor.name).toHaveValue(name);
  await expect(editor.counter('Headline', 'google')).toHaveAttribute('data-state', 'warning');

  // Two saves in a row: the second goes from the version the first returned, not a stale one.
  const theme = page.getByRole('textbox', { name: 'Theme' });
  for (const value of ['Speed', 'Speed run']) {
    await theme.fill(value);
    await editor.saveButton.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ad copy saved.' })).toBeVisible();
    await expect(editor.saveButton).toBeDisabled();
  }
  await expect(page.getByRole('alert').filter({ hasText: 'changed by someone else' })).toHaveCount(0);

  await editor.cancelLink.click();
  await expect(list.heading).toBeVisible();
  const row = list.row(name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Active' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Speed run', exact: true })).toBeVisible();

  // Only proposed copies: ours (active) goes; with active as well, it is back.
  await list.toggleStatus('Proposed');
  await expect(row).toHaveCount(0);
  await list.toggleStatus('Active');
  await expect(row).toBeVisible();
  await list.toggleStatus('Proposed');

  // Deleting asks first; cancelling keeps the copy.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await list.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await list.deleteCopy(name);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: `“${name}” deleted.` })).toBeVisible();
});

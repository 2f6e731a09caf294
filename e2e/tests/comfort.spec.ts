import { expect, test, type Page } from '../fixtures/test';
import { DEMO_ADMIN } from '../fixtures/accounts';
import { createDemoConcept } from '../fixtures/demo-records';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';
import { ConceptsListPage } from '../pages/ConceptsListPage';
import { ShellPage } from '../pages/ShellPage';

/** The page's background as the browser paints it. */
function readBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

const LIGHT_BACKGROUND = 'rgb(246, 245, 250)';
const DARK_BACKGROUND = 'rgb(18, 16, 25)';

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system, is switched from the user menu and remembered after a reload', async ({ page }) => {
    const shell = new ShellPage(page, DEMO_ADMIN.name);
    const list = new ConceptsListPage(page);
    await list.goto();
    await expect.poll(() => readBackground(page)).toBe(DARK_BACKGROUND);

    await shell.userMenuButton.click();
    await expect(page.getByRole('menuitemradio', { name: 'Same as the system' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => readBackground(page)).toBe(LIGHT_BACKGROUND);

    await page.reload();
    await expect(list.heading).toBeVisible();
    await expect.poll(() => readBackground(page)).toBe(LIGHT_BACKGROUND);

    await shell.userMenuButton.click();
    await page.getByRole('menuitemradio', { name: 'Same as the system' }).click();
    await expect.poll(() => readBackground(page)).toBe(DARK_BACKGROUND);
  });
});

test('"/" focuses the concepts search, "?" lists the shortcuts, and neither fires while typing', async ({ page }) => {
  const list = new ConceptsListPage(page);
  await list.goto();
  await page.keyboard.press('/');
  await expect(list.quickSearch).toBeFocused();
  await page.keyboard.type('a/b?');
  await expect(list.quickSearch).toHaveValue('a/b?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

  await page.getByRole('heading', { level: 1, name: 'Creative Concepts' }).click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Save the open form');
  await expect(dialog).toContainText('Go to the search box');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('"/" focuses the ad copy search', async ({ page }) => {
  await page.goto('/demo/creative/ad-copy');
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Copy' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search name, headline and body' })).toBeFocused();
});

test('Ctrl+S saves the concept editor from inside a field', async ({ page }) => {
  const name = `Shortcut save ${Date.now().toString(36)}`;
  const concept = await createDemoConcept(page.request, name);
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.code, 'details');
  await expect(editor.heading(name)).toBeVisible();

  await editor.nameInput.fill(`${name} saved`);
  await editor.nameInput.press('Control+s');
  await expect(editor.snackbar).toContainText('saved');
  await expect(editor.heading(`${name} saved`)).toBeVisible();
  await page.reload();
  await expect(editor.nameInput).toHaveValue(`${name} saved`);
});

test('leaving the concept editor with unsaved changes asks first: nav link, Cancel; a saved form leaves freely', async ({ page }) => {
  const name = `Leave guard ${Date.now().toString(36)}`;
  const concept = await createDemoConcept(page.request, name);
  const editor = new ConceptEditorPage(page);
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await editor.goto(concept.code, 'details');
  await expect(editor.heading(name)).toBeVisible();

  // Nothing changed: the menu link leaves at once.
  await shell.menuLink('Creative Concepts').click();
  await expect(page).toHaveURL(/\/demo\/creative\/concepts$/);

  await editor.goto(concept.code, 'details');
  await editor.nameInput.fill(`${name} edited`);
  // Another tab of the same concept keeps the form: no question.
  await editor.tab('Files').click();
  await expect(leaveDialog).toHaveCount(0);
  await editor.tab('Details').click();
  await expect(editor.nameInput).toHaveValue(`${name} edited`);

  await shell.menuLink('Creative Concepts').click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(editor.nameInput).toHaveValue(`${name} edited`);

  await editor.cancelButton.click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/demo\/creative\/concepts$/);
});

test('closing or reloading the concept editor with unsaved changes gets the browser prompt', async ({ page }) => {
  const name = `Reload guard ${Date.now().toString(36)}`;
  const concept = await createDemoConcept(page.request, name);
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.code, 'details');
  await editor.nameInput.fill(`${name} edited`);
  // Chromium asks only after the user has typed on the page, which fill() did. Closing the tab with
  // its beforeunload handlers run is how Playwright shows the browser's own prompt.
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await dialog;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  // Staying keeps the tab and the edits.
  expect(page.isClosed()).toBe(false);
  await expect(editor.nameInput).toHaveValue(`${name} edited`);
});

test('the ad copy editor: Cancel asks, Ctrl+S creates without a question, a menu link asks again after an edit', async ({ page }) => {
  const name = `Shortcut copy ${Date.now().toString(36)}`;
  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await page.goto('/demo/creative/ad-copy/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Copy' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Headline' }).fill('Ten puzzles a day');
  const body = page.getByRole('textbox', { name: 'Body text' });
  await body.fill('Keyboard first.');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

  await body.press('Control+s');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Copy' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/creative\/ad-copy\/adc[0-9a-z]+$/);
  await expect(leaveDialog).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} edited`);
  await shell.menuLink('Ad Copy').click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Copy' })).toBeVisible();
});

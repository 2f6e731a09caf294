import { expect, test } from '../fixtures/test';
import { DEMO_VIEWER } from '../fixtures/accounts';
import { ShellPage } from '../pages/ShellPage';
import { SignInPage } from '../pages/SignInPage';

test.use({ storageState: { cookies: [], origins: [] } });

test('a viewer opening the new-concept page sees the no-access page', async ({ page }) => {
  await page.goto('/demo/creative/concepts/create');
  await expect(page).toHaveURL('/signin?next=%2Fdemo%2Fcreative%2Fconcepts%2Fcreate');
  await new SignInPage(page).signIn(DEMO_VIEWER);

  await expect(page).toHaveURL('/demo/creative/concepts/create');
  const shell = new ShellPage(page, DEMO_VIEWER.name);
  await expect(shell.heading("You don't have access to this page")).toBeVisible();

  // The menu leaves out what the viewer may not open, and the list offers no "Add concept".
  await expect(shell.menuLink('Creative Concepts')).toBeVisible();
  await expect(shell.menuLink('Creative Performance')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Creative Concepts' }).click();
  await expect(shell.heading('Creative Concepts')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add concept' })).toHaveCount(0);
});

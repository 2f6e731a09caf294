import { expect, test } from '../fixtures/test';
import { ConceptsListPage } from '../pages/ConceptsListPage';

/** Application UA settings: inheritance, a visibility condition, min/max, saving and re-inheriting. */
test('an administrator sets and re-inherits application settings', async ({ page }) => {
  const list = new ConceptsListPage(page);
  await list.goto();
  await page.getByRole('button', { name: 'Application settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Application settings' });
  const primaryStore = dialog.getByRole('combobox', { name: /^Primary store/ });
  const targetCpi = dialog
    .getByRole('spinbutton', { name: 'Target CPI (USD)' })
    .or(dialog.getByRole('textbox', { name: 'Target CPI (USD)' }));

  // Inherited: disabled, showing the inherited value; the conditional field is hidden.
  await expect(primaryStore).toHaveText('Google Play');
  await expect(primaryStore).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('textbox', { name: 'App Store ID' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  await dialog.getByRole('checkbox', { name: 'Inherit: Primary store' }).uncheck();
  await primaryStore.click();
  await page.getByRole('option', { name: 'App Store' }).click();
  await expect(dialog.getByRole('textbox', { name: 'App Store ID' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Inherit: App Store ID' }).uncheck();
  await dialog.getByRole('textbox', { name: 'App Store ID' }).fill('id123456');

  await dialog.getByRole('checkbox', { name: 'Inherit: Target CPI (USD)' }).uncheck();
  await targetCpi.fill('5000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Target CPI (USD) must be at most 1000.')).toBeVisible();

  await targetCpi.fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Saved: reopening shows the application's own values.
  await page.getByRole('button', { name: 'Application settings' }).click();
  await expect(primaryStore).toHaveText('App Store');
  await expect(targetCpi).toHaveValue('5');

  // Back to inherited.
  await dialog.getByRole('checkbox', { name: 'Inherit: Primary store' }).check();
  await dialog.getByRole('checkbox', { name: 'Inherit: Target CPI (USD)' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Application settings' }).click();
  await expect(primaryStore).toHaveText('Google Play');
});

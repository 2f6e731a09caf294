import { expect, test } from '../fixtures/test';
import { findDemoConceptByName } from '../fixtures/demo-records';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';

// The demo's TikTok EU account reports in EUR; the client's rates cover its last 90 days but one,
// 75 days before yesterday (server/src/seed/demo-currencies.ts).
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const GAP = dayBefore(76);

test('the demo’s EUR money is converted with the client’s rates, a day without a rate is named, and entering it completes the figures', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A concept with the EUR ad: its spend is converted, and says what from.
  const concept = await findDemoConceptByName(request, 'Core loop in 15 seconds');
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.internalId, 'analytics');
  await expect(page.getByText('Figures in USD')).toBeVisible();
  const ads = page.getByRole('table', { name: 'Per ad' });
  const euroRow = ads.getByRole('row', { name: /EU 9x16/ });
  await expect(euroRow).toContainText('tiktok');
  const spend = euroRow.getByRole('cell').nth(3).locator('span').first();
  // Hovered again if the table re-rendered under the pointer (figures arriving) before the tooltip opened.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await spend.hover();
    await expect(page.getByRole('tooltip')).toContainText(/Converted from €[\d,.]+ with each day's rate/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('missing-rates-notice')).toHaveCount(0);

  // Over 90 days one EUR day has no rate: named above the figures, and the money that includes it is empty.
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page.getByTestId('missing-rates-notice')).toContainText(`${GAP} EUR`);
  await expect(page.getByTestId('headline-Spend')).toHaveText('No rate');
  await expect(page.getByText(`No rate for ${GAP} EUR`)).toBeVisible();

  // The legend gives the definitions.
  await page.getByRole('button', { name: 'How these figures are computed' }).click();
  await expect(page.getByText('CPI = spend of the rows that report installs ÷ installs.')).toBeVisible();

  // Enter that day's rate in the application settings: the figures complete.
  await page.goto('/demo/creative/concepts');
  await page.getByRole('button', { name: 'Application settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Application settings' });
  await dialog.getByRole('tab', { name: 'Exchange rates' }).click();
  await expect(dialog.getByRole('table', { name: 'Exchange rates' })).toContainText('EUR');
  const form = dialog.getByRole('form', { name: 'Add a rate' });
  await form.getByLabel('Date').fill(GAP);
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await form.getByRole('textbox', { name: 'Rate in USD' }).fill('1.0831');
  await form.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog.getByText('Rate saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await editor.goto(concept.internalId, 'analytics');
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page.getByTestId('headline-Spend')).toHaveText(/^\$[\d,]+$/);
  await expect(page.getByTestId('missing-rates-notice')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { ReportsPage } from '../pages/ReportsPage';

// The sample reports live on example.com, which this machine cannot reach: answer for it, so the
// frame loads something instead of waiting on the network.
test.beforeEach(async ({ page }) => {
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Sample</title><p>Sample report</p>' }),
  );
});

test('lists the sample categories and shows a picked report in a sandboxed frame', async ({ page }) => {
  const reports = new ReportsPage(page);
  await reports.goto();
  // No application in the route (spec 1 §2): the no-application state offers the client's applications.
  await expect(page.getByRole('heading', { name: 'No application chosen' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Applications' })
    .getByRole('link', { name: /Puzzle Quest/ })
    .click();
  await expect(page).toHaveURL('/demo/creative/reports/puzzle-quest');
  await expect(reports.heading).toBeVisible();
  await expect(reports.category('Creative performance (sample)')).toBeVisible();
  await expect(reports.category('Production (sample)')).toBeVisible();
  await expect(page.getByText('Choose a report')).toBeVisible();

  await reports.report('Weekly creative overview').click();
  await expect(page).toHaveURL(/\/demo\/creative\/reports\/puzzle-quest\/rpt[a-z0-9]+$/);
  const frame = reports.frame('Weekly creative overview');
  await expect(frame).toHaveAttribute('src', 'https://example.com/?report=weekly-creative-overview');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');

  // The route's report is chosen again after a reload, once the categories have loaded.
  const reportUrl = page.url();
  await page.reload();
  await expect(reports.frame('Weekly creative overview')).toHaveAttribute('src', 'https://example.com/?report=weekly-creative-overview');
  await expect(page).toHaveURL(reportUrl);

  await reports.report('Delivery on time').click();
  await expect(reports.frame('Delivery on time')).toHaveAttribute('src', 'https://example.com/?report=delivery');
  await page.goBack();
  await expect(reports.frame('Weekly creative overview')).toBeVisible();

  await reports.closeReportButton.click();
  await expect(page).toHaveURL('/demo/creative/reports/puzzle-quest');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a report code that is not listed says so', async ({ page }) => {
  const reports = new ReportsPage(page);
  await reports.goto('/demo/creative/reports/puzzle-quest/rptunknown');
  await expect(page.getByText(/The report “rptunknown” is not among the reports of Puzzle Quest/)).toBeVisible();
});

import net from 'node:net';
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { PLATFORM_ADMIN } from '../fixtures/accounts';
import { runGraphQL, signInThroughApi } from '../fixtures/graphql';
import { ReportsPage } from '../pages/ReportsPage';

/** A port nothing listens on: taken from the system, then let go. */
async function findClosedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A report category of Puzzle Quest with one report at `url` (reports are administered by platform staff). */
async function createReportAt(staff: APIRequestContext, name: string, url: string) {
  const category = await runGraphQL<{ createGdsReportCategory: { code: string } }>(
    staff,
    `mutation ($name: String!) { createGdsReportCategory(clientCode: "demo", category: { name: $name, applicationCode: "puzzle-quest" }) { code } }`,
    { name },
  );
  const categoryCode = category.createGdsReportCategory.code;
  const report = await runGraphQL<{ createGdsReport: { code: string } }>(
    staff,
    'mutation ($category: String!, $url: String!) { createGdsReport(clientCode: "demo", categoryCode: $category, report: { name: "Closed port", url: $url }) { code } }',
    { category: categoryCode, url },
  );
  return { categoryCode, reportCode: report.createGdsReport.code };
}

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

test('a report whose address refuses the connection says so, although the frame "loads" the error page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signInThroughApi(staff, PLATFORM_ADMIN);
  const port = await findClosedPort();
  const { categoryCode, reportCode } = await createReportAt(
    staff,
    `Unreachable ${Date.now().toString(36)}`,
    `https://127.0.0.1:${port}/report`,
  );
  try {
    const reports = new ReportsPage(page);
    await reports.goto(`/demo/creative/reports/puzzle-quest/${reportCode}`);
    await expect(reports.frame('Closed port')).toBeVisible();
    const explanation = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
    await expect(explanation).toContainText(
      `The report at 127.0.0.1:${port} cannot be reached: nothing answers at that address (the connection was refused).`,
    );
    await expect(explanation.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', `https://127.0.0.1:${port}/report`);
  } finally {
    await runGraphQL(staff, 'mutation ($code: String!) { deleteGdsReportCategory(clientCode: "demo", categoryCode: $code) }', {
      code: categoryCode,
    });
    await staff.dispose();
  }
});

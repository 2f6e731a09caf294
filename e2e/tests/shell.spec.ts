import { expect, test } from '../fixtures/test';
import { CLIENT_WITHOUT_APPLICATIONS, DEMO_ADMIN, DEMO_CLIENT, SECOND_CLIENT } from '../fixtures/accounts';
import { ShellPage } from '../pages/ShellPage';

const [puzzleQuest, spaceRunner] = DEMO_CLIENT.applications;

test('switching the application moves the Analytics link and the reports address with it', async ({ page }) => {
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await page.goto('/demo/creative/concepts');
  await expect(shell.applicationSwitcher).toHaveText(puzzleQuest.name);
  await expect(shell.menuLink('Analytics')).toHaveAttribute('href', `/demo/creative/reports/${puzzleQuest.code}`);

  await shell.selectApplication(spaceRunner.name);

  await expect(shell.applicationSwitcher).toHaveText(spaceRunner.name);
  await expect(shell.menuLink('Analytics')).toHaveAttribute('href', `/demo/creative/reports/${spaceRunner.code}`);
  await expect(shell.menuLink('Creative Performance')).toHaveAttribute(
    'href',
    `/demo/creative/platform-dash/${spaceRunner.code}/creative-perf`,
  );

  await shell.menuLink('Analytics').click();
  await expect(page).toHaveURL(`/demo/creative/reports/${spaceRunner.code}`);
  await expect(shell.heading('Analytics')).toBeVisible();

  await shell.selectApplication(puzzleQuest.name);
  await expect(page).toHaveURL(`/demo/creative/reports/${puzzleQuest.code}`);

  // The choice is kept per client across a reload.
  await page.goto('/demo/creative/concepts');
  await expect(shell.applicationSwitcher).toHaveText(puzzleQuest.name);
});

test('switching the client opens the same section under the other client', async ({ page }) => {
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await page.goto('/demo/creative/ad-copy');
  await expect(shell.heading('Ad Copy')).toBeVisible();

  await shell.selectClient(SECOND_CLIENT.name);

  await expect(page).toHaveURL(`/${SECOND_CLIENT.code}/creative/ad-copy`);
  await expect(shell.clientSwitcher).toHaveText(SECOND_CLIENT.name);
  await expect(shell.applicationSwitcher).toHaveText(SECOND_CLIENT.applications[0].name);

  await shell.menuLink('Creative Concepts').click();
  await expect(page).toHaveURL(`/${SECOND_CLIENT.code}/creative/concepts`);
  await shell.selectClient(DEMO_CLIENT.name);
  await expect(page).toHaveURL('/demo/creative/concepts');
});

test('a client without applications says so instead of showing the creative menu', async ({ page }) => {
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await page.goto(`/${CLIENT_WITHOUT_APPLICATIONS.code}/creative/concepts`);

  await expect(
    page.getByText('This client has no applications yet. Please check your account configuration or contact your administrator.'),
  ).toBeVisible();
  await expect(shell.clientSwitcher).toHaveText(CLIENT_WITHOUT_APPLICATIONS.name);
  await expect(shell.menu).toHaveCount(0);
});

test('a client the user cannot see shows "not found or no access"', async ({ page }) => {
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await page.goto('/no-such-client/creative/concepts');

  await expect(shell.heading('Client not found or no access')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my work' }).click();
  await expect(page).toHaveURL(/\/(demo|northwind)\/creative\/concepts$/);
});

test('the creative area root and unknown paths under it open the concepts list', async ({ page }) => {
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await page.goto('/demo/creative');
  await expect(page).toHaveURL('/demo/creative/concepts');

  await page.goto('/demo/creative/no/such/page');
  await expect(page).toHaveURL('/demo/creative/concepts');
  await expect(shell.heading('Creative Concepts')).toBeVisible();
});

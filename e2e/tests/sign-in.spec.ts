import { expect, test } from '../fixtures/test';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_DESIGNER } from '../fixtures/accounts';
import { ShellPage } from '../pages/ShellPage';
import { SignInPage } from '../pages/SignInPage';

test.use({ storageState: { cookies: [], origins: [] } });

test('the demo administrator signs in at / and lands on the concepts of Demo Games', async ({ page }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto('/');
  await expect(page).toHaveURL('/signin');

  await signInPage.signIn(DEMO_ADMIN);

  await expect(page).toHaveURL('/demo/creative/concepts');
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await expect(shell.heading('Creative Concepts')).toBeVisible();
  for (const entry of ['Creative Concepts', 'Creative Performance', 'Ad Copy', 'Analytics'] as const) {
    await expect(shell.menuLink(entry)).toBeVisible();
  }
  await expect(shell.clientSwitcher).toHaveText(DEMO_CLIENT.name);
  await expect(shell.applicationSwitcher).toHaveText(DEMO_CLIENT.applications[0].name);
  await expect(shell.userMenuButton).toBeVisible();
});

test("a wrong password shows the server's message and keeps the user on the sign-in page", async ({ page }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto();

  await signInPage.signIn({ email: DEMO_DESIGNER.email, password: 'not-the-password' });

  await expect(signInPage.errorAlert).toHaveText('Incorrect e-mail address or password.');
  await expect(page).toHaveURL('/signin');
  await expect(signInPage.submitButton).toBeEnabled();
});

test('a protected address asks for a sign-in and then opens that address', async ({ page }) => {
  await page.goto('/demo/creative/reports/space-runner');
  await expect(page).toHaveURL('/signin?next=%2Fdemo%2Fcreative%2Freports%2Fspace-runner');

  await new SignInPage(page).signIn(DEMO_ADMIN);

  await expect(page).toHaveURL('/demo/creative/reports/space-runner');
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await expect(shell.heading('Analytics')).toBeVisible();
  await expect(shell.applicationSwitcher).toHaveText('Space Runner');
});

test('a next parameter pointing off the site is ignored', async ({ page }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto('/signin?next=https%3A%2F%2Fexample.com%2F');

  await signInPage.signIn(DEMO_ADMIN);

  await expect(page).toHaveURL('/demo/creative/concepts');
});

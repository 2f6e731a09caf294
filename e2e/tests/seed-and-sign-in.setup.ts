import { expect, test as setup } from '@playwright/test';
import { DEMO_ADMIN } from '../fixtures/accounts';
import { DEMO_ADMIN_STATE } from '../fixtures/environment';
import { seedClients } from '../fixtures/seed';
import { ShellPage } from '../pages/ShellPage';
import { SignInPage } from '../pages/SignInPage';

setup('seed clients through the API and sign in as the demo administrator', async ({ page, request }) => {
  await seedClients(request);

  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(DEMO_ADMIN);
  await expect(page).toHaveURL('/demo/creative/concepts');
  await expect(new ShellPage(page, DEMO_ADMIN.name).heading('Creative Concepts')).toBeVisible();

  await page.context().storageState({ path: DEMO_ADMIN_STATE });
});

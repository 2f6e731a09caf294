import { expect, test } from '../fixtures/test';
import { DEMO_ADMIN, PASSWORD_CHANGER } from '../fixtures/accounts';
import { ShellPage } from '../pages/ShellPage';
import { SignInPage } from '../pages/SignInPage';

test("a wrong current password shows the server's message in the dialog", async ({ page }) => {
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await page.goto('/demo/creative/concepts');

  await shell.changePassword('not-my-password', 'a-brand-new-password');

  await expect(shell.changePasswordDialog.getByRole('alert')).toHaveText('The current password is not correct.');
  await shell.changePasswordDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(shell.changePasswordDialog).toHaveCount(0);
});

test.describe('a user of their own', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('changes the password and signs in with the new one', async ({ page }) => {
    const newPassword = 'pat-second-password';
    const signInPage = new SignInPage(page);
    await signInPage.goto();
    await signInPage.signIn(PASSWORD_CHANGER);
    const shell = new ShellPage(page, PASSWORD_CHANGER.name);
    await expect(shell.heading('Creative Concepts')).toBeVisible();

    await shell.changePassword(PASSWORD_CHANGER.password, newPassword);

    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await shell.signOut();
    await signInPage.signIn({ email: PASSWORD_CHANGER.email, password: PASSWORD_CHANGER.password });
    await expect(signInPage.errorAlert).toHaveText('Incorrect e-mail address or password.');
    await signInPage.signIn({ email: PASSWORD_CHANGER.email, password: newPassword });
    await expect(shell.heading('Creative Concepts')).toBeVisible();
  });
});

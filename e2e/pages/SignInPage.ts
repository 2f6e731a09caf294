import type { Locator, Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';

export class SignInPage {
  readonly heading: Locator;
  readonly emailInput: Locator;
  readonly passwordInput: Locator;
  readonly submitButton: Locator;
  readonly errorAlert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.emailInput = page.getByLabel('E-mail address');
    this.passwordInput = page.getByLabel('Password', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Sign in', exact: true });
    this.errorAlert = page.getByRole('alert');
  }

  async goto(path = '/signin') {
    await this.page.goto(path);
  }

  async signIn(account: Pick<Account, 'email' | 'password'>) {
    await this.emailInput.fill(account.email);
    await this.passwordInput.fill(account.password);
    await this.submitButton.click();
  }
}

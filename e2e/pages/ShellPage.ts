import type { Locator, Page } from '@playwright/test';

export type MenuEntry = 'Creative Concepts' | 'Creative Performance' | 'Ad Copy' | 'Analytics';

/** The signed-in frame: app bar with switchers and user menu, creative menu, page heading. */
export class ShellPage {
  readonly appBar: Locator;
  readonly clientSwitcher: Locator;
  readonly applicationSwitcher: Locator;
  readonly menu: Locator;
  readonly userMenuButton: Locator;
  readonly changePasswordDialog: Locator;

  constructor(
    readonly page: Page,
    /** The signed-in user's name, as the user menu button shows it. */
    userName: string,
  ) {
    this.appBar = page.getByRole('banner');
    this.clientSwitcher = page.getByRole('combobox', { name: 'Client' });
    this.applicationSwitcher = page.getByRole('combobox', { name: 'Application' });
    this.menu = page.getByRole('navigation', { name: 'Creative menu' });
    this.userMenuButton = this.appBar.getByRole('button', { name: userName });
    this.changePasswordDialog = page.getByRole('dialog', { name: 'Change password' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  menuLink(name: MenuEntry): Locator {
    return this.menu.getByRole('link', { name });
  }

  async selectClient(name: string) {
    await this.clientSwitcher.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async selectApplication(name: string) {
    await this.applicationSwitcher.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async signOut() {
    await this.userMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  async changePassword(currentPassword: string, newPassword: string) {
    await this.userMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = this.changePasswordDialog;
    await dialog.getByLabel('Current password', { exact: true }).fill(currentPassword);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
  }
}

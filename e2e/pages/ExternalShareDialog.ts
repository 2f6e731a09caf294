import type { Locator, Page } from '@playwright/test';

/** The concept editor's Share action and its dialog: make a link, copy it, list and revoke links. */
export class ExternalShareDialog {
  readonly shareButton: Locator;
  readonly dialog: Locator;
  readonly expirySelect: Locator;
  readonly passwordInput: Locator;
  readonly allowDownloads: Locator;
  readonly createButton: Locator;
  readonly linkInput: Locator;
  readonly copyButton: Locator;
  readonly links: Locator;
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.shareButton = page.getByRole('button', { name: 'Share', exact: true });
    this.dialog = page.getByRole('dialog', { name: /^Share / });
    this.expirySelect = this.dialog.getByRole('combobox', { name: 'Link expires after' });
    this.passwordInput = this.dialog.getByLabel('Password (optional)');
    this.allowDownloads = this.dialog.getByRole('switch', { name: 'Allow downloading the creatives' });
    this.createButton = this.dialog.getByRole('button', { name: 'Create link' });
    this.linkInput = this.dialog.getByRole('textbox', { name: 'Share link' });
    this.copyButton = this.dialog.getByRole('alert').getByRole('button', { name: /Copy link|Copied/ });
    this.links = this.dialog.getByRole('table', { name: 'Links of this concept' });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close', exact: true });
  }

  linkRow(index: number): Locator {
    return this.links.getByRole('row').nth(index + 1);
  }

  async revoke(index: number) {
    await this.linkRow(index).getByRole('button', { name: 'Revoke' }).click();
    await this.page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke link' }).click();
  }
}

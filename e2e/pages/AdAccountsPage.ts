import type { Locator, Page } from '@playwright/test';

/** The Ad accounts page (/demo/creative/ad-accounts) and its metrics import dialog. */
export class AdAccountsPage {
  readonly heading: Locator;
  readonly importMetricsButton: Locator;
  readonly metricsDialog: Locator;
  readonly chooseFileButton: Locator;
  readonly previewSummary: Locator;
  readonly previewRows: Locator;
  readonly snackbar: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Ad accounts' });
    this.importMetricsButton = page.getByRole('button', { name: 'Import metrics (CSV)' });
    this.metricsDialog = page.getByRole('dialog', { name: 'Import metrics (CSV)' });
    this.chooseFileButton = this.metricsDialog.getByText('Choose CSV file');
    this.previewSummary = this.metricsDialog.getByRole('status');
    this.previewRows = this.metricsDialog.getByRole('table', { name: 'Rows of the file' });
    this.snackbar = page.locator('.MuiSnackbar-root').getByRole('alert');
  }

  async goto() {
    await this.page.goto('/demo/creative/ad-accounts');
  }

  confirmButton(rows: number): Locator {
    return this.metricsDialog.getByRole('button', { name: `Import ${rows} rows` });
  }

  /** Chooses a file through the browser's file chooser, as a user would. */
  async chooseCsv(name: string, content: string) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.chooseFileButton.click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  }
}

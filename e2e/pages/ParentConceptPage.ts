import type { Locator, Page } from '@playwright/test';

/** The parent concept layout: form, variants with their approval buttons, history. */
export class ParentConceptPage {
  readonly approveAllButton: Locator;
  readonly rejectAllButton: Locator;
  readonly variantsGrid: Locator;
  readonly historyTable: Locator;
  readonly addCommentButton: Locator;
  readonly snackbar: Locator;

  constructor(readonly page: Page) {
    this.approveAllButton = page.getByRole('button', { name: 'Approve all' });
    this.rejectAllButton = page.getByRole('button', { name: 'Reject all' });
    this.variantsGrid = page.getByRole('grid', { name: /^Variants of / });
    this.historyTable = page.getByRole('table', { name: 'History' });
    this.addCommentButton = page.getByRole('button', { name: 'Add comment' });
    this.snackbar = page.locator('.MuiSnackbar-root').getByRole('alert');
  }

  async goto(parentCode: string) {
    await this.page.goto(`/demo/creative/concepts/parent/${parentCode}`);
  }

  /** Approve all asks first: its button, then the confirmation's. */
  async approveAll() {
    await this.approveAllButton.click();
    await this.page.getByRole('dialog', { name: 'Approve all variants?' }).getByRole('button', { name: 'Approve all' }).click();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  approveButton(variantName: string): Locator {
    return this.page.getByRole('button', { name: `Approve ${variantName}`, exact: true });
  }

  rejectButton(variantName: string): Locator {
    return this.page.getByRole('button', { name: `Reject ${variantName}`, exact: true });
  }

  variantRow(variantName: string): Locator {
    return this.variantsGrid.getByRole('row').filter({ has: this.page.getByRole('link', { name: variantName, exact: true }) });
  }
}

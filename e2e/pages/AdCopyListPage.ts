import { expect, type Locator, type Page } from '@playwright/test';

/** /{client}/creative/ad-copy: header actions, filters and the grid. */
export class AdCopyListPage {
  readonly heading: Locator;
  readonly addNewLink: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly grid: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Ad Copy' });
    this.addNewLink = page.getByRole('link', { name: 'Add New Copy' });
    this.search = page.getByRole('searchbox', { name: 'Search name, headline and body' });
    this.statusFilter = page.getByRole('group', { name: 'Status' });
    this.grid = page.getByRole('grid', { name: 'Ad copy' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete ad copy?' });
  }

  async goto(clientCode = 'demo') {
    await this.page.goto(`/${clientCode}/creative/ad-copy`);
    await expect(this.heading).toBeVisible();
  }

  /** The grid row of a copy, by its name. */
  row(name: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** Turns one status toggle on or off. */
  async toggleStatus(label: 'Proposed' | 'Approved' | 'Active' | 'Inactive') {
    await this.statusFilter.getByRole('button', { name: label, exact: true }).click();
  }

  async deleteCopy(name: string) {
    await this.row(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(this.deleteDialog).toContainText(name);
    await this.deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.deleteDialog).toBeHidden();
  }
}

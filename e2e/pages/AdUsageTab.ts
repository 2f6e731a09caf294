import type { Locator, Page } from '@playwright/test';

/** The concept editor's Ad Usage tab: the tree grid, its filter and the link panel. */
export class AdUsageTab {
  readonly grid: Locator;
  readonly onlyUnlinked: Locator;
  readonly panel: Locator;
  readonly assetsInput: Locator;
  readonly adCopyInput: Locator;
  readonly endCard: Locator;
  readonly linkButton: Locator;
  readonly unlinkButton: Locator;
  readonly confirmDialog: Locator;
  readonly snackbar: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Ad linkage tree' });
    this.onlyUnlinked = page.getByRole('switch', { name: 'Only unlinked' });
    this.panel = page.getByRole('region', { name: 'Link asset set' });
    this.assetsInput = this.panel.getByRole('combobox', { name: 'Assets' });
    this.adCopyInput = this.panel.getByRole('combobox', { name: 'Ad copy (optional)' });
    this.endCard = this.panel.getByRole('checkbox', { name: 'End card' });
    this.linkButton = this.panel.getByRole('button', { name: 'Link', exact: true });
    this.unlinkButton = this.panel.getByRole('button', { name: 'Unlink', exact: true });
    this.confirmDialog = page.getByRole('dialog');
    this.snackbar = page.locator('.MuiSnackbar-root').getByRole('alert');
  }

  row(name: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The first row of a level (channel, campaign, subCampaign, assetSet) in the grid's order. */
  firstOfLevel(level: 'channel' | 'campaign' | 'subCampaign' | 'assetSet'): Locator {
    return this.grid.locator(`.ad-linkage-row--${level}`).first();
  }

  expandButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^Expand / });
  }

  /** A row's "linked of total" ads. */
  async linkedAds(row: Locator): Promise<{ linked: number; total: number }> {
    const text = (await row.getByText(/^\d+ of \d+$/).textContent()) ?? '';
    const [, linked, total] = /^(\d+) of (\d+)$/.exec(text.trim()) ?? [];
    return { linked: Number(linked), total: Number(total) };
  }
}

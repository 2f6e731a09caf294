import type { Locator, Page } from '@playwright/test';

/** The borderless reports page: categories with their reports, and the chosen report's frame. */
export class ReportsPage {
  readonly heading: Locator;
  readonly categories: Locator;
  readonly closeReportButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Analytics' });
    this.categories = page.getByRole('navigation', { name: 'Report categories' });
    this.closeReportButton = page.getByRole('button', { name: 'Close report' });
  }

  async goto(path = '/demo/creative/reports') {
    await this.page.goto(path);
  }

  /** A category's heading (its reports follow it as buttons). */
  category(name: string): Locator {
    return this.categories.getByRole('heading', { level: 2, name });
  }

  report(name: string): Locator {
    return this.categories.getByRole('button', { name, exact: true });
  }

  frame(reportName: string): Locator {
    return this.page.locator('iframe').and(this.page.getByTitle(reportName, { exact: true }));
  }
}

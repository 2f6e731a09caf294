import { expect, type Locator, type Page } from '@playwright/test';
import { FolderTree } from './FolderTree';

/** /{client}/creative/concepts: header, search panel, grid and the folder panel. */
export class ConceptsListPage {
  readonly heading: Locator;
  readonly addConceptLink: Locator;
  readonly preferencesButton: Locator;
  readonly quickSearch: Locator;
  readonly filterToggle: Locator;
  readonly grid: Locator;
  readonly folders: FolderTree;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Creative Concepts' });
    this.addConceptLink = page.getByRole('link', { name: 'Add concept' });
    this.preferencesButton = page.getByRole('button', { name: 'Grid preferences' });
    this.quickSearch = page.getByRole('searchbox', { name: 'Search concepts by name or ID' });
    this.filterToggle = page.getByRole('button', { name: 'Filter and search' });
    this.grid = page.getByRole('grid', { name: 'Concepts' });
    this.folders = new FolderTree(page);
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete concept' });
  }

  async goto(clientCode = 'demo') {
    await this.page.goto(`/${clientCode}/creative/concepts`);
    await expect(this.heading).toBeVisible();
  }

  /** The grid row of a concept, by its name. */
  row(name: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  condition(position: number): Locator {
    return this.page.getByRole('group', { name: `Condition ${position}` });
  }

  async openQueryBuilder() {
    if ((await this.filterToggle.getAttribute('aria-expanded')) !== 'true') await this.filterToggle.click();
    await expect(this.condition(1)).toBeVisible();
  }

  /** Sets the first query-builder row to "<field> <operator> <text>". */
  async searchWithBuilder(field: string, operator: string, text: string) {
    await this.openQueryBuilder();
    const row = this.condition(1);
    await row.getByLabel('Field').click();
    await this.page.getByRole('option', { name: field, exact: true }).click();
    await row.getByLabel('Operator').click();
    await this.page.getByRole('option', { name: operator, exact: true }).click();
    await row.getByLabel('Value').fill(text);
  }

  async openRowMenu(name: string) {
    await this.row(name)
      .getByRole('button', { name: `More actions for ${name}` })
      .click();
  }

  async deleteConcept(name: string, comment: string) {
    await this.openRowMenu(name);
    await this.page.getByRole('menuitem', { name: 'Delete' }).click();
    await this.deleteDialog.getByLabel('Comment').fill(comment);
    await this.deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.deleteDialog).toBeHidden();
  }
}

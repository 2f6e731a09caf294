import type { Locator, Page } from '@playwright/test';

export type EditorTabName = 'Details' | 'Assets' | 'Variants' | 'Actions' | 'Files' | 'Ad Usage' | 'Analytics';

/** The concept editor and its create route: header, tabs, details form, creative settings, variants tab. */
export class ConceptEditorPage {
  readonly tabs: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly createButton: Locator;
  readonly moreActionsButton: Locator;
  readonly nameInput: Locator;
  readonly briefDocumentInput: Locator;
  readonly formAlert: Locator;
  readonly snackbar: Locator;
  readonly confirmDialog: Locator;
  readonly addVariantLink: Locator;
  readonly variantsGrid: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Concept sections' });
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.cancelButton = page.getByRole('button', { name: 'Cancel', exact: true });
    this.createButton = page.getByRole('button', { name: 'Create concept' });
    this.moreActionsButton = page.getByRole('button', { name: 'More concept actions' });
    this.nameInput = page.getByRole('textbox', { name: 'Name' });
    this.briefDocumentInput = page.getByRole('textbox', { name: 'Brief document' });
    this.formAlert = page.getByRole('main').getByRole('alert');
    this.snackbar = page.locator('.MuiSnackbar-root').getByRole('alert');
    this.confirmDialog = page.getByRole('dialog');
    this.addVariantLink = page.getByRole('link', { name: 'Add variant' });
    this.variantsGrid = page.getByRole('grid', { name: /^Variants of / });
  }

  async goto(internalIdOrCode: string, tab?: string) {
    await this.page.goto(`/demo/creative/concepts/${internalIdOrCode}${tab ? `?tab=${tab}` : ''}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  tab(name: EditorTabName): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  fieldError(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }

  async chooseMenuAction(name: string) {
    await this.moreActionsButton.click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async confirm(buttonName: string) {
    await this.confirmDialog.getByRole('button', { name: buttonName }).click();
  }

  variantRow(name: string): Locator {
    return this.variantsGrid.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}

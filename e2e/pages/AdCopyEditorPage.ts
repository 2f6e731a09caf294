import type { Locator, Page } from '@playwright/test';

type CounterField = 'Headline' | 'Body text' | 'Description';

/** /{client}/creative/ad-copy/create and /{client}/creative/ad-copy/{code}. */
export class AdCopyEditorPage {
  readonly createHeading: Locator;
  readonly editHeading: Locator;
  readonly name: Locator;
  readonly headline: Locator;
  readonly body: Locator;
  readonly saveButton: Locator;
  readonly cancelLink: Locator;

  constructor(readonly page: Page) {
    this.createHeading = page.getByRole('heading', { level: 1, name: 'Add New Copy' });
    this.editHeading = page.getByRole('heading', { level: 1, name: 'Edit Copy' });
    this.name = page.getByRole('textbox', { name: 'Name' });
    this.headline = page.getByRole('textbox', { name: 'Headline' });
    this.body = page.getByRole('textbox', { name: 'Body text' });
    this.saveButton = page.getByRole('button', { name: 'Save' });
    this.cancelLink = page.getByRole('link', { name: 'Cancel' });
  }

  /** The live counter of one network under one field (its accessible name starts with the network and field label). */
  counter(field: CounterField, network: string): Locator {
    return this.page.getByRole('group', { name: `Length by network for ${field}` }).locator(`[data-network="${network}"]`);
  }
}

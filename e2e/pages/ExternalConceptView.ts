import type { Locator, Page } from '@playwright/test';

/** The public shared-concept view as a visitor sees it (spec 2 §2.10), and its password step. */
export class ExternalConceptView {
  readonly passwordInput: Locator;
  readonly openButton: Locator;
  readonly downloadLink: Locator;
  readonly gallery: Locator;
  /** The reviewer's viewer showing the gallery's chosen file. */
  readonly viewer: Locator;
  readonly lifeCycle: Locator;
  readonly currentLifeCycleStep: Locator;

  constructor(readonly page: Page) {
    this.passwordInput = page.getByLabel('Password', { exact: true });
    this.openButton = page.getByRole('button', { name: 'Open', exact: true });
    this.downloadLink = page.getByRole('link', { name: 'Download creatives' });
    this.gallery = page.getByRole('list', { name: 'Media' });
    this.viewer = page.getByTestId('asset-viewer');
    this.lifeCycle = page.getByRole('group', { name: 'Lifecycle' });
    this.currentLifeCycleStep = page.getByTestId('shared-lifecycle-current');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** A read-only field's value by its label (Status, Use, Purpose, Creative lead, Description). */
  field(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  galleryItem(name: string): Locator {
    return this.gallery.getByRole('listitem', { name });
  }

  /** Shows a file of the gallery in the viewer. */
  async show(name: string) {
    await this.galleryItem(name).getByRole('button', { name }).click();
  }

  async unlock(password: string) {
    await this.passwordInput.fill(password);
    await this.openButton.click();
  }
}

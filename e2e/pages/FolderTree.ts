import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A folder row by its folder's name. The row's accessible name is the name and, when it shows one,
 * its count in words ("Key art, 12 concepts"): the name holds all the row's visible text.
 */
export function folderRowName(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}(, \\d+ (concepts?|assets?))?$`);
}

/** The folder panel of the concepts list: quick views, the folder tree, its dialogs. */
export class FolderTree {
  readonly panel: Locator;
  readonly tree: Locator;
  readonly quickViews: Locator;
  readonly addFolderButton: Locator;
  readonly showInactiveSwitch: Locator;
  readonly folderDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('complementary', { name: 'Folders' });
    this.tree = this.panel.getByRole('tree', { name: 'Folders', exact: true });
    this.quickViews = this.panel.getByRole('tree', { name: 'Quick views' });
    this.addFolderButton = this.panel.getByRole('button', { name: 'Add folder', exact: true });
    this.showInactiveSwitch = this.panel.getByLabel('Show Inactive');
    this.folderDialog = page.getByRole('dialog', { name: /^(New|Edit) folder$/ });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete folder' });
  }

  folder(name: string): Locator {
    return this.tree.getByRole('treeitem', { name: folderRowName(name) });
  }

  quickView(name: string): Locator {
    return this.quickViews.getByRole('treeitem', { name: folderRowName(name) });
  }

  /** Every action icon of every folder (add sub-folder, edit, delete). */
  actionButtons(): Locator {
    return this.tree.getByRole('button', { name: /^(Add sub-folder to|Edit|Delete) / });
  }

  async expand(name: string) {
    const folder = this.folder(name);
    if ((await folder.getAttribute('aria-expanded')) !== 'true') {
      await folder.getByRole('button', { name: `Expand ${name}` }).click();
    }
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
  }

  /** Opens a folder in another tree, such as the folder picker dialog's. */
  async expandIn(container: Locator, name: string) {
    const folder = container.getByRole('treeitem', { name: folderRowName(name) });
    await folder.getByRole('button', { name: `Expand ${name}` }).click();
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
  }

  async select(name: string) {
    await this.folder(name).click();
    await expect(this.folder(name)).toHaveAttribute('aria-selected', 'true');
  }

  async createTopLevelFolder(name: string) {
    await this.addFolderButton.click();
    await this.fillFolderDialog(name);
  }

  async createSubfolder(parentName: string, name: string) {
    await this.folder(parentName).hover();
    await this.folder(parentName)
      .getByRole('button', { name: `Add sub-folder to ${parentName}` })
      .click();
    await this.fillFolderDialog(name);
  }

  async deleteFolder(name: string) {
    await this.folder(name).hover();
    await this.folder(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await this.deleteDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.deleteDialog).toBeHidden();
  }

  /** Drags a folder onto the middle of another, which drops it inside. */
  async dragInto(sourceName: string, targetName: string) {
    const source = this.folder(sourceName);
    const target = this.folder(targetName);
    await source.hover();
    await this.page.mouse.down();
    const box = await target.boundingBox();
    if (!box) throw new Error(`Folder ${targetName} is not on screen`);
    // Several steps, so the drag library sees the pointer travel and hover the target.
    await this.page.mouse.move(box.x + box.width / 3, box.y + box.height / 2, { steps: 12 });
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await this.page.mouse.up();
  }

  private async fillFolderDialog(name: string) {
    await expect(this.folderDialog).toBeVisible();
    await this.folderDialog.getByLabel('Name').fill(name);
    await this.folderDialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.folderDialog).toBeHidden();
  }
}

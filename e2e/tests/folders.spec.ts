import { expect, test, type APIRequestContext } from '../fixtures/test';
import { runGraphQL } from '../fixtures/graphql';
import { ConceptsListPage } from '../pages/ConceptsListPage';

// The folder panel sits beside the grid from 1440 px (below, it lies over the grid on request: layout.spec.ts).
test.use({ viewport: { width: 1440, height: 900 } });

async function createFolder(request: APIRequestContext, name: string, options: { status?: string; parentCode?: string } = {}) {
  const data = await runGraphQL<{ createCreativeNode: { code: string } }>(
    request,
    `mutation Seed($node: CreativeNodeInput!) {
      createCreativeNode(applicationCode: "puzzle-quest", clientCode: "demo", node: $node) { code }
    }`,
    {
      node: {
        name,
        status: options.status ?? 'active',
        ...(options.parentCode ? { parentCreativeNode: { code: options.parentCode } } : {}),
      },
    },
  );
  return data.createCreativeNode.code;
}

test('a folder dragged into another stays there after a reload', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const source = `Drag me ${suffix}`;
  const target = `Drop here ${suffix}`;
  await createFolder(page.request, target);
  await createFolder(page.request, source);
  const list = new ConceptsListPage(page);
  await list.goto();
  const folders = list.folders;
  await expect(folders.folder(source)).toHaveAttribute('aria-level', '1');

  await folders.dragInto(source, target);

  // The target opens to show its new sub-folder, which is one level down.
  await expect(folders.folder(source)).toHaveAttribute('aria-level', '2');
  await expect(folders.folder(target)).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await folders.expand(target);
  await expect(folders.folder(source)).toHaveAttribute('aria-level', '2');
});

test('sub-folders are made from a folder row; deleting the selected folder clears the selection', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const parent = `Season ${suffix}`;
  const child = `Week 1 ${suffix}`;
  await createFolder(page.request, parent);
  const list = new ConceptsListPage(page);
  await list.goto();
  const folders = list.folders;

  await folders.createSubfolder(parent, child);
  await folders.expand(parent);
  await expect(folders.folder(child)).toHaveAttribute('aria-level', '2');

  await folders.select(child);
  await expect(list.addConceptLink).toHaveAttribute('href', /\/demo\/creative\/concepts\/create\?node=nod/);
  await folders.deleteFolder(child);
  await expect(folders.folder(child)).toHaveCount(0);
  // Nothing selected any more: every concept shows and Add concept names no folder.
  await expect(folders.tree.getByRole('treeitem', { selected: true })).toHaveCount(0);
  await expect(list.addConceptLink).toHaveAttribute('href', '/demo/creative/concepts/create');
  const { applicationCreativeConcepts } = await runGraphQL<{ applicationCreativeConcepts: { totalItemCount: number } }>(
    page.request,
    `query { applicationCreativeConcepts(clientCode: "demo", applicationCode: "puzzle-quest") { totalItemCount } }`,
  );
  await expect(page.getByText(`${applicationCreativeConcepts.totalItemCount} concepts`, { exact: true })).toBeVisible();
});

test('inactive folders show only with Show Inactive, which is remembered', async ({ page }) => {
  const name = `Archived ${Date.now().toString(36)}`;
  await createFolder(page.request, name, { status: 'inactive' });
  const list = new ConceptsListPage(page);
  await list.goto();
  await expect(list.folders.folder('Experiments')).toBeVisible();
  await expect(list.folders.folder(name)).toHaveCount(0);

  await list.folders.showInactiveSwitch.check();
  await expect(list.folders.folder(name)).toBeVisible();
  await page.reload();
  await expect(list.folders.showInactiveSwitch).toBeChecked();
  await expect(list.folders.folder(name)).toBeVisible();
});

test('a quick view applies its filter to the list', async ({ page }) => {
  const list = new ConceptsListPage(page);
  await list.goto();
  await list.folders.quickView('Quick views').getByRole('button', { name: 'Expand Quick views' }).click();
  await list.folders.quickView('Pending approval').click();
  await expect(list.folders.quickView('Pending approval')).toHaveAttribute('aria-selected', 'true');
  await expect(list.row('Countdown timer offer')).toBeVisible();
  await expect(list.row('Boss fight teaser')).toHaveCount(0);
});

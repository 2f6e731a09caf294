import { expect, test, type APIRequestContext } from '../fixtures/test';
import { DEMO_VIEWER } from '../fixtures/accounts';
import { runGraphQL } from '../fixtures/graphql';
import { ConceptsListPage } from '../pages/ConceptsListPage';
import { folderRowName } from '../pages/FolderTree';
import { SignInPage } from '../pages/SignInPage';

// The folder panel sits beside the grid from 1440 px (below, it lies over the grid on request: layout.spec.ts).
test.use({ viewport: { width: 1440, height: 900 } });

interface FolderNode {
  code: string;
  name: string;
  creativeNodes?: FolderNode[];
}

/** A folder's code by name, through the API (two levels deep is enough for these tests). */
async function findFolderCode(request: APIRequestContext, name: string): Promise<string> {
  const data = await runGraphQL<{ creativeNodes: FolderNode[] }>(
    request,
    'query { creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code name creativeNodes { code name } } }',
  );
  const folder = data.creativeNodes.flatMap((node) => [node, ...(node.creativeNodes ?? [])]).find((node) => node.name === name);
  if (!folder) throw new Error(`Folder "${name}" not found`);
  return folder.code;
}

async function seedConcept(request: APIRequestContext, name: string, folderCode: string) {
  const data = await runGraphQL<{ createApplicationCreativeConcept: { code: string; internalId: string } }>(
    request,
    `mutation Seed($concept: CreativeConceptInput!) {
      createApplicationCreativeConcept(clientCode: "demo", concept: $concept) { code internalId }
    }`,
    { concept: { name, creativeNode: { code: folderCode }, applications: [{ code: 'puzzle-quest' }] } },
  );
  return data.createApplicationCreativeConcept;
}

test('a folder made in the dialog holds a seeded concept that the query builder finds', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const folderName = `Launch ${suffix}`;
  const conceptName = `Rocket teaser ${suffix}`;
  const list = new ConceptsListPage(page);
  await list.goto();

  await list.folders.createTopLevelFolder(`  ${folderName}  `);
  // The name is trimmed.
  await expect(list.folders.folder(folderName)).toBeVisible();

  const concept = await seedConcept(page.request, conceptName, await findFolderCode(page.request, folderName));
  await page.reload();
  await list.folders.select(folderName);
  await expect(list.row(conceptName)).toBeVisible();
  await expect(list.grid.getByRole('row')).toHaveCount(2); // header + the one concept

  // Search from another folder: the search looks across all folders and names the folder.
  await list.folders.select('Experiments');
  await expect(list.row(conceptName)).toHaveCount(0);
  await list.searchWithBuilder('Name', 'contains', `teaser ${suffix}`);
  const row = list.row(conceptName);
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell', { name: folderName, exact: true })).toBeVisible();
  await expect(list.grid.getByRole('columnheader', { name: 'Folder' })).toBeVisible();

  // The row opens the concept editor by its internal id.
  await expect(row.getByRole('link', { name: conceptName, exact: true })).toHaveAttribute(
    'href',
    `/demo/creative/concepts/${concept.internalId}`,
  );

  // The search survives a reload (session storage per client and application).
  await page.reload();
  await expect(list.row(conceptName)).toBeVisible();
  await expect(list.condition(1).getByLabel('Value')).toHaveValue(`teaser ${suffix}`);
});

test('deleting a concept asks for a comment, then the list refreshes', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const conceptName = `Short-lived ${suffix}`;
  await seedConcept(page.request, conceptName, await findFolderCode(page.request, 'Experiments'));
  const list = new ConceptsListPage(page);
  await list.goto();
  await list.quickSearch.fill(suffix);
  await expect(list.row(conceptName)).toBeVisible();

  await list.openRowMenu(conceptName);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await list.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.deleteDialog.getByText('Enter a comment.')).toBeVisible();
  await list.deleteDialog.getByLabel('Comment').fill('Duplicate of another concept');
  await list.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.deleteDialog).toBeHidden();
  await expect(list.row(conceptName)).toHaveCount(0);
  await expect(page.getByText('No concepts match this search.')).toBeVisible();
});

test('a concept moves to another folder; changing its home application asks for a new folder', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const conceptName = `Wanderer ${suffix}`;
  await seedConcept(page.request, conceptName, await findFolderCode(page.request, 'Experiments'));
  const list = new ConceptsListPage(page);
  await list.goto();
  await list.folders.select('Experiments');
  await expect(list.row(conceptName)).toBeVisible();

  await list.openRowMenu(conceptName);
  await page.getByRole('menuitem', { name: 'Select new folder' }).click();
  const picker = page.getByRole('dialog', { name: 'Select new folder' });
  await list.folders.expandIn(picker, 'Q4 Campaigns');
  await picker.getByRole('treeitem', { name: folderRowName('Black Friday') }).click();
  await picker.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText(`“${conceptName}” moved to Q4 Campaigns > Black Friday.`)).toBeVisible();
  await expect(list.row(conceptName)).toHaveCount(0);

  await list.folders.expand('Q4 Campaigns');
  await list.folders.select('Black Friday');
  await list.openRowMenu(conceptName);
  await page.getByRole('menuitem', { name: 'Choose application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose application' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Applications' }).click();
  await page.getByRole('option', { name: 'Space Runner' }).click();
  // Adding a second application keeps the home, so no new folder is needed; Save is enabled.
  await expect(save).toBeEnabled();
  // Taking Puzzle Quest out makes Space Runner the home: its folder must be chosen first.
  await dialog.getByRole('button', { name: 'Puzzle Quest' }).press('Delete');
  await save.click();
  await expect(dialog.getByText('Please Select a New Folder for the Creative Concept')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('the download action waits for files, with a tooltip saying so; a concept with files downloads them', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const emptyName = `No files yet ${suffix}`;
  await seedConcept(page.request, emptyName, await findFolderCode(page.request, 'Experiments'));
  const list = new ConceptsListPage(page);
  await list.goto();
  await list.quickSearch.fill(emptyName);
  const download = list.row(emptyName).getByRole('button', { name: `Download ${emptyName}` });
  await expect(download).toBeDisabled();
  await download.locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'No files to download yet' })).toBeVisible();

  // The demo seed gives "Boss fight teaser" its master file: its download is a link to the zip.
  await list.quickSearch.fill('Boss fight teaser');
  const link = list.row('Boss fight teaser').getByRole('link', { name: 'Download Boss fight teaser' });
  await expect(link).toHaveAttribute('href', /assetType=production/);
});

test.describe('a viewer', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees the list and folders but no Add concept button and no folder action icons', async ({ page }) => {
    await page.goto('/signin');
    await new SignInPage(page).signIn(DEMO_VIEWER);
    const list = new ConceptsListPage(page);
    await expect(list.heading).toBeVisible();

    await expect(list.folders.folder('Q4 Campaigns')).toBeVisible();
    await list.folders.expand('Q4 Campaigns');
    await list.folders.select('Holiday Sale');
    await expect(list.row('Snowy level showcase')).toBeVisible();

    await expect(list.addConceptLink).toHaveCount(0);
    await expect(list.preferencesButton).toHaveCount(0);
    await expect(list.folders.addFolderButton).toHaveCount(0);
    // A hovered or selected row is where the icons would show.
    await list.folders.folder('Q4 Campaigns').hover();
    await expect(list.folders.actionButtons()).toHaveCount(0);
    await expect(list.row('Snowy level showcase').getByRole('button', { name: /^More actions/ })).toHaveCount(0);
  });
});

test('a page-size change keeps the first row the user was reading in view (25 → 100 on rows 26–50)', async ({ page }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const folderName = `Paging ${suffix}`;
  // A folder of its own: 60 concepts, more than the demo has, without crowding the shared folders.
  const folder = await runGraphQL<{ createCreativeNode: { code: string } }>(
    page.request,
    `mutation ($node: CreativeNodeInput!) {
      createCreativeNode(applicationCode: "puzzle-quest", clientCode: "demo", node: $node) { code }
    }`,
    { node: { name: folderName } },
  );
  for (let index = 1; index <= 60; index++) {
    await seedConcept(page.request, `Paged ${suffix} ${String(index).padStart(2, '0')}`, folder.createCreativeNode.code);
  }
  const list = new ConceptsListPage(page);
  await list.goto();
  await list.folders.select(folderName);
  await expect(page.getByText('60 concepts')).toBeVisible();

  const rowsPerPage = page.getByRole('combobox', { name: /Rows per page/ });
  await rowsPerPage.click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('26–50 of 60')).toBeVisible();
  const firstRow = list.grid.getByRole('row').nth(1);
  const firstName = (await firstRow.getByRole('link', { name: new RegExp(`^Paged ${suffix}`) }).textContent())!;

  await rowsPerPage.click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  // Rows 1-60 (the page holding row 26), scrolled so row 26 shows rather than row 1.
  await expect(page.getByText('1–60 of 60')).toBeVisible();
  await expect(list.row(firstName)).toBeInViewport();
});

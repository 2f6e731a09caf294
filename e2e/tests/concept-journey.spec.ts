import { expect, test } from '../fixtures/test';
import { DEMO_APPROVER, DEMO_DESIGNER } from '../fixtures/accounts';
import { signInThroughApi } from '../fixtures/graphql';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';
import { ConceptsListPage } from '../pages/ConceptsListPage';
import { ParentConceptPage } from '../pages/ParentConceptPage';

// The folder panel sits beside the grid from 1440 px (below, it lies over the grid on request: layout.spec.ts).
test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Issue 3's walk-through, as a new user does it, in one browser session: folder → concept in it →
 * found by the query builder → folder dragged under another → concept made a parent → two
 * variants → approval refused for a designer, done by an approver.
 */
test('a creative team takes a concept from a new folder to approved variants', async ({ page, browser, baseURL }) => {
  test.slow();
  const list = new ConceptsListPage(page);
  const editor = new ConceptEditorPage(page);

  // A new folder, and a concept created in it from the list's Add concept button.
  await list.goto();
  await list.folders.createTopLevelFolder('Journey launch');
  await list.folders.select('Journey launch');
  await list.addConceptLink.click();
  await expect(page).toHaveURL(/\/demo\/creative\/concepts\/create\?node=nod/);
  await editor.nameInput.fill('Journey hero video');
  await editor.createButton.click();
  await expect(editor.heading('Journey hero video')).toBeVisible();

  // Found again through the query builder.
  await list.goto();
  await list.searchWithBuilder('Name', 'contains', 'journey hero');
  await expect(list.row('Journey hero video')).toBeVisible();
  await expect(list.row('Journey hero video')).toContainText('Journey launch');

  // The folder moves under another one by drag and drop, and stays there.
  await list.folders.createTopLevelFolder('Journey archive');
  await list.folders.dragInto('Journey launch', 'Journey archive');
  await expect(list.folders.folder('Journey launch')).toHaveAttribute('aria-level', '2');
  await page.reload();
  await list.folders.expand('Journey archive');
  await expect(list.folders.folder('Journey launch')).toHaveAttribute('aria-level', '2');

  // The concept becomes a parent with two variants waiting for approval.
  await list.goto();
  await list.quickSearch.fill('Journey hero video');
  await list.row('Journey hero video').getByRole('link', { name: 'Journey hero video', exact: true }).click();
  await expect(editor.heading('Journey hero video')).toBeVisible();
  await editor.chooseMenuAction('Make parent concept');
  await editor.confirm('Make parent');
  await expect(editor.tab('Variants')).toHaveAttribute('aria-selected', 'true');
  const parentUrl = page.url().split('?')[0]!;
  for (const number of [1, 2]) {
    await editor.addVariantLink.click();
    await expect(editor.nameInput).toHaveValue(`Journey hero video ${number}`);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Pending approval' }).click();
    await editor.createButton.click();
    await expect(editor.variantRow(`Journey hero video ${number}`)).toBeVisible();
  }
  const parentCode = parentUrl.split('/').pop()!;

  // A designer sees the approve buttons but cannot use them.
  const designerContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const designerPage = await designerContext.newPage();
  await signInThroughApi(designerPage.request, DEMO_DESIGNER);
  const designerView = new ParentConceptPage(designerPage);
  await designerView.goto(parentCode);
  await expect(designerView.approveButton('Journey hero video 1')).toBeDisabled();
  await expect(designerView.approveAllButton).toBeDisabled();
  await designerContext.close();

  // The approver approves all.
  const approverContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const approverPage = await approverContext.newPage();
  await signInThroughApi(approverPage.request, DEMO_APPROVER);
  const approverView = new ParentConceptPage(approverPage);
  await approverView.goto(parentCode);
  await approverView.approveAll();
  await expect(approverView.snackbar).toHaveText('2 variants approved.');
  await expect(approverView.variantRow('Journey hero video 1')).toContainText('Approved');
  await expect(approverView.variantRow('Journey hero video 2')).toContainText('Approved');
  await approverContext.close();
});

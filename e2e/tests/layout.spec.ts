import { expect, test, type Page, type TestInfo } from '../fixtures/test';
import { createAssetWithoutFile, createDemoConcept } from '../fixtures/demo-records';
import { runGraphQL } from '../fixtures/graphql';
import { ConceptsListPage } from '../pages/ConceptsListPage';

/** The screen widths; each with a common height for that width. */
const SCREENS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 2880, height: 1620 },
];
const TILE_MIN_WIDTH = 380;

/** A screenshot in the test's own output folder, attached to the report for a look at each width. */
async function saveShot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function boxOf(page: Page, selector: Parameters<Page['getByRole']>[0], name: string) {
  const box = await page.getByRole(selector, { name }).boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  return box;
}

/** The asset tiles' boxes, read in one go. */
async function tileBoxes(page: Page) {
  return page
    .getByRole('list', { name: 'Assets' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ x, y, width }) => ({ x, y, width })));
}

test.describe('every screen size', () => {
  let concept: { code: string; internalId: string };

  test.beforeAll(async ({ request }) => {
    concept = await createDemoConcept(request, `Layout tiles ${Date.now().toString(36)}`);
    for (let index = 1; index <= 7; index++) await createAssetWithoutFile(request, concept.code, `Tile ${index}`);
  });

  for (const screen of SCREENS) {
    test(`concepts list, editor and asset tiles at ${screen.width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize(screen);
      const list = new ConceptsListPage(page);
      await list.goto();
      // Loaded (the first folder may be empty when other specs ran first).
      await expect(page.getByText(/^\d+ concepts?$/)).toBeVisible();
      // The grid keeps its room: below 1440 px the folder panel is a 55 px rail (it overlays on request).
      const grid = await boxOf(page, 'grid', 'Concepts');
      const folderRoom = screen.width < 1440 ? 55 : 400;
      expect(grid.width).toBeGreaterThan(screen.width - (screen.width < 1440 ? 72 : 280) - folderRoom - 120);
      await saveShot(page, testInfo, `layout-concepts-${screen.width}`);

      await page.goto(`/demo/creative/concepts/${concept.internalId}?tab=details`);
      await expect(page.getByRole('textbox', { name: 'Name' }).first()).toBeVisible();
      await saveShot(page, testInfo, `layout-editor-${screen.width}`);

      await page.goto(`/demo/creative/concepts/${concept.internalId}?tab=assets`);
      const tiles = page.getByRole('list', { name: 'Assets' }).getByRole('listitem');
      await expect(tiles).toHaveCount(7);
      const boxes = await tileBoxes(page);
      // Every tile keeps the spec's minimum width; no tile runs off the window.
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(TILE_MIN_WIDTH - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      }
      const perRow = boxes.filter((box) => Math.abs(box.y - boxes[0]!.y) < 2).length;
      // A wide monitor uses its room: 2880 px holds 5 tiles beside the open tree (spec: 6 - 1).
      if (screen.width === 2880) expect(perRow).toBe(5);
      // 1920 px: the breakpoint's 3 would be 360 px tiles beside the tree and the menu; 2 keep 380 px.
      if (screen.width === 1920) expect(perRow).toBe(2);
      await saveShot(page, testInfo, `layout-assets-${screen.width}`);

      // The grid view keeps the spec's 816 px and scrolls inside, whatever the window.
      await page.getByRole('button', { name: 'Grid view' }).click();
      const assetGrid = page.getByRole('grid', { name: 'Production assets' });
      await expect(assetGrid).toBeVisible();
      // The whole grid (toolbar, rows and pager) is 816 px; rows scroll inside it.
      const gridRoot = assetGrid.locator('xpath=ancestor-or-self::*[contains(@class, "MuiDataGrid-root")][1]');
      expect((await gridRoot.boundingBox())!.height).toBe(816);
      await page.getByRole('button', { name: 'Tile view' }).click();
    });
  }

  test('below 1440 px the folder panel lies over the grid instead of squeezing it', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const list = new ConceptsListPage(page);
    await list.goto();
    // Loaded (the first folder may be empty when other specs ran first).
    await expect(page.getByText(/^\d+ concepts?$/)).toBeVisible();
    const before = await boxOf(page, 'grid', 'Concepts');
    await page.getByRole('button', { name: 'Show folders' }).click();
    const tree = page.getByRole('tree', { name: 'Folders' });
    await expect(tree).toBeVisible();
    const after = await boxOf(page, 'grid', 'Concepts');
    expect(after.width).toBe(before.width);
    expect(after.x).toBe(before.x);
    await saveShot(page, testInfo, 'layout-folder-overlay-1024');
    // Choosing a folder filters the list; Escape puts the tree away again.
    await tree.getByRole('treeitem').first().click();
    await page.keyboard.press('Escape');
    await expect(tree).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show folders' })).toBeFocused();
  });
});

test('variants are listed directly under their parent, indented', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const parent = await createDemoConcept(request, `Family ${suffix} parent`);
  const change = `mutation Model($code: String!, $modelType: String, $parent: String) {
    changeApplicationCreativeConceptModel(clientCode: "demo", conceptCode: $code, modelType: $modelType, parentConceptCode: $parent) { code }
  }`;
  await runGraphQL(request, change, { code: parent.code, modelType: 'parent' });
  const standalone = await createDemoConcept(request, `Family ${suffix} standalone`);
  // Created after the parent: newest first, the server lists them above it.
  for (const name of ['variant A', 'variant B']) {
    const child = await createDemoConcept(request, `Family ${suffix} ${name}`);
    await runGraphQL(request, change, { code: child.code, modelType: 'child', parent: parent.code });
  }
  expect(standalone.code).toBeTruthy();

  const list = new ConceptsListPage(page);
  await list.goto();
  await list.quickSearch.fill(`Family ${suffix}`);
  const names = list.grid.getByRole('link', { name: new RegExp(`^Family ${suffix}`) });
  await expect(names).toHaveCount(4);
  await expect(names).toHaveText([
    `Family ${suffix} standalone`,
    `Family ${suffix} parent`,
    `Family ${suffix} variant B`,
    `Family ${suffix} variant A`,
  ]);
  const parentBox = await names.nth(1).boundingBox();
  const variantBox = await names.nth(2).boundingBox();
  // 30 px of indent plus the variant arrow.
  expect(variantBox!.x - parentBox!.x).toBeGreaterThanOrEqual(30);

  // The parent opens on its variants: the children grid keeps the spec's 700 px and scrolls inside.
  await page.goto(`/demo/creative/concepts/${parent.internalId}`);
  const children = page.getByRole('grid', { name: `Variants of Family ${suffix} parent` });
  await expect(children.getByRole('row')).toHaveCount(3);
  const childrenRoot = children.locator('xpath=ancestor-or-self::*[contains(@class, "MuiDataGrid-root")][1]');
  expect((await childrenRoot.boundingBox())!.height).toBe(700);
});

test('the date range fields show whole dates', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const list = new ConceptsListPage(page);
  await list.goto();
  await list.openQueryBuilder();
  const row = list.condition(1);
  await row.getByLabel('Field').click();
  await page.getByRole('option', { name: 'Target delivery date', exact: true }).click();
  await expect(row.getByLabel('Operator')).toHaveText('between');
  const fields = row.locator('.MuiPickersSectionList-root');
  await expect(fields).toHaveCount(2);
  for (const [index, digits] of ['11252026', '12312026'].entries()) {
    // At its start: the month section (the middle of the field is the year's).
    await fields.nth(index).click({ position: { x: 4, y: 8 } });
    await page.keyboard.type(digits);
  }
  await expect(row.locator('input[value="11/25/2026"]')).toHaveCount(1);
  await expect(row.locator('input[value="12/31/2026"]')).toHaveCount(1);
  // Each field holds its whole date: nothing of it is cut off.
  const overflow = await fields.evaluateAll((elements) => elements.map((element) => element.scrollWidth - element.clientWidth));
  expect(overflow).toEqual([0, 0]);
  await saveShot(page, testInfo, 'layout-date-range-1024');
});

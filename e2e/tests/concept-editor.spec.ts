import { expect, test, type APIRequestContext } from '../fixtures/test';
import { createDemoConcept } from '../fixtures/demo-records';
import { runGraphQL } from '../fixtures/graphql';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';

interface FoundConcept {
  code: string;
  internalId: string;
  name: string;
}

/** A demo concept by name, through the API (the demo seed names are stable; codes and ids are not promised). */
async function findDemoConcept(request: APIRequestContext, name: string): Promise<FoundConcept> {
  const data = await runGraphQL<{ applicationCreativeConcepts: { items: FoundConcept[] } }>(
    request,
    `query Find($filter: ConceptFilter) {
      applicationCreativeConcepts(clientCode: "demo", applicationCode: "puzzle-quest", filter: $filter) { items { code internalId name } }
    }`,
    { filter: { field: 'name', operator: 'equals', value: name } },
  );
  const [concept] = data.applicationCreativeConcepts.items;
  if (!concept) throw new Error(`Demo concept "${name}" not found`);
  return concept;
}

test('opens a concept by internal id and by code, on the details tab', async ({ page }) => {
  const name = `Opened by id ${Date.now().toString(36)}`;
  const concept = { ...(await createDemoConcept(page.request, name)), name };
  const editor = new ConceptEditorPage(page);

  await editor.goto(concept.internalId);
  // Without a tab the editor redirects to the details tab.
  await expect(page).toHaveURL(`/demo/creative/concepts/${concept.internalId}?tab=details`);
  await expect(editor.heading(concept.name)).toBeVisible();
  await expect(page.getByText(`Concept ID ${concept.internalId} · ${concept.code}`)).toBeVisible();
  await expect(editor.tab('Details')).toHaveAttribute('aria-selected', 'true');
  await expect(editor.nameInput).toHaveValue(concept.name);

  await editor.goto(concept.code);
  await expect(page).toHaveURL(`/demo/creative/concepts/${concept.code}?tab=details`);
  await expect(editor.heading(concept.name)).toBeVisible();
});

test('a concept with production assets opens on the assets tab', async ({ page }) => {
  // The demo seed gives "Snowy level showcase" its master file as a production asset.
  const concept = await findDemoConcept(page.request, 'Snowy level showcase');
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.code);
  await expect(page).toHaveURL(`/demo/creative/concepts/${concept.code}?tab=assets`);
  await expect(editor.tab('Assets')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Production assets', { exact: true }).first()).toBeVisible();
});

test('reads tabs by name, alias and number; a standard concept has no variants tab', async ({ page }) => {
  const concept = await findDemoConcept(page.request, 'Snowy level showcase');
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.code, 'asset');
  await expect(editor.tab('Assets')).toHaveAttribute('aria-selected', 'true');
  await expect(editor.tab('Variants')).toHaveCount(0);
  // tab=asset without an asset code shows the production assets list.
  await expect(page.getByText('Production assets', { exact: true }).first()).toBeVisible();
  await editor.goto(concept.code, '5');
  await expect(editor.tab('Ad Usage')).toHaveAttribute('aria-selected', 'true');
});

test('an unknown concept sends the user back to the concepts list', async ({ page }) => {
  await new ConceptEditorPage(page).goto('999999');
  await expect(page).toHaveURL('/demo/creative/concepts');
});

test('a bad Brief document URL is shown as an error; the fixed URL saves', async ({ page }) => {
  const concept = await findDemoConcept(page.request, 'Gift box reveal');
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.internalId, 'details');
  await expect(editor.heading(concept.name)).toBeVisible();
  await expect(editor.saveButton).toBeDisabled();

  await editor.briefDocumentInput.fill('not a web address');
  await editor.saveButton.click();
  await expect(editor.fieldError('Brief document must be a valid URL.')).toBeVisible();
  await expect(editor.formAlert.filter({ hasText: 'Some fields need your attention.' })).toBeVisible();

  await editor.briefDocumentInput.fill('https://example.com/briefs/gift-box');
  await editor.saveButton.click();
  await expect(editor.snackbar).toHaveText('Concept saved.');
  await expect(editor.fieldError('Brief document must be a valid URL.')).toHaveCount(0);
  await expect(editor.saveButton).toBeDisabled();

  await page.reload();
  await expect(editor.briefDocumentInput).toHaveValue('https://example.com/briefs/gift-box');
});

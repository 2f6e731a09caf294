import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { DEMO_APPROVER, DEMO_DESIGNER, type Account } from '../fixtures/accounts';
import { runGraphQL, signInThroughApi } from '../fixtures/graphql';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';
import { ParentConceptPage } from '../pages/ParentConceptPage';

const CREATE_CONCEPT = `mutation Create($concept: CreativeConceptInput!) {
  createApplicationCreativeConcept(clientCode: "demo", concept: $concept) { code internalId name }
}`;

async function findFolderCode(request: APIRequestContext, name: string): Promise<string> {
  const data = await runGraphQL<{ creativeNodes: { code: string; name: string }[] }>(
    request,
    'query { creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code name } }',
  );
  const folder = data.creativeNodes.find((node) => node.name === name);
  if (!folder) throw new Error(`Demo folder "${name}" not found`);
  return folder.code;
}

async function createConcept(request: APIRequestContext, concept: Record<string, unknown>) {
  const data = await runGraphQL<{ createApplicationCreativeConcept: { code: string; internalId: string; name: string } }>(
    request,
    CREATE_CONCEPT,
    { concept },
  );
  return data.createApplicationCreativeConcept;
}

/** Seeds, as the demo administrator, a parent with two variants waiting for approval. */
async function seedParentWithPendingVariants(request: APIRequestContext, name: string) {
  const folderCode = await findFolderCode(request, 'Experiments');
  const parent = await createConcept(request, { name, modelType: 'parent', creativeNode: { code: folderCode } });
  for (const index of [1, 2]) {
    await createConcept(request, { name: `${name} ${index}`, parentCreativeConcept: { code: parent.code }, status: 'pendingApproval' });
  }
  return parent;
}

async function signInAs(page: Page, account: Account) {
  await signInThroughApi(page.request, account);
}

test('a standard concept becomes a parent and gets two variants through the create route', async ({ page }) => {
  // Six page loads in one flow: give it the slow-test budget on a busy machine.
  test.slow();
  const folderCode = await findFolderCode(page.request, 'Experiments');
  const concept = await createConcept(page.request, { name: 'Summer splash', creativeNode: { code: folderCode } });
  const editor = new ConceptEditorPage(page);

  await editor.goto(concept.code, 'details');
  await expect(editor.heading('Summer splash')).toBeVisible();
  await editor.chooseMenuAction('Make parent concept');
  await editor.confirm('Make parent');
  await expect(editor.tab('Variants')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Variants (0)')).toBeVisible();

  for (const number of [1, 2]) {
    await editor.addVariantLink.click();
    await expect(page).toHaveURL(
      new RegExp(`/demo/creative/concepts/create\\?parentConceptCode=${concept.code}&deliverableCount=${number - 1}$`),
    );
    await expect(editor.nameInput).toHaveValue(`Summer splash ${number}`);
    // A variant follows its parent's intended use and purpose.
    await expect(page.getByRole('combobox', { name: 'Intended use' })).toHaveAttribute('aria-disabled', 'true');
    await editor.createButton.click();

    await expect(page).toHaveURL(`/demo/creative/concepts/${concept.code}?tab=deliverables`);
    await expect(editor.tab('Variants')).toHaveAttribute('aria-selected', 'true');
    await expect(editor.variantRow(`Summer splash ${number}`)).toBeVisible();
  }
  await expect(page.getByText('Variants (2)')).toBeVisible();
  await expect(editor.variantRow('Summer splash 1')).toBeVisible();
});

test.describe('approving variants', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the designer cannot approve; the approver approves all', async ({ page, playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInThroughApi(admin, { email: 'admin@demo.atelier.local', password: 'atelier-demo' });
    const parent = await seedParentWithPendingVariants(admin, 'Autumn hunt');
    await admin.dispose();
    const parentPage = new ParentConceptPage(page);

    await signInAs(page, DEMO_DESIGNER);
    await parentPage.goto(parent.code);
    await expect(parentPage.heading('Autumn hunt')).toBeVisible();
    await expect(parentPage.approveButton('Autumn hunt 1')).toBeDisabled();
    await expect(parentPage.rejectButton('Autumn hunt 1')).toBeDisabled();
    await expect(parentPage.approveButton('Autumn hunt 2')).toBeDisabled();
    await expect(parentPage.approveAllButton).toBeDisabled();
    await expect(page.getByText('Only approval users can approve or reject variants.').first()).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, DEMO_APPROVER);
    await parentPage.goto(parent.code);
    await expect(parentPage.approveButton('Autumn hunt 1')).toBeEnabled();
    await parentPage.approveAll();

    await expect(parentPage.snackbar).toHaveText('2 variants approved.');
    await expect(parentPage.variantRow('Autumn hunt 1')).toContainText('Approved');
    await expect(parentPage.variantRow('Autumn hunt 2')).toContainText('Approved');
    await expect(parentPage.approveButton('Autumn hunt 1')).toHaveCount(0);
    await expect(parentPage.approveAllButton).toBeDisabled();
  });
});

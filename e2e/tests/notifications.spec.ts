import { expect, test, type Page } from '../fixtures/test';
import { DEMO_DESIGNER, type Account } from '../fixtures/accounts';
import { SignInPage } from '../pages/SignInPage';

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1440, height: 900 } });

const DEMO_LEAD: Account = { email: 'lead@demo.atelier.local', password: 'atelier-demo', name: 'Leo Lead' };
const CONCEPT = 'Gift box reveal';

async function signIn(page: Page, account: Account) {
  // Signed out, the app sends this page on to the sign-in page at once: wait for the first answer
  // only, or that navigation cuts this one off before its load event.
  await page.goto('/demo/creative/concepts', { waitUntil: 'commit' });
  await new SignInPage(page).signIn(account);
  await expect(page.getByRole('button', { name: account.name })).toBeVisible();
}

async function findConceptCode(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query ($f: ConceptFilter) { applicationCreativeConcepts(clientCode: "demo", applicationCode: "puzzle-quest", filter: $f, limit: 5) { items { code name } } }`,
      variables: { f: { field: 'name', operator: 'contains', value: name } },
    },
  });
  const body = (await response.json()) as { data: { applicationCreativeConcepts: { items: { code: string; name: string }[] } } };
  return body.data.applicationCreativeConcepts.items.find((item) => item.name === name)!.code;
}

test('typing @ in a comment offers people; the one picked is told, and the comment shows her name', async ({ page }) => {
  // Two users sign in one after the other: longer than the default 30 s on a shared machine.
  test.setTimeout(120_000);
  await signIn(page, DEMO_LEAD);
  await page.goto(`/demo/creative/concepts/${await findConceptCode(page, CONCEPT)}?tab=actions`);
  await page.getByRole('button', { name: 'Add Action/Comment' }).click();
  await page.getByRole('tab', { name: 'Comment' }).click();
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await comment.pressSequentially('@Dan');
  await page.getByRole('menuitem', { name: /Dana Designer/ }).click();
  await comment.pressSequentially('please check the ribbon');
  await expect(comment).toHaveValue('@Dana Designer please check the ribbon');
  await page.getByRole('button', { name: 'Add comment' }).click();

  // The history shows the mention as her name, never the stored reference.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Comment', exact: true }) })
    .first();
  await expect(row).toContainText('@Dana Designer please check the ribbon');
  await expect(row).not.toContainText('designer@demo.atelier.local');
  await page.getByRole('button', { name: 'Leo Lead' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out ends on the sign-in page; a navigation started before that would be cut off by it.
  await expect(page).toHaveURL(/\/signin/, { timeout: 30_000 });

  await signIn(page, DEMO_DESIGNER);
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  const notification = page.getByRole('button', { name: new RegExp(`Leo Lead mentioned you on "${CONCEPT}"`) });
  await expect(notification).toHaveCount(1);
  await notification.click();
  await expect(page).toHaveURL(/\?tab=actions/);
  await expect(page.getByRole('heading', { level: 1, name: CONCEPT })).toBeVisible();
});

test('the notification settings choose, per kind, the app and e-mail, and keep the choice', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_LEAD);
  const openSettings = async () => {
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    await page.getByRole('button', { name: 'Notification settings' }).click();
    return page.getByRole('dialog', { name: 'Notification settings' });
  };
  let dialog = await openSettings();
  const inApp = dialog.getByRole('checkbox', { name: 'In the app: Someone replies to a comment thread I am in' });
  const email = dialog.getByRole('checkbox', { name: 'By e-mail: My comment is resolved' });
  await expect(inApp).toBeChecked();
  await inApp.uncheck();
  await email.uncheck();
  await page.screenshot({ path: test.info().outputPath('notification-settings-1440.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openSettings();
  await expect(dialog.getByRole('checkbox', { name: 'In the app: Someone replies to a comment thread I am in' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'By e-mail: My comment is resolved' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'In the app: Someone mentions me' })).toBeChecked();
  // Back as it was, for the other tests of the demo lead.
  await dialog.getByRole('checkbox', { name: 'In the app: Someone replies to a comment thread I am in' }).check();
  await dialog.getByRole('checkbox', { name: 'By e-mail: My comment is resolved' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
});

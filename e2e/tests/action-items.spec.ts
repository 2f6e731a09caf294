import { expect, test, type Page } from '../fixtures/test';
import { DEMO_DESIGNER, type Account } from '../fixtures/accounts';
import { SignInPage } from '../pages/SignInPage';

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1440, height: 900 } });

/** Set ACTIONS_SHOTS to a folder to keep screenshots of the tab, the bell list and My work. */
const shotsDir = process.env.ACTIONS_SHOTS;
const shoot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/actions-${name}.png` });
};

/** The demo's creative lead (seeded like the other demo users). */
const DEMO_LEAD: Account = { email: 'lead@demo.atelier.local', password: 'atelier-demo', name: 'Leo Lead' };
const CONCEPT = 'Meet the heroes';

async function signIn(page: Page, account: Account, path = '/demo/creative/concepts') {
  // Signed out, the app sends this page on to the sign-in page at once: wait for the first answer
  // only, or that navigation cuts this one off before its load event.
  await page.goto(path, { waitUntil: 'commit' });
  await new SignInPage(page).signIn(account);
  await expect(page.getByRole('button', { name: account.name })).toBeVisible();
}

/** A demo concept's code, read through the API with the signed-in user's session. */
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

async function signOut(page: Page, account: Account) {
  await page.getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out ends the session, clears the cache and the stored uploads, then loads the sign-in
  // page: more than the default 10 s on a machine busy with two workers (it missed once in four runs).
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
}

test('an action item reaches its assignee: badge, bell, My work, and the panel follows her status', async ({ page }) => {
  // Two users sign in one after the other: longer than the default 30 s on a shared machine.
  test.setTimeout(120_000);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const itemName = 'Check the hero poses';

  // The lead opens the concept's History tab and adds the item.
  await signIn(page, DEMO_LEAD);
  await page.goto(`/demo/creative/concepts/${await findConceptCode(page, CONCEPT)}`);
  await page.getByRole('tab', { name: /^Actions/ }).click();
  await expect(page).toHaveURL(/tab=actions/);
  await page.getByRole('button', { name: 'Add Action/Comment' }).click();
  const form = page.getByRole('form', { name: 'Action item' });
  await form.getByLabel('Name').fill(itemName);
  await form.getByLabel('Due date').fill(tomorrow);
  await form.getByRole('combobox', { name: 'Assignees' }).fill('Dana');
  await page.getByRole('option', { name: 'Dana Designer' }).click();
  await form.getByRole('combobox', { name: 'Watchers' }).fill('April');
  await page.getByRole('option', { name: 'April Approver' }).click();
  await form.getByRole('button', { name: 'Add action item' }).click();

  const card = page.getByRole('listitem', { name: itemName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Dana Designer · Assignee · Open')).toBeVisible();
  await expect(card.getByText('April Approver · Watcher · Open')).toBeVisible();
  // The tab's badge counts the open item.
  await expect(page.getByRole('tab').getByLabel('1 open action item')).toBeVisible();
  await shoot(page, 'tab3');
  await signOut(page, DEMO_LEAD);

  // The designer's bell shows one notification, which opens the concept. Exactly one even if the
  // due-tomorrow reminder job runs meanwhile: today's assignment already named the due date.
  await signIn(page, DEMO_DESIGNER);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const notification = page.getByRole('button', { name: new RegExp(`assigned you the action item "${itemName}"`) });
  await expect(notification).toBeVisible();
  await expect(page.getByRole('presentation').locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
  await shoot(page, 'bell');
  await notification.click();
  await expect(page).toHaveURL(/\/demo\/creative\/concepts\/crc[^?]*\?tab=actions/);
  await expect(page.getByRole('listitem', { name: itemName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  // My work lists the item; marking it done changes her own status.
  await page.getByRole('navigation', { name: 'Creative menu' }).getByRole('link', { name: 'My work' }).click();
  const row = page.getByRole('row', { name: itemName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: CONCEPT })).toBeVisible();
  await shoot(page, 'my-work');
  await row.getByRole('button', { name: `Mark ${itemName} done` }).click();
  // Done items leave the default list (open and in progress); the status filter brings them back.
  await expect(page.getByRole('row', { name: itemName })).toHaveCount(0);
  await page.getByRole('group', { name: 'My status' }).getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('row', { name: itemName })).toBeVisible();
  await expect(page.getByRole('row', { name: itemName }).getByRole('combobox', { name: `My status on ${itemName}` })).toHaveText('Done');

  // Back on the concept, the panel shows her membership done (the item itself stays open).
  await page.getByRole('row', { name: itemName }).getByRole('link', { name: CONCEPT }).click();
  const updated = page.getByRole('listitem', { name: itemName });
  await expect(updated.getByText('Dana Designer · Assignee · Done')).toBeVisible();
  await expect(updated.getByText('April Approver · Watcher · Open')).toBeVisible();
});

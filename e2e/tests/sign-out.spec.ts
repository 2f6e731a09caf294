import { expect, test, type Request } from '../fixtures/test';
import { DEMO_ADMIN, SECOND_CLIENT } from '../fixtures/accounts';
import { ShellPage } from '../pages/ShellPage';
import { SignInPage } from '../pages/SignInPage';

// Signing out ends the session on the server, so this test signs in on its own instead of ending
// the shared one.
test.use({ storageState: { cookies: [], origins: [] } });

test('signing out returns to the sign-in page and protected pages ask for a sign-in again', async ({ page }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(DEMO_ADMIN);
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await expect(shell.heading('Creative Concepts')).toBeVisible();

  await shell.signOut();

  await expect(page).toHaveURL('/signin');
  await expect(signInPage.heading).toBeVisible();

  // The app sends a signed-out visitor on at once: the goto waits for the first answer only.
  await page.goto('/demo/creative/concepts', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/signin?next=%2Fdemo%2Fcreative%2Fconcepts');
  await expect(signInPage.heading).toBeVisible();
});

test('a session that ends elsewhere sends the user to sign in and back to where they were going', async ({ page }) => {
  // The GraphQL queries and mutations in flight; the live updates' event stream stays open by design.
  const inFlight = new Set<Request>();
  const isCall = (request: Request) =>
    request.url().includes('/graphql') && !(request.headers()['accept'] ?? '').includes('text/event-stream');
  page.on('request', (request) => void (isCall(request) && inFlight.add(request)));
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(DEMO_ADMIN);
  const shell = new ShellPage(page, DEMO_ADMIN.name);
  await expect(shell.heading('Creative Concepts')).toBeVisible();
  // Let the page finish loading first: a request still in flight when the session ends would
  // send the user to sign in before they touch anything, which is right but not this story.
  await expect(page.getByText(/^\d+ concepts?$/)).toBeVisible();
  await expect.poll(() => inFlight.size, { intervals: [250] }).toBe(0);

  // As if the user signed out in another tab: the server forgets the session.
  const response = await page.request.post('/graphql', { data: { query: 'mutation { signOut }' } });
  expect(response.ok()).toBe(true);

  await shell.selectClient(SECOND_CLIENT.name);

  await expect(page).toHaveURL(`/signin?next=%2F${SECOND_CLIENT.code}%2Fcreative%2Fconcepts`);
  await signInPage.signIn(DEMO_ADMIN);
  await expect(page).toHaveURL(`/${SECOND_CLIENT.code}/creative/concepts`);
});

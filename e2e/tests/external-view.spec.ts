import { expect, test } from '../fixtures/test';

const INVALID_LINK = 'The URL you requested is not valid. Please contact your account administrator for assistance.';

test.describe('a visitor who is not signed in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const query of ['', '?token=some-token']) {
    test(`sees the invalid-link message at the shared concept address${query ? ' with a token' : ''}`, async ({ page }) => {
      await page.goto(`/external/demo/creative/concepts/crc_shared${query}`);
      await expect(page.getByText(INVALID_LINK)).toBeVisible();
      await expect(page).toHaveURL(`/external/demo/creative/concepts/crc_shared${query}`);
    });
  }
});

test('a signed-in user is sent from the shared address to the concept page', async ({ page }) => {
  await page.goto('/external/demo/creative/concepts/crc_shared?token=some-token');
  await expect(page).toHaveURL('/demo/creative/concepts/crc_shared');
  await expect(page.getByRole('heading', { level: 1, name: 'Concept' })).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  createAssetWithoutFile,
  createDemoConcept,
  createShareLinkPath,
  findDemoConceptByName,
  findFirstAdCopyCode,
} from '../fixtures/demo-records';

/**
 * Every main page at 1440 px, in light and dark (the app follows the emulated prefers-color-scheme),
 * has no serious or critical axe violation. Each page waits for its content before the check, so
 * the check sees the page a user sees, not its loading state.
 */

const STANDARD_CONCEPT = 'Snowy level showcase';
const PARENT_CONCEPT = 'Winter event master';
const SHARED_CONCEPT = 'Core loop in 15 seconds';

async function expectNoSeriousViolations(page: Page) {
  // Let transitions (dialogs, tabs, snackbars) settle, so colours are checked at their final values.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

interface PageCheck {
  name: string;
  open: (page: Page) => Promise<void>;
}

async function openConceptTab(page: Page, tab: string, ready: (page: Page) => Promise<void>) {
  const concept = await findDemoConceptByName(page.request, STANDARD_CONCEPT);
  await page.goto(`/demo/creative/concepts/${concept.code}?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: STANDARD_CONCEPT })).toBeVisible();
  await ready(page);
}

const signedInPages: PageCheck[] = [
  {
    name: 'concepts list',
    open: async (page) => {
      await page.goto('/demo/creative/concepts');
      await expect(page.getByRole('grid', { name: 'Concepts' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'application settings dialog',
    open: async (page) => {
      await page.goto('/demo/creative/concepts');
      await page.getByRole('button', { name: 'Application settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Application settings' }).getByRole('button', { name: 'Save' })).toBeVisible();
    },
  },
  {
    name: 'concept editor, details tab',
    open: (page) => openConceptTab(page, 'details', async () => expect(page.getByRole('textbox', { name: 'Name' }).first()).toBeVisible()),
  },
  {
    name: 'concept editor, assets tab',
    open: (page) =>
      openConceptTab(page, 'assets', async () => expect(page.getByText('Production assets', { exact: true }).first()).toBeVisible()),
  },
  {
    name: 'concept editor, files tab',
    open: (page) =>
      openConceptTab(page, 'files', async () => expect(page.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true')),
  },
  {
    name: 'concept editor, history tab',
    open: (page) => openConceptTab(page, 'actions', async () => expect(page.getByRole('tab', { selected: true })).toBeVisible()),
  },
  {
    name: 'asset editor',
    open: async (page) => {
      // A concept of its own: an asset would make the demo concept open on its assets tab in other specs.
      const concept = await createDemoConcept(page.request, `Accessibility asset host ${Date.now().toString(36)}`);
      const assetCode = await createAssetWithoutFile(page.request, concept.code, 'Accessibility check asset');
      await page.goto(`/demo/creative/concepts/${concept.code}/assets/${assetCode}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility check asset' })).toBeVisible();
    },
  },
  {
    name: 'parent concept',
    open: async (page) => {
      const parent = await findDemoConceptByName(page.request, PARENT_CONCEPT);
      await page.goto(`/demo/creative/concepts/parent/${parent.code}`);
      await expect(page.getByRole('heading', { level: 1, name: PARENT_CONCEPT })).toBeVisible();
      await expect(page.getByText(`${PARENT_CONCEPT} 1`).first()).toBeVisible();
    },
  },
  {
    name: 'reports',
    open: async (page) => {
      await page.goto('/demo/creative/reports/puzzle-quest');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    },
  },
  {
    name: 'ad copy list',
    open: async (page) => {
      await page.goto('/demo/creative/ad-copy');
      await expect(page.getByRole('heading', { level: 1, name: 'Ad Copy' })).toBeVisible();
      await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'ad copy editor',
    open: async (page) => {
      const code = await findFirstAdCopyCode(page.request);
      await page.goto(`/demo/creative/ad-copy/${code}`);
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    },
  },
  {
    name: 'my work',
    open: async (page) => {
      await page.goto('/demo/creative/my-work');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
  },
  {
    name: 'user menu with the appearance choice',
    open: async (page) => {
      await page.goto('/demo/creative/concepts');
      await page.getByRole('banner').getByRole('button', { name: 'Ada Admin' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    },
  },
  {
    name: 'shortcuts dialog',
    open: async (page) => {
      await page.goto('/demo/creative/concepts');
      await expect(page.getByRole('heading', { level: 1, name: 'Creative Concepts' })).toBeVisible();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
  },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode at 1440 px`, () => {
    test.use({ colorScheme, viewport: { width: 1440, height: 900 } });

    for (const check of signedInPages) {
      test(`${check.name} has no serious or critical axe violations`, async ({ page }) => {
        await check.open(page);
        await expectNoSeriousViolations(page);
      });
    }

    test('sign-in page has no serious or critical axe violations', async ({ browser }) => {
      const context = await browser.newContext({
        colorScheme,
        viewport: { width: 1440, height: 900 },
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      await page.goto('/signin');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await context.close();
    });

    test('external shared view has no serious or critical axe violations', async ({ page, browser }) => {
      const concept = await findDemoConceptByName(page.request, SHARED_CONCEPT);
      const path = await createShareLinkPath(page.request, concept.code);
      const context = await browser.newContext({
        colorScheme,
        viewport: { width: 1440, height: 900 },
        storageState: { cookies: [], origins: [] },
      });
      const visitor = await context.newPage();
      await visitor.goto(path);
      await expect(visitor.getByText(SHARED_CONCEPT).first()).toBeVisible();
      await expectNoSeriousViolations(visitor);
      await context.close();
    });
  });
}

import { expect, test, type Page } from '../fixtures/test';
import fs from 'node:fs';
import { findDemoConceptByName } from '../fixtures/demo-records';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';

// The sandbox networks make this design's ads fatigue twelve days before today (sandbox/ad-networks/src/insights).
const FATIGUED = 'Boss fight teaser';
const SHOTS_DIR = process.env.ANALYTICS_SHOTS_DIR;
const WIDTHS = [1024, 1440, 2560];

async function screenshots(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `${SHOTS_DIR}/analytics-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1360, height: 820 });
}

/** The metrics sync runs after the demo's tree sync on a fresh start: reload until its figures are in. */
async function untilVisible(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
}

test('on a fresh start the demo fills a concept’s Analytics tab from the sandbox networks, with its fatigue flagged', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const concept = await findDemoConceptByName(request, FATIGUED);
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.internalId, 'analytics');
  await expect(editor.tab('Analytics')).toHaveAttribute('aria-selected', 'true');

  await untilVisible(page, async () => {
    await expect(page.getByText(/Creative fatigue since \d{4}-\d{2}-\d{2}/)).toBeVisible({ timeout: 10_000 });
  });
  // Headline figures against the application's median, the daily trend, per asset and per ad.
  await expect(page.getByRole('heading', { name: 'IPM', exact: true })).toBeVisible();
  await expect(page.getByText(/Application median: /).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily trend' })).toBeVisible();
  await expect(page.locator('svg .MuiLineElement-root, svg path[class*="MuiLineChart"]').first()).toBeAttached({ timeout: 20_000 });
  const ads = page.getByRole('table', { name: 'Per ad' });
  await expect(ads.getByRole('row')).not.toHaveCount(1);
  await expect(ads.getByRole('link').first()).toHaveAttribute('href', /tab=adLink&assetSet=/);
  await expect(page.getByText(/How spend is split:/)).toBeVisible();
  // The header flags it too.
  await expect(page.locator('header').getByTestId('fatigue-flag')).toBeVisible();
  await screenshots(page, 'tab');
});

test('the Creative Performance page ranks the demo’s concepts, flags the fatigued one, breaks down by tag, compares and exports', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/demo/creative/platform-dash/puzzle-quest/creative-perf');
  await expect(page.getByRole('heading', { name: 'Creative Performance' })).toBeVisible();
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await untilVisible(page, async () => {
    await expect(board.getByRole('row', { name: new RegExp(FATIGUED) }).getByTestId('fatigue-flag')).toBeVisible({ timeout: 10_000 });
  });
  // Ranked rows, and a minimum spend gate high enough leaves every row without a rank.
  await expect(board.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('1');
  await page.getByRole('spinbutton', { name: 'Minimum spend' }).fill('100000000');
  await expect(board.getByText('Not enough data').first()).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Minimum spend' }).fill('100');

  // Sort by IPM: the header sorts, rank 1 is the best IPM.
  await board.getByRole('button', { name: 'IPM' }).click();
  await expect(board.getByRole('columnheader', { name: 'IPM' })).toHaveAttribute('aria-sort', 'descending');

  // Compare two creatives: their trend lines.
  await board.getByRole('checkbox').nth(0).check();
  await board.getByRole('checkbox').nth(1).check();
  await expect(page.getByRole('region', { name: 'Compare 2 creatives' })).toBeVisible();
  await screenshots(page, 'page');

  // Export the leaderboard.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv.split('\n')[0]).toBe(
    'rank,code,name,enough_data,currency,spend,impressions,clicks,installs,revenue,ctr,cvr,ipm,cpi,roas,video_starts,video_completions,' +
      'spend_with_installs,impressions_with_installs,clicks_with_installs,impressions_with_clicks,spend_with_revenue,' +
      'spend_by_currency,revenue_by_currency,missing_rates,fatigue_onset',
  );
  expect(csv).toContain(FATIGUED);

  // Which themes win: by tag and by folder.
  await page.getByRole('tab', { name: 'By tag' }).click();
  await expect(board.getByRole('row', { name: /Top performer|Seasonal|Needs refresh/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'By folder' }).click();
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  await screenshots(page, 'by-folder');

  // The concepts list flags the fatigued concept beside its name.
  await page.goto('/demo/creative/concepts');
  // The default list shows the concepts in work; search finds this one (Ready to Publish).
  await page.getByRole('searchbox', { name: 'Search concepts by name or ID' }).fill(FATIGUED);
  await expect(page.getByRole('row', { name: new RegExp(FATIGUED) }).getByTestId('fatigue-flag')).toBeVisible({ timeout: 20_000 });
});

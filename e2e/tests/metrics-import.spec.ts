import { expect, test, type APIRequestContext } from '../fixtures/test';
import { createDemoConcept } from '../fixtures/demo-records';
import { runGraphQL } from '../fixtures/graphql';
import { AdAccountsPage } from '../pages/AdAccountsPage';
import { AdUsageTab } from '../pages/AdUsageTab';
import { ConceptEditorPage } from '../pages/ConceptEditorPage';

const SCOPE = { clientCode: 'demo', applicationCode: 'puzzle-quest' };
// AppLovin reports per creative set: its sync writes a set's days on the set's first ad (by
// external id, server analytics/metrics-sync.ts), so another ad of the set has only what is imported.
const INSTALLS = 120;

interface AssetSet {
  code: string;
  name: string;
  creativeAdMatches: { code: string }[];
  ads: { externalId: string; name: string }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const formatCount = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(value);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** An asset set of the demo's synced AppLovin tree with ads, one no concept is linked to if there is one. */
async function findAppLovinAssetSet(request: APIRequestContext, conceptCode: string): Promise<AssetSet> {
  const variables = { ...SCOPE, conceptCode };
  const tree = `$clientCode: String!, $applicationCode: String!, $conceptCode: String!`;
  const args = `clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode`;
  const { adLinkageTreeCampaigns: campaigns } = await runGraphQL<{ adLinkageTreeCampaigns: { code: string }[] }>(
    request,
    `query E2eCampaigns(${tree}) { adLinkageTreeCampaigns(${args}, channelCode: "applovin") { code } }`,
    variables,
  );
  const sets: AssetSet[] = [];
  for (const campaign of campaigns) {
    const { adLinkageTreeSubCampaigns: subs } = await runGraphQL<{ adLinkageTreeSubCampaigns: { code: string }[] }>(
      request,
      `query E2eSubCampaigns(${tree}, $campaignCode: String!) { adLinkageTreeSubCampaigns(${args}, campaignCode: $campaignCode) { code } }`,
      { ...variables, campaignCode: campaign.code },
    );
    for (const sub of subs) {
      const { adLinkageTreeAssetSets: leaves } = await runGraphQL<{ adLinkageTreeAssetSets: AssetSet[] }>(
        request,
        `query E2eAssetSets(${tree}, $subCampaignCode: String!) {
          adLinkageTreeAssetSets(${args}, subCampaignCode: $subCampaignCode) { code name creativeAdMatches { code } ads { externalId name } } }`,
        { ...variables, subCampaignCode: sub.code },
      );
      sets.push(...leaves.filter((set) => set.ads.length > 1));
    }
  }
  const set = sets.find((candidate) => candidate.creativeAdMatches.length === 0) ?? sets[0];
  if (!set) throw new Error('The demo synced no AppLovin asset set with two ads');
  return set;
}

test('metrics imported from a CSV on the Ad accounts page show on the linked concept’s Analytics tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  const concept = await createDemoConcept(request, `Metrics import ${Date.now()}`);
  const set = await findAppLovinAssetSet(request, concept.code);
  // Not the set's first ad by external id: the one the synced report figures are written on.
  const collator = new Intl.Collator('en', { numeric: true });
  const ad = [...set.ads].sort((left, right) => collator.compare(right.externalId, left.externalId))[0]!;
  // Link the set to the new concept only; a set linked n times splits each ad-day n ways (1/n each
  // without a per-creative breakdown, which AppLovin does not give).
  const linked = await runGraphQL<{ linkSubCampaignAssetSetConcept: { creativeAdMatches: { code: string }[] } }>(
    request,
    `mutation E2eLink($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $setCode: String!) {
      linkSubCampaignAssetSetConcept(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode,
        subCampaignAssetSetCode: $setCode, link: { linkToConceptOnly: true }) { creativeAdMatches { code } } }`,
    { ...SCOPE, conceptCode: concept.code, setCode: set.code },
  );
  const share = formatCount(INSTALLS / linked.linkSubCampaignAssetSetConcept.creativeAdMatches.length);

  // Import: a valid row for the ad, and one the preview refuses.
  const accounts = new AdAccountsPage(page);
  await accounts.goto();
  await expect(accounts.heading).toBeVisible();
  await expect(page.getByText(/^Puzzle Quest · Where the ad tree comes from/)).toBeVisible();
  await accounts.importMetricsButton.click();
  await expect(accounts.metricsDialog).toContainText('Required columns: date, ad');
  const day = daysAgo(5);
  await accounts.chooseCsv(
    'metrics.csv',
    `date,ad,impressions,clicks,installs,spend\n${day},${ad.externalId},10000,300,${INSTALLS},84\n${day},no-such-ad,1,1,1,1\n`,
  );
  await expect(accounts.previewSummary).toContainText('1 rows can be imported; 1 have problems');
  await expect(accounts.previewRows.getByRole('row', { name: /no-such-ad/ })).toContainText("No ad 'no-such-ad' in this application.");
  await expect(accounts.previewRows.getByRole('row', { name: new RegExp(escapeRegExp(ad.externalId)) })).toContainText('OK');
  await accounts.confirmButton(1).click();
  await expect(accounts.snackbar).toHaveText('Metrics imported: 1 ad days written, 1 rows left out.');
  await expect(accounts.metricsDialog).toBeHidden();

  // The concept's Analytics tab (last 30 days): the ad's installs are the import's share (the
  // headline adds the set's synced report figures, on its first ad).
  const editor = new ConceptEditorPage(page);
  await editor.goto(concept.internalId, 'analytics');
  await expect(page.getByTestId('headline-Installs')).toBeVisible();
  const adRow = page
    .getByRole('table', { name: 'Per ad' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: ad.name, exact: true }) });
  await expect(adRow.getByRole('cell').nth(5)).toHaveText(share);

  // The ad's link opens the Ad Usage tab on its asset set, and the URL lets go of it.
  await adRow.getByRole('link', { name: ad.name, exact: true }).click();
  await expect(editor.tab('Ad Usage')).toHaveAttribute('aria-selected', 'true');
  await expect(new AdUsageTab(page).panel.getByRole('heading', { name: set.name })).toBeVisible();
  await expect(page).not.toHaveURL(/assetSet=/);
});

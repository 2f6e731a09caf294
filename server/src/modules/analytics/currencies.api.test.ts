import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { scoped } from '../../../test/operations/types.js';

/**
 * Issue 28 items 5 and 6 through the API: a concept whose ads run on a EUR account and a USD
 * account. Every money figure is the hand conversion with the stored rate of each day; no figure
 * adds the two currencies; a day without a rate is named and its money left out, never summed;
 * and each ratio divides figures of the same rows, which the API gives beside it.
 */

const D1 = '2026-03-01';
const D2 = '2026-03-02';
const D3 = '2026-03-03';

const METRICS = `spend revenue impressions clicks installs ctr cvr ipm cpi roas
  impressionsWithClicks clicksWithInstalls impressionsWithInstalls spendWithInstalls spendWithRevenue
  amounts { currency spend revenue } missingRates { day currency } missingRateCount`;

interface Metrics {
  spend: number | null;
  revenue: number | null;
  impressions: number | null;
  clicks: number | null;
  installs: number | null;
  ipm: number | null;
  cpi: number | null;
  roas: number | null;
  ctr: number | null;
  impressionsWithClicks: number | null;
  impressionsWithInstalls: number | null;
  spendWithInstalls: number | null;
  spendWithRevenue: number | null;
  amounts: { currency: string; spend: number | null; revenue: number | null }[];
  missingRates: { day: string; currency: string }[];
  missingRateCount: number;
}

interface Analytics {
  currency: string;
  headline: Metrics;
  days: { day: string; metrics: Metrics }[];
  ads: { adName: string; channelCode: string; metrics: Metrics }[];
}

const ANALYTICS = `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $from: String!, $to: String!) {
  conceptAnalytics(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, from: $from, to: $to) {
    currency headline { ${METRICS} } days { day metrics { ${METRICS} } } ads { adName channelCode metrics { ${METRICS} } } } }`;
const PERFORMANCE = `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!, $groupBy: String!) {
  creativePerformance(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: $groupBy, minSpend: 0) {
    currency rows { code name metrics { ${METRICS} } } totals { ${METRICS} } } }`;
const EXPORT = `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!) {
  exportCreativePerformance(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: "concept", minSpend: 0) }`;
const SET_RATE = `mutation ($clientCode: String!, $applicationCode: String!, $day: String!, $currency: String!, $rate: Float!) {
  setExchangeRate(clientCode: $clientCode, applicationCode: $applicationCode, day: $day, currency: $currency, rate: $rate) { day currency quoteCurrency rate source } }`;
const IMPORT_RATES = `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
  importExchangeRates(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { reportingCurrency writtenCount errorCount errors { line messages } } }`;
const PREVIEW_RATES = `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
  previewExchangeRatesImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) {
    reportingCurrency rowCount newCount changedCount unchangedCount currencies errorCount errors { line messages } } }`;

/** The stored rates, as the hand conversion uses them: EUR → USD per day. */
const RATES: Record<string, number> = { [D1]: 1.08, [D2]: 1.1 };

describe('analytics across currencies', () => {
  let tenant: Tenant;
  let admin: ApiClient;
  let conceptCode: string;

  async function createAccount(channelCode: string, currency: string | null, adId: string, setName: string) {
    const { createAdAccount } = await admin.mustRequest<{ createAdAccount: { code: string; currency: string } }>(
      `mutation ($clientCode: String!, $applicationCode: String!, $adAccount: AdAccountInput!) {
        createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: $adAccount) { code currency } }`,
      {
        ...scoped(tenant),
        adAccount: {
          channelCode,
          connector: 'import',
          externalAccountId: `acct-${adId}`,
          name: `${channelCode} ${currency ?? 'default'}`,
          ...(currency ? { currency } : {}),
        },
      },
    );
    const content = [
      'channel,campaignId,campaign,subCampaignId,subCampaign,assetSetId,assetSet,adId,ad',
      `${channelCode},c-${adId},Launch,s-${adId},Broad,as-${adId},${setName},${adId},${setName} ad`,
    ].join('\n');
    await admin.mustRequest(
      `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $content: String!) {
        importAdTree(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, format: CSV, content: $content) { status } }`,
      { ...scoped(tenant), adAccountCode: createAdAccount.code, content },
    );
    return createAdAccount;
  }

  async function linkSet(setName: string) {
    const { adLinkageTreeChannels } = await admin.mustRequest<{ adLinkageTreeChannels: { code: string }[] }>(
      `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!) {
        adLinkageTreeChannels(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode) { code } }`,
      { ...scoped(tenant), conceptCode },
    );
    for (const channel of adLinkageTreeChannels) {
      const { adLinkageTreeCampaigns } = await admin.mustRequest<{ adLinkageTreeCampaigns: { code: string }[] }>(
        `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $channelCode: String!) {
          adLinkageTreeCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, channelCode: $channelCode) { code } }`,
        { ...scoped(tenant), conceptCode, channelCode: channel.code },
      );
      for (const campaign of adLinkageTreeCampaigns) {
        const { adLinkageTreeSubCampaigns } = await admin.mustRequest<{ adLinkageTreeSubCampaigns: { code: string }[] }>(
          `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $campaignCode: String!) {
            adLinkageTreeSubCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, campaignCode: $campaignCode) { code } }`,
          { ...scoped(tenant), conceptCode, campaignCode: campaign.code },
        );
        for (const sub of adLinkageTreeSubCampaigns) {
          const { adLinkageTreeAssetSets } = await admin.mustRequest<{ adLinkageTreeAssetSets: { code: string; name: string }[] }>(
            `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $subCampaignCode: String!) {
              adLinkageTreeAssetSets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, subCampaignCode: $subCampaignCode) { code name } }`,
            { ...scoped(tenant), conceptCode, subCampaignCode: sub.code },
          );
          const set = adLinkageTreeAssetSets.find((candidate) => candidate.name === setName);
          if (set)
            await admin.mustRequest(
              `mutation ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $setCode: String!) {
                linkSubCampaignAssetSetConcept(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode,
                  subCampaignAssetSetCode: $setCode, link: { linkToConceptOnly: true }) { code } }`,
              { ...scoped(tenant), conceptCode, setCode: set.code },
            );
        }
      }
    }
  }

  const analytics = async (to = D2) =>
    (await admin.mustRequest<{ conceptAnalytics: Analytics }>(ANALYTICS, { ...scoped(tenant), conceptCode, from: D1, to }))
      .conceptAnalytics;

  beforeAll(async () => {
    tenant = await createTenant('fx');
    admin = await tenant.as('admin');
    conceptCode = (await createConcept(admin, tenant, { applications: [{ code: tenant.applicationCodes[0] }] })).code;
    const euro = await createAccount('meta', 'EUR', 'eu-1', 'EU set');
    const dollar = await createAccount('applovin', null, 'us-1', 'US set');
    // An import account defaults to the application's reporting currency (USD here).
    expect([euro.currency, dollar.currency]).toEqual(['EUR', 'USD']);
    await linkSet('EU set');
    await linkSet('US set');
    // The EUR ad reports installs and revenue; the USD ad (AppLovin-like) neither.
    const csv = [
      'date,ad,impressions,clicks,installs,spend,revenue',
      `${D1},eu-1,10000,100,50,100.00,40.00`,
      `${D2},eu-1,10000,100,40,80.00,30.00`,
      `${D3},eu-1,10000,100,45,90.00,35.00`,
      `${D1},us-1,20000,150,,60.00,`,
      `${D2},us-1,20000,150,,50.00,`,
    ].join('\n');
    const imported = await admin.mustRequest<{ importAdMetrics: { writtenCount: number; errorCount: number } }>(
      `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
        importAdMetrics(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { writtenCount errorCount } }`,
      { ...scoped(tenant), csv },
    );
    expect(imported.importAdMetrics).toEqual({ writtenCount: 5, errorCount: 0 });
  });

  it('refuses a currency that is not ISO 4217 on an account', async () => {
    const result = await admin.request(
      `mutation ($clientCode: String!, $applicationCode: String!) { createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode,
        adAccount: { channelCode: "tiktok", connector: "import", externalAccountId: "x-1", name: "Bad", currency: "EURO" }) { code } }`,
      scoped(tenant),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe("'EURO' is not an ISO 4217 currency code.");
  });

  it('previews and imports a CSV of rates, row by row', async () => {
    const csv = `date,currency,rate\n${D1},EUR,1.08\n${D2},eur,1.1\n${D2},EUR,1.2\n${D1},USD,1\n2026-02-30,EUR,1\n${D1},GBP,-1\n${D1},EURO,1\n`;
    const { previewExchangeRatesImport: preview } = await admin.mustRequest<{
      previewExchangeRatesImport: { reportingCurrency: string; rowCount: number; newCount: number; errorCount: number; errors: unknown[] };
    }>(PREVIEW_RATES, { ...scoped(tenant), csv });
    expect(preview).toMatchObject({ reportingCurrency: 'USD', rowCount: 7, newCount: 2, errorCount: 5 });
    expect(preview.errors).toEqual([
      { line: 4, messages: ['The same date and currency appear on an earlier row.'] },
      { line: 5, messages: ['USD is the reporting currency: its amounts need no rate.'] },
      { line: 6, messages: ['date must be a day as YYYY-MM-DD.'] },
      { line: 7, messages: ['rate must be a number above 0 (the reporting currency units one unit of the currency is worth).'] },
      { line: 8, messages: ["'EURO' is not an ISO 4217 currency code."] },
    ]);
    // Nothing was written by the preview.
    expect((await analytics()).headline.missingRateCount).toBe(2);
    const { importExchangeRates } = await admin.mustRequest<{ importExchangeRates: { writtenCount: number; errorCount: number } }>(
      IMPORT_RATES,
      { ...scoped(tenant), csv },
    );
    expect(importExchangeRates).toMatchObject({ writtenCount: 2, errorCount: 5 });
    // A header is optional; the same file again changes nothing.
    const again = await admin.mustRequest<{ previewExchangeRatesImport: { newCount: number; unchangedCount: number } }>(PREVIEW_RATES, {
      ...scoped(tenant),
      csv: `${D1},EUR,1.08\n${D2},EUR,1.1\n`,
    });
    expect(again.previewExchangeRatesImport).toMatchObject({ newCount: 0, unchangedCount: 2 });
  });

  it('converts every money figure with the rate of its day and never adds two currencies', async () => {
    const { currency, headline, days, ads } = await analytics();
    expect(currency).toBe('USD');
    // The hand conversion with the stored rates.
    const eurSpend = 100 * RATES[D1]! + 80 * RATES[D2]!;
    const eurRevenue = 40 * RATES[D1]! + 30 * RATES[D2]!;
    expect(headline.spend).toBeCloseTo(eurSpend + 60 + 50, 6);
    expect(headline.revenue).toBeCloseTo(eurRevenue, 6);
    // Not the sum of the amounts as reported (180 EUR + 110 USD = "290").
    expect(headline.spend).not.toBeCloseTo(180 + 110, 2);
    expect(headline.amounts).toEqual([
      { currency: 'EUR', spend: 180, revenue: 70 },
      { currency: 'USD', spend: 110, revenue: null },
    ]);
    expect(headline.missingRates).toEqual([]);
    expect(days.map((day) => [day.day, day.metrics.spend])).toEqual([
      [D1, expect.closeTo(100 * RATES[D1]! + 60, 6)],
      [D2, expect.closeTo(80 * RATES[D2]! + 50, 6)],
    ]);
    // One ad, one currency: converted alone.
    const euroAd = ads.find((ad) => ad.channelCode === 'meta')!;
    expect(euroAd.metrics.spend).toBeCloseTo(eurSpend, 6);
    expect(euroAd.metrics.amounts).toEqual([{ currency: 'EUR', spend: 180, revenue: 70 }]);

    const board = await admin.mustRequest<{ creativePerformance: { currency: string; rows: { metrics: Metrics }[]; totals: Metrics } }>(
      PERFORMANCE,
      { ...scoped(tenant), from: D1, to: D2, groupBy: 'channel' },
    );
    expect(board.creativePerformance.currency).toBe('USD');
    // Each channel is one currency here; the totals are the converted sum, the amounts apart.
    expect(board.creativePerformance.rows.map((row) => row.metrics.amounts.map((amount) => amount.currency))).toEqual([['EUR'], ['USD']]);
    expect(board.creativePerformance.totals.spend).toBeCloseTo(eurSpend + 110, 6);
  });

  it('gives each ratio the inputs it divides: spend of rows with installs, not all spend', async () => {
    const { headline } = await analytics();
    // The USD rows report no installs: their 110 USD is in spend, not in CPI's spend.
    const spendWithInstalls = 100 * RATES[D1]! + 80 * RATES[D2]!;
    expect(headline.spendWithInstalls).toBeCloseTo(spendWithInstalls, 6);
    expect(headline.spend! - headline.spendWithInstalls!).toBeCloseTo(110, 6);
    expect(headline.installs).toBe(90);
    expect(headline.cpi).toBeCloseTo(spendWithInstalls / 90, 9);
    expect(headline.cpi).toBe(headline.spendWithInstalls! / headline.installs!);
    expect(headline.cpi).not.toBeCloseTo(headline.spend! / headline.installs!, 2);
    expect(headline.impressionsWithInstalls).toBe(20_000);
    expect(headline.ipm).toBe((1000 * headline.installs!) / headline.impressionsWithInstalls!);
    expect(headline.impressions).toBe(60_000);
    expect(headline.spendWithRevenue).toBeCloseTo(spendWithInstalls, 6);
    expect(headline.roas).toBe(headline.revenue! / headline.spendWithRevenue!);
    expect(headline.impressionsWithClicks).toBe(60_000);
    expect(headline.ctr).toBe(headline.clicks! / headline.impressionsWithClicks!);
  });

  it('flags a day without a rate instead of summing what it can, and the export keeps the currency column', async () => {
    const { headline, days } = await analytics(D3);
    expect(headline.missingRates).toEqual([{ day: D3, currency: 'EUR' }]);
    expect(headline.missingRateCount).toBe(1);
    expect([headline.spend, headline.revenue, headline.cpi, headline.roas, headline.spendWithInstalls]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    // The figures that are not money still count, and the money as reported stays per currency.
    expect(headline.installs).toBe(135);
    expect(headline.amounts).toEqual([
      { currency: 'EUR', spend: 270, revenue: 105 },
      { currency: 'USD', spend: 110, revenue: null },
    ]);
    // The other days still convert; only the day without a rate is missing.
    expect(days.map((day) => [day.day, day.metrics.spend === null, day.metrics.missingRateCount])).toEqual([
      [D1, false, 0],
      [D2, false, 0],
      [D3, true, 1],
    ]);
    const { exportCreativePerformance: csv } = await admin.mustRequest<{ exportCreativePerformance: string }>(EXPORT, {
      ...scoped(tenant),
      from: D1,
      to: D3,
    });
    const [header, line] = csv.trim().split('\n');
    const columns = header!.split(',');
    const cells = line!.split(',');
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell('currency')).toBe('USD');
    expect(cell('spend')).toBe('');
    expect(cell('missing_rates')).toBe(`${D3} EUR`);
    expect(cell('spend_by_currency')).toBe('EUR 270.00; USD 110.00');

    // Entering the day's rate completes the figure.
    const { setExchangeRate } = await admin.mustRequest<{ setExchangeRate: Record<string, unknown> }>(SET_RATE, {
      ...scoped(tenant),
      day: D3,
      currency: 'EUR',
      rate: 1.12,
    });
    expect(setExchangeRate).toEqual({ day: D3, currency: 'EUR', quoteCurrency: 'USD', rate: 1.12, source: 'manual' });
    const complete = await analytics(D3);
    expect(complete.headline.spend).toBeCloseTo(100 * 1.08 + 80 * 1.1 + 90 * 1.12 + 110, 6);
    expect(complete.headline.missingRateCount).toBe(0);
  });

  it('reports in the currency the application settings name, with that currency’s rates', async () => {
    const application = { clientCode: tenant.clientCode, applicationCode: tenant.applicationCodes[0] };
    await admin.mustRequest(
      `mutation ($clientCode: String!, $applicationCode: String!) {
        setApplicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: { reportingCurrency: "EUR" }) { code } }`,
      application,
    );
    // In EUR the EUR rows need no rate; the USD rows need USD → EUR rates, which are not there yet.
    const inEuro = await analytics();
    expect(inEuro.currency).toBe('EUR');
    expect(inEuro.headline.spend).toBeNull();
    expect(inEuro.headline.missingRates).toEqual([
      { day: D1, currency: 'USD' },
      { day: D2, currency: 'USD' },
    ]);
    await admin.mustRequest(IMPORT_RATES, { ...application, csv: `date,currency,rate\n${D1},USD,0.92\n${D2},USD,0.91\n` });
    const converted = await analytics();
    expect(converted.headline.spend).toBeCloseTo(180 + 60 * 0.92 + 50 * 0.91, 6);
    // The EUR account's rows in the EUR report are its own amounts.
    expect(converted.ads.find((ad) => ad.channelCode === 'meta')!.metrics.spend).toBeCloseTo(180, 6);
    // Back to USD: the USD rates are kept apart from the EUR ones.
    await admin.mustRequest(
      `mutation ($clientCode: String!, $applicationCode: String!) {
        setApplicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: { reportingCurrency: null }) { code } }`,
      application,
    );
    const rates = await admin.mustRequest<{
      exchangeRates: { reportingCurrency: string; currencies: string[]; accountCurrencies: string[] };
    }>(
      `query ($clientCode: String!, $applicationCode: String!) {
        exchangeRates(clientCode: $clientCode, applicationCode: $applicationCode) { reportingCurrency currencies accountCurrencies } }`,
      application,
    );
    expect(rates.exchangeRates).toEqual({ reportingCurrency: 'USD', currencies: ['EUR'], accountCurrencies: ['EUR', 'USD'] });
  });

  it('lets only settings editors manage rates', async () => {
    const viewer = await tenant.as('viewer');
    const refused = await viewer.request(SET_RATE, { ...scoped(tenant), day: D1, currency: 'EUR', rate: 2 });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const invalid = await admin.request(SET_RATE, { ...scoped(tenant), day: D1, currency: 'USD', rate: 2 });
    expect(invalid.errors?.[0]?.message).toBe('USD is the reporting currency: its amounts need no rate.');
    expect(errorCode(await admin.request(SET_RATE, { ...scoped(tenant), day: D1, currency: 'EUR', rate: 0 }))).toBe('BAD_USER_INPUT');
  });
});

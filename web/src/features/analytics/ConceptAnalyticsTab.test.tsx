import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createScriptedClient } from '../../test/scripted-apollo';
import { ConceptAnalyticsTab } from './ConceptAnalyticsTab';
import { findRatioInputs, type Metrics } from './metrics';

const NO_INPUTS = {
  impressionsWithClicks: null,
  clicksWithInstalls: null,
  impressionsWithInstalls: null,
  spendWithInstalls: null,
  spendWithRevenue: null,
};

/** Metrics as the server sends them (with __typename, which the fragment's type leaves out). */
function metrics(values: { [Field in keyof Metrics]?: unknown }): Metrics {
  return {
    __typename: 'CreativeMetrics',
    spend: null,
    impressions: null,
    clicks: null,
    installs: null,
    revenue: null,
    ctr: null,
    cvr: null,
    ipm: null,
    cpi: null,
    roas: null,
    ...NO_INPUTS,
    amounts: [],
    missingRates: [],
    missingRateCount: 0,
    ...values,
  } as Metrics;
}

/** EUR rows with installs (196 USD converted), USD rows without (110 USD): CPI divides only the former. */
const checked = metrics({
  spend: 306,
  impressions: 60_000,
  clicks: 500,
  installs: 90,
  revenue: 76.2,
  ctr: 500 / 60_000,
  ipm: 4.5,
  cpi: 196 / 90,
  roas: 76.2 / 196,
  impressionsWithClicks: 60_000,
  impressionsWithInstalls: 20_000,
  clicksWithInstalls: 200,
  spendWithInstalls: 196,
  spendWithRevenue: 196,
  amounts: [
    { __typename: 'CurrencyAmounts', currency: 'EUR', spend: 180, revenue: 70 },
    { __typename: 'CurrencyAmounts', currency: 'USD', spend: 110, revenue: null },
  ],
});

/** The same concept over a range with a EUR day that has no rate: its money is left empty. */
const missing = metrics({
  impressions: 70_000,
  installs: 135,
  ipm: 135 / 30,
  impressionsWithInstalls: 30_000,
  amounts: [
    { __typename: 'CurrencyAmounts', currency: 'EUR', spend: 270, revenue: 105 },
    { __typename: 'CurrencyAmounts', currency: 'USD', spend: 110, revenue: null },
  ],
  missingRates: [{ __typename: 'MissingExchangeRate', day: '2026-03-03', currency: 'EUR' }],
  missingRateCount: 1,
});

function answer(headline: Metrics) {
  return {
    data: {
      conceptAnalytics: {
        __typename: 'ConceptAnalytics',
        conceptCode: 'crc_1',
        currency: 'USD',
        allocationRule: 'Evenly.',
        conceptCount: 3,
        headline,
        applicationMedian: metrics({}),
        days: [{ __typename: 'CreativeMetricsDay', day: '2026-03-01', metrics: headline }],
        assets: [
          {
            __typename: 'ConceptAssetPerformance',
            code: 'ast_hero',
            name: 'hero.mp4',
            metrics: headline,
            fatigue: {
              __typename: 'CreativeFatigue',
              conceptCode: 'crc_1',
              assetCode: 'ast_hero',
              metric: 'ipm',
              onsetDay: '2026-02-20',
              levelBefore: 6,
              levelAfter: 3,
            },
          },
        ],
        ads: [
          {
            __typename: 'ConceptAdPerformance',
            adCode: 'ad_1',
            adName: 'EU hero',
            status: 'active',
            assetSetCode: 'ass_1',
            assetSetName: 'EU set',
            campaignName: 'Launch',
            channelCode: 'meta',
            metrics: headline,
          },
        ],
        fatigue: null,
      },
    },
  };
}

function renderTab(headline: Metrics) {
  const { apollo } = createScriptedClient({ ConceptAnalytics: () => answer(headline) });
  render(
    <ApolloProvider client={apollo}>
      <MemoryRouter>
        <ConceptAnalyticsTab clientCode="demo" applicationCode="puzzle-quest" conceptCode="crc_1" />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return userEvent.setup();
}

describe('ratio inputs', () => {
  it('gives the division a reader can check, and what the ratio leaves out of the shown figure', () => {
    expect(findRatioInputs('cpi', checked, 'USD')).toEqual({
      numerator: '$196.00',
      denominator: '90',
      leftOut: { amount: '$110.00', of: '$306.00', figure: 'spend' },
    });
    expect(findRatioInputs('ipm', checked, 'USD')?.leftOut).toEqual({ amount: '40,000', of: '60,000', figure: 'impressions' });
    // Every row reports clicks: CTR leaves nothing out.
    expect(findRatioInputs('ctr', checked, 'USD')?.leftOut).toBeNull();
    expect(findRatioInputs('cpi', missing, 'USD')).toBeNull();
  });
});

describe('ConceptAnalyticsTab', { timeout: 30_000 }, () => {
  it('shows each ratio with its inputs, marks one that leaves rows out, and explains it on focus', async () => {
    renderTab(checked);
    expect(await screen.findByText('Figures in USD')).toBeTruthy();
    // The headline CPI card shows the division beside the figure: $196 of spend with installs, not $306.
    expect(screen.getByTestId('headline-CPI').textContent).toBe('$2.18*');
    expect(screen.getByTestId('headline-CPI-inputs').textContent).toBe('= $196.00 ÷ 90');
    expect(screen.getByTestId('headline-IPM-inputs').textContent).toBe('= 1,000 × 90 ÷ 20,000');
    // A marked figure takes focus and says what it divides and what it leaves out.
    const ads = screen.getByRole('table', { name: 'Per ad' });
    const cpi = within(ads)
      .getAllByLabelText('Computed from part of the rows')
      .map((mark) => mark.parentElement!)
      .find((figure) => figure.textContent === '$2.18*')!;
    cpi.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('CPI = spend of the rows that report installs ÷ installs.');
    expect(tooltip.textContent).toContain('$196.00 ÷ 90 = $2.18');
    expect(tooltip.textContent).toContain('$110.00 of the $306.00 spend is from rows without installs: left out.');
  });

  it('says where converted money came from, and lists the definitions in a legend', async () => {
    const user = renderTab(checked);
    const legend = await screen.findByRole('button', { name: 'How these figures are computed' });
    await user.click(legend);
    const region = screen.getByRole('region', { name: 'How these figures are computed' });
    for (const definition of [
      'CTR = clicks ÷ impressions of the rows that report clicks.',
      'CVR = installs ÷ clicks of the rows that report installs.',
      'IPM = 1,000 × installs ÷ impressions of the rows that report installs.',
      'CPI = spend of the rows that report installs ÷ installs.',
      'ROAS = revenue ÷ spend of the rows that report revenue.',
    ])
      expect(region.textContent).toContain(definition);
    expect(region.textContent).toContain('Money (spend, revenue, CPI) is in USD');
    // The headline spend: converted, with the amounts as reported on hover.
    const spend = screen.getByTestId('headline-Spend');
    expect(spend.textContent).toBe('$306');
    await user.hover(spend.firstElementChild!);
    expect((await screen.findByRole('tooltip')).textContent).toContain("Converted from €180.00 · $110.00 with each day's rate");
  });

  it('leaves money without a rate empty and names the day and currency, never a sum of the rest', async () => {
    renderTab(missing);
    const notice = await screen.findByTestId('missing-rates-notice');
    expect(notice.textContent).toContain('Some amounts have no exchange rate into USD for their day: 2026-03-03 EUR.');
    // The headline card: the marker in place of the figure, and the day under it.
    const spend = screen.getByTestId('headline-Spend');
    expect(spend.textContent).toBe('No rate');
    expect(screen.getByText('No rate for 2026-03-03 EUR')).toBeTruthy();
    expect(screen.getByTestId('headline-CPI').textContent).toBe('No rate');
    // Figures that are not money still show.
    expect(screen.getByTestId('headline-Installs').textContent).toBe('135');
    // In the tables too, with the amounts as reported in the explanation.
    const ads = screen.getByRole('table', { name: 'Per ad' });
    const markers = within(ads).getAllByTestId('missing-rate');
    expect(markers.map((marker) => marker.textContent)).toEqual(['No rate', 'No rate', 'No rate', 'No rate']);
    markers[0]!.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('No rate for 2026-03-03 EUR');
    expect(tooltip.textContent).toContain('As reported: €270.00 · $110.00');
  });

  it('flags a tired asset beside its name', async () => {
    renderTab(checked);
    const assets = await screen.findByRole('table', { name: 'Per asset' });
    await waitFor(() => expect(within(assets).getByTestId('fatigue-flag')).toBeTruthy());
    expect(within(assets).getByRole('row', { name: /hero\.mp4/ }).textContent).toContain('Fatigue');
  });
});

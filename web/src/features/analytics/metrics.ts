import type { CreativeMetricsFieldsFragment } from '../../gql/graphql';

export type MetricName = 'spend' | 'impressions' | 'clicks' | 'installs' | 'revenue' | 'ctr' | 'cvr' | 'ipm' | 'cpi' | 'roas';
export const METRICS: readonly MetricName[] = ['spend', 'impressions', 'installs', 'ctr', 'cvr', 'ipm', 'cpi', 'roas', 'clicks', 'revenue'];
/** The figures the headline and the trend chart offer. */
export const HEADLINE_METRICS: readonly MetricName[] = ['spend', 'impressions', 'installs', 'ctr', 'cvr', 'ipm', 'cpi', 'roas'];
/** Lower is better (a CPI under the median is good news). */
export const LOWER_IS_BETTER: ReadonlySet<MetricName> = new Set(['cpi']);

export type Metrics = CreativeMetricsFieldsFragment;

/** One figure as people read it: currency for money, per cent for rates, one decimal for IPM. */
export function formatMetric(metric: MetricName, value: number | null | undefined, currency: string, locale = 'en'): string {
  if (value === null || value === undefined) return '—';
  switch (metric) {
    case 'spend':
    case 'revenue':
    case 'cpi':
      return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: metric === 'cpi' ? 2 : 0 }).format(value);
    case 'ctr':
    case 'cvr':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value);
    case 'roas':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
    case 'ipm':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  }
}

/** How a figure compares with a reference: +12 % (better) or −8 % (worse), null when either is missing. */
export function compareWith(metric: MetricName, value: number | null | undefined, reference: number | null | undefined) {
  if (value === null || value === undefined || reference === null || reference === undefined || reference === 0) return null;
  const change = (value - reference) / Math.abs(reference);
  const isBetter = LOWER_IS_BETTER.has(metric) ? change < 0 : change > 0;
  return { change, isBetter };
}

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function yesterday(): string {
  return addDays(new Date().toISOString().slice(0, 10), -1);
}

export const RANGE_PRESETS = [7, 14, 30, 60, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range of the last `days` days up to yesterday (today's figures are still coming in). */
export function presetRange(days: number): { from: string; to: string } {
  const to = yesterday();
  return { from: addDays(to, -(days - 1)), to };
}

/** Figures in money: empty while a day of them has no exchange rate (ROAS divides two of them). */
export const MONEY_METRICS: ReadonlySet<MetricName> = new Set(['spend', 'revenue', 'cpi', 'roas']);

export type RatioName = 'ctr' | 'cvr' | 'ipm' | 'cpi' | 'roas';
/** The shown figures a ratio's input can be part of. */
type Whole = 'spend' | 'impressions' | 'clicks';
type Figure = Whole | 'installs' | 'revenue';
type Input = Figure | 'impressionsWithClicks' | 'clicksWithInstalls' | 'impressionsWithInstalls' | 'spendWithInstalls' | 'spendWithRevenue';

/**
 * What each ratio divides (the server's definitions, schema.graphql): numerator and denominator
 * are sums over the rows that report both figures; `whole` is the shown figure that one of the
 * inputs is a part of, so a reader can see what was left out.
 */
export const RATIOS: Record<RatioName, { numerator: Input; denominator: Input; factor: number; whole: { input: Input; figure: Whole } }> = {
  ctr: {
    numerator: 'clicks',
    denominator: 'impressionsWithClicks',
    factor: 1,
    whole: { input: 'impressionsWithClicks', figure: 'impressions' },
  },
  cvr: {
    numerator: 'installs',
    denominator: 'clicksWithInstalls',
    factor: 1,
    whole: { input: 'clicksWithInstalls', figure: 'clicks' },
  },
  ipm: {
    numerator: 'installs',
    denominator: 'impressionsWithInstalls',
    factor: 1000,
    whole: { input: 'impressionsWithInstalls', figure: 'impressions' },
  },
  cpi: {
    numerator: 'spendWithInstalls',
    denominator: 'installs',
    factor: 1,
    whole: { input: 'spendWithInstalls', figure: 'spend' },
  },
  roas: {
    numerator: 'revenue',
    denominator: 'spendWithRevenue',
    factor: 1,
    whole: { input: 'spendWithRevenue', figure: 'spend' },
  },
};

export function isRatio(metric: MetricName): metric is RatioName {
  return Object.hasOwn(RATIOS, metric);
}

/** Inputs in money (the rest are counts). */
const MONEY_INPUTS: ReadonlySet<Input> = new Set(['spend', 'revenue', 'spendWithInstalls', 'spendWithRevenue']);

export interface RatioInputs {
  numerator: string;
  denominator: string;
  /** The rows the ratio leaves out: how much of the shown figure they hold, and the figure. */
  leftOut: { amount: string; of: string; figure: Whole } | null;
}

/**
 * A ratio's inputs as the reader sees them ("$196", "90"), and what of the shown whole it leaves
 * out; null when the ratio has no value.
 */
export function findRatioInputs(metric: RatioName, metrics: Metrics, currency: string, locale = 'en'): RatioInputs | null {
  const definition = RATIOS[metric];
  const numerator = metrics[definition.numerator];
  const denominator = metrics[definition.denominator];
  if (metrics[metric] === null || metrics[metric] === undefined || numerator == null || denominator == null) return null;
  const part = metrics[definition.whole.input];
  const whole = metrics[definition.whole.figure];
  const left = part != null && whole != null ? whole - part : 0;
  // Sums of allocated shares carry float noise: a left-out of a millionth of the whole is none.
  const isPartial = left > Math.abs(whole ?? 0) * 1e-9 && left > 1e-9;
  const format = (input: Input, value: number) =>
    MONEY_INPUTS.has(input)
      ? new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(value)
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  return {
    numerator: format(definition.numerator, numerator),
    denominator: format(definition.denominator, denominator),
    leftOut: isPartial
      ? {
          amount: format(definition.whole.figure, left),
          of: format(definition.whole.figure, whole!),
          figure: definition.whole.figure,
        }
      : null,
  };
}

/** "2026-03-02 EUR, 2026-03-03 EUR" (and how many more there are beyond the listed ones). */
export function listMissingRates(metrics: Pick<Metrics, 'missingRates' | 'missingRateCount'>) {
  return {
    list: metrics.missingRates.map((missing) => `${missing.day} ${missing.currency}`).join(', '),
    more: Math.max(0, metrics.missingRateCount - metrics.missingRates.length),
  };
}

/** "€270 · $110": the money as the accounts reported it, one currency at a time. */
export function formatAmounts(metrics: Pick<Metrics, 'amounts'>, field: 'spend' | 'revenue', locale = 'en') {
  return metrics.amounts
    .filter((amount) => amount[field] !== null && amount[field] !== undefined)
    .map((amount) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency, maximumFractionDigits: 2 }).format(amount[field]!),
    )
    .join(' · ');
}

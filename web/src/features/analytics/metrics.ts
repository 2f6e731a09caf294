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

import { describe, expect, it } from 'vitest';
import { toMetrics, type MetricSums } from './rollups.js';
import { checkRange, rankRows } from './service.js';

const row = (values: Partial<MetricSums>) => ({ sums: sums(values), amounts: [], missingRates: [] });
const sums = (values: Partial<MetricSums>): MetricSums => ({
  impressions: null,
  clicks: null,
  installs: null,
  spend: null,
  revenue: null,
  videoStarts: null,
  videoCompletions: null,
  impressionsWithClicks: null,
  impressionsWithInstalls: null,
  clicksWithInstalls: null,
  spendWithInstalls: null,
  spendWithRevenue: null,
  ...values,
});

describe('creative performance ranks and ratios', () => {
  it('computes ratios only over rows that have both figures, and leaves missing figures empty, never zero', () => {
    const metrics = toMetrics(
      row({
        impressions: 20_000,
        clicks: 300,
        installs: 40,
        spend: 200,
        impressionsWithClicks: 20_000,
        impressionsWithInstalls: 10_000,
        clicksWithInstalls: 100,
        spendWithInstalls: 80,
      }),
    );
    expect(metrics.ipm).toBeCloseTo(4); // 40 installs over the 10,000 impressions of rows with installs
    expect(metrics.ctr).toBeCloseTo(0.015);
    expect(metrics.cvr).toBeCloseTo(0.4);
    expect(metrics.cpi).toBeCloseTo(2);
    expect(metrics.revenue).toBeNull();
    expect(metrics.roas).toBeNull();
    // The inputs travel with the ratios: a reader divides 80 / 40, not 200 / 40.
    expect(metrics).toMatchObject({ spendWithInstalls: 80, impressionsWithInstalls: 10_000, clicksWithInstalls: 100 });
    expect(metrics.cpi).toBe(metrics.spendWithInstalls! / metrics.installs!);
  });

  it('lists the first ten missing rates by day and counts them all', () => {
    const missingRates = Array.from({ length: 12 }, (_unused, index) => ({
      day: `2026-03-${String(12 - index).padStart(2, '0')}`,
      currency: 'EUR',
    }));
    const metrics = toMetrics({ sums: sums({ impressions: 10 }), amounts: [{ currency: 'EUR', spend: 5, revenue: null }], missingRates });
    expect(metrics.missingRateCount).toBe(12);
    expect(metrics.missingRates.map((missing) => missing.day)).toEqual(
      Array.from({ length: 10 }, (_unused, index) => `2026-03-${String(index + 1).padStart(2, '0')}`),
    );
  });

  it('ranks rows above the minimum spend best first (CPI lowest first) and gives the others no rank', () => {
    const ranking = (name: string, spend: number, cpi: number | null) => ({
      name,
      enoughData: spend >= 100,
      rank: null as number | null,
      metrics: { ...toMetrics(row({})), spend, cpi },
    });
    const ranked = rankRows([ranking('a', 500, 3), ranking('b', 50, 1), ranking('c', 300, 2), ranking('d', 800, null)], 'cpi');
    expect(ranked.map((item) => [item.name, item.rank])).toEqual([
      ['c', 1],
      ['a', 2],
      ['d', null],
      ['b', null],
    ]);
  });

  it('refuses a reversed or over-long range', () => {
    expect(() => checkRange('2026-02-01', '2026-01-01')).toThrow('The first day must not be after the last day.');
    expect(() => checkRange('2020-01-01', '2026-01-01')).toThrow('A range covers at most 400 days.');
    expect(() => checkRange('2026-1-1', '2026-01-31')).toThrow('Enter the first day as YYYY-MM-DD.');
  });
});

import { describe, expect, it } from 'vitest';
import { buildReportPath, findReport, type ReportCategory } from './report-selection';

const categories: ReportCategory[] = [
  {
    code: 'cat1',
    name: 'Creative performance',
    gdsReports: [
      { code: 'weekly', name: 'Weekly creative overview', url: 'https://example.com/?report=weekly' },
      { code: 'top', name: 'Top concepts', url: 'https://example.com/?report=top' },
    ],
  },
  {
    code: 'cat2',
    name: 'Production',
    gdsReports: [{ code: 'delivery', name: 'Delivery on time', url: 'https://example.com/?report=delivery' }],
  },
];

describe('report selection', () => {
  it('finds the route report in any category once data is there', () => {
    expect(findReport(categories, 'delivery')?.name).toBe('Delivery on time');
    expect(findReport(undefined, 'delivery')).toBeNull();
  });

  it('selects nothing without a code or for an unknown one', () => {
    expect(findReport(categories, undefined)).toBeNull();
    expect(findReport(categories, 'gone')).toBeNull();
  });

  it('puts the picked report in the route and clears back to the application', () => {
    expect(buildReportPath('demo', 'puzzle-quest', 'weekly')).toBe('/demo/creative/reports/puzzle-quest/weekly');
    expect(buildReportPath('demo', 'puzzle-quest', null)).toBe('/demo/creative/reports/puzzle-quest');
  });
});

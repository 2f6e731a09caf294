import { METRICS_CSV_COLUMNS } from '@atelier/domain';

/**
 * A header and one day of one ad; the empty cells are figures the source does not give, and an
 * empty currency is the ad account's.
 */
export const METRICS_CSV_SAMPLE = `${METRICS_CSV_COLUMNS.join(',')}\n2026-05-01,120210000000001,12000,240,36,85.50,42.10,,,\n`;

/** The Apollo root fields whose answers an import changes (read again when next shown). */
export const METRICS_FIELDS = [
  'conceptAnalytics',
  'creativePerformance',
  'creativePerformanceTrend',
  'exportCreativePerformance',
  'adCopyPerformanceRanks',
] as const;

import type { AccessRule } from './permissions.js';

/**
 * The columns of a metrics CSV (one row per ad and day), in order: `date` and `ad` are required,
 * the figures optional (a figure the source does not give stays empty, never zero). The server's
 * parser reads these; the import dialog lists them.
 */
export const METRICS_CSV_COLUMNS = [
  'date',
  'ad',
  'impressions',
  'clicks',
  'installs',
  'spend',
  'revenue',
  'video_starts',
  'video_completions',
] as const;

export type MetricsCsvColumn = (typeof METRICS_CSV_COLUMNS)[number];

/**
 * What importMetrics needs (server and the web's import button read this one rule). Importing
 * changes what both the Analytics tab and the Creative Performance page show, so it takes both.
 */
export const METRICS_IMPORT: AccessRule = { allOf: ['creative:access', 'creativePerformance:view', 'analytics:view'] };

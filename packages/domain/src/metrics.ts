import type { AccessRule } from './permissions.js';

/**
 * The columns of a metrics CSV (one row per ad and day), in order: `date` and `ad` are required,
 * the figures optional (a figure the source does not give stays empty, never zero); `currency`
 * (ISO 4217) is the money's currency, the ad's account's when the column is absent or empty. The
 * server's parser reads these; the import dialog lists them.
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
  'currency',
] as const;

export type MetricsCsvColumn = (typeof METRICS_CSV_COLUMNS)[number];

/**
 * Importing metrics rewrites the figures every analytics screen shows, for every viewer: it is the
 * ad data's administration (`adAccount:manage`: "their syncs and imports"), not a reader's right.
 * The server checks it (modules/analytics) and the web shows the import button by it.
 */
export const METRICS_IMPORT: AccessRule = { allOf: ['creative:access', 'adAccount:manage'] };

/** Ad copy ranks from linked ads are creative performance figures: both the ad copy and the page's permission. */
export const AD_COPY_PERFORMANCE: AccessRule = { allOf: ['creative:access', 'adCopy:view', 'creativePerformance:view'] };

/**
 * Creative fatigue flags (the concept tiles and the editor's header) are read by whoever sees either
 * analytics screen: the concept's Analytics tab or the Creative Performance page.
 */
export const CREATIVE_FATIGUE: AccessRule = { allOf: ['creative:access'], anyOf: ['analytics:view', 'creativePerformance:view'] };

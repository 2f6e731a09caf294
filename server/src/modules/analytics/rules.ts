import type { AccessRule } from '../tenancy/index.js';

/** Spec 2: the concept's Analytics tab (tab 6) and the Creative Performance page, each its own permission. */
export const ANALYTICS_VIEW: AccessRule = { allOf: ['creative:access', 'analytics:view'] };
export const CREATIVE_PERFORMANCE_VIEW: AccessRule = { allOf: ['creative:access', 'creativePerformance:view'] };
/** Importing metrics rewrites what every analytics screen shows: the ad data's administration (packages/domain). */
export { METRICS_IMPORT, AD_COPY_PERFORMANCE as AD_COPY_PERFORMANCE_VIEW } from '@atelier/domain';
/** Fatigue flags: either analytics screen's readers (packages/domain; the web's tiles follow it). */
export { CREATIVE_FATIGUE } from '@atelier/domain';

/** The allocation rule, shown in the UI beside every per-asset figure. */
export const ALLOCATION_RULE =
  "An ad linked to several creatives splits its figures among them by each creative's share of the ad's impressions that day, where the network breaks the ad down by creative; otherwise evenly. The shares of an ad always add up to its whole spend.";

export const CONCEPT_NOT_FOUND = 'Concept not found.';
/** The default gate below which a row is "not enough data" instead of a rank. */
export const DEFAULT_MIN_SPEND = 100;
/**
 * Rows the leaderboard's CSV export is priced at: one per concept, asset, folder, tag, ad copy or
 * channel of the application. The report itself has no cap yet, so this is a size assumed from
 * the largest applications, not a bound.
 */
export const EXPORT_ROWS_ASSUMED = 2000;
/** At most this many days in one range (a year and a bit). */
export const MAX_RANGE_DAYS = 400;

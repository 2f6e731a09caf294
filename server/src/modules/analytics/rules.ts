import type { AccessRule } from '../tenancy/index.js';

/** Spec 2: the concept's Analytics tab (tab 6) and the Creative Performance page, each its own permission. */
export const ANALYTICS_VIEW: AccessRule = { allOf: ['creative:access', 'analytics:view'] };
export const CREATIVE_PERFORMANCE_VIEW: AccessRule = { allOf: ['creative:access', 'creativePerformance:view'] };
/** Importing metrics: declared once in the shared vocabulary, since the web's import button follows it too. */
export { METRICS_IMPORT } from '@atelier/domain';

/** The allocation rule, shown in the UI beside every per-asset figure. */
export const ALLOCATION_RULE =
  "An ad linked to several creatives splits its figures among them by each creative's share of the ad's impressions that day, where the network breaks the ad down by creative; otherwise evenly. The shares of an ad always add up to its whole spend.";

export const CONCEPT_NOT_FOUND = 'Concept not found.';
/** The default gate below which a row is "not enough data" instead of a rank. */
export const DEFAULT_MIN_SPEND = 100;
/** At most this many days in one range (a year and a bit). */
export const MAX_RANGE_DAYS = 400;

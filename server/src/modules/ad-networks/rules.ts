import type { AccessRule } from '../tenancy/index.js';

/** Everything in this module: accounts, syncs, imports, templates, settings and suggestion review. */
export const AD_ACCOUNT_MANAGE: AccessRule = { allOf: ['creative:access', 'adAccount:manage'] };

export const AD_ACCOUNT_NOT_FOUND = 'Ad account not found';
export const MIN_SYNC_INTERVAL_MINUTES = 15;
export const MAX_SYNC_INTERVAL_MINUTES = 7 * 24 * 60;

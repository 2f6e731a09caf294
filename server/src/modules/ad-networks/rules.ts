/**
 * Accounts, syncs, imports, templates and settings: AD_ACCOUNT_MANAGE; suggestion review:
 * AD_LINK_REVIEW (administrators and creative leads). Declared in the domain package, which the web
 * app's gates read too.
 */
export { AD_ACCOUNT_MANAGE, AD_LINK_REVIEW } from '@atelier/domain';

export const AD_ACCOUNT_NOT_FOUND = 'Ad account not found';
export const MIN_SYNC_INTERVAL_MINUTES = 15;
export const MAX_SYNC_INTERVAL_MINUTES = 7 * 24 * 60;

import type { AccessRule } from './permissions.js';

/** The ad accounts, their syncs and imports, naming templates and linking settings. */
export const AD_ACCOUNT_MANAGE: AccessRule = { allOf: ['creative:access', 'adAccount:manage'] };

/**
 * Reviewing automatic link suggestions (listing, accepting, rejecting): accepting makes links and
 * gives concepts channels, so it needs what linking by hand needs (the Ad Usage tab and editing
 * concepts), and either the ad accounts' administration or a lead's assignment rights
 * (`concept:assign`): creative leads review, not only administrators; designers and approvers
 * do not (docs/decisions/ad-data.md, 2026-11-28).
 */
export const AD_LINK_REVIEW: AccessRule = {
  allOf: ['creative:access', 'adUsage:view', 'concept:update'],
  anyOf: ['adAccount:manage', 'concept:assign'],
};

/** The ad accounts page: its managers, and reviewers of suggestions (who see only that tab). */
export const AD_ACCOUNTS_PAGE: AccessRule = { allOf: ['creative:access'], anyOf: ['adAccount:manage', 'concept:assign'] };

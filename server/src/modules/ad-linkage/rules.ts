import type { AccessRule } from '../tenancy/index.js';

/** Spec 2 §6: the Ad Usage tab has its own permission, inside the creative area. */
export const AD_USAGE_VIEW: AccessRule = { allOf: ['creative:access', 'adUsage:view'] };
/**
 * Linking changes what a concept is known to run in (and its channels), so it needs the tab and
 * the right to edit concepts (docs/decisions/ad-data.md).
 */
export const AD_LINK: AccessRule = { allOf: ['creative:access', 'adUsage:view', 'concept:update'] };
/** A concept's channels are concept fields: editing them by hand is editing the concept. */
export const CONCEPT_CHANNEL_EDIT: AccessRule = { allOf: ['creative:access', 'concept:update'] };

export const ASSET_SET_NOT_FOUND = 'Asset set not found.';
export const AD_MATCH_NOT_FOUND = 'Ad link not found.';

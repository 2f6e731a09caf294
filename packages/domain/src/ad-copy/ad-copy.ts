/** Ad copy vocabulary (spec 2 §3, §9): types, statuses, ranks, defaults, languages. */
import type { AccessRule } from '../permissions.js';

/**
 * What an ad-copy CSV import needs (its preview and its confirmation; the list's Import button
 * follows it): it creates and updates copies, so both.
 */
export const AD_COPY_IMPORT: AccessRule = { allOf: ['creative:access', 'adCopy:create', 'adCopy:update'] };

export const AD_COPY_TYPES = ['standard', 'headline', 'description'] as const;
export type AdCopyType = (typeof AD_COPY_TYPES)[number];

/** A free choice; no order is enforced (spec 2 §4). */
export const AD_COPY_STATUSES = ['proposed', 'approved', 'active', 'inactive'] as const;
export type AdCopyStatus = (typeof AD_COPY_STATUSES)[number];

export const AD_COPY_RANKS = ['topPerformer', 'middlePerformer', 'bottomPerformer'] as const;
export type AdCopyRank = (typeof AD_COPY_RANKS)[number];

export const AD_COPY_DEFAULTS = {
  status: 'active',
  type: 'standard',
  theme: 'General',
  rankField: null,
  name: '',
  adCopy: '',
  language: 'en',
} as const;

/** Languages an ad copy may be written in (BCP 47 codes), with their English names. */
export const AD_COPY_LANGUAGES = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
  tr: 'Turkish',
  ru: 'Russian',
  ar: 'Arabic',
  hi: 'Hindi',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
} as const;
export type AdCopyLanguage = keyof typeof AD_COPY_LANGUAGES;

export function isAdCopyLanguage(value: string): value is AdCopyLanguage {
  return Object.hasOwn(AD_COPY_LANGUAGES, value);
}

/** Limits on what is stored (the networks' own limits are data, in the length rules). */
export const AD_COPY_MAX_LENGTH = { name: 200, theme: 100, headline: 500, body: 5000, description: 20000 } as const;

export interface AdCopyTexts {
  headline: string | null;
  body: string | null;
  description: string | null;
}

/**
 * The texts in one language: the translation's where it has them, the default language's where it
 * does not (a missing translation, or a field left empty or blank in it, falls back, as the server
 * stores a blank translated field as none). `locale` null or undefined: the default language.
 */
export function resolveAdCopyTexts(
  defaults: AdCopyTexts,
  translations: readonly (Partial<AdCopyTexts> & { locale: string })[],
  locale: string | null | undefined,
): AdCopyTexts & { isFallback: Record<keyof AdCopyTexts, boolean> } {
  const translation = locale ? translations.find((entry) => entry.locale === locale) : undefined;
  const pick = (field: keyof AdCopyTexts) => {
    const own = translation?.[field];
    return own?.trim() ? { value: own, isFallback: false } : { value: defaults[field], isFallback: Boolean(locale) };
  };
  const headline = pick('headline');
  const body = pick('body');
  const description = pick('description');
  return {
    headline: headline.value,
    body: body.value,
    description: description.value,
    isFallback: { headline: headline.isFallback, body: body.isFallback, description: description.isFallback },
  };
}

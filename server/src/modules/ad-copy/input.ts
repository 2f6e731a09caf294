import {
  AD_COPY_DEFAULTS,
  AD_COPY_LANGUAGES,
  AD_COPY_MAX_LENGTH,
  AD_COPY_RANKS,
  AD_COPY_STATUSES,
  AD_COPY_TYPES,
  htmlToPlainText,
  isAdCopyLanguage,
  measureText,
} from '@atelier/domain';
import type { AdCopyMeasures } from '../../db/schema/index.js';
import type { FieldError } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';

/** What the API and the CSV import hand in: any field may be missing (updates change only what is given). */
export interface AdCopyFields {
  name?: string | null;
  type?: string | null;
  status?: string | null;
  adCopy?: string | null;
  theme?: string | null;
  headline?: string | null;
  description?: string | null;
  rankField?: string | null;
  language?: string | null;
  translations?: readonly TranslationFields[] | null;
}

export interface TranslationFields {
  locale: string;
  headline?: string | null;
  adCopy?: string | null;
  description?: string | null;
}

/** The columns a write sets (only those given, for an update). */
export interface AdCopyValues {
  name?: string;
  type?: string;
  status?: string;
  body?: string;
  theme?: string;
  headline?: string;
  description?: string;
  rankField?: string | null;
  language?: string;
}

export interface TranslationValues {
  locale: string;
  headline: string | null;
  body: string | null;
  description: string | null;
}

export type NormalisedAdCopy =
  { ok: true; values: AdCopyValues; translations: TranslationValues[] | null } | { ok: false; errors: FieldError[] };

const REQUIRED: Record<string, string> = {
  name: 'Name is required.',
  adCopy: 'Body text is required.',
  theme: 'Theme is required.',
  headline: 'Headline is required.',
};
const LENGTH_LIMIT: Record<string, number> = {
  name: AD_COPY_MAX_LENGTH.name,
  theme: AD_COPY_MAX_LENGTH.theme,
  headline: AD_COPY_MAX_LENGTH.headline,
  adCopy: AD_COPY_MAX_LENGTH.body,
};
const LABEL: Record<string, string> = { name: 'Name', theme: 'Theme', headline: 'Headline', adCopy: 'Body text' };

const oneOf = (values: readonly string[]) => values.join(', ');

/**
 * Trims and checks ad copy input (spec 2 §5): name, type, status, theme, headline and body are
 * required (a new copy takes the defaults for type, status and theme); name, theme, headline, body
 * and description are trimmed; the description is sanitised rich text; rank may be empty. Collects
 * every problem (the CSV preview lists them per row) instead of stopping at the first.
 */
export function normaliseAdCopy(input: AdCopyFields, mode: 'create' | 'update'): NormalisedAdCopy {
  const errors: FieldError[] = [];
  const values: AdCopyValues = {};
  const given = <Key extends keyof AdCopyFields>(key: Key) => input[key] !== undefined && (mode === 'create' || input[key] !== null);

  for (const key of ['name', 'theme', 'headline', 'adCopy'] as const) {
    const fallback = key === 'theme' ? AD_COPY_DEFAULTS.theme : '';
    if (mode === 'update' && !given(key)) continue;
    const raw = input[key];
    const text = raw == null ? (mode === 'create' ? fallback : '') : raw.trim();
    if (!text) errors.push({ field: key, message: REQUIRED[key]! });
    else if ([...text].length > LENGTH_LIMIT[key]!)
      errors.push({ field: key, message: `${LABEL[key]} is too long (${LENGTH_LIMIT[key]} characters at most).` });
    else values[key === 'adCopy' ? 'body' : key] = text;
  }

  for (const [key, allowed, fallback] of [
    ['type', AD_COPY_TYPES, AD_COPY_DEFAULTS.type],
    ['status', AD_COPY_STATUSES, AD_COPY_DEFAULTS.status],
  ] as const) {
    if (mode === 'update' && !given(key)) continue;
    const value = input[key]?.trim() || (mode === 'create' ? fallback : '');
    if (!value) errors.push({ field: key, message: `${key === 'type' ? 'Type' : 'Status'} is required.` });
    else if (!(allowed as readonly string[]).includes(value))
      errors.push({ field: key, message: `${key === 'type' ? 'Type' : 'Status'} must be one of ${oneOf(allowed)}.` });
    else values[key] = value;
  }

  if (input.rankField !== undefined) {
    const rank = input.rankField?.trim() || null;
    if (rank && !(AD_COPY_RANKS as readonly string[]).includes(rank))
      errors.push({ field: 'rankField', message: `Rank must be empty or one of ${oneOf(AD_COPY_RANKS)}.` });
    else values.rankField = rank;
  } else if (mode === 'create') values.rankField = AD_COPY_DEFAULTS.rankField;

  if (given('description') || mode === 'create') {
    const description = cleanDescription(input.description);
    if (description.length > AD_COPY_MAX_LENGTH.description)
      errors.push({ field: 'description', message: `Description is too long (${AD_COPY_MAX_LENGTH.description} characters at most).` });
    else values.description = description;
  }

  if (given('language') || mode === 'create') {
    const language = input.language?.trim() || AD_COPY_DEFAULTS.language;
    if (!isAdCopyLanguage(language)) errors.push({ field: 'language', message: `Unknown language '${language}'.` });
    else values.language = language;
  }

  let translations: TranslationValues[] | null = null;
  if (input.translations) {
    translations = [];
    const seen = new Set<string>();
    for (const [index, entry] of input.translations.entries()) {
      const locale = entry.locale.trim();
      const field = `translations.${index}.locale`;
      const isEmpty = !entry.headline?.trim() && !entry.adCopy?.trim() && !cleanDescription(entry.description);
      if (!isAdCopyLanguage(locale)) errors.push({ field, message: `Unknown language '${locale}'.` });
      // A translation with no text at all is no translation: dropped, whatever its language (a CSV
      // of copies in several default languages has empty cells in each copy's own language).
      else if (isEmpty) continue;
      else if (seen.has(locale)) errors.push({ field, message: `Language '${locale}' is given twice.` });
      else if (values.language === locale) errors.push({ field, message: `Language '${locale}' is the default language already.` });
      else {
        seen.add(locale);
        const translation: TranslationValues = {
          locale,
          headline: entry.headline?.trim() || null,
          body: entry.adCopy?.trim() || null,
          description: cleanDescription(entry.description) || null,
        };
        if ((translation.headline ? [...translation.headline].length : 0) > AD_COPY_MAX_LENGTH.headline)
          errors.push({ field: `translations.${index}.headline`, message: 'Headline is too long.' });
        if ((translation.body ? [...translation.body].length : 0) > AD_COPY_MAX_LENGTH.body)
          errors.push({ field: `translations.${index}.adCopy`, message: 'Body text is too long.' });
        translations.push(translation);
      }
    }
  }

  return errors.length ? { ok: false, errors } : { ok: true, values, translations };
}

function cleanDescription(html: string | null | undefined): string {
  const clean = sanitizeRichText(html?.trim() ?? '').trim();
  // An editor's empty paragraph is no description.
  return htmlToPlainText(clean) === '' ? '' : clean;
}

/**
 * What each present text holds, for the "fits network" filter: the headline and the body, the texts
 * a network shows (the internal description is never checked against a network).
 */
export function measureTexts(texts: { headline: string | null; body: string | null }): AdCopyMeasures {
  const measures: AdCopyMeasures = {};
  if (texts.headline != null) measures.headline = measureText(texts.headline);
  if (texts.body != null) measures.body = measureText(texts.body);
  return measures;
}

export const LANGUAGE_CODES = Object.keys(AD_COPY_LANGUAGES);

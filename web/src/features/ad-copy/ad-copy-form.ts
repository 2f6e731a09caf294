import { AD_COPY_DEFAULTS, AD_COPY_MAX_LENGTH, AD_COPY_RANKS, AD_COPY_STATUSES, AD_COPY_TYPES, resolveAdCopyTexts } from '@atelier/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { AdCopyInput, AdCopyQuery } from '../../gql/graphql';

export interface TranslationValues {
  headline: string;
  adCopy: string;
  description: string;
}

export interface AdCopyFormValues {
  name: string;
  type: string;
  status: string;
  theme: string;
  headline: string;
  adCopy: string;
  /** '' for no rank. */
  rankField: string;
  description: string;
  language: string;
  /** By locale; a field left empty falls back to the default language. */
  translations: Record<string, TranslationValues>;
}

export type StoredAdCopy = AdCopyQuery['adCopy'];

/** Spec 2 §3: a new copy is active, standard, theme General, no rank; name and body empty. */
export function createDefaultValues(): AdCopyFormValues {
  return {
    name: AD_COPY_DEFAULTS.name,
    type: AD_COPY_DEFAULTS.type,
    status: AD_COPY_DEFAULTS.status,
    theme: AD_COPY_DEFAULTS.theme,
    headline: '',
    adCopy: AD_COPY_DEFAULTS.adCopy,
    rankField: '',
    description: '',
    language: AD_COPY_DEFAULTS.language,
    translations: {},
  };
}

export function toFormValues(copy: StoredAdCopy): AdCopyFormValues {
  return {
    name: copy.name,
    type: copy.type,
    status: copy.status,
    theme: copy.theme,
    headline: copy.headline,
    adCopy: copy.adCopy,
    rankField: copy.rankField ?? '',
    description: copy.description,
    language: copy.language,
    translations: Object.fromEntries(
      copy.translations.map((translation) => [
        translation.locale,
        { headline: translation.headline ?? '', adCopy: translation.adCopy ?? '', description: translation.description ?? '' },
      ]),
    ),
  };
}

/** Spec 2 §5: name, type, status, theme, headline and body required; texts trimmed; rank and description optional. */
export function buildAdCopySchema(t: TFunction) {
  const required = (message: string, max: number) =>
    z.string().trim().min(1, message).max(max, t('adCopy.editor.validation.tooLong', { max }));
  return z.object({
    name: required(t('adCopy.editor.validation.nameRequired'), AD_COPY_MAX_LENGTH.name),
    type: z.enum(AD_COPY_TYPES),
    status: z.enum(AD_COPY_STATUSES),
    theme: required(t('adCopy.editor.validation.themeRequired'), AD_COPY_MAX_LENGTH.theme),
    headline: required(t('adCopy.editor.validation.headlineRequired'), AD_COPY_MAX_LENGTH.headline),
    adCopy: required(t('adCopy.editor.validation.adCopyRequired'), AD_COPY_MAX_LENGTH.body),
    rankField: z.union([z.literal(''), z.enum(AD_COPY_RANKS)]),
    description: z.string().trim(),
    language: z.string().min(1),
    translations: z.record(
      z.string(),
      z.object({
        headline: z
          .string()
          .trim()
          .max(AD_COPY_MAX_LENGTH.headline, t('adCopy.editor.validation.tooLong', { max: AD_COPY_MAX_LENGTH.headline })),
        adCopy: z
          .string()
          .trim()
          .max(AD_COPY_MAX_LENGTH.body, t('adCopy.editor.validation.tooLong', { max: AD_COPY_MAX_LENGTH.body })),
        description: z.string().trim(),
      }),
    ),
  });
}

/** The form as the API takes it: trimmed, empty rank as null, every translation (the server drops empty ones). */
export function toAdCopyInput(values: AdCopyFormValues): AdCopyInput {
  return {
    name: values.name.trim(),
    type: values.type,
    status: values.status,
    theme: values.theme.trim(),
    headline: values.headline.trim(),
    adCopy: values.adCopy.trim(),
    rankField: values.rankField || null,
    description: values.description.trim(),
    language: values.language,
    translations: Object.entries(values.translations)
      .filter(([locale]) => locale !== values.language)
      .map(([locale, translation]) => ({
        locale,
        headline: translation.headline.trim() || null,
        adCopy: translation.adCopy.trim() || null,
        description: translation.description.trim() || null,
      })),
  };
}

/**
 * The texts a network sees in a language, and which of them fall back to the default language:
 * @atelier/domain's resolveAdCopyTexts over the form's values (the body is the form's `adCopy`).
 */
export function resolveTextsIn(values: AdCopyFormValues, locale: string) {
  const translations = Object.entries(values.translations ?? {}).map(([code, translation]) => ({
    locale: code,
    headline: translation.headline,
    body: translation.adCopy,
    description: translation.description,
  }));
  return resolveAdCopyTexts(
    { headline: values.headline, body: values.adCopy, description: values.description },
    translations,
    locale === values.language ? null : locale,
  );
}

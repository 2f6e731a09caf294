import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A UA setting definition as uaSettingFields returns it (spec 1 §5). */
export interface UaSettingFieldDefinition {
  code: string;
  name: string;
  type: string;
  isRequired: boolean;
  section: string;
  width: number;
  defaultValue?: string | null;
  selectValues: readonly { name: string; value: string; sequenceId: number; isDefault: boolean }[];
  visibility: string;
  settings: {
    multiple: boolean;
    min?: number | null;
    max?: number | null;
    visibilityCondition?: { key: string; value: string } | null;
  };
}

/** An application's stored value of one setting, as applicationUaSettings returns it. */
export interface UaSettingValue {
  code: string;
  value?: string | null;
  inheritedValue?: string | null;
  isInherited: boolean;
}

/** One field in the form: a multiple select holds a list, every other type holds text. */
export interface UaSettingEntry {
  isInherited: boolean;
  value: string | string[];
}

export interface UaSettingsFormValues {
  settings: Record<string, UaSettingEntry>;
}

/** The application's settings as the mutation takes them: code → value, null meaning "inherit". */
export type UaSettingsPayload = Record<string, string | null>;

export const NUMERIC_TYPES: readonly string[] = ['number', 'currency', 'percentage'];

/** Only fields meant for everyone are drawn; narrower ones (e.g. 'staff') are not this form's. */
export function findDisplayedFields<Field extends UaSettingFieldDefinition>(fields: readonly Field[]): Field[] {
  return fields.filter((field) => field.visibility === 'everywhere');
}

/** Fields grouped by section, sections in the order they first appear. */
export function groupFieldsBySection<Field extends UaSettingFieldDefinition>(fields: readonly Field[]): [string, Field[]][] {
  const sections = new Map<string, Field[]>();
  for (const field of fields) sections.set(field.section, [...(sections.get(field.section) ?? []), field]);
  return [...sections.entries()];
}

/** Select options in their sequence. */
export function sortOptions<Option extends { sequenceId: number }>(options: readonly Option[]): Option[] {
  return [...options].sort((left, right) => left.sequenceId - right.sequenceId);
}

/** Stored text → form value: a multiple select splits the comma-joined list. */
export function parseStoredValue(field: UaSettingFieldDefinition, stored: string | null | undefined): string | string[] {
  if (!field.settings.multiple) return stored ?? '';
  return (stored ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The form's starting values. While inherited a field keeps, as its own value, what un-inheriting
 * should restore: the application's own value, else the inherited one as a starting point.
 */
export function buildInitialValues(fields: readonly UaSettingFieldDefinition[], stored: readonly UaSettingValue[]): UaSettingsFormValues {
  const settings: Record<string, UaSettingEntry> = {};
  for (const field of fields) {
    const setting = stored.find((candidate) => candidate.code === field.code);
    settings[field.code] = {
      isInherited: setting?.isInherited ?? true,
      value: parseStoredValue(field, setting?.value ?? setting?.inheritedValue ?? null),
    };
  }
  return { settings };
}

/** What applies to a field now: the inherited value while inherited, else the form's own value. */
export function findEffectiveValue(
  field: UaSettingFieldDefinition,
  entry: UaSettingEntry | undefined,
  inheritedValue: string | null | undefined,
): string | string[] {
  if (!entry || entry.isInherited) return parseStoredValue(field, inheritedValue);
  return entry.value;
}

/**
 * Effective values of all fields, by code. A field hidden by its visibility condition counts as
 * empty (it is cleared on save), so a field whose condition names it is hidden too.
 */
export function findEffectiveValues(
  fields: readonly UaSettingFieldDefinition[],
  values: UaSettingsFormValues,
  stored: readonly UaSettingValue[],
): Record<string, string | string[]> {
  const effectiveValues: Record<string, string | string[]> = Object.fromEntries(
    fields.map((field) => [
      field.code,
      findEffectiveValue(field, values.settings[field.code], stored.find((setting) => setting.code === field.code)?.inheritedValue),
    ]),
  );
  // Each pass can only hide more fields; a chain of conditions settles within one pass per field.
  for (let pass = 0; pass < fields.length; pass++) {
    const hidden = fields.filter((field) => !isEmptyValue(effectiveValues[field.code]) && !isFieldVisible(field, effectiveValues));
    if (hidden.length === 0) break;
    for (const field of hidden) effectiveValues[field.code] = field.settings.multiple ? [] : '';
  }
  return effectiveValues;
}

const isEmptyValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.length === 0 : !value);

/** A field with a visibility condition shows only while the named field's effective value is the given one. */
export function isFieldVisible(field: UaSettingFieldDefinition, effectiveValues: Record<string, string | string[]>): boolean {
  const condition = field.settings.visibilityCondition;
  if (!condition) return true;
  const current = effectiveValues[condition.key];
  if (Array.isArray(current)) return current.includes(condition.value);
  return (current ?? '').trim() === condition.value;
}

/** A form value as the text the API stores; empty becomes null. */
export function toStoredValue(value: string | string[]): string | null {
  const text = Array.isArray(value)
    ? value
        .map((part) => part.trim())
        .filter(Boolean)
        .join(',')
    : value.trim();
  return text === '' ? null : text;
}

/**
 * Form values → mutation payload: inherited or empty values are sent as null, multiple values
 * comma-joined. A field hidden by its visibility condition is cleared (null), not kept: a value
 * nobody can see would otherwise go on applying (an App Store ID after switching to Google Play).
 */
export function buildPayload(
  fields: readonly UaSettingFieldDefinition[],
  values: UaSettingsFormValues,
  stored: readonly UaSettingValue[],
): UaSettingsPayload {
  const effectiveValues = findEffectiveValues(fields, values, stored);
  const payload: UaSettingsPayload = {};
  for (const field of fields) {
    const entry = values.settings[field.code];
    if (!isFieldVisible(field, effectiveValues)) {
      payload[field.code] = null;
      continue;
    }
    payload[field.code] = !entry || entry.isInherited ? null : toStoredValue(entry.value);
  }
  return payload;
}

/** Links are http(s) URLs, as the server checks them. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first problem with a field's own value, or null. Inherited fields are never checked. */
export function findValueError(field: UaSettingFieldDefinition, entry: UaSettingEntry, t: TFunction): string | null {
  if (entry.isInherited) return null;
  const stored = toStoredValue(entry.value);
  if (stored === null) return field.isRequired ? t('settings.validation.required', { name: field.name }) : null;
  if (field.type === 'link' && !isWebUrl(stored)) return t('settings.validation.invalidUrl', { name: field.name });
  if (NUMERIC_TYPES.includes(field.type)) {
    const number = Number(stored);
    if (!Number.isFinite(number)) return t('settings.validation.invalidNumber', { name: field.name });
    const { min, max } = field.settings;
    if (min != null && number < min) return t('settings.validation.min', { name: field.name, min });
    if (max != null && number > max) return t('settings.validation.max', { name: field.name, max });
  }
  if (field.type === 'select') {
    const parts = Array.isArray(entry.value) ? entry.value : [stored];
    if (parts.some((part) => !field.selectValues.some((option) => option.value === part)))
      return t('settings.validation.invalidChoice', { name: field.name });
  }
  return null;
}

/**
 * The form's zod schema from the field definitions. Visibility depends on other fields' values, so
 * the whole form is checked at once and fields hidden by their condition are skipped.
 */
export function buildUaSettingsSchema(fields: readonly UaSettingFieldDefinition[], stored: readonly UaSettingValue[], t: TFunction) {
  const entry = z.object({ isInherited: z.boolean(), value: z.union([z.string(), z.array(z.string())]) });
  return z.object({ settings: z.record(z.string(), entry) }).superRefine((values, context) => {
    const effectiveValues = findEffectiveValues(fields, values, stored);
    for (const field of fields) {
      const current = values.settings[field.code];
      if (!current || !isFieldVisible(field, effectiveValues)) continue;
      const message = findValueError(field, current, t);
      if (message) context.addIssue({ code: 'custom', path: ['settings', field.code, 'value'], message });
    }
  });
}

import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A creative settings field definition as creativeSettingsFields returns it (spec 1 §3). */
export interface SettingsFieldDefinition {
  code: string;
  name: string;
  section: string;
  type: string;
  isRequired: boolean;
  width: number;
  defaultValue?: string | null;
  selectValues: readonly { code: string; name: string; value: string; sequenceId: number }[];
  conceptIntendedUse: readonly string[];
  status: string;
  sequenceId?: number;
}

/** Setting values in the form: every type is kept as text; booleans as 'true' / 'false', dates as ISO strings. */
export type SettingsValues = Record<string, string>;

export const NUMERIC_SETTING_TYPES: readonly string[] = ['number', 'currency', 'percentage'];
export const DATE_SETTING_TYPES: readonly string[] = ['date', 'dateTime'];

/** Active fields that apply to an intended use (an empty list means every intended use). */
export function findApplicableFields<Field extends SettingsFieldDefinition>(fields: readonly Field[], intendedUse: string): Field[] {
  return fields.filter(
    (field) => field.status === 'active' && (field.conceptIntendedUse.length === 0 || field.conceptIntendedUse.includes(intendedUse)),
  );
}

/** Fields grouped by section, sections in the order they first appear. */
export function groupFieldsBySection<Field extends SettingsFieldDefinition>(fields: readonly Field[]): [string, Field[]][] {
  const sections = new Map<string, Field[]>();
  for (const field of fields) {
    const section = sections.get(field.section) ?? [];
    section.push(field);
    sections.set(field.section, section);
  }
  return [...sections.entries()];
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

/** The value a new concept starts with: the field default, the current time for a NOW date. */
export function findDefaultSettingValue(field: SettingsFieldDefinition, now: Date = new Date()): string {
  if (field.defaultValue == null) return field.type === 'boolean' ? 'false' : '';
  if (field.defaultValue === 'NOW' && DATE_SETTING_TYPES.includes(field.type)) return now.toISOString();
  return field.defaultValue;
}

/** Stored settings (any JSON values) as form text. */
export function toSettingsValues(stored: unknown): SettingsValues {
  const values: SettingsValues = {};
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return values;
  for (const [code, value] of Object.entries(stored)) values[code] = value == null ? '' : String(value);
  return values;
}

/**
 * Fills in the fields that have no value yet: with their defaults for a new concept, empty for
 * an existing one (a save must not silently add values the user never saw change).
 */
export function fillMissingSettings(
  values: SettingsValues,
  fields: readonly SettingsFieldDefinition[],
  options: { applyDefaults: boolean; now?: Date },
): SettingsValues {
  const filled = { ...values };
  for (const field of fields) {
    if (filled[field.code] !== undefined) continue;
    filled[field.code] = options.applyDefaults ? findDefaultSettingValue(field, options.now) : field.type === 'boolean' ? 'false' : '';
  }
  return filled;
}

/** Form text → the settings map the API stores: empty text becomes null. */
export function toSettingsInput(values: SettingsValues): Record<string, string | null> {
  const input: Record<string, string | null> = {};
  for (const [code, value] of Object.entries(values)) input[code] = value.trim() === '' ? null : value.trim();
  return input;
}

/**
 * The zod schema of the settings section for the fields shown: required fields must be filled,
 * links must be web URLs, numbers must be numbers. Values of fields not shown pass unchecked.
 */
export function buildSettingsSchema(fields: readonly SettingsFieldDefinition[], t: TFunction) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of fields) {
    shape[field.code] = z.string().superRefine((raw, context) => {
      const value = raw.trim();
      if (value === '') {
        if (field.isRequired) context.addIssue({ code: 'custom', message: t('conceptEditor.settings.required', { name: field.name }) });
        return;
      }
      if (field.type === 'link' && !isWebUrl(value)) {
        context.addIssue({ code: 'custom', message: t('conceptEditor.settings.invalidUrl', { name: field.name }) });
      }
      if (NUMERIC_SETTING_TYPES.includes(field.type) && !Number.isFinite(Number(value))) {
        context.addIssue({ code: 'custom', message: t('conceptEditor.settings.invalidNumber', { name: field.name }) });
      }
      if (DATE_SETTING_TYPES.includes(field.type) && Number.isNaN(new Date(value).getTime())) {
        context.addIssue({ code: 'custom', message: t('conceptEditor.settings.invalidDate', { name: field.name }) });
      }
    });
  }
  return z.object(shape).catchall(z.string());
}

import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { creativeSettingsFields } from '../../db/schema/index.js';
import { badInput, type FieldError } from '../../lib/errors.js';

export type CreativeSettingsFieldRow = typeof creativeSettingsFields.$inferSelect;

/** Active fields for a client and application: platform defaults, client-wide, then application-specific. */
export async function findCreativeSettingsFields(executor: Executor, clientId: string, applicationId: string) {
  return executor
    .select()
    .from(creativeSettingsFields)
    .where(
      and(
        eq(creativeSettingsFields.status, 'active'),
        or(isNull(creativeSettingsFields.clientId), eq(creativeSettingsFields.clientId, clientId)),
        or(isNull(creativeSettingsFields.applicationId), eq(creativeSettingsFields.applicationId, applicationId)),
      ),
    )
    .orderBy(asc(creativeSettingsFields.section), asc(creativeSettingsFields.sequenceId), asc(creativeSettingsFields.name));
}

function appliesTo(field: CreativeSettingsFieldRow, intendedUse: string) {
  return field.intendedUses.length === 0 || field.intendedUses.includes(intendedUse);
}

function isValidUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Validates a concept's settings map against the field definitions for its intended use: unknown
 * codes, required fields, URLs, numbers, booleans, dates and select values. Fields left out get
 * their default (NOW for dates = the current time). Returns the map to store.
 */
export function validateConceptSettings(
  fields: CreativeSettingsFieldRow[],
  intendedUse: string,
  settings: Record<string, unknown> | null | undefined,
  options: { applyDefaults: boolean },
): Record<string, string | null> {
  const input = settings ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw badInput('Settings must be an object of setting code → value.');
  const applicable = fields.filter((field) => appliesTo(field, intendedUse));
  const errors: FieldError[] = [];
  const result: Record<string, string | null> = {};

  for (const code of Object.keys(input)) {
    if (!fields.some((field) => field.code === code)) errors.push({ field: `settings.${code}`, message: `Unknown setting '${code}'.` });
  }
  for (const field of applicable) {
    const raw = Object.hasOwn(input, field.code) ? input[field.code] : undefined;
    let value = raw === undefined || raw === null ? null : String(raw).trim();
    if (value === '') value = null;
    if (value === null && raw === undefined && options.applyDefaults && field.defaultValue != null) {
      value = field.defaultValue === 'NOW' ? new Date().toISOString() : field.defaultValue;
    }
    const path = `settings.${field.code}`;
    if (value === null) {
      if (field.isRequired) errors.push({ field: path, message: `${field.name} is required.` });
      result[field.code] = null;
      continue;
    }
    switch (field.type) {
      case 'link':
        if (!isValidUrl(value)) errors.push({ field: path, message: `${field.name} must be a valid URL.` });
        break;
      case 'number':
      case 'currency':
      case 'percentage':
        if (!Number.isFinite(Number(value))) errors.push({ field: path, message: `${field.name} must be a number.` });
        break;
      case 'boolean':
        if (value !== 'true' && value !== 'false') errors.push({ field: path, message: `${field.name} must be true or false.` });
        break;
      case 'date':
      case 'dateTime':
        if (Number.isNaN(new Date(value).getTime())) errors.push({ field: path, message: `${field.name} must be a date.` });
        break;
      case 'select':
        if (!field.selectValues.some((option) => option.value === value || option.code === value)) {
          errors.push({
            field: path,
            message: `${field.name} must be one of ${field.selectValues.map((option) => option.name).join(', ')}.`,
          });
        }
        break;
    }
    result[field.code] = value;
  }
  // Values of fields that do not apply to this intended use are kept (switching back restores them).
  for (const [code, raw] of Object.entries(input)) {
    if (!(code in result) && fields.some((field) => field.code === code)) result[code] = raw == null ? null : String(raw);
  }
  if (errors.length > 0) throw badInput(errors.map((error) => error.message).join(' '), errors);
  return result;
}

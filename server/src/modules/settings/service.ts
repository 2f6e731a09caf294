import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicationUaSettings, clientUaSettings, uaSettingFields } from '../../db/schema/index.js';
import { badInput, type FieldError } from '../../lib/errors.js';
import type { Access } from '../tenancy/index.js';
import { findCreativeSettingsFields } from './creative-settings.js';

export interface SettingsDeps {
  db: Database;
  access: Access;
}

export async function findCreativeSettingsFieldViews(deps: SettingsDeps, args: { clientCode: string; applicationCode: string }) {
  const scope = await deps.access.require('concept:view', args);
  const rows = await findCreativeSettingsFields(deps.db, scope.clientId, scope.application.id);
  return rows.map((row) => ({
    ...row,
    conceptIntendedUse: row.intendedUses,
    inUse: true,
    selectValues: row.selectValues.map((option) => ({
      code: option.code,
      name: option.name,
      value: option.value,
      sequenceId: option.sequenceId,
    })),
  }));
}

export async function findUaSettingFields(deps: SettingsDeps, args: { scope: string; displayZones?: readonly string[] | null }) {
  await deps.access.requireViewer();
  const rows = await deps.db.select().from(uaSettingFields).orderBy(asc(uaSettingFields.section), asc(uaSettingFields.sequenceId));
  return rows
    .filter((row) => row.availableScopes.includes(args.scope))
    .filter((row) => !args.displayZones?.length || (row.displayZone !== null && args.displayZones.includes(row.displayZone)))
    .map(toFieldView);
}

function toFieldView(row: typeof uaSettingFields.$inferSelect) {
  return {
    ...row,
    selectValues: row.selectValues.map((option) => ({
      name: option.name,
      value: option.value,
      sequenceId: option.sequenceId,
      isDefault: option.isDefault ?? false,
    })),
    settings: {
      multiple: row.settings.multiple,
      min: row.settings.min ?? null,
      max: row.settings.max ?? null,
      visibilityCondition: row.settings.visibilityCondition ?? null,
    },
  };
}

async function loadValues(db: Database, clientId: string, applicationId: string) {
  const [fields, clientValues, applicationValues] = await Promise.all([
    db.select().from(uaSettingFields).orderBy(asc(uaSettingFields.sequenceId)),
    db.select().from(clientUaSettings).where(eq(clientUaSettings.clientId, clientId)),
    db.select().from(applicationUaSettings).where(eq(applicationUaSettings.applicationId, applicationId)),
  ]);
  const applicable = fields.filter((field) => field.availableScopes.includes('application'));
  return {
    fields: applicable,
    values: applicable.map((field) => {
      const own = applicationValues.find((value) => value.code === field.code)?.value ?? null;
      const inherited = clientValues.find((value) => value.code === field.code)?.value ?? field.defaultValue ?? null;
      return { code: field.code, value: own, inheritedValue: inherited, isInherited: own === null };
    }),
  };
}

export async function findApplicationUaSettings(deps: SettingsDeps, args: { clientCode: string; applicationCode: string }) {
  const scope = await deps.access.require('creative:access', args);
  return (await loadValues(deps.db, scope.clientId, scope.application.id)).values;
}

/**
 * Validates and stores an application's UA settings in one transaction. null (or empty) means
 * "inherit"; required fields are enforced only when not inherited, or when there is nothing to inherit.
 */
export async function setApplicationUaSettingValues(
  deps: SettingsDeps,
  args: { clientCode: string; applicationCode: string },
  settings: unknown,
) {
  const scope = await deps.access.require('settings:updateUa', args);
  const { application } = scope;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings))
    throw badInput('settings must be an object of setting code → value.');
  const { fields, values } = await loadValues(deps.db, scope.clientId, application.id);
  const errors: FieldError[] = [];
  const writes: { code: string; value: string | null }[] = [];

  for (const [code, raw] of Object.entries(settings as Record<string, unknown>)) {
    const field = fields.find((candidate) => candidate.code === code);
    if (!field) {
      errors.push({ field: code, message: `Unknown setting '${code}'.` });
      continue;
    }
    const list = Array.isArray(raw)
      ? raw.map(String)
      : raw === null || raw === undefined || String(raw).trim() === ''
        ? []
        : [String(raw).trim()];
    const value = list.length ? list.join(',') : null;
    if (value === null) {
      const inherited = values.find((entry) => entry.code === code)?.inheritedValue;
      if (field.isRequired && (inherited === null || inherited === undefined))
        errors.push({ field: code, message: `${field.name} is required.` });
      writes.push({ code, value: null });
      continue;
    }
    const parts = field.settings.multiple ? value.split(',').map((part) => part.trim()) : [value];
    if (!field.settings.multiple && list.length > 1) errors.push({ field: code, message: `${field.name} takes one value.` });
    for (const part of parts) {
      if (field.type === 'number' || field.type === 'currency' || field.type === 'percentage') {
        const number = Number(part);
        if (!Number.isFinite(number)) errors.push({ field: code, message: `${field.name} must be a number.` });
        else if (field.settings.min != null && number < field.settings.min)
          errors.push({ field: code, message: `${field.name} must be at least ${field.settings.min}.` });
        else if (field.settings.max != null && number > field.settings.max)
          errors.push({ field: code, message: `${field.name} must be at most ${field.settings.max}.` });
      }
      if (field.type === 'select' && !field.selectValues.some((option) => option.value === part)) {
        errors.push({ field: code, message: `${field.name}: '${part}' is not one of the choices.` });
      }
      if (field.type === 'link') {
        try {
          const url = new URL(part);
          if (!/^https?:$/.test(url.protocol)) throw new Error('protocol');
        } catch {
          errors.push({ field: code, message: `${field.name} must be a valid URL.` });
        }
      }
    }
    writes.push({ code, value: parts.join(',') });
  }
  if (errors.length) throw badInput(errors.map((error) => error.message).join(' '), errors);

  await deps.db.transaction(async (tx) => {
    const cleared = writes.filter((write) => write.value === null).map((write) => write.code);
    if (cleared.length) {
      await tx
        .delete(applicationUaSettings)
        .where(and(eq(applicationUaSettings.applicationId, application.id), inArray(applicationUaSettings.code, cleared)));
    }
    for (const write of writes.filter((entry) => entry.value !== null)) {
      await tx
        .insert(applicationUaSettings)
        .values({ applicationId: application.id, code: write.code, value: write.value! })
        .onConflictDoUpdate({
          target: [applicationUaSettings.applicationId, applicationUaSettings.code],
          set: { value: write.value!, updatedAt: new Date() },
        });
    }
  });
  return (await loadValues(deps.db, scope.clientId, application.id)).values;
}

import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { applications, clients } from './tenancy.js';

export interface SelectValue {
  code: string;
  name: string;
  value: string;
  sequenceId: number;
  isDefault?: boolean;
}

/**
 * Fields of a concept's dynamic "creative settings" form. client_id null = a platform default
 * offered to every client; application_id null = every application of the client.
 */
export const creativeSettingsFields = pgTable('creative_settings_fields', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  name: text('name').notNull(),
  section: text('section').notNull().default('General'),
  type: text('type').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  width: doublePrecision('width').notNull().default(0.5),
  defaultValue: text('default_value'),
  selectValues: jsonb('select_values').$type<SelectValue[]>().notNull().default([]),
  intendedUses: text('intended_uses').array().notNull().default([]),
  status: text('status').notNull().default('active'),
  sequenceId: integer('sequence_id').notNull().default(0),
});

export interface UaFieldSettings {
  multiple: boolean;
  min?: number | null;
  max?: number | null;
  visibilityCondition?: { key: string; value: string } | null;
}

/** Definitions of UA settings (platform-wide). */
export const uaSettingFields = pgTable('ua_setting_fields', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  section: text('section').notNull().default('General'),
  width: doublePrecision('width').notNull().default(0.5),
  defaultValue: text('default_value'),
  selectValues: jsonb('select_values').$type<SelectValue[]>().notNull().default([]),
  availableScopes: text('available_scopes').array().notNull().default(['application']),
  visibility: text('visibility').notNull().default('everywhere'),
  settings: jsonb('settings').$type<UaFieldSettings>().notNull().default({ multiple: false }),
  displayZone: text('display_zone'),
  sequenceId: integer('sequence_id').notNull().default(0),
});

/** Client-level UA values: what applications inherit. */
export const clientUaSettings = pgTable(
  'client_ua_settings',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => uaSettingFields.code, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.code] })],
);

/** Application-level UA values; a missing row means "inherited". */
export const applicationUaSettings = pgTable(
  'application_ua_settings',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => uaSettingFields.code, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.code] })],
);

import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { channels, creativeSettingsFields, uaSettingFields } from '../../db/schema/index.js';
import type { SelectValue, UaFieldSettings } from '../../db/schema/settings.js';
import { CURRENCY_CODES, DEFAULT_REPORTING_CURRENCY, REPORTING_CURRENCY_SETTING } from '@atelier/domain';

const option = (value: string, name: string, sequenceId: number, isDefault = false): SelectValue => ({
  code: value,
  value,
  name,
  sequenceId,
  isDefault,
});

/** Every ISO 4217 currency as a choice: "EUR · Euro". */
function currencyOptions(): SelectValue[] {
  const names = new Intl.DisplayNames('en', { type: 'currency' });
  return CURRENCY_CODES.map((code, index) =>
    option(code, `${code} · ${names.of(code) ?? code}`, index, code === DEFAULT_REPORTING_CURRENCY),
  );
}

/** Columns of the concepts grid a client may choose as defaults (spec 1 §2, §9). */
export const CONCEPT_GRID_COLUMNS = [
  ['image', 'Image'],
  ['internalId', 'Concept ID'],
  ['name', 'Name'],
  ['creativeLead', 'Creative lead'],
  ['targetDate', 'Target date'],
  ['status', 'Status'],
  ['lifeCycle', 'Life cycle'],
  ['modelType', 'Model type'],
  ['type', 'Type'],
  ['subtype', 'Subtype'],
  ['assignedUser', 'Designer'],
  ['estimatedEffort', 'Estimated effort'],
  ['actualEffort', 'Actual effort'],
  ['createBy', 'Created by'],
  ['productionAssetCount', 'Production assets'],
] as const;
export const DEFAULT_GRID_COLUMNS = 'image,internalId,name,creativeLead,targetDate,lifeCycle,productionAssetCount';

/** Platform-default creative settings fields: one of each of the nine types. */
const CREATIVE_SETTINGS: (Partial<typeof creativeSettingsFields.$inferInsert> & { code: string; name: string; type: string })[] = [
  {
    code: 'platform',
    name: 'Platform',
    type: 'select',
    section: 'Delivery',
    width: 0.25,
    isRequired: true,
    defaultValue: 'both',
    selectValues: [option('ios', 'iOS', 0), option('android', 'Android', 1), option('both', 'iOS and Android', 2, true)],
  },
  { code: 'launchDate', name: 'Launch date', type: 'date', section: 'Delivery', width: 0.25, defaultValue: 'NOW' },
  { code: 'reviewAt', name: 'Review meeting', type: 'dateTime', section: 'Delivery', width: 0.5 },
  { code: 'budget', name: 'Production budget', type: 'currency', section: 'Budget', width: 0.25 },
  { code: 'targetCtr', name: 'Target CTR', type: 'percentage', section: 'Budget', width: 0.25 },
  { code: 'plannedVariants', name: 'Planned variants', type: 'number', section: 'Budget', width: 0.25 },
  { code: 'hasVoiceover', name: 'Voice-over', type: 'boolean', section: 'Budget', width: 0.25, defaultValue: 'false' },
  { code: 'hook', name: 'Hook (opening line)', type: 'text', section: 'Creative', width: 1 },
  { code: 'briefUrl', name: 'Brief document', type: 'link', section: 'Creative', width: 0.5 },
  { code: 'trackingLink', name: 'Tracking link', type: 'link', section: 'Creative', width: 0.5, intendedUses: ['ua'] },
];

const UA_FIELDS: (Omit<typeof uaSettingFields.$inferInsert, 'settings'> & { settings: UaFieldSettings })[] = [
  {
    code: 'creativeGridDefaultFields',
    name: 'Default concept grid columns',
    type: 'select',
    section: 'Creative grid',
    width: 1,
    defaultValue: DEFAULT_GRID_COLUMNS,
    selectValues: CONCEPT_GRID_COLUMNS.map(([value, name], index) => option(value, name, index)),
    displayZone: 'creativeGrid',
    settings: { multiple: true },
    sequenceId: 0,
  },
  {
    code: 'primaryStore',
    name: 'Primary store',
    type: 'select',
    section: 'Application',
    width: 0.5,
    isRequired: true,
    defaultValue: 'googlePlay',
    selectValues: [option('appStore', 'App Store', 0), option('googlePlay', 'Google Play', 1, true)],
    displayZone: 'application',
    settings: { multiple: false },
    sequenceId: 1,
  },
  {
    code: 'appStoreId',
    name: 'App Store ID',
    type: 'text',
    section: 'Application',
    width: 0.5,
    displayZone: 'application',
    settings: { multiple: false, visibilityCondition: { key: 'primaryStore', value: 'appStore' } },
    sequenceId: 2,
  },
  {
    code: 'targetCpi',
    name: 'Target CPI (USD)',
    type: 'number',
    section: 'Targets',
    width: 0.25,
    displayZone: 'application',
    settings: { multiple: false, min: 0, max: 1000 },
    sequenceId: 3,
  },
  {
    code: REPORTING_CURRENCY_SETTING,
    name: 'Reporting currency',
    type: 'select',
    section: 'Reporting',
    width: 0.5,
    isRequired: true,
    defaultValue: DEFAULT_REPORTING_CURRENCY,
    selectValues: currencyOptions(),
    displayZone: 'application',
    settings: { multiple: false },
    sequenceId: 5,
  },
  {
    code: 'internalNotes',
    name: 'Internal notes',
    type: 'text',
    section: 'Targets',
    width: 1,
    visibility: 'staff',
    displayZone: 'application',
    settings: { multiple: false },
    sequenceId: 4,
  },
];

const CHANNELS = [
  {
    code: 'meta',
    name: 'Meta',
    supportedAssets: [
      { code: 'image', name: 'Image' },
      { code: 'video', name: 'Video' },
    ],
  },
  {
    code: 'google',
    name: 'Google Ads',
    supportedAssets: [
      { code: 'image', name: 'Image' },
      { code: 'video', name: 'Video' },
      { code: 'playable', name: 'Playable' },
    ],
  },
  { code: 'tiktok', name: 'TikTok', supportedAssets: [{ code: 'video', name: 'Video' }] },
  {
    code: 'applovin',
    name: 'AppLovin',
    supportedAssets: [
      { code: 'video', name: 'Video' },
      { code: 'playable', name: 'Playable' },
    ],
  },
  {
    code: 'unity',
    name: 'Unity Ads',
    supportedAssets: [
      { code: 'video', name: 'Video' },
      { code: 'playable', name: 'Playable' },
    ],
  },
];

/** Platform definitions: UA fields follow the code; default creative fields are added once (admins may retire them). */
export async function syncSettingsDefinitions(db: Database) {
  await db.transaction(async (tx) => {
    for (const field of UA_FIELDS) {
      await tx.insert(uaSettingFields).values(field).onConflictDoUpdate({ target: uaSettingFields.code, set: field });
    }
    for (const [index, field] of CREATIVE_SETTINGS.entries()) {
      const [existing] = await tx
        .select({ id: creativeSettingsFields.id })
        .from(creativeSettingsFields)
        .where(and(isNull(creativeSettingsFields.clientId), eq(creativeSettingsFields.code, field.code)));
      if (!existing) await tx.insert(creativeSettingsFields).values({ sequenceId: index, ...field });
    }
    for (const channel of CHANNELS) {
      await tx
        .insert(channels)
        .values(channel)
        .onConflictDoUpdate({ target: channels.code, set: { name: channel.name, supportedAssets: channel.supportedAssets } });
    }
  });
}

import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  buildInitialValues,
  buildPayload,
  buildUaSettingsSchema,
  findDisplayedFields,
  findEffectiveValues,
  isFieldVisible,
  type UaSettingFieldDefinition,
  type UaSettingsFormValues,
  type UaSettingValue,
} from './ua-settings-form';

// Messages come back as "key name" so the tests can tell which rule fired.
const t = ((key: string, options?: { name?: string }) => `${key} ${options?.name ?? ''}`.trim()) as unknown as TFunction;

function defineField(overrides: Partial<UaSettingFieldDefinition> & { code: string }): UaSettingFieldDefinition {
  return {
    name: overrides.code,
    type: 'text',
    isRequired: false,
    section: 'Application',
    width: 0.5,
    selectValues: [],
    visibility: 'everywhere',
    ...overrides,
    settings: { multiple: false, ...overrides.settings },
  };
}

const primaryStore = defineField({
  code: 'primaryStore',
  type: 'select',
  isRequired: true,
  defaultValue: 'googlePlay',
  selectValues: [
    { name: 'App Store', value: 'appStore', sequenceId: 0, isDefault: false },
    { name: 'Google Play', value: 'googlePlay', sequenceId: 1, isDefault: true },
  ],
});
const appStoreId = defineField({
  code: 'appStoreId',
  settings: { multiple: false, visibilityCondition: { key: 'primaryStore', value: 'appStore' } },
});
const targetCpi = defineField({ code: 'targetCpi', type: 'number', settings: { multiple: false, min: 0, max: 1000 } });
const channels = defineField({
  code: 'channels',
  type: 'select',
  settings: { multiple: true },
  selectValues: [
    { name: 'Meta', value: 'meta', sequenceId: 0, isDefault: false },
    { name: 'TikTok', value: 'tiktok', sequenceId: 1, isDefault: false },
  ],
});
const internalNotes = defineField({ code: 'internalNotes', visibility: 'staff' });
const fields = [primaryStore, appStoreId, targetCpi, channels];

const stored: UaSettingValue[] = [
  { code: 'primaryStore', value: null, inheritedValue: 'googlePlay', isInherited: true },
  { code: 'appStoreId', value: null, inheritedValue: null, isInherited: true },
  { code: 'targetCpi', value: '12', inheritedValue: null, isInherited: false },
  { code: 'channels', value: null, inheritedValue: 'meta,tiktok', isInherited: true },
];

function withEntries(entries: UaSettingsFormValues['settings']): UaSettingsFormValues {
  const initial = buildInitialValues(fields, stored);
  return { settings: { ...initial.settings, ...entries } };
}

function validate(values: UaSettingsFormValues) {
  const result = buildUaSettingsSchema(fields, stored, t).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('findDisplayedFields', () => {
  it('keeps only fields visible everywhere', () => {
    expect(findDisplayedFields([...fields, internalNotes]).map((field) => field.code)).not.toContain('internalNotes');
  });
});

describe('buildInitialValues', () => {
  it('starts un-inheriting from the own value, else the inherited one', () => {
    const initial = buildInitialValues(fields, stored);
    expect(initial.settings.targetCpi).toEqual({ isInherited: false, value: '12' });
    expect(initial.settings.primaryStore).toEqual({ isInherited: true, value: 'googlePlay' });
    expect(initial.settings.channels).toEqual({ isInherited: true, value: ['meta', 'tiktok'] });
  });
});

describe('visibility condition', () => {
  it('hides a field until the named field effectively holds the value', () => {
    const inherited = findEffectiveValues(fields, buildInitialValues(fields, stored), stored);
    expect(isFieldVisible(appStoreId, inherited)).toBe(false);
    const ownAppStore = findEffectiveValues(fields, withEntries({ primaryStore: { isInherited: false, value: 'appStore' } }), stored);
    expect(isFieldVisible(appStoreId, ownAppStore)).toBe(true);
  });

  it('uses the inherited value while the named field is inherited', () => {
    // Own value appStore, but inherited: googlePlay applies.
    const values = withEntries({ primaryStore: { isInherited: true, value: 'appStore' } });
    expect(isFieldVisible(appStoreId, findEffectiveValues(fields, values, stored))).toBe(false);
  });

  it('hides a field whose condition names a hidden field (that one counts as cleared)', () => {
    const appStoreRegion = defineField({
      code: 'appStoreRegion',
      settings: { multiple: false, visibilityCondition: { key: 'appStoreId', value: '123' } },
    });
    const chained = [...fields, appStoreRegion];
    const values = {
      settings: {
        ...buildInitialValues(chained, stored).settings,
        primaryStore: { isInherited: false, value: 'googlePlay' },
        appStoreId: { isInherited: false, value: '123' },
        appStoreRegion: { isInherited: false, value: 'EU' },
      },
    };
    const effective = findEffectiveValues(chained, values, stored);
    expect(effective.appStoreId).toBe('');
    expect(isFieldVisible(appStoreRegion, effective)).toBe(false);
    expect(buildPayload(chained, values, stored)).toMatchObject({ appStoreId: null, appStoreRegion: null });
  });

  it('always shows a field without a condition', () => {
    expect(isFieldVisible(targetCpi, {})).toBe(true);
  });
});

describe('buildPayload', () => {
  it('sends inherited and empty values as null', () => {
    const payload = buildPayload(
      fields,
      withEntries({ targetCpi: { isInherited: true, value: '12' }, primaryStore: { isInherited: false, value: '  ' } }),
      stored,
    );
    expect(payload.targetCpi).toBeNull();
    expect(payload.primaryStore).toBeNull();
  });

  it('joins multiple values with commas', () => {
    const payload = buildPayload(fields, withEntries({ channels: { isInherited: false, value: ['tiktok', 'meta'] } }), stored);
    expect(payload.channels).toBe('tiktok,meta');
    expect(buildPayload(fields, withEntries({ channels: { isInherited: false, value: [] } }), stored).channels).toBeNull();
  });

  it('clears fields hidden by their condition instead of keeping their value', () => {
    // An App Store ID typed in, then the primary store switched back to Google Play: it goes.
    const hidden = buildPayload(
      fields,
      withEntries({ primaryStore: { isInherited: false, value: 'googlePlay' }, appStoreId: { isInherited: false, value: '123' } }),
      stored,
    );
    expect(hidden).toHaveProperty('appStoreId', null);
    expect(hidden.primaryStore).toBe('googlePlay');
    const shown = buildPayload(
      fields,
      withEntries({ primaryStore: { isInherited: false, value: 'appStore' }, appStoreId: { isInherited: false, value: ' 123 ' } }),
      stored,
    );
    expect(shown).toMatchObject({ primaryStore: 'appStore', appStoreId: '123' });
  });
});

describe('buildUaSettingsSchema', () => {
  it('requires a value only when not inherited', () => {
    expect(validate(withEntries({ primaryStore: { isInherited: true, value: '' } }))).toEqual([]);
    expect(validate(withEntries({ primaryStore: { isInherited: false, value: '' } }))).toEqual([
      { path: 'settings.primaryStore.value', message: 'settings.validation.required primaryStore' },
    ]);
  });

  it('checks numbers against min and max', () => {
    expect(validate(withEntries({ targetCpi: { isInherited: false, value: '5000' } }))[0]?.message).toBe(
      'settings.validation.max targetCpi',
    );
    expect(validate(withEntries({ targetCpi: { isInherited: false, value: '-1' } }))[0]?.message).toBe('settings.validation.min targetCpi');
    expect(validate(withEntries({ targetCpi: { isInherited: false, value: 'abc' } }))[0]?.message).toBe(
      'settings.validation.invalidNumber targetCpi',
    );
    expect(validate(withEntries({ targetCpi: { isInherited: false, value: '1000' } }))).toEqual([]);
    expect(validate(withEntries({ targetCpi: { isInherited: true, value: '5000' } }))).toEqual([]);
  });

  it('checks links are web URLs', () => {
    const link = defineField({ code: 'storeUrl', type: 'link' });
    const schema = buildUaSettingsSchema([link], [], t);
    expect(schema.safeParse({ settings: { storeUrl: { isInherited: false, value: 'not a url' } } }).success).toBe(false);
    expect(schema.safeParse({ settings: { storeUrl: { isInherited: false, value: 'https://example.com' } } }).success).toBe(true);
  });

  it('skips fields hidden by their condition', () => {
    const required = { ...appStoreId, isRequired: true };
    const schema = buildUaSettingsSchema([primaryStore, required], stored, t);
    const values = {
      settings: { primaryStore: { isInherited: true, value: 'googlePlay' }, appStoreId: { isInherited: false, value: '' } },
    };
    expect(schema.safeParse(values).success).toBe(true);
    values.settings.primaryStore = { isInherited: false, value: 'appStore' };
    expect(schema.safeParse(values).success).toBe(false);
  });
});

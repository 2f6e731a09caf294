import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import {
  buildSettingsSchema,
  fillMissingSettings,
  findApplicableFields,
  findDefaultSettingValue,
  groupFieldsBySection,
  toSettingsInput,
  toSettingsValues,
  type SettingsFieldDefinition,
} from './settings-fields';

const t = i18next.t.bind(i18next);

function field(overrides: Partial<SettingsFieldDefinition> & { code: string; type: string }): SettingsFieldDefinition {
  return {
    name: overrides.code,
    section: 'Creative',
    isRequired: false,
    width: 0.5,
    defaultValue: null,
    selectValues: [],
    conceptIntendedUse: [],
    status: 'active',
    ...overrides,
  };
}

const brief = field({ code: 'briefUrl', name: 'Brief document', type: 'link' });
const platform = field({
  code: 'platform',
  name: 'Platform',
  type: 'select',
  isRequired: true,
  defaultValue: 'both',
  section: 'Delivery',
  selectValues: [{ code: 'both', name: 'Both', value: 'both', sequenceId: 0 }],
});
const launch = field({ code: 'launchDate', name: 'Launch date', type: 'date', defaultValue: 'NOW', section: 'Delivery' });
const budget = field({ code: 'budget', name: 'Budget', type: 'currency' });
const tracking = field({ code: 'trackingLink', name: 'Tracking link', type: 'link', conceptIntendedUse: ['ua'] });
const retired = field({ code: 'old', type: 'text', status: 'inactive' });

describe('creative settings fields', () => {
  it('shows active fields for every intended use or the ones listed', () => {
    const fields = [brief, tracking, retired];
    expect(findApplicableFields(fields, 'ua').map((f) => f.code)).toEqual(['briefUrl', 'trackingLink']);
    expect(findApplicableFields(fields, 'content').map((f) => f.code)).toEqual(['briefUrl']);
  });

  it('groups by section in order of appearance', () => {
    expect(groupFieldsBySection([platform, brief, launch]).map(([section, fields]) => [section, fields.length])).toEqual([
      ['Delivery', 2],
      ['Creative', 1],
    ]);
  });

  it('gives a NOW date the current time and booleans false', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(findDefaultSettingValue(launch, now)).toBe('2026-11-21T10:00:00.000Z');
    expect(findDefaultSettingValue(platform, now)).toBe('both');
    expect(findDefaultSettingValue(field({ code: 'voice', type: 'boolean' }), now)).toBe('false');
    expect(findDefaultSettingValue(brief, now)).toBe('');
  });

  it('fills defaults only for a new concept', () => {
    expect(fillMissingSettings({ platform: 'ios' }, [platform, launch], { applyDefaults: true, now: new Date(0) })).toEqual({
      platform: 'ios',
      launchDate: '1970-01-01T00:00:00.000Z',
    });
    expect(fillMissingSettings({}, [platform, launch], { applyDefaults: false })).toEqual({ platform: '', launchDate: '' });
  });

  it('reads stored values as text and sends empty text as null', () => {
    expect(toSettingsValues({ platform: 'both', plannedVariants: 3, hasVoiceover: true, hook: null })).toEqual({
      platform: 'both',
      plannedVariants: '3',
      hasVoiceover: 'true',
      hook: '',
    });
    expect(toSettingsInput({ briefUrl: ' https://example.com/brief ', hook: '  ' })).toEqual({
      briefUrl: 'https://example.com/brief',
      hook: null,
    });
  });

  describe('schema', () => {
    const schema = buildSettingsSchema([brief, platform, budget], t);

    it('requires required fields', () => {
      const result = schema.safeParse({ briefUrl: '', platform: '', budget: '' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['platform'], message: 'Platform is required.' })]);
    });

    it('wants links to be web URLs', () => {
      const result = schema.safeParse({ briefUrl: 'not a url', platform: 'both', budget: '' });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['briefUrl'], message: 'Brief document must be a valid URL.' }),
      ]);
      expect(schema.safeParse({ briefUrl: 'ftp://example.com/x', platform: 'both', budget: '' }).success).toBe(false);
      expect(schema.safeParse({ briefUrl: 'https://example.com/brief', platform: 'both', budget: '' }).success).toBe(true);
    });

    it('wants numbers in number fields and lets other codes pass', () => {
      expect(schema.safeParse({ briefUrl: '', platform: 'both', budget: 'lots' }).success).toBe(false);
      expect(schema.safeParse({ briefUrl: '', platform: 'both', budget: '12.5', unrelated: 'x' }).success).toBe(true);
    });
  });
});

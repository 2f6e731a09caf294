import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createTenant, platformAdmin, type Tenant } from '../../../test/fixtures.js';

const VALUES = `query ($c: String!, $a: String!) { applicationUaSettings(clientCode: $c, applicationCode: $a) { code value inheritedValue isInherited } }`;
const SET = `mutation ($c: String!, $a: String!, $s: JSON!) { setApplicationUaSettings(clientCode: $c, applicationCode: $a, settings: $s) { code value inheritedValue isInherited } }`;

interface SettingValue {
  code: string;
  value: string | null;
  inheritedValue: string | null;
  isInherited: boolean;
}
type Values = { applicationUaSettings: SettingValue[] };
type SetValues = { setApplicationUaSettings: SettingValue[] };

describe('settings', () => {
  let tenant: Tenant;
  let admin: ApiClient;
  beforeAll(async () => {
    tenant = await createTenant('settings');
    admin = await tenant.as('admin');
  });
  const byCode = (list: SettingValue[], code: string) => list.find((entry) => entry.code === code)!;

  it('defines the grid default columns for the creativeGrid display zone', async () => {
    const { uaSettingFields } = await admin.mustRequest<{
      uaSettingFields: { code: string; settings: { multiple: boolean }; selectValues: { value: string }[] }[];
    }>(
      `{ uaSettingFields(scope: "application", displayZones: ["creativeGrid"]) { code type settings { multiple } selectValues { value } visibility } }`,
    );
    expect(uaSettingFields.map((field) => field.code)).toEqual(['creativeGridDefaultFields']);
    expect(uaSettingFields[0]!.settings.multiple).toBe(true);
    expect(uaSettingFields[0]!.selectValues.map((option) => option.value)).toContain('lifeCycle');
  });

  it('inherits until set, stores multiple values comma-joined, and inherits again on null', async () => {
    const vars = { c: tenant.clientCode, a: tenant.applicationCodes[0] };
    const initial = byCode((await admin.mustRequest<Values>(VALUES, vars)).applicationUaSettings, 'creativeGridDefaultFields');
    expect(initial).toMatchObject({
      value: null,
      isInherited: true,
      inheritedValue: 'image,internalId,name,creativeLead,targetDate,lifeCycle,productionAssetCount',
    });
    const set = await admin.mustRequest<SetValues>(SET, { ...vars, s: { creativeGridDefaultFields: ['name', 'status'] } });
    expect(byCode(set.setApplicationUaSettings, 'creativeGridDefaultFields')).toMatchObject({ value: 'name,status', isInherited: false });
    const reset = await admin.mustRequest<SetValues>(SET, { ...vars, s: { creativeGridDefaultFields: null } });
    expect(byCode(reset.setApplicationUaSettings, 'creativeGridDefaultFields')).toMatchObject({ value: null, isInherited: true });
  });

  it('enforces min/max, choices and unknown codes, saving nothing on error', async () => {
    const vars = { c: tenant.clientCode, a: tenant.applicationCodes[0] };
    const tooHigh = await admin.request(SET, { ...vars, s: { targetCpi: '5000', creativeGridDefaultFields: 'name' } });
    expect(tooHigh.errors?.[0]?.message).toBe('Target CPI (USD) must be at most 1000.');
    expect(errorCode(await admin.request(SET, { ...vars, s: { primaryStore: 'bazaar' } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await admin.request(SET, { ...vars, s: { creativeGridDefaultFields: 'name,password' } }))).toBe('BAD_USER_INPUT');
    expect((await admin.request(SET, { ...vars, s: { nope: 1 } })).errors?.[0]?.message).toBe("Unknown setting 'nope'.");
    expect(byCode((await admin.mustRequest<Values>(VALUES, vars)).applicationUaSettings, 'creativeGridDefaultFields').value).toBeNull();
  });

  it('requires a required setting only when nothing can be inherited', async () => {
    const vars = { c: tenant.clientCode, a: tenant.applicationCodes[0] };
    // primaryStore is required but has a default to inherit, so clearing it is fine.
    const cleared = await admin.mustRequest<SetValues>(SET, { ...vars, s: { primaryStore: null } });
    expect(byCode(cleared.setApplicationUaSettings, 'primaryStore')).toMatchObject({ isInherited: true, inheritedValue: 'googlePlay' });
  });

  it('offers the creative settings fields of all nine types', async () => {
    const { creativeSettingsFields } = await admin.mustRequest<{ creativeSettingsFields: { type: string }[] }>(
      `query ($c: String!, $a: String!) { creativeSettingsFields(clientCode: $c, applicationCode: $a) { code type width isRequired defaultValue conceptIntendedUse } }`,
      {
        c: tenant.clientCode,
        a: tenant.applicationCodes[0],
      },
    );
    expect(new Set(creativeSettingsFields.map((field) => field.type))).toEqual(
      new Set(['text', 'link', 'select', 'date', 'dateTime', 'currency', 'percentage', 'boolean', 'number']),
    );
  });
});

describe('tags', () => {
  it('creates inline tags in the fixed purple, reuses a same-name tag, and lists used ones', async () => {
    const tenant = await createTenant('tags');
    const lead = await tenant.as('creativeLead');
    const create = `mutation ($c: String!, $t: CreativeTagInput!) { createCreativeTag(clientCode: $c, tag: $t) { code name color } }`;
    const first = (
      await lead.mustRequest<{ createCreativeTag: { code: string; color: string } }>(create, {
        c: tenant.clientCode,
        t: { name: 'Summer', applicationCode: tenant.applicationCodes[0] },
      })
    ).createCreativeTag;
    expect(first.color).toBe('#7B1FA2');
    const again = (
      await lead.mustRequest<{ createCreativeTag: { code: string; color: string } }>(create, {
        c: tenant.clientCode,
        t: { name: ' summer ', applicationCode: tenant.applicationCodes[0] },
      })
    ).createCreativeTag;
    expect(again.code).toBe(first.code);
    expect(errorCode(await lead.request(create, { c: tenant.clientCode, t: { name: 'x', color: 'red' } }))).toBe('BAD_USER_INPUT');
    const used = await lead.mustRequest(
      `query ($c: String!, $a: String) { creativeTags(clientCode: $c, applicationCode: $a, onlyIncludeUsedTags: true) { code } }`,
      {
        c: tenant.clientCode,
        a: tenant.applicationCodes[0],
      },
    );
    expect(used.creativeTags).toEqual([]);
  });
});

describe('reports', () => {
  it('lists a client-wide and an application category with their reports, in order', async () => {
    const tenant = await createTenant('reports');
    const staff = await platformAdmin();
    const category = async (name: string, applicationCode?: string) =>
      (
        await staff.mustRequest<{ createGdsReportCategory: { code: string } }>(
          `mutation ($c: String!, $cat: GdsReportCategoryInput!) { createGdsReportCategory(clientCode: $c, category: $cat) { code } }`,
          {
            c: tenant.clientCode,
            cat: { name, applicationCode, sequenceId: name === 'Everywhere' ? 0 : 1 },
          },
        )
      ).createGdsReportCategory.code;
    const everywhere = await category('Everywhere');
    await category('Only app two', tenant.applicationCodes[1]);
    const report = `mutation ($c: String!, $cat: String!, $r: GdsReportInput!) { createGdsReport(clientCode: $c, categoryCode: $cat, report: $r) { code url } }`;
    await staff.mustRequest(report, {
      c: tenant.clientCode,
      cat: everywhere,
      r: { name: 'Weekly', url: 'https://reports.example.com/weekly' },
    });
    const insecure = await staff.request(report, {
      c: tenant.clientCode,
      cat: everywhere,
      r: { name: 'Bad', url: 'http://reports.example.com' },
    });
    expect(insecure.errors?.[0]?.message).toContain('Must be an https URL.');
    const js = await staff.request(report, { c: tenant.clientCode, cat: everywhere, r: { name: 'Bad', url: 'javascript:alert(1)' } });
    expect(errorCode(js)).toBe('BAD_USER_INPUT');

    const viewer = await tenant.as('viewer');
    const { gdsReportCategories } = await viewer.mustRequest(
      `query ($c: String!, $a: String!) { gdsReportCategories(clientCode: $c, applicationCode: $a) { name gdsReports { name url } } }`,
      {
        c: tenant.clientCode,
        a: tenant.applicationCodes[0],
      },
    );
    expect(gdsReportCategories).toEqual([
      { name: 'Everywhere', gdsReports: [{ name: 'Weekly', url: 'https://reports.example.com/weekly' }] },
    ]);
  });
});

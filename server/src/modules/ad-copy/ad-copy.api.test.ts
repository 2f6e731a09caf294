import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createTenant, platformAdmin, type Tenant } from '../../../test/fixtures.js';
import { scoped } from '../../../test/operations/types.js';

const FIELDS = `code name type status adCopy theme headline description rankField language version viewerCanUpdate viewerCanDelete
  translations { locale headline adCopy description } audit { createBy { emailAddress } createDate updateDate }`;

interface AdCopyResult {
  code: string;
  name: string;
  type: string;
  status: string;
  adCopy: string;
  theme: string;
  headline: string;
  description: string;
  rankField: string | null;
  language: string;
  version: number;
  viewerCanUpdate: boolean;
  viewerCanDelete: boolean;
  translations: { locale: string; headline: string | null; adCopy: string | null; description: string | null }[];
  audit: { createBy: { emailAddress: string } | null };
}

const ADD = `mutation ($clientCode: String!, $applicationCode: String!, $adCopy: AdCopyInput!) {
  addAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopy: $adCopy) { ${FIELDS} } }`;
const UPDATE = `mutation ($clientCode: String!, $applicationCode: String!, $adCopyCode: String!, $adCopy: AdCopyInput!) {
  updateAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode, adCopy: $adCopy) { ${FIELDS} } }`;
const LIST = `query ($clientCode: String!, $applicationCode: String!, $filter: AdCopyFilter, $offset: Int, $limit: Int) {
  adCopies(clientCode: $clientCode, applicationCode: $applicationCode, filter: $filter, offset: $offset, limit: $limit) { totalItemCount items { code name status headline } } }`;
const PREVIEW = `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
  previewAdCopyImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { createCount updateCount errorCount rows { line action code name errors } } }`;
const IMPORT = `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
  importAdCopies(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { createdCount updatedCount skippedCount } }`;
const EXPORT = `query ($clientCode: String!, $applicationCode: String!, $filter: AdCopyFilter) {
  exportAdCopies(clientCode: $clientCode, applicationCode: $applicationCode, filter: $filter) { csv rowCount totalItemCount } }`;

describe('ad copy', () => {
  let tenant: Tenant;
  let admin: ApiClient;
  /** Each test works in an application of its own tenant, so counts are its own. */
  const add = async (adCopy: Record<string, unknown>, target = scoped(tenant)) =>
    (await admin.mustRequest<{ addAdCopy: AdCopyResult }>(ADD, { ...target, adCopy })).addAdCopy;
  beforeAll(async () => {
    tenant = await createTenant('adcopy');
    admin = await tenant.as('admin');
  });

  it('creates a copy with the defaults, trimmed, and reads it back', async () => {
    const created = await add({
      name: '  Spring sale ',
      headline: ' Play now ',
      adCopy: ' The best puzzle game. ',
      description: '<p>Internal <script>x</script>note</p>',
    });
    expect(created).toMatchObject({
      name: 'Spring sale',
      headline: 'Play now',
      adCopy: 'The best puzzle game.',
      description: '<p>Internal note</p>',
      status: 'active',
      type: 'standard',
      theme: 'General',
      rankField: null,
      language: 'en',
      version: 1,
      viewerCanUpdate: true,
      viewerCanDelete: true,
    });
    expect(created.code).toMatch(/^adc/);
    expect(created.audit.createBy?.emailAddress).toBe(tenant.emails.admin);
    const read = await admin.mustRequest<{ adCopy: AdCopyResult }>(
      `query ($clientCode: String!, $applicationCode: String!, $code: String!) { adCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $code) { ${FIELDS} } }`,
      { ...scoped(tenant), code: created.code },
    );
    expect(read.adCopy).toEqual(created);
  });

  it('refuses missing required fields and unknown values with messages per field', async () => {
    const result = await admin.request(ADD, {
      ...scoped(tenant),
      adCopy: { name: '  ', headline: '', adCopy: 'Body', theme: ' ', status: 'live', rankField: 'best' },
    });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    const message = result.errors![0]!.message;
    for (const expected of [
      'Name is required.',
      'Headline is required.',
      'Theme is required.',
      'Status must be one of',
      'Rank must be empty or one of',
    ])
      expect(message).toContain(expected);
  });

  it('is not found in the other application of the same client', async () => {
    const created = await add({ name: 'App one only', headline: 'H', adCopy: 'B' });
    const result = await admin.request(
      `query ($clientCode: String!, $applicationCode: String!, $code: String!) { adCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $code) { code } }`,
      { clientCode: tenant.clientCode, applicationCode: tenant.applicationCodes[1], code: created.code },
    );
    expect(errorCode(result)).toBe('NOT_FOUND');
  });

  it('updates with the version and refuses a stale save', async () => {
    const created = await add({ name: 'Versioned', headline: 'H', adCopy: 'B' });
    const target = { ...scoped(tenant), adCopyCode: created.code };
    const saved = (
      await admin.mustRequest<{ updateAdCopy: AdCopyResult }>(UPDATE, {
        ...target,
        adCopy: { status: 'proposed', rankField: 'topPerformer', version: 1 },
      })
    ).updateAdCopy;
    expect(saved).toMatchObject({ status: 'proposed', rankField: 'topPerformer', headline: 'H', version: 2 });
    const stale = await admin.request(UPDATE, { ...target, adCopy: { name: 'Late', version: 1 } });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors![0]!.message).toMatch(/changed by someone else/);
    const cleared = (
      await admin.mustRequest<{ updateAdCopy: AdCopyResult }>(UPDATE, { ...target, adCopy: { rankField: null, version: 2 } })
    ).updateAdCopy;
    expect(cleared.rankField).toBeNull();
    const emptied = await admin.request(UPDATE, { ...target, adCopy: { headline: '   ' } });
    expect(errorCode(emptied)).toBe('BAD_USER_INPUT');
  });

  it('keeps translations and refuses one in the default language', async () => {
    const created = await add({
      name: 'Bilingual',
      headline: 'Play now',
      adCopy: 'Best game',
      translations: [{ locale: 'de', headline: ' Jetzt spielen ', adCopy: '' }],
    });
    expect(created.translations).toEqual([{ locale: 'de', headline: 'Jetzt spielen', adCopy: null, description: null }]);
    const clash = await admin.request(UPDATE, {
      ...scoped(tenant),
      adCopyCode: created.code,
      adCopy: { translations: [{ locale: 'en', headline: 'x' }] },
    });
    expect(errorCode(clash)).toBe('BAD_USER_INPUT');
    const unknown = await admin.request(UPDATE, {
      ...scoped(tenant),
      adCopyCode: created.code,
      adCopy: { translations: [{ locale: 'xx', headline: 'x' }] },
    });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    const replaced = (
      await admin.mustRequest<{ updateAdCopy: AdCopyResult }>(UPDATE, {
        ...scoped(tenant),
        adCopyCode: created.code,
        adCopy: { translations: [{ locale: 'fr', headline: 'Jouez' }] },
      })
    ).updateAdCopy;
    expect(replaced.translations.map((translation) => translation.locale)).toEqual(['fr']);
  });

  it('lists newest first, pages, filters by status and searches name, headline and body', async () => {
    const other = await createTenant('adcopy-list');
    const owner = await other.as('admin');
    const target = scoped(other);
    for (const [index, status] of ['proposed', 'approved', 'active', 'inactive', 'active'].entries()) {
      await owner.mustRequest(ADD, {
        ...target,
        adCopy: { name: `Copy ${index}`, headline: `Headline ${index}`, adCopy: index === 3 ? 'Rare 50%_off body' : 'Body', status },
      });
    }
    const asOwner = async (filter: Record<string, unknown> | null, paging: { offset?: number; limit?: number } = {}) =>
      (
        await owner.mustRequest<{ adCopies: { totalItemCount: number; items: { name: string; status: string }[] } }>(LIST, {
          ...target,
          filter,
          ...paging,
        })
      ).adCopies;
    const all = await asOwner(null);
    expect(all.totalItemCount).toBe(5);
    expect(all.items.map((item) => item.name)).toEqual(['Copy 4', 'Copy 3', 'Copy 2', 'Copy 1', 'Copy 0']);
    const page = await asOwner(null, { offset: 2, limit: 2 });
    expect(page.items.map((item) => item.name)).toEqual(['Copy 2', 'Copy 1']);
    expect(page.totalItemCount).toBe(5);
    const statuses = await asOwner({ status: ['proposed', 'inactive'] });
    expect(statuses.items.map((item) => item.status).sort()).toEqual(['inactive', 'proposed']);
    expect((await asOwner({ search: 'HEADLINE 2' })).items.map((item) => item.name)).toEqual(['Copy 2']);
    expect((await asOwner({ search: '50%_off' })).items.map((item) => item.name)).toEqual(['Copy 3']);
    expect((await asOwner({ search: '%' })).totalItemCount).toBe(1);
    expect(errorCode(await owner.request(LIST, { ...target, filter: { status: ['live'] } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await owner.request(LIST, { ...target, limit: 500 }))).toBe('BAD_USER_INPUT');
  });

  it('filters to the copies that fit a network, in every language, as the networks count', async () => {
    const other = await createTenant('adcopy-fit');
    const owner = await other.as('admin');
    const target = scoped(other);
    const make = (name: string, adCopy: Record<string, unknown>) =>
      owner.mustRequest(ADD, { ...target, adCopy: { name, adCopy: 'Body', ...adCopy } });
    await make('Short', { headline: 'a'.repeat(30) });
    await make('Thirty-five', { headline: 'b'.repeat(35) });
    await make('Emoji headline', { headline: '👨‍👩‍👧‍👦'.repeat(30) });
    await make('German too long', { headline: 'Short', translations: [{ locale: 'de', headline: 'c'.repeat(31) }] });
    await make('CJK body 51', { headline: 'OK', adCopy: '字'.repeat(51) });
    await make('Emoji body', { headline: 'OK', adCopy: 'Play now 🎮' });
    // Google: 15 double-width characters fill a 30-character headline; 16 do not.
    await make('Wide 15', { headline: '字'.repeat(15) });
    await make('Wide 16', { headline: 'ゲ'.repeat(16) });
    await make('Half-width kana', { headline: 'ｹﾞｰﾑ' });
    await make('Exclaimed', { headline: 'Play now!' });
    await make('Hash body', { headline: 'OK', adCopy: 'Win #1' });
    await make('Braces in German', { headline: 'OK', translations: [{ locale: 'de', adCopy: '{Gewinn}' }] });
    // The description is internal: no network counts it, whatever it holds.
    await make('Long description', { headline: 'OK', description: `<p>${'Notes 🎮 #1! '.repeat(40)}</p>` });
    const names = async (fitsNetwork: string) =>
      (await owner.mustRequest<{ adCopies: { items: { name: string }[] } }>(LIST, { ...target, filter: { fitsNetwork } })).adCopies.items
        .map((item) => item.name)
        .sort();
    expect(await names('google')).toEqual(['Braces in German', 'Hash body', 'Long description', 'Short', 'Wide 15']);
    expect(await names('meta')).toEqual([
      'Braces in German',
      'CJK body 51',
      'Emoji body',
      'Emoji headline',
      'Exclaimed',
      'German too long',
      'Half-width kana',
      'Hash body',
      'Long description',
      'Short',
      'Thirty-five',
      'Wide 15',
      'Wide 16',
    ]);
    expect(await names('tiktok')).toEqual([
      'Emoji headline',
      'Exclaimed',
      'German too long',
      'Half-width kana',
      'Long description',
      'Short',
      'Thirty-five',
      'Wide 15',
      'Wide 16',
    ]);
    expect(errorCode(await owner.request(LIST, { ...target, filter: { fitsNetwork: 'nowhere' } }))).toBe('BAD_USER_INPUT');
  });

  it('offers every network with rules to an application that targets none', async () => {
    const data = await admin.mustRequest<{
      adCopyNetworks: {
        code: string;
        name: string;
        rules: {
          field: string;
          maxLength: number;
          shownLength: number | null;
          cjkMaxLength: number | null;
          allowEmoji: boolean;
          allowHalfWidthKana: boolean;
          refusedCharacters: string;
          minLength: number;
        }[];
      }[];
    }>(
      `query ($clientCode: String!, $applicationCode: String!) { adCopyNetworks(clientCode: $clientCode, applicationCode: $applicationCode) { code name rules { field label maxLength shownLength cjkMaxLength allowEmoji allowHalfWidthKana refusedCharacters minLength } } }`,
      scoped(tenant),
    );
    const byCode = Object.fromEntries(data.adCopyNetworks.map((network) => [network.code, network]));
    expect(byCode.meta?.rules).toEqual([
      expect.objectContaining({ field: 'headline', maxLength: 40 }),
      expect.objectContaining({ field: 'body', maxLength: 2200, shownLength: 125 }),
    ]);
    expect(byCode.google?.name).toBe('Google Ads');
    expect(byCode.google?.rules).toEqual([
      expect.objectContaining({
        field: 'headline',
        maxLength: 30,
        cjkMaxLength: 15,
        allowEmoji: false,
        allowHalfWidthKana: false,
        refusedCharacters: '!',
      }),
      expect.objectContaining({ field: 'body', label: 'Description', maxLength: 90, cjkMaxLength: 45, allowEmoji: false }),
    ]);
    expect(byCode.tiktok?.rules).toEqual([
      expect.objectContaining({
        field: 'body',
        minLength: 1,
        maxLength: 100,
        cjkMaxLength: 50,
        allowEmoji: false,
        refusedCharacters: '#{}',
      }),
    ]);
  });

  it('lets platform staff only change a rule, and the filter follows the data', async () => {
    const SAVE = `mutation ($rule: AdCopyLengthRuleInput!) { saveAdCopyLengthRule(rule: $rule) { networkCode field maxLength label } }`;
    const rule = {
      networkCode: 'snap-test',
      networkName: 'Snap (test)',
      field: 'headline',
      label: 'Headline',
      minLength: 0,
      maxLength: 5,
      allowEmoji: true,
    };
    expect(errorCode(await admin.request(SAVE, { rule }))).toBe('FORBIDDEN');
    const staff = await platformAdmin();
    expect(errorCode(await staff.request(SAVE, { rule: { ...rule, minLength: 9 } }))).toBe('BAD_USER_INPUT');
    expect((await staff.mustRequest<{ saveAdCopyLengthRule: { maxLength: number } }>(SAVE, { rule })).saveAdCopyLengthRule.maxLength).toBe(
      5,
    );
    const other = await createTenant('adcopy-rule');
    const owner = await other.as('admin');
    await owner.mustRequest(ADD, { ...scoped(other), adCopy: { name: 'Six', headline: 'abcdef', adCopy: 'Body' } });
    const fits = async () =>
      (await owner.mustRequest<{ adCopies: { totalItemCount: number } }>(LIST, { ...scoped(other), filter: { fitsNetwork: 'snap-test' } }))
        .adCopies.totalItemCount;
    expect(await fits()).toBe(0);
    await staff.mustRequest(SAVE, { rule: { ...rule, maxLength: 6 } });
    expect(await fits()).toBe(1);
    // Refused characters follow the same way; only ASCII punctuation and symbols are taken, and no
    // rule applies to the internal description.
    await owner.mustRequest(ADD, { ...scoped(other), adCopy: { name: 'Hash', headline: 'a#', adCopy: 'Body' } });
    expect(await fits()).toBe(2);
    await staff.mustRequest(SAVE, { rule: { ...rule, maxLength: 6, refusedCharacters: '# ' } });
    expect(await fits()).toBe(1);
    expect(errorCode(await staff.request(SAVE, { rule: { ...rule, refusedCharacters: 'ab' } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await staff.request(SAVE, { rule: { ...rule, field: 'description' } }))).toBe('BAD_USER_INPUT');
    const rules = await admin.mustRequest<{ adCopyLengthRules: { networkCode: string; maxLength: number }[] }>(
      `{ adCopyLengthRules { networkCode maxLength } }`,
    );
    expect(rules.adCopyLengthRules).toContainEqual({ networkCode: 'snap-test', maxLength: 6 });
  });

  it('deletes a copy', async () => {
    const created = await add({ name: 'Doomed', headline: 'H', adCopy: 'B' });
    const target = { ...scoped(tenant), adCopyCode: created.code };
    const DELETE = `mutation ($clientCode: String!, $applicationCode: String!, $adCopyCode: String!) { deleteAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode) }`;
    expect(await admin.mustRequest(DELETE, target)).toEqual({ deleteAdCopy: true });
    expect(errorCode(await admin.request(DELETE, target))).toBe('NOT_FOUND');
  });

  describe('CSV', () => {
    it('previews 1,000 rows naming the 3 bad ones, then imports the 997 others', async () => {
      const other = await createTenant('adcopy-csv');
      const owner = await other.as('admin');
      const target = scoped(other);
      const lines = ['name,headline,adCopy,status,theme,headline:de'];
      for (let index = 1; index <= 1000; index++) {
        if (index === 10) lines.push(`,Headline ${index},Body ${index},active,General,`);
        else if (index === 500) lines.push(`Row ${index},Headline ${index},Body ${index},live,General,`);
        else if (index === 999) lines.push(`Row ${index},"",Body ${index},active,General,Überschrift`);
        else
          lines.push(
            `Row ${index},"Headline ${index}, quoted","Body ${index}",active,Theme ${index % 3},${index % 2 ? 'Jetzt spielen' : ''}`,
          );
      }
      const csv = lines.join('\n');
      const preview = (
        await owner.mustRequest<{
          previewAdCopyImport: {
            createCount: number;
            updateCount: number;
            errorCount: number;
            rows: { line: number; action: string; name: string; errors: string[] }[];
          };
        }>(PREVIEW, { ...target, csv })
      ).previewAdCopyImport;
      expect(preview).toMatchObject({ createCount: 997, updateCount: 0, errorCount: 3 });
      const bad = preview.rows.filter((row) => row.action === 'error');
      expect(bad.map((row) => row.line)).toEqual([11, 501, 1000]);
      expect(bad[0]!.errors).toEqual(['name: Name is required.']);
      expect(bad[1]!.errors[0]).toMatch(/^status: Status must be one of/);
      expect(bad[2]!.errors).toEqual(['headline: Headline is required.']);
      // Nothing is written by a preview.
      expect((await owner.mustRequest<{ adCopies: { totalItemCount: number } }>(LIST, target)).adCopies.totalItemCount).toBe(0);

      const result = (await owner.mustRequest<{ importAdCopies: unknown }>(IMPORT, { ...target, csv })).importAdCopies;
      expect(result).toEqual({ createdCount: 997, updatedCount: 0, skippedCount: 3 });
      expect((await owner.mustRequest<{ adCopies: { totalItemCount: number } }>(LIST, target)).adCopies.totalItemCount).toBe(997);
      const german = await owner.mustRequest<{ adCopies: { totalItemCount: number } }>(LIST, {
        ...target,
        filter: { search: 'jetzt spielen' },
      });
      expect(german.adCopies.totalItemCount).toBe(499);
    });

    it('exports the filtered list in the import columns, and the export imports back as updates', async () => {
      const other = await createTenant('adcopy-export');
      const owner = await other.as('admin');
      const target = scoped(other);
      await owner.mustRequest(ADD, {
        ...target,
        adCopy: {
          name: 'Kept',
          headline: '=HYPERLINK("x")',
          adCopy: 'Body, with "quotes"',
          status: 'approved',
          translations: [{ locale: 'de', headline: 'Hallo' }],
        },
      });
      await owner.mustRequest(ADD, { ...target, adCopy: { name: 'Filtered out', headline: 'H', adCopy: 'B', status: 'inactive' } });
      const exported = (
        await owner.mustRequest<{ exportAdCopies: { csv: string; rowCount: number; totalItemCount: number } }>(EXPORT, {
          ...target,
          filter: { status: ['approved'] },
        })
      ).exportAdCopies;
      expect(exported).toMatchObject({ rowCount: 1, totalItemCount: 1 });
      const csv = exported.csv;
      const [header, row, extra] = csv.split('\r\n');
      expect(header).toBe(
        'code,name,type,status,theme,headline,adCopy,description,rankField,language,headline:de,adCopy:de,description:de',
      );
      expect(row).toContain(`"'=HYPERLINK(""x"")"`);
      expect(row).toContain('"Body, with ""quotes"""');
      expect(extra).toBeUndefined();

      const edited = csv.replace('Kept', 'Kept and renamed');
      const preview = (
        await owner.mustRequest<{ previewAdCopyImport: { updateCount: number; createCount: number; errorCount: number } }>(PREVIEW, {
          ...target,
          csv: edited,
        })
      ).previewAdCopyImport;
      expect(preview).toMatchObject({ updateCount: 1, createCount: 0, errorCount: 0 });
      await owner.mustRequest(IMPORT, { ...target, csv: edited });
      const items = (
        await owner.mustRequest<{ adCopies: { items: { name: string; headline: string }[] } }>(LIST, {
          ...target,
          filter: { status: ['approved'] },
        })
      ).adCopies.items;
      expect(items).toEqual([expect.objectContaining({ name: 'Kept and renamed', headline: '=HYPERLINK("x")' })]);
    });

    it('exports copies in two default languages and imports the file back unchanged', async () => {
      const other = await createTenant('adcopy-languages');
      const owner = await other.as('admin');
      const target = scoped(other);
      for (let index = 1; index <= 5; index++) {
        await owner.mustRequest(ADD, {
          ...target,
          adCopy: {
            name: `English ${index}`,
            headline: `Play ${index}`,
            adCopy: `Body ${index}`,
            translations: [{ locale: 'de', headline: `Spiel ${index}` }],
          },
        });
        await owner.mustRequest(ADD, {
          ...target,
          adCopy: {
            name: `Deutsch ${index}`,
            language: 'de',
            headline: `Spiele ${index}`,
            adCopy: `Text ${index}`,
            translations: [{ locale: 'en', headline: `Play ${index}`, adCopy: `Copy ${index}` }],
          },
        });
      }
      const exportCsv = async () =>
        (await owner.mustRequest<{ exportAdCopies: { csv: string } }>(EXPORT, { ...target, filter: null })).exportAdCopies.csv;
      const csv = await exportCsv();
      expect(csv.split('\r\n')[0]).toBe(
        'code,name,type,status,theme,headline,adCopy,description,rankField,language,headline:de,adCopy:de,description:de,headline:en,adCopy:en,description:en',
      );
      const preview = (
        await owner.mustRequest<{ previewAdCopyImport: { updateCount: number; errorCount: number; rows: { errors: string[] }[] } }>(
          PREVIEW,
          {
            ...target,
            csv,
          },
        )
      ).previewAdCopyImport;
      expect(preview.rows.flatMap((row) => row.errors)).toEqual([]);
      expect(preview).toMatchObject({ updateCount: 10, errorCount: 0 });
      expect(await owner.mustRequest(IMPORT, { ...target, csv })).toEqual({
        importAdCopies: { createdCount: 0, updatedCount: 10, skippedCount: 0 },
      });
      expect(await exportCsv()).toBe(csv);
      // A cell typed into the copy's own language is still refused, not dropped.
      const typed = csv.replace(/^(.*Deutsch 1,.*),,,,/m, '$1,Schon,,,');
      expect(typed).not.toBe(csv);
      const refused = (
        await owner.mustRequest<{ previewAdCopyImport: { errorCount: number; rows: { name: string; errors: string[] }[] } }>(PREVIEW, {
          ...target,
          csv: typed,
        })
      ).previewAdCopyImport;
      expect(refused.errorCount).toBe(1);
      expect(refused.rows.find((row) => row.errors.length)).toMatchObject({ name: 'Deutsch 1' });
    });

    it('names unknown codes, repeated codes and unknown columns', async () => {
      const created = await add({ name: 'Existing', headline: 'H', adCopy: 'B' });
      const preview = (
        await admin.mustRequest<{ previewAdCopyImport: { rows: { line: number; action: string; errors: string[] }[] } }>(PREVIEW, {
          ...scoped(tenant),
          csv: `code,name,headline,adCopy\n${created.code},A,H,B\n${created.code},A,H,B\nadcnope,A,H,B\n`,
        })
      ).previewAdCopyImport;
      expect(preview.rows.map((row) => row.action)).toEqual(['update', 'error', 'error']);
      expect(preview.rows[1]!.errors).toEqual([`Code ${created.code} is on line 2 already.`]);
      expect(preview.rows[2]!.errors).toEqual(['No ad copy with code adcnope in this application.']);
      const unknownColumn = await admin.request(PREVIEW, { ...scoped(tenant), csv: 'name,colour\nA,red\n' });
      expect(errorCode(unknownColumn)).toBe('BAD_USER_INPUT');
      expect(unknownColumn.errors![0]!.message).toMatch(/^Unknown column 'colour'/);
      expect(errorCode(await admin.request(PREVIEW, { ...scoped(tenant), csv: '' }))).toBe('BAD_USER_INPUT');
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createConcept, getConcept, unique } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { createImportAccount, treeCsv } from '../../../test/operations/ad-networks.js';
import { scoped } from '../../../test/operations/types.js';

const SUGGESTIONS = `query ($clientCode: String!, $applicationCode: String!) {
  adLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode) { totalItemCount items { code method confidence adName conceptCode } } }`;
const IMPORT = `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $format: AdTreeFileFormat!, $content: String!) {
  importAdTree(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, format: $format, content: $content) { status summary } }`;
const PREVIEW = `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $content: String!) {
  previewAdTreeImport(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, format: CSV, content: $content) { rowCount validRowCount summary rows { rowNumber errors } } }`;
const ACCOUNTS = `query ($clientCode: String!, $applicationCode: String!) { adAccounts(clientCode: $clientCode, applicationCode: $applicationCode) {
  code hasCredentials currency timeZone throttledUntil credentialsRefusedAt lastRun { kind trigger status waitUntil } lastMetricsRun { status } } }`;

describe('ad networks: accounts, imports and automatic linking', () => {
  let tenant: Tenant;
  let admin: ApiClient;

  beforeAll(async () => {
    tenant = await createTenant('adnet');
    admin = await tenant.as('admin');
  });

  it('keeps credentials write-only and refuses what does not fit the connector', async () => {
    const created = await admin.mustRequest<{ createAdAccount: Record<string, unknown> }>(
      `mutation ($clientCode: String!, $applicationCode: String!) { createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: {
        channelCode: "meta", connector: "meta", externalAccountId: "act_42", name: "Meta", credentials: { accessToken: "very-secret" } }) { code hasCredentials credentialFields } }`,
      scoped(tenant),
    );
    expect(created.createAdAccount).toMatchObject({ hasCredentials: true, credentialFields: ['accessToken'] });
    expect(JSON.stringify(created)).not.toContain('very-secret');
    const wrongChannel = await admin.request(
      `mutation ($clientCode: String!, $applicationCode: String!) { createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: {
        channelCode: "tiktok", connector: "meta", externalAccountId: "act_43", name: "Meta", credentials: { accessToken: "x" } }) { code } }`,
      scoped(tenant),
    );
    expect(errorCode(wrongChannel)).toBe('BAD_USER_INPUT');
    // The designer's role has no adAccount:manage.
    const designer = await tenant.as('designer');
    expect(errorCode(await designer.request(ACCOUNTS, scoped(tenant)))).toBe('FORBIDDEN');
  });

  it('takes AppLovin’s Report Key apart from its Campaign Management key, write-only, a blank field keeping its value', async () => {
    const create = (credentials: string) =>
      admin.request(
        `mutation ($clientCode: String!, $applicationCode: String!) { createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: {
        channelCode: "applovin", connector: "applovin", externalAccountId: "9001", name: "AppLovin", credentials: ${credentials} }) { code hasCredentials credentialFields } }`,
        scoped(tenant),
      );
    const withoutReportKey = await create('{ apiKey: "management-secret" }');
    expect(errorCode(withoutReportKey)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(withoutReportKey)).toMatch(/The reportKey is required/);
    const created = (await create('{ apiKey: "management-secret", reportKey: "report-secret" }')) as {
      data: { createAdAccount: { code: string; hasCredentials: boolean; credentialFields: string[] } };
    };
    expect(created.data.createAdAccount).toMatchObject({ hasCredentials: true, credentialFields: ['apiKey', 'reportKey'] });
    const update = (credentials: string) =>
      admin.request(
        `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) { updateAdAccount(clientCode: $clientCode,
        applicationCode: $applicationCode, adAccountCode: $adAccountCode, adAccount: { credentials: ${credentials} }) { code hasCredentials } }`,
        { ...scoped(tenant), adAccountCode: created.data.createAdAccount.code },
      );
    // Only the Report Key typed again: the stored management key stays (no "apiKey is required").
    const kept = await update('{ apiKey: "", reportKey: "new-report-secret" }');
    expect(errorCode(kept)).toBeUndefined();
    const listed = JSON.stringify(await admin.mustRequest(ACCOUNTS, scoped(tenant)));
    for (const secret of ['management-secret', 'report-secret', 'new-report-secret']) {
      expect(JSON.stringify(created)).not.toContain(secret);
      expect(JSON.stringify(kept)).not.toContain(secret);
      expect(listed).not.toContain(secret);
    }
  });

  it('previews an import row by row without writing, then imports the valid rows', async () => {
    const adAccountCode = await createImportAccount(admin, tenant);
    const content = `${treeCsv(['Ad one', 'Ad two'])}\ntiktok,Other,,Bad row,Bad row\nmeta,,,,`;
    const preview = await admin.mustRequest<{
      previewAdTreeImport: {
        rowCount: number;
        validRowCount: number;
        summary: Record<string, { created: number }>;
        rows: { rowNumber: number; errors: string[] }[];
      };
    }>(PREVIEW, { ...scoped(tenant), adAccountCode, content });
    expect(preview.previewAdTreeImport).toMatchObject({ rowCount: 4, validRowCount: 2 });
    expect(preview.previewAdTreeImport.summary.ads!.created).toBe(2);
    expect(preview.previewAdTreeImport.rows[2]!.errors).toEqual(["The channel must be meta, the account's channel."]);
    expect(preview.previewAdTreeImport.rows[3]!.errors).toEqual(['The campaign is required.', 'The asset set is required.']);
    // Nothing was written by the preview: importing creates the two ads, a second import nothing.
    const first = await admin.mustRequest<{ importAdTree: { summary: Record<string, { created: number; updated: number }> } }>(IMPORT, {
      ...scoped(tenant),
      adAccountCode,
      format: 'CSV',
      content,
    });
    expect(first.importAdTree.summary.ads!.created).toBe(2);
    const again = await admin.mustRequest<{ importAdTree: { summary: Record<string, { created: number; updated: number }> } }>(IMPORT, {
      ...scoped(tenant),
      adAccountCode,
      format: 'CSV',
      content,
    });
    expect(again.importAdTree.summary.ads).toEqual({ created: 0, updated: 0, unchanged: 2 });
    const accounts = await admin.mustRequest<{ adAccounts: Record<string, unknown>[] }>(ACCOUNTS, scoped(tenant));
    // An import account: no network to report a currency (it takes the application's reporting
    // currency, USD by default, until its managers set one), throttle or refuse it, no metrics sync.
    expect(accounts.adAccounts.find((account) => account.code === adAccountCode)).toEqual({
      code: adAccountCode,
      hasCredentials: false,
      currency: 'USD',
      timeZone: null,
      throttledUntil: null,
      credentialsRefusedAt: null,
      lastRun: { kind: 'tree', trigger: 'import', status: 'succeeded', waitUntil: null },
      lastMetricsRun: null,
    });
  });

  it('suggests links by naming template, with a dry run first; a rejected suggestion never returns', async () => {
    const concept = await createConcept(admin, tenant, { applications: [{ code: tenant.applicationCodes[0] }] });
    const names = [`${concept.internalId}_v1_1080x1080`, `${concept.internalId}-v2 1080x1920 (copy)`, `UA test v3`];
    const dryRun = await admin.mustRequest<{
      adNamingTemplateDryRun: {
        error: string | null;
        matchedAdCount: number;
        matchedConceptAdCount: number;
        examples: { conceptCode: string | null }[];
      };
    }>(
      `query ($clientCode: String!, $applicationCode: String!) { adNamingTemplateDryRun(clientCode: $clientCode, applicationCode: $applicationCode, template: "{conceptId}_{variant}_{format}") { error matchedAdCount matchedConceptAdCount examples { conceptCode } } }`,
      scoped(tenant),
    );
    expect(dryRun.adNamingTemplateDryRun.error).toBeNull();
    await admin.mustRequest(
      `mutation ($clientCode: String!, $applicationCode: String!) { addAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, template: "{conceptId}_{variant}_{format}") { code } }`,
      scoped(tenant),
    );
    const adAccountCode = await createImportAccount(admin, tenant, 'google');
    await admin.mustRequest(IMPORT, {
      ...scoped(tenant),
      adAccountCode,
      format: 'JSON',
      content: JSON.stringify(names.map((name) => ({ channel: 'google', campaign: 'C', assetSet: name }))),
    });
    const suggestions = await admin.mustRequest<{
      adLinkSuggestions: { items: { code: string; method: string; adName: string; conceptCode: string }[] };
    }>(SUGGESTIONS, scoped(tenant));
    const mine = suggestions.adLinkSuggestions.items.filter((item) => item.conceptCode === concept.code);
    expect(mine.map((item) => item.adName).sort()).toEqual(names.slice(0, 2).sort());
    expect(mine.every((item) => item.method === 'name')).toBe(true);
    const REVIEW = `mutation ($clientCode: String!, $applicationCode: String!, $codes: [String!]!) { reviewAdLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode, codes: $codes, decision: REJECT) { code ok } }`;
    // A code the application does not have refuses the whole review, and changes nothing.
    const refused = await admin.request(REVIEW, { ...scoped(tenant), codes: [mine[0]!.code, 'amnothere'] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unchanged = await admin.mustRequest<{ adLinkSuggestions: { items: { code: string }[] } }>(SUGGESTIONS, scoped(tenant));
    expect(unchanged.adLinkSuggestions.items.map((item) => item.code)).toContain(mine[0]!.code);
    const review = await admin.mustRequest<{ reviewAdLinkSuggestions: { code: string; ok: boolean }[] }>(REVIEW, {
      ...scoped(tenant),
      codes: [mine[0]!.code],
    });
    expect(review.reviewAdLinkSuggestions).toEqual([{ code: mine[0]!.code, ok: true }]);
    const rerun = await admin.mustRequest<{ runAdAutoLinking: { linked: number; suggested: number } }>(
      `mutation ($clientCode: String!, $applicationCode: String!) { runAdAutoLinking(clientCode: $clientCode, applicationCode: $applicationCode) { linked suggested } }`,
      scoped(tenant),
    );
    expect(rerun.runAdAutoLinking).toEqual({ linked: 0, suggested: 0 });
    const after = await admin.mustRequest<{ adLinkSuggestions: { items: { code: string }[] } }>(SUGGESTIONS, scoped(tenant));
    expect(after.adLinkSuggestions.items.map((item) => item.code)).not.toContain(mine[0]!.code);
  });

  it('never sends the stored token to a new host: a base URL on another host needs the credentials again', async () => {
    const UPDATE = `mutation ($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $adAccount: AdAccountUpdateInput!) {
      updateAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, adAccount: $adAccount) { baseUrl hasCredentials } }`;
    const created = await admin.mustRequest<{ createAdAccount: { code: string } }>(
      `mutation ($clientCode: String!, $applicationCode: String!) { createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: {
        channelCode: "meta", connector: "meta", externalAccountId: "act_host", name: "Meta host", credentials: { accessToken: "token-for-meta" } }) { code } }`,
      scoped(tenant),
    );
    const update = (adAccount: Record<string, unknown>) =>
      admin.request<{ updateAdAccount: { baseUrl: string | null; hasCredentials: boolean } }>(UPDATE, {
        ...scoped(tenant),
        adAccountCode: created.createAdAccount.code,
        adAccount,
      });
    // Another version on the same host keeps the token.
    expect((await update({ baseUrl: 'https://graph.facebook.com/v22.0' })).data?.updateAdAccount).toEqual({
      baseUrl: 'https://graph.facebook.com/v22.0',
      hasCredentials: true,
    });
    // Another host (the test server allows custom hosts) without the credentials is refused, and nothing changes.
    const moved = await update({ baseUrl: 'https://ads-proxy.example.test/v21.0' });
    expect(errorCode(moved)).toBe('BAD_USER_INPUT');
    expect(moved.errors?.[0]?.message).toBe(
      'The base URL now points at another host (https://ads-proxy.example.test): enter the credentials again, so the stored ones are never sent there.',
    );
    expect(moved.errors?.[0]?.extensions?.fields).toEqual([{ field: 'credentials', message: moved.errors?.[0]?.message }]);
    const accounts = await admin.mustRequest<{ adAccounts: { code: string; hasCredentials: boolean }[] }>(ACCOUNTS, scoped(tenant));
    expect(accounts.adAccounts.find((account) => account.code === created.createAdAccount.code)).toMatchObject({ hasCredentials: true });
    // With the credentials typed again it is accepted.
    expect(
      (await update({ baseUrl: 'https://ads-proxy.example.test/v21.0', credentials: { accessToken: 'token-for-proxy' } })).data
        ?.updateAdAccount,
    ).toEqual({ baseUrl: 'https://ads-proxy.example.test/v21.0', hasCredentials: true });
    // Going back to the default host is a host change too.
    expect(errorCode(await update({ baseUrl: '' }))).toBe('BAD_USER_INPUT');
  });

  it('reads a crafted ad name under a crafted template at once, and refuses an overlong template on save', async () => {
    const DRY_RUN = `query ($clientCode: String!, $applicationCode: String!, $template: String!) {
      adNamingTemplateDryRun(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) { error matchedAdCount } }`;
    const adAccountCode = await createImportAccount(admin, tenant);
    await admin.mustRequest(IMPORT, { ...scoped(tenant), adAccountCode, format: 'CSV', content: treeCsv([`1${'.'.repeat(36)}`]) });
    const started = Date.now();
    const dryRun = await admin.mustRequest<{ adNamingTemplateDryRun: { error: string | null; matchedAdCount: number } }>(DRY_RUN, {
      ...scoped(tenant),
      template: '{conceptId}.{a}.{b}.{c}.{d}.{e}.{f}!',
    });
    expect(dryRun.adNamingTemplateDryRun).toEqual({ error: null, matchedAdCount: 0 });
    // The backtracking translation took about ten seconds here; a safety net, not the proof.
    expect(Date.now() - started).toBeLessThan(3_000);
    const tooLong = `{conceptId}_${'x'.repeat(200)}`;
    expect(
      (await admin.mustRequest<{ adNamingTemplateDryRun: { error: string } }>(DRY_RUN, { ...scoped(tenant), template: tooLong }))
        .adNamingTemplateDryRun.error,
    ).toBe('A naming template is at most 200 characters.');
    const saved = await admin.request(
      `mutation ($clientCode: String!, $applicationCode: String!, $template: String!) { addAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) { code } }`,
      { ...scoped(tenant), template: tooLong },
    );
    expect(errorCode(saved)).toBe('BAD_USER_INPUT');
    expect(saved.errors?.[0]?.extensions?.fields).toEqual([{ field: 'template', message: 'A naming template is at most 200 characters.' }]);
  });

  it('reads a concept name out of ad names: the dry run shows it, one name links and gives the concept its channel, a shared name only suggests, which a creative lead reviews', async () => {
    const own = await createTenant('adname');
    const owner = await own.as('admin');
    const suffix = unique().replace(/[^a-z0-9]/gi, '');
    const application = [{ code: own.applicationCodes[0] }];
    const gem = await createConcept(owner, own, { name: `Gem rush ${suffix}`, applications: application });
    const boss = await createConcept(owner, own, { name: `Boss fight ${suffix}`, applications: application });
    const bossCopy = await createConcept(owner, own, { name: `Boss-Fight ${suffix}`, applications: application });
    const names = [`PQ_GemRush${suffix}_v3_1080x1920_JA`, `PQ_BossFight${suffix}_v1_1080x1080_EN`, `PQ_Treasure${suffix}_v1_1080x1080_EN`];
    const adAccountCode = await createImportAccount(owner, own, 'tiktok');
    await owner.mustRequest(IMPORT, {
      ...scoped(own),
      adAccountCode,
      format: 'JSON',
      content: JSON.stringify(names.map((name) => ({ channel: 'tiktok', campaign: 'C', assetSet: name }))),
    });
    const template = '{game}_{conceptName}_{variant}_{format}_{lang}';
    const dryRun = await owner.mustRequest<{
      adNamingTemplateDryRun: {
        error: string | null;
        matchedAdCount: number;
        matchedConceptAdCount: number;
        ambiguousAdCount: number;
        examples: { adName: string; conceptCode: string | null; otherConceptCount: number }[];
      };
    }>(
      `query ($clientCode: String!, $applicationCode: String!, $template: String!) { adNamingTemplateDryRun(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) {
        error matchedAdCount matchedConceptAdCount ambiguousAdCount examples { adName conceptCode otherConceptCount } } }`,
      { ...scoped(own), template },
    );
    expect(dryRun.adNamingTemplateDryRun).toMatchObject({ error: null, matchedAdCount: 3, matchedConceptAdCount: 1, ambiguousAdCount: 1 });
    const examples = new Map(dryRun.adNamingTemplateDryRun.examples.map((example) => [example.adName, example]));
    expect(examples.get(names[0]!)).toEqual({ adName: names[0], conceptCode: gem.code, otherConceptCount: 0 });
    expect(examples.get(names[1]!)?.otherConceptCount).toBe(1);
    expect(examples.get(names[2]!)?.conceptCode).toBeNull();

    await owner.mustRequest(
      `mutation ($clientCode: String!, $applicationCode: String!) { updateAdLinkSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: { mode: "link", autoLinkMinConfidence: 0.5 }) { mode } }`,
      scoped(own),
    );
    await owner.mustRequest(
      `mutation ($clientCode: String!, $applicationCode: String!, $template: String!) { addAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) { code } }`,
      { ...scoped(own), template },
    );
    const run = await owner.mustRequest<{ runAdAutoLinking: { linked: number; suggested: number } }>(
      `mutation ($clientCode: String!, $applicationCode: String!) { runAdAutoLinking(clientCode: $clientCode, applicationCode: $applicationCode) { linked suggested } }`,
      scoped(own),
    );
    // Links at the lowest confidence the settings allow, yet the shared name gives two suggestions and no link.
    expect(run.runAdAutoLinking).toEqual({ linked: 1, suggested: 2 });
    const suggestions = await owner.mustRequest<{ adLinkSuggestions: { items: { adName: string; conceptCode: string }[] } }>(
      SUGGESTIONS,
      scoped(own),
    );
    expect(suggestions.adLinkSuggestions.items.map((item) => [item.adName, item.conceptCode]).sort()).toEqual(
      [
        [names[1], boss.code],
        [names[1], bossCopy.code],
      ].sort(),
    );
    // The automatic link gave the concept the ad's channel, in its history like a manual add.
    const CHANNELS_OF = `query ($c: String!, $code: String!) { applicationCreativeConceptChannels(clientCode: $c, conceptCode: $code) { channel { code } status } }`;
    const channelsOf = async (code: string) =>
      (
        await owner.mustRequest<{ applicationCreativeConceptChannels: { channel: { code: string }; status: string }[] }>(CHANNELS_OF, {
          c: own.clientCode,
          code,
        })
      ).applicationCreativeConceptChannels;
    expect(await channelsOf(gem.code)).toEqual([{ channel: { code: 'tiktok' }, status: 'active' }]);
    expect(await channelsOf(boss.code)).toEqual([]);
    const history = (await getConcept(owner, own, gem.code)).data!.applicationCreativeConcept.history;
    expect(history.filter((entry) => entry.event === 'channelAdded')).toEqual([
      expect.objectContaining({ changes: expect.objectContaining({ status: 'active', reason: 'Linked automatically to an ad' }) }),
    ]);

    // A creative lead reviews (not only administrators); a designer may not. Accepting gives the channel too.
    const SUGGESTION_CODES = `query ($clientCode: String!, $applicationCode: String!) { adLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode) { items { code conceptCode } } }`;
    const designer = await own.as('designer');
    expect(errorCode(await designer.request(SUGGESTION_CODES, scoped(own)))).toBe('FORBIDDEN');
    const lead = await own.as('creativeLead');
    const listed = await lead.mustRequest<{ adLinkSuggestions: { items: { code: string; conceptCode: string }[] } }>(
      SUGGESTION_CODES,
      scoped(own),
    );
    const forBoss = listed.adLinkSuggestions.items.find((item) => item.conceptCode === boss.code)!;
    const ACCEPT = `mutation ($clientCode: String!, $applicationCode: String!, $codes: [String!]!) { reviewAdLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode, codes: $codes, decision: ACCEPT) { code ok } }`;
    expect(errorCode(await designer.request(ACCEPT, { ...scoped(own), codes: [forBoss.code] }))).toBe('FORBIDDEN');
    const accepted = await lead.mustRequest<{ reviewAdLinkSuggestions: { ok: boolean }[] }>(ACCEPT, {
      ...scoped(own),
      codes: [forBoss.code],
    });
    expect(accepted.reviewAdLinkSuggestions).toEqual([{ code: forBoss.code, ok: true }]);
    expect(await channelsOf(boss.code)).toEqual([{ channel: { code: 'tiktok' }, status: 'active' }]);
    expect(await channelsOf(bossCopy.code)).toEqual([]);
    const bossHistory = (await getConcept(owner, own, boss.code)).data!.applicationCreativeConcept.history;
    expect(bossHistory.filter((entry) => entry.event === 'channelAdded')).toEqual([
      expect.objectContaining({ changes: expect.objectContaining({ reason: 'Suggested link accepted' }) }),
    ]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../../test/pglite-template.js';
import { createTestDatabase } from '../../../test/databases.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../db/client.js';
import type { ApplicationScope } from '../tenancy/index.js';
import { EXPORT_PART_ROWS, MAX_EXPORT_ROWS, runAdCopyExport, runAdCopyImport } from './import.js';
import { findAdCopyNetworks, readLengthRules } from './networks.js';
import { remeasureAdCopies } from './remeasure.js';

/**
 * Runs in-process on both engines with a database of its own: the tests write rows the API cannot
 * (a failing trigger, concept channels).
 *
 * An import is one transaction: when a write fails part-way (here a trigger refuses the last row,
 * an update that runs after all the creates), nothing of the file stays. Runs in-process on both
 * engines with a database of its own (the trigger needs a connection the API tests do not have).
 */
describe.each(['pglite', 'postgres'] as const)('ad copy import failing mid-way on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let scope: ApplicationScope;
  let userId: string;
  const one = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query))[0]!;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-adcopy-'));
    const database = kind === 'postgres' ? await createTestDatabase() : null;
    dropDatabase = database?.drop;
    if (!database) await prepareMigratedDataDir(dataDir);
    handle = await openDatabase({ databaseUrl: database?.url, dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    const client = await one<{ id: string }>(sql`insert into clients (code, name) values ('imp', 'Import') returning id`);
    const application = await one<{ id: string }>(
      sql`insert into applications (client_id, code, name) values (${client.id}, 'app', 'App') returning id`,
    );
    userId = (await one<{ id: string }>(sql`insert into users (email_address) values ('importer@example.test') returning id`)).id;
    scope = {
      clientId: client.id,
      clientCode: 'imp',
      clientName: 'Import',
      isInternal: false,
      permissions: new Set(),
      onlyConceptCode: null,
      isStaff: false,
      application: { id: application.id, code: 'app', name: 'App', clientId: client.id },
    };
    await db.execute(
      sql`insert into ad_copies (client_id, application_id, code, name, headline, body) values (${client.id}, ${application.id}, 'adcexisting', 'Existing', 'H', 'B')`,
    );
    await db.execute(
      sql.raw(`create function refuse_explode() returns trigger language plpgsql as $$
      begin if new.name = 'Explode' then raise exception 'disk full (simulated)'; end if; return new; end $$`),
    );
    await db.execute(sql.raw(`create trigger refuse_explode before update on ad_copies for each row execute function refuse_explode()`));
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves nothing of a 1,000-row file when its last write fails', async () => {
    const lines = ['code,name,headline,adCopy,headline:de'];
    for (let index = 1; index <= 999; index++) lines.push(`,Row ${index},Headline ${index},Body ${index},Überschrift ${index}`);
    lines.push('adcexisting,Explode,H,B,');
    await expect(runAdCopyImport(db, scope, userId, lines.join('\n'))).rejects.toThrow(/disk full|Failed query/);
    const counts = await one<{ copies: number; translations: number; name: string }>(
      sql`select (select count(*)::int from ad_copies) as copies, (select count(*)::int from ad_copy_translations) as translations,
        (select name from ad_copies where code = 'adcexisting') as name`,
    );
    expect(counts).toEqual({ copies: 1, translations: 0, name: 'Existing' });
  });

  it("offers the networks of the application's live concepts' channels, or every network when none has rules", async () => {
    const access = { require: async () => scope } as unknown as Parameters<typeof findAdCopyNetworks>[0]['access'];
    const networks = async () =>
      (await findAdCopyNetworks({ db, access }, { clientCode: 'imp', applicationCode: 'app' })).map((network) => network.code);
    const allNetworks = ['meta', 'google', 'tiktok'];
    expect(await networks()).toEqual(allNetworks);
    await db.execute(
      sql`insert into channels (code, name) values ('meta', 'Meta'), ('tiktok', 'TikTok'), ('applovin', 'AppLovin') on conflict do nothing`,
    );
    const concept = await one<{ id: string; created: Date }>(
      sql`insert into concepts (client_id, code, internal_id, name) values (${scope.clientId}, 'crcadcopy', 1, 'Channels') returning id, create_date as created`,
    );
    await db.execute(
      sql`insert into concept_applications (concept_id, application_id, position) values (${concept.id}, ${scope.application.id}, 0)`,
    );
    await db.execute(sql`insert into concept_channels (concept_id, channel_code) values (${concept.id}, 'applovin')`);
    // AppLovin has no length rules: every network is still offered.
    expect(await networks()).toEqual(allNetworks);
    await db.execute(
      sql`insert into concept_channels (concept_id, channel_code) values (${concept.id}, 'meta'), (${concept.id}, 'tiktok')`,
    );
    expect(await networks()).toEqual(['meta', 'tiktok']);
    await db.execute(sql`update concepts set deleted_at = now() where id = ${concept.id}`);
    expect(await networks()).toEqual(allNetworks);
  });

  it('writes the whole file when nothing fails', async () => {
    const lines = ['name,headline,adCopy'];
    for (let index = 1; index <= 300; index++) lines.push(`Row ${index},Headline ${index},Body ${index}`);
    expect(await runAdCopyImport(db, scope, userId, lines.join('\n'))).toEqual({ createdCount: 300, updatedCount: 0, skippedCount: 0 });
    expect((await one<{ copies: number }>(sql`select count(*)::int as copies from ad_copies`)).copies).toBe(301);
  });

  // Written in SQL: 10,001 copies through the API would take minutes.
  it('exports the newest 10,000 of 10,001 matching copies and says how many matched', async () => {
    const application = await one<{ id: string }>(
      sql`insert into applications (client_id, code, name) values (${scope.clientId}, 'export', 'Export') returning id`,
    );
    const exportScope = { ...scope, application: { id: application.id, code: 'export', name: 'Export', clientId: scope.clientId } };
    // Copy n is n seconds newer than copy 1, so copy 1 is the one a full export leaves out.
    await db.execute(sql`insert into ad_copies (client_id, application_id, code, name, headline, body, status, create_date)
      select cast(${scope.clientId} as uuid), cast(${application.id} as uuid), 'adcexport' || n, 'Export ' || n, 'H', 'B',
        case when n % 2 = 0 then 'approved' else 'active' end, now() - make_interval(secs => 20000 - n)
      from generate_series(1, 10001) as n`);
    // A German translation on copy 2 only: its rows are in the export's last part of 500, its column in the header.
    await db.execute(sql`insert into ad_copy_translations (ad_copy_id, locale, headline)
      select id, 'de', 'Überschrift' from ad_copies where code = 'adcexport2'`);
    expect(MAX_EXPORT_ROWS).toBe(10_000);
    expect(EXPORT_PART_ROWS).toBe(500);
    const all = await runAdCopyExport(db, exportScope, null);
    expect(all).toMatchObject({ rowCount: 10_000, totalItemCount: 10_001 });
    const lines = all.csv.split('\r\n');
    expect(lines).toHaveLength(10_001);
    expect(lines[0]).toBe(
      'code,name,type,status,theme,headline,adCopy,description,rankField,language,headline:de,adCopy:de,description:de',
    );
    expect(lines[1]).toMatch(/^adcexport10001,/);
    // Written in parts, read as one file: one header, every row once, newest first across the parts' seams.
    expect(lines.filter((line) => line.startsWith('code,'))).toHaveLength(1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      Array.from({ length: 10_000 }, (_, index) => `adcexport${10_001 - index}`),
    );
    expect(lines[10_000]).toMatch(/^adcexport2,.*,Überschrift,,$/);
    expect(all.csv).not.toContain('adcexport1,');
    // Under the limit, the file is the whole list.
    expect(await runAdCopyExport(db, exportScope, { status: ['approved'] })).toMatchObject({ rowCount: 5_000, totalItemCount: 5_000 });
  });

  it("seeds the networks' documented rules: Google double-width and refusals, TikTok #{}, no rule on the internal description", async () => {
    const rules = await readLengthRules(db);
    const of = (network: string, field: string) => rules.find((rule) => rule.networkCode === network && rule.field === field);
    expect(rules.filter((rule) => (rule.field as string) === 'description')).toEqual([]);
    expect(of('google', 'headline')).toMatchObject({
      maxLength: 30,
      cjkMaxLength: 15,
      allowEmoji: false,
      allowHalfWidthKana: false,
      refusedCharacters: '!',
    });
    expect(of('google', 'body')).toMatchObject({
      label: 'Description',
      maxLength: 90,
      cjkMaxLength: 45,
      allowEmoji: false,
      allowHalfWidthKana: false,
    });
    expect(of('tiktok', 'body')).toMatchObject({ maxLength: 100, cjkMaxLength: 50, allowEmoji: false, refusedCharacters: '#{}' });
    expect(of('meta', 'body')).toMatchObject({ maxLength: 2200, shownLength: 125, allowEmoji: true, refusedCharacters: '' });
  });

  it('measures again, at start-up, the copies and translations stored before symbols and half-width kana were measured', async () => {
    const application = await one<{ id: string }>(
      sql`insert into applications (client_id, code, name) values (${scope.clientId}, 'remeasure', 'Remeasure') returning id`,
    );
    const old = { graphemes: 6, cjk: 0, emoji: 0 };
    const copy = await one<{ id: string }>(
      sql`insert into ad_copies (client_id, application_id, code, name, headline, body, measures)
        values (${scope.clientId}, ${application.id}, 'adcold', 'Old', 'ｹﾞｰﾑ', 'Win #1', ${JSON.stringify({ headline: old, body: old })}::jsonb)
        returning id`,
    );
    await db.execute(sql`insert into ad_copy_translations (ad_copy_id, locale, body, measures)
      values (${copy.id}, 'de', '{Gewinn}', ${JSON.stringify({ body: old })}::jsonb)`);
    expect(await remeasureAdCopies(db)).toBe(2);
    const stored = await one<{
      copy: Record<string, { halfWidthKana: number; symbols: string }>;
      translation: Record<string, { symbols: string }>;
    }>(
      sql`select (select measures from ad_copies where id = ${copy.id}) as copy,
        (select measures from ad_copy_translations where ad_copy_id = ${copy.id}) as translation`,
    );
    // The voiced mark ﾞ joins the ｹ before it: three graphemes.
    expect(stored.copy.headline).toMatchObject({ graphemes: 3, halfWidthKana: 3, symbols: '' });
    expect(stored.copy.body).toMatchObject({ graphemes: 6, symbols: '#' });
    expect(stored.translation).toEqual({ body: expect.objectContaining({ symbols: '{}' }) });
    // Nothing is left to do: a second start writes nothing.
    expect(await remeasureAdCopies(db)).toBe(0);
  });
});

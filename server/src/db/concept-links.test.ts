import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../test/pglite-template.js';
import { createTestDatabase } from '../../test/databases.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from './client.js';

/**
 * The concept row's copies of its application and tag ids (migration 0007) are what the list's
 * filters read. Triggers keep them; these tests check, on both engines, that every kind of write
 * to the link tables (insert, delete, replace, update, cascades, bulk) leaves the copies equal to
 * the links, inside the writing transaction, and that a rollback takes the copy back with it; and
 * that the name-search rows (migration 0008) mirror the concept rows through all of it.
 */
describe.each(['pglite', 'postgres'] as const)('concept link copies on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let connectionUrl: string | undefined;
  const ids = {} as Record<'client' | 'appOne' | 'appTwo' | 'tagOne' | 'tagTwo' | 'conceptOne' | 'conceptTwo', string>;

  const one = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query))[0]!;
  const copies = (conceptId: string) =>
    one<{ application_ids: string[]; tag_ids: string[] }>(sql`select application_ids, tag_ids from concepts where id = ${conceptId}`);
  /** What the copies must equal: the link rows, applications by position, tags by id. */
  const links = (conceptId: string) =>
    one<{ application_ids: string[]; tag_ids: string[] }>(sql`select
      coalesce((select array_agg(application_id order by position, application_id) from concept_applications where concept_id = ${conceptId}), '{}') as application_ids,
      coalesce((select array_agg(tag_id order by tag_id) from concept_tags where concept_id = ${conceptId}), '{}') as tag_ids`);
  /** The name-search row (migration 0008) and what it must mirror of the concept row. */
  const searchRow = (conceptId: string) =>
    one<{ client_id: string; application_ids: string[]; name_lower: string } | undefined>(
      sql`select client_id, application_ids, name_lower from concept_search where concept_id = ${conceptId}`,
    );
  const mirrored = (conceptId: string) =>
    one<{ client_id: string; application_ids: string[]; name_lower: string } | undefined>(
      sql`select client_id, application_ids, lower(name) as name_lower from concepts where id = ${conceptId}`,
    );
  const expectInStep = async (conceptId: string) => {
    expect(await copies(conceptId)).toEqual(await links(conceptId));
    expect(await searchRow(conceptId)).toEqual(await mirrored(conceptId));
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-links-'));
    const database = kind === 'postgres' ? await createTestDatabase() : null;
    dropDatabase = database?.drop;
    connectionUrl = database?.url;
    if (!database) await prepareMigratedDataDir(dataDir);
    handle = await openDatabase({ databaseUrl: database?.url, dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    ids.client = (await one<{ id: string }>(sql`insert into clients (code, name) values ('links', 'Links') returning id`)).id;
    for (const key of ['appOne', 'appTwo'] as const) {
      ids[key] = (
        await one<{ id: string }>(sql`insert into applications (client_id, code, name) values (${ids.client}, ${key}, ${key}) returning id`)
      ).id;
    }
    for (const key of ['tagOne', 'tagTwo'] as const) {
      ids[key] = (
        await one<{ id: string }>(
          sql`insert into creative_tags (client_id, application_id, code, name, color) values (${ids.client}, ${ids.appOne}, ${key}, ${key}, '#7B1FA2') returning id`,
        )
      ).id;
    }
    for (const [key, internalId] of [
      ['conceptOne', 1001],
      ['conceptTwo', 1002],
    ] as const) {
      ids[key] = (
        await one<{ id: string }>(
          sql`insert into concepts (client_id, code, internal_id, name) values (${ids.client}, ${`crc${key}`}, ${internalId}, ${key}) returning id`,
        )
      ).id;
    }
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts empty and follows inserts, in application position order and tag id order', async () => {
    expect(await copies(ids.conceptOne)).toEqual({ application_ids: [], tag_ids: [] });
    await db.execute(
      sql`insert into concept_applications (concept_id, application_id, position) values (${ids.conceptOne}, ${ids.appOne}, 0)`,
    );
    await db.execute(
      sql`insert into concept_tags (concept_id, tag_id) values (${ids.conceptOne}, ${ids.tagOne}), (${ids.conceptOne}, ${ids.tagTwo})`,
    );
    expect((await copies(ids.conceptOne)).application_ids).toEqual([ids.appOne]);
    expect((await copies(ids.conceptOne)).tag_ids).toEqual([ids.tagOne, ids.tagTwo].sort());
    await expectInStep(ids.conceptOne);
  });

  it('follows a tag removed and an application list replaced within one transaction', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from concept_tags where concept_id = ${ids.conceptOne} and tag_id = ${ids.tagOne}`);
      await tx.execute(sql`delete from concept_applications where concept_id = ${ids.conceptOne}`);
      await tx.execute(
        sql`insert into concept_applications (concept_id, application_id, position) values (${ids.conceptOne}, ${ids.appTwo}, 0), (${ids.conceptOne}, ${ids.appOne}, 1)`,
      );
      // Written in the same transaction: the change is visible before commit.
      expect(
        rowsOf<{ tag_ids: string[] }>(await tx.execute(sql`select tag_ids from concepts where id = ${ids.conceptOne}`))[0]!.tag_ids,
      ).toEqual([ids.tagTwo]);
    });
    expect(await copies(ids.conceptOne)).toEqual({ application_ids: [ids.appTwo, ids.appOne], tag_ids: [ids.tagTwo] });
    await db.execute(sql`update concept_applications set position = 1 - position where concept_id = ${ids.conceptOne}`);
    expect((await copies(ids.conceptOne)).application_ids).toEqual([ids.appOne, ids.appTwo]);
    await expectInStep(ids.conceptOne);
  });

  it('rolls the copy back with the link it copies', async () => {
    const before = await copies(ids.conceptOne);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into concept_tags (concept_id, tag_id) values (${ids.conceptOne}, ${ids.tagOne})`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await copies(ids.conceptOne)).toEqual(before);
  });

  it('follows cascades: a deleted tag or application leaves every copy', async () => {
    await db.execute(sql`insert into concept_tags (concept_id, tag_id) values (${ids.conceptTwo}, ${ids.tagTwo})`);
    await db.execute(
      sql`insert into concept_applications (concept_id, application_id, position) values (${ids.conceptTwo}, ${ids.appTwo}, 0)`,
    );
    await db.execute(sql`delete from creative_tags where id = ${ids.tagTwo}`);
    await db.execute(sql`delete from applications where id = ${ids.appTwo}`);
    expect(await copies(ids.conceptOne)).toEqual({ application_ids: [ids.appOne], tag_ids: [] });
    expect(await copies(ids.conceptTwo)).toEqual({ application_ids: [], tag_ids: [] });
  });

  // PGlite serves one connection at a time, so two concurrent transactions only exist on PostgreSQL.
  if (kind === 'postgres')
    it('keeps both of two concurrent link changes to one concept', async () => {
      const [first, second] = [new pg.Client({ connectionString: connectionUrl }), new pg.Client({ connectionString: connectionUrl })];
      await Promise.all([first.connect(), second.connect()]);
      try {
        const tagThree = (
          await one<{ id: string }>(
            sql`insert into creative_tags (client_id, code, name, color) values (${ids.client}, 'tagThree', 'tagThree', '#7B1FA2') returning id`,
          )
        ).id;
        const tagFour = (
          await one<{ id: string }>(
            sql`insert into creative_tags (client_id, code, name, color) values (${ids.client}, 'tagFour', 'tagFour', '#7B1FA2') returning id`,
          )
        ).id;
        await first.query('begin');
        await second.query('begin');
        await first.query('insert into concept_tags (concept_id, tag_id) values ($1, $2)', [ids.conceptTwo, tagThree]);
        // The second transaction's trigger waits for the first one's lock on the concept...
        const secondInsert = second.query('insert into concept_tags (concept_id, tag_id) values ($1, $2)', [ids.conceptTwo, tagFour]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await first.query('commit');
        // ...and then reads the links with the first one's tag committed.
        await secondInsert;
        await second.query('commit');
        expect((await copies(ids.conceptTwo)).tag_ids).toEqual([tagThree, tagFour].sort());
        await expectInStep(ids.conceptTwo);
        await db.execute(sql`delete from concept_tags where concept_id = ${ids.conceptTwo}`);
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
    });

  it('keeps the name-search row with a renamed, rolled-back and deleted concept', async () => {
    await db.execute(sql`update concepts set name = 'Dragon Hoard' where id = ${ids.conceptTwo}`);
    expect((await searchRow(ids.conceptTwo))?.name_lower).toBe('dragon hoard');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update concepts set name = 'Other' where id = ${ids.conceptTwo}`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await expectInStep(ids.conceptTwo);
    const extra = (
      await one<{ id: string }>(
        sql`insert into concepts (client_id, code, internal_id, name) values (${ids.client}, 'crcextra', 1003, 'Extra') returning id`,
      )
    ).id;
    await expectInStep(extra);
    await db.execute(sql`delete from concepts where id = ${extra}`);
    expect(await searchRow(extra)).toBeUndefined();
  });

  it('follows bulk statements touching many concepts at once', async () => {
    await db.execute(
      sql`insert into concept_tags (concept_id, tag_id) select id, ${ids.tagOne}::uuid from concepts where client_id = ${ids.client}`,
    );
    await db.execute(
      sql`insert into concept_applications (concept_id, application_id, position) select id, ${ids.appOne}::uuid, 0 from concepts where client_id = ${ids.client} on conflict do nothing`,
    );
    for (const conceptId of [ids.conceptOne, ids.conceptTwo]) {
      expect(await copies(conceptId)).toEqual({ application_ids: [ids.appOne], tag_ids: [ids.tagOne] });
      await expectInStep(conceptId);
    }
    await db.execute(sql`delete from concept_tags where tag_id = ${ids.tagOne}`);
    expect((await copies(ids.conceptOne)).tag_ids).toEqual([]);
    expect((await copies(ids.conceptTwo)).tag_ids).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../../test/pglite-template.js';
import { insertAdTree } from '../../../test/ad-tree-fixtures.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../db/client.js';
import type { Access, ApplicationScope } from '../tenancy/index.js';
import { detectApplicationFatigue } from './fatigue-job.js';
import { importAdMetrics, previewAdMetricsImport, replaceAdMetricDays } from './ingest.js';
import { findConceptAnalytics, findCreativePerformance } from './service.js';

/**
 * Metrics in and rollups out, in-process on PGlite with the tree written straight into the tables:
 * a re-sync replaces a day, a multi-asset ad's spend is split by the network's breakdown (else
 * evenly) and adds up, the CSV import previews per row and writes in one go, and fatigue tells the
 * concept's lead once. The permission rules run over HTTP in the cross-tenant harness.
 */
describe('analytics on pglite', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let deps: { db: Database; access: Access };
  const ids = { client: '', app: '', user: '', concept: '', other: '', hero: '', endcard: '' };
  const one = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query))[0]!;
  const target = { clientCode: 'anl', applicationCode: 'app' };
  const day = (offset: number) => new Date(Date.UTC(2026, 5, 1 + offset)).toISOString().slice(0, 10);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-analytics-'));
    await prepareMigratedDataDir(dataDir);
    handle = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    ids.client = (await one<{ id: string }>(sql`insert into clients (code, name) values ('anl', 'Analytics') returning id`)).id;
    ids.app = (
      await one<{ id: string }>(sql`insert into applications (client_id, code, name) values (${ids.client}, 'app', 'App') returning id`)
    ).id;
    ids.user = (
      await one<{ id: string }>(sql`insert into users (email_address, first_name) values ('lead@example.test', 'Lee') returning id`)
    ).id;
    await db.execute(sql`insert into client_users (client_id, user_id) values (${ids.client}, ${ids.user})`);
    let internalId = 1;
    const concept = async (code: string) => {
      const row = await one<{ id: string }>(
        sql`insert into concepts (client_id, code, internal_id, name, creative_lead_id) values (${ids.client}, ${code}, ${internalId++}, ${code}, ${ids.user}) returning id`,
      );
      await db.execute(sql`insert into concept_applications (concept_id, application_id) values (${row.id}, ${ids.app})`);
      return row.id;
    };
    ids.concept = await concept('crcmain');
    ids.other = await concept('crcother');
    ids.hero = (
      await one<{ id: string }>(
        sql`insert into concept_assets (client_id, concept_id, code, name) values (${ids.client}, ${ids.concept}, 'asthero', 'hero') returning id`,
      )
    ).id;
    ids.endcard = (
      await one<{ id: string }>(
        sql`insert into concept_assets (client_id, concept_id, code, name) values (${ids.client}, ${ids.concept}, 'astend', 'end card') returning id`,
      )
    ).id;
    await insertAdTree(
      db,
      { clientId: ids.client, applicationId: ids.app },
      { meta: { Launch: { Broad: { 'Multi set': 1, 'Single set': 1, 'End card set': 1 } } } },
    );
    const scope: ApplicationScope = {
      clientId: ids.client,
      clientCode: 'anl',
      clientName: 'Analytics',
      isInternal: false,
      permissions: new Set(),
      onlyConceptCode: null,
      isStaff: false,
      application: { id: ids.app, code: 'app', name: 'App', clientId: ids.client },
    };
    deps = { db, access: { require: async () => scope } as unknown as Access };
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const adOf = async (setName: string) =>
    one<{ id: string; set_id: string; code: string }>(
      sql`select a.id, a.asset_set_id as set_id, a.code from ads a join ad_asset_sets s on s.id = a.asset_set_id where s.name = ${setName} limit 1`,
    );

  it('a re-sync of a day replaces it, a multi-asset ad is split by its breakdown (else evenly), and the shares add up', async () => {
    const multi = await adOf('Multi set');
    const single = await adOf('Single set');
    const creative = async (adId: string, external: string) =>
      (
        await one<{ id: string }>(
          sql`insert into ad_creatives (client_id, application_id, ad_id, external_id) values (${ids.client}, ${ids.app}, ${adId}, ${external}) returning id`,
        )
      ).id;
    const heroCreative = await creative(multi.id, 'c-hero');
    const endCreative = await creative(multi.id, 'c-end');
    const link = (setId: string, conceptId: string, assetId: string | null, creativeId: string | null, code: string) =>
      db.execute(sql`insert into creative_ad_matches (code, client_id, application_id, asset_set_id, concept_id, concept_asset_id, ad_creative_id)
        values (${code}, ${ids.client}, ${ids.app}, ${setId}, ${conceptId}, ${assetId}, ${creativeId})`);
    await link(multi.set_id, ids.concept, ids.hero, heroCreative, 'amh');
    await link(multi.set_id, ids.concept, ids.endcard, endCreative, 'ame');
    await link(single.set_id, ids.other, null, null, 'ams');

    const figures = (spend: number) => ({
      impressions: 10_000,
      clicks: 100,
      installs: 50,
      spend,
      revenue: null,
      videoStarts: null,
      videoCompletions: null,
    });
    const write = (spend: number, withBreakdown: boolean) =>
      db.transaction((tx) =>
        replaceAdMetricDays(
          tx,
          { clientId: ids.client, applicationId: ids.app, currency: 'USD', source: 'meta' },
          { adIds: [multi.id, single.id], from: day(0), to: day(1) },
          [
            { adId: multi.id, day: day(0), ...figures(spend) },
            { adId: multi.id, day: day(1), ...figures(spend) },
            { adId: single.id, day: day(0), ...figures(10) },
          ],
          withBreakdown
            ? [
                {
                  adCreativeId: heroCreative,
                  adId: multi.id,
                  day: day(0),
                  impressions: 7_500,
                  clicks: null,
                  installs: null,
                  spend: null,
                  videoStarts: null,
                  videoCompletions: null,
                },
                {
                  adCreativeId: endCreative,
                  adId: multi.id,
                  day: day(0),
                  impressions: 2_500,
                  clicks: null,
                  installs: null,
                  spend: null,
                  videoStarts: null,
                  videoCompletions: null,
                },
              ]
            : [],
        ),
      );
    await write(99, false);
    await write(100, true); // the re-sync of the same days replaces them
    const count = await one<{ n: number }>(sql`select count(*)::int as n from ad_metric_days`);
    expect(count.n).toBe(3);

    const assets = await findCreativePerformance(deps, { ...target, from: day(0), to: day(1), groupBy: 'asset', minSpend: 0 });
    const spendOf = (name: string) => assets.rows.find((row) => row.name === name)?.metrics.spend;
    // Day 0 by the breakdown (75 % / 25 %), day 1 evenly: hero 75 + 50, end card 25 + 50.
    expect(spendOf('hero')).toBeCloseTo(125);
    expect(spendOf('end card')).toBeCloseTo(75);
    const concepts = await findCreativePerformance(deps, { ...target, from: day(0), to: day(1), groupBy: 'concept', minSpend: 150 });
    expect(concepts.rows.map((row) => [row.name, row.metrics.spend, row.rank, row.enoughData])).toEqual([
      ['crcmain', 200, 1, true],
      ['crcother', 10, null, false],
    ]);
    expect(concepts.totals.spend).toBeCloseTo(210);
    expect(concepts.rows[0]!.metrics.revenue).toBeNull();

    const analytics = await findConceptAnalytics(deps, { ...target, conceptCode: 'crcmain', from: day(0), to: day(1) });
    expect(analytics.ads.map((ad) => ad.metrics.spend)).toEqual([200]);
    expect(analytics.days.map((entry) => entry.day)).toEqual([day(0), day(1)]);
  });

  it('the CSV import previews row by row and writes the valid rows; importing twice leaves the same figures', async () => {
    const single = await adOf('Single set');
    const csv = `date,ad,impressions,clicks,installs,spend\n${day(2)},${single.code},1000,10,,5.5\n${day(3)},nope,1,1,1,1\n2026-13-01,${single.code},1,1,1,1\n`;
    const preview = await previewAdMetricsImport(deps, { ...target, csv });
    expect(preview.writeCount).toBe(1);
    expect(preview.rows.map((row) => [row.line, row.action, row.errors])).toEqual([
      [2, 'write', []],
      [3, 'error', ["No ad 'nope' in this application."]],
      [4, 'error', ['date must be a day as YYYY-MM-DD.']],
    ]);
    await importAdMetrics(deps, { ...target, csv });
    await importAdMetrics(deps, { ...target, csv });
    const row = await one<{ n: number; installs: number | null; spend: number }>(
      sql`select count(*)::int as n, max(installs) as installs, max(spend)::float8 as spend from ad_metric_days where ad_id = ${single.id} and day = ${day(2)}`,
    );
    expect(row).toEqual({ n: 1, installs: null, spend: 5.5 });
  });

  it('fatigue is flagged with its onset and the concept’s lead is told once', async () => {
    const multi = await adOf('Multi set');
    const rows = Array.from({ length: 40 }, (_, index) => ({
      adId: multi.id,
      day: day(10 + index),
      impressions: 20_000,
      clicks: 200,
      installs: index >= 30 ? 50 : 100,
      spend: 100,
      revenue: null,
      videoStarts: null,
      videoCompletions: null,
    }));
    await db.transaction((tx) =>
      replaceAdMetricDays(
        tx,
        { clientId: ids.client, applicationId: ids.app, currency: 'USD', source: 'meta' },
        { adIds: [multi.id], from: day(10), to: day(49) },
        rows,
      ),
    );
    // The concept and both assets of its one ad drop together; only the concept's leads are told.
    expect(await detectApplicationFatigue(db, ids.app)).toEqual({ flagged: 1, flaggedAssets: 2, notified: 1 });
    expect(await detectApplicationFatigue(db, ids.app)).toEqual({ flagged: 1, flaggedAssets: 2, notified: 0 });
    const flag = await one<{ onset: string; metric: string }>(
      sql`select to_char(onset_day, 'YYYY-MM-DD') as onset, metric from creative_fatigue where concept_asset_id is null`,
    );
    expect(flag).toEqual({ onset: day(40), metric: 'ipm' });
    const told = await one<{ n: number }>(sql`select count(*)::int as n from notifications where kind = 'creativeFatigue'`);
    expect(told.n).toBe(1);
  });

  it('fatigue is judged per asset as well: a tired asset shows even while its concept holds up', async () => {
    // A second ad, steady and six times the volume, carries only the end card.
    const endSet = await adOf('End card set');
    await db.execute(sql`insert into creative_ad_matches (code, client_id, application_id, asset_set_id, concept_id, concept_asset_id)
      values ('amend', ${ids.client}, ${ids.app}, ${endSet.set_id}, ${ids.concept}, ${ids.endcard})`);
    const rows = Array.from({ length: 40 }, (_, index) => ({
      adId: endSet.id,
      day: day(10 + index),
      impressions: 120_000,
      clicks: 1200,
      installs: 600,
      spend: 500,
      revenue: null,
      videoStarts: null,
      videoCompletions: null,
    }));
    await db.transaction((tx) =>
      replaceAdMetricDays(
        tx,
        { clientId: ids.client, applicationId: ids.app, currency: 'USD', source: 'meta' },
        { adIds: [endSet.id], from: day(10), to: day(49) },
        rows,
      ),
    );
    // Hero: half the tired ad (50 → 25 installs a day on 10,000 impressions). End card: the other
    // half plus the steady ad (650 → 625). Concept: 700 → 650, a 7 % dip: not fatigue.
    expect(await detectApplicationFatigue(db, ids.app)).toEqual({ flagged: 0, flaggedAssets: 1, notified: 0 });
    const analytics = await findConceptAnalytics(deps, { ...target, conceptCode: 'crcmain', from: day(10), to: day(49) });
    expect(analytics.fatigue).toBeNull();
    expect(analytics.assets.map((asset) => [asset.name, asset.fatigue?.onsetDay ?? null, asset.fatigue?.assetCode ?? null])).toEqual([
      ['end card', null, null],
      ['hero', day(40), 'asthero'],
    ]);
    const board = await findCreativePerformance(deps, { ...target, from: day(10), to: day(49), groupBy: 'asset', minSpend: 0 });
    expect(board.rows.find((row) => row.name === 'hero')?.fatigue).toMatchObject({ assetCode: 'asthero', metric: 'ipm' });
    expect(board.rows.find((row) => row.name === 'end card')?.fatigue).toBeNull();
  });
});

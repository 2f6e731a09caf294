import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase, rowsOf, type Database } from '../../server/src/db/client.js';
import {
  adAccounts,
  adLinkSettings,
  adNamingTemplates,
  applications,
  channels,
  clients,
  conceptApplications,
  conceptAssetFingerprints,
  conceptAssets,
  concepts,
} from '../../server/src/db/schema/index.js';
import { autoLinkApplication, emptyTree, storeTree, type AdTree } from '../../server/src/modules/ad-networks/index.js';
import { CHANNELS, generateFixture, TEMPLATE, type Fixture } from './generate.js';
import { scoreAutoLinking } from './quality.js';
import { generateRecuts, scoreRecuts } from './recuts.js';

/**
 * `npm run ad-linking -w bench`: automatic linking against the fixture's truth.
 *   1. precision and recall of the matcher (2,000 assets, 10,000 ads, 5 channels);
 *   2. the same through the database: the tree stored per channel account, links written, then the
 *      same data synced again: 0 new links, nothing created or updated;
 *   3. totalLinkedAdCount (ads under a node whose asset set has a linked match) by SQL at every
 *      node of the tree, against a recount in memory.
 * The fixture is cached in the system's temp folder (drawing 12,000 images takes a few minutes).
 */

// 7 bits: at 8 the re-cut fixture's look-alikes pass (precision 98.47 %); PERCEPTUAL_MAX_DISTANCE=8 shows it.
const PERCEPTUAL_MAX_DISTANCE = Number(process.env.PERCEPTUAL_MAX_DISTANCE ?? 7);
const seed = Number(process.env.SEED ?? 42);
// v2: fingerprints trimmed, assets hashed with their crops (2026-11-28).
const cacheFile = path.join(os.tmpdir(), `atelier-ad-linking-fixture-v2-${seed}.json`);

async function loadFixture(): Promise<Fixture> {
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Fixture;
  const started = Date.now();
  const fixture = await generateFixture({ seed });
  fs.writeFileSync(cacheFile, JSON.stringify(fixture));
  console.log(`fixture generated in ${((Date.now() - started) / 1000).toFixed(0)} s (cached in ${cacheFile})`);
  return fixture;
}

function treeOf(fixture: Fixture, channel: string): AdTree {
  const tree = emptyTree();
  const campaigns = new Set<string>();
  const subs = new Set<string>();
  for (const ad of fixture.ads.filter((item) => item.channel === channel)) {
    if (!campaigns.has(ad.campaign)) {
      campaigns.add(ad.campaign);
      tree.campaigns.push({ externalId: ad.campaign, name: ad.campaign, status: 'active' });
    }
    if (!subs.has(ad.subCampaign)) {
      subs.add(ad.subCampaign);
      tree.subCampaigns.push({ campaignExternalId: ad.campaign, externalId: ad.subCampaign, name: ad.subCampaign, status: 'active' });
    }
    tree.assetSets.push({
      campaignExternalId: ad.campaign,
      subCampaignExternalId: ad.subCampaign,
      externalId: ad.externalId,
      name: ad.name,
      status: 'active',
      isCreativeGroup: false,
      searchTerm: null,
    });
    tree.ads.push({ assetSetExternalId: ad.externalId, externalId: ad.externalId, name: ad.name, status: 'active' });
    tree.creatives.push({
      adExternalId: ad.externalId,
      assetSetExternalId: ad.externalId,
      externalId: `creative-${ad.externalId}`,
      name: ad.name,
      mediaKind: 'image',
      sha256: ad.sha256,
      url: null,
      perceptualHash: ad.perceptualHash,
    });
  }
  return tree;
}

async function seedDatabase(db: Database, fixture: Fixture) {
  await db
    .insert(channels)
    .values(CHANNELS.map((code) => ({ code, name: code })))
    .onConflictDoNothing();
  const [client] = await db.insert(clients).values({ code: 'bench', name: 'Bench' }).returning();
  const [application] = await db.insert(applications).values({ clientId: client!.id, code: 'bench-app', name: 'Bench app' }).returning();
  const conceptIds = new Map<string, string>();
  for (let start = 0; start < fixture.concepts.length; start += 500) {
    const rows = await db
      .insert(concepts)
      .values(
        fixture.concepts.slice(start, start + 500).map((concept) => ({
          clientId: client!.id,
          code: concept.code,
          internalId: concept.internalId,
          name: `Concept ${concept.internalId}`,
        })),
      )
      .returning({ id: concepts.id, code: concepts.code });
    for (const row of rows) conceptIds.set(fixture.concepts.find((concept) => concept.code === row.code)!.conceptId, row.id);
  }
  for (const ids of chunks([...conceptIds.values()], 500)) {
    await db.insert(conceptApplications).values(ids.map((conceptId) => ({ conceptId, applicationId: application!.id })));
  }
  const assetIds = new Map<string, string>();
  for (const slice of chunks(fixture.assets, 500)) {
    const rows = await db
      .insert(conceptAssets)
      .values(
        slice.map((asset) => ({
          clientId: client!.id,
          conceptId: conceptIds.get(asset.conceptId)!,
          code: `ast-${asset.assetId}`,
          name: `${asset.name}.png`,
          type: 'image',
          checksum: asset.sha256,
          processingStatus: 'ready',
        })),
      )
      .returning({ id: conceptAssets.id, code: conceptAssets.code });
    for (const row of rows) assetIds.set(row.code.slice(4), row.id);
    await db.insert(conceptAssetFingerprints).values(
      slice.map((asset) => ({
        assetId: assetIds.get(asset.assetId)!,
        clientId: client!.id,
        sha256: asset.sha256,
        perceptualHash: asset.perceptualHash,
      })),
    );
  }
  await db.insert(adLinkSettings).values({
    applicationId: application!.id,
    clientId: client!.id,
    mode: 'link',
    autoLinkMinConfidence: 0.5,
    perceptualMaxDistance: PERCEPTUAL_MAX_DISTANCE,
  });
  await db.insert(adNamingTemplates).values({ code: 'antbench', clientId: client!.id, applicationId: application!.id, template: TEMPLATE });
  const accounts = [];
  for (const channel of CHANNELS) {
    const [account] = await db
      .insert(adAccounts)
      .values({
        code: `aac-${channel}`,
        clientId: client!.id,
        applicationId: application!.id,
        channelCode: channel,
        connector: 'import',
        externalAccountId: `bench-${channel}`,
        name: channel,
      })
      .returning();
    accounts.push(account!);
  }
  return { clientId: client!.id, applicationId: application!.id, accounts };
}

/** Stores every channel's tree and links; returns what was written. */
async function syncAll(db: Database, fixture: Fixture, target: Awaited<ReturnType<typeof seedDatabase>>) {
  let created = 0;
  let updated = 0;
  let links = 0;
  for (const account of target.accounts) {
    await db.transaction(async (tx) => {
      const stored = await storeTree(
        tx,
        { clientId: target.clientId, applicationId: target.applicationId, adAccountId: account.id, channelCode: account.channelCode },
        treeOf(fixture, account.channelCode),
      );
      for (const level of ['campaigns', 'subCampaigns', 'assetSets', 'ads', 'creatives'] as const) {
        created += stored[level].created;
        updated += stored[level].updated;
      }
      const result = await autoLinkApplication(tx, target, { adIds: stored.touchedAdIds });
      links += result.linked + result.suggested;
    });
  }
  // A full re-link over every creative (what "Run automatic linking" does) must find nothing new either.
  const relink = await db.transaction((tx) => autoLinkApplication(tx, target));
  return { created, updated, links, relinked: relink.linked + relink.suggested };
}

async function checkCounts(db: Database, applicationId: string) {
  // totalLinkedAdCount per node, by SQL (what the tree queries compute).
  const bySql = rowsOf<{ level: string; node: string; count: number }>(
    await db.execute(sql`
      with linked_ads as (
        select a.id, s.id as asset_set_id, sc.id as sub_id, c.id as campaign_id, c.channel_code
        from ads a
        join ad_asset_sets s on s.id = a.asset_set_id
        join ad_sub_campaigns sc on sc.id = s.sub_campaign_id
        join ad_campaigns c on c.id = sc.campaign_id
        where a.application_id = ${applicationId}
          and exists (select 1 from creative_ad_matches m where m.asset_set_id = s.id and m.state = 'linked'))
      select 'channel' as level, channel_code as node, count(*)::int as count from linked_ads group by channel_code
      union all select 'campaign', campaign_id::text, count(*)::int from linked_ads group by campaign_id
      union all select 'subCampaign', sub_id::text, count(*)::int from linked_ads group by sub_id
      union all select 'assetSet', asset_set_id::text, count(*)::int from linked_ads group by asset_set_id`),
  );
  // The recount: every ad with its parents and whether its asset set is linked, counted in memory.
  const adsRows = rowsOf<{ asset_set_id: string; sub_id: string; campaign_id: string; channel_code: string }>(
    await db.execute(sql`select s.id as asset_set_id, sc.id as sub_id, c.id as campaign_id, c.channel_code
      from ads a join ad_asset_sets s on s.id = a.asset_set_id join ad_sub_campaigns sc on sc.id = s.sub_campaign_id join ad_campaigns c on c.id = sc.campaign_id
      where a.application_id = ${applicationId}`),
  );
  const linkedSets = new Set(
    rowsOf<{ id: string }>(
      await db.execute(
        sql`select distinct asset_set_id as id from creative_ad_matches where state = 'linked' and application_id = ${applicationId}`,
      ),
    ).map((row) => row.id),
  );
  const recount = new Map<string, number>();
  for (const row of adsRows) {
    if (!linkedSets.has(row.asset_set_id)) continue;
    for (const key of [
      `channel:${row.channel_code}`,
      `campaign:${row.campaign_id}`,
      `subCampaign:${row.sub_id}`,
      `assetSet:${row.asset_set_id}`,
    ])
      recount.set(key, (recount.get(key) ?? 0) + 1);
  }
  const mismatches = bySql.filter((row) => recount.get(`${row.level}:${row.node}`) !== row.count);
  return { nodes: bySql.length, mismatches: mismatches.length + Math.abs(recount.size - bySql.length) };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

const fixture = await loadFixture();
const lookAlikes = fixture.ads.filter((ad) => ad.kind === 'lookAlike').length;
const altered = fixture.ads.filter((ad) => ad.kind === 'reencoded' || ad.kind === 'resized').length;
console.log(
  `fixture: ${fixture.assets.length} assets over ${fixture.concepts.length} concepts, ${fixture.ads.length} ads over ${CHANNELS.length} channels; ` +
    `${((100 * altered) / (fixture.ads.length - lookAlikes)).toFixed(0)} % of copies re-encoded or resized, ` +
    `${((100 * fixture.ads.filter((ad) => ad.isNoisyName).length) / fixture.ads.length).toFixed(0)} % noisy names, ${((100 * lookAlikes) / fixture.ads.length).toFixed(0)} % look-alikes`,
);

const started = Date.now();
const score = scoreAutoLinking(fixture, PERCEPTUAL_MAX_DISTANCE);
console.log(
  `matcher: ${score.proposals.length} links in ${Date.now() - started} ms; precision ${(100 * score.precision).toFixed(2)} %, recall ${(100 * score.recall).toFixed(2)} %`,
);
for (const [method, entry] of Object.entries(score.byMethod))
  console.log(`  ${method.padEnd(10)} ${entry.proposed} links, ${entry.correct} correct`);

// The re-cut fixture (issue 28 item 7): before = one dHash of the whole picture and id templates only.
const recuts = await generateRecuts();
const recutScores = {
  before: await scoreRecuts(recuts, 'before', PERCEPTUAL_MAX_DISTANCE),
  after: await scoreRecuts(recuts, 'after', PERCEPTUAL_MAX_DISTANCE),
};
for (const [version, entry] of Object.entries(recutScores)) {
  console.log(
    `re-cuts ${version.padEnd(6)}: ${entry.linked} links of ${recuts.ads.length} ads (${entry.relevant} findable); precision ${(100 * entry.precision).toFixed(2)} %, recall ${(100 * entry.recall).toFixed(2)} %, ${entry.ambiguousSuggestions} ambiguous suggestions`,
  );
  console.log(
    `  ${Object.entries(entry.byKind)
      .map(([kind, counts]) => `${kind} ${counts.found}/${counts.ads}${counts.wrong ? ` (${counts.wrong} wrong)` : ''}`)
      .join(', ')}`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-ad-linking-'));
const handle = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
try {
  await handle.migrate();
  const target = await seedDatabase(handle.db, fixture);
  const firstStarted = Date.now();
  const first = await syncAll(handle.db, fixture, target);
  console.log(
    `first sync: ${first.created} rows created, ${first.links} links written (${((Date.now() - firstStarted) / 1000).toFixed(1)} s)`,
  );
  const secondStarted = Date.now();
  const second = await syncAll(handle.db, fixture, target);
  console.log(
    `same data again: ${second.created} created, ${second.updated} updated, ${second.links + second.relinked} new links (${((Date.now() - secondStarted) / 1000).toFixed(1)} s)`,
  );
  const counts = await checkCounts(handle.db, target.applicationId);
  console.log(`totalLinkedAdCount: ${counts.nodes} nodes checked against a recount, ${counts.mismatches} differ`);
  const ok =
    score.precision >= 0.98 &&
    score.recall >= 0.95 &&
    recutScores.after.precision >= 0.99 &&
    recutScores.after.recall >= 0.95 &&
    second.links + second.relinked === 0 &&
    second.created + second.updated === 0 &&
    counts.mismatches === 0;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

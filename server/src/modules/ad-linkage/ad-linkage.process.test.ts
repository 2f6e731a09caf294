import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../../test/pglite-template.js';
import { DEFAULT_TREE, insertAdTree, type InsertedTree } from '../../../test/ad-tree-fixtures.js';
import { createTestDatabase } from '../../../test/databases.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../db/client.js';
import type { Access, ApplicationScope } from '../tenancy/index.js';
import { addConceptChannel, deleteConceptChannel, updateConceptChannel } from './channels.js';
import {
  createCreativeAdMatch,
  deleteCreativeAdMatch,
  findTreeAssetSets,
  findTreeCampaigns,
  findTreeChannels,
  findTreeSubCampaigns,
  linkAssetSetWithConcept,
  unlinkAssetSetFromConcept,
  updateCreativeAdMatch,
} from './service.js';

/**
 * The link operations and the tree's counts, in-process on both engines with a database of its
 * own: the tree is written straight into the tables (as a sync would), which the API tests cannot
 * do. Access is a stand-in that answers the scope of the application the call names; the
 * permission matrix and the cross-tenant harness check the real rules over HTTP.
 */
describe.each(['pglite', 'postgres'] as const)('ad linkage on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let tree: InsertedTree;
  let otherTree: InsertedTree;
  let deps: { db: Database; access: Access };
  const scopes = new Map<string, ApplicationScope>();
  const ids = { client: '', app: '', otherApp: '', user: '', concept: '', secondConcept: '', assets: [] as string[] };
  const clientCode = 'adl';
  const one = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query))[0]!;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-adlink-'));
    const database = kind === 'postgres' ? await createTestDatabase() : null;
    dropDatabase = database?.drop;
    if (!database) await prepareMigratedDataDir(dataDir);
    handle = await openDatabase({ databaseUrl: database?.url, dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    ids.client = (await one<{ id: string }>(sql`insert into clients (code, name) values (${clientCode}, 'Ad link') returning id`)).id;
    for (const code of ['app', 'other']) {
      const application = await one<{ id: string }>(
        sql`insert into applications (client_id, code, name) values (${ids.client}, ${code}, ${code}) returning id`,
      );
      scopes.set(code, {
        clientId: ids.client,
        clientCode,
        clientName: 'Ad link',
        isInternal: false,
        permissions: new Set(),
        onlyConceptCode: null,
        isStaff: false,
        application: { id: application.id, code, name: code, clientId: ids.client },
      });
    }
    ids.app = scopes.get('app')!.application.id;
    ids.otherApp = scopes.get('other')!.application.id;
    ids.user = (await one<{ id: string }>(sql`insert into users (email_address) values ('linker@example.test') returning id`)).id;
    let internalId = 1;
    const createConcept = async (code: string, applicationId: string) => {
      const concept = await one<{ id: string }>(
        sql`insert into concepts (client_id, code, internal_id, name) values (${ids.client}, ${code}, ${internalId++}, ${code}) returning id`,
      );
      await db.execute(sql`insert into concept_applications (concept_id, application_id) values (${concept.id}, ${applicationId})`);
      return concept.id;
    };
    ids.concept = await createConcept('crclinked', ids.app);
    ids.secondConcept = await createConcept('crcsecond', ids.app);
    await createConcept('crcelsewhere', ids.otherApp);
    for (const name of ['hero', 'endcard']) {
      await db.execute(
        sql`insert into concept_assets (client_id, concept_id, code, name) values (${ids.client}, ${ids.concept}, ${`ast${name}`}, ${name})`,
      );
    }
    await db.execute(
      sql`insert into ad_copies (client_id, application_id, code, name, headline, body, status) values
        (${ids.client}, ${ids.app}, 'adcactive', 'Active copy', 'Play', 'Now', 'active'),
        (${ids.client}, ${ids.app}, 'adcproposed', 'Proposed copy', 'Play', 'Now', 'proposed')`,
    );
    tree = await insertAdTree(db, { clientId: ids.client, applicationId: ids.app });
    otherTree = await insertAdTree(
      db,
      { clientId: ids.client, applicationId: ids.otherApp },
      { tiktok: { Other: { Group: { 'Other set': 2 } } } },
    );
    const access = {
      async require(_rule: unknown, target: { applicationCode?: string }) {
        const scope = scopes.get(target.applicationCode ?? 'app');
        if (!scope) throw new Error('not found');
        return scope;
      },
      async requireViewer() {
        return { userId: ids.user };
      },
    };
    deps = { db, access: access as unknown as Access };
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const target = (conceptCode = 'crclinked') => ({ clientCode, applicationCode: 'app', conceptCode });
  const setCode = (name: string) => tree.assetSets.get(name)!;

  /**
   * The tree as the four queries answer it, every node with its count, next to a recount made a
   * different way: ads joined to the concept's links, grouped by each level.
   */
  async function expectCountsToMatchRecount(conceptCode = 'crclinked') {
    const recount = async (level: 'channel' | 'campaign' | 'subCampaign') => {
      const key = { channel: sql`ca.channel_code`, campaign: sql`ca.code`, subCampaign: sql`sc.code` }[level];
      const rows = rowsOf<{ key: string; linked: string | number }>(
        await db.execute(sql`select ${key} as key, count(distinct ad.id) filter (where m.id is not null) as linked
          from ads ad join ad_asset_sets s on s.id = ad.asset_set_id join ad_sub_campaigns sc on sc.id = s.sub_campaign_id
          join ad_campaigns ca on ca.id = sc.campaign_id
          left join creative_ad_matches m on m.asset_set_id = s.id and m.state = 'linked'
            and m.concept_id = (select id from concepts where code = ${conceptCode})
          where s.application_id = ${ids.app} group by 1`),
      );
      return new Map(rows.map((row) => [row.key, Number(row.linked)]));
    };
    const [byChannel, byCampaign, bySub] = await Promise.all([recount('channel'), recount('campaign'), recount('subCampaign')]);
    let total = 0;
    for (const channel of await findTreeChannels(deps, target(conceptCode))) {
      expect(channel.totalLinkedAdCount, `channel ${channel.code}`).toBe(byChannel.get(channel.code));
      total += channel.totalLinkedAdCount;
      for (const campaign of await findTreeCampaigns(deps, { ...target(conceptCode), channelCode: channel.code })) {
        expect(campaign.totalLinkedAdCount, `campaign ${campaign.name}`).toBe(byCampaign.get(campaign.code));
        for (const sub of await findTreeSubCampaigns(deps, { ...target(conceptCode), campaignCode: campaign.code })) {
          expect(sub.totalLinkedAdCount, `sub-campaign ${sub.name}`).toBe(bySub.get(sub.code));
          const sets = await findTreeAssetSets(deps, { ...target(conceptCode), subCampaignCode: sub.code });
          expect(sets.reduce((sum, set) => sum + set.totalLinkedAdCount, 0)).toBe(sub.totalLinkedAdCount);
        }
      }
    }
    return total;
  }

  it('answers the tree a level at a time, with names, ad counts and no links yet', async () => {
    const channels = await findTreeChannels(deps, target());
    expect(channels.map((channel) => [channel.code, channel.name, channel.childEntityCount, channel.totalAdCount])).toEqual([
      ['applovin', 'AppLovin', 1, 5],
      ['meta', 'Meta', 2, 15],
    ]);
    const campaigns = await findTreeCampaigns(deps, { ...target(), channelCode: 'applovin' });
    const [implicit] = await findTreeSubCampaigns(deps, { ...target(), campaignCode: campaigns[0]!.code });
    // AppLovin has no sub-campaign level: the stand-in shows its campaign's name.
    expect(implicit).toMatchObject({ name: 'Always on', isImplicit: true, childEntityCount: 2, totalLinkedAdCount: 0 });
    const sets = await findTreeAssetSets(deps, { ...target(), subCampaignCode: implicit!.code });
    expect(sets.map((set) => [set.name, set.adCount, set.isCreativeGroup, set.creativeAdMatches.length])).toEqual([
      ['Creative set A', 2, true, 0],
      ['Creative set B', 3, true, 0],
    ]);
    expect(sets[0]!.ads).toHaveLength(2);
    expect(await expectCountsToMatchRecount()).toBe(0);
  });

  it("refuses a link with neither 'link to concept only' nor an asset (mustSelect)", async () => {
    const attempt = linkAssetSetWithConcept(deps, { ...target(), subCampaignAssetSetCode: setCode('Puzzle teaser'), link: {} });
    await expect(attempt).rejects.toMatchObject({
      message: "Select at least one asset, or choose 'Link to concept only'.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const withEmptyList = linkAssetSetWithConcept(deps, {
      ...target(),
      subCampaignAssetSetCode: setCode('Puzzle teaser'),
      link: { linkToConceptOnly: false, conceptAssetCodes: [] },
    });
    await expect(withEmptyList).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await expectCountsToMatchRecount()).toBe(0);
  });

  it('links to an asset as end card with an ad copy; counts recount right at every level, the channel follows', async () => {
    const linked = await linkAssetSetWithConcept(deps, {
      ...target(),
      subCampaignAssetSetCode: setCode('Hero video 15s'),
      link: { conceptAssetCodes: ['astendcard'], adCopyCode: 'adcactive', isEndCard: true },
    });
    expect(linked).toMatchObject({ isLinked: true, totalLinkedAdCount: 3 });
    expect(linked.creativeAdMatches).toEqual([
      expect.objectContaining({
        concept: { code: 'crclinked', name: 'crclinked' },
        conceptAsset: { code: 'astendcard', name: 'endcard' },
        adCopy: { code: 'adcactive', name: 'Active copy' },
        isEndCard: true,
        isPrimaryConcept: false,
        method: 'manual',
        confidence: 1,
        externalAssetSetId: expect.stringMatching(/^as-/),
      }),
    ]);
    expect(await expectCountsToMatchRecount()).toBe(3);
    const [meta] = (await findTreeChannels(deps, target())).filter((channel) => channel.code === 'meta');
    expect(meta!.totalLinkedAdCount).toBe(3);
    // Concept only, in AppLovin: the concept gains that channel, recorded in its history.
    await linkAssetSetWithConcept(deps, {
      ...target(),
      subCampaignAssetSetCode: setCode('Creative set B'),
      link: { linkToConceptOnly: true },
    });
    expect(await expectCountsToMatchRecount()).toBe(6);
    const channels = rowsOf<{ channel_code: string }>(
      await db.execute(sql`select channel_code from concept_channels where concept_id = ${ids.concept} order by 1`),
    );
    expect(channels.map((row) => row.channel_code)).toEqual(['applovin', 'meta']);
    const history = rowsOf<{ event: string; changes: { channel: string } }>(
      await db.execute(sql`select event, changes from concept_history where concept_id = ${ids.concept} order by create_date`),
    );
    expect(history.filter((entry) => entry.event === 'channelAdded').map((entry) => entry.changes.channel)).toEqual(['Meta', 'AppLovin']);
  });

  it('refuses a proposed ad copy, another concept’s asset and an asset set of another application', async () => {
    await expect(
      linkAssetSetWithConcept(deps, {
        ...target(),
        subCampaignAssetSetCode: setCode('Comeback bonus'),
        link: { linkToConceptOnly: true, adCopyCode: 'adcproposed' },
      }),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await expect(
      linkAssetSetWithConcept(deps, {
        ...target('crcsecond'),
        subCampaignAssetSetCode: setCode('Comeback bonus'),
        link: { conceptAssetCodes: ['asthero'] },
      }),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await expect(
      linkAssetSetWithConcept(deps, {
        ...target(),
        subCampaignAssetSetCode: otherTree.assetSets.get('Other set')!,
        link: { linkToConceptOnly: true },
      }),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    // A concept of another application cannot be linked in this one, nor its tree read here.
    await expect(
      linkAssetSetWithConcept(deps, {
        ...target('crcelsewhere'),
        subCampaignAssetSetCode: setCode('Comeback bonus'),
        link: { linkToConceptOnly: true },
      }),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    await expect(findTreeChannels(deps, target('crcelsewhere'))).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await expectCountsToMatchRecount()).toBe(6);
  });

  it('keeps one primary concept per asset set: making another primary moves the flag', async () => {
    const code = setCode('Level 50 reveal');
    await linkAssetSetWithConcept(deps, {
      ...target(),
      subCampaignAssetSetCode: code,
      link: { conceptAssetCodes: ['asthero', 'astendcard'], isPrimaryConcept: true },
    });
    let [set] = (await findTreeAssetSets(deps, { ...target(), subCampaignCode: tree.subCampaigns.get('Lapsed players')! })).filter(
      (row) => row.code === code,
    );
    expect(set!.creativeAdMatches.filter((match) => match.isPrimaryConcept)).toHaveLength(1);
    await linkAssetSetWithConcept(deps, {
      ...target('crcsecond'),
      subCampaignAssetSetCode: code,
      link: { linkToConceptOnly: true, isPrimaryConcept: true },
    });
    [set] = (await findTreeAssetSets(deps, { ...target(), subCampaignCode: tree.subCampaigns.get('Lapsed players')! })).filter(
      (row) => row.code === code,
    );
    expect(set!.creativeAdMatches.filter((match) => match.isPrimaryConcept).map((match) => match.concept.code)).toEqual(['crcsecond']);
    // The concept's own links come first, then the others'.
    expect(set!.creativeAdMatches.map((match) => match.concept.code)).toEqual(['crclinked', 'crclinked', 'crcsecond']);
    // Back to the first concept through updateCreativeAdMatch.
    const first = set!.creativeAdMatches[0]!;
    const updated = await updateCreativeAdMatch(deps, {
      clientCode,
      applicationCode: 'app',
      creativeAdMatchCode: first.code,
      creativeAdMatch: { isPrimaryConcept: true, adCopy: { code: 'adcactive' } },
    });
    expect(updated).toMatchObject({ isPrimaryConcept: true, adCopy: { code: 'adcactive' } });
    const primaries = rowsOf<{ count: string | number }>(
      await db.execute(
        sql`select count(*) from creative_ad_matches where asset_set_id = (select id from ad_asset_sets where code = ${code}) and is_primary_concept`,
      ),
    );
    expect(Number(primaries[0]!.count)).toBe(1);
    expect(await expectCountsToMatchRecount()).toBe(11);
    expect(await expectCountsToMatchRecount('crcsecond')).toBe(5);
  });

  it('filters only unlinked asset sets, hiding levels without any, while counts stay whole', async () => {
    const filter = { onlyUnlinked: true };
    const channels = await findTreeChannels(deps, { ...target(), filter });
    // AppLovin still has Creative set A unlinked; Meta has Puzzle teaser, UK and Comeback bonus.
    expect(channels.map((channel) => [channel.code, channel.totalLinkedAdCount])).toEqual([
      ['applovin', 3],
      ['meta', 8],
    ]);
    const [implicit] = await findTreeSubCampaigns(deps, { ...target(), campaignCode: tree.campaigns.get('Always on')!, filter });
    const sets = await findTreeAssetSets(deps, { ...target(), subCampaignCode: implicit!.code, filter });
    expect(sets.map((set) => set.name)).toEqual(['Creative set A']);
    const campaigns = await findTreeCampaigns(deps, { ...target(), channelCode: 'meta', filter });
    const retargeting = campaigns.find((campaign) => campaign.name === 'Retargeting Q3')!;
    const [lapsed] = await findTreeSubCampaigns(deps, { ...target(), campaignCode: retargeting.code, filter });
    expect((await findTreeAssetSets(deps, { ...target(), subCampaignCode: lapsed!.code, filter })).map((set) => set.name)).toEqual([
      'Comeback bonus',
    ]);
  });

  it('unlinks: the count goes down everywhere; an automatic link becomes rejected, not deleted', async () => {
    const unlinked = await unlinkAssetSetFromConcept(deps, { ...target(), subCampaignAssetSetCode: setCode('Hero video 15s') });
    expect(unlinked).toMatchObject({ isLinked: false, totalLinkedAdCount: 0, creativeAdMatches: [] });
    expect(await expectCountsToMatchRecount()).toBe(8);
    // An automatic link (made by networks' matching) stays as rejected, so a sync does not bring it back.
    await db.execute(sql`insert into creative_ad_matches (code, client_id, application_id, asset_set_id, concept_id, method, confidence, state)
      values ('camauto', ${ids.client}, ${ids.app}, (select id from ad_asset_sets where code = ${setCode('Comeback bonus')}), ${ids.concept}, 'hash', 1, 'linked')`);
    expect(await expectCountsToMatchRecount()).toBe(9);
    await deleteCreativeAdMatch(deps, { clientCode, applicationCode: 'app', creativeAdMatchCode: 'camauto' });
    const [auto] = rowsOf<{ state: string }>(await db.execute(sql`select state from creative_ad_matches where code = 'camauto'`));
    expect(auto!.state).toBe('rejected');
    expect(await expectCountsToMatchRecount()).toBe(8);
    // Linking it again by hand turns the same row into a manual link.
    const created = await createCreativeAdMatch(deps, {
      clientCode,
      applicationCode: 'app',
      creativeAdMatch: { subCampaignAssetSet: { code: setCode('Comeback bonus') }, concept: { code: 'crclinked' } },
    });
    expect(created).toMatchObject({ code: 'camauto', method: 'manual', state: 'linked', conceptAsset: null });
    expect(await expectCountsToMatchRecount()).toBe(9);
  });

  it('edits channels by hand, each change in the concept history', async () => {
    const channelTarget = { clientCode, conceptCode: 'crcsecond', channelCode: 'tiktok' };
    expect((await addConceptChannel(deps, channelTarget)).map((row) => row.channel.code)).toEqual(['meta', 'tiktok']);
    expect(
      (await updateConceptChannel(deps, { ...channelTarget, status: 'inactive' })).find((row) => row.channel.code === 'tiktok')!.status,
    ).toBe('inactive');
    await expect(updateConceptChannel(deps, { ...channelTarget, status: 'paused' })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await deleteConceptChannel(deps, channelTarget)).map((row) => row.channel.code)).toEqual(['meta']);
    const events = rowsOf<{ event: string }>(
      await db.execute(
        sql`select event from concept_history where concept_id = ${ids.secondConcept} and event like 'channel%' order by create_date, event`,
      ),
    );
    expect(events.map((row) => row.event)).toEqual(['channelAdded', 'channelAdded', 'channelUpdated', 'channelDeleted']);
  });

  it('uses the default tree fixture it documents', () => {
    expect(Object.keys(DEFAULT_TREE)).toEqual(tree.channelCodes);
  });
});

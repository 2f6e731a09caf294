import sharp from 'sharp';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../../test/pglite-template.js';
import { loadConfig } from '../../config.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../db/client.js';
import { adAccounts, adCampaigns, ads } from '../../db/schema/index.js';
import type { ObjectStorage } from '../../storage/types.js';
import { sealCredentials } from './credentials.js';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process.js';
import { fingerprintCreatives, runAdAccountSync, type SyncDeps } from './sync.js';
import { emptyTree, type AdTree } from './tree.js';

/**
 * The connectors against the sandbox ad networks running as a real process (HTTP on loopback),
 * storing into a PGlite database of the test's own: paging, throttling, incremental and
 * idempotent syncs, refused credentials.
 */

const SECRET = 'connector-test-secret-0123456789abcdef';
const WORLD = {
  seed: 7,
  designs: 4,
  meta: { accountIds: ['555'], campaigns: 2, adSetsPerCampaign: 1, adsPerAdSet: 6 },
  applovin: { accountIds: ['777'], campaigns: 1, creativeSetsPerCampaign: 3, assetsPerCreativeSet: 2 },
};

interface SandboxWorld {
  meta: { id: string; campaigns: { id: string; name: string }[]; adsets: { id: string }[]; ads: { id: string }[] }[];
}

describe('ad-network connectors against the sandbox process', () => {
  let sandbox: SandboxProcess;
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let clientId: string;
  let applicationId: string;
  const sleeps: number[] = [];
  let deps: SyncDeps;

  const admin = async <T>(route: string, body?: unknown): Promise<T> => {
    const response = await fetch(
      `${sandbox.url}/__admin/${route}`,
      body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
    );
    return (await response.json()) as T;
  };
  const requestLog = () => admin<{ path: string; status: number }[]>('requests');

  async function createAccount(connector: 'meta' | 'applovin', externalAccountId: string, credentials: Record<string, string>) {
    const code = `aac${connector}${externalAccountId}`;
    const [row] = await db
      .insert(adAccounts)
      .values({
        code,
        clientId,
        applicationId,
        channelCode: connector,
        connector,
        externalAccountId,
        name: `${connector} ${externalAccountId}`,
        baseUrl: connector === 'meta' ? `${sandbox.url}/meta/v21.0` : `${sandbox.url}/applovin/manage/v1`,
        credentialsSealed: sealCredentials(SECRET, code, credentials),
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ env: { SANDBOX_WORLD: JSON.stringify(WORLD) } });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-adnet-'));
    await prepareMigratedDataDir(dataDir);
    handle = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    await db.execute(sql`insert into channels (code, name) values ('meta', 'Meta'), ('applovin', 'AppLovin') on conflict do nothing`);
    clientId = rowsOf<{ id: string }>(await db.execute(sql`insert into clients (code, name) values ('net', 'Networks') returning id`))[0]!
      .id;
    applicationId = rowsOf<{ id: string }>(
      await db.execute(sql`insert into applications (client_id, code, name) values (${clientId}, 'app', 'App') returning id`),
    )[0]!.id;
    // As the server does with the sandbox it starts: its origin alone may be on loopback.
    const config = loadConfig({});
    config.sandboxOrigins.push(new URL(sandbox.url).origin);
    deps = {
      db,
      config,
      storage: {} as ObjectStorage,
      getSigningSecret: () => SECRET,
      connectorOptions: {
        pageSize: 5,
        http: {
          sleep: async (milliseconds) => {
            sleeps.push(milliseconds);
          },
        },
      },
    };
  }, 120_000);

  afterAll(async () => {
    await sandbox?.stop();
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads Meta ads across 3 pages by cursor and stores the whole tree', async () => {
    const account = await createAccount('meta', 'act_555', { accessToken: 'sandbox-meta-token' });
    await admin('requests/clear', {});
    const result = await runAdAccountSync(deps, account.id, 'manual');
    expect(result?.status).toBe('succeeded');
    const summary = (result as unknown as { summary: Record<string, { created: number }> }).summary;
    expect(summary.campaigns!.created).toBe(2);
    expect(summary.subCampaigns!.created).toBe(2);
    expect(summary.assetSets!.created).toBe(12);
    expect(summary.ads!.created).toBe(12);
    expect(summary.creatives!.created).toBe(12);
    const adPages = (await requestLog()).filter((entry) => entry.path.includes('/act_555/ads?'));
    expect(adPages).toHaveLength(3);
    expect(adPages[0]!.path).not.toContain('after=');
    expect(adPages[1]!.path).toContain('after=');
    // The creative files were fetched and hashed.
    const hashed = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ad_creatives where sha256 is not null and perceptual_hash is not null`),
    );
    expect(hashed[0]!.count).toBe(12);
  });

  it('picks up one new ad and one renamed campaign incrementally, and nothing else', async () => {
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, 'act_555'));
    const world = await admin<SandboxWorld>('world');
    const meta = world.meta[0]!;
    await admin('meta/ads', { accountId: '555', adsetId: meta.adsets[1]!.id, name: 'Brand new ad' });
    await admin(`meta/campaigns/${meta.campaigns[0]!.id}`, { name: 'Renamed campaign' });
    await admin('requests/clear', {});
    const result = await runAdAccountSync(deps, account!.id, 'manual');
    const summary = (result as unknown as { summary: Record<string, unknown> }).summary;
    expect(summary.isIncremental).toBe(true);
    expect(summary.campaigns).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(summary.subCampaigns).toEqual({ created: 0, updated: 0, unchanged: 0 });
    expect(summary.assetSets).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(summary.ads).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(summary.creatives).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const edgeCalls = (await requestLog()).filter((entry) => /\/(campaigns|adsets|ads)\?/.test(entry.path));
    expect(edgeCalls.length).toBeGreaterThan(0);
    expect(edgeCalls.every((entry) => entry.path.includes('filtering='))).toBe(true);
    const [renamed] = await db.select().from(adCampaigns).where(eq(adCampaigns.externalId, meta.campaigns[0]!.id));
    expect(renamed!.name).toBe('Renamed campaign');
    expect(await db.select().from(ads).where(eq(ads.name, 'Brand new ad'))).toHaveLength(1);
  });

  it('changes nothing when the same data is read again in full', async () => {
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, 'act_555'));
    await db.update(adAccounts).set({ syncCursor: null }).where(eq(adAccounts.id, account!.id));
    const result = await runAdAccountSync(deps, account!.id, 'manual');
    const summary = (result as unknown as { summary: Record<string, { created: number; updated: number; unchanged: number }> }).summary;
    for (const level of ['campaigns', 'subCampaigns', 'assetSets', 'ads', 'creatives'] as const) {
      expect(summary[level]!.created + summary[level]!.updated, level).toBe(0);
    }
    expect(summary.ads!.unchanged).toBe(13);
  });

  it('reads AppLovin creative sets page by page under an implicit sub-campaign, idempotently', async () => {
    const account = await createAccount('applovin', '777', { apiKey: 'sandbox-applovin-key' });
    const first = await runAdAccountSync(
      { ...deps, connectorOptions: { pageSize: 2, http: deps.connectorOptions!.http } },
      account.id,
      'manual',
    );
    const summary = (first as unknown as { summary: Record<string, { created: number }> }).summary;
    expect(summary.campaigns!.created).toBe(1);
    expect(summary.subCampaigns!.created).toBe(0);
    expect(summary.assetSets!.created).toBe(3);
    expect(summary.ads!.created).toBe(6);
    const implicit = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ad_sub_campaigns where is_implicit and external_id is null and name is null`),
    );
    expect(implicit[0]!.count).toBe(1);
    const second = await runAdAccountSync(deps, account.id, 'manual');
    const again = (second as unknown as { summary: Record<string, { created: number; updated: number }> }).summary;
    expect(again.assetSets!.created + again.assetSets!.updated + again.ads!.created + again.ads!.updated).toBe(0);
  });

  it('takes an AppLovin 429 as the documented 10-minute block: no retry into it, the account waits', async () => {
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, '777'));
    sleeps.length = 0;
    await admin('requests/clear', {});
    await admin('throttle', { network: 'applovin', count: 1, retryAfterSeconds: 2 });
    const result = await runAdAccountSync(deps, account!.id, 'manual');
    expect(result?.status).toBe('waiting');
    expect(sleeps).toEqual([]);
    expect((await requestLog()).map((entry) => entry.status)).toEqual([429]);
    const [marked] = await db.select().from(adAccounts).where(eq(adAccounts.id, account!.id));
    const waitSeconds = (marked!.throttledUntil!.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(590);
    expect(waitSeconds).toBeLessThanOrEqual(600);
    await db.update(adAccounts).set({ throttledUntil: null, throttleMessage: null }).where(eq(adAccounts.id, account!.id));
  });

  it('records a refused token as a failed run with a clear message', async () => {
    const account = await createAccount('meta', '555', { accessToken: 'wrong-token' });
    const result = await runAdAccountSync(deps, account.id, 'manual');
    expect(result?.status).toBe('failed');
    expect((result as unknown as { error: string }).error).toMatch(/Meta refused the access token/);
    // The account is marked: its schedule stops until credentials are entered again.
    const [marked] = await db.select().from(adAccounts).where(eq(adAccounts.id, account.id));
    expect(marked!.credentialsRefusedAt).not.toBeNull();
    const runs = rowsOf<{ status: string; error: string }>(
      await db.execute(sql`select status, error from ad_sync_runs where ad_account_id = ${account.id}`),
    );
    expect(runs).toEqual([{ status: 'failed', error: expect.stringMatching(/access token/) }]);
  });

  it('calls no network on a loopback address unless the server allows it, and says why in the run', async () => {
    // Custom hosts allowed, private addresses not: the sandbox on 127.0.0.1 is out of reach.
    const strict = { ...deps, config: loadConfig({ AD_NETWORK_ALLOW_CUSTOM_HOSTS: 'true' }) };
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, 'act_555'));
    const port = new URL(sandbox.url).port;
    for (const baseUrl of [
      `http://localhost:${port}/meta/v21.0`,
      `http://2130706433:${port}/meta/v21.0`,
      `http://[::ffff:127.0.0.1]:${port}/meta/v21.0`,
    ]) {
      await db.update(adAccounts).set({ baseUrl }).where(eq(adAccounts.id, account!.id));
      await admin('requests/clear', {});
      const result = await runAdAccountSync(strict, account!.id, 'manual');
      expect(result?.status, baseUrl).toBe('failed');
      expect((result as unknown as { error: string }).error).toMatch(
        /^The network could not be reached: .+ is or resolves to a loopback, private, link-local or other special-purpose address, which the server does not call\.$/,
      );
      expect(await requestLog()).toEqual([]);
    }
    await db
      .update(adAccounts)
      .set({ baseUrl: `${sandbox.url}/meta/v21.0` })
      .where(eq(adAccounts.id, account!.id));
  });

  it("refuses a base URL off the network's own host at sync time unless the server allows it", async () => {
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, 'act_555'));
    await admin('requests/clear', {});
    // No sandbox origin and no custom hosts: only graph.facebook.com would do.
    const result = await runAdAccountSync(
      { ...deps, config: loadConfig({ OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' }) },
      account!.id,
      'manual',
    );
    expect(result).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^The base URL must be on the network's own API \(https:\/\/graph\.facebook\.com\)/),
    });
    expect(await requestLog()).toEqual([]);
  });

  it('keeps a small thumbnail of a fetched creative, for reviewing suggestions side by side', async () => {
    const port = new URL(sandbox.url).port;
    const tree: AdTree = {
      ...emptyTree(),
      creatives: [
        {
          adExternalId: 'ad',
          assetSetExternalId: 'set',
          externalId: 'thumb',
          name: null,
          mediaKind: 'image',
          sha256: null,
          url: `http://127.0.0.1:${port}/files/originals/1.png`,
          perceptualHash: null,
        },
      ],
    };
    expect(await fingerprintCreatives(db, randomId(), tree, { allowPrivateAddresses: true })).toBe(1);
    const thumbnail = tree.creatives[0]!.thumbnail!;
    expect(thumbnail).toMatch(/^data:image\/webp;base64,/);
    const meta = await sharp(Buffer.from(thumbnail.split(',')[1]!, 'base64')).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(160);
    expect(thumbnail.length).toBeLessThan(20_000);
  });

  it('downloads no creative from a loopback address and cuts off one past its size bound', async () => {
    const creative = (url: string): AdTree['creatives'][number] => ({
      adExternalId: url,
      assetSetExternalId: 'set',
      externalId: url,
      name: null,
      mediaKind: 'image',
      sha256: null,
      url,
      perceptualHash: null,
    });
    const port = new URL(sandbox.url).port;
    const blocked = {
      ...emptyTree(),
      creatives: [`http://2130706433:${port}/files/originals/1.png`, `http://localhost:${port}/files/originals/2.png`].map(creative),
    };
    await admin('requests/clear', {});
    expect(await fingerprintCreatives(db, randomId(), blocked, { allowPrivateAddresses: false })).toBe(0);
    expect(await requestLog()).toEqual([]);
    expect(blocked.creatives.map((item) => item.sha256)).toEqual([null, null]);

    // A 40 MB creative without a declared length: the download stops past 30 MB.
    let sent = 0;
    const big = http.createServer((_request, response) => {
      const chunk = Buffer.alloc(256 * 1024, 7);
      const pump = () => {
        while (!response.destroyed && sent < 40 * 1024 * 1024 && response.write(chunk)) sent += chunk.length;
        if (response.destroyed) return;
        if (sent >= 40 * 1024 * 1024) response.end();
        else response.once('drain', pump);
      };
      pump();
    });
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
    try {
      const tree = { ...emptyTree(), creatives: [creative(`http://127.0.0.1:${(big.address() as net.AddressInfo).port}/huge.png`)] };
      expect(await fingerprintCreatives(db, randomId(), tree, { allowPrivateAddresses: true })).toBe(0);
      expect(tree.creatives[0]!.sha256).toBeNull();
      expect(sent).toBeLessThan(40 * 1024 * 1024);
    } finally {
      big.closeAllConnections();
      big.close();
    }
  });
});

const randomId = () => crypto.randomUUID();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../db/client.js';
import { adAccounts, adCampaigns, ads } from '../../db/schema/index.js';
import type { ObjectStorage } from '../../storage/types.js';
import { sealCredentials } from './credentials.js';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process.js';
import { runAdAccountSync, type SyncDeps } from './sync.js';

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
    handle = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    await db.execute(sql`insert into channels (code, name) values ('meta', 'Meta'), ('applovin', 'AppLovin') on conflict do nothing`);
    clientId = rowsOf<{ id: string }>(await db.execute(sql`insert into clients (code, name) values ('net', 'Networks') returning id`))[0]!
      .id;
    applicationId = rowsOf<{ id: string }>(
      await db.execute(sql`insert into applications (client_id, code, name) values (${clientId}, 'app', 'App') returning id`),
    )[0]!.id;
    deps = {
      db,
      config: loadConfig({}),
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

  it('waits out a 429 for its Retry-After and then succeeds', async () => {
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, 'act_555'));
    sleeps.length = 0;
    await admin('throttle', { network: 'meta', count: 1, retryAfterSeconds: 2 });
    const result = await runAdAccountSync(deps, account!.id, 'manual');
    expect(result?.status).toBe('succeeded');
    expect(sleeps).toEqual([2000]);
    expect((result as unknown as { summary: { throttled: number } }).summary.throttled).toBe(1);
    const statuses = (await requestLog()).map((entry) => entry.status);
    expect(statuses).toContain(429);
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
    expect((await requestLog()).every((entry) => entry.path.includes('filtering='))).toBe(true);
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

  it('records a refused token as a failed run with a clear message', async () => {
    const account = await createAccount('meta', '555', { accessToken: 'wrong-token' });
    const result = await runAdAccountSync(deps, account.id, 'manual');
    expect(result?.status).toBe('failed');
    expect((result as unknown as { error: string }).error).toMatch(/Meta refused the access token/);
    const runs = rowsOf<{ status: string; error: string }>(
      await db.execute(sql`select status, error from ad_sync_runs where ad_account_id = ${account.id}`),
    );
    expect(runs).toEqual([{ status: 'failed', error: expect.stringMatching(/access token/) }]);
  });
});

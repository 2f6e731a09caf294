import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../config.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../db/client.js';
import { adAccounts, adSyncRuns, jobs } from '../../db/schema/index.js';
import type { JobDependencies } from '../../jobs/registry.js';
import { JobWorker } from '../../jobs/worker.js';
import type { ObjectStorage } from '../../storage/types.js';
import { analyticsModule, runAdMetricsSync } from '../analytics/index.js';
import { syncTenancyReferenceData } from '../tenancy/index.js';
import { AppLovinPacer } from './connectors/applovin.js';
import { sealCredentials } from './credentials.js';
import { adNetworksModule } from './index.js';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process.js';
import { enqueueAdAccountSync, runAdAccountSync, scheduleDueAdAccountSyncs, type SyncDeps } from './sync.js';

/**
 * AppLovin as its documentation describes it (Axon Campaign Management API and Reporting API),
 * against the sandbox process speaking the unkind parts: creative sets asked by `ids` and answered
 * grouped by campaign, paged from 1 with at most 100 a page; paused objects; two keys (the Report
 * Key for metrics, the Campaign Management key refused there with 401); 1,000 requests per 60
 * seconds, then 429 for 10 minutes; a report over start..end with installs.
 */

const SECRET = 'applovin-documented-test-secret-0123456789';
const MANAGEMENT_KEY = 'sandbox-applovin-key';
const REPORT_KEY = 'sandbox-applovin-report-key';
const WORLD = {
  seed: 23,
  designs: 4,
  meta: { accountIds: [], campaigns: 0, adSetsPerCampaign: 0, adsPerAdSet: 0 },
  applovin: { accountIds: ['31', '32', '33', '34'], campaigns: 2, creativeSetsPerCampaign: 3, assetsPerCreativeSet: 2 },
};

interface WorldSummary {
  applovin: { id: string; campaigns: { id: string }[]; creativeSets: { id: string; campaign_id: string; assets: { id: string }[] }[] }[];
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the AppLovin connector as documented, against the sandbox process', () => {
  let sandbox: SandboxProcess;
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let config: AppConfig;
  let deps: SyncDeps;
  let worker: JobWorker;
  let world: WorldSummary;
  const ids = { client: '', app: '' };

  const admin = async <T>(route: string, body?: unknown): Promise<T> => {
    const response = await fetch(
      `${sandbox.url}/__admin/${route}`,
      body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
    );
    return (await response.json()) as T;
  };
  const requestLog = () => admin<{ path: string; status: number }[]>('requests');
  const callsOf = async (accountId: string) =>
    (await requestLog()).filter((entry) => entry.path.includes('/manage/v1/') && entry.path.includes(`account_id=${accountId}`));
  const one = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query))[0]!;
  const accountRow = async (id: string) => (await db.select().from(adAccounts).where(eq(adAccounts.id, id)))[0]!;
  const metricsDeps = () => ({ db, config, getSigningSecret: () => SECRET, http: { sleep: async () => {} } });

  async function createAccount(externalAccountId: string, credentials: Record<string, string>) {
    const code = `aacal${externalAccountId}`;
    const [row] = await db
      .insert(adAccounts)
      .values({
        code,
        clientId: ids.client,
        applicationId: ids.app,
        channelCode: 'applovin',
        connector: 'applovin',
        externalAccountId,
        name: `AppLovin ${externalAccountId}`,
        baseUrl: `${sandbox.url}/applovin/manage/v1`,
        credentialsSealed: sealCredentials(SECRET, code, credentials),
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ env: { SANDBOX_WORLD: JSON.stringify(WORLD) } });
    world = await admin<WorldSummary>('world');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-applovin-'));
    handle = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    await syncTenancyReferenceData(db);
    await db.execute(sql`insert into channels (code, name) values ('applovin', 'AppLovin') on conflict do nothing`);
    ids.client = (await one<{ id: string }>(sql`insert into clients (code, name) values ('alv', 'AppLovin client') returning id`)).id;
    ids.app = (
      await one<{ id: string }>(
        sql`insert into applications (client_id, code, name) values (${ids.client}, 'gem', 'Gem Rush') returning id`,
      )
    ).id;
    config = loadConfig({ SESSION_SECRET: SECRET });
    config.sandboxOrigins.push(new URL(sandbox.url).origin);
    deps = {
      db,
      config,
      storage: {} as ObjectStorage,
      getSigningSecret: () => SECRET,
      connectorOptions: { pageSize: 2, http: { sleep: async () => {} }, appLovinPacer: new AppLovinPacer() },
    };
    const jobDeps: JobDependencies = { db, storage: {} as ObjectStorage, config, log: pino({ level: 'silent' }) };
    worker = new JobWorker({
      db,
      log: pino({ level: 'silent' }),
      handlers: { ...adNetworksModule.jobs!(jobDeps).handlers, ...analyticsModule.jobs!(jobDeps).handlers },
    });
  }, 120_000);

  afterAll(async () => {
    await sandbox?.stop();
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads creative sets by campaign ids, grouped and paged, paused ones with their state, on a first sync', async () => {
    const [truth] = world.applovin.filter((account) => account.id === '31');
    const paused = truth!.creativeSets[1]!;
    await admin(`applovin/creative-sets/${paused.id}`, { status: 'PAUSED' });
    await admin('requests/clear', {});
    const account = await createAccount('31', { apiKey: MANAGEMENT_KEY, reportKey: REPORT_KEY });
    const result = await runAdAccountSync(deps, account.id, 'manual');
    expect(result?.status).toBe('succeeded');

    const calls = await callsOf('31');
    expect(calls.every((entry) => entry.status === 200)).toBe(true);
    const setCalls = calls.filter((entry) => entry.path.includes('/creative_set/list_by_campaign_id'));
    // Six creative sets two a page: three full pages and the empty one after them, all asked by ids.
    expect(setCalls.map((entry) => new URL(entry.path, sandbox.url).searchParams.get('page'))).toEqual(['1', '2', '3', '4']);
    const campaignIds = truth!.campaigns.map((campaign) => campaign.id).join(',');
    for (const entry of setCalls) {
      const query = new URL(entry.path, sandbox.url).searchParams;
      expect(query.get('ids')).toBe(campaignIds);
      expect(query.has('campaign_id')).toBe(false);
    }

    const sets = rowsOf<{ external_id: string; status: string; campaign: string }>(
      await db.execute(sql`select s.external_id, s.status, c.external_id as campaign from ad_asset_sets s
        join ad_sub_campaigns sc on sc.id = s.sub_campaign_id join ad_campaigns c on c.id = sc.campaign_id
        where c.ad_account_id = ${account.id} order by s.external_id`),
    );
    expect(sets.map((row) => [row.external_id, row.campaign]).sort()).toEqual(
      truth!.creativeSets.map((set) => [set.id, set.campaign_id]).sort(),
    );
    expect(sets.find((row) => row.external_id === paused.id)?.status).toBe('paused');
    expect(sets.filter((row) => row.status === 'active')).toHaveLength(5);
    const adCount = await one<{ count: number }>(
      sql`select count(*)::int as count from ads a join ad_asset_sets s on s.id = a.asset_set_id
        join ad_sub_campaigns sc on sc.id = s.sub_campaign_id join ad_campaigns c on c.id = sc.campaign_id where c.ad_account_id = ${account.id}`,
    );
    expect(adCount.count).toBe(12);
  });

  it('backfills 45 days of creative-set days with installs, with the Report Key, equal to the report', async () => {
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, '31'));
    await admin('requests/clear', {});
    const outcome = await runAdMetricsSync(metricsDeps(), account!.id);
    expect(outcome.status).toBe('succeeded');

    const reportCalls = (await requestLog()).filter((entry) => entry.path.startsWith('/applovin/report'));
    expect(reportCalls).toHaveLength(1);
    const query = new URL(reportCalls[0]!.path, sandbox.url).searchParams;
    const today = new Date().toISOString().slice(0, 10);
    expect(Object.fromEntries(['api_key', 'report_type', 'format', 'start', 'end'].map((name) => [name, query.get(name)]))).toEqual({
      api_key: REPORT_KEY,
      report_type: 'advertiser',
      format: 'json',
      start: addDays(today, -45),
      end: addDays(today, -1),
    });
    expect(query.get('columns')!.split(',')).toEqual(expect.arrayContaining(['day', 'creative_set_id', 'conversions', 'cost']));

    // The truth: the report itself, summed per creative set over the window.
    const report = new URLSearchParams({
      api_key: REPORT_KEY,
      report_type: 'advertiser',
      format: 'json',
      start: addDays(today, -45),
      end: addDays(today, -1),
      columns: 'day,creative_set_id,impressions,conversions,cost',
    });
    const answer = (await (await fetch(`${sandbox.url}/applovin/report?${report.toString()}`)).json()) as {
      results: { day: string; creative_set_id: string; impressions: string; conversions: string; cost: string }[];
    };
    const ours = new Set(world.applovin.find((item) => item.id === '31')!.creativeSets.map((set) => set.id));
    const truth = new Map<string, { cost: number; installs: number; days: number }>();
    for (const row of answer.results.filter((item) => ours.has(item.creative_set_id))) {
      const entry = truth.get(row.creative_set_id) ?? { cost: 0, installs: 0, days: 0 };
      entry.cost += Number(row.cost);
      entry.installs += Number(row.conversions);
      entry.days += 1;
      truth.set(row.creative_set_id, entry);
    }
    expect(truth.size).toBe(6);
    const stored = rowsOf<{ external_id: string; spend: string; installs: number; days: number; min_day: string }>(
      await db.execute(sql`select s.external_id, sum(m.spend)::text as spend, sum(m.installs)::int as installs, count(*)::int as days,
        to_char(min(m.day), 'YYYY-MM-DD') as min_day
        from ad_metric_days m join ad_asset_sets s on s.id = m.asset_set_id where m.source = 'applovin' group by s.external_id`),
    );
    expect(stored).toHaveLength(6);
    for (const row of stored) {
      const expected = truth.get(row.external_id)!;
      expect(Number(row.spend)).toBeCloseTo(expected.cost, 2);
      expect(row.installs).toBe(expected.installs);
      expect(row.installs).toBeGreaterThan(0);
      expect(row.days).toBe(expected.days);
      expect(row.days).toBeGreaterThan(1);
    }
  });

  it('never sends the Campaign Management key for metrics: without a Report Key the sync fails saying so', async () => {
    // The documented API refuses the management key on the report.
    const refused = await fetch(
      `${sandbox.url}/applovin/report?${new URLSearchParams({ api_key: MANAGEMENT_KEY, report_type: 'advertiser', format: 'json', start: addDays(new Date().toISOString().slice(0, 10), -3), end: addDays(new Date().toISOString().slice(0, 10), -1), columns: 'day,cost' }).toString()}`,
    );
    expect(refused.status).toBe(401);

    const account = await createAccount('32', { apiKey: MANAGEMENT_KEY });
    expect((await runAdAccountSync(deps, account.id, 'manual'))?.status).toBe('succeeded');
    await admin('requests/clear', {});
    const outcome = await runAdMetricsSync(metricsDeps(), account.id);
    expect(outcome.status).toBe('failed');
    expect((outcome as { error: string }).error).toMatch(/no AppLovin Report Key/);
    expect((await requestLog()).filter((entry) => entry.path.startsWith('/applovin/report'))).toHaveLength(0);

    // A wrong Report Key: refused with 401, the account marked until a key is entered again.
    const wrong = await createAccount('33', { apiKey: MANAGEMENT_KEY, reportKey: MANAGEMENT_KEY });
    expect((await runAdAccountSync(deps, wrong.id, 'manual'))?.status).toBe('succeeded');
    const refusedRun = await runAdMetricsSync(metricsDeps(), wrong.id);
    expect(refusedRun.status).toBe('failed');
    const marked = await accountRow(wrong.id);
    expect(marked.credentialsRefusedAt).not.toBeNull();
    expect(marked.credentialsRefusal).toMatch(/AppLovin refused the Report Key/);
  });

  it('paces its calls below the limit, so a sync bigger than the allowance is never blocked', async () => {
    // The documented limit scaled down (4 calls per 2 s); the connector keeps to 3 per 2 s.
    await admin('applovin/limits', { callsPerMinute: 4, windowSeconds: 2, resetUsage: true });
    await admin('requests/clear', {});
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, '31'));
    const pacer = new AppLovinPacer(3, 2);
    const slept: number[] = [];
    const result = await runAdAccountSync(
      {
        ...deps,
        connectorOptions: {
          pageSize: 2,
          appLovinPacer: pacer,
          http: { sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => void slept.push(ms)) },
        },
      },
      account!.id,
      'manual',
    );
    expect(result?.status).toBe('succeeded');
    const calls = await callsOf('31');
    expect(calls).toHaveLength(6);
    expect(calls.every((entry) => entry.status === 200)).toBe(true);
    expect(slept.length).toBeGreaterThan(0);
  });

  it('takes a 429 as the documented 10-minute block: one call into it, the account waits, no worker held', async () => {
    // The allowance scaled down to one call a minute: the sync's second call (its creative sets) is refused.
    await admin('applovin/limits', { callsPerMinute: 1, windowSeconds: 60, resetUsage: true });
    await admin('requests/clear', {});
    const account = await createAccount('34', { apiKey: MANAGEMENT_KEY, reportKey: REPORT_KEY });
    const jobId = (await enqueueAdAccountSync(db, account.id, 'schedule'))!;
    await worker.runUntilIdle();

    const calls = await callsOf('34');
    expect(calls.map((entry) => entry.status)).toEqual([200, 429]);
    const [deferred] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(deferred).toMatchObject({ status: 'pending', attempts: 0 });
    const waitSeconds = (deferred!.runAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(590);
    expect(waitSeconds).toBeLessThanOrEqual(600);
    const marked = await accountRow(account.id);
    expect(marked.throttledUntil!.getTime()).toBe(deferred!.runAt.getTime());
    expect(marked.throttleMessage).toMatch(/^AppLovin answered 429 \(RATE_LIMIT_EXCEEDED\)/);
    const [waiting] = await db
      .select()
      .from(adSyncRuns)
      .where(and(eq(adSyncRuns.adAccountId, account.id), eq(adSyncRuns.kind, 'tree')));
    expect(waiting).toMatchObject({ status: 'waiting' });

    // Asked again while blocked: nothing goes out.
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    await worker.runUntilIdle();
    expect(await scheduleDueAdAccountSyncs(db)).toBe(0);
    expect(await callsOf('34')).toHaveLength(2);

    // The ten minutes pass: the sync runs and succeeds.
    await admin('applovin/limits', { callsPerMinute: 1000, resetUsage: true });
    await db
      .update(adAccounts)
      .set({ throttledUntil: sql`now() - interval '1 second'` })
      .where(eq(adAccounts.id, account.id));
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    await worker.runUntilIdle();
    expect((await db.select().from(jobs).where(eq(jobs.id, jobId)))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });
});

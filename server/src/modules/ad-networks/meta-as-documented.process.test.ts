import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../../test/pglite-template.js';
import { loadConfig, type AppConfig } from '../../config.js';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../db/client.js';
import { adAccounts, adMetricDays, adSyncRuns, ads, jobs, notifications } from '../../db/schema/index.js';
import type { JobDependencies } from '../../jobs/registry.js';
import { JobWorker } from '../../jobs/worker.js';
import type { ObjectStorage } from '../../storage/types.js';
import { analyticsModule, runAdMetricsSync, scheduleAdMetricsSyncs } from '../analytics/index.js';
import { syncTenancyReferenceData, type Access, type ApplicationScope } from '../tenancy/index.js';
import { sealCredentials } from './credentials.js';
import { adNetworksModule } from './index.js';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process.js';
import { pruneSyncRuns } from './health.js';
import { findAdAccounts, updateAdAccount } from './service.js';
import { enqueueAdAccountSync, runAdAccountSync, scheduleDueAdAccountSyncs, type SyncDeps } from './sync.js';

/**
 * Meta as its Marketing API documents it, against the sandbox process speaking the unkind parts:
 * deleted and archived ads left out unless asked for (and their spend with them), an account
 * throttled with the wait only in its usage headers, usage climbing towards 100 %, a token that
 * expires, an Insights call that fails. The syncs run as the queue runs them (the modules' own job
 * handlers on a worker) where waiting and retrying are what is tested.
 */

const SECRET = 'meta-documented-test-secret-0123456789';
const TOKEN = 'sandbox-meta-token';
const WORLD = {
  seed: 11,
  designs: 4,
  meta: {
    accountIds: ['888', '889', '890', '891'],
    campaigns: 1,
    adSetsPerCampaign: 1,
    adsPerAdSet: 4,
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
  },
  applovin: { accountIds: [], campaigns: 0, creativeSetsPerCampaign: 0, assetsPerCreativeSet: 0 },
};

interface WorldSummary {
  meta: { id: string; today: string; ads: { id: string; status: string }[] }[];
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the Meta connector as documented, against the sandbox process', () => {
  let sandbox: SandboxProcess;
  let handle: DatabaseHandle;
  let db: Database;
  let dataDir: string;
  let config: AppConfig;
  let deps: SyncDeps;
  let worker: JobWorker;
  const ids = { client: '', app: '', manager: '', lead: '' };
  const sleeps: number[] = [];
  let scope: ApplicationScope;
  let access: Access;

  const admin = async <T>(route: string, body?: unknown): Promise<T> => {
    const response = await fetch(
      `${sandbox.url}/__admin/${route}`,
      body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
    );
    return (await response.json()) as T;
  };
  const requestLog = () => admin<{ path: string; status: number }[]>('requests');
  const callsTo = async (accountId: string) => (await requestLog()).filter((entry) => entry.path.includes(`/act_${accountId}`));
  const one = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query))[0]!;
  const accountRow = async (id: string) => (await db.select().from(adAccounts).where(eq(adAccounts.id, id)))[0]!;
  const runsOf = (id: string, kind: 'tree' | 'metrics') =>
    db
      .select()
      .from(adSyncRuns)
      .where(and(eq(adSyncRuns.adAccountId, id), eq(adSyncRuns.kind, kind)))
      .orderBy(sql`${adSyncRuns.startedAt} desc`);
  const problemsFor = (accountId: string) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'adAccountProblem'), like(notifications.dedupeKey, `%:${accountId}:%`)));
  const metricsDeps = () => ({ db, config, getSigningSecret: () => SECRET, http: { sleep: async () => {} } });

  async function createAccount(externalAccountId: string) {
    const code = `aacmeta${externalAccountId}`;
    const [row] = await db
      .insert(adAccounts)
      .values({
        code,
        clientId: ids.client,
        applicationId: ids.app,
        channelCode: 'meta',
        connector: 'meta',
        externalAccountId: `act_${externalAccountId}`,
        name: `Meta ${externalAccountId}`,
        baseUrl: `${sandbox.url}/meta/v21.0`,
        credentialsSealed: sealCredentials(SECRET, code, { accessToken: TOKEN }),
      })
      .returning();
    return row!;
  }

  /** What the sandbox's insights say, asking for every status: the ground truth per ad. */
  async function metaTruth(accountId: string, since: string, until: string) {
    const query = new URLSearchParams({
      level: 'ad',
      time_increment: '1',
      time_range: JSON.stringify({ since, until }),
      fields: 'ad_id,spend,actions',
      filtering: JSON.stringify([{ field: 'ad.effective_status', operator: 'IN', value: ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED'] }]),
      limit: '500',
    });
    let url: string | undefined = `${sandbox.url}/meta/v21.0/act_${accountId}/insights?${query.toString()}`;
    const truth = new Map<string, { spend: number; installs: number; days: number }>();
    while (url) {
      const page = (await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as {
        data: { ad_id: string; spend: string; actions?: { action_type: string; value: string }[] }[];
        paging?: { next?: string };
      };
      for (const row of page.data) {
        const entry = truth.get(row.ad_id) ?? { spend: 0, installs: 0, days: 0 };
        entry.spend += Number(row.spend);
        entry.installs += Number(row.actions?.find((item) => item.action_type === 'mobile_app_install')?.value ?? 0);
        entry.days += 1;
        truth.set(row.ad_id, entry);
      }
      url = page.paging?.next;
    }
    return truth;
  }

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ env: { SANDBOX_WORLD: JSON.stringify(WORLD) } });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-meta-'));
    await prepareMigratedDataDir(dataDir);
    handle = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
    await handle.migrate();
    db = handle.db;
    await syncTenancyReferenceData(db);
    await db.execute(sql`insert into channels (code, name) values ('meta', 'Meta') on conflict do nothing`);
    ids.client = (await one<{ id: string }>(sql`insert into clients (code, name) values ('mta', 'Meta client') returning id`)).id;
    ids.app = (
      await one<{ id: string }>(
        sql`insert into applications (client_id, code, name) values (${ids.client}, 'gem', 'Gem Rush') returning id`,
      )
    ).id;
    for (const [key, email, role] of [
      ['manager', 'ua@example.test', 'admin'],
      ['lead', 'lead@example.test', 'creativeLead'],
    ] as const) {
      ids[key] = (await one<{ id: string }>(sql`insert into users (email_address, first_name) values (${email}, ${key}) returning id`)).id;
      await db.execute(sql`insert into client_users (client_id, user_id) values (${ids.client}, ${ids[key]})`);
      await db.execute(sql`insert into client_user_roles (client_id, user_id, role_code) values (${ids.client}, ${ids[key]}, ${role})`);
    }
    // As the server does with the sandbox it starts: its origin alone may be on loopback.
    config = loadConfig({ SESSION_SECRET: SECRET });
    config.sandboxOrigins.push(new URL(sandbox.url).origin);
    deps = {
      db,
      config,
      storage: {} as ObjectStorage,
      getSigningSecret: () => SECRET,
      connectorOptions: { pageSize: 2, http: { sleep: async (milliseconds) => void sleeps.push(milliseconds) } },
    };
    // The modules' own job handlers, as the server runs them.
    const jobDeps: JobDependencies = { db, storage: {} as ObjectStorage, config, log: pino({ level: 'silent' }) };
    worker = new JobWorker({
      db,
      log: pino({ level: 'silent' }),
      handlers: { ...adNetworksModule.jobs!(jobDeps).handlers, ...analyticsModule.jobs!(jobDeps).handlers },
    });
    scope = {
      clientId: ids.client,
      clientCode: 'mta',
      clientName: 'Meta client',
      isInternal: false,
      permissions: new Set(),
      onlyConceptCode: null,
      isStaff: false,
      application: { id: ids.app, code: 'gem', name: 'Gem Rush', clientId: ids.client },
    };
    access = { require: async () => scope, requireViewer: async () => ({ userId: ids.manager }) } as unknown as Access;
  }, 120_000);

  afterAll(async () => {
    await sandbox?.stop();
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps deleted and archived ads with their spend and their real state, in the account’s currency and days', async () => {
    const account = await createAccount('888');
    expect((await runAdAccountSync(deps, account.id, 'manual'))?.status).toBe('succeeded');
    expect((await runAdMetricsSync(metricsDeps(), account.id)).status).toBe('succeeded');
    const stored = await accountRow(account.id);
    expect({ currency: stored.currency, timeZone: stored.timeZone }).toEqual({ currency: 'EUR', timeZone: 'Europe/Berlin' });

    // The team deletes one ad after its last day of delivery (yesterday) and archives another.
    const world = await admin<WorldSummary>('world');
    const meta = world.meta.find((item) => item.id === '888')!;
    const yesterday = addDays(meta.today, -1);
    const [deleted, archived] = [meta.ads[0]!.id, meta.ads[1]!.id];
    await admin(`meta/ads/${deleted}`, { status: 'DELETED', lastDeliveryDay: yesterday });
    await admin(`meta/ads/${archived}`, { status: 'ARCHIVED', lastDeliveryDay: addDays(yesterday, -1) });
    // The default answers no longer have them.
    const listed = (await (
      await fetch(`${sandbox.url}/meta/v21.0/act_888/ads?fields=id&limit=50`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).json()) as { data: { id: string }[] };
    expect(listed.data.map((item) => item.id)).not.toContain(deleted);

    await admin('requests/clear', {});
    expect((await runAdAccountSync(deps, account.id, 'manual'))?.status).toBe('succeeded');
    expect((await runAdMetricsSync(metricsDeps(), account.id)).status).toBe('succeeded');
    // Incrementally, every status asked for, on the edges and in the insights.
    for (const entry of (await callsTo('888')).filter((item) => /\/(ads|insights)\?/.test(item.path)))
      expect(decodeURIComponent(entry.path)).toMatch(/"DELETED".*"ARCHIVED"|"ARCHIVED".*"DELETED"/);

    const statuses = Object.fromEntries(
      (await db.select({ externalId: ads.externalId, status: ads.status }).from(ads)).map((row) => [row.externalId, row.status]),
    );
    expect(statuses[deleted]).toBe('deleted');
    expect(statuses[archived]).toBe('archived');

    // Every ad's spend and installs equal what Meta reports for it over the synced days: the deleted
    // ad keeps its last days, installs are read once (not once per duplicate action type).
    const { first, last } = await one<{ first: string; last: string }>(
      sql`select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from ad_metric_days`,
    );
    expect(last).toBe(yesterday);
    const truth = await metaTruth('888', first, last);
    const storedFigures = rowsOf<{ external_id: string; spend: number; installs: number; days: number; currencies: string }>(
      await db.execute(sql`select a.external_id, sum(m.spend)::float as spend, sum(m.installs)::int as installs, count(*)::int as days,
        string_agg(distinct m.currency, ',') as currencies
        from ad_metric_days m join ads a on a.id = m.ad_id group by a.external_id`),
    );
    expect(storedFigures).toHaveLength(4);
    for (const row of storedFigures) {
      const expected = truth.get(row.external_id)!;
      expect(row.spend, row.external_id).toBeCloseTo(expected.spend, 2);
      expect(row.installs, row.external_id).toBe(expected.installs);
      expect(row.days, row.external_id).toBe(expected.days);
      expect(row.currencies).toBe('EUR');
    }
    const deletedYesterday = await db
      .select()
      .from(adMetricDays)
      .where(and(eq(adMetricDays.day, yesterday), sql`${adMetricDays.adId} = (select id from ads where external_id = ${deleted})`));
    expect(deletedYesterday).toHaveLength(1);
    expect(deletedYesterday[0]!.spend).toBeGreaterThan(0);
  });

  it('waits out a throttled account for the time Meta states, sending nothing meanwhile and holding no worker', async () => {
    const account = await createAccount('889');
    await admin('throttle', { network: 'meta', accountId: '889', minutes: 3 });
    await admin('requests/clear', {});
    const jobId = (await enqueueAdAccountSync(db, account.id, 'schedule'))!;
    await worker.runUntilIdle();

    // One call, answered with 80004 and the wait in X-Business-Use-Case-Usage: no retry into it.
    expect((await callsTo('889')).map((entry) => entry.status)).toEqual([400]);
    const [deferred] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(deferred).toMatchObject({ status: 'pending', attempts: 0 });
    const waitSeconds = (deferred!.runAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(150);
    expect(waitSeconds).toBeLessThanOrEqual(180);
    const marked = await accountRow(account.id);
    expect(marked.throttledUntil!.getTime()).toBe(deferred!.runAt.getTime());
    expect(marked.throttleMessage).toMatch(
      /^Meta answered 400 \(error 80004\/2446079\): There have been too many calls to this ad-account/,
    );
    const [waiting] = await runsOf(account.id, 'tree');
    expect(waiting).toMatchObject({ status: 'waiting', summary: { waitUntil: marked.throttledUntil!.toISOString() } });

    // Asked again while throttled (a schedule, "Sync now", the metrics): nothing goes out.
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    await worker.runUntilIdle();
    expect(await scheduleDueAdAccountSyncs(db)).toBe(0);
    await scheduleAdMetricsSyncs(db);
    expect(await callsTo('889')).toHaveLength(1);
    const [again] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(again!.runAt.getTime()).toBe(marked.throttledUntil!.getTime());

    // The stated time passes: the sync runs and succeeds.
    await admin('throttle', { network: 'meta', clear: true });
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
    expect((await runsOf(account.id, 'tree')).map((run) => run.status)).toEqual(['succeeded', 'waiting']);
    expect((await callsTo('889')).every((entry, index) => index === 0 || entry.status === 200)).toBe(true);
  });

  it('slows down as usage nears 100 % and stops before Meta has to throttle', async () => {
    const account = await createAccount('890');
    await admin('meta/limits', { callsPerHour: 8, resetUsage: true });
    await admin('requests/clear', {});
    sleeps.length = 0;
    try {
      const result = await runAdAccountSync({ ...deps, connectorOptions: { ...deps.connectorOptions, pageSize: 1 } }, account.id, 'manual');
      // Eight calls at 12.5 % each (Meta reports whole percents): a pause at 88 %, nothing sent at 100 %.
      expect(result?.status).toBe('waiting');
      const calls = await callsTo('890');
      expect(calls).toHaveLength(8);
      expect(calls.every((entry) => entry.status === 200)).toBe(true);
      expect(sleeps).toEqual([3250]);
      const marked = await accountRow(account.id);
      expect(marked.throttleMessage).toBe("The network reports 100 % of the account's allowance used; the sync waits before sending more.");
      // Until the usage window says it resets (the oldest call leaves the hour).
      expect(marked.throttledUntil!.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    } finally {
      await admin('meta/limits', { callsPerHour: 10_000, resetUsage: true });
    }
  });

  it('shows a failing metrics sync as failed with Meta’s message and tells the managers once per spell', async () => {
    const [account] = await db.select().from(adAccounts).where(eq(adAccounts.externalAccountId, 'act_888'));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await admin('meta/fail', { edge: '/insights', count: 1 });
      const outcome = await runAdMetricsSync(metricsDeps(), account!.id);
      expect(outcome).toMatchObject({ status: 'failed' });
    }
    const [view] = await findAdAccounts(
      { db, access, config, getSigningSecret: () => SECRET },
      { clientCode: 'mta', applicationCode: 'gem' },
    );
    expect(view!.lastRun).toMatchObject({ kind: 'tree', status: 'succeeded' });
    expect(view!.lastMetricsRun).toMatchObject({
      kind: 'metrics',
      status: 'failed',
      error: 'Meta answered 400 (error 100/1504018): Your request timed out. Try a smaller date range, fetch less data, or use async jobs.',
    });
    const told = await problemsFor(account!.id);
    expect(told.map((row) => [row.userId, row.title])).toEqual([[ids.manager, 'The metrics sync of Meta 888 failed']]);
    expect(told[0]!.body).toMatch(/^Gem Rush: Meta answered 400 \(error 100\/1504018\)/);

    // It works again, then fails again: a new spell, told again.
    expect((await runAdMetricsSync(metricsDeps(), account!.id)).status).toBe('succeeded');
    await admin('meta/fail', { edge: '/insights', count: 1 });
    await runAdMetricsSync(metricsDeps(), account!.id);
    expect(await problemsFor(account!.id)).toHaveLength(2);
  });

  it('stops an account whose token expired, marks it and tells its managers once, until a new token is entered', async () => {
    const account = await createAccount('891');
    await db.update(adAccounts).set({ syncIntervalMinutes: 15 }).where(eq(adAccounts.id, account.id));
    expect((await runAdAccountSync(deps, account.id, 'manual'))?.status).toBe('succeeded');
    await admin('meta/token', { state: 'expired' });
    try {
      // Two attempts, as the schedule and a "Sync now" would make them.
      for (const trigger of ['schedule', 'manual'] as const) {
        await enqueueAdAccountSync(db, account.id, trigger);
        await worker.runUntilIdle();
      }
      const runs = await runsOf(account.id, 'tree');
      expect(runs.map((run) => run.status)).toEqual(['failed', 'failed', 'succeeded']);
      expect(runs[0]!.error).toMatch(
        /^Meta refused the access token: the access token has expired \(Error validating access token: Session has expired on .+\)\. Enter a new access token for the account\.$/,
      );
      const marked = await accountRow(account.id);
      expect(marked.credentialsRefusedAt).not.toBeNull();
      expect(marked.credentialsRefusal).toBe(runs[0]!.error);

      // The managers (not the creative lead) are told once, in the app and by e-mail.
      const told = await problemsFor(account.id);
      expect(told.map((row) => row.userId)).toEqual([ids.manager]);
      expect(told[0]!.title).toBe('Meta 891 stopped syncing: its credentials were refused');
      expect(told[0]!.link).toBe('/mta/creative/ad-accounts');
      const mails = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, 'sendNotificationEmail'), sql`${jobs.payload}->>'notificationId' = ${told[0]!.id}`));
      expect(mails).toHaveLength(1);

      // The schedule stops: nothing is queued however long ago it last tried, metrics neither.
      await db
        .update(adSyncRuns)
        .set({ startedAt: sql`now() - interval '1 day'` })
        .where(eq(adSyncRuns.adAccountId, account.id));
      await scheduleDueAdAccountSyncs(db);
      await scheduleAdMetricsSyncs(db);
      const queued = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), sql`${jobs.payload}->>'adAccountId' = ${account.id}`));
      expect(queued).toEqual([]);
      expect(await runAdMetricsSync(metricsDeps(), account.id)).toEqual({ status: 'skipped' });

      // A new token: the mark goes, the schedule resumes, the sync succeeds.
      await admin('meta/token', { state: 'valid' });
      await updateAdAccount(
        { db, access, config, getSigningSecret: () => SECRET },
        { clientCode: 'mta', applicationCode: 'gem', adAccountCode: account.code, adAccount: { credentials: { accessToken: TOKEN } } },
      );
      expect((await accountRow(account.id)).credentialsRefusedAt).toBeNull();
      expect(await scheduleDueAdAccountSyncs(db)).toBe(1);
      await worker.runUntilIdle();
      expect((await runsOf(account.id, 'tree'))[0]!.status).toBe('succeeded');

      // Refused again later (a changed password): a new mark, told again.
      await admin('meta/token', { state: 'passwordChanged' });
      await enqueueAdAccountSync(db, account.id, 'manual');
      await worker.runUntilIdle();
      const toldAgain = await problemsFor(account.id);
      expect(toldAgain).toHaveLength(2);
      expect((await accountRow(account.id)).credentialsRefusal).toMatch(/the password of the person whose token it is was changed/);
    } finally {
      await admin('meta/token', { state: 'valid' });
    }
  });

  it('keeps an account’s runs for 90 days, and its last run of each kind whatever its age', async () => {
    const account = await createAccount('899');
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    await db.insert(adSyncRuns).values([
      { adAccountId: account.id, kind: 'tree', trigger: 'schedule', status: 'succeeded', startedAt: at(200) },
      { adAccountId: account.id, kind: 'tree', trigger: 'schedule', status: 'failed', startedAt: at(120) },
      { adAccountId: account.id, kind: 'tree', trigger: 'schedule', status: 'succeeded', startedAt: at(10) },
      { adAccountId: account.id, kind: 'metrics', trigger: 'schedule', status: 'failed', startedAt: at(150) },
    ]);
    expect(await pruneSyncRuns(db)).toBe(2);
    const left = await db.select().from(adSyncRuns).where(eq(adSyncRuns.adAccountId, account.id));
    expect(left.map((run) => `${run.kind}:${run.status}`).sort()).toEqual(['metrics:failed', 'tree:succeeded']);
  });
});

import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  adAccounts,
  adSyncRuns,
  applications,
  clients,
  clientUserRoles,
  clientUsers,
  rolePermissions,
  users,
} from '../../db/schema/index.js';
import { notifyUsers } from '../notifications/index.js';
import { ConnectorError, CredentialsRefusedError, NetworkThrottledError } from './connectors/index.js';

/**
 * What happens to an ad account when a network pushes back, whatever the network and whichever
 * sync (the tree's or the metrics'):
 *
 * - Throttled: the account is marked with the time the network stated; nothing is sent to it
 *   before then (the syncs check the mark and defer their job to it).
 * - Credentials refused (expired or revoked token, changed password, wrong key): the account is
 *   marked, its schedules stop, and its managers are told once; the mark goes when someone enters
 *   credentials again.
 * - A sync that fails for good: its run shows the network's message, and the managers are told once
 *   per failure spell (the first failed run after the last success), not per retry.
 */

type AccountRow = typeof adAccounts.$inferSelect;
export type SyncKind = 'tree' | 'metrics';

/** The account's throttle mark while it lasts: no call to the network before it. */
export function activeThrottle(account: Pick<AccountRow, 'throttledUntil'>, now = new Date()): Date | null {
  return account.throttledUntil && account.throttledUntil.getTime() > now.getTime() ? account.throttledUntil : null;
}

/** Marks the account throttled for `waitSeconds` (a later mark already there stays); returns the time calls may resume. */
export async function markThrottled(executor: Executor, adAccountId: string, waitSeconds: number, message: string): Promise<Date> {
  const until = new Date(Date.now() + Math.max(1, Math.ceil(waitSeconds)) * 1000);
  const [row] = await executor
    .update(adAccounts)
    .set({
      throttledUntil: sql`greatest(coalesce(${adAccounts.throttledUntil}, ${until}), ${until})`,
      throttleMessage: message.slice(0, 2000),
      updatedAt: sql`now()`,
    })
    .where(eq(adAccounts.id, adAccountId))
    .returning({ throttledUntil: adAccounts.throttledUntil });
  return row?.throttledUntil ?? until;
}

/** The users who manage the client's ad accounts (`creative:access` and `adAccount:manage`), active in it. */
export async function findAccountManagers(executor: Executor, clientId: string): Promise<string[]> {
  const holders = (permission: string) =>
    executor
      .select({ userId: clientUserRoles.userId })
      .from(clientUserRoles)
      .innerJoin(rolePermissions, and(eq(rolePermissions.roleCode, clientUserRoles.roleCode), eq(rolePermissions.permission, permission)))
      .where(eq(clientUserRoles.clientId, clientId));
  const [access, manage] = await Promise.all([holders('creative:access'), holders('adAccount:manage')]);
  const both = [...new Set(access.map((row) => row.userId))].filter((id) => manage.some((row) => row.userId === id));
  if (both.length === 0) return [];
  const active = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(clientUsers, and(eq(clientUsers.userId, users.id), eq(clientUsers.clientId, clientId), eq(clientUsers.status, 'active')))
    .where(and(inArray(users.id, both), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return active.map((row) => row.id);
}

async function notifyManagers(executor: Executor, account: AccountRow, draft: { title: string; body: string; dedupeKey: string }) {
  const [where] = await executor
    .select({ clientCode: clients.code, applicationName: applications.name })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .where(eq(applications.id, account.applicationId));
  const managers = await findAccountManagers(executor, account.clientId);
  return notifyUsers(executor, managers, {
    clientId: account.clientId,
    kind: 'adAccountProblem',
    title: draft.title,
    body: where ? `${where.applicationName}: ${draft.body}` : draft.body,
    link: `/${encodeURIComponent(where?.clientCode ?? '')}/creative/ad-accounts`,
    actorId: null,
    dedupeKey: draft.dedupeKey,
  });
}

/**
 * Marks the account's credentials as refused and tells its managers, once: a mark already there
 * only gets the newer message. Returns true when this call set the mark.
 */
export async function markCredentialsRefused(db: Database, adAccountId: string, message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(adAccounts)
      .set({ credentialsRefusedAt: sql`now()`, credentialsRefusal: message.slice(0, 2000), updatedAt: sql`now()` })
      .where(and(eq(adAccounts.id, adAccountId), isNull(adAccounts.credentialsRefusedAt)))
      .returning();
    if (!marked) {
      await tx
        .update(adAccounts)
        .set({ credentialsRefusal: message.slice(0, 2000) })
        .where(eq(adAccounts.id, adAccountId));
      return false;
    }
    await notifyManagers(tx, marked, {
      title: `${marked.name} stopped syncing: its credentials were refused`,
      body: `${message} Its scheduled syncs are stopped until someone enters the credentials again.`,
      dedupeKey: `adCredentials:${marked.id}:${marked.credentialsRefusedAt!.toISOString()}`,
    });
    return true;
  });
}

/** What entering credentials again clears. */
export const CREDENTIALS_ENTERED = { credentialsRefusedAt: null, credentialsRefusal: null } as const;

/**
 * Tells the account's managers that a sync failed for good, once per failure spell: the spell is
 * the failed runs of that kind since its last success, named by its first run.
 */
export async function reportSyncFailure(db: Database, adAccountId: string, kind: SyncKind, message: string) {
  const [account] = await db.select().from(adAccounts).where(eq(adAccounts.id, adAccountId));
  if (!account) return [];
  const [lastSuccess] = await db
    .select({ startedAt: adSyncRuns.startedAt })
    .from(adSyncRuns)
    .where(and(eq(adSyncRuns.adAccountId, adAccountId), eq(adSyncRuns.kind, kind), eq(adSyncRuns.status, 'succeeded')))
    .orderBy(desc(adSyncRuns.startedAt))
    .limit(1);
  const [firstFailure] = await db
    .select({ id: adSyncRuns.id })
    .from(adSyncRuns)
    .where(
      and(
        eq(adSyncRuns.adAccountId, adAccountId),
        eq(adSyncRuns.kind, kind),
        eq(adSyncRuns.status, 'failed'),
        lastSuccess ? gt(adSyncRuns.startedAt, lastSuccess.startedAt) : undefined,
      ),
    )
    .orderBy(asc(adSyncRuns.startedAt))
    .limit(1);
  if (!firstFailure) return [];
  const what = kind === 'metrics' ? 'metrics sync' : 'sync';
  return notifyManagers(db, account, {
    title: `The ${what} of ${account.name} failed`,
    body: message,
    dedupeKey: `adSyncFailed:${account.id}:${kind}:${firstFailure.id}`,
  });
}

/** Where a sync stands in its job: a transient failure is thrown for the queue to retry until the last attempt. */
export interface SyncAttempt {
  isLastAttempt: boolean;
}

/** The network throttled the account: the sync waits (its job is deferred) until `waitUntil`. */
export interface SyncWaiting {
  runId: string | null;
  status: 'waiting';
  waitUntil: Date;
  error: string;
}

export type TrackedOutcome<Result> =
  { runId: string; status: 'succeeded'; result: Result } | { runId: string; status: 'failed'; error: string } | SyncWaiting;

/** What a tracked sync's work gets: its run, to close as succeeded in the transaction of its writes. */
export interface TrackedRun {
  id: string;
  succeed(executor: Executor, summary: Record<string, unknown>): Promise<void>;
}

/**
 * Runs one sync of an account as a run of the account's log, whatever the network and the kind:
 *
 * - While the account is throttled nothing is started: the outcome says until when to wait.
 * - `NetworkThrottledError`: the account is marked for the stated wait and the run is "waiting".
 * - `CredentialsRefusedError`: the run fails with the network's message, the account is marked
 *   and its managers told once.
 * - Another `ConnectorError`: the run fails with its message; a transient one is thrown again while
 *   the job has attempts left, and the managers are told once it is final.
 * - Anything else is a bug: the run fails and the error is thrown.
 */
export async function trackSync<Result>(
  db: Database,
  account: AccountRow,
  options: { kind: SyncKind; trigger: string; userId?: string | null; attempt?: SyncAttempt },
  work: (run: TrackedRun) => Promise<Result>,
): Promise<TrackedOutcome<Result>> {
  const throttledUntil = activeThrottle(account);
  if (throttledUntil)
    return {
      runId: null,
      status: 'waiting',
      waitUntil: throttledUntil,
      error: account.throttleMessage ?? 'The network throttled the account.',
    };
  const [run] = await db
    .insert(adSyncRuns)
    .values({ adAccountId: account.id, kind: options.kind, trigger: options.trigger, createBy: options.userId ?? null })
    .returning({ id: adSyncRuns.id });
  const runId = run!.id;
  const close = async (executor: Executor, values: Partial<typeof adSyncRuns.$inferInsert>) => {
    await executor
      .update(adSyncRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(adSyncRuns.id, runId));
  };
  try {
    const result = await work({ id: runId, succeed: (executor, summary) => close(executor, { status: 'succeeded', summary }) });
    return { runId, status: 'succeeded', result };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (error instanceof NetworkThrottledError) {
      const waitUntil = await markThrottled(db, account.id, error.waitSeconds, message);
      await close(db, { status: 'waiting', error: message, summary: { waitUntil: waitUntil.toISOString() } });
      return { runId, status: 'waiting', waitUntil, error: message };
    }
    await close(db, { status: 'failed', error: message });
    if (error instanceof CredentialsRefusedError) {
      await markCredentialsRefused(db, account.id, message);
      return { runId, status: 'failed', error: message };
    }
    if (!(error instanceof ConnectorError)) throw error;
    if (error.isTransient && !(options.attempt ?? { isLastAttempt: true }).isLastAttempt) throw error;
    await reportSyncFailure(db, account.id, options.kind, message);
    if (error.isTransient) throw error;
    return { runId, status: 'failed', error: message };
  }
}

/** Runs are kept this long for the account's log; an account's last run of each kind is always kept. */
export const KEEP_SYNC_RUNS_DAYS = 90;

/** Removes runs older than KEEP_SYNC_RUNS_DAYS that a later run of the same account and kind follows. */
export async function pruneSyncRuns(db: Database): Promise<number> {
  const rows = await db
    .delete(adSyncRuns)
    .where(
      sql`${adSyncRuns.startedAt} < now() - make_interval(days => ${KEEP_SYNC_RUNS_DAYS})
        and exists (select 1 from ad_sync_runs later where later.ad_account_id = ${adSyncRuns.adAccountId}
          and later.kind = ${adSyncRuns.kind} and later.started_at > ${adSyncRuns.startedAt})`,
    )
    .returning({ id: adSyncRuns.id });
  return rows.length;
}

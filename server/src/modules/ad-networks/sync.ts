import { and, desc, eq, isNotNull, lte, or, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { adAccounts, adSyncRuns } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { ObjectStorage } from '../../storage/types.js';
import { OutboundError, outboundPolicyOf, requestOutbound, type OutboundPolicy } from '../../lib/outbound/index.js';
import { ensureAssetFingerprints } from './auto-link/assets.js';
import { creativeThumbnail, perceptualHash, sha256Hex, TRIMMED_PREFIX } from './auto-link/fingerprint.js';
import { autoLinkApplication } from './auto-link/run.js';
import { checkBaseUrlHost, resolveBaseUrl } from './base-url.js';
import { CONNECTORS, ConnectorError, type ConnectorInput } from './connectors/index.js';
import { openCredentials } from './credentials.js';
import { trackSync, type SyncAttempt } from './health.js';
import { findStoredCreativeFiles, storeTree } from './store.js';
import type { AdTree } from './tree.js';

export interface SyncDeps {
  db: Database;
  config: AppConfig;
  storage: ObjectStorage;
  getSigningSecret: () => Promise<string> | string;
  log?: FastifyBaseLogger;
  /** Test hooks: the connectors' HTTP options (fetch, sleep, page size, AppLovin's pacer). */
  connectorOptions?: Pick<ConnectorInput, 'http' | 'pageSize' | 'appLovinPacer'>;
}

/** Creative files larger than this are not downloaded for hashing: the download is cut off there. */
const MAX_CREATIVE_BYTES = 30 * 1024 * 1024;
const CREATIVE_TIMEOUT_MS = 20_000;
const FETCH_CONCURRENCY = 4;

/**
 * Fetches the files of creatives that are new or whose URL changed, for their sha256 and
 * perceptual hash; creatives already hashed at the same URL keep their stored values. The URLs come
 * from the network or an imported file, so each download goes through the outbound door (no
 * private address, bounded size and time); a file that cannot be fetched is skipped.
 */
export async function fingerprintCreatives(
  db: Database,
  adAccountId: string,
  tree: AdTree,
  outbound: OutboundPolicy,
  log?: FastifyBaseLogger,
): Promise<number> {
  const stored = new Map((await findStoredCreativeFiles(db, adAccountId)).map((row) => [row.externalId, row]));
  const pending = tree.creatives.filter((creative) => {
    if (!creative.url || creative.sha256 || creative.mediaKind === 'playable') return false;
    const known = stored.get(creative.externalId);
    // A picture hashed before thumbnails and trimming is fetched once more for both.
    const isCurrent = !known?.perceptualHash || (known.hasThumbnail && known.perceptualHash.startsWith(TRIMMED_PREFIX));
    return !(known && known.url === creative.url && known.sha256 && isCurrent);
  });
  let fetched = 0;
  const work = async (creative: (typeof pending)[number]) => {
    try {
      const response = await requestOutbound(creative.url!, {
        policy: outbound,
        maxBytes: MAX_CREATIVE_BYTES,
        timeoutMs: CREATIVE_TIMEOUT_MS,
      });
      if (!response.ok) return;
      const bytes = response.body;
      creative.sha256 = sha256Hex(bytes);
      creative.perceptualHash = await perceptualHash(bytes);
      creative.thumbnail = await creativeThumbnail(bytes);
      fetched += 1;
    } catch (error) {
      const reason = error instanceof OutboundError ? error.message : String(error);
      log?.debug({ reason, url: creative.url }, 'creative file could not be fetched for hashing');
    }
  };
  for (let start = 0; start < pending.length; start += FETCH_CONCURRENCY)
    await Promise.all(pending.slice(start, start + FETCH_CONCURRENCY).map(work));
  return fetched;
}

export type SyncTrigger = 'manual' | 'schedule';

/**
 * One sync of one account's tree: reads the network (incrementally from the stored cursor), hashes
 * new creative files, then in one transaction stores the tree, runs automatic linking on what
 * changed, moves the cursor, keeps the account's currency and time zone, and closes the run with
 * its summary. Throttling, refused credentials and failures are handled as for every sync
 * (`trackSync`): nothing is sent to a throttled account, and the result then says until when to wait.
 */
export async function runAdAccountSync(
  deps: SyncDeps,
  adAccountId: string,
  trigger: SyncTrigger,
  userId: string | null = null,
  attempt: SyncAttempt = { isLastAttempt: true },
) {
  const [account] = await deps.db.select().from(adAccounts).where(eq(adAccounts.id, adAccountId));
  if (!account) return null;
  const connector = CONNECTORS[account.connector];
  const outcome = await trackSync(deps.db, account, { kind: 'tree', trigger, userId, attempt }, async (run) => {
    if (!connector) throw new ConnectorError('This account receives its ads from file imports; it has nothing to sync.', false);
    if (!account.credentialsSealed) throw new ConnectorError('The account has no credentials yet.', false);
    const credentials = openCredentials(await deps.getSigningSecret(), account.code, account.credentialsSealed);
    // Checked again at every sync: a base URL stored before the rule, or a setting turned off since.
    const baseUrl = resolveBaseUrl(deps.config, account);
    const refusal = checkBaseUrlHost(deps.config, account.connector, baseUrl);
    if (refusal) throw new ConnectorError(refusal, false);
    const outbound = outboundPolicyOf(deps.config);
    const startedAt = new Date();
    const result = await connector.fetchTree({
      baseUrl,
      outbound,
      externalAccountId: account.externalAccountId,
      credentials,
      cursor: account.syncCursor ?? null,
      now: startedAt,
      ...deps.connectorOptions,
    });
    const hashed = await fingerprintCreatives(deps.db, account.id, result.tree, outbound, deps.log);
    await ensureAssetFingerprints(deps.db, deps.storage, account.applicationId);
    return deps.db.transaction(async (tx) => {
      const stored = await storeTree(tx, { ...account, adAccountId: account.id }, result.tree);
      const links = await autoLinkApplication(tx, account, { adIds: stored.touchedAdIds });
      const { touchedAdIds: _touched, ...counts } = stored;
      const summary = {
        ...counts,
        links,
        isIncremental: result.isIncremental,
        requests: result.stats.requests,
        throttled: result.stats.throttled,
        waitedMs: result.stats.waitedMs,
        hashedFiles: hashed,
      };
      await tx
        .update(adAccounts)
        .set({
          syncCursor: result.cursor,
          lastSyncAt: startedAt,
          ...(result.account?.currency ? { currency: result.account.currency } : {}),
          ...(result.account?.timeZone ? { timeZone: result.account.timeZone } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(adAccounts.id, account.id));
      await run.succeed(tx, summary);
      return summary;
    });
  });
  if (outcome.status === 'succeeded') return { runId: outcome.runId, status: outcome.status, summary: outcome.result };
  return outcome;
}

/** Queues a sync of the account unless one is already waiting or running (any instance). */
export function enqueueAdAccountSync(executor: Executor, adAccountId: string, trigger: SyncTrigger, userId: string | null = null) {
  return enqueueJob(
    executor,
    'syncAdAccount',
    { adAccountId, trigger, userId },
    { singletonKey: `syncAdAccount:${adAccountId}`, maxAttempts: 4 },
  );
}

/**
 * Queues the accounts whose interval has passed since their last sync attempt (a failing account
 * is tried again after its interval, not at every look). Accounts whose credentials were refused
 * wait for new ones; throttled accounts wait for their time. Safe on many instances at once: the
 * singleton key lets one job per account wait or run.
 */
export async function scheduleDueAdAccountSyncs(db: Database): Promise<number> {
  const due = await db
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(
      and(
        isNotNull(adAccounts.syncIntervalMinutes),
        isNull(adAccounts.credentialsRefusedAt),
        or(isNull(adAccounts.throttledUntil), lte(adAccounts.throttledUntil, sql`now()`)),
        sql`not exists (select 1 from ${adSyncRuns} r where r.ad_account_id = ${adAccounts.id} and r.kind = 'tree'
          and r.trigger <> 'import' and r.started_at > now() - make_interval(mins => ${adAccounts.syncIntervalMinutes}))`,
      ),
    );
  let queued = 0;
  for (const account of due) if (await enqueueAdAccountSync(db, account.id, 'schedule')) queued += 1;
  return queued;
}

export async function findSyncRuns(executor: Executor, adAccountId: string, limit: number) {
  return executor.select().from(adSyncRuns).where(eq(adSyncRuns.adAccountId, adAccountId)).orderBy(desc(adSyncRuns.startedAt)).limit(limit);
}

import { isCurrencyCode } from '@atelier/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { adAccounts, adSyncRuns, channels, jobs, type AdAccountConnector } from '../../db/schema/index.js';
import { badInput, conflict, notFound, type FieldError } from '../../lib/errors.js';
import { readReportingCurrency } from '../settings/index.js';
import type { Access, ApplicationScope } from '../tenancy/index.js';
import { generateAdCode } from './codes.js';
import { CONNECTORS } from './connectors/index.js';
import { openCredentials, sealCredentials, type AdAccountCredentials } from './credentials.js';
import { AD_ACCOUNT_MANAGE, AD_ACCOUNT_NOT_FOUND, MAX_SYNC_INTERVAL_MINUTES, MIN_SYNC_INTERVAL_MINUTES } from './rules.js';
import { checkBaseUrlHost, originOf, resolveBaseUrl } from './base-url.js';
import { activeThrottle, CREDENTIALS_ENTERED } from './health.js';
import { enqueueAdAccountSync } from './sync.js';

export interface AdNetworksDeps {
  db: Database;
  access: Access;
  config: AppConfig;
  getSigningSecret: () => string;
}

interface Target {
  clientCode: string;
  applicationCode: string;
}

type AccountRow = typeof adAccounts.$inferSelect;

const CONNECTOR_NAMES: readonly AdAccountConnector[] = ['meta', 'applovin', 'import'];
/** The channel an API connector reads; 'import' accounts may be on any channel. */
const CONNECTOR_CHANNEL: Partial<Record<AdAccountConnector, string>> = { meta: 'meta', applovin: 'applovin' };

export async function findAccountRow(db: Executor, scope: ApplicationScope, code: string): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.applicationId, scope.application.id), eq(adAccounts.code, code)));
  if (!row) throw notFound(AD_ACCOUNT_NOT_FOUND);
  return row;
}

async function presentAccounts(deps: Pick<AdNetworksDeps, 'db' | 'config'>, rows: AccountRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // The last run of each kind of each account.
  const runs = await deps.db
    .selectDistinctOn([adSyncRuns.adAccountId, adSyncRuns.kind])
    .from(adSyncRuns)
    .where(inArray(adSyncRuns.adAccountId, ids))
    .orderBy(adSyncRuns.adAccountId, adSyncRuns.kind, desc(adSyncRuns.startedAt));
  const now = new Date();
  const pending = await deps.db
    .select({ key: jobs.singletonKey })
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.singletonKey,
          ids.map((id) => `syncAdAccount:${id}`),
        ),
        inArray(jobs.status, ['pending', 'running']),
      ),
    );
  const pendingKeys = new Set(pending.map((row) => row.key));
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    channelCode: row.channelCode,
    connector: row.connector,
    externalAccountId: row.externalAccountId,
    currency: row.currency,
    baseUrl: row.baseUrl,
    effectiveBaseUrl: row.connector === 'import' ? null : resolveBaseUrl(deps.config, row),
    hasCredentials: Boolean(row.credentialsSealed),
    credentialFields: [...(CONNECTORS[row.connector]?.credentialFields ?? [])],
    syncIntervalMinutes: row.syncIntervalMinutes,
    lastSyncAt: row.lastSyncAt,
    isSyncPending: pendingKeys.has(`syncAdAccount:${row.id}`),
    timeZone: row.timeZone,
    throttledUntil: activeThrottle(row, now),
    throttleMessage: activeThrottle(row, now) ? row.throttleMessage : null,
    credentialsRefusedAt: row.credentialsRefusedAt,
    credentialsRefusal: row.credentialsRefusedAt ? row.credentialsRefusal : null,
    lastRun: runs.find((run) => run.adAccountId === row.id && run.kind === 'tree') ?? null,
    lastMetricsRun: runs.find((run) => run.adAccountId === row.id && run.kind === 'metrics') ?? null,
  }));
}

export async function findAdAccounts(deps: AdNetworksDeps, args: Target) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const rows = await deps.db
    .select()
    .from(adAccounts)
    .where(eq(adAccounts.applicationId, scope.application.id))
    .orderBy(asc(adAccounts.name), asc(adAccounts.code));
  return presentAccounts(deps, rows);
}

export async function findAdAccountSyncRuns(deps: AdNetworksDeps, args: Target & { adAccountCode: string; limit?: number | null }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const limit = args.limit ?? 20;
  if (limit < 1 || limit > 100) throw badInput('Limit must be 1 to 100.', [{ field: 'limit', message: 'Must be 1 to 100.' }]);
  const account = await findAccountRow(deps.db, scope, args.adAccountCode);
  return deps.db.select().from(adSyncRuns).where(eq(adSyncRuns.adAccountId, account.id)).orderBy(desc(adSyncRuns.startedAt)).limit(limit);
}

interface AccountFields {
  channelCode?: string | null;
  connector?: string | null;
  externalAccountId?: string | null;
  name?: string | null;
  baseUrl?: string | null;
  credentials?: unknown;
  syncIntervalMinutes?: number | null;
  clearSyncInterval?: boolean | null;
  currency?: string | null;
}

/** An ISO 4217 code, upper-cased; undefined when not given. */
function checkCurrency(value: string | null | undefined, errors: FieldError[]) {
  if (value === undefined || value === null) return undefined;
  const currency = value.trim().toUpperCase();
  if (!isCurrencyCode(currency)) errors.push({ field: 'currency', message: `'${value.trim()}' is not an ISO 4217 currency code.` });
  return currency;
}

/**
 * The credentials to store: the fields typed (blank ones left out) over the stored ones (`stored`,
 * on an edit: a field left blank keeps its value, e.g. AppLovin's Report Key when only the Campaign
 * Management key is typed again); every field the connector needs must then be there.
 */
function checkCredentials(
  value: unknown,
  connector: AdAccountConnector,
  errors: FieldError[],
  stored: AdAccountCredentials = {},
): AdAccountCredentials | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((item) => typeof item !== 'string')) {
    errors.push({ field: 'credentials', message: 'Credentials are an object of text values.' });
    return undefined;
  }
  const typed = Object.fromEntries(
    Object.entries(value as AdAccountCredentials)
      .map(([field, item]) => [field, item.trim()])
      .filter(([, item]) => item),
  );
  const credentials = { ...stored, ...typed };
  for (const field of CONNECTORS[connector]?.credentialFields ?? []) {
    if (!credentials[field]?.trim()) errors.push({ field: 'credentials', message: `The ${field} is required.` });
  }
  return credentials;
}

/** The account's stored credentials, or none when they cannot be opened (another instance secret). */
function storedCredentials(deps: AdNetworksDeps, account: { code: string; credentialsSealed: string | null }): AdAccountCredentials {
  if (!account.credentialsSealed) return {};
  try {
    return openCredentials(deps.getSigningSecret(), account.code, account.credentialsSealed);
  } catch {
    return {};
  }
}

function checkBaseUrl(config: AppConfig, connector: AdAccountConnector, value: string, errors: FieldError[]) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
  } catch {
    errors.push({ field: 'baseUrl', message: 'The base URL must be an http or https URL.' });
    return;
  }
  const refusal = checkBaseUrlHost(config, connector, value);
  if (refusal) errors.push({ field: 'baseUrl', message: refusal });
}

function checkInterval(value: number | null | undefined, errors: FieldError[]) {
  if (value === null || value === undefined) return;
  if (!Number.isInteger(value) || value < MIN_SYNC_INTERVAL_MINUTES || value > MAX_SYNC_INTERVAL_MINUTES) {
    errors.push({ field: 'syncIntervalMinutes', message: `Must be ${MIN_SYNC_INTERVAL_MINUTES} to ${MAX_SYNC_INTERVAL_MINUTES} minutes.` });
  }
}

function throwIfErrors(errors: FieldError[]) {
  if (errors.length > 0) throw badInput(errors[0]!.message, errors);
}

export async function createAdAccount(deps: AdNetworksDeps, args: Target & { adAccount: AccountFields }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const viewer = await deps.access.requireViewer();
  const input = args.adAccount;
  const errors: FieldError[] = [];
  const connector = input.connector as AdAccountConnector;
  if (!CONNECTOR_NAMES.includes(connector)) errors.push({ field: 'connector', message: 'The connector must be meta, applovin or import.' });
  const channelCode = input.channelCode?.trim() ?? '';
  const [channel] = channelCode ? await deps.db.select({ code: channels.code }).from(channels).where(eq(channels.code, channelCode)) : [];
  if (!channel) errors.push({ field: 'channelCode', message: 'Choose a channel of the catalogue.' });
  else if (CONNECTOR_CHANNEL[connector] && CONNECTOR_CHANNEL[connector] !== channelCode) {
    errors.push({ field: 'channelCode', message: `The ${connector} connector reads the ${CONNECTOR_CHANNEL[connector]} channel.` });
  }
  const externalAccountId = input.externalAccountId?.trim() ?? '';
  if (!externalAccountId) errors.push({ field: 'externalAccountId', message: 'The account id is required.' });
  const name = input.name?.trim() ?? '';
  if (!name) errors.push({ field: 'name', message: 'The name is required.' });
  const baseUrl = input.baseUrl?.trim() || null;
  if (baseUrl && CONNECTOR_NAMES.includes(connector)) checkBaseUrl(deps.config, connector, baseUrl, errors);
  checkInterval(input.syncIntervalMinutes, errors);
  const credentials = CONNECTOR_NAMES.includes(connector) ? checkCredentials(input.credentials, connector, errors) : undefined;
  // Unless given: AppLovin reports in USD; Meta says its own at each sync; an import is in the reporting currency.
  const currency =
    checkCurrency(input.currency, errors) ??
    (connector === 'applovin' ? 'USD' : await readReportingCurrency(deps.db, scope.clientId, scope.application.id));
  throwIfErrors(errors);
  const code = generateAdCode('aac');
  const [existing] = await deps.db
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(
      and(
        eq(adAccounts.applicationId, scope.application.id),
        eq(adAccounts.channelCode, channelCode),
        eq(adAccounts.externalAccountId, externalAccountId),
      ),
    );
  if (existing) throw conflict('The application already has this account on this channel.');
  const [row] = await deps.db
    .insert(adAccounts)
    .values({
      code,
      clientId: scope.clientId,
      applicationId: scope.application.id,
      channelCode,
      connector,
      externalAccountId,
      name,
      currency,
      baseUrl,
      credentialsSealed: credentials ? sealCredentials(deps.getSigningSecret(), code, credentials) : null,
      syncIntervalMinutes: input.syncIntervalMinutes ?? null,
      createBy: viewer.userId,
    })
    .returning();
  const [view] = await presentAccounts(deps, [row!]);
  return view!;
}

export async function updateAdAccount(deps: AdNetworksDeps, args: Target & { adAccountCode: string; adAccount: AccountFields }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const account = await findAccountRow(deps.db, scope, args.adAccountCode);
  const input = args.adAccount;
  const errors: FieldError[] = [];
  const changes: Partial<typeof adAccounts.$inferInsert> = {};
  if (input.name !== undefined && input.name !== null) {
    if (!input.name.trim()) errors.push({ field: 'name', message: 'The name is required.' });
    changes.name = input.name.trim();
  }
  if (input.externalAccountId !== undefined && input.externalAccountId !== null) {
    if (!input.externalAccountId.trim()) errors.push({ field: 'externalAccountId', message: 'The account id is required.' });
    changes.externalAccountId = input.externalAccountId.trim();
  }
  if (input.baseUrl !== undefined && input.baseUrl !== null) {
    const baseUrl = input.baseUrl.trim();
    if (baseUrl) checkBaseUrl(deps.config, account.connector, baseUrl, errors);
    changes.baseUrl = baseUrl || null;
  }
  // Rows already written keep the currency they arrived in (an import again restates them).
  const currency = checkCurrency(input.currency, errors);
  if (currency) changes.currency = currency;
  if (input.clearSyncInterval) changes.syncIntervalMinutes = null;
  else if (input.syncIntervalMinutes !== undefined && input.syncIntervalMinutes !== null) {
    checkInterval(input.syncIntervalMinutes, errors);
    changes.syncIntervalMinutes = input.syncIntervalMinutes;
  }
  // The stored token was entered for the host it goes to: another host gets it only when typed again.
  const movesHost =
    changes.baseUrl !== undefined &&
    account.credentialsSealed !== null &&
    account.connector !== 'import' &&
    originOf(resolveBaseUrl(deps.config, account)) !==
      originOf(resolveBaseUrl(deps.config, { connector: account.connector, baseUrl: changes.baseUrl ?? null }));
  const credentials = checkCredentials(input.credentials, account.connector, errors, movesHost ? {} : storedCredentials(deps, account));
  throwIfErrors(errors);
  if (movesHost && !credentials) {
    const after = originOf(resolveBaseUrl(deps.config, { connector: account.connector, baseUrl: changes.baseUrl ?? null }));
    const message = `The base URL now points at another host (${after}): enter the credentials again, so the stored ones are never sent there.`;
    throw badInput(message, [{ field: 'credentials', message }]);
  }
  // New credentials clear a refusal of the old ones: the schedule resumes.
  if (credentials)
    Object.assign(changes, {
      credentialsSealed: sealCredentials(deps.getSigningSecret(), account.code, credentials),
      ...CREDENTIALS_ENTERED,
    });
  // Another account id is another account: its cursor means nothing there.
  if (changes.externalAccountId && changes.externalAccountId !== account.externalAccountId) changes.syncCursor = null;
  const [row] = await deps.db
    .update(adAccounts)
    .set({ ...changes, updatedAt: sql`now()`, version: sql`${adAccounts.version} + 1` })
    .where(eq(adAccounts.id, account.id))
    .returning();
  const [view] = await presentAccounts(deps, [row!]);
  return view!;
}

export async function deleteAdAccount(deps: AdNetworksDeps, args: Target & { adAccountCode: string }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const account = await findAccountRow(deps.db, scope, args.adAccountCode);
  await deps.db.delete(adAccounts).where(eq(adAccounts.id, account.id));
  return true;
}

export async function syncAdAccountNow(deps: AdNetworksDeps, args: Target & { adAccountCode: string }) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const viewer = await deps.access.requireViewer();
  const account = await findAccountRow(deps.db, scope, args.adAccountCode);
  if (account.connector === 'import') throw badInput('This account receives its ads from file imports; it has nothing to sync.');
  await enqueueAdAccountSync(deps.db, account.id, 'manual', viewer.userId);
  const [view] = await presentAccounts(deps, [account]);
  return view!;
}

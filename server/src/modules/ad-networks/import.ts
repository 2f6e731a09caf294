import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { adAccounts, adSyncRuns } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { outboundPolicyOf } from '../../lib/outbound/index.js';
import type { ObjectStorage } from '../../storage/types.js';
import { ensureAssetFingerprints } from './auto-link/assets.js';
import { autoLinkApplication } from './auto-link/run.js';
import { MAX_AD_NAME_LENGTH } from './auto-link/templates.js';
import { AD_ACCOUNT_MANAGE } from './rules.js';
import { findAccountRow, type AdNetworksDeps } from './service.js';
import { storeTree } from './store.js';
import { fingerprintCreatives } from './sync.js';
import { emptyTree, normaliseStatus, type AdTree } from './tree.js';

/**
 * File import of the ad tree (CSV with a header row, or JSON: an array of objects with the same
 * keys). One row is one ad; its parents repeat on every row. Columns (case-insensitive):
 *
 *   channel        the account's channel (meta, google, tiktok, applovin, unity); required
 *   campaignId     the network's campaign id (default: the campaign's name)
 *   campaign       campaign name; required
 *   subCampaignId  ad set / ad group / creative set parent id (default: its name)
 *   subCampaign    its name; empty when the network has no such level
 *   assetSetId     the linkable unit's id (default: its name)
 *   assetSet       its name; required
 *   adId, ad       the ad's id and name (default: the asset set's)
 *   creativeId     the creative's id (default: the ad's id)
 *   creativeSha256 the creative file's sha256 (64 hex digits)
 *   creativeUrl    where the file can be fetched (hashed on import when no sha256 is given)
 *   status         active, paused, archived… (default active)
 */

export const MAX_IMPORT_ROWS = 20_000;
const COLUMNS = [
  'channel',
  'campaignId',
  'campaign',
  'subCampaignId',
  'subCampaign',
  'assetSetId',
  'assetSet',
  'adId',
  'ad',
  'creativeId',
  'creativeSha256',
  'creativeUrl',
  'status',
] as const;
type Column = (typeof COLUMNS)[number];
const COLUMN_LABELS = { campaign: 'campaign', subCampaign: 'sub-campaign', assetSet: 'asset set', ad: 'ad' } as const;
type Row = Partial<Record<Column, string>>;

interface Target {
  clientCode: string;
  applicationCode: string;
  adAccountCode: string;
  format: 'CSV' | 'JSON';
  content: string;
}

export interface ParsedRow {
  rowNumber: number;
  values: Row;
  errors: string[];
}

function normaliseKeys(record: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(record)) {
    const column = COLUMNS.find((name) => name.toLowerCase() === key.trim().toLowerCase());
    if (column && value !== null && value !== undefined) row[column] = String(value).trim();
  }
  return row;
}

export function parseImportFile(format: 'CSV' | 'JSON', content: string): Record<string, unknown>[] {
  if (format === 'JSON') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch {
      throw badInput('The file is not valid JSON.');
    }
    if (!Array.isArray(data) || data.some((item) => !item || typeof item !== 'object' || Array.isArray(item)))
      throw badInput('The JSON file must be an array of objects, one per ad.');
    return data as Record<string, unknown>[];
  }
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  if (!parsed.meta.fields?.some((field) => field.trim().toLowerCase() === 'campaign'))
    throw badInput('The CSV needs a header row with at least channel, campaign and assetSet.');
  return parsed.data;
}

/** Reads and checks each row against the account; the valid rows become a tree. */
export function readImportRows(records: Record<string, unknown>[], channelCode: string): { rows: ParsedRow[]; tree: AdTree } {
  if (records.length > MAX_IMPORT_ROWS) throw badInput(`A file may hold at most ${MAX_IMPORT_ROWS} rows.`);
  const tree = emptyTree();
  const seen = { campaigns: new Map<string, string>(), subs: new Set<string>(), sets: new Map<string, string>(), ads: new Set<string>() };
  const rows = records.map((record, index) => {
    const values = normaliseKeys(record);
    const errors: string[] = [];
    if (!values.channel) errors.push('The channel is required.');
    else if (values.channel.toLowerCase() !== channelCode) errors.push(`The channel must be ${channelCode}, the account's channel.`);
    if (!values.campaign && !values.campaignId) errors.push('The campaign is required.');
    if (!values.assetSet && !values.assetSetId) errors.push('The asset set is required.');
    if (values.creativeSha256 && !/^[0-9a-f]{64}$/i.test(values.creativeSha256))
      errors.push('The creative sha256 must be 64 hexadecimal digits.');
    for (const column of ['campaign', 'subCampaign', 'assetSet', 'ad'] as const) {
      if ((values[column]?.length ?? 0) > MAX_AD_NAME_LENGTH)
        errors.push(`The ${COLUMN_LABELS[column]} name is at most ${MAX_AD_NAME_LENGTH.toLocaleString('en')} characters.`);
    }
    if (values.creativeUrl && !/^https?:\/\//i.test(values.creativeUrl))
      errors.push('The creative URL must start with http:// or https://.');
    const campaignId = values.campaignId || values.campaign || '';
    const subId = values.subCampaignId || values.subCampaign || null;
    const setId = values.assetSetId || values.assetSet || '';
    const adId = values.adId || values.ad || setId;
    const knownCampaign = seen.campaigns.get(campaignId);
    if (knownCampaign !== undefined && values.campaign && knownCampaign !== values.campaign)
      errors.push(`Campaign ${campaignId} has another name on an earlier row.`);
    const setParent = `${campaignId}/${subId ?? ''}`;
    const knownSetParent = seen.sets.get(setId);
    if (knownSetParent !== undefined && knownSetParent !== setParent)
      errors.push(`Asset set ${setId} is under another campaign or sub-campaign on an earlier row.`);
    if (seen.ads.has(`${setId}:${adId}`)) errors.push(`Ad ${adId} appears twice in asset set ${setId}.`);
    if (errors.length === 0) {
      const status = normaliseStatus(values.status);
      if (knownCampaign === undefined) {
        seen.campaigns.set(campaignId, values.campaign || campaignId);
        tree.campaigns.push({ externalId: campaignId, name: values.campaign || campaignId, status: 'active' });
      }
      if (subId && !seen.subs.has(`${campaignId}/${subId}`)) {
        seen.subs.add(`${campaignId}/${subId}`);
        tree.subCampaigns.push({ campaignExternalId: campaignId, externalId: subId, name: values.subCampaign || subId, status: 'active' });
      }
      if (knownSetParent === undefined) {
        seen.sets.set(setId, setParent);
        tree.assetSets.push({
          campaignExternalId: campaignId,
          subCampaignExternalId: subId,
          externalId: setId,
          name: values.assetSet || setId,
          status,
          isCreativeGroup: false,
          searchTerm: null,
        });
      }
      seen.ads.add(`${setId}:${adId}`);
      tree.ads.push({ assetSetExternalId: setId, externalId: adId, name: values.ad || values.assetSet || adId, status });
      if (values.creativeId || values.creativeSha256 || values.creativeUrl) {
        tree.creatives.push({
          adExternalId: adId,
          assetSetExternalId: setId,
          externalId: values.creativeId || adId,
          name: values.ad || null,
          mediaKind: null,
          sha256: values.creativeSha256?.toLowerCase() || null,
          url: values.creativeUrl || null,
          perceptualHash: null,
        });
      }
    }
    return { rowNumber: index + 1, values, errors };
  });
  return { rows, tree };
}

class PreviewRollback extends Error {}

export async function previewAdTreeImport(deps: AdNetworksDeps, args: Target) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const account = await findAccountRow(deps.db, scope, args.adAccountCode);
  const { rows, tree } = readImportRows(parseImportFile(args.format, args.content), account.channelCode);
  // The exact counts come from writing the tree in a transaction that is then rolled back.
  let summary: Record<string, unknown> = {};
  try {
    await deps.db.transaction(async (tx) => {
      const stored = await storeTree(tx, { ...account, adAccountId: account.id }, tree);
      const { touchedAdIds: _touched, ...counts } = stored;
      summary = counts;
      throw new PreviewRollback();
    });
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
  }
  return {
    rowCount: rows.length,
    validRowCount: rows.filter((row) => row.errors.length === 0).length,
    rows: rows.map((row) => ({
      rowNumber: row.rowNumber,
      campaign: row.values.campaign ?? row.values.campaignId ?? null,
      subCampaign: row.values.subCampaign ?? row.values.subCampaignId ?? null,
      assetSet: row.values.assetSet ?? row.values.assetSetId ?? null,
      ad: row.values.ad ?? row.values.adId ?? null,
      errors: row.errors,
    })),
    summary,
  };
}

export async function importAdTree(deps: AdNetworksDeps & { storage: ObjectStorage }, args: Target) {
  const scope = await deps.access.require(AD_ACCOUNT_MANAGE, args);
  const viewer = await deps.access.requireViewer();
  const account = await findAccountRow(deps.db, scope, args.adAccountCode);
  const { rows, tree } = readImportRows(parseImportFile(args.format, args.content), account.channelCode);
  const hashed = await fingerprintCreatives(deps.db, account.id, tree, outboundPolicyOf(deps.config));
  await ensureAssetFingerprints(deps.db, deps.storage, account.applicationId);
  return deps.db.transaction(async (tx) => {
    const stored = await storeTree(tx, { ...account, adAccountId: account.id }, tree);
    const links = await autoLinkApplication(tx, account, { adIds: stored.touchedAdIds });
    const { touchedAdIds: _touched, ...counts } = stored;
    const skippedRows = rows.filter((row) => row.errors.length > 0).map((row) => row.rowNumber);
    const [run] = await tx
      .insert(adSyncRuns)
      .values({
        adAccountId: account.id,
        trigger: 'import',
        status: 'succeeded',
        summary: { ...counts, links, hashedFiles: hashed, skippedRows },
        finishedAt: sql`now()`,
        createBy: viewer.userId,
      })
      .returning();
    await tx
      .update(adAccounts)
      .set({ lastSyncAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(adAccounts.id, account.id));
    return run!;
  });
}

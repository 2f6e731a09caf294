import DataLoader from 'dataloader';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conceptAssetVersions, users } from '../../db/schema/index.js';
import type { PersonView } from '../concepts/index.js';
import type { Access } from '../tenancy/index.js';
import type { AssetDeps } from './service.js';
import { isInlineSafe } from '../../storage/content-disposition.js';
import { isPdfType, signFileDownloadUrl, type AssetRow, type AssetView } from './views.js';

/**
 * Asset versions: the files an asset held before a Replace or a merge gave it another. Replacing
 * keeps the old objects instead of deleting them, so `asset:update` (which designers hold) can
 * never destroy a file; the versions are how the old files stay listed and downloadable.
 */

export interface AssetVersionView {
  versionNumber: number;
  fileName: string | null;
  mimeType: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  createDate: Date;
  createBy: PersonView | null;
  downloadUrl: string;
  /** Inline URL for the viewer (images, video; a PDF's download URL); null for other kinds. */
  mediaUrl: string | null;
  frameRate: number | null;
  /** Needed by the playableUrl field (signed per asset and version). */
  assetId: string;
  type: string;
}

/**
 * Keeps the file `asset` holds now as its next version, before the caller gives the asset another
 * file in the same transaction. The caller holds the asset's row lock (FOR UPDATE), which makes
 * the numbering safe; the unique index on (asset, number) backs it up. An asset without a file
 * (or already holding `nextStorageKey`) has nothing to keep.
 */
export async function keepReplacedFile(tx: Executor, asset: AssetRow, replacedBy: string, nextStorageKey: string) {
  if (!asset.storageKey || asset.storageKey === nextStorageKey) return null;
  const next = await currentFileVersion(tx, asset.id);
  const [version] = await tx
    .insert(conceptAssetVersions)
    .values({
      clientId: asset.clientId,
      assetId: asset.id,
      versionNumber: next,
      storageKey: asset.storageKey,
      previewKey: asset.previewKey,
      fileName: asset.fileName,
      type: asset.type,
      mimeType: asset.mimeType,
      extension: asset.extension,
      size: asset.size,
      checksum: asset.checksum,
      width: asset.width,
      height: asset.height,
      length: asset.length,
      aspectRatio: asset.aspectRatio,
      bitrate: asset.bitrate,
      frameRate: asset.frameRate,
      replacedBy,
    })
    .returning({ versionNumber: conceptAssetVersions.versionNumber });
  return version!.versionNumber;
}

/** The number of the file an asset holds now: one more than its newest earlier version (1 with none). */
export async function currentFileVersion(executor: Executor, assetId: string) {
  const [{ next } = { next: 1 }] = await executor
    .select({ next: sql<number>`coalesce(max(${conceptAssetVersions.versionNumber}), 0)::int + 1` })
    .from(conceptAssetVersions)
    .where(eq(conceptAssetVersions.assetId, assetId));
  return next;
}

/** An earlier file of the asset, by its number; null when it has no such version. */
export async function findVersionRow(executor: Executor, asset: Pick<AssetRow, 'id' | 'clientId'>, versionNumber: number) {
  const [row] = await executor
    .select()
    .from(conceptAssetVersions)
    .where(
      and(
        eq(conceptAssetVersions.assetId, asset.id),
        eq(conceptAssetVersions.clientId, asset.clientId),
        eq(conceptAssetVersions.versionNumber, versionNumber),
      ),
    );
  return row ?? null;
}

/**
 * One loader per request (keyed by its Access, which lives exactly as long), so a list of assets
 * reads its versions in one query. Not cached: a later mutation field of the same request must
 * see the versions it added.
 */
const loaders = new WeakMap<Access, DataLoader<AssetView, AssetVersionView[], string>>();

const numberLoaders = new WeakMap<Access, DataLoader<AssetView, number | null, string>>();

/**
 * The number of the file an asset holds now (`fileVersion`), without reading or signing its
 * versions: one query for a list of assets. Null for an asset without a file.
 */
export function findCurrentFileVersion(deps: AssetDeps, asset: AssetView): Promise<number | null> {
  let loader = numberLoaders.get(deps.access);
  if (!loader) {
    loader = new DataLoader(
      async (assets) => {
        const rows = await deps.db
          .select({ assetId: conceptAssetVersions.assetId, newest: sql<number>`max(${conceptAssetVersions.versionNumber})::int` })
          .from(conceptAssetVersions)
          .where(
            and(
              inArray(
                conceptAssetVersions.assetId,
                assets.map((candidate) => candidate.id),
              ),
              inArray(conceptAssetVersions.clientId, [...new Set(assets.map((candidate) => candidate.clientId))]),
            ),
          )
          .groupBy(conceptAssetVersions.assetId);
        const newest = new Map(rows.map((row) => [row.assetId, row.newest]));
        return assets.map((candidate) => (candidate.file ? (newest.get(candidate.id) ?? 0) + 1 : null));
      },
      { cache: false, cacheKeyFn: (key) => key.id },
    );
    numberLoaders.set(deps.access, loader);
  }
  return loader.load(asset);
}

/** An asset's earlier files, newest first (the `versions` field; the asset itself was checked). */
export function findAssetVersions(deps: AssetDeps, asset: AssetView): Promise<AssetVersionView[]> {
  let loader = loaders.get(deps.access);
  if (!loader) {
    loader = new DataLoader((assets) => loadVersions(deps, assets), { cache: false, cacheKeyFn: (key) => key.id });
    loaders.set(deps.access, loader);
  }
  return loader.load(asset);
}

async function loadVersions(deps: AssetDeps, assets: readonly AssetView[]): Promise<AssetVersionView[][]> {
  const rows = await deps.db
    .select({
      version: conceptAssetVersions,
      person: { emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName },
    })
    .from(conceptAssetVersions)
    .leftJoin(users, eq(users.id, conceptAssetVersions.replacedBy))
    .where(
      and(
        inArray(
          conceptAssetVersions.assetId,
          assets.map((asset) => asset.id),
        ),
        // The asset was read within its client; the version rows must agree.
        inArray(conceptAssetVersions.clientId, [...new Set(assets.map((asset) => asset.clientId))]),
      ),
    )
    .orderBy(desc(conceptAssetVersions.versionNumber));
  const ttl = deps.config.SIGNED_URL_TTL_SECONDS;
  return Promise.all(
    assets.map((asset) =>
      Promise.all(
        rows
          .filter(({ version }) => version.assetId === asset.id && version.clientId === asset.clientId)
          .map(async ({ version, person }) => ({
            versionNumber: version.versionNumber,
            fileName: version.fileName,
            mimeType: version.mimeType,
            size: version.size,
            width: version.width,
            height: version.height,
            length: version.length,
            createDate: version.createdAt,
            createBy: person,
            downloadUrl: await signFileDownloadUrl(
              { storage: deps.storage, signedUrlTtlSeconds: ttl },
              { storageKey: version.storageKey, fileName: version.fileName ?? asset.name, mimeType: version.mimeType },
            ),
            mediaUrl: await signVersionMediaUrl(deps, ttl, version, asset.name),
            frameRate: version.frameRate,
            assetId: version.assetId,
            type: version.type,
          })),
      ),
    ),
  );
}

/** A version's file for the viewer, signed like the asset's own (views.ts). */
function signVersionMediaUrl(
  deps: AssetDeps,
  ttl: number,
  version: typeof conceptAssetVersions.$inferSelect,
  assetName: string,
): Promise<string> | null {
  const file = { storageKey: version.storageKey, fileName: version.fileName ?? assetName, mimeType: version.mimeType };
  const options = { storage: deps.storage, signedUrlTtlSeconds: ttl };
  if (version.mimeType && isInlineSafe(version.mimeType)) return signFileDownloadUrl(options, file, { inline: true });
  if (isPdfType(version.mimeType)) return signFileDownloadUrl(options, file);
  return null;
}

import { and, eq, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { conceptApplications, conceptAssetFingerprints, conceptAssets } from '../../../db/schema/index.js';
import type { ObjectStorage } from '../../../storage/types.js';
import { perceptualHash, TRIMMED_PREFIX } from './fingerprint.js';

/** Files larger than this are not read for a perceptual hash (their preview is, when they have one). */
const MAX_HASHED_BYTES = 40 * 1024 * 1024;

async function readObject(storage: ObjectStorage, key: string, limit: number): Promise<Buffer | null> {
  const stream = await storage.getObjectStream(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fingerprints the application's assets that have none for their current file: the sha256 is the
 * asset's checksum; the perceptual hash comes from the image itself or, for a video, from its
 * preview frame (a keyframe ffmpeg took while processing). A fingerprint from before trimming is
 * computed again. Runs outside any transaction (it reads files); several instances doing it at
 * once write the same row.
 */
export async function ensureAssetFingerprints(db: Database, storage: ObjectStorage, applicationId: string): Promise<number> {
  const missing = await db
    .select({
      id: conceptAssets.id,
      clientId: conceptAssets.clientId,
      checksum: conceptAssets.checksum,
      type: conceptAssets.type,
      storageKey: conceptAssets.storageKey,
      previewKey: conceptAssets.previewKey,
    })
    .from(conceptAssets)
    .innerJoin(
      conceptApplications,
      and(eq(conceptApplications.conceptId, conceptAssets.conceptId), eq(conceptApplications.applicationId, applicationId)),
    )
    .leftJoin(
      conceptAssetFingerprints,
      and(eq(conceptAssetFingerprints.assetId, conceptAssets.id), eq(conceptAssetFingerprints.sha256, conceptAssets.checksum)),
    )
    .where(
      and(
        isNull(conceptAssets.deletedAt),
        isNotNull(conceptAssets.checksum),
        // No fingerprint yet, or one from before trimming and crops (computed again once).
        or(
          isNull(conceptAssetFingerprints.assetId),
          and(
            isNotNull(conceptAssetFingerprints.perceptualHash),
            not(sql`${conceptAssetFingerprints.perceptualHash} like ${`${TRIMMED_PREFIX}%`}`),
          ),
        ),
      ),
    );
  let written = 0;
  for (const asset of missing) {
    let hash: string | null = null;
    try {
      const key = asset.type === 'image' ? asset.storageKey : asset.previewKey;
      const bytes = key ? await readObject(storage, key, MAX_HASHED_BYTES) : null;
      hash = bytes ? await perceptualHash(bytes, { withCrops: true }) : null;
    } catch {
      hash = null;
    }
    await db
      .insert(conceptAssetFingerprints)
      .values({ assetId: asset.id, clientId: asset.clientId, sha256: asset.checksum!, perceptualHash: hash })
      .onConflictDoUpdate({
        target: [conceptAssetFingerprints.assetId, conceptAssetFingerprints.sha256],
        set: { perceptualHash: hash, computedAt: sql`now()` },
      });
    written += 1;
  }
  return written;
}

export async function findFingerprintedAssets(
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  applicationId: string,
  conceptIds?: string[],
) {
  return db
    .select({
      assetId: conceptAssets.id,
      conceptId: conceptAssets.conceptId,
      name: conceptAssets.name,
      sha256: conceptAssets.checksum,
      perceptualHash: conceptAssetFingerprints.perceptualHash,
    })
    .from(conceptAssets)
    .innerJoin(
      conceptApplications,
      and(eq(conceptApplications.conceptId, conceptAssets.conceptId), eq(conceptApplications.applicationId, applicationId)),
    )
    .leftJoin(
      conceptAssetFingerprints,
      and(eq(conceptAssetFingerprints.assetId, conceptAssets.id), eq(conceptAssetFingerprints.sha256, conceptAssets.checksum)),
    )
    .where(
      and(
        isNull(conceptAssets.deletedAt),
        isNull(conceptAssets.awaitingChoiceSince),
        conceptIds ? inArray(conceptAssets.conceptId, conceptIds) : undefined,
      ),
    );
}

import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conceptAssets } from '../../db/schema/index.js';
import type { Job } from '../../jobs/queue.js';
import { makePreview } from '../../media/preview.js';
import { probeMedia } from '../../media/probe.js';
import type { ObjectStorage } from '../../storage/types.js';
import { withLocalFile } from './inspect.js';
import type { AssetKind } from './rules.js';

/**
 * The 'processAsset' job: reads the asset's file once, records its dimensions, length and bitrate,
 * and stores a preview image. The results are written only if the asset still holds the same file
 * (a replace or delete in the meantime wins), and on the last failed attempt the asset shows a
 * failed state with the reason instead of processing forever.
 */
export async function processAsset(deps: { db: Database; storage: ObjectStorage }, assetId: string, job: Job) {
  const [asset] = await deps.db
    .select()
    .from(conceptAssets)
    .where(and(eq(conceptAssets.id, assetId), isNull(conceptAssets.deletedAt)));
  if (!asset?.storageKey) return;
  const storageKey = asset.storageKey;
  try {
    const kind = asset.type as AssetKind;
    const { probe, preview } = await withLocalFile(deps.storage, storageKey, async (file) => ({
      probe: kind === 'image' || kind === 'video' ? await probeMedia(file, kind) : null,
      preview: await makePreview(file, kind),
    }));
    const previewKey = preview ? `${storageKey}.preview-${randomBytes(4).toString('hex')}.webp` : null;
    if (previewKey) await deps.storage.putObject(previewKey, preview!, 'image/webp');
    const [updated] = await deps.db
      .update(conceptAssets)
      .set({
        width: probe?.width ?? null,
        height: probe?.height ?? null,
        length: probe?.lengthMs ?? null,
        bitrate: probe?.bitrate ?? null,
        aspectRatio: probe?.aspectRatio ?? null,
        previewKey,
        processingStatus: 'ready',
        processingError: null,
      })
      .where(and(eq(conceptAssets.id, assetId), eq(conceptAssets.storageKey, storageKey)))
      .returning({ id: conceptAssets.id });
    if (!updated && previewKey) await deps.storage.deleteObject(previewKey);
    if (updated && asset.previewKey && asset.previewKey !== previewKey) await deps.storage.deleteObject(asset.previewKey);
  } catch (error) {
    if (job.attempts >= job.maxAttempts) {
      await deps.db
        .update(conceptAssets)
        .set({ processingStatus: 'failed', processingError: describeFailure(error) })
        .where(and(eq(conceptAssets.id, assetId), eq(conceptAssets.storageKey, storageKey)));
    }
    throw error;
  }
}

function describeFailure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return `The file could not be processed: ${message}`.slice(0, 500);
}

/** The processing of an asset was given up on: show it as failed (with a retry), never as processing forever. */
export async function markProcessingFailed(db: Database, assetId: string) {
  await db
    .update(conceptAssets)
    .set({ processingStatus: 'failed', processingError: 'The file could not be processed.' })
    .where(and(eq(conceptAssets.id, assetId), eq(conceptAssets.processingStatus, 'processing')));
}

import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conceptAssets } from '../../db/schema/index.js';
import { type Job, JobTimeLimitError } from '../../jobs/queue.js';
import { makePreview } from '../../media/preview.js';
import { MediaToolError } from '../../media/tools.js';
import { makeScrubStrip } from '../../media/scrub-strip.js';
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
export async function processAsset(deps: { db: Database; storage: ObjectStorage }, assetId: string, job: Job, signal?: AbortSignal) {
  const [asset] = await deps.db
    .select()
    .from(conceptAssets)
    .where(and(eq(conceptAssets.id, assetId), isNull(conceptAssets.deletedAt)));
  if (!asset?.storageKey) return;
  const storageKey = asset.storageKey;
  try {
    const kind = asset.type as AssetKind;
    const { probe, preview, strip } = await withLocalFile(deps.storage, storageKey, async (file) => {
      const probed = kind === 'image' || kind === 'video' ? await probeMedia(file, kind, { signal }) : null;
      return {
        probe: probed,
        preview: await makePreview(file, kind, { signal }),
        // The reviewer's timeline shows these thumbnails while scrubbing.
        strip:
          kind === 'video' && probed?.lengthMs && probed.width && probed.height
            ? await makeScrubStrip(file, { lengthMs: probed.lengthMs, width: probed.width, height: probed.height }, { signal })
            : null,
      };
    });
    const suffix = randomBytes(4).toString('hex');
    const previewKey = preview ? `${storageKey}.preview-${suffix}.webp` : null;
    if (previewKey) await deps.storage.putObject(previewKey, preview!, 'image/webp');
    const scrubStrip = strip ? { key: `${storageKey}.scrub-${suffix}.webp`, ...strip.layout } : null;
    if (scrubStrip) await deps.storage.putObject(scrubStrip.key, strip!.image, 'image/webp');
    const [updated] = await deps.db
      .update(conceptAssets)
      .set({
        width: probe?.width ?? null,
        height: probe?.height ?? null,
        length: probe?.lengthMs ?? null,
        bitrate: probe?.bitrate ?? null,
        aspectRatio: probe?.aspectRatio ?? null,
        frameRate: probe?.frameRate ?? null,
        previewKey,
        scrubStrip,
        processingStatus: 'ready',
        processingError: null,
      })
      .where(and(eq(conceptAssets.id, assetId), eq(conceptAssets.storageKey, storageKey)))
      .returning({ id: conceptAssets.id });
    if (!updated && previewKey) await deps.storage.deleteObject(previewKey);
    if (!updated && scrubStrip) await deps.storage.deleteObject(scrubStrip.key);
    if (updated && asset.previewKey && asset.previewKey !== previewKey) await deps.storage.deleteObject(asset.previewKey);
    if (updated && asset.scrubStrip && asset.scrubStrip.key !== scrubStrip?.key) await deps.storage.deleteObject(asset.scrubStrip.key);
  } catch (error) {
    const isLastAttempt = job.attempts >= job.maxAttempts || (error instanceof MediaToolError && !error.isRetryable);
    if (isLastAttempt) {
      await deps.db
        .update(conceptAssets)
        .set({ processingStatus: 'failed', processingError: describeFailure(asset.type as AssetKind, error) })
        .where(and(eq(conceptAssets.id, assetId), eq(conceptAssets.storageKey, storageKey)));
    }
    throw error;
  }
}

const NOUNS: Record<AssetKind, string> = { video: 'video', image: 'image', document: 'document', playable: 'playable ad', other: 'file' };

/**
 * What the user reads when processing gave up: plain words about their file, never the tool's
 * message (it names server paths and internals; it is in the job's record and the logs).
 */
export function describeFailure(kind: AssetKind, error?: unknown) {
  const noun = NOUNS[kind] ?? 'file';
  const failure = error instanceof MediaToolError ? error.failure : null;
  if (failure === 'missing') {
    return `Previews of videos are not available on this server (its video tools are not installed), so this ${noun} has no preview. The file itself is stored and can be downloaded; ask your administrator.`;
  }
  if (error instanceof JobTimeLimitError || failure === 'time-limit') {
    return `The ${noun} took too long to process, so it has no preview. It may be very long or very large; try a shorter or smaller export.`;
  }
  if (failure === 'memory-limit') {
    return `The ${noun} needs more memory to process than this server allows, so it has no preview. Try an export with a smaller resolution.`;
  }
  switch (kind) {
    case 'video':
      return 'The video could not be read. It may be damaged, or use a format or codec Atelier cannot play; try exporting it again as MP4 (H.264).';
    case 'image':
      return 'The image could not be read. It may be damaged or in a format Atelier cannot show; try exporting it again as PNG or JPEG.';
    case 'document':
      return 'The document could not be read. It may be damaged or protected with a password.';
    case 'playable':
      return 'The playable ad could not be read. Check that the zip opens and holds an index.html.';
    default:
      return 'The file could not be processed. It may be damaged; try uploading it again.';
  }
}

/**
 * The processing of an asset was given up on (its attempts failed, ran past their time limit or
 * never finished): show it as failed with the reason (and a retry), never as processing forever.
 */
export async function markProcessingFailed(db: Database, assetId: string, error: unknown) {
  const [asset] = await db.select({ type: conceptAssets.type }).from(conceptAssets).where(eq(conceptAssets.id, assetId));
  if (!asset) return;
  await db
    .update(conceptAssets)
    .set({ processingStatus: 'failed', processingError: describeFailure(asset.type as AssetKind, error) })
    .where(and(eq(conceptAssets.id, assetId), eq(conceptAssets.processingStatus, 'processing')));
}

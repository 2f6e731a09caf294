import sharp, { type Sharp } from 'sharp';
import type { AssetKind } from './detect.js';
import { isPdfFile, renderPdfFirstPage } from './pdf-preview.js';
import { listPlayableEntries, pickPlayableStill, readPlayableEntry } from './playable-zip.js';
import { FFMPEG_PATH, ffmpegVideoInput, isUnsupportedImageError, openImage, runTool } from './tools.js';

/** Previews fit inside this square; smaller files are not enlarged. */
export const PREVIEW_MAX_SIZE = 640;

/**
 * A WebP preview of an image (first frame, EXIF-rotated; an SVG is rasterised, so no script in it
 * survives) or of a video (the frame at 1 s, or the first frame of a shorter one). Null for the
 * kinds that get an icon instead, and for images sharp cannot decode:
 * - document: a PDF's first page, drawn by pdf.js (pdf-preview.ts); Word documents get none.
 * - playable: it cannot be run on the server, so an image from its zip stands for it: one named
 *   like an end card, a screenshot or an icon, else the largest image (playable-zip.ts); none
 *   when the zip holds no image sharp can read.
 * - other: nothing to render.
 */
export async function makePreview(filePath: string, kind: AssetKind, options: { signal?: AbortSignal } = {}): Promise<Buffer | null> {
  const { signal } = options;
  if (kind === 'image') {
    try {
      return await toWebp(await openImage(filePath));
    } catch (error) {
      if (isUnsupportedImageError(error)) return null;
      throw error;
    }
  }
  if (kind === 'video') {
    const frame = (await grabFrame(filePath, 1, signal)) ?? (await grabFrame(filePath, 0, signal));
    if (!frame) throw new Error('The video has no frame to preview.');
    return toWebp(sharp(frame, { failOn: 'error' }));
  }
  if (kind === 'playable') return makePlayableStill(filePath, signal);
  if (kind === 'document' && (await isPdfFile(filePath))) {
    const page = await renderPdfFirstPage(filePath);
    return page ? toWebp(sharp(page, { failOn: 'error' })) : null;
  }
  return null;
}

async function makePlayableStill(filePath: string, signal: AbortSignal | undefined): Promise<Buffer | null> {
  const still = pickPlayableStill(await listPlayableEntries(filePath));
  const bytes = still ? await readPlayableEntry(filePath, still, { signal }) : null;
  if (!bytes) return null;
  try {
    return await toWebp(sharp(bytes, { failOn: 'error', animated: false }));
  } catch {
    // A damaged image in the zip leaves the playable without a picture, not failed.
    return null;
  }
}

function toWebp(image: Sharp): Promise<Buffer> {
  return image
    .rotate()
    .resize(PREVIEW_MAX_SIZE, PREVIEW_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * One frame as PNG on stdout: no temporary file to clean up. ffmpeg already shrinks it to at
 * most 1280 px (keeping the ratio, never enlarging), so a 4K or 8K frame stays a small buffer.
 * Seeking past the end yields no output, hence null.
 */
export async function grabFrame(filePath: string, atSeconds: number, signal: AbortSignal | undefined): Promise<Buffer | null> {
  const frame = await runTool(
    FFMPEG_PATH,
    [
      ...ffmpegVideoInput(filePath, ['-ss', String(atSeconds)]),
      '-frames:v',
      '1',
      '-vf',
      "scale=w='min(1280,iw)':h='min(1280,ih)':force_original_aspect_ratio=decrease",
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      '-',
    ],
    { signal },
  );
  return frame.length > 0 ? frame : null;
}

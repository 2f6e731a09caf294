import sharp from 'sharp';
import { FFMPEG_PATH, ffmpegVideoInput, runTool } from './tools.js';

/** Thumbnails of a scrub strip are this wide (the height keeps the video's ratio). */
export const SCRUB_FRAME_WIDTH = 160;
/** At most this many thumbnails, one per second for shorter videos. */
const MAX_FRAMES = 100;
const COLUMNS = 10;

/** Where each thumbnail of the strip sits, for the player's timeline hover. */
export interface ScrubStripLayout {
  columns: number;
  rows: number;
  frameWidth: number;
  frameHeight: number;
  frameCount: number;
  /** The time between two thumbnails. */
  intervalMs: number;
}

/**
 * A scrub strip of a video: evenly spaced thumbnails tiled into one WebP (one image request for the
 * whole timeline), drawn by ffmpeg's fps, scale and tile filters in a single pass. Null for a video
 * too short to have a frame.
 */
export async function makeScrubStrip(
  filePath: string,
  video: { lengthMs: number; width: number; height: number },
  options: { signal?: AbortSignal } = {},
): Promise<{ image: Buffer; layout: ScrubStripLayout } | null> {
  if (!(video.lengthMs > 0) || !(video.width > 0) || !(video.height > 0)) return null;
  const frameCount = Math.max(1, Math.min(MAX_FRAMES, Math.floor(video.lengthMs / 1000)));
  const intervalMs = video.lengthMs / frameCount;
  const columns = Math.min(COLUMNS, frameCount);
  const rows = Math.ceil(frameCount / columns);
  // Even height, as the encoders want it.
  const frameHeight = Math.max(2, Math.round((SCRUB_FRAME_WIDTH * video.height) / video.width / 2) * 2);
  const tiles = await runTool(
    FFMPEG_PATH,
    [
      ...ffmpegVideoInput(filePath),
      '-vf',
      `fps=1000/${intervalMs.toFixed(3)},scale=${SCRUB_FRAME_WIDTH}:${frameHeight},tile=${columns}x${rows}`,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      '-',
    ],
    { signal: options.signal },
  );
  if (tiles.length === 0) return null;
  const image = await sharp(tiles, { failOn: 'error' }).webp({ quality: 70 }).toBuffer();
  return { image, layout: { columns, rows, frameWidth: SCRUB_FRAME_WIDTH, frameHeight, frameCount, intervalMs: Math.round(intervalMs) } };
}

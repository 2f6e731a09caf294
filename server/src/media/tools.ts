import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

export const FFMPEG_PATH = ffmpeg.path;
export const FFPROBE_PATH = ffprobe.path;
const TOOL_TIMEOUT_MS = 60_000;

/**
 * Input options for every ffmpeg/ffprobe run on an uploaded file. ffmpeg picks a demuxer from the
 * content, and some (hls, concat) follow references to other files or URLs: an upload crafted as a
 * playlist could make it read local files into a preview. Only the container formats of the videos
 * detectAssetKind accepts may open, and only the file itself.
 */
export const SAFE_VIDEO_INPUT_OPTIONS = [
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  'mov,matroska,webm,avi,flv,mpeg,mpegts,asf,ogg',
] as const;

/** The input argument: absolute with a protocol, so a name starting with "-" is never read as an option. */
export function toInputUrl(filePath: string): string {
  return `file:${path.resolve(filePath)}`;
}

/** Runs a program without a shell and returns its stdout; killed after the timeout. */
export function runTool(
  file: string,
  args: readonly string[],
  options: { timeoutMs?: number; maxBufferBytes?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? TOOL_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        encoding: 'buffer',
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: options.maxBufferBytes ?? 64 * 1024 * 1024,
        windowsHide: true,
        // An aborted job (time limit, shutdown) kills the process at once.
        signal: options.signal,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const name = path.basename(file);
        if (options.signal?.aborted) return reject(options.signal.reason);
        if (error.killed) return reject(new Error(`${name} did not finish within ${timeoutMs / 1000} s`));
        const detail = stderr.toString('utf8').trim().split('\n').slice(-3).join(' ');
        reject(new Error(`${name} failed: ${detail || error.message}`));
      },
    );
  });
}

/** SVGs larger than this are refused: they are read into memory (see openImage). */
const MAX_SVG_BYTES = 16 * 1024 * 1024;

/**
 * A sharp pipeline on an uploaded image. Anything but a binary image format (that is, an SVG) is
 * handed over as a buffer, not a path: librsvg resolves an SVG's references to files next to a file
 * it loads, while a buffer has no location. `failOn: 'error'` accepts the slightly broken files
 * design tools write; real damage still fails.
 */
export async function openImage(filePath: string): Promise<Sharp> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const detected = await fileTypeFromBuffer(head.subarray(0, bytesRead));
    if (detected?.mime.startsWith('image/')) return sharp(filePath, { failOn: 'error' });
    const { size } = await handle.stat();
    if (size > MAX_SVG_BYTES) throw new Error('The SVG is too large to render.');
    return sharp(await handle.readFile(), { failOn: 'error' });
  } finally {
    await handle.close();
  }
}

/** sharp cannot decode every image/* type file-type recognises (PSD, camera raw, HEVC HEIC). */
export function isUnsupportedImageError(error: unknown): boolean {
  return error instanceof Error && /unsupported image format/i.test(error.message);
}

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

/**
 * ffmpeg and ffprobe decode every uploaded video, so they come from a maintained build: the
 * system's (Debian's `ffmpeg` package), found on PATH, or FFMPEG_PATH / FFPROBE_PATH. Read once,
 * here, because the media functions (and the demo seed) run without the app's config.
 */
export const FFMPEG_PATH = process.env.FFMPEG_PATH?.trim() || 'ffmpeg';
export const FFPROBE_PATH = process.env.FFPROBE_PATH?.trim() || 'ffprobe';

/** Bounds of every decode of an uploaded file (setMediaToolLimits at start, from the config). */
export interface MediaToolLimits {
  /** Killed (SIGKILL) after this long. */
  timeoutMs: number;
  /** Address space of the process (prlimit --as); a decoder past it fails to allocate. */
  memoryBytes: number;
  /** Decoder and filter threads. */
  threads: number;
}

const limits: MediaToolLimits = { timeoutMs: 60_000, memoryBytes: 2048 * 1024 * 1024, threads: 2 };

export function setMediaToolLimits(changes: Partial<MediaToolLimits>): void {
  Object.assign(limits, changes);
}

export type MediaToolFailure = 'missing' | 'time-limit' | 'memory-limit' | 'failed';

/**
 * A tool run that failed, and why. Only 'failed' (a damaged file, a passing fault) is worth another
 * attempt: a missing tool or a file past a fixed limit fails the same way every time.
 */
export class MediaToolError extends Error {
  readonly isRetryable: boolean;
  constructor(
    message: string,
    readonly failure: MediaToolFailure,
  ) {
    super(message);
    this.name = 'MediaToolError';
    this.isRetryable = failure === 'failed';
  }
}

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

/**
 * Decoder (and, for ffmpeg, filter) threads: by default ffmpeg starts one per core, each with its
 * own frame buffers, so the memory a file needs would grow with the machine.
 */
export function boundedThreadOptions(tool: 'ffmpeg' | 'ffprobe'): string[] {
  const threads = String(limits.threads);
  return tool === 'ffmpeg' ? ['-threads', threads, '-filter_threads', threads] : ['-threads', threads];
}

/** The input argument: absolute with a protocol, so a name starting with "-" is never read as an option. */
export function toInputUrl(filePath: string): string {
  return `file:${path.resolve(filePath)}`;
}

/**
 * How every ffmpeg run on an uploaded video starts: quiet, only the file itself and the accepted
 * containers may open, bounded threads, then `inputOptions` (a seek) and the file.
 */
export function ffmpegVideoInput(filePath: string, inputOptions: readonly string[] = []): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    ...SAFE_VIDEO_INPUT_OPTIONS,
    ...boundedThreadOptions('ffmpeg'),
    ...inputOptions,
    '-i',
    toInputUrl(filePath),
  ];
}

/** The executable a name runs (searched on PATH like a shell would), or null when there is none. */
export async function findExecutable(name: string): Promise<string | null> {
  const candidates = name.includes('/')
    ? [path.resolve(name)]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((directory) => path.join(directory, name));
  for (const candidate of candidates) {
    try {
      await fs.access(candidate, fs.constants.X_OK);
      if ((await fs.stat(candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

let prlimitPath: Promise<string | null> | undefined;

/** util-linux's prlimit, which sets the memory limit and then becomes the tool (same process). */
function findPrlimit(): Promise<string | null> {
  prlimitPath ??= findExecutable('prlimit');
  return prlimitPath;
}

/**
 * Runs a decoder without a shell and returns its stdout, within the limits: killed after the time
 * limit or when `signal` aborts, its address space bounded through prlimit where the system has it
 * (checkMediaTools warns at start where it does not).
 */
export async function runTool(
  file: string,
  args: readonly string[],
  options: { timeoutMs?: number; maxBufferBytes?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const name = path.basename(file);
  const executable = await findExecutable(file);
  if (!executable) throw new MediaToolError(`${name} is not installed (looked for "${file}")`, 'missing');
  options.signal?.throwIfAborted();
  const prlimit = await findPrlimit();
  const [command, commandArgs] = prlimit
    ? [prlimit, [`--as=${Math.round(limits.memoryBytes)}`, '--', executable, ...args]]
    : [executable, [...args]];
  const timeoutMs = options.timeoutMs ?? limits.timeoutMs;
  return new Promise((resolve, reject) => {
    execFile(
      command,
      commandArgs,
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
        if (options.signal?.aborted) return reject(options.signal.reason);
        if (error.killed) return reject(new MediaToolError(`${name} did not finish within ${timeoutMs / 1000} s`, 'time-limit'));
        const detail = stderr.toString('utf8').trim().split('\n').slice(-3).join(' ');
        const isOutOfMemory = /cannot allocate memory|out of memory|failed to map segment|std::bad_alloc/i.test(detail);
        if (isOutOfMemory) return reject(new MediaToolError(`${name} ran out of its memory limit: ${detail}`, 'memory-limit'));
        reject(new MediaToolError(`${name} failed: ${detail || error.message}`, 'failed'));
      },
    );
  });
}

export interface MediaToolsStatus {
  isAvailable: boolean;
  /** The first line of `ffmpeg -version`, e.g. "ffmpeg version 5.1.6-0+deb12u1 …". */
  ffmpegVersion: string | null;
  /** Why videos get no preview here, for the log. */
  problem: string | null;
  hasMemoryLimit: boolean;
}

let status: MediaToolsStatus | null = null;

/** What checkMediaTools found at start (null before); the health check reports it. */
export function getMediaToolsStatus(): MediaToolsStatus | null {
  return status;
}

/**
 * Runs `ffmpeg -version` and `ffprobe -version` once at start. A machine without them still starts:
 * videos then get no preview, with a reason their users can read (assets/processing.ts).
 */
export async function checkMediaTools(): Promise<MediaToolsStatus> {
  const hasMemoryLimit = (await findPrlimit()) !== null;
  try {
    const [ffmpegOutput] = await Promise.all([
      runTool(FFMPEG_PATH, ['-hide_banner', '-version'], { timeoutMs: 10_000 }),
      runTool(FFPROBE_PATH, ['-hide_banner', '-version'], { timeoutMs: 10_000 }),
    ]);
    const ffmpegVersion = ffmpegOutput.toString('utf8').split('\n')[0]!.trim();
    status = { isAvailable: true, ffmpegVersion, problem: null, hasMemoryLimit };
  } catch (error) {
    status = { isAvailable: false, ffmpegVersion: null, problem: (error as Error).message, hasMemoryLimit };
  }
  return status;
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

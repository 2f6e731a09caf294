import type { AssetKind } from './detect.js';
import {
  boundedThreadOptions,
  FFPROBE_PATH,
  isUnsupportedImageError,
  openImage,
  runTool,
  SAFE_VIDEO_INPUT_OPTIONS,
  toInputUrl,
} from './tools.js';

export interface MediaProbe {
  width: number | null;
  height: number | null;
  /** Milliseconds (videos; animated images). */
  lengthMs: number | null;
  /** Bits per second (videos). */
  bitrate: number | null;
  /** '16:9', '9:16', '1:1', or '1.91:1' when the reduced ratio is not a readable one. */
  aspectRatio: string | null;
  /** Frames per second (videos): the stream's average rate, e.g. 29.97 for 30000/1001. */
  frameRate?: number | null;
}

const UNKNOWN: MediaProbe = { width: null, height: null, lengthMs: null, bitrate: null, aspectRatio: null };

/**
 * Dimensions, length and bitrate of an image or video, as shown (after EXIF orientation or a
 * video's rotation). Other kinds, and images sharp cannot decode, give nulls; a damaged file throws.
 */
export async function probeMedia(filePath: string, kind: AssetKind, options: { signal?: AbortSignal } = {}): Promise<MediaProbe> {
  if (kind === 'image') return probeImage(filePath);
  if (kind === 'video') return probeVideo(filePath, options.signal);
  return UNKNOWN;
}

async function probeImage(filePath: string): Promise<MediaProbe> {
  let metadata;
  try {
    metadata = await (await openImage(filePath)).metadata();
  } catch (error) {
    if (isUnsupportedImageError(error)) return UNKNOWN;
    throw error;
  }
  const { width, height } = metadata.autoOrient;
  const isAnimated = (metadata.pages ?? 1) > 1 && metadata.delay !== undefined;
  return {
    width,
    height,
    lengthMs: isAnimated ? metadata.delay!.reduce((total, delay) => total + delay, 0) : null,
    bitrate: null,
    aspectRatio: formatAspectRatio(width, height),
  };
}

interface FfprobeOutput {
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
  format?: { duration?: string; bit_rate?: string };
}

async function probeVideo(filePath: string, signal: AbortSignal | undefined): Promise<MediaProbe> {
  const output = await runTool(
    FFPROBE_PATH,
    [
      '-v',
      'error',
      ...SAFE_VIDEO_INPUT_OPTIONS,
      ...boundedThreadOptions('ffprobe'),
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      toInputUrl(filePath),
    ],
    { signal },
  );
  const probe = JSON.parse(output.toString('utf8')) as FfprobeOutput;
  // A cover image in an mp4 is a "video" stream too; it is not the video.
  const stream = probe.streams?.find((candidate) => candidate.codec_type === 'video' && candidate.disposition?.attached_pic !== 1);
  const rotation = Number(stream?.tags?.rotate ?? stream?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0);
  const isSideways = Math.abs(rotation) % 180 === 90;
  const width = positiveOrNull(isSideways ? stream?.height : stream?.width);
  const height = positiveOrNull(isSideways ? stream?.width : stream?.height);
  const seconds = Number(probe.format?.duration ?? stream?.duration);
  const bitrate = Number(probe.format?.bit_rate);
  return {
    width,
    height,
    lengthMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    bitrate: Number.isFinite(bitrate) && bitrate > 0 ? Math.round(bitrate) : null,
    aspectRatio: width && height ? formatAspectRatio(width, height) : null,
    // The average rate is what players count frames at; r_frame_rate (the timebase's guess) only
    // when the container gives no average.
    frameRate: parseFrameRate(stream?.avg_frame_rate) ?? parseFrameRate(stream?.r_frame_rate),
  };
}

/** ffprobe's rational ('30000/1001', '25/1', '0/0') as a number; null when absent or absurd. */
export function parseFrameRate(text: string | undefined): number | null {
  const match = text ? /^(\d+)(?:\/(\d+))?$/.exec(text.trim()) : null;
  if (!match) return null;
  const rate = Number(match[1]) / Number(match[2] ?? 1);
  return Number.isFinite(rate) && rate >= 1 && rate <= 1000 ? Math.round(rate * 1000) / 1000 : null;
}

/** 1920×1080 → '16:9'; 1200×628 (300:157) → '1.91:1', since a ratio of big terms says nothing to a reader. */
export function formatAspectRatio(width: number, height: number): string | null {
  const [roundedWidth, roundedHeight] = [Math.round(width), Math.round(height)];
  if (!(roundedWidth > 0 && roundedHeight > 0)) return null;
  const divisor = greatestCommonDivisor(roundedWidth, roundedHeight);
  const [ratioWidth, ratioHeight] = [roundedWidth / divisor, roundedHeight / divisor];
  if (ratioWidth > 50 && ratioHeight > 50) return `${(roundedWidth / roundedHeight).toFixed(2)}:1`;
  return `${ratioWidth}:${ratioHeight}`;
}

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function positiveOrNull(value: number | undefined): number | null {
  return value !== undefined && value > 0 ? value : null;
}

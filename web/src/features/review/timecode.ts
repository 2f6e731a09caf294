/**
 * Frame maths of the video player. A frame is addressed by its 0-based number at the video's frame
 * rate; seeking goes to the middle of the frame ((frame + 0.5) / rate) so that the decoder shows
 * exactly that frame whatever the rounding of the container's timestamps.
 */

/** Used when the file's frame rate could not be probed (most exports are 24–30 fps). */
export const DEFAULT_FRAME_RATE = 30;

export function effectiveFrameRate(frameRate: number | null | undefined): number {
  return frameRate && Number.isFinite(frameRate) && frameRate > 0 ? frameRate : DEFAULT_FRAME_RATE;
}

/** Seconds to seek to for a frame: its middle. */
export function frameToTime(frame: number, frameRate: number): number {
  return (Math.max(0, Math.floor(frame)) + 0.5) / frameRate;
}

/** The frame shown at a time in seconds. */
export function timeToFrame(seconds: number, frameRate: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  // The epsilon absorbs floating-point noise at exact frame boundaries (1/30 * 30 = 0.9999…).
  return Math.floor(seconds * frameRate + 1e-6);
}

/** The number of frames in a video of `lengthSeconds`. */
export function frameCount(lengthSeconds: number, frameRate: number): number {
  if (!Number.isFinite(lengthSeconds) || lengthSeconds <= 0) return 0;
  return Math.max(1, Math.round(lengthSeconds * frameRate));
}

/** A frame kept inside the video: 0 .. count - 1. */
export function clampFrame(frame: number, count: number): number {
  if (count <= 0) return Math.max(0, Math.floor(frame));
  return Math.min(count - 1, Math.max(0, Math.floor(frame)));
}

/**
 * HH:MM:SS:FF, non-drop-frame: frames are counted at the nominal rate (29.97 counts to 30), as
 * editing tools show it.
 */
export function formatTimecode(frame: number, frameRate: number): string {
  const nominal = Math.max(1, Math.round(frameRate));
  const total = Math.max(0, Math.floor(frame));
  const frames = total % nominal;
  const totalSeconds = Math.floor(total / nominal);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(totalSeconds / 3600))}:${two(Math.floor(totalSeconds / 60) % 60)}:${two(totalSeconds % 60)}:${two(frames)}`;
}

/** Playback speeds offered. */
export const PLAYBACK_RATES = [0.25, 0.5, 1, 1.5, 2] as const;

/** Where a frame sits on a timeline of `count` frames, 0..1 (its start). */
export function frameToFraction(frame: number, count: number): number {
  return count > 0 ? Math.min(1, Math.max(0, frame / count)) : 0;
}

/** The frame under a point of the timeline at `fraction` (0..1). */
export function fractionToFrame(fraction: number, count: number): number {
  return clampFrame(Math.floor(Math.min(1, Math.max(0, fraction)) * count), count);
}

export interface ScrubStripLayout {
  columns: number;
  rows: number;
  frameWidth: number;
  frameHeight: number;
  frameCount: number;
  intervalMs: number;
}

/** The thumbnail of the strip for a time, as a background offset in the strip's own pixels. */
export function scrubThumbnailOffset(strip: ScrubStripLayout, seconds: number): { x: number; y: number; index: number } {
  const index = Math.min(strip.frameCount - 1, Math.max(0, Math.floor((seconds * 1000) / Math.max(1, strip.intervalMs))));
  return { index, x: (index % strip.columns) * strip.frameWidth, y: Math.floor(index / strip.columns) * strip.frameHeight };
}

/**
 * During a loop of in..out (inclusive frames): the time to jump back to when playback has passed
 * the out frame, else null.
 */
export function loopJumpTarget(currentFrame: number, loop: { in: number; out: number } | null, frameRate: number): number | null {
  if (!loop || loop.out < loop.in) return null;
  return currentFrame > loop.out || currentFrame < loop.in ? frameToTime(loop.in, frameRate) : null;
}

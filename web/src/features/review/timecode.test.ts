import { describe, expect, it } from 'vitest';
import {
  clampFrame,
  effectiveFrameRate,
  formatTimecode,
  fractionToFrame,
  frameCount,
  frameToTime,
  loopJumpTarget,
  scrubThumbnailOffset,
  timeToFrame,
} from './timecode';

describe('frame maths', () => {
  it('seeks to the middle of a frame and reads the same frame back at common rates', () => {
    for (const rate of [23.976, 24, 25, 29.97, 30, 50, 59.94, 60]) {
      for (const frame of [0, 1, 47, 48, 49, 1000, 86_399]) {
        expect(timeToFrame(frameToTime(frame, rate), rate)).toBe(frame);
      }
    }
    expect(frameToTime(48, 24)).toBeCloseTo(48.5 / 24, 10);
  });

  it('reads exact frame boundaries as the frame that starts there', () => {
    expect(timeToFrame(1, 30)).toBe(30);
    expect(timeToFrame(1 / 30, 30)).toBe(1);
    expect(timeToFrame(0, 30)).toBe(0);
    expect(timeToFrame(Number.NaN, 30)).toBe(0);
  });

  it('counts and clamps frames', () => {
    expect(frameCount(10, 25)).toBe(250);
    expect(clampFrame(300, 250)).toBe(249);
    expect(clampFrame(-3, 250)).toBe(0);
    expect(fractionToFrame(1, 250)).toBe(249);
    expect(fractionToFrame(0.5, 250)).toBe(125);
    expect(effectiveFrameRate(null)).toBe(30);
    expect(effectiveFrameRate(0)).toBe(30);
    expect(effectiveFrameRate(23.976)).toBe(23.976);
  });

  it('formats non-drop-frame timecode at the nominal rate', () => {
    expect(formatTimecode(0, 25)).toBe('00:00:00:00');
    expect(formatTimecode(48, 24)).toBe('00:00:02:00');
    expect(formatTimecode(49, 25)).toBe('00:00:01:24');
    expect(formatTimecode(30 * 3661 + 7, 29.97)).toBe('01:01:01:07');
  });

  it('picks the scrub strip thumbnail of a time', () => {
    const strip = { columns: 10, rows: 2, frameWidth: 160, frameHeight: 90, frameCount: 20, intervalMs: 500 };
    expect(scrubThumbnailOffset(strip, 0)).toEqual({ index: 0, x: 0, y: 0 });
    expect(scrubThumbnailOffset(strip, 5.6)).toEqual({ index: 11, x: 160, y: 90 });
    expect(scrubThumbnailOffset(strip, 999).index).toBe(19);
  });

  it('jumps back to the in frame once playback passes the out frame', () => {
    const loop = { in: 10, out: 20 };
    expect(loopJumpTarget(15, loop, 25)).toBeNull();
    expect(loopJumpTarget(20, loop, 25)).toBeNull();
    expect(loopJumpTarget(21, loop, 25)).toBeCloseTo(10.5 / 25);
    expect(loopJumpTarget(5, loop, 25)).toBeCloseTo(10.5 / 25);
    expect(loopJumpTarget(21, null, 25)).toBeNull();
  });
});

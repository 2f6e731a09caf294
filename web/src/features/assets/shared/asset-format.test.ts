import { describe, expect, it } from 'vitest';
import { findKindOfFile, deriveNewAssetStatus } from '../asset-types';
import {
  bitsFromKilobits,
  bytesFromMegabytes,
  formatPixels,
  formatSeconds,
  formatSizeMb,
  kilobitsText,
  megabytesText,
  millisecondsFromSeconds,
  parseOptionalInteger,
  secondsText,
} from './asset-format';

describe('bitrate', () => {
  it('shows bits per second as kbit/s, and turns typed kbit/s back into bits per second', () => {
    expect(kilobitsText(2_500_000)).toBe('2500');
    expect(kilobitsText(128_456)).toBe('128.5');
    expect(kilobitsText(null)).toBe('');
    expect(bitsFromKilobits('128.5')).toBe(128_500);
    expect(bitsFromKilobits('')).toBeNull();
  });
});

describe('size', () => {
  it('shows bytes as MB with two decimals', () => {
    expect(formatSizeMb(12_345_678)).toBe('12.35 MB');
    expect(formatSizeMb(0)).toBe('0.00 MB');
    expect(formatSizeMb(10_000)).toBe('0.01 MB');
  });

  it('shows a file under 0.01 MB in KB', () => {
    expect(formatSizeMb(9_999)).toBe('10.00 KB');
    expect(formatSizeMb(512)).toBe('0.51 KB');
    expect(formatSizeMb(null)).toBe('');
  });

  it('turns typed MB into bytes, times one million, rounded', () => {
    expect(bytesFromMegabytes('1.5')).toBe(1_500_000);
    expect(bytesFromMegabytes('0.0000004')).toBe(0);
    expect(bytesFromMegabytes('0.0000005')).toBe(1);
    expect(bytesFromMegabytes('1.1')).toBe(1_100_000);
    expect(bytesFromMegabytes('')).toBeNull();
    expect(bytesFromMegabytes('abc')).toBeNull();
  });

  it('round-trips the stored bytes through the form text', () => {
    expect(megabytesText(1_234_567)).toBe('1.234567');
    expect(bytesFromMegabytes(megabytesText(1_234_567))).toBe(1_234_567);
  });
});

describe('length', () => {
  it('turns typed seconds into milliseconds, rounded up', () => {
    expect(millisecondsFromSeconds('1.0001')).toBe(1001);
    expect(millisecondsFromSeconds('15')).toBe(15_000);
    // 0.3 * 1000 is 300.00000000000006 in floating point: still 300.
    expect(millisecondsFromSeconds('0.3')).toBe(300);
    expect(millisecondsFromSeconds(' ')).toBeNull();
  });

  it('shows milliseconds as seconds', () => {
    expect(formatSeconds(15_300)).toBe('15.3 s');
    expect(formatSeconds(1001)).toBe('1 s');
    expect(formatSeconds(null)).toBe('');
    expect(secondsText(15_300)).toBe('15.3');
  });
});

describe('numbers and pixels', () => {
  it('keeps width, height and bitrate whole or empty', () => {
    expect(parseOptionalInteger('1080')).toBe(1080);
    expect(parseOptionalInteger('1080.6')).toBe(1081);
    expect(parseOptionalInteger('wide')).toBeNull();
    expect(parseOptionalInteger('')).toBeNull();
  });

  it("shows pixels, or 'n/a' when empty", () => {
    expect(formatPixels(1920, 'n/a')).toBe('1920 px');
    expect(formatPixels(null, 'n/a')).toBe('n/a');
  });
});

describe('asset rules', () => {
  it('finds the kind of a chosen file', () => {
    expect(findKindOfFile({ name: 'a.png', type: 'image/png' })).toBe('image');
    expect(findKindOfFile({ name: 'a.mp4', type: 'video/mp4' })).toBe('video');
    expect(findKindOfFile({ name: 'brief.pdf', type: 'application/pdf' })).toBe('document');
    expect(findKindOfFile({ name: 'brief.docx', type: '' })).toBe('document');
    expect(findKindOfFile({ name: 'game.zip', type: 'application/zip' })).toBe('other');
  });

  it("derives a new asset's status from its concept", () => {
    expect(deriveNewAssetStatus('conceptDev')).toBe('inProduction');
    expect(deriveNewAssetStatus('pendingApproval')).toBe('pendingApproval');
    expect(deriveNewAssetStatus('canceled')).toBe('queued');
    expect(deriveNewAssetStatus(null)).toBe('queued');
  });
});

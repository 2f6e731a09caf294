import { describe, expect, it } from 'vitest';
import { detectFatigue, type FatigueDay } from './fatigue.js';

/** A small seeded generator (mulberry32) so the figures printed are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(next: () => number) {
  return Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
}

function poisson(next: () => number, mean: number) {
  if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(next)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = next();
  while (p > limit) {
    k++;
    p *= next();
  }
  return k;
}

const DAYS = 60;
const day = (index: number) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);

/**
 * A creative's 60 days: impressions 8k–60k a day (±25 % day to day), an IPM of 3–12 with 12 %
 * day-to-day noise and Poisson installs. With an onset, the IPM falls by 35–60 % over three days
 * from that day on and stays there.
 */
function series(next: () => number, onset: number | null): FatigueDay[] {
  const volume = 8000 + next() * 52000;
  const ipm = 3 + next() * 9;
  const drop = 0.35 + next() * 0.25;
  return Array.from({ length: DAYS }, (_, index) => {
    const impressions = Math.round(volume * (1 + 0.25 * (next() * 2 - 1)));
    let level = ipm;
    if (onset !== null && index >= onset) level = ipm * (1 - drop * Math.min(1, (index - onset + 1) / 3));
    const rate = level * Math.exp(0.12 * gaussian(next));
    const installs = poisson(next, (impressions * rate) / 1000);
    return { day: day(index), impressions, clicks: Math.round(impressions * 0.01), installs };
  });
}

describe('fatigue detection on generated series', () => {
  it('finds ≥ 90 % of 200 injected onsets with a median lag ≤ 3 days and ≤ 5 % false alarms on 200 steady series', () => {
    const next = random(19);
    const lags: number[] = [];
    const onsetErrors: number[] = [];
    let detected = 0;
    for (let index = 0; index < 200; index++) {
      const onset = 21 + Math.floor(next() * 30);
      const result = detectFatigue(series(next, onset));
      if (!result) continue;
      const detectedIndex = DAYS - 1 - (Date.parse(day(DAYS - 1)) - Date.parse(result.detectedDay)) / 86_400_000;
      const onsetIndex = DAYS - 1 - (Date.parse(day(DAYS - 1)) - Date.parse(result.onsetDay)) / 86_400_000;
      // A flag before the drop is a false alarm on this series, not a detection.
      if (detectedIndex < onset) continue;
      detected++;
      lags.push(detectedIndex - onset);
      onsetErrors.push(Math.abs(onsetIndex - onset));
    }
    let falseAlarms = 0;
    for (let index = 0; index < 200; index++) if (detectFatigue(series(next, null))) falseAlarms++;

    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
    };
    const detection = detected / 200;
    const falseAlarmRate = falseAlarms / 200;
    console.log(
      `fatigue: detection ${(detection * 100).toFixed(1)} % (${detected}/200), median lag ${median(lags)} days ` +
        `(detected day − true onset), median onset error ${median(onsetErrors)} days, false alarms ${(falseAlarmRate * 100).toFixed(1)} % (${falseAlarms}/200)`,
    );
    expect(detection).toBeGreaterThanOrEqual(0.9);
    expect(median(lags)).toBeLessThanOrEqual(3);
    expect(falseAlarmRate).toBeLessThanOrEqual(0.05);
  });

  it('uses CTR when the network gives no installs, and says nothing about a recovered creative when asked for current fatigue', () => {
    const days: FatigueDay[] = Array.from({ length: 40 }, (_, index) => ({
      day: day(index),
      impressions: 10000,
      clicks: index >= 25 && index < 32 ? 60 : 120,
      installs: null,
    }));
    const result = detectFatigue(days);
    expect(result).toMatchObject({ metric: 'ctr', onsetDay: day(25) });
    expect(result!.levelBefore).toBeCloseTo(1.2);
    expect(detectFatigue(days, { current: true })).toBeNull();
  });
});

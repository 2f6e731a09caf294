/**
 * Creative fatigue: a sustained drop of a creative's IPM (installs per thousand impressions), or of
 * its CTR where installs are missing, against its own earlier level.
 *
 * Rule (pure, unit-tested on generated series in fatigue.test.ts):
 * - the rate is pooled over days (sum of installs / sum of impressions), never an average of daily
 *   rates, so a low-volume day weighs little;
 * - on each day T (from the 18th day with data on), the baseline is the pooled rate of the 14 days
 *   before the last WINDOW days, and the drop is sustained when the pooled rate of the last WINDOW
 *   days is below DROP × baseline and each of those days is below DAY_DROP × baseline;
 * - the onset is the first day of that run, walked back over earlier days already below DAY_DROP ×
 *   baseline (at most a week);
 * - a creative counts as fatigued when such a drop was found and its last WINDOW days are still
 *   below DAY_DROP × the baseline (a recovered creative is not flagged).
 * Too little volume (fewer than MIN_BASELINE_EVENTS installs or clicks in the baseline) says nothing.
 */

export interface FatigueDay {
  /** YYYY-MM-DD */
  day: string;
  impressions: number | null;
  clicks: number | null;
  installs: number | null;
}

export interface FatigueResult {
  metric: 'ipm' | 'ctr';
  /** The day the drop began. */
  onsetDay: string;
  /** The data day the drop was first detectable on. */
  detectedDay: string;
  /** Pooled rate before the onset and over the last days (per mille impressions for IPM, per cent for CTR). */
  levelBefore: number;
  levelAfter: number;
}

export const FATIGUE_RULE = {
  baselineDays: 14,
  window: 4,
  drop: 0.75,
  dayDrop: 0.9,
  minBaselineEvents: 30,
} as const;

type Metric = 'ipm' | 'ctr';

/** IPM when the series has installs on most of its days, CTR otherwise. */
export function fatigueMetric(days: readonly FatigueDay[]): Metric {
  const withInstalls = days.filter((day) => day.installs !== null).length;
  return withInstalls * 2 >= days.length ? 'ipm' : 'ctr';
}

function events(day: FatigueDay, metric: Metric) {
  return (metric === 'ipm' ? day.installs : day.clicks) ?? 0;
}

function pooled(days: readonly FatigueDay[], metric: Metric) {
  let numerator = 0;
  let impressions = 0;
  for (const day of days) {
    numerator += events(day, metric);
    impressions += day.impressions ?? 0;
  }
  return { rate: impressions > 0 ? numerator / impressions : 0, events: numerator, impressions };
}

const scale = (metric: Metric) => (metric === 'ipm' ? 1000 : 100);

function dropAt(days: readonly FatigueDay[], end: number, metric: Metric) {
  const { baselineDays, window, drop, dayDrop, minBaselineEvents } = FATIGUE_RULE;
  const start = end - window + 1;
  if (start - baselineDays < 0) return null;
  const baseline = pooled(days.slice(start - baselineDays, start), metric);
  if (baseline.events < minBaselineEvents || baseline.rate <= 0) return null;
  const recent = days.slice(start, end + 1);
  if (pooled(recent, metric).rate >= drop * baseline.rate) return null;
  // A day without delivery is not a drop: a paused creative is not a fatigued one.
  const below = (day: FatigueDay) => (day.impressions ?? 0) > 0 && pooled([day], metric).rate < dayDrop * baseline.rate;
  if (!recent.every(below)) return null;
  let onset = start;
  while (onset > start - 7 && onset - 1 >= 0 && below(days[onset - 1]!)) onset--;
  return { onset, baseline: baseline.rate };
}

/**
 * The earliest sustained drop in a creative's daily series (sorted by day, one entry per day), or
 * null. With `current`, only a drop the creative has not recovered from.
 */
export function detectFatigue(days: readonly FatigueDay[], options: { current?: boolean } = {}): FatigueResult | null {
  const metric = fatigueMetric(days);
  const { window, dayDrop } = FATIGUE_RULE;
  for (let end = 0; end < days.length; end++) {
    const found = dropAt(days, end, metric);
    if (!found) continue;
    const last = pooled(days.slice(-window), metric);
    const result: FatigueResult = {
      metric,
      onsetDay: days[found.onset]!.day,
      detectedDay: days[end]!.day,
      levelBefore: found.baseline * scale(metric),
      levelAfter: last.rate * scale(metric),
    };
    if (!options.current || last.rate < dayDrop * found.baseline) return result;
    // Recovered since: look for a later drop.
    end += window;
  }
  return null;
}

/**
 * The four field metrics the browser reports (web-vitals), Google's thresholds for each and the
 * histogram buckets the site keeps them in (docs/decisions/0019-field-vitals.md). Pure: shared by
 * the beacon's schema, the recorder and the workbench.
 */
export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Google's "good" and "poor" limits (web.dev): a value at most the first is good, above the second poor. */
export const THRESHOLDS: Record<MetricName, readonly [good: number, poor: number]> = {
  LCP: [2_500, 4_000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1_800],
};

/** The largest value a beacon may carry (a longer page view is no measurement of the site). */
export const MAX_VALUE: Record<MetricName, number> = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 };

export function ratingOf(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Upper bounds from `from` to `to` in steps of `step` (rounded: CLS steps are fractions). */
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) }, (_, i) => Math.round((from + (i + 1) * step) * 1_000) / 1_000);

/**
 * Each metric's bucket upper bounds (inclusive), ascending: fine where a p75 usually falls, coarse
 * beyond "poor", both thresholds among them so that the three shares are exact. A value above the
 * last bound falls in one last open bucket.
 */
export const BOUNDS: Record<MetricName, readonly number[]> = {
  LCP: [...steps(0, 4_000, 100), ...steps(4_000, 10_000, 500), ...steps(10_000, 30_000, 5_000)],
  INP: [...steps(0, 500, 10), ...steps(500, 1_000, 50), ...steps(1_000, 5_000, 500)],
  CLS: [...steps(0, 0.25, 0.01), ...steps(0.25, 1, 0.05), ...steps(1, 3, 0.5)],
  TTFB: [...steps(0, 1_800, 50), ...steps(1_800, 5_000, 200), ...steps(5_000, 20_000, 5_000)],
};

/** The bucket a value falls in: the first whose upper bound is at least the value, else the open one. */
export function bucketOf(metric: MetricName, value: number): number {
  const bounds = BOUNDS[metric];
  let lo = 0;
  let hi = bounds.length; // the open bucket
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value <= bounds[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A bucket's range: (lower, upper]; the open bucket's upper is its lower bound (no larger value is known). */
export function bucketRange(metric: MetricName, bucket: number): [lower: number, upper: number] {
  const bounds = BOUNDS[metric];
  const lower = bucket === 0 ? 0 : bounds[Math.min(bucket, bounds.length) - 1]!;
  return [lower, bucket < bounds.length ? bounds[bucket]! : lower];
}

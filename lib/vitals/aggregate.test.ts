import { describe, expect, it } from '@jest/globals';
import { quantile, shares, summarise, summariseRows, type BucketRow } from './aggregate';
import { BOUNDS, bucketOf, ratingOf, THRESHOLDS, type MetricName } from './metrics';

/** A histogram of raw values, as the recorder files them. */
const histogram = (metric: MetricName, values: number[]) => {
  const counts = new Array<number>(BOUNDS[metric].length + 1).fill(0);
  for (const v of values) counts[bucketOf(metric, v)]! += 1;
  return counts;
};

/** The exact p75 of raw values (nearest rank), to compare the histogram's estimate with. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

describe('quantile', () => {
  it('is within one bucket of the exact p75 of the raw values', () => {
    // A deterministic spread of LCP values from 800 ms to 6 s.
    const values = Array.from({ length: 400 }, (_, i) => 800 + ((i * 7919) % 5200));
    const estimate = quantile('LCP', histogram('LCP', values), 0.75);
    expect(Math.abs(estimate - exactP75(values))).toBeLessThanOrEqual(500); // the bucket width there
  });

  it('places the rank linearly inside its bucket', () => {
    // Four samples in (1000, 1100]: the p75 is three quarters through it.
    expect(quantile('LCP', histogram('LCP', [1_050, 1_050, 1_050, 1_050]), 0.75)).toBe(1_075);
  });

  it('answers the open bucket’s lower bound for values beyond the last bound, NaN for nothing', () => {
    expect(quantile('INP', histogram('INP', [50_000]), 0.75)).toBe(5_000);
    expect(quantile('INP', histogram('INP', []), 0.75)).toBeNaN();
  });
});

describe('shares', () => {
  it.each(['LCP', 'INP', 'CLS', 'TTFB'] as const)('%s: the exact shares of good, needs-improvement and poor, thresholds included', (metric) => {
    const [good, poor] = THRESHOLDS[metric];
    const values = [good * 0.5, good, good * 1.01, poor, poor * 1.01, poor * 100];
    const split = shares(metric, histogram(metric, values));
    const expected = (r: string) => values.filter((v) => ratingOf(metric, v) === r).length / values.length;
    expect(split.good).toBeCloseTo(expected('good'));
    expect(split.needsImprovement).toBeCloseTo(expected('needs-improvement'));
    expect(split.poor).toBeCloseTo(expected('poor'));
    expect(split.good + split.needsImprovement + split.poor).toBeCloseTo(1);
  });

  it('summarises nothing as no summary', () => {
    expect(summarise('CLS', histogram('CLS', []))).toBeUndefined();
  });
});

describe('summariseRows', () => {
  const row = (pageType: string, metric: string, value: number, counts: BucketRow['counts']): BucketRow => ({
    pageType,
    metric,
    bucket: bucketOf(metric as MetricName, value),
    counts,
  });

  it('sums each window apart, lists page types in their fixed order, and ignores unknown names', () => {
    const rows = [
      row('program', 'LCP', 1_000, { 1: 1, 7: 2, 28: 3 }),
      row('program', 'LCP', 5_000, { 1: 0, 7: 0, 28: 3 }),
      row('home', 'INP', 120, { 1: 2, 7: 2, 28: 2 }),
      row('admin', 'LCP', 1_000, { 1: 9, 7: 9, 28: 9 }),
      { pageType: 'home', metric: 'FID', bucket: 1, counts: { 1: 9, 7: 9, 28: 9 } },
    ];
    const summary = summariseRows(rows);
    expect(summary.map((s) => s.pageType)).toEqual(['home', 'program']);
    const program = summary[1]!;
    expect(program.windows.map((w) => w.metrics.LCP?.count)).toEqual([1, 2, 6]);
    expect(program.windows[2]!.metrics.LCP).toMatchObject({ good: 0.5, needsImprovement: 0, poor: 0.5 });
    expect(program.windows[0]!.metrics.LCP!.p75).toBeGreaterThan(900);
    expect(program.windows[0]!.metrics.LCP!.p75).toBeLessThanOrEqual(1_000);
    expect(program.windows[2]!.metrics.LCP!.p75).toBeGreaterThan(4_500);
    expect(summary[0]!.windows[0]!.metrics).toEqual({ INP: expect.objectContaining({ count: 2, good: 1 }) });
  });
});

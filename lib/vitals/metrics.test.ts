import { describe, expect, it } from '@jest/globals';
import { BOUNDS, bucketOf, bucketRange, METRICS, ratingOf, THRESHOLDS } from './metrics';

describe('buckets', () => {
  it.each(METRICS)('%s: bounds ascend and hold both of Google’s thresholds', (metric) => {
    const bounds = BOUNDS[metric];
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    expect(new Set(bounds).size).toBe(bounds.length);
    for (const t of THRESHOLDS[metric]) expect(bounds).toContain(t);
  });

  it('puts a value in the first bucket whose upper bound holds it; past the last bound, the open bucket', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 100)).toBe(0);
    expect(bucketOf('LCP', 100.5)).toBe(1);
    expect(bucketRange('LCP', bucketOf('LCP', 2_500))).toEqual([2_400, 2_500]);
    expect(bucketRange('LCP', bucketOf('LCP', 2_501))).toEqual([2_500, 2_600]);
    expect(bucketOf('LCP', 90_000)).toBe(BOUNDS.LCP.length);
    expect(bucketRange('LCP', BOUNDS.LCP.length)).toEqual([30_000, 30_000]);
    expect(bucketRange('CLS', bucketOf('CLS', 0.1))).toEqual([0.09, 0.1]);
    expect(bucketRange('CLS', bucketOf('CLS', 0.101))).toEqual([0.1, 0.11]);
  });

  it('keeps the stored rows bounded: under 100 buckets a metric', () => {
    for (const m of METRICS) expect(BOUNDS[m].length + 1).toBeLessThan(100);
  });
});

describe('ratingOf', () => {
  it.each([
    ['LCP', 2_500, 'good'],
    ['LCP', 2_501, 'needs-improvement'],
    ['LCP', 4_000, 'needs-improvement'],
    ['LCP', 4_001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1_800, 'needs-improvement'],
    ['TTFB', 1_801, 'poor'],
  ] as const)('%s %p is %s', (metric, value, rating) => {
    expect(ratingOf(metric, value)).toBe(rating);
  });
});

/**
 * From histogram counts to what the workbench shows: per page type and window, each metric's
 * 75th percentile and its shares of good, needs-improvement and poor. Pure.
 */
import { BOUNDS, bucketRange, METRICS, THRESHOLDS, type MetricName } from './metrics';
import { PAGE_TYPES, type PageType } from './page-type';

/** The windows the workbench shows, in days (the current UTC day and the days before it). */
export const WINDOWS = [1, 7, 28] as const;
export type Window = (typeof WINDOWS)[number];

/** One stored histogram bucket summed over each window (the store's answer). */
export type BucketRow = { pageType: string; metric: string; bucket: number; counts: Record<Window, number> };

export type MetricSummary = { count: number; p75: number; good: number; needsImprovement: number; poor: number };
export type WindowSummary = { window: Window; metrics: Partial<Record<MetricName, MetricSummary>> };
export type PageTypeSummary = { pageType: PageType; windows: WindowSummary[] };

/**
 * The value at quantile `q` of a histogram (`counts[i]` in bucket i), placed linearly inside its
 * bucket, as a histogram_quantile does; in the open last bucket, its lower bound.
 */
export function quantile(metric: MetricName, counts: readonly number[], q: number): number {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return NaN;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < counts.length; i += 1) {
    const n = counts[i] ?? 0;
    if (n > 0 && below + n >= rank) {
      const [lower, upper] = bucketRange(metric, i);
      return lower + (upper - lower) * ((rank - below) / n);
    }
    below += n;
  }
  return bucketRange(metric, counts.length - 1)[0];
}

/** Shares of good, needs-improvement and poor: exact, the thresholds being bucket bounds. */
export function shares(metric: MetricName, counts: readonly number[]) {
  const [good, poor] = THRESHOLDS[metric];
  const total = counts.reduce((a, b) => a + b, 0);
  const split = { good: 0, needsImprovement: 0, poor: 0 };
  counts.forEach((n, i) => {
    const upper = bucketRange(metric, i)[1];
    const open = i >= BOUNDS[metric].length;
    if (!open && upper <= good) split.good += n;
    else if (!open && upper <= poor) split.needsImprovement += n;
    else split.poor += n;
  });
  return total === 0 ? split : { good: split.good / total, needsImprovement: split.needsImprovement / total, poor: split.poor / total };
}

export function summarise(metric: MetricName, counts: readonly number[]): MetricSummary | undefined {
  const count = counts.reduce((a, b) => a + b, 0);
  return count === 0 ? undefined : { count, p75: quantile(metric, counts, 0.75), ...shares(metric, counts) };
}

const isMetric = (m: string): m is MetricName => (METRICS as readonly string[]).includes(m);
const isPageType = (t: string): t is PageType => (PAGE_TYPES as readonly string[]).includes(t);

/** Every page type with a measurement, in the order of PAGE_TYPES; rows of unknown names are ignored. */
export function summariseRows(rows: readonly BucketRow[]): PageTypeSummary[] {
  const histograms = new Map<string, number[]>();
  for (const row of rows) {
    if (!isMetric(row.metric) || !isPageType(row.pageType) || row.bucket < 0 || row.bucket > BOUNDS[row.metric].length) continue;
    for (const w of WINDOWS) {
      const key = `${row.pageType}|${w}|${row.metric}`;
      const counts = histograms.get(key) ?? new Array<number>(BOUNDS[row.metric].length + 1).fill(0);
      counts[row.bucket] = (counts[row.bucket] ?? 0) + row.counts[w];
      histograms.set(key, counts);
    }
  }
  return PAGE_TYPES.flatMap((pageType) => {
    const windows = WINDOWS.map((window) => ({
      window,
      metrics: Object.fromEntries(
        METRICS.flatMap((m) => {
          const summary = summarise(m, histograms.get(`${pageType}|${window}|${m}`) ?? []);
          return summary ? [[m, summary]] : [];
        }),
      ),
    }));
    return windows.some((w) => Object.keys(w.metrics).length > 0) ? [{ pageType, windows }] : [];
  });
}

/**
 * Field measurements on their way to the store: each beacon only adds to an in-memory tally
 * (day × page type × metric × bucket → count), written in one transaction every few seconds, so a
 * burst of beacons is one write. The tally's keys are bounded by those dimensions. Best effort: a
 * failed write drops its tally (onDrop). Days beyond the 28 shown are deleted once a day.
 */
import type { VitalsBeacon } from './beacon';
import { bucketOf, METRICS } from './metrics';
import { dayOf, type BucketCount, type VitalsStore } from './store';

/** Days kept: the longest window the workbench shows. */
export const KEPT_DAYS = 28;

export type RecorderOptions = {
  store: () => Promise<VitalsStore>;
  clock?: () => number;
  /** A measurement waits at most this long before its write. */
  flushMs?: number;
  onDrop?: (count: number, reason: string) => void;
};

export class VitalsRecorder {
  private tally = new Map<string, BucketCount>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();
  private prunedDay = -1;

  constructor(private readonly options: RecorderOptions) {}

  private get clock() {
    return this.options.clock ?? Date.now;
  }

  /** Count one page view's measurements. */
  record(beacon: VitalsBeacon) {
    const day = dayOf(this.clock());
    for (const metric of METRICS) {
      const value = beacon.metrics[metric];
      if (value === undefined) continue;
      const bucket = bucketOf(metric, value);
      const key = `${day}|${beacon.page}|${metric}|${bucket}`;
      const entry = this.tally.get(key) ?? { day, pageType: beacon.page, metric, bucket, count: 0 };
      entry.count += 1;
      this.tally.set(key, entry);
    }
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 5_000);
    this.timer.unref?.();
  }

  /** Write what is tallied (after any write under way); resolves when it is stored or dropped. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counts = [...this.tally.values()];
    this.tally = new Map();
    this.writing = this.writing.then(() => this.write(counts));
    return this.writing;
  }

  private async write(counts: BucketCount[]) {
    try {
      const store = await this.options.store();
      await store.add(counts);
      const today = dayOf(this.clock());
      if (this.prunedDay !== today) {
        await store.prune(today - KEPT_DAYS + 1);
        this.prunedDay = today;
      }
    } catch (error) {
      const samples = counts.reduce((n, c) => n + c.count, 0);
      if (samples > 0) this.options.onDrop?.(samples, error instanceof Error ? error.message : String(error));
    }
  }
}

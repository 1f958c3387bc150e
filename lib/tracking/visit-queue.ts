/**
 * Page views on their way to the content service's `resourcevisits`: collected in a bounded
 * queue and sent in batches, one batch in flight at a time, so a burst of beacons is a handful of
 * upstream calls and a slow or failing service costs bounded memory. Counting is best-effort:
 * views beyond the bound and batches that fail are dropped (and counted in `dropped`).
 */
export type Visit = { path: string; date: string };

export type VisitQueueOptions = {
  send: (batch: Visit[]) => Promise<void>;
  /** Views kept while waiting; more are dropped. */
  maxQueued?: number;
  /** Views per upstream call. */
  maxBatch?: number;
  /** A view waits at most this long before its batch goes. */
  flushMs?: number;
  onDrop?: (count: number, reason: 'full' | 'failed') => void;
};

export class VisitQueue {
  private queue: Visit[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<void> | null = null;
  dropped = 0;

  constructor(private readonly options: VisitQueueOptions) {}

  private get maxBatch() {
    return this.options.maxBatch ?? 100;
  }

  /** Queue one view; false when the queue is full and the view is dropped. */
  add(visit: Visit): boolean {
    if (this.queue.length >= (this.options.maxQueued ?? 1_000)) {
      this.drop(1, 'full');
      return false;
    }
    this.queue.push(visit);
    if (this.queue.length >= this.maxBatch) void this.run(false); // full batches go at once
    this.arm();
    return true;
  }

  get size() {
    return this.queue.length;
  }

  /** Send everything queued now, batch after batch (views added meanwhile wait for their own batch). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sending;
    await this.run(true);
  }

  /** A partial batch waits at most `flushMs`. */
  private arm() {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.flushMs ?? 1_000);
  }

  /** One drain at a time: full batches only, or everything (`all`). */
  private run(all: boolean): Promise<void> {
    this.sending ??= this.drain(all).finally(() => {
      this.sending = null;
      if (this.queue.length > 0) this.arm();
    });
    return this.sending;
  }

  private async drain(all: boolean) {
    let owed = all ? this.queue.length : 0; // a flush sends what was queued when it began
    while (this.queue.length >= this.maxBatch || (owed > 0 && this.queue.length > 0)) {
      const batch = this.queue.splice(0, this.maxBatch);
      owed -= batch.length;
      try {
        await this.options.send(batch);
      } catch {
        this.drop(batch.length, 'failed');
      }
    }
  }

  private drop(count: number, reason: 'full' | 'failed') {
    this.dropped += count;
    this.options.onDrop?.(count, reason);
  }
}

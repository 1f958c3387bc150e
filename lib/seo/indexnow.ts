/**
 * IndexNow (indexnow.org, read by Bing, Yandex, Naver, Seznam): the site's changed URLs POSTed
 * as `{ host, key, keyLocation, urlList }`, the key proven by the file `/{key}.txt`. The queue
 * batches what several content changes name, sends one batch at a time off the request path,
 * and retries a batch the endpoint could not take (docs/decisions/0011-search-engine-freshness.md).
 */

/** The protocol's key: 8 to 128 letters, digits or dashes. */
export const INDEXNOW_KEY_RE = /^[A-Za-z0-9-]{8,128}$/;
/** URLs per request, the protocol's limit. */
export const INDEXNOW_MAX_URLS = 10_000;

export type IndexNowTarget = { endpoint: string; key: string; siteUrl: string };

/**
 * How one request went: `sent` (200, 202), `retry` (429, a 5xx, no answer) or `refused` (any
 * other 4xx: a key that does not match its file, URLs of another host; sending again will not help).
 */
export type IndexNowResult = 'sent' | 'retry' | 'refused';

export function indexNowBody(urls: readonly string[], { key, siteUrl }: Omit<IndexNowTarget, 'endpoint'>) {
  return { host: new URL(siteUrl).host, key, keyLocation: `${siteUrl}/${key}.txt`, urlList: [...urls] };
}

/** One POST to the endpoint through `fetcher` (the site's upstream wrapper: deadline, pool, breaker). */
export async function sendIndexNow(urls: readonly string[], target: IndexNowTarget, fetcher: (url: string, init: RequestInit) => Promise<Response>): Promise<IndexNowResult> {
  let res: Response;
  try {
    res = await fetcher(target.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(indexNowBody(urls, target)),
    });
  } catch {
    return 'retry';
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.status === 200 || res.status === 202) return 'sent';
  return res.status === 429 || res.status >= 500 ? 'retry' : 'refused';
}

export type IndexNowQueueOptions = {
  send: (urls: string[]) => Promise<IndexNowResult>;
  /** A first URL waits this long for others to join its request. */
  flushMs?: number;
  /** Waits before the 2nd, 3rd… attempt of a batch; then it is dropped. */
  backoffMs?: readonly number[];
  /** URLs kept while waiting; more are dropped. */
  maxQueued?: number;
  onSent?: (count: number) => void;
  onDrop?: (count: number, reason: 'full' | 'failed' | 'refused') => void;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => void setTimeout(resolve, ms).unref?.());

/** Changed URLs on their way to IndexNow: deduplicated, batched, one request in flight, retried. */
export class IndexNowQueue {
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: IndexNowQueueOptions) {}

  /** Queue URLs; returns at once (nothing is sent on the caller's time). */
  add(urls: readonly string[]) {
    let dropped = 0;
    for (const url of urls) {
      if (this.pending.has(url)) continue;
      if (this.pending.size >= (this.options.maxQueued ?? INDEXNOW_MAX_URLS)) dropped += 1;
      else this.pending.add(url);
    }
    if (dropped > 0) this.options.onDrop?.(dropped, 'full');
    if (!this.running) this.arm();
  }

  /** The first URL of a batch waits `flushMs` for others. */
  private arm() {
    if (this.pending.size === 0 || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.options.flushMs ?? 1_000);
    this.timer.unref?.();
  }

  get size() {
    return this.pending.size;
  }

  /** Send what is queued now, batch after batch, each with its retries. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running ??= this.drain().finally(() => {
      this.running = null;
      this.arm();
    });
    return this.running;
  }

  private async drain() {
    while (this.pending.size > 0) {
      const batch = [...this.pending].slice(0, INDEXNOW_MAX_URLS);
      for (const url of batch) this.pending.delete(url);
      await this.deliver(batch);
    }
  }

  private async deliver(batch: string[]) {
    const waits = this.options.backoffMs ?? [2_000, 10_000, 60_000];
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.options.send(batch).catch((): IndexNowResult => 'retry');
      if (result === 'sent') return this.options.onSent?.(batch.length);
      if (result === 'refused') return this.options.onDrop?.(batch.length, 'refused');
      const wait = waits[attempt];
      if (wait === undefined) return this.options.onDrop?.(batch.length, 'failed');
      await (this.options.wait ?? sleep)(wait);
    }
  }
}

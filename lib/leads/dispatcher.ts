import 'server-only';
import { env } from '@/lib/config/env';
import { logger } from '@/lib/log';
import { makeClientToken } from './client-token';
import { BACKOFF_MS, createCrmClient, deliver, type CrmClient } from './crm';
import { openSqliteOutbox } from './sqlite-store';
import type { OutboxEntry, OutboxStore } from './store';

/**
 * Moves outbox entries to the CRM: at once for a new lead (the route calls `deliverNow` after
 * answering), and in a periodic in-process sweep that picks up retries that fall due and
 * whatever a previous process left pending (restart, crash mid-delivery once its lease lapses).
 */
export type DispatcherOptions = {
  store: OutboxStore;
  crm: CrmClient;
  clock?: () => number;
  backoffMs?: readonly number[];
  maxAttempts?: number;
  leaseMs?: number;
  /** Entries claimed per round of a sweep. */
  batch?: number;
  sweepEveryMs?: number;
};

export type Dispatcher = {
  deliverNow(id: string): Promise<void>;
  /** Deliver everything due now; resolves when done. Concurrent calls share one run. */
  sweep(): Promise<void>;
  start(): void;
  stop(): void;
};

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const clock = options.clock ?? Date.now;
  const batch = options.batch ?? 20;
  const deps = { store: options.store, crm: options.crm, clock, backoffMs: options.backoffMs, maxAttempts: options.maxAttempts };
  const claim = { leaseMs: options.leaseMs };
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let wakeAt = Infinity;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  const backoff = options.backoffMs ?? BACKOFF_MS;

  /** Once started, sweep again when a retry falls due rather than at the next interval. */
  function wake(inMs: number) {
    const at = clock() + inMs;
    if (!timer || at >= wakeAt) return;
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeAt = at;
    wakeTimer = setTimeout(() => {
      wakeAt = Infinity;
      wakeTimer = null;
      void dispatcher.sweep();
    }, inMs + 50);
    wakeTimer.unref();
  }

  const attempt = async (entry: OutboxEntry) => {
    try {
      const status = await deliver(entry, deps);
      if (status === 'pending') wake(backoff[Math.min(entry.attempts, backoff.length - 1)] ?? 60_000);
    } catch (error) {
      // The store failed while recording the outcome: the lease lapses and a sweep retries.
      logger.error('lead.dispatch_failed', { id: entry.id, reason: String(error).slice(0, 200) });
    }
  };

  async function sweepOnce() {
    for (;;) {
      const due = await options.store.claimDue(clock(), batch, claim);
      // A few at a time: a slow CRM does not hold up every lead behind one.
      for (let i = 0; i < due.length; i += 4) {
        await Promise.all(due.slice(i, i + 4).map(attempt));
      }
      if (due.length < batch) return;
    }
  }

  const dispatcher: Dispatcher = {
    async deliverNow(id) {
      const [entry] = await options.store.claimDue(clock(), 1, { ...claim, id });
      if (entry) await attempt(entry);
    },
    sweep() {
      running ??= sweepOnce()
        .catch((error: unknown) => logger.error('lead.sweep_failed', { reason: String(error).slice(0, 200) }))
        .finally(() => {
          running = null;
        });
      return running;
    },
    start() {
      if (timer) return;
      void this.sweep();
      timer = setInterval(() => void this.sweep(), options.sweepEveryMs ?? 15_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      timer = null;
      wakeTimer = null;
      wakeAt = Infinity;
    },
  };
  return dispatcher;
}

type Runtime = { store: OutboxStore; dispatcher: Dispatcher };
const KEY = Symbol.for('university-site.leads');
type Holder = { [KEY]?: Promise<Runtime> };

/**
 * The process's outbox and dispatcher, opened once (kept on globalThis so that dev reloads and
 * several route bundles share one), with its sweep started.
 */
export function leadsRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const e = env();
    const store = await openSqliteOutbox(e.DATA_DIR);
    const crm = createCrmClient({
      baseUrl: e.CRM_API_URL,
      username: e.CRM_USERNAME,
      password: e.CRM_PASSWORD,
      authorization: e.CRM_AUTHORIZATION,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      clientToken: () => makeClientToken(e.CLIENT_TOKEN_SECRET),
    });
    const dispatcher = createDispatcher({ store, crm, backoffMs: e.LEADS_BACKOFF_MS, leaseMs: e.LEADS_LEASE_MS });
    dispatcher.start();
    return { store, dispatcher };
  })().catch((error: unknown) => {
    delete holder[KEY]; // try again on the next call
    throw error;
  });
  return holder[KEY];
}

import 'server-only';
import { env } from '@/lib/config/env';
import { logger } from '@/lib/log';
import { sharedRedis } from '@/lib/redis/client';
import { inSpan } from '@/lib/telemetry/spans';
import { outsideRequest } from '@/server/request-context.mjs';
import { siteMetrics } from '@/server/metrics.mjs';
import { createMetaCapi, type ConversionSender } from '@/lib/conversions/meta-capi';
import { makeClientToken } from './client-token';
import { conversionRunner } from './conversion-delivery';
import { createCrmClient, type CrmClient } from './crm';
import { localDeliveryRate, redisDeliveryRate, takeSlot, type DeliveryRate } from './delivery-rate';
import { openPgOutbox } from './pg-store';
import { DEFAULT_RETRY_POLICY, nextRetryDelay, type RetryPolicy } from './retry-schedule';
import { openSqliteOutbox } from './sqlite-store';
import { DEFAULT_RETAIN_DAYS, type OutboxEntry, type OutboxStatus, type OutboxStore } from './store';

/**
 * Moves outbox entries to the CRM: at once for a new lead (the route calls `deliverNow` after
 * answering), and in a periodic in-process sweep that picks up retries that fall due and
 * whatever a previous process (or another instance) left pending: restart, crash mid-delivery
 * once its lease lapses. Every POST to the CRM first takes a delivery slot (`rate`), so that the
 * backlog of an outage reaches the CRM at a bounded pace; a lead the CRM could not take is
 * tried again on the retry schedule until its retry window closes, then parked. Each sweep also
 * empties the settled leads (delivered, rejected, parked) older than the retention; a pending lead
 * keeps its data while it is retried, and is emptied once parked if older by then
 * (docs/decisions/0012-consent-records.md).
 */
export type DispatcherOptions = {
  store: OutboxStore;
  crm: CrmClient;
  clock?: () => number;
  /** Random source of the back-off jitter, in [0, 1). */
  random?: () => number;
  retry?: RetryPolicy;
  /** Deliveries per second (default: unbounded). */
  rate?: DeliveryRate;
  leaseMs?: number;
  /** Entries claimed per round of a sweep. */
  batch?: number;
  sweepEveryMs?: number;
  /** How long after it arrived a settled lead keeps its personal data (LEADS_RETAIN_DAYS), in ms. */
  retainMs?: number;
  /** Where leads' conversion events go (Meta's Conversions API), when configured. */
  conversions?: ConversionSender | null;
};

export type Dispatcher = {
  deliverNow(id: string): Promise<void>;
  /** Deliver everything due now; resolves when done. Concurrent calls share one run. */
  sweep(): Promise<void>;
  start(): void;
  /** No more sweeps; resolves once the sweep and the deliveries under way have finished (shutdown). */
  stop(): Promise<void>;
};

/** What one attempt left the entry as: its status and, still pending, the wait before the next. */
type AfterAttempt = { status: OutboxStatus; waitMs?: number };

/** One delivery attempt of a claimed entry, its result written to the store. */
async function deliver(
  entry: OutboxEntry,
  deps: { store: OutboxStore; crm: CrmClient; rate: DeliveryRate; clock: () => number; random: () => number; retry: RetryPolicy },
): Promise<AfterAttempt> {
  const attempts = entry.attempts + 1;
  // The delivery slot is taken right before each POST, once the token is at hand, so that the
  // rate bound spaces the submissions as the CRM sees them. slotAt: when the POST was allowed.
  let slotAt = null as number | null;
  const { outcome, status } = await deps.crm.send(entry, {
    beforePost: async () => {
      slotAt = await takeSlot(deps.rate);
    },
  });
  const log = { id: entry.id, kind: entry.kind, attempts, status, slotAt };

  if (outcome === 'delivered' && status !== null) {
    await deps.store.markDelivered(entry.id, attempts, status);
    logger.info('lead.delivered', log);
    return { status: 'delivered' };
  }
  if (outcome === 'rejected' && status !== null) {
    await deps.store.markRejected(entry.id, attempts, status);
    logger.error('lead.rejected', log);
    return { status: 'rejected' };
  }
  const now = deps.clock();
  const ageMs = now - entry.createdAt;
  const waitMs = nextRetryDelay(attempts, ageMs, deps.retry, deps.random);
  if (waitMs === null) {
    // Out of its retry window: parked for an operator (`npm run leads -- replay`). Alert on this event.
    await deps.store.markExhausted(entry.id, attempts, status);
    logger.error('lead.exhausted', { ...log, ageMs });
    return { status: 'exhausted' };
  }
  await deps.store.markRetry(entry.id, attempts, now + waitMs, status);
  logger.warn('lead.retry', { ...log, waitMs });
  return { status: 'pending', waitMs };
}

const UNBOUNDED: DeliveryRate = { tryTake: async () => ({ waitMs: 0, at: Date.now() }) };

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const clock = options.clock ?? Date.now;
  const batch = options.batch ?? 20;
  const rate = options.rate ?? UNBOUNDED;
  const deps = { store: options.store, crm: options.crm, rate, clock, random: options.random ?? Math.random, retry: options.retry ?? DEFAULT_RETRY_POLICY };
  const claim = { leaseMs: options.leaseMs };
  const retainMs = options.retainMs ?? DEFAULT_RETAIN_DAYS * 86_400_000;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let wakeAt = Infinity;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  /** Deliveries of new leads under way, claim included, awaited by `stop` with the sweep. */
  const underWay = new Set<Promise<void>>();

  /** Once started, sweep again when a retry falls due rather than at the next interval. */
  function wake(inMs: number) {
    const at = clock() + inMs;
    if (!timer || at >= wakeAt) return;
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeAt = at;
    // The sweep it starts delivers every lead due, not the request's that scheduled it.
    wakeTimer = outsideRequest(() =>
      setTimeout(() => {
        wakeAt = Infinity;
        wakeTimer = null;
        void dispatcher.sweep();
      }, inMs + 50),
    );
    wakeTimer.unref();
  }

  const conversions = options.conversions ? conversionRunner({ ...deps, sender: options.conversions, leaseMs: options.leaseMs, wake }) : null;
  const metrics = siteMetrics();
  const attempt = async (entry: OutboxEntry) => {
    try {
      // Each attempt is a trace of its own, its CRM calls inside, linked to the post of a new lead.
      const { waitMs } = await inSpan(
        'lead.deliver',
        { 'lead.id': entry.id, 'lead.kind': entry.kind, 'lead.attempt': entry.attempts + 1 },
        async (span) => {
          const after = await deliver(entry, deps);
          span.setAttribute('lead.status', after.status);
          metrics.deliveries.inc({ outcome: after.status === 'pending' ? 'retry' : after.status });
          return after;
        },
        { detached: true },
      );
      if (waitMs !== undefined) wake(waitMs);
    } catch (error) {
      metrics.deliveries.inc({ outcome: 'error' });
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
      if (due.length < batch) break;
    }
    await conversions?.sweep(batch);
    // Keep no more than needed: what settled and arrived long enough ago loses its personal data.
    const redacted = await options.store.redactSettled(clock() - retainMs);
    if (redacted > 0) logger.info('lead.redacted', { count: redacted });
    // What is left after the sweep, for the outbox gauges (read when scraped, never queried then).
    metrics.sources.outbox = await options.store.backlog();
  }

  const dispatcher: Dispatcher = {
    deliverNow(id) {
      const run = (async () => {
        const crm = (async () => {
          const [entry] = await options.store.claimDue(clock(), 1, { ...claim, id });
          if (entry) await attempt(entry);
        })();
        await Promise.all([crm, conversions?.deliverNow(id)]);
      })();
      const settled = run.catch(() => undefined).finally(() => underWay.delete(settled));
      underWay.add(settled);
      return run;
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
    async stop() {
      if (timer) clearInterval(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      timer = null;
      wakeTimer = null;
      wakeAt = Infinity;
      await Promise.all([running, ...underWay]);
    },
  };
  return dispatcher;
}

/** Meta's Conversions API when both its pixel and its token are set; otherwise nothing is sent. */
export function metaCapiOf(e: Pick<ReturnType<typeof env>, 'META_PIXEL_ID' | 'META_CAPI_TOKEN' | 'META_CAPI_URL' | 'UPSTREAM_TIMEOUT_MS'>): ConversionSender | null {
  return e.META_PIXEL_ID && e.META_CAPI_TOKEN ? createMetaCapi({ url: e.META_CAPI_URL, pixelId: e.META_PIXEL_ID, token: e.META_CAPI_TOKEN, timeoutMs: e.UPSTREAM_TIMEOUT_MS }) : null;
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
    const keys = { personalHashSecret: e.PERSONAL_HASH_SECRET };
    const store = e.DATABASE_URL ? await openPgOutbox(e.DATABASE_URL, keys) : await openSqliteOutbox(e.DATA_DIR, keys);
    const crm = createCrmClient({
      baseUrl: e.CRM_API_URL,
      username: e.CRM_USERNAME,
      password: e.CRM_PASSWORD,
      authorization: e.CRM_AUTHORIZATION,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      clientToken: () => makeClientToken(e.CLIENT_TOKEN_SECRET),
    });
    const retry: RetryPolicy = {
      fastMs: e.LEADS_BACKOFF_MS ?? DEFAULT_RETRY_POLICY.fastMs,
      capMs: e.LEADS_RETRY_MAX_MS ?? DEFAULT_RETRY_POLICY.capMs,
      retryForMs: e.LEADS_RETRY_FOR_MS ?? DEFAULT_RETRY_POLICY.retryForMs,
    };
    const rate = e.REDIS_URL ? redisDeliveryRate(sharedRedis(e.REDIS_URL), e.LEADS_MAX_PER_SECOND) : localDeliveryRate(e.LEADS_MAX_PER_SECOND);
    const dispatcher = createDispatcher({
      store,
      crm,
      retry,
      rate,
      leaseMs: e.LEADS_LEASE_MS,
      sweepEveryMs: e.LEADS_SWEEP_MS,
      retainMs: e.LEADS_RETAIN_DAYS * 86_400_000,
      conversions: metaCapiOf(e),
    });
    dispatcher.start();
    return { store, dispatcher };
  })().catch((error: unknown) => {
    delete holder[KEY]; // try again on the next call
    throw error;
  });
  return holder[KEY];
}

/** The runtime if it was opened (or is opening), without opening it: for shutdown. */
export function openedLeadsRuntime(): Promise<Runtime> | undefined {
  return (globalThis as Holder)[KEY];
}

// @ts-check
// The process's Prometheus metrics (prom-client), answered at /api/metrics (metrics-endpoint.mjs).
// One Registry per process, on a globalThis slot: the adapter (this file, as plain Node ESM) and
// Next's bundles (which import it too; prom-client is one of next.config's
// `serverExternalPackages`, so there is one copy of it) count into the same metrics. Every label
// takes a value from a fixed list (`bounded`): no URL, path, origin or visitor value ever becomes
// a label. Gauges whose state lives elsewhere (the gate, the breakers, the outbox) read it when
// scraped, through `sources`, each a few field reads.
import client from 'prom-client';

const SLOT = Symbol.for('university-site.metrics');

export const SHED_REASONS = /** @type {const} */ (['queue_full', 'event_loop_delay', 'heap']);
export const UPSTREAM_PURPOSES = /** @type {const} */ (['content', 'search', 'crm', 'visits', 'indexnow', 'conversions']);
/** The ad platforms a lead's conversion is sent to from the server (docs/decisions/0020-click-ids.md). */
export const CONVERSION_PLATFORMS = /** @type {const} */ (['meta']);
/** ok: answered below 500; server_error: 5xx; timeout and network: no answer; the last two: refused before any call. */
export const UPSTREAM_OUTCOMES = /** @type {const} */ (['ok', 'server_error', 'timeout', 'network', 'circuit_open', 'recent_failure']);
export const DELIVERY_OUTCOMES = /** @type {const} */ (['delivered', 'rejected', 'retry', 'exhausted', 'error']);
/** cache: server/cache-handler.mjs's own client; shared: lib/redis/client.ts (rate limits, lead delivery pace, sessions). */
export const REDIS_CLIENTS = /** @type {const} */ (['cache', 'shared']);

/**
 * `value` when it is one of `allowed`, else `other`: what keeps every label set bounded.
 * @param {unknown} value @param {readonly string[]} allowed
 */
export const bounded = (value, allowed) => (typeof value === 'string' && allowed.includes(value) ? value : 'other');

/** An HTTP status as a label: its code (100 to 599), else `other`. @param {number} code */
export const statusLabel = (code) => (Number.isInteger(code) && code >= 100 && code <= 599 ? String(code) : 'other');

/**
 * @typedef {object} Sources what scraped gauges read, set by their owners
 * @property {(() => { running: number, waiting: number, shedding: boolean }) | null} admission server/admission.mjs
 * @property {(() => Iterable<string>) | null} openBreakers lib/http/upstream.ts: the purposes with an open circuit
 * @property {{ pending: number, parked: number, oldestPendingAt: number | null } | null} outbox lib/leads/dispatcher.ts, after each sweep
 */

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new client.Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), heap, GC, CPU, file descriptors: their standard names.
  client.collectDefaultMetrics({ register: registry });
  // Three of them are gauges named `_total`, which promtool rejects (a scrape linted in CI must
  // pass): left out, the process's handles and requests say little that lag and heap do not.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  /** @type {Sources} */
  const sources = { admission: null, openBreakers: null, outbox: null };
  const registers = [registry];
  const admission = () => sources.admission?.() ?? { running: 0, waiting: 0, shedding: false };

  const metrics = {
    registry,
    sources,
    requests: new client.Histogram({ name: 'site_http_request_duration_seconds', help: 'Requests answered by this process, by route kind and status (aborted: the client left first), and how long they took.', labelNames: ['kind', 'status'], buckets: SECONDS, registers }),
    rendersInFlight: new client.Gauge({ name: 'site_renders_in_flight', help: 'Uncached requests admitted and running now.', registers, collect() { this.set(admission().running); } }),
    rendersQueued: new client.Gauge({ name: 'site_renders_queued', help: 'Uncached requests waiting for a render slot now.', registers, collect() { this.set(admission().waiting); } }),
    shedding: new client.Gauge({ name: 'site_load_shedding', help: '1 while this process refuses requests (its /api/health answers 503), else 0.', registers, collect() { this.set(admission().shedding ? 1 : 0); } }),
    queueWait: new client.Histogram({ name: 'site_render_queue_wait_seconds', help: 'Time an uncached request waited for a render slot, by whether it was then admitted or refused.', labelNames: ['outcome'], buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5], registers }),
    shed: new client.Counter({ name: 'site_requests_shed_total', help: 'Requests refused with 503 and Retry-After before rendering, by reason.', labelNames: ['reason'], registers }),
    upstreamCalls: new client.Counter({ name: 'site_upstream_requests_total', help: 'Calls to upstream services by purpose and outcome, refusals by the breaker included.', labelNames: ['purpose', 'outcome'], registers }),
    upstreamSeconds: new client.Histogram({ name: 'site_upstream_request_duration_seconds', help: 'Duration of the upstream calls that went out, from dispatch to the end of the body.', labelNames: ['purpose', 'outcome'], buckets: SECONDS, registers }),
    breakerOpen: new client.Gauge({
      name: 'site_upstream_circuit_open',
      help: '1 while the circuit breaker of a purpose is open for one of its origins, else 0.',
      labelNames: ['purpose'],
      registers,
      collect() {
        const open = new Set(sources.openBreakers?.() ?? []);
        for (const purpose of UPSTREAM_PURPOSES) this.set({ purpose }, open.has(purpose) ? 1 : 0);
      },
    }),
    redisFallback: new client.Gauge({ name: 'site_redis_fallback', help: '1 while a Redis client is unreachable and its callers use this process memory instead, else 0.', labelNames: ['client'], registers }),
    redisFallbacks: new client.Counter({ name: 'site_redis_fallbacks_total', help: 'Times a Redis client became unreachable and its callers fell back to this process memory.', labelNames: ['client'], registers }),
    leadsAccepted: new client.Counter({ name: 'site_leads_accepted_total', help: 'Leads stored in the outbox and acknowledged to the visitor by this process.', registers }),
    deliveries: new client.Counter({ name: 'site_lead_delivery_attempts_total', help: 'Lead delivery attempts to the CRM by this process, by outcome.', labelNames: ['outcome'], registers }),
    conversions: new client.Counter({ name: 'site_conversion_delivery_attempts_total', help: 'Attempts to send a lead\'s conversion to an ad platform by this process, by platform and outcome.', labelNames: ['platform', 'outcome'], registers }),
    outboxPending: new client.Gauge({ name: 'site_outbox_pending', help: 'Leads in the outbox still to deliver (the whole store, as of the last sweep).', registers, collect() { this.set(sources.outbox?.pending ?? 0); } }),
    outboxParked: new client.Gauge({ name: 'site_outbox_parked', help: 'Leads parked out of their retry window, waiting for an operator replay (as of the last sweep).', registers, collect() { this.set(sources.outbox?.parked ?? 0); } }),
    outboxOldest: new client.Gauge({
      name: 'site_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest lead still to deliver (0 when none), from the last sweep.',
      registers,
      collect() {
        const at = sources.outbox?.oldestPendingAt;
        this.set(at ? Math.max(0, (Date.now() - at) / 1000) : 0);
      },
    }),
  };
  // Every series a rate or an alert is computed on exists from the start, at 0.
  for (const reason of SHED_REASONS) metrics.shed.inc({ reason }, 0);
  for (const purpose of UPSTREAM_PURPOSES) for (const outcome of UPSTREAM_OUTCOMES) metrics.upstreamCalls.inc({ purpose, outcome }, 0);
  for (const outcome of DELIVERY_OUTCOMES) metrics.deliveries.inc({ outcome }, 0);
  for (const platform of CONVERSION_PLATFORMS) for (const outcome of DELIVERY_OUTCOMES) metrics.conversions.inc({ platform, outcome }, 0);
  for (const name of REDIS_CLIENTS) {
    metrics.redisFallback.set({ client: name }, 0);
    metrics.redisFallbacks.inc({ client: name }, 0);
  }
  return metrics;
}

/** @typedef {ReturnType<typeof create>} SiteMetrics */

/** The process's metrics, made on first use. @returns {SiteMetrics} */
export function siteMetrics() {
  const holder = /** @type {{ [SLOT]?: SiteMetrics }} */ (globalThis);
  return (holder[SLOT] ??= create());
}

/**
 * Count a finished request by its route kind and status (the adapter hands it every request's
 * end, server/request-log.mjs).
 * @param {import('./request-log.mjs').RequestEnd} end
 */
export function countRequest(end) {
  siteMetrics().requests.observe({ kind: end.kind, status: end.aborted ? 'aborted' : statusLabel(end.status) }, end.ms / 1000);
}

/**
 * A Redis client became unreachable (`down`) or came back: its callers use local memory meanwhile.
 * @param {(typeof REDIS_CLIENTS)[number]} name @param {boolean} down
 */
export function redisFallback(name, down) {
  const m = siteMetrics();
  if (down) m.redisFallbacks.inc({ client: name });
  m.redisFallback.set({ client: name }, down ? 1 : 0);
}

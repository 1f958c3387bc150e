import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, DecoratorHandler, type Dispatcher } from 'undici';
import { env } from '@/lib/config/env';
import { upstreamSpan, type UpstreamSpan } from '@/lib/telemetry/upstream-span';
import { currentRequestId } from '@/server/request-context.mjs';
import { siteMetrics } from '@/server/metrics.mjs';
import { CircuitBreaker } from './circuit-breaker';

/**
 * The one door to every upstream service. Each call goes out through the connection pool of its
 * *purpose*, which enforces, below Next's fetch cache:
 * - a deadline of `UPSTREAM_TIMEOUT_MS` from dispatch to the end of the body, also for the
 *   background revalidation of a stale cache entry (Next drops the caller's AbortSignal there,
 *   so a signal alone does not bound it);
 * - a bounded number of sockets per origin (queued calls share the deadline);
 * - a circuit breaker per purpose and origin, fed by real network outcomes only: timeouts,
 *   refused connections and 5xx count as failures, a cache hit never reaches it.
 * Visits, IndexNow and the ad platforms' conversions have their own pools and breakers: none failing
 * ever affects pages, search or the CRM.
 * A call made for a visitor's request carries that request's id as `X-Request-Id`
 * (server/request-context.mjs), added here, below Next's fetch cache, whose keys include the
 * headers it is given.
 */
export type UpstreamPurpose = 'content' | 'search' | 'crm' | 'visits' | 'indexnow' | 'conversions';

/** Sockets per origin and purpose: enough for a burst of renders, bounded when a service hangs. */
const CONNECTIONS: Record<UpstreamPurpose, number> = { content: 32, search: 16, crm: 8, visits: 2, indexnow: 2, conversions: 4 };

export class UpstreamTimeoutError extends Error {
  constructor(origin: string, ms: number) {
    super(`Sin respuesta de ${origin} en ${ms} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

export class CircuitOpenError extends Error {
  constructor(purpose: UpstreamPurpose, origin: string) {
    super(`Circuito abierto (${purpose}) para ${origin}`);
    this.name = 'CircuitOpenError';
  }
}

export class RecentFailureError extends Error {
  constructor(url: string) {
    super(`${url} no respondió hace un momento`);
    this.name = 'RecentFailureError';
  }
}

/**
 * GET URLs that just went unanswered (timeout, refused), each remembered for three deadlines:
 * one page request goes through several render passes (page, not-found boundary, error page),
 * each asking again for the same configuration; only the first waits.
 */
class RecentFailures {
  private readonly until = new Map<string, number>();
  constructor(private readonly ms: number, private readonly now: () => number, private readonly max = 1_000) {}

  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.until.delete(key);
    return false;
  }

  add(key: string) {
    this.until.delete(key);
    if (this.until.size >= this.max) this.until.delete(this.until.keys().next().value ?? '');
    this.until.set(key, this.now() + this.ms);
  }
}

type DispatchHeaders = Dispatcher.DispatchOptions['headers'];

/** The call's headers with the request id of the request it is made for, if any. */
export function withRequestId(headers: DispatchHeaders, requestId: string | undefined): DispatchHeaders {
  if (!requestId) return headers;
  if (!headers) return { 'x-request-id': requestId };
  if (Array.isArray(headers)) return [...headers, 'x-request-id', requestId];
  if (Symbol.iterator in headers) return [...(headers as Iterable<[string, string | string[] | undefined]>), ['x-request-id', requestId]];
  return { ...headers, 'x-request-id': requestId };
}
/** How a call that went out ended (server/metrics.mjs counts calls by it): ok is any answer below 500. */
type Outcome = 'ok' | 'server_error' | 'timeout' | 'network';

type Handler = Dispatcher.DispatchHandler;
type Controller = Dispatcher.DispatchController;

/** The methods `DecoratorHandler` implements (undici's own interceptors extend it) and its published type leaves out. */
interface Decorated {
  onRequestStart(controller: Controller, context: unknown): void;
  onResponseStart(controller: Controller, status: number, headers: IncomingHttpHeaders, text?: string): void;
  onResponseEnd(controller: Controller, trailers: IncomingHttpHeaders): void;
  onResponseError(controller: Controller, error: Error): void;
}
const Decorator = DecoratorHandler as unknown as new (inner: Handler) => Decorated;

/** Reports one network outcome to the breaker, and enforces the deadline of the call (undici 7's handler interface). */
class GuardedHandler extends Decorator {
  private controller: Controller | null = null;
  /** No answer at all (timeout, refused, reset), as opposed to an answer with a status. */
  unanswered = false;
  private status = 0;
  private timedOut = false;
  private reported = false;
  /** The deadline passed before the call reached a socket: the caller has been told. */
  private expired: Error | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    inner: Handler,
    private readonly report: (outcome: Outcome) => void,
    timeout: () => Error,
    ms: number,
  ) {
    super(inner);
    this.timer = setTimeout(() => this.onDeadline(timeout()), ms);
  }

  private outcome(outcome: Outcome) {
    clearTimeout(this.timer);
    if (this.reported) return;
    this.reported = true;
    this.report(outcome);
  }

  private onDeadline(error: Error) {
    this.unanswered = true;
    this.timedOut = true;
    if (this.controller) return this.controller.abort(error); // undici calls onResponseError with it
    this.outcome('timeout');
    this.expired = error;
    super.onResponseError(null as unknown as Controller, error);
  }

  onRequestStart(controller: Controller, context: unknown) {
    if (this.expired) return controller.abort(this.expired);
    this.controller = controller;
    return super.onRequestStart(controller, context);
  }

  onResponseStart(controller: Controller, status: number, headers: IncomingHttpHeaders, text?: string) {
    this.status = status;
    return super.onResponseStart(controller, status, headers, text);
  }

  onResponseEnd(controller: Controller, trailers: IncomingHttpHeaders) {
    this.outcome(this.status < 500 ? 'ok' : 'server_error');
    return super.onResponseEnd(controller, trailers);
  }

  onResponseError(controller: Controller, error: Error) {
    if (this.status === 0) this.unanswered = true;
    // The deadline as the caller's AbortSignal (a TimeoutError) or as undici's own timeouts is a timeout too.
    this.outcome(this.timedOut || /Timeout/.test(error?.name ?? '') ? 'timeout' : 'network');
    if (this.expired) return;
    return super.onResponseError(controller, error);
  }
}

export type UpstreamOptions = {
  timeoutMs: number;
  breaker?: CircuitBreaker;
  connections?: Partial<Record<UpstreamPurpose, number>>;
  now?: () => number;
};

/** The pools of one process (tests build their own with a short timeout and a clock). */
export function createUpstream({ timeoutMs, breaker = new CircuitBreaker(), connections = {}, now = Date.now }: UpstreamOptions) {
  const pools = new Map<UpstreamPurpose, Dispatcher>();
  const recent = new RecentFailures(3 * timeoutMs, now);
  const metrics = siteMetrics();

  const guard =
    (purpose: UpstreamPurpose): Dispatcher.DispatcherComposeInterceptor =>
    (dispatch) =>
    (options, handler) => {
      const origin = String(options.origin ?? '');
      const key = `${purpose} ${origin}`;
      const call = options.method === 'GET' ? `${key}${options.path}` : null;
      const refusal = call && recent.has(call) ? new RecentFailureError(`${origin}${options.path}`) : breaker.allow(key) ? null : new CircuitOpenError(purpose, origin);
      if (refusal) {
        metrics.upstreamCalls.inc({ purpose, outcome: refusal instanceof CircuitOpenError ? 'circuit_open' : 'recent_failure' });
        // Refused after the current I/O turn, as a real network error would be: refused within
        // the same turn (a microtask), a stale page's background refresh would fail before Next
        // has answered with the stale copy, and the visitor would get a 503 instead of that page.
        setImmediate(() => handler.onError?.(refusal));
        return true;
      }
      const started = performance.now();
      const guarded: GuardedHandler = new GuardedHandler(
        handler,
        (outcome) => {
          metrics.upstreamCalls.inc({ purpose, outcome });
          metrics.upstreamSeconds.observe({ purpose, outcome }, (performance.now() - started) / 1000);
          if (outcome === 'ok') return breaker.success(key);
          breaker.failure(key);
          if (call && guarded.unanswered) recent.add(call);
        },
        () => new UpstreamTimeoutError(origin, timeoutMs),
        timeoutMs,
      );
      return dispatch({ ...options, headers: withRequestId(options.headers, currentRequestId()) }, guarded);
    };

  function dispatcher(purpose: UpstreamPurpose): Dispatcher {
    let pool = pools.get(purpose);
    if (!pool) {
      pool = new Agent({
        connections: connections[purpose] ?? CONNECTIONS[purpose],
        connect: { timeout: timeoutMs },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      }).compose(guard(purpose));
      pools.set(purpose, pool);
    }
    return pool;
  }

  /**
   * `fetch` (Next's, so that its data cache applies) through the pool of `purpose`, with the
   * deadline as signal too, and the name of its span when tracing is on (upstream-span.ts).
   */
  function upstreamFetch(purpose: UpstreamPurpose, input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const withPool: RequestInit & { dispatcher: Dispatcher; opentelemetry?: UpstreamSpan } = {
      ...init,
      signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
      dispatcher: dispatcher(purpose),
      opentelemetry: upstreamSpan(purpose, init.method, input),
    };
    return fetch(input, withPool);
  }

  return { fetch: upstreamFetch, dispatcher, breaker, close: () => Promise.all([...pools.values()].map((p) => p.close())) };
}

export type Upstream = ReturnType<typeof createUpstream>;

/** One set of pools per process (on globalThis: route bundles share it). */
const KEY = Symbol.for('university-site.upstream');
const holder = globalThis as { [KEY]?: Upstream };

export function upstream(): Upstream {
  if (!holder[KEY]) {
    const made = createUpstream({ timeoutMs: env().UPSTREAM_TIMEOUT_MS });
    // Breaker keys are `${purpose} ${origin}`: the metrics say which purposes have one open.
    siteMetrics().sources.openBreakers = () => made.breaker.openKeys().map((key) => key.split(' ')[0] ?? '');
    holder[KEY] = made;
  }
  return holder[KEY];
}

/** The wrapper every upstream call goes through: `upstreamFetch('content', url, init)`. */
export function upstreamFetch(purpose: UpstreamPurpose, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return upstream().fetch(purpose, input, init);
}

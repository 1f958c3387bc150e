// @ts-check
// Admission control: a burst of uncached requests is admitted as far as the process can finish
// it and refused quickly and honestly beyond that, never by running out of memory
// (docs/decisions/0009-admission-control.md).
//
// - At most `limit` uncached requests run at once; up to `queue` more wait, each at most
//   `deadlineMs`; any other is refused at once (a 503 with Retry-After). The deadline is the
//   request's whole budget: one that could not be answered within it is refused now, not after.
// - While the event loop lags or the heap is nearly full, new uncached work is refused the same
//   way until it recovers; one log line when such an episode starts and one when it ends.
// - Static files, lead submissions, visit beacons and the pages this process last answered from its cache
//   (`x-nextjs-cache: HIT` or `STALE`) are never queued: they cost little and must stay fast.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { brandedPage } from './outage-page.mjs';
import { answerBeforeNext, SECURITY_HEADERS } from './own-answer.mjs';

/** @typedef {{ limit: number, queue: number, deadlineMs: number }} Limits */

/** When a refused client may come back, in seconds (the 503's Retry-After). */
const RETRY_AFTER_S = '5';

/**
 * Renders at once by default, whatever the heap: they share the one thread that renders, so past
 * what keeps it busy while others wait on the content service, more at once only makes every
 * answer later. Measured by the soak (scripts/soak.mjs, 200 in flight against a cold process, 256 MB):
 * 2 at once answered everything within 1.2 s, 4 within 2.6 s, 9 within 5.8 s, and the requests
 * answered a second fell as the count rose (122, 110, 94). 4 rather than 2 leaves the thread work
 * while renders wait on a remote content service, slower than the embedded one on loopback.
 */
const RENDERS_AT_ONCE = 4;

/**
 * The defaults for a heap of `heapLimitBytes`: about one uncached request per 32 MB of heap (a
 * render holds its page data, its RSC payload and its document at once), at least 2, of which
 * at most `RENDERS_AT_ONCE` render at once and 4 times as many may wait (a waiting request holds
 * little but its socket; its wait is bounded by the deadline).
 * @param {number} heapLimitBytes
 * @param {Record<string, string | undefined>} env
 * @returns {Limits}
 */
export function admissionLimits(heapLimitBytes, env = process.env) {
  const byHeap = Math.max(2, Math.floor(heapLimitBytes / (32 * 1024 * 1024)));
  return {
    limit: Number(env.RENDER_CONCURRENCY) || Math.min(byHeap, RENDERS_AT_ONCE),
    queue: Number(env.RENDER_QUEUE) || byHeap * 4,
    deadlineMs: Number(env.RENDER_QUEUE_MS) || 3_000,
  };
}

/**
 * How long admitted work takes, from its admission to its answer: the median of the last
 * `size`, so that one slow render (an upstream deadline) does not move it.
 */
export class ServiceTimes {
  /** @type {number[]} */
  #ms = [];
  #size;

  constructor(size = 31) {
    this.#size = size;
  }

  /** @param {number} ms */
  add(ms) {
    this.#ms.push(ms);
    if (this.#ms.length > this.#size) this.#ms.shift();
  }

  /** The median, or 0 before any was measured. */
  get typicalMs() {
    const sorted = [...this.#ms].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  }
}

/**
 * A counting semaphore with a bounded FIFO queue and a deadline per caller, its whole budget: a
 * caller is refused when its deadline passes while it waits, and as soon as its wait plus the
 * typical service time would pass it (when it would join the queue, and when its turn comes
 * late), so that whoever is refused hears it early and whoever is admitted is answered about in
 * time. `now` is the clock (tests give their own).
 */
export class Gate {
  #running = 0;
  /** @type {{ grant: () => void, refuse: () => void, since: number, timer: NodeJS.Timeout }[]} */
  #waiting = [];
  #limits;
  #times = new ServiceTimes();
  #now;

  /** @param {Limits} limits @param {() => number} [now] */
  constructor(limits, now = () => performance.now()) {
    this.#limits = limits;
    this.#now = now;
  }

  /**
   * Resolves with a release function once the caller may run, or with null when it is refused:
   * the queue is full, or it could not be answered before its deadline.
   * @returns {Promise<(() => void) | null>}
   */
  enter() {
    if (this.#running < this.#limits.limit) return Promise.resolve(this.#grant());
    if (this.#waiting.length >= this.#limits.queue) return Promise.resolve(null);
    // Its turn comes after those waiting, a limit's worth at a time.
    const typical = this.#times.typicalMs;
    const turns = Math.floor(this.#waiting.length / this.#limits.limit) + 1;
    if ((turns + 1) * typical > this.#limits.deadlineMs) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter = {
        grant: () => resolve(this.#grant()),
        refuse: () => resolve(null),
        since: this.#now(),
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          resolve(null);
        }, this.#limits.deadlineMs),
      };
      this.#waiting.push(waiter);
    });
  }

  #grant() {
    this.#running++;
    const since = this.#now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      this.#times.add(this.#now() - since);
      this.#next();
    };
  }

  /** The next waiter that can still be answered in time runs; those that cannot are refused. */
  #next() {
    const latest = this.#limits.deadlineMs - this.#times.typicalMs; // the latest a waiter may start
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) {
      clearTimeout(next.timer);
      if (this.#now() - next.since <= latest) return next.grant();
      next.refuse();
    }
  }

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#waiting.length;
  }
}

/**
 * The process's load, sampled every `intervalMs`. `overloaded` says why new uncached work is
 * refused outright: the event loop's mean delay above `maxDelayMs` over the last two intervals, or
 * the heap in use above `maxHeapShare` of its limit. `shedding` is true while requests are being
 * refused (for that reason, or because the gate is full), until `quietMs` pass without either: as
 * long as the Retry-After given to the last one refused, so that a balancer polling /api/health
 * every few seconds sees the episode. `log` hears once when such an episode starts and once when
 * it ends, never per request.
 */
export class Load {
  /** @type {'event_loop_delay' | 'heap' | null} */
  #overloaded = null;
  /** @type {string | null} */
  #episode = null;
  #since = 0;
  #refused = 0;
  #refusedThisTick = 0;
  #lastRefusal = 0;
  #lagged = false;
  #warming;
  #log;
  #timer;

  /**
   * @param {{ maxDelayMs?: number, maxHeapShare?: number, intervalMs?: number, quietMs?: number,
   *   log?: (event: string, fields: Record<string, unknown>) => void,
   *   sample?: () => { delayMs: number, heapShare: number }, warming?: boolean }} [options]
   *   `warming`: the process has not warmed yet (see `warmed`).
   */
  constructor({ maxDelayMs = 250, maxHeapShare = 0.85, intervalMs = 500, quietMs = Number(RETRY_AFTER_S) * 1000, log = logLine, sample = processSampler(), warming = false } = {}) {
    this.#log = log;
    this.#warming = warming;
    this.#timer = setInterval(() => {
      const { delayMs, heapShare } = sample();
      // Lag is overload only when it lasts two samples: one long task (a cold start loading its
      // modules, a major garbage collection) is not a burst, and refusing after it fails visitors
      // for nothing.
      // While the process warms (its first render loads the route's modules), lag is that cold
      // start's, not a burst's.
      const lagging = delayMs > maxDelayMs && this.#lagged && !this.#warming;
      this.#lagged = delayMs > maxDelayMs;
      this.#overloaded = lagging ? 'event_loop_delay' : heapShare > maxHeapShare ? 'heap' : null;
      if (this.#overloaded) this.#start(this.#overloaded, { delayMs: Math.round(delayMs), heapShare: Number(heapShare.toFixed(2)) });
      else if (this.#episode && this.#refusedThisTick === 0 && Date.now() - this.#lastRefusal >= quietMs) {
        this.#log('load.shedding_ended', { reason: this.#episode, ms: Date.now() - this.#since, refused: this.#refused });
        this.#episode = null;
      }
      this.#refusedThisTick = 0;
    }, intervalMs);
    this.#timer.unref();
  }

  /** @param {string} reason @param {Record<string, unknown>} [fields] */
  #start(reason, fields = {}) {
    if (this.#episode) return;
    this.#episode = reason;
    this.#since = Date.now();
    this.#refused = 0;
    this.#log('load.shedding_started', { reason, ...fields });
  }

  /**
   * The process has warmed: its first render is done (or took too long to wait for). Until then
   * the health endpoint says `warming`, so that a balancer sends visitors to it only once their
   * pages do not wait for a cold start, and lag is not counted as overload.
   */
  warmed() {
    this.#warming = false;
  }

  /** Whether the process is still warming. */
  get warming() {
    return this.#warming;
  }

  /** Why new uncached work is refused outright now, or null. */
  get overloaded() {
    return this.#overloaded;
  }

  /** Whether requests are being refused (the health endpoint's 503). */
  get shedding() {
    return this.#episode !== null;
  }

  /** Count one refusal; `reason` names the episode if this one starts it. @param {string} reason */
  refused(reason) {
    this.#start(reason);
    this.#refused++;
    this.#refusedThisTick++;
    this.#lastRefusal = Date.now();
  }

  stop() {
    clearInterval(this.#timer);
  }
}

/** The event loop's mean delay since the last call, and the share of the heap in use. */
function processSampler() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const heapLimit = getHeapStatistics().heap_size_limit;
  return () => {
    const delayMs = histogram.mean / 1e6;
    histogram.reset();
    return { delayMs: Number.isFinite(delayMs) ? delayMs : 0, heapShare: process.memoryUsage().heapUsed / heapLimit };
  };
}

/** @param {string} event @param {Record<string, unknown>} fields */
function logLine(event, fields) {
  console.warn(JSON.stringify({ level: 'warn', event, ...fields }));
}

/**
 * The paths this process last answered from Next's cache, so that they bypass the gate: a
 * bounded set, oldest forgotten first.
 */
export class CachedPaths {
  /** @type {Set<string>} */
  #paths = new Set();
  #max;

  constructor(max = 2_000) {
    this.#max = max;
  }

  /** @param {string} path */
  has(path) {
    return this.#paths.has(path);
  }

  /** @param {string} path @param {boolean} cached */
  note(path, cached) {
    this.#paths.delete(path);
    if (!cached) return;
    this.#paths.add(path);
    if (this.#paths.size > this.#max) this.#paths.delete(/** @type {string} */ (this.#paths.values().next().value));
  }
}

// Files under the static prefixes reach admission only when they exist (static-files.mjs).
const FREE = [/^\/_next\/static\//, /^\/media\//, /^\/fonts\//, /^\/api\/forms\//, /^\/api\/visits$/, /^\/api\/health$/, /^\/api\/revalidate$/];

/**
 * How a request is admitted: `free` (never queued: existing static files, lead submissions, visit
 * beacons (queued in memory, sent upstream in batches), health and revalidation), or `gated` with the key under which a cached answer lets it bypass the gate
 * next time (the path of a page document; search pages and API answers have none). A page asked
 * for with a refused form (`x-form-refusal`, docs/decisions/0010-forms-without-scripts.md) is
 * rendered for that one answer: it neither bypasses the gate nor changes what is known of the page.
 * @param {string} url
 * @param {boolean} rsc
 * @param {boolean} [refusal]
 * @returns {{ kind: 'free' } | { kind: 'gated', cacheKey: string | null }}
 */
export function classify(url, rsc, refusal = false) {
  const path = url.split('?')[0] ?? '/';
  if (FREE.some((re) => re.test(path))) return { kind: 'free' };
  const cacheable = !refusal && !path.startsWith('/api/') && path !== '/buscar';
  return { kind: 'gated', cacheKey: cacheable ? `${rsc ? 'rsc' : 'html'} ${path}` : null };
}

const BUSY_PAGE = brandedPage({
  title: 'Muchas visitas en este momento',
  heading: 'Estamos atendiendo muchas visitas',
  text: 'No pudimos mostrar esta página ahora mismo. Inténtalo de nuevo en unos segundos.',
});
const BUSY_MESSAGE = 'El sitio está atendiendo muchas visitas. Inténtalo de nuevo en unos segundos.';

/**
 * The adapter's admission: `run(req, res, next)` calls `next` now, after a wait in the queue, or
 * never (the request is answered 503 with Retry-After); `health(req, res)` answers
 * `GET /api/health` without touching any upstream service.
 * @param {{ limits?: Limits, load?: Load }} [options]
 */
export function createAdmission({ limits = admissionLimits(getHeapStatistics().heap_size_limit), load = new Load({ warming: true }) } = {}) {
  const gate = new Gate(limits);
  const cached = new CachedPaths();

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} reason */
  const refuse = (req, res, reason) => {
    load.refused(reason);
    answerBeforeNext(req, res, 503, { page: BUSY_PAGE, message: BUSY_MESSAGE, headers: { 'retry-after': RETRY_AFTER_S } });
  };

  return {
    /** The process has warmed (see `Load.warmed`). */
    warmed: () => load.warmed(),
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} next
     */
    run(req, res, next) {
      const admission = classify(req.url ?? '/', Boolean(req.headers.rsc), Boolean(req.headers['x-form-refusal']));
      if (admission.kind === 'free') return next();
      const { cacheKey } = admission;
      if (cacheKey) {
        // Next says whether it answered from its cache; a page it did is not queued next time.
        res.once('finish', () => cached.note(cacheKey, /^(HIT|STALE)$/.test(String(res.getHeader('x-nextjs-cache') ?? ''))));
        if (cached.has(cacheKey)) return next();
      }
      if (load.overloaded) return refuse(req, res, load.overloaded);
      void gate.enter().then((release) => {
        if (!release) return refuse(req, res, 'queue_full');
        res.once('close', release);
        // A visitor who left while waiting is not rendered for.
        if (req.destroyed) return release();
        next();
      });
    },
    /** What the front (server/front.mjs) is told of this thread's load on every beat. */
    state: () => ({ running: gate.running, waiting: gate.waiting, shedding: load.shedding, warming: load.warming }),
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    health(req, res) {
      const status = load.warming ? 'warming' : load.shedding ? 'shedding' : 'ok';
      const body = JSON.stringify({ status, running: gate.running, waiting: gate.waiting, limit: limits.limit });
      res.writeHead(status === 'ok' ? 200 : 503, {
        ...SECURITY_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...(status === 'ok' ? {} : { 'retry-after': status === 'warming' ? '1' : RETRY_AFTER_S }),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}

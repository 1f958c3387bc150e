// @ts-check
// Admission control: a burst of uncached requests is admitted as far as the process can finish
// it and refused quickly and honestly beyond that, never by running out of memory
// (docs/decisions/0009-admission-control.md).
//
// - At most `limit` uncached requests run at once; up to `queue` more wait, each at most
//   `deadlineMs`; any other is refused at once (a 503 with Retry-After). The deadline is the
//   request's whole budget: one that could not be answered within it is refused now, not after.
// - Pages the site knows exist (its sitemap, and every page it has answered 200) go before other
//   work, which may not take the last reserved slots (gate.mjs): junk URLs are shed first.
// - While the event loop lags, other work is refused the same way until it recovers, and while
//   the heap is nearly full all new uncached work is (load.mjs).
// - Static files, lead submissions, cookie choices, visit beacons and the pages this process last
//   answered from its cache (`x-nextjs-cache: HIT` or `STALE`) are never queued: they cost little
//   and must stay fast, and a refused submission or choice is a visitor's answer lost.
import { getHeapStatistics } from 'node:v8';
import { Gate } from './gate.mjs';
import { Load, RETRY_AFTER_S } from './load.mjs';
import { bounded, SHED_REASONS, siteMetrics } from './metrics.mjs';
import { brandedPage } from './outage-page.mjs';
import { answerBeforeNext } from './own-answer.mjs';
import { answerLiveness, answerReadiness } from './readiness.mjs';
import { noteRequest } from './request-context.mjs';
import { siteRuntime } from './site-runtime.mjs';

/** @typedef {import('./gate.mjs').Limits} Limits */

/**
 * Renders at once by default, whatever the heap: they share the one thread that renders, so past
 * what keeps it busy while others wait on the content service, more at once only makes every
 * answer later (docs/decisions/0009-admission-control.md, "Why at most 4 at once").
 */
const RENDERS_AT_ONCE = 4;

/**
 * The defaults for a heap of `heapLimitBytes`: about one uncached request per 32 MB of heap (a
 * render holds its page data, its RSC payload and its document at once), at least 2, of which
 * at most `RENDERS_AT_ONCE` render at once and 4 times as many may wait (a waiting request holds
 * little but its socket; its wait is bounded by the deadline). A quarter of each, at least one,
 * is kept for pages the site knows.
 * @param {number} heapLimitBytes
 * @param {Record<string, string | undefined>} env
 * @returns {Required<Limits>}
 */
export function admissionLimits(heapLimitBytes, env = process.env) {
  const byHeap = Math.max(2, Math.floor(heapLimitBytes / (32 * 1024 * 1024)));
  const limit = Number(env.RENDER_CONCURRENCY) || Math.min(byHeap, RENDERS_AT_ONCE);
  const queue = Number(env.RENDER_QUEUE) || byHeap * 4;
  return { limit, queue, deadlineMs: Number(env.RENDER_QUEUE_MS) || 3_000, reserved: Math.max(1, Math.floor(limit / 4)), reservedQueue: Math.max(1, Math.floor(queue / 4)) };
}

/**
 * A bounded set of paths, each kept or forgotten by the last answer to it (oldest forgotten
 * first): the pages answered from Next's cache, which bypass the gate, and the pages answered 200,
 * which go first through it.
 */
export class RecentPaths {
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

  /** @param {string} path @param {boolean} keep */
  note(path, keep) {
    this.#paths.delete(path);
    if (!keep) return;
    this.#paths.add(path);
    if (this.#paths.size > this.#max) this.#paths.delete(/** @type {string} */ (this.#paths.values().next().value));
  }
}

// Files under the static prefixes reach admission only when they exist (static-files.mjs).
const FREE = [/^\/_next\/static\//, /^\/media\//, /^\/icon\.svg$/, /^\/api\/forms\//, /^\/api\/consent$/, /^\/api\/visits$/, /^\/api\/health(\/live)?$/, /^\/api\/revalidate$/];

/**
 * How a request is admitted: `free` (never queued: existing static files, the build's favicon
 * (app/icon.svg, asked for by every page), lead submissions, the cookie notice's choice (a cookie
 * set, no I/O), visit beacons (queued in memory, sent upstream in batches), the probes and
 * revalidation), or `gated` with
 * the key under which a cached answer lets it bypass the gate next time (the path of a page
 * document; search pages and API answers have none) and the page it asks for (whose being known
 * gives it priority). A page asked for with a refused form (its `formulario` marker,
 * docs/decisions/0010-forms-without-scripts.md) is rendered for that one answer: it neither
 * bypasses the gate nor changes what is known of the page.
 * @param {string} url
 * @param {boolean} rsc
 * @returns {{ kind: 'free' } | { kind: 'gated', cacheKey: string | null, page: string | null }}
 */
export function classify(url, rsc) {
  const [path = '/', query = ''] = url.split('?');
  const refusal = new URLSearchParams(query).has('formulario');
  if (FREE.some((re) => re.test(path))) return { kind: 'free' };
  const page = !path.startsWith('/api/') && path !== '/buscar' ? path : null;
  return { kind: 'gated', cacheKey: page && !refusal ? `${rsc ? 'rsc' : 'html'} ${path}` : null, page };
}

const BUSY_PAGE = brandedPage({
  title: 'Muchas visitas en este momento',
  heading: 'Estamos atendiendo muchas visitas',
  text: 'No pudimos mostrar esta página ahora mismo. Inténtalo de nuevo en unos segundos.',
});
const BUSY_MESSAGE = 'El sitio está atendiendo muchas visitas. Inténtalo de nuevo en unos segundos.';

/**
 * The adapter's admission: `run(req, res, next)` calls `next` now, after a wait in the queue, or
 * never (the request is answered 503 with Retry-After); `health(req, res)` and `live(req, res)`
 * answer the readiness and liveness probes (readiness.mjs) without touching any upstream service;
 * `drain()` turns readiness off for good (shutdown); `know(paths)` adds pages that exist.
 * @param {{ limits?: Limits, load?: Load, outboxReachable?: () => boolean }} [options]
 *   `outboxReachable`: by default Next's side's background check (site-runtime.mjs), reachable
 *   until Next's side has started
 */
export function createAdmission({
  limits = admissionLimits(getHeapStatistics().heap_size_limit),
  load = new Load({ warming: true }),
  outboxReachable = () => siteRuntime()?.outboxReachable() ?? true,
} = {}) {
  const gate = new Gate(limits);
  let draining = false;
  const cached = new RecentPaths();
  const known = new RecentPaths(10_000);
  const metrics = siteMetrics();
  // The process's admission is the one the metrics read (tests make more; the last one made is read).
  metrics.sources.admission = () => ({ running: gate.running, waiting: gate.waiting, shedding: load.shedding });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} reason */
  const refuse = (req, res, reason) => {
    load.refused(reason);
    noteRequest({ shed: reason });
    metrics.shed.inc({ reason: bounded(reason, SHED_REASONS) });
    answerBeforeNext(req, res, 503, { page: BUSY_PAGE, message: BUSY_MESSAGE, headers: { 'retry-after': RETRY_AFTER_S } });
  };

  return {
    /** The process has warmed (see `Load.warmed`). */
    warmed: () => load.warmed(),
    /** The process is stopping: readiness says so from now on. */
    drain() {
      draining = true;
    },
    /** Pages that exist (the sitemap's), before anyone asked for them. @param {Iterable<string>} paths */
    know(paths) {
      for (const path of paths) known.note(path, true);
    },
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} next
     */
    run(req, res, next) {
      const admission = classify(req.url ?? '/', Boolean(req.headers.rsc));
      if (admission.kind === 'free') return next();
      const { cacheKey, page } = admission;
      if (cacheKey && page) {
        // Next says whether it answered from its cache; a page it did is not queued next time.
        res.once('finish', () => {
          cached.note(cacheKey, /^(HIT|STALE)$/.test(String(res.getHeader('x-nextjs-cache') ?? '')));
          known.note(page, res.statusCode === 200);
        });
        if (cached.has(cacheKey)) return next();
      }
      const priority = page && known.has(page) ? 'known' : 'other';
      // A lagging loop still renders known pages, within the gate; a full heap renders nothing new.
      if (load.overloaded === 'heap' || (load.overloaded && priority === 'other')) return refuse(req, res, load.overloaded);
      const since = performance.now();
      void gate.enter(priority).then((release) => {
        metrics.queueWait.observe({ outcome: release ? 'admitted' : 'refused' }, (performance.now() - since) / 1000);
        if (!release) return refuse(req, res, 'queue_full');
        res.once('close', release);
        // A visitor who left while waiting is not rendered for.
        if (req.destroyed) return release();
        next();
      });
    },
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    health(req, res) {
      const state = { draining, warming: load.warming, shedding: load.shedding, outboxReachable: outboxReachable() };
      answerReadiness(req, res, state, { running: gate.running, waiting: gate.waiting, limit: limits.limit });
    },
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    live(req, res) {
      answerLiveness(req, res);
    },
  };
}

/**
 * Stage (server/stages.mjs): the probes `/api/health` and `/api/health/live` answered by the
 * admission, and every other request admitted, queued or refused by it before Next runs.
 * @type {import('./stages.mjs').Stage}
 */
export const admissionStage = {
  name: 'admission',
  answer: (req, res, visit) => {
    const path = req.url?.split('?')[0];
    if (path === '/api/health') visit.site.admission.health(req, res);
    else if (path === '/api/health/live') visit.site.admission.live(req, res);
    else return false;
    return true;
  },
  admit: (req, res, visit, next) => visit.site.admission.run(req, res, next),
};

// @ts-check
// The process's load, for admission control (admission.mjs, docs/decisions/0009-admission-control.md):
// whether the event loop lags or the heap is nearly full, and whether requests are being refused,
// with one log line when such an episode starts and one when it ends.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { logger } from './log.mjs';

/** When a refused client may come back, in seconds (the 503's Retry-After). */
export const RETRY_AFTER_S = '5';

/**
 * The process's load, sampled every `intervalMs`. `overloaded` says why new uncached work is
 * refused outright (admission.mjs decides whose): the event loop's mean delay above
 * `maxDelayMs` over the last two intervals, or
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
   *   log?: (event: string, fields: import('./log.mjs').Fields) => void,
   *   sample?: () => { delayMs: number, heapShare: number }, warming?: boolean }} [options]
   *   `warming`: the process has not warmed yet (see `warmed`).
   */
  constructor({ maxDelayMs = 250, maxHeapShare = 0.85, intervalMs = 500, quietMs = Number(RETRY_AFTER_S) * 1000, log = logger.warn, sample = processSampler(), warming = false } = {}) {
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


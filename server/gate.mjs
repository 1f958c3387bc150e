// @ts-check
// The gate of admission control (admission.mjs, docs/decisions/0009-admission-control.md): how
// many uncached requests run at once and wait, and in which order. Pages the site knows exist
// go first; other work (a path never answered, a search) may not take the last `reserved`
// slots nor the last `reservedQueue` places, and is the first refused when a known page needs
// a place, so that a flood of junk URLs cannot keep a real page from being rendered.

/**
 * @typedef {{ limit: number, queue: number, deadlineMs: number, reserved?: number, reservedQueue?: number }} Limits
 * @typedef {'known' | 'other'} Priority
 * @typedef {{ grant: () => void, refuse: () => void, since: number, timer: NodeJS.Timeout }} Waiter
 */

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
 * A counting semaphore with two bounded FIFO queues and a deadline per caller, its whole budget:
 * a caller is refused when its deadline passes while it waits, and as soon as its wait plus the
 * typical service time would pass it (when it would join the queue, and when its turn comes
 * late), so that whoever is refused hears it early and whoever is admitted is answered about in
 * time. `now` is the clock (tests give their own).
 */
export class Gate {
  #running = 0;
  #runningOther = 0;
  /** @type {{ known: Waiter[], other: Waiter[] }} */
  #waiting = { known: [], other: [] };
  #limits;
  #reserved;
  #reservedQueue;
  #times = new ServiceTimes();
  #now;

  /** @param {Limits} limits @param {() => number} [now] */
  constructor(limits, now = () => performance.now()) {
    this.#limits = limits;
    this.#reserved = limits.reserved ?? 0;
    this.#reservedQueue = limits.reservedQueue ?? 0;
    this.#now = now;
  }

  /** @param {Priority} priority */
  #mayRun(priority) {
    if (this.#running >= this.#limits.limit) return false;
    return priority === 'known' || this.#runningOther < this.#limits.limit - this.#reserved;
  }

  /**
   * Resolves with a release function once the caller may run, or with null when it is refused:
   * no place in the queue, or it could not be answered before its deadline.
   * @param {Priority} [priority]
   * @returns {Promise<(() => void) | null>}
   */
  enter(priority = 'known') {
    if (this.#mayRun(priority)) return Promise.resolve(this.#grant(priority));
    if (!this.#makeRoom(priority)) return Promise.resolve(null);
    // Its turn comes after those waiting ahead of it, a limit's worth at a time.
    const ahead = this.#waiting.known.length + (priority === 'other' ? this.#waiting.other.length : 0);
    const turns = Math.floor(ahead / this.#limits.limit) + 1;
    if ((turns + 1) * this.#times.typicalMs > this.#limits.deadlineMs) return Promise.resolve(null);
    const queue = this.#waiting[priority];
    return new Promise((resolve) => {
      /** @type {Waiter} */
      const waiter = {
        grant: () => resolve(this.#grant(priority)),
        refuse: () => resolve(null),
        since: this.#now(),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          resolve(null);
        }, this.#limits.deadlineMs),
      };
      queue.push(waiter);
    });
  }

  /** Whether a caller of `priority` has a place in the queue; a known page takes an other's. @param {Priority} priority */
  #makeRoom(priority) {
    const { known, other } = this.#waiting;
    if (priority === 'other') return known.length + other.length < this.#limits.queue - this.#reservedQueue;
    if (known.length + other.length < this.#limits.queue) return true;
    const evicted = other.pop();
    if (!evicted) return false;
    clearTimeout(evicted.timer);
    evicted.refuse();
    return true;
  }

  /** @param {Priority} priority */
  #grant(priority) {
    this.#running++;
    if (priority === 'other') this.#runningOther++;
    const since = this.#now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      if (priority === 'other') this.#runningOther--;
      this.#times.add(this.#now() - since);
      this.#next();
    };
  }

  /** The next waiter, known pages first, that can still be answered in time runs; those that cannot are refused. */
  #next() {
    const latest = this.#limits.deadlineMs - this.#times.typicalMs; // the latest a waiter may start
    for (const priority of /** @type {const} */ (['known', 'other'])) {
      const queue = this.#waiting[priority];
      while (queue.length > 0 && this.#mayRun(priority)) {
        const next = /** @type {Waiter} */ (queue.shift());
        clearTimeout(next.timer);
        if (this.#now() - next.since <= latest) return next.grant();
        next.refuse();
      }
    }
  }

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#waiting.known.length + this.#waiting.other.length;
  }
}

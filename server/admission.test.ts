/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { admissionLimits, CachedPaths, classify, createAdmission, Gate, Load, ServiceTimes } from './admission.mjs';

afterEach(() => {
  jest.useRealTimers();
});

describe('Gate: at most `limit` at once, `queue` waiting, each for at most `deadlineMs`', () => {
  it('admits up to the limit at once, queues the next ones in order, refuses past the queue', async () => {
    const gate = new Gate({ limit: 2, queue: 2, deadlineMs: 10_000 });
    const a = await gate.enter();
    const b = await gate.enter();
    const order: string[] = [];
    const c = gate.enter().then((r) => (order.push('c'), r));
    const d = gate.enter().then((r) => (order.push('d'), r));
    expect(await gate.enter()).toBeNull(); // the queue is full: refused at once
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    a?.();
    a?.(); // a second release of the same admission frees nothing more
    expect(typeof (await c)).toBe('function');
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    b?.();
    expect(typeof (await d)).toBe('function');
    expect(order).toEqual(['c', 'd']);
  });

  it('refuses a waiter whose deadline passes first, and frees its place in the queue', async () => {
    jest.useFakeTimers();
    const gate = new Gate({ limit: 1, queue: 1, deadlineMs: 1_000 });
    const first = await gate.enter();
    const waiting = gate.enter();
    jest.advanceTimersByTime(1_001);
    expect(await waiting).toBeNull();
    expect(gate.waiting).toBe(0);
    first?.();
    expect(gate.running).toBe(0);
  });
});

describe('Gate: the deadline is the whole budget, wait and service together', () => {
  it('refuses at once a caller whose turn, behind those waiting, would come too late to be served in time', async () => {
    jest.useFakeTimers();
    const gate = new Gate({ limit: 1, queue: 10, deadlineMs: 1_000 }, () => Date.now());
    const a = await gate.enter();
    jest.advanceTimersByTime(400);
    a?.(); // served in 400 ms: the typical service time
    const b = await gate.enter();
    const c = gate.enter(); // next turn in about 400 ms, served by 800 ms: waits
    expect(await gate.enter()).toBeNull(); // after c: served by about 1,200 ms, past the deadline
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    b?.();
    expect(typeof (await c)).toBe('function');
  });

  it('refuses a waiter whose turn came too late to be served in time, and runs the next one that can be', async () => {
    jest.useFakeTimers();
    const gate = new Gate({ limit: 1, queue: 10, deadlineMs: 1_000 }, () => Date.now());
    const a = await gate.enter();
    const late = gate.enter(); // nothing measured yet: it waits
    jest.advanceTimersByTime(600);
    const inTime = gate.enter();
    jest.advanceTimersByTime(100);
    a?.(); // 700 ms: the late one would be answered at about 1,400 ms, the other at 800 ms
    expect(await late).toBeNull();
    expect(typeof (await inTime)).toBe('function');
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
  });

  it('the typical service time is the median of the recent ones: one slow render does not move it', () => {
    const times = new ServiceTimes(5);
    expect(times.typicalMs).toBe(0);
    for (const ms of [100, 120, 8_000, 110, 90]) times.add(ms);
    expect(times.typicalMs).toBe(110);
    for (const ms of [300, 310, 320]) times.add(ms); // the oldest are forgotten
    expect(times.typicalMs).toBe(300);
  });
});

describe('admissionLimits', () => {
  it.each<[string, number, Record<string, string>, { limit: number; queue: number; deadlineMs: number }]>([
    ['a 256 MB heap: 4 renders at once (they share one thread), 32 wait', 256 * 2 ** 20, {}, { limit: 4, queue: 32, deadlineMs: 3_000 }],
    ['a 4 GB heap: still 4 at once, more may wait', 4 * 2 ** 30, {}, { limit: 4, queue: 512, deadlineMs: 3_000 }],
    ['a small heap still renders 2 at once', 40 * 2 ** 20, {}, { limit: 2, queue: 8, deadlineMs: 3_000 }],
    ['configured', 256 * 2 ** 20, { RENDER_CONCURRENCY: '3', RENDER_QUEUE: '5', RENDER_QUEUE_MS: '800' }, { limit: 3, queue: 5, deadlineMs: 800 }],
  ])('%s', (_case, heap, env, limits) => {
    expect(admissionLimits(heap, env)).toEqual(limits);
  });
});

describe('classify: what may bypass the gate', () => {
  it.each<[string, boolean, ReturnType<typeof classify>]>([
    ['/_next/static/chunks/app.js', false, { kind: 'free' }],
    ['/media/hero-home/large.webp', false, { kind: 'free' }],
    ['/robots.txt', false, { kind: 'gated', cacheKey: 'html /robots.txt' }],
    ['/logo.png', false, { kind: 'gated', cacheKey: 'html /logo.png' }],
    ['/api/forms/lead', false, { kind: 'free' }],
    ['/api/health', false, { kind: 'free' }],
    ['/api/visits', false, { kind: 'free' }],
    ['/programas/x-1a2b?utm_source=a', false, { kind: 'gated', cacheKey: 'html /programas/x-1a2b' }],
    ['/programas/ingenieria-de-sistemas', true, { kind: 'gated', cacheKey: 'rsc /programas/ingenieria-de-sistemas' }],
    ['/buscar?q=x', false, { kind: 'gated', cacheKey: null }],
    ['/api/search?q=x', false, { kind: 'gated', cacheKey: null }],
  ])('%s (rsc %s)', (url, rsc, expected) => {
    expect(classify(url, rsc)).toEqual(expected);
  });

  it('gates a page asked for with a refused form, and keeps it out of the cached pages', () => {
    expect(classify('/contacto', false, true)).toEqual({ kind: 'gated', cacheKey: null });
    expect(classify('/api/forms/webcase', false, true)).toEqual({ kind: 'free' });
  });
});

describe('CachedPaths', () => {
  it('remembers what was last answered from the cache, forgets a miss, and the oldest first', () => {
    const paths = new CachedPaths(2);
    paths.note('html /a', true);
    paths.note('html /b', true);
    paths.note('html /b', false);
    expect([paths.has('html /a'), paths.has('html /b')]).toEqual([true, false]);
    paths.note('html /c', true);
    paths.note('html /d', true);
    expect([paths.has('html /a'), paths.has('html /c'), paths.has('html /d')]).toEqual([false, true, true]);
  });
});

describe('Load: refuses while the loop lags or the heap is full, one log line per episode', () => {
  it('starts and ends one episode, whatever the number of refusals in it', () => {
    jest.useFakeTimers();
    const sample = { delayMs: 10, heapShare: 0.5 };
    const log = jest.fn();
    const load = new Load({ intervalMs: 100, quietMs: 0, log, sample: () => sample });
    jest.advanceTimersByTime(100);
    expect([load.overloaded, load.shedding]).toEqual([null, false]);
    sample.delayMs = 400;
    jest.advanceTimersByTime(100); // one lagging interval: a long task, not yet overload
    expect([load.overloaded, load.shedding]).toEqual([null, false]);
    jest.advanceTimersByTime(100); // the second in a row: overload
    expect([load.overloaded, load.shedding]).toEqual(['event_loop_delay', true]);
    for (let i = 0; i < 50; i++) load.refused('event_loop_delay');
    sample.delayMs = 10;
    sample.heapShare = 0.9;
    jest.advanceTimersByTime(100);
    expect(load.overloaded).toBe('heap');
    sample.heapShare = 0.5;
    jest.advanceTimersByTime(100);
    expect([load.overloaded, load.shedding]).toEqual([null, false]);
    expect(log.mock.calls.map((c) => c[0])).toEqual(['load.shedding_started', 'load.shedding_ended']);
    expect(log.mock.calls[1]?.[1]).toMatchObject({ reason: 'event_loop_delay', refused: 50 });
    load.stop();
  });

  it('a full queue is an episode too, until a whole interval passes without a refusal', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const load = new Load({ intervalMs: 100, quietMs: 0, log, sample: () => ({ delayMs: 0, heapShare: 0.1 }) });
    load.refused('queue_full');
    expect([load.overloaded, load.shedding]).toEqual([null, true]);
    jest.advanceTimersByTime(100); // refused during this interval: still shedding
    expect(load.shedding).toBe(true);
    jest.advanceTimersByTime(100);
    expect(load.shedding).toBe(false);
    expect(log.mock.calls.map((c) => [c[0], (c[1] as { reason: string }).reason])).toEqual([
      ['load.shedding_started', 'queue_full'],
      ['load.shedding_ended', 'queue_full'],
    ]);
    load.stop();
  });

  it('stays shedding for the Retry-After it gave (5 s) after the last refusal, so a balancer polling health sees it', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const load = new Load({ intervalMs: 500, log, sample: () => ({ delayMs: 0, heapShare: 0.1 }) });
    load.refused('queue_full');
    jest.advanceTimersByTime(4_000);
    expect(load.shedding).toBe(true);
    load.refused('queue_full'); // a second refusal in the same episode: the quiet period starts again
    jest.advanceTimersByTime(4_500);
    expect(load.shedding).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(load.shedding).toBe(false);
    expect(log.mock.calls.map((c) => c[0])).toEqual(['load.shedding_started', 'load.shedding_ended']);
    expect(log.mock.calls[1]?.[1]).toMatchObject({ refused: 2 });
    load.stop();
  });

  it('while the process warms, lag is its cold start: nothing is refused until it has warmed', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const sample = { delayMs: 900, heapShare: 0.1 };
    const load = new Load({ intervalMs: 100, log, sample: () => sample, warming: true });
    jest.advanceTimersByTime(500);
    expect([load.overloaded, load.shedding, load.warming]).toEqual([null, false, true]);
    load.warmed();
    jest.advanceTimersByTime(200); // lag after warming, two samples in a row: overload
    expect([load.overloaded, load.shedding, load.warming]).toEqual(['event_loop_delay', true, false]);
    expect(log.mock.calls.map((c) => c[0])).toEqual(['load.shedding_started']);
    load.stop();
  });

  it('one lagging interval between normal ones (a cold start, a major GC) refuses nothing', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const delays = [10, 900, 10, 900, 10];
    const load = new Load({ intervalMs: 100, log, sample: () => ({ delayMs: delays.shift() ?? 10, heapShare: 0.1 }) });
    for (let i = 0; i < 5; i++) {
      jest.advanceTimersByTime(100);
      expect(load.overloaded).toBeNull();
    }
    expect(log).not.toHaveBeenCalled();
    load.stop();
  });
});

describe('/api/health: 503 while warming or shedding, 200 otherwise', () => {
  /** The status, headers and JSON body health answers now. */
  const healthOf = (admission: ReturnType<typeof createAdmission>) => {
    const answer: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
    const res = {
      writeHead: (status: number, headers: Record<string, string>) => Object.assign(answer, { status, headers }),
      end: (body: string) => Object.assign(answer, { body: JSON.parse(body) }),
    };
    admission.health({ method: 'GET' } as never, res as never);
    return answer;
  };

  it('says warming (Retry-After 1) until the process has warmed, then ok, then shedding after a refusal', () => {
    jest.useFakeTimers();
    const load = new Load({ intervalMs: 100, log: () => undefined, sample: () => ({ delayMs: 0, heapShare: 0.1 }), warming: true });
    const admission = createAdmission({ limits: { limit: 1, queue: 0, deadlineMs: 100 }, load });
    expect(healthOf(admission)).toMatchObject({ status: 503, headers: { 'retry-after': '1', 'cache-control': 'no-store' }, body: { status: 'warming' } });
    admission.warmed();
    expect(healthOf(admission)).toMatchObject({ status: 200, body: { status: 'ok', running: 0, waiting: 0, limit: 1 } });
    expect(healthOf(admission).headers).not.toHaveProperty('retry-after');
    load.refused('queue_full');
    expect(healthOf(admission)).toMatchObject({ status: 503, headers: { 'retry-after': '5' }, body: { status: 'shedding' } });
    load.stop();
  });
});

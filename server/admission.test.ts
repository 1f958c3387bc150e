/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { admissionLimits, classify, createAdmission, RecentPaths } from './admission.mjs';
import { Load } from './load.mjs';
import { runForRequest } from './request-context.mjs';

afterEach(() => {
  jest.useRealTimers();
});

describe('admissionLimits', () => {
  it.each<[string, number, Record<string, string>, { limit: number; queue: number; deadlineMs: number; reserved: number; reservedQueue: number }]>([
    ['a 256 MB heap: 4 renders at once (they share one thread), 32 wait; 1 and 8 kept for known pages', 256 * 2 ** 20, {}, { limit: 4, queue: 32, deadlineMs: 3_000, reserved: 1, reservedQueue: 8 }],
    ['a 4 GB heap: still 4 at once, more may wait', 4 * 2 ** 30, {}, { limit: 4, queue: 512, deadlineMs: 3_000, reserved: 1, reservedQueue: 128 }],
    ['a small heap still renders 2 at once', 40 * 2 ** 20, {}, { limit: 2, queue: 8, deadlineMs: 3_000, reserved: 1, reservedQueue: 2 }],
    ['configured', 256 * 2 ** 20, { RENDER_CONCURRENCY: '3', RENDER_QUEUE: '5', RENDER_QUEUE_MS: '800' }, { limit: 3, queue: 5, deadlineMs: 800, reserved: 1, reservedQueue: 1 }],
  ])('%s', (_case, heap, env, limits) => {
    expect(admissionLimits(heap, env)).toEqual(limits);
  });
});


describe('classify: what may bypass the gate', () => {
  it.each<[string, boolean, ReturnType<typeof classify>]>([
    ['/_next/static/chunks/app.js', false, { kind: 'free' }],
    ['/media/hero-home/large.webp', false, { kind: 'free' }],
    ['/icon.svg?icon.0jurd851swqls.svg', false, { kind: 'free' }],
    ['/robots.txt', false, { kind: 'gated', cacheKey: 'html /robots.txt', page: '/robots.txt' }],
    ['/logo.png', false, { kind: 'gated', cacheKey: 'html /logo.png', page: '/logo.png' }],
    ['/api/forms/lead', false, { kind: 'free' }],
    ['/api/consent', false, { kind: 'free' }],
    ['/api/health', false, { kind: 'free' }],
    ['/api/health/live', false, { kind: 'free' }],
    ['/api/visits', false, { kind: 'free' }],
    ['/programas/x-1a2b?utm_source=a', false, { kind: 'gated', cacheKey: 'html /programas/x-1a2b', page: '/programas/x-1a2b' }],
    ['/programas/ingenieria-de-sistemas', true, { kind: 'gated', cacheKey: 'rsc /programas/ingenieria-de-sistemas', page: '/programas/ingenieria-de-sistemas' }],
    ['/buscar?q=x', false, { kind: 'gated', cacheKey: null, page: null }],
    ['/api/search?q=x', false, { kind: 'gated', cacheKey: null, page: null }],
  ])('%s (rsc %s)', (url, rsc, expected) => {
    expect(classify(url, rsc)).toEqual(expected);
  });

  it('gates a page asked for with a refused form, and keeps it out of the cached pages', () => {
    expect(classify('/contacto?formulario=revisar', false)).toEqual({ kind: 'gated', cacheKey: null, page: '/contacto' });
    expect(classify('/api/forms/webcase?formulario=revisar', false)).toEqual({ kind: 'free' });
  });
});


describe('RecentPaths', () => {
  it('remembers what was last answered from the cache, forgets a miss, and the oldest first', () => {
    const paths = new RecentPaths(2);
    paths.note('html /a', true);
    paths.note('html /b', true);
    paths.note('html /b', false);
    expect([paths.has('html /a'), paths.has('html /b')]).toEqual([true, false]);
    paths.note('html /c', true);
    paths.note('html /d', true);
    expect([paths.has('html /a'), paths.has('html /c'), paths.has('html /d')]).toEqual([false, true, true]);
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

  it('says draining once drained, and outbox_unreachable while the outbox check fails, with every reason', () => {
    let outboxUp = true;
    const load = new Load({ log: () => undefined, sample: () => ({ delayMs: 0, heapShare: 0.1 }) });
    const admission = createAdmission({ limits: { limit: 1, queue: 0, deadlineMs: 100 }, load, outboxReachable: () => outboxUp });
    expect(healthOf(admission)).toMatchObject({ status: 200, body: { status: 'ok', reasons: [] } });
    outboxUp = false;
    expect(healthOf(admission)).toMatchObject({ status: 503, body: { status: 'outbox_unreachable', reasons: ['outbox_unreachable'] } });
    admission.drain();
    expect(healthOf(admission)).toMatchObject({ status: 503, body: { status: 'draining', reasons: ['draining', 'outbox_unreachable'] } });
    outboxUp = true;
    expect(healthOf(admission)).toMatchObject({ status: 503, body: { status: 'draining', reasons: ['draining'] } });
    load.stop();
  });
});


describe('createAdmission: real pages before junk', () => {
  // Requests left waiting keep the gate's deadline timers (3 s): fake ones, so that none holds the
  // Jest worker open after the last test ("a worker process has failed to exit gracefully").
  beforeEach(() => {
    jest.useFakeTimers();
  });

  /** A request and its answer as the adapter hands them over: `finish(status)` ends a render. */
  function exchange(url: string) {
    const events = new EventEmitter();
    const res = Object.assign(events, {
      statusCode: 200,
      refusedWith: 0,
      getHeader: () => undefined,
      writeHead: (status: number) => Object.assign(res, { refusedWith: status }),
      end: () => void events.emit('close'),
    });
    const req = { url, headers: {}, method: 'GET', destroyed: false };
    let rendered = false;
    return {
      req,
      res,
      next: () => void (rendered = true),
      get rendered() {
        return rendered;
      },
      finish(status = 200) {
        res.statusCode = status;
        res.emit('finish');
        res.emit('close');
      },
    };
  }
  const quiet = (delayMs = 0) => new Load({ intervalMs: 100, log: () => undefined, sample: () => ({ delayMs, heapShare: 0.1 }) });
  const limits = { limit: 4, queue: 8, deadlineMs: 3_000, reserved: 1, reservedQueue: 2 };
  const run = (admission: ReturnType<typeof createAdmission>, url: string) => {
    const x = exchange(url);
    admission.run(x.req as never, x.res as never, x.next);
    return x;
  };

  it('a flood of unknown paths leaves a slot for a page of the sitemap, which renders at once', async () => {
    const load = quiet();
    const admission = createAdmission({ limits, load });
    admission.know(['/contacto']);
    const flood = Array.from({ length: 40 }, (_, i) => run(admission, `/programas/x-${i}`));
    await Promise.resolve();
    expect(flood.filter((x) => x.rendered)).toHaveLength(3);
    expect(flood.filter((x) => x.res.refusedWith === 503).length).toBeGreaterThan(30);
    const page = run(admission, '/contacto');
    await Promise.resolve();
    expect(page.rendered).toBe(true);
    load.stop();
  });

  it('a page answered 200 is known from then on; one answered 404 is not', async () => {
    const load = quiet();
    const admission = createAdmission({ limits: { ...limits, limit: 2, queue: 0, reservedQueue: 0 }, load });
    const first = run(admission, '/sedes');
    const missing = run(admission, '/programas/no-existe');
    await Promise.resolve();
    first.finish(200);
    missing.finish(404);
    const blocker = run(admission, '/programas/otra'); // the one slot other work may take
    await Promise.resolve();
    expect(blocker.rendered).toBe(true);
    const refused = run(admission, '/programas/no-existe');
    await Promise.resolve();
    expect(refused.res.refusedWith).toBe(503);
    const again = run(admission, '/sedes');
    await Promise.resolve();
    expect(again.rendered).toBe(true);
    load.stop();
  });

  it('notes on each refused request’s record why it was refused, for its access line', async () => {
    const load = quiet(1_000);
    const admission = createAdmission({ limits: { ...limits, limit: 1, queue: 0, reservedQueue: 0 }, load });
    admission.know(['/contacto', '/sedes']);
    const records = ['/contacto', '/sedes'].map((url, i) => {
      const record: { id: string; shed?: string } = { id: `r${i}` };
      runForRequest(record, () => run(admission, url));
      return record;
    });
    await Promise.resolve();
    jest.advanceTimersByTime(200); // two lagging samples: other work is refused outright
    const lagging: { id: string; shed?: string } = { id: 'r2' };
    runForRequest(lagging, () => run(admission, '/programas/x'));
    await Promise.resolve();
    expect([...records, lagging].map((r) => r.shed)).toEqual([undefined, 'queue_full', 'event_loop_delay']);
    load.stop();
  });

  it('while the event loop lags, known pages are still rendered and other work is refused', async () => {
    const load = quiet(1_000);
    jest.advanceTimersByTime(200); // two lagging samples
    const admission = createAdmission({ limits, load });
    admission.know(['/contacto']);
    expect(run(admission, '/programas/x').res.refusedWith).toBe(503);
    const page = run(admission, '/contacto');
    await Promise.resolve();
    expect(page.rendered).toBe(true);
    load.stop();
  });
});

/**
 * @jest-environment node
 *
 * The one upstream wrapper against real loopback servers: one that accepts and never answers
 * (a hanging content service), one that answers 500, one that answers 200. The deadline is
 * configuration (`timeoutMs`, UPSTREAM_TIMEOUT_MS in the site), shortened here.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { runForRequest } from '@/server/request-context.mjs';
import { CircuitBreaker } from './circuit-breaker';
import { siteMetrics } from '@/server/metrics.mjs';
import { createUpstream, UpstreamTimeoutError, type Upstream } from './upstream';

const TIMEOUT_MS = 800;

type Loopback = { url: string; requests: number; sockets: Set<Socket>; connections: number; server: Server };

async function loopback(answer: (res: ServerResponse, req: IncomingMessage) => void): Promise<Loopback> {
  const state = { requests: 0, sockets: new Set<Socket>(), connections: 0 } as Loopback;
  const server = createServer((req, res) => {
    state.requests += 1;
    answer(res, req);
  });
  server.on('connection', (socket) => {
    state.sockets.add(socket);
    state.connections += 1;
    socket.on('close', () => state.sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

const close = (l: Loopback) =>
  new Promise<void>((resolve) => {
    l.server.closeAllConnections();
    l.server.close(() => resolve());
  });

/** The reason a failed fetch gives, as text (fetch wraps it in a TypeError "fetch failed"). */
async function failure(call: Promise<Response>): Promise<string> {
  try {
    await call;
  } catch (error) {
    // Node's fetch errors come from another realm than the test's: read them by shape.
    let reason = error as { name?: string; message?: string; cause?: unknown };
    while (reason.cause) reason = reason.cause as typeof reason;
    return `${reason.name}: ${reason.message}`;
  }
  throw new Error('the call did not fail');
}

/** Our deadline in the pool, or the same deadline as the caller's AbortSignal. */
const TIMED_OUT = new RegExp(`Sin respuesta de .* en ${TIMEOUT_MS} ms|TimeoutError`);
const CIRCUIT_OPEN = /Circuito abierto \(content\)/;

let hanging: Loopback;
let failing: Loopback;
let healthy: Loopback;
const upstreams: Upstream[] = [];

function make(connections?: number) {
  let now = 0;
  const breaker = new CircuitBreaker({ threshold: 5, cooldownMs: 15_000, now: () => now });
  const up = createUpstream({ timeoutMs: TIMEOUT_MS, breaker, now: () => now, connections: connections ? { content: connections, visits: connections } : {} });
  upstreams.push(up);
  return { up, breaker, advance: (ms: number) => (now += ms) };
}

beforeAll(async () => {
  hanging = await loopback(() => undefined); // accepts, never answers
  failing = await loopback((res) => res.writeHead(500).end('{}'));
  healthy = await loopback((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
});

afterAll(async () => {
  await Promise.all(upstreams.map((u) => u.close().catch(() => undefined)));
  await Promise.all([hanging, failing, healthy].map(close));
});

describe('upstream deadline', () => {
  it('ends a call to a hanging service at the deadline, even without the caller’s signal (a stale revalidation)', async () => {
    const { up } = make();
    const started = performance.now();
    // Next drops the caller's AbortSignal when it revalidates a stale entry: call fetch the way
    // it does, with the pool only.
    const noSignal = fetch(`${hanging.url}/university-configuration`, { dispatcher: up.dispatcher('content') } as RequestInit);
    expect(await failure(noSignal)).toMatch(new RegExp(`${new UpstreamTimeoutError(hanging.url, TIMEOUT_MS).message}`));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.9);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 10); // bounded by the configured deadline, not undici's 300 s
  });

  it('keeps the sockets to a hanging service bounded, and queued calls end at the same deadline', async () => {
    const { up } = make(4);
    const quiet = await loopback(() => undefined);
    try {
      const started = performance.now();
      const calls = Promise.all(
        Array.from({ length: 40 }, (_, i) => failure(fetch(`${quiet.url}/page?n=${i}`, { dispatcher: up.dispatcher('content') } as RequestInit))),
      );
      // Midway to the deadline every call is waiting: the pool holds its 4 sockets, no more. (Read
      // here, not as a peak: when the deadline destroys a socket and the pool opens the next, the
      // server may see the new connection before the old one's close.)
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS / 2));
      const midway = quiet.sockets.size;
      const reasons = await calls;
      const elapsed = performance.now() - started;
      for (const reason of reasons) expect(reason).toMatch(TIMED_OUT);
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThanOrEqual(4);
      // Not a socket per call: the queued calls end at the deadline without a connection each (a
      // pool's worth may be opened again as the first four are destroyed: 8 seen, 40 calls).
      expect(quiet.connections).toBeLessThanOrEqual(12);
      expect(elapsed).toBeLessThan(TIMEOUT_MS * 3); // queued calls do not wait a deadline each
    } finally {
      await close(quiet);
    }
  });
});

describe('a URL that just went unanswered', () => {
  it('is not asked again within three deadlines (the render passes of one page share the wait)', async () => {
    const { up, advance } = make();
    expect(await failure(up.fetch('content', `${hanging.url}/university-configuration`))).toMatch(TIMED_OUT);
    const seen = hanging.requests;
    const started = performance.now();
    expect(await failure(up.fetch('content', `${hanging.url}/university-configuration`))).toMatch(/no respondió hace un momento/);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    expect(hanging.requests).toBe(seen);
    // Another URL is still asked; the same one again once the deadline has passed.
    expect(await failure(up.fetch('content', `${hanging.url}/api/v1/web/page?name=404`))).toMatch(TIMED_OUT);
    advance(2 * TIMEOUT_MS);
    expect(await failure(up.fetch('content', `${hanging.url}/university-configuration`))).toMatch(/no respondió hace un momento/);
    advance(TIMEOUT_MS);
    expect(await failure(up.fetch('content', `${hanging.url}/university-configuration`))).toMatch(TIMED_OUT);
    expect(hanging.requests).toBe(seen + 2);
  });
});

describe('breaker per purpose (findings 2 and 3)', () => {
  it('opens after five timeouts in a row and then fails fast without reaching the service', async () => {
    const { up, breaker } = make();
    for (let i = 0; i < 5; i++) expect(await failure(up.fetch('content', `${hanging.url}/block/${i}`))).toMatch(TIMED_OUT);
    expect(breaker.isOpen(`content ${hanging.url}`)).toBe(true);
    const seen = hanging.requests;
    const started = performance.now();
    expect(await failure(up.fetch('content', `${hanging.url}/block/6`))).toMatch(CIRCUIT_OPEN);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    expect(hanging.requests).toBe(seen);
  });

  it('lets one trial through after the cooldown and closes on its success', async () => {
    const { up, breaker, advance } = make();
    for (let i = 0; i < 5; i++) await failure(up.fetch('content', `${failing.url}/x`).then((r) => Promise.reject(new Error(String(r.status)))));
    expect(breaker.isOpen(`content ${failing.url}`)).toBe(true);
    advance(15_000);
    // The trial reaches the service: a 500 again re-opens the circuit.
    expect((await up.fetch('content', `${failing.url}/x`)).status).toBe(500);
    expect(breaker.isOpen(`content ${failing.url}`)).toBe(true);
  });

  it('failing visit counting never opens the circuit of pages on the same origin', async () => {
    const { up, breaker } = make();
    for (let i = 0; i < 6; i++) {
      const res = await up.fetch('visits', `${failing.url}/api/v1/resourcevisits`, { method: 'POST', body: '{}' }).catch((e: unknown) => e);
      if (res instanceof Response) await res.arrayBuffer();
    }
    expect(breaker.isOpen(`visits ${failing.url}`)).toBe(true);
    expect(breaker.isOpen(`content ${failing.url}`)).toBe(false);
    const page = await up.fetch('content', `${failing.url}/api/v1/web/page`);
    expect(page.status).toBe(500); // reached the service: not refused by the visits circuit
  });
});

describe('the request id on upstream calls', () => {
  it('sends the id of the request a call is made for, whatever headers the caller gave, and none outside a request', async () => {
    const seen: (string | undefined)[] = [];
    const recording = await loopback((res, req) => {
      seen.push(req.headers['x-request-id'] as string | undefined);
      res.writeHead(200).end('{}');
    });
    try {
      const { up } = make();
      const call = (init?: RequestInit) => up.fetch('content', `${recording.url}/page`, init).then((r) => r.text());
      await runForRequest({ id: 'req-1' }, () => call());
      await runForRequest({ id: 'req-2' }, () => call({ headers: { accept: 'application/json' } }));
      await runForRequest({ id: 'req-3' }, () => call({ method: 'POST', headers: new Headers({ 'content-type': 'application/json' }), body: '{}' }));
      await call();
      expect(seen).toEqual(['req-1', 'req-2', 'req-3', undefined]);
    } finally {
      await close(recording);
    }
  });
});

describe('metrics of upstream calls', () => {
  /** The count of `site_upstream_requests_total` for a purpose and outcome in the process's registry. */
  const calls = async (purpose: string, outcome: string) =>
    (await siteMetrics().upstreamCalls.get()).values.find((v) => v.labels.purpose === purpose && v.labels.outcome === outcome)?.value ?? 0;

  it('counts each call by purpose and outcome, the breaker’s refusals too, and times those that went out', async () => {
    const { up } = make();
    const seconds = async (outcome: string, part: 'sum' | 'count') =>
      (await siteMetrics().upstreamSeconds.get()).values.find((v) => v.metricName === `site_upstream_request_duration_seconds_${part}` && v.labels.purpose === 'search' && v.labels.outcome === outcome)?.value ?? 0;
    const before = {
      ok: await calls('search', 'ok'),
      error: await calls('search', 'server_error'),
      timeout: await calls('search', 'timeout'),
      open: await calls('search', 'circuit_open'),
      timed: await seconds('timeout', 'count'),
      timedSum: await seconds('timeout', 'sum'),
      okSum: await seconds('ok', 'sum'),
      okCount: await seconds('ok', 'count'),
    };
    await (await up.fetch('search', `${healthy.url}/q`)).arrayBuffer();
    await (await up.fetch('search', `${failing.url}/q`)).arrayBuffer();
    for (let i = 0; i < 5; i++) expect(await failure(up.fetch('search', `${hanging.url}/q/${i}`))).toMatch(TIMED_OUT);
    expect(await failure(up.fetch('search', `${hanging.url}/q/6`))).toMatch(/Circuito abierto \(search\)/);
    expect(await calls('search', 'ok')).toBe(before.ok + 1);
    expect(await calls('search', 'server_error')).toBe(before.error + 1);
    expect(await calls('search', 'timeout')).toBe(before.timeout + 5);
    expect(await calls('search', 'circuit_open')).toBe(before.open + 1);
    // Each call that went out is timed; a timed-out one waited its deadline, far longer than an
    // answered one (a ratio: this machine's absolute times vary).
    expect(await seconds('timeout', 'count')).toBe(before.timed + 5);
    const meanTimeout = ((await seconds('timeout', 'sum')) - before.timedSum) / 5;
    const meanOk = ((await seconds('ok', 'sum')) - before.okSum) / ((await seconds('ok', 'count')) - before.okCount);
    expect(meanTimeout).toBeGreaterThan(10 * meanOk);
  });
});

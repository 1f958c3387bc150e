/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { answerLiveness, answerReadiness, readiness, type ReadinessState } from './readiness.mjs';

const healthy: ReadinessState = { draining: false, warming: false, shedding: false, outboxReachable: true };

describe('readiness: the decision and its reasons', () => {
  it.each<[string, Partial<ReadinessState>, { ready: boolean; status: string; reasons: string[] }]>([
    ['ready when nothing is wrong', {}, { ready: true, status: 'ok', reasons: [] }],
    ['not while shedding load', { shedding: true }, { ready: false, status: 'shedding', reasons: ['shedding'] }],
    ['not while draining after SIGTERM', { draining: true }, { ready: false, status: 'draining', reasons: ['draining'] }],
    ['not while the outbox store is unreachable', { outboxReachable: false }, { ready: false, status: 'outbox_unreachable', reasons: ['outbox_unreachable'] }],
    ['not while warming', { warming: true }, { ready: false, status: 'warming', reasons: ['warming'] }],
    [
      'every reason at once, the most lasting first',
      { shedding: true, warming: true, outboxReachable: false, draining: true },
      { ready: false, status: 'draining', reasons: ['draining', 'outbox_unreachable', 'warming', 'shedding'] },
    ],
  ])('%s', (_case, state, expected) => {
    expect(readiness({ ...healthy, ...state })).toEqual(expected);
  });
});

describe('the probes as HTTP answers', () => {
  let server: Server;
  let url = '';
  let state = healthy;
  beforeAll(async () => {
    server = createServer((req, res) => (req.url === '/live' ? answerLiveness(req, res) : answerReadiness(req, res, state, { running: 2, waiting: 0, limit: 4 })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('readiness: 200 with the figures, never cached; 503 with its reasons and Retry-After', async () => {
    state = healthy;
    const ok = await fetch(`${url}/ready`);
    expect([ok.status, ok.headers.get('cache-control'), ok.headers.get('retry-after')]).toEqual([200, 'no-store', null]);
    expect(await ok.json()).toEqual({ status: 'ok', reasons: [], running: 2, waiting: 0, limit: 4 });

    state = { ...healthy, draining: true, outboxReachable: false };
    const draining = await fetch(`${url}/ready`);
    expect([draining.status, draining.headers.get('cache-control'), draining.headers.get('retry-after')]).toEqual([503, 'no-store', '5']);
    expect(await draining.json()).toEqual({ status: 'draining', reasons: ['draining', 'outbox_unreachable'], running: 2, waiting: 0, limit: 4 });

    state = { ...healthy, warming: true };
    expect((await fetch(`${url}/ready`)).headers.get('retry-after')).toBe('1');
  });

  it('liveness: 200 whatever readiness says, never cached', async () => {
    state = { draining: true, warming: true, shedding: true, outboxReachable: false };
    const live = await fetch(`${url}/live`);
    expect([live.status, live.headers.get('cache-control'), live.headers.get('x-content-type-options')]).toEqual([200, 'no-store', 'nosniff']);
    expect(await live.json()).toEqual({ status: 'ok' });
  });
});

/**
 * @jest-environment node
 *
 * A request's id and its access line, on a real loopback server whose listener opens each
 * request's record as the adapter's does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { until } from '../test/until';
import { logger } from './log.mjs';
import { noteRequest, runForRequest } from './request-context.mjs';
import { onRequestEnd, openRequest, requestIdOf, type RequestEnd } from './request-log.mjs';

// Access lines are `info`: written here, as in the site (Jest keeps only errors by default).
process.env.LOG_LEVEL = 'info';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf: the proxy’s id when trusted and well-formed, a new one otherwise', () => {
  it.each([
    ['a UUID', '0b8f2c1e-3d4a-4f5b-9c6d-7e8f9a0b1c2d'],
    ["nginx's $request_id", 'f3a9c81b7d2e4a6c9b0d1e2f3a4b5c6d'],
    ['a dotted, coloned id', 'edge-1:trace.42_a'],
    ['128 characters', 'a'.repeat(128)],
  ])('keeps %s from a trusted proxy', (_name, id) => {
    expect(requestIdOf(id, true)).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['empty', ''],
    ['with a space', 'abc def'],
    ['with markup', '<script>'],
    ['with a line break', 'abc\ndef'],
    ['with quotes', '"abc"'],
    ['non-ASCII', 'pedido-ñ'],
    ['sent twice', ['a', 'b']],
    ['missing', undefined],
  ])('makes a new one for an id %s', (_name, id) => {
    expect(requestIdOf(id, true)).toMatch(UUID);
  });

  it('makes a new one whatever a client sends when no proxy is trusted', () => {
    expect(requestIdOf('0b8f2c1e-3d4a-4f5b-9c6d-7e8f9a0b1c2d', false)).toMatch(UUID);
  });
});

describe('openRequest: the id on the request and the answer, one access line when done', () => {
  let server: Server;
  let url: string;
  const ends: RequestEnd[] = [];
  onRequestEnd((end) => ends.push(end));

  beforeAll(async () => {
    server = createServer((req, res) => {
      const record = openRequest(req, res, { trustProxy: req.headers['x-test-trusted'] === '1' });
      runForRequest(record, () => {
        setTimeout(() => {
          logger.info('test.inside', { seen: req.headers['x-request-id'] });
          if (req.url?.startsWith('/busy')) noteRequest({ shed: 'queue_full' });
          res.statusCode = req.url?.startsWith('/busy') ? 503 : 200;
          res.setHeader('x-nextjs-cache', 'HIT');
          res.end('ok');
        }, 20);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** The JSON lines logged while `fn` runs and its requests end. */
  async function linesOf(fn: () => Promise<void>, count: number): Promise<Record<string, unknown>[]> {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    ends.length = 0;
    await fn();
    await until('the requests have ended', () => ends.length >= count);
    return log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  }

  it('keeps a trusted proxy’s id: returned, seen by the code that answers, on every line', async () => {
    const id = 'proxy-id-1';
    let answered: Response | undefined;
    const lines = await linesOf(async () => {
      answered = await fetch(`${url}/programas/ingenieria?utm_source=x`, { headers: { 'x-request-id': id, 'x-test-trusted': '1' } });
      await answered.text();
    }, 1);
    expect(answered?.headers.get('x-request-id')).toBe(id);
    expect(lines.find((l) => l.event === 'test.inside')).toMatchObject({ requestId: id, seen: id, level: 'info' });
    const access = lines.find((l) => l.event === 'http.request');
    expect(access).toMatchObject({ requestId: id, method: 'GET', route: '/programas/[slug]', path: '/programas/ingenieria', status: 200, cache: 'hit', aborted: false });
    expect(access?.ms).toEqual(expect.any(Number));
    expect(access?.ms as number).toBeGreaterThanOrEqual(15);
    expect(new Date(String(access?.time)).toISOString()).toBe(access?.time);
    expect(JSON.stringify(access)).not.toContain('utm_source');
    expect(ends).toEqual([expect.objectContaining({ requestId: id, route: '/programas/[slug]', status: 200 })]);
  });

  it('ignores an untrusted id: a new one is returned and logged', async () => {
    let answered: Response | undefined;
    const lines = await linesOf(async () => {
      answered = await fetch(`${url}/`, { headers: { 'x-request-id': 'forged-by-a-client' } });
      await answered.text();
    }, 1);
    const id = answered?.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(lines.find((l) => l.event === 'http.request')).toMatchObject({ requestId: id, route: '/' });
    expect(JSON.stringify(lines)).not.toContain('forged-by-a-client');
  });

  it('says why admission refused a request', async () => {
    const lines = await linesOf(async () => void (await (await fetch(`${url}/busy`)).text()), 1);
    expect(lines.find((l) => l.event === 'http.request')).toMatchObject({ status: 503, shed: 'queue_full' });
    expect(ends[0]).toMatchObject({ status: 503, shed: 'queue_full' });
  });

  it('keeps lines apart when requests overlap: each carries its own id', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `overlap-${i}`);
    const lines = await linesOf(async () => {
      await Promise.all(ids.map(async (id) => (await fetch(`${url}/p/${id}`, { headers: { 'x-request-id': id, 'x-test-trusted': '1' } })).text()));
    }, ids.length);
    for (const id of ids) expect(lines.find((l) => l.event === 'test.inside' && l.seen === id)?.requestId).toBe(id);
  });
});

/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerMetrics, bearerMatches } from './metrics-endpoint.mjs';

describe('bearerMatches', () => {
  it.each<[string | undefined, boolean]>([
    ['Bearer s3cret-token', true],
    ['bearer s3cret-token', true],
    ['Bearer  s3cret-token ', true],
    ['Bearer s3cret-tokeN', false],
    ['Bearer s3cret-token-and-more', false],
    ['Bearer s3cret', false],
    ['Basic s3cret-token', false],
    ['s3cret-token', false],
    ['Bearer ', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, matches) => {
    expect(bearerMatches(header, 's3cret-token')).toBe(matches);
  });

  it('an empty token matches nothing, not even an empty bearer', () => {
    expect(bearerMatches('Bearer ', '')).toBe(false);
    expect(bearerMatches(undefined, '')).toBe(false);
  });
});

describe('answerMetrics on a real server', () => {
  let server: Server;
  let url: string;
  let token: string | undefined;
  beforeAll(async () => {
    server = createServer((req, res) => void answerMetrics(req, res, token));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/metrics`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('does not exist without a token configured', async () => {
    token = undefined;
    const res = await fetch(url, { headers: { authorization: 'Bearer anything' } });
    expect(res.status).toBe(404);
  });

  it('asks for the token, with a short message, when it is missing or wrong', async () => {
    token = 'tok-123';
    for (const headers of [{}, { authorization: 'Bearer tok-12' }] as Record<string, string>[]) {
      const res = await fetch(url, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(((await res.json()) as { error: string }).error).toMatch(/token/);
    }
    expect((await fetch(url, { method: 'POST', headers: { authorization: 'Bearer tok-123' } })).status).toBe(405);
  });

  it('with the token: the exposition, site metrics and the process ones, never cached', async () => {
    token = 'tok-123';
    const res = await fetch(url, { headers: { authorization: 'Bearer tok-123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const line of ['# TYPE site_requests_shed_total counter', 'site_requests_shed_total{reason="queue_full"}', '# TYPE site_http_request_duration_seconds histogram', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'site_upstream_circuit_open{purpose="content"} 0', 'site_outbox_pending 0']) {
      expect(text).toContain(line);
    }
  });
});

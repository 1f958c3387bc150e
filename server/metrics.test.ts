/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bounded, countRequest, redisFallback, SHED_REASONS, siteMetrics, statusLabel } from './metrics.mjs';
import { onRequestEnd, openRequest } from './request-log.mjs';
import { routeKind } from './route-label.mjs';

describe('labels stay bounded', () => {
  it.each<[string, boolean, string]>([
    ['/', false, 'page'],
    ['/programas/ingenieria-de-sistemas?utm_source=x', false, 'page'],
    ['/programas/ingenieria-de-sistemas', true, 'navigation'],
    ['/api/forms/lead', false, 'form'],
    ['/api/search?q=x', false, 'api'],
    ['/api/health', false, 'health'],
    ['/api/health/live', false, 'health'],
    ['/api/healthy', false, 'api'],
    ['/api/metrics', false, 'metrics'],
    ['/_next/static/chunks/app.js', false, 'static'],
    ['/media/hero/large.webp', false, 'static'],
    ['/%ff/../../etc/passwd', false, 'page'],
  ])('%s (rsc %s) is a %s', (url, rsc, kind) => {
    expect(routeKind(url, rsc)).toBe(kind);
  });

  it('a status is its code only when it is an HTTP one', () => {
    expect([200, 404, 503, 599].map(statusLabel)).toEqual(['200', '404', '503', '599']);
    expect([0, 99, 600, 200.5, Number.NaN].map(statusLabel)).toEqual(['other', 'other', 'other', 'other', 'other']);
  });

  it('a value outside its list is `other`', () => {
    expect(bounded('heap', SHED_REASONS)).toBe('heap');
    expect(bounded('/programas/x', SHED_REASONS)).toBe('other');
    expect(bounded(undefined, SHED_REASONS)).toBe('other');
  });
});

describe('siteMetrics', () => {
  it('is one registry per process, kept on its globalThis slot for every copy of this module', () => {
    const metrics = siteMetrics();
    expect(siteMetrics()).toBe(metrics);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('university-site.metrics')]).toBe(metrics);
  });

  it('counts a finished request by kind and status, and one the client left as aborted', async () => {
    onRequestEnd(countRequest);
    const server = createServer((req, res) => {
      openRequest(req, res, { trustProxy: false });
      if (req.url === '/api/leave') return; // never answered: the client gives up
      res.writeHead(404).end('no');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const count = async (kind: string, status: string) =>
      (await siteMetrics().requests.get()).values.find((v) => v.metricName === 'site_http_request_duration_seconds_count' && v.labels.kind === kind && v.labels.status === status)?.value ?? 0;
    const before = { notFound: await count('page', '404'), aborted: await count('api', 'aborted') };
    try {
      await (await fetch(`${url}/programas/no-existe`)).text();
      await fetch(`${url}/api/leave`, { signal: AbortSignal.timeout(200) }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await count('page', '404')).toBe(before.notFound + 1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await count('api', 'aborted')).toBe(before.aborted + 1);
  });

  it('tells when a Redis client falls back to memory and when it is back', async () => {
    const fallbacks = async () => (await siteMetrics().redisFallbacks.get()).values.find((v) => v.labels.client === 'cache')?.value ?? 0;
    const state = async () => (await siteMetrics().redisFallback.get()).values.find((v) => v.labels.client === 'cache')?.value;
    const before = await fallbacks();
    redisFallback('cache', true);
    expect([await state(), await fallbacks()]).toEqual([1, before + 1]);
    redisFallback('cache', false);
    expect([await state(), await fallbacks()]).toEqual([0, before + 1]);
  });
});

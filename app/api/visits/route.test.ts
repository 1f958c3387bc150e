/**
 * @jest-environment node
 *
 * Visit beacons are batched, taken only from the site's own origin, and their paths bounded; a
 * page view's field measurements are checked and kept (SQLite in a temporary DATA_DIR).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upstream } from '@/lib/http/upstream';
import { flushVisits } from '@/lib/tracking/visits';
import { startLoopback, type Loopback } from '@/test/loopback';
import { until } from '@/test/until';
import { fieldVitals } from '@/lib/vitals/runtime';
import { POST } from './route';

const SITE = 'http://localhost:3000';
let content: Loopback;

beforeAll(async () => {
  content = await startLoopback((_req, res) => res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}'));
  process.env.CONTENT_API_URL = content.url;
  process.env.SITE_URL = SITE;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'visits-route-'));
});
afterAll(async () => {
  // Send what is queued and disarm the queue's flush timer: a timer left to fire after the test
  // file's teardown would touch the process-wide queue once Jest has sealed the globals.
  await flushVisits();
  await upstream().close();
  await content.close();
});

let accepted = 0;
async function beacon(body: string, headers: Record<string, string> = {}) {
  const res = await POST(new Request(`${SITE}/api/visits`, { method: 'POST', body, headers: { 'content-type': 'application/json', origin: SITE, ...headers } }));
  if (res.status === 202) accepted += 1;
  return res;
}

/** Every view the content service received, over all calls. */
const forwarded = () => content.calls.reduce((n, c) => n + (JSON.parse(c.body) as { visits: unknown[] }).visits.length, 0);

/** Views of `/programas/…` the content service received, over all calls. */
const counted = () =>
  content.calls.reduce((n, c) => n + (JSON.parse(c.body) as { visits: { path: string }[] }).visits.filter((v) => v.path.startsWith('/programas/')).length, 0);

describe('POST /api/visits', () => {
  it.each([
    ['a cross-origin page', { origin: 'https://evil.example' }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
    ['no origin at all (not a browser beacon)', { origin: '' }, 403],
    ['a text/plain body', { 'content-type': 'text/plain' }, 415],
  ])('refuses %s', async (_label, headers, status) => {
    const res = await beacon(JSON.stringify({ path: '/nosotros' }), headers);
    expect(res.status).toBe(status);
  });

  it('refuses paths longer than 256 characters', async () => {
    expect((await beacon(JSON.stringify({ path: `/${'a'.repeat(255)}` }))).status).toBe(202);
    expect((await beacon(JSON.stringify({ path: `/${'a'.repeat(256)}` }))).status).toBe(400);
  });

  it('forwards 3,000 beacons in a handful of batched upstream calls', async () => {
    const before = counted();
    await until('the earlier accepted beacons are flushed', () => forwarded() === accepted);
    const callsBefore = content.calls.length;
    const started = Date.now();
    for (let i = 0; i < 3_000; i++) {
      expect((await beacon(JSON.stringify({ path: `/programas/p-${i % 50}` }), { 'sec-fetch-site': 'same-origin' })).status).toBe(202);
      await new Promise((r) => setImmediate(r)); // beacons arrive from the network, between other I/O
    }
    await until('3,000 views forwarded', () => counted() - before >= 3_000);
    expect(counted() - before).toBe(3_000);
    // Full batches of 100, and at most one partial batch per second of flush interval.
    const seconds = Math.ceil((Date.now() - started) / 1_000);
    expect(content.calls.length - callsBefore).toBeLessThanOrEqual(30 + seconds + 1);
    expect(content.calls.every((c) => c.url === '/api/v1/resourcevisits' && c.method === 'POST')).toBe(true);
  }, 60_000);
});

describe('POST /api/visits with field measurements', () => {
  const vitals = (v: Record<string, unknown>) => JSON.stringify({ vitals: { page: 'landing', metrics: { LCP: 2_000, INP: 150, CLS: 0.05, TTFB: 500 }, ...v } });

  it.each([
    ['an unknown page type', vitals({ page: '/landing/pregrado' })],
    ['an unknown metric', vitals({ metrics: { FCP: 900 } })],
    ['a value out of bounds', vitals({ metrics: { TTFB: 1e7 } })],
    ['an identifier', vitals({ session: 'abc' })],
  ])('refuses %s with a message', async (_label, body) => {
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid', error: 'Datos inválidos' });
  });

  it('takes a page view’s measurements and the workbench summary holds them', async () => {
    expect((await beacon(vitals({ connection: '3g' }))).status).toBe(202);
    expect((await beacon(vitals({ metrics: { LCP: 4_500 } }))).status).toBe(202);
    const [landing] = await fieldVitals();
    expect(landing?.pageType).toBe('landing');
    expect(landing?.windows[0]?.metrics.LCP).toMatchObject({ count: 2, good: 0.5, poor: 0.5 });
    expect(landing?.windows[2]?.metrics.INP).toMatchObject({ count: 1, good: 1 });
    expect(forwarded()).toBe(accepted - 2); // measurements are no page views
  });
});

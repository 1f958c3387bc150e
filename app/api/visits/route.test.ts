/**
 * @jest-environment node
 *
 * Visit beacons are batched, taken only from the site's own origin, and their paths bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { upstream } from '@/lib/http/upstream';
import type { VisitQueue } from '@/lib/tracking/visit-queue';
import { startLoopback, type Loopback } from '@/test/loopback';
import { until } from '@/test/until';
import { POST } from './route';

const SITE = 'http://localhost:3000';
let content: Loopback;

beforeAll(async () => {
  content = await startLoopback((_req, res) => res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}'));
  process.env.CONTENT_API_URL = content.url;
  process.env.SITE_URL = SITE;
});
afterAll(async () => {
  // Send what is queued and disarm the queue's flush timer: a timer left to fire after the test
  // file's teardown would touch the process-wide queue once Jest has sealed the globals.
  await (globalThis as { [k: symbol]: VisitQueue | undefined })[Symbol.for('university-site.visit-queue')]?.flush();
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

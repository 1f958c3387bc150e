/**
 * @jest-environment node
 */
import { leadOutcomes, levelsOff, maxPerWindow, percentile, verdict } from './figures.cjs';

describe('soak figures', () => {
  it.each([
    { name: 'one call per path', calls: { a: [0], b: [10] }, worst: 1 },
    { name: 'two calls 60 s apart are in different minutes', calls: { a: [0, 60_000, 120_000] }, worst: 1 },
    { name: 'two calls 59.999 s apart are in one minute', calls: { a: [0, 59_999] }, worst: 2 },
    { name: 'the busiest window anywhere in the run', calls: { a: [0, 100_000, 100_500, 101_000] }, worst: 3 },
    { name: 'no calls at all', calls: {}, worst: 0 },
  ])('maxPerWindow: $name', ({ calls, worst }) => {
    expect(maxPerWindow(new Map(Object.entries(calls)), 60_000).calls).toBe(worst);
  });

  it.each([
    { values: [100, 105, 108, 109, 110], flat: true },
    { values: [50, 60, 100, 101, 102, 103, 104], flat: true },
    { values: [100, 120, 140, 160, 180], flat: false },
    { values: [100, 100, 100, 100], flat: false }, // fewer than 5 samples: not judged flat
    { values: [100, 91, 100, 100, 100], flat: true },
    { values: [100, 89, 100, 100, 100], flat: false },
  ])('levelsOff($values) is $flat', ({ values, flat }) => {
    expect(levelsOff(values)).toBe(flat);
  });

  it.each([
    { p: 50, expected: 3 },
    { p: 95, expected: 5 },
    { p: 0, expected: 1 },
  ])('percentile $p of 1..5 is $expected', ({ p, expected }) => {
    expect(percentile([5, 1, 4, 2, 3], p)).toBe(expected);
  });

  const MB = 1024 * 1024;
  const base = {
    up: true,
    samples: [200, 210, 212, 211, 213].map((rss, t) => ({ t, rssBytes: rss * MB })),
    requests: { page: { sent: 10, byStatus: { 200: 10 }, failures: 0 } },
    upstream: { perPathWorst: { key: '/x', calls: 1 } },
    limits: { rssBytes: 400 * MB, callsPerPathPerMinute: 1, levelOff: true, maxWaitMs: 4_000, cachedP95Ms: 300 },
  };
  it.each([
    { name: 'acknowledged and delivered once', lead: { status: 202, retryAfter: null }, received: 1, outcome: 'acknowledged' },
    { name: 'acknowledged and delivered twice', lead: { status: 202, retryAfter: null }, received: 2, outcome: 'wrong' },
    { name: 'acknowledged and lost', lead: { status: 202, retryAfter: null }, received: 0, outcome: 'wrong' },
    { name: 'refused with 503 and Retry-After, never delivered', lead: { status: 503, retryAfter: '5' }, received: 0, outcome: 'refused' },
    { name: 'refused but delivered anyway', lead: { status: 503, retryAfter: '5' }, received: 1, outcome: 'wrong' },
    { name: 'a 503 without Retry-After', lead: { status: 503, retryAfter: null }, received: 0, outcome: 'wrong' },
    { name: 'no answer at all', lead: { status: 0, retryAfter: null }, received: 0, outcome: 'wrong' },
  ])('leadOutcomes: $name', ({ lead, received, outcome }) => {
    const result = leadOutcomes([{ email: 'a@x.co', ...lead }], { 'a@x.co': received });
    expect({ acknowledged: result.acknowledged, refused: result.refused, wrong: result.wrong.length }).toEqual({
      acknowledged: outcome === 'acknowledged' ? 1 : 0,
      refused: outcome === 'refused' ? 1 : 0,
      wrong: outcome === 'wrong' ? 1 : 0,
    });
  });

  type Case = { name: string; change: Partial<Parameters<typeof verdict>[0]>; ok: boolean; failed: string[] };
  it.each<Case>([
    { name: 'all bounds met', change: {}, ok: true, failed: [] },
    { name: 'a 5xx', change: { requests: { page: { sent: 10, byStatus: { 200: 9, 503: 1 }, failures: 0 } } }, ok: false, failed: ['every valid request'] },
    {
      name: 'a 503 with Retry-After for uncached work (shed), health 503 meanwhile',
      change: { requests: { page: { sent: 10, byStatus: { 200: 9, 503: 1 }, failures: 0, shed: 1 } }, samples: [200, 210, 212, 211, 213].map((rss, t) => ({ t, rssBytes: rss * MB, health: t === 1 ? 503 : 200 })) },
      ok: true,
      failed: [],
    },
    { name: 'a request without answer', change: { requests: { page: { sent: 10, byStatus: { 200: 9 }, failures: 1 } } }, ok: false, failed: ['every valid request'] },
    { name: 'a refused valid request', change: { requests: { page: { sent: 10, byStatus: { 200: 9, 403: 1 }, failures: 0, unexpected: 1 } } }, ok: false, failed: ['every valid request'] },
    { name: 'RSS over the bound', change: { samples: [405, 410, 405, 400, 402].map((rss, t) => ({ t, rssBytes: rss * MB })) }, ok: false, failed: ['RSS under'] },
    { name: 'RSS still climbing', change: { samples: [100, 150, 200, 250, 300].map((rss, t) => ({ t, rssBytes: rss * MB })) }, ok: false, failed: ['RSS levels off'] },
    { name: 'a path asked twice a minute', change: { upstream: { perPathWorst: { key: '/x', calls: 2 } } }, ok: false, failed: ['upstream calls'] },
    { name: 'the site down at the end', change: { up: false }, ok: false, failed: ['site up'] },
    { name: 'health still 503 after the burst', change: { healthAfter: 503 }, ok: false, failed: ['/api/health answers 200'] },
    {
      name: 'requests shed while health said 200 throughout',
      change: { requests: { page: { sent: 10, byStatus: { 200: 9, 503: 1 }, failures: 0, shed: 1 } }, samples: [200, 210, 212, 211, 213].map((rss, t) => ({ t, rssBytes: rss * MB, health: 200 })) },
      ok: false,
      failed: ['/api/health answers 503'],
    },
    {
      name: 'requests shed while health said 503 at least once',
      change: { requests: { page: { sent: 10, byStatus: { 200: 9, 503: 1 }, failures: 0, shed: 1, shedMaxMs: 3_900 } }, samples: [200, 210, 212, 211, 213].map((rss, t) => ({ t, rssBytes: rss * MB, health: t === 2 ? 503 : 200 })) },
      ok: true,
      failed: [],
    },
    { name: 'a refusal later than the deadline plus 1 s', change: { requests: { page: { sent: 10, byStatus: { 200: 9, 503: 1 }, failures: 0, shed: 1, shedMaxMs: 4_001 } }, samples: [200, 210, 212, 211, 213].map((rss, t) => ({ t, rssBytes: rss * MB, health: 503 })) }, ok: false, failed: ['no refusal later'] },
    { name: 'an answer 4 s after it was asked', change: { requests: { page: { sent: 2, byStatus: { 200: 2 }, failures: 0, latencies: [12, 4_000] } } }, ok: true, failed: [] },
    { name: 'an admitted request answered later than the deadline plus 1 s', change: { requests: { page: { sent: 2, byStatus: { 200: 2 }, failures: 0, latencies: [12, 4_001] } } }, ok: false, failed: ['no answer later'] },
    { name: 'the cached page at a p95 of 299 ms', change: { cachedPage: { unloadedP95: 12, p95: 299 } }, ok: true, failed: [] },
    { name: 'the cached page at a p95 of 300 ms', change: { cachedPage: { unloadedP95: 12, p95: 300 } }, ok: false, failed: ["the cached page's p95"] },
    {
      name: 'leads acknowledged once and refused never',
      change: { leads: { posted: [{ email: 'a@x.co', status: 202, retryAfter: null }, { email: 'b@x.co', status: 503, retryAfter: '5' }], counts: { 'a@x.co': 1 } } },
      ok: true,
      failed: [],
    },
    { name: 'an acknowledged lead never delivered', change: { leads: { posted: [{ email: 'a@x.co', status: 202, retryAfter: null }], counts: {} } }, ok: false, failed: ['every lead posted'] },
    { name: 'no lead posted at all', change: { leads: { posted: [], counts: {} } }, ok: false, failed: ['every lead posted'] },
    { name: 'a real page served on its second retry', change: { firstVisit: { path: '/contacto', statuses: [503, 503, 200], served: true } }, ok: true, failed: [] },
    { name: 'a real page still refused after two retries', change: { firstVisit: { path: '/contacto', statuses: [503, 503, 503], served: false } }, ok: false, failed: ['a real page asked for the first time mid-burst'] },
  ])('verdict: $name', ({ change, ok, failed }) => {
    const result = verdict({ ...base, ...change });
    expect(result.ok).toBe(ok);
    expect(result.checks.filter((c) => !c.ok).map((c) => c.name.split(' (')[0])).toEqual(
      failed.map((f) => expect.stringContaining(f)),
    );
  });
});

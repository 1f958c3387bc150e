/**
 * @jest-environment node
 */
import { levelsOff, maxPerWindow, percentile, verdict } from './figures.cjs';

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
    limits: { rssBytes: 400 * MB, callsPerPathPerMinute: 1, levelOff: true },
  };
  type Case = { name: string; change: Partial<Parameters<typeof verdict>[0]>; ok: boolean; failed: string[] };
  it.each<Case>([
    { name: 'all bounds met', change: {}, ok: true, failed: [] },
    { name: 'a 5xx', change: { requests: { page: { sent: 10, byStatus: { 200: 9, 503: 1 }, failures: 0 } } }, ok: false, failed: ['every valid request'] },
    { name: 'a 503 with Retry-After for uncached work (shed)', change: { requests: { page: { sent: 10, byStatus: { 200: 9, 503: 1 }, failures: 0, shed: 1 } } }, ok: true, failed: [] },
    { name: 'a request without answer', change: { requests: { page: { sent: 10, byStatus: { 200: 9 }, failures: 1 } } }, ok: false, failed: ['every valid request'] },
    { name: 'a refused valid request', change: { requests: { page: { sent: 10, byStatus: { 200: 9, 403: 1 }, failures: 0, unexpected: 1 } } }, ok: false, failed: ['every valid request'] },
    { name: 'RSS over the bound', change: { samples: [405, 410, 405, 400, 402].map((rss, t) => ({ t, rssBytes: rss * MB })) }, ok: false, failed: ['RSS under'] },
    { name: 'RSS still climbing', change: { samples: [100, 150, 200, 250, 300].map((rss, t) => ({ t, rssBytes: rss * MB })) }, ok: false, failed: ['RSS levels off'] },
    { name: 'a path asked twice a minute', change: { upstream: { perPathWorst: { key: '/x', calls: 2 } } }, ok: false, failed: ['upstream calls'] },
    { name: 'the site down at the end', change: { up: false }, ok: false, failed: ['site up'] },
  ])('verdict: $name', ({ change, ok, failed }) => {
    const result = verdict({ ...base, ...change });
    expect(result.ok).toBe(ok);
    expect(result.checks.filter((c) => !c.ok).map((c) => c.name.split(' (')[0])).toEqual(
      failed.map((f) => expect.stringContaining(f)),
    );
  });
});

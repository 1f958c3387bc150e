// Pure figures of a soak run (npm run soak): no I/O, table-tested in figures.test.ts.

/** The most calls any one key received inside any window of `windowMs` (sliding). */
function maxPerWindow(timesByKey, windowMs) {
  let worst = { key: null, calls: 0 };
  for (const [key, times] of timesByKey) {
    const sorted = [...times].sort((a, b) => a - b);
    let start = 0;
    for (let end = 0; end < sorted.length; end++) {
      while (sorted[end] - sorted[start] >= windowMs) start++;
      const calls = end - start + 1;
      if (calls > worst.calls) worst = { key, calls };
    }
  }
  return worst;
}

/** The last `n` values lie within `tolerance` (0.1 = 10%) of each other: (max - min) / max. */
function levelsOff(values, n = 5, tolerance = 0.1) {
  if (values.length < n) return false;
  const tail = values.slice(-n);
  const max = Math.max(...tail);
  const min = Math.min(...tail);
  return max > 0 && (max - min) / max <= tolerance;
}

/** Nearest-rank percentile of a list of numbers (p in 0..100); null for none. */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

/**
 * The verdict of a run against the soak's bounds. `samples`: { t, rssBytes, heapUsedBytes };
 * `requests`: per kind { sent, byStatus, failures, unexpected }; `upstream`: { perPathWorst }.
 */
function verdict({ up, healthAfter = 200, samples, requests, upstream, limits }) {
  const rss = samples.map((s) => s.rssBytes);
  const fivexx = Object.values(requests).reduce((n, r) => n + Object.entries(r.byStatus).filter(([s]) => Number(s) >= 500).reduce((m, [, c]) => m + c, 0), 0);
  const shed = Object.values(requests).reduce((n, r) => n + (r.shed ?? 0), 0);
  const failures = Object.values(requests).reduce((n, r) => n + r.failures, 0);
  const unexpected = Object.values(requests).reduce((n, r) => n + (r.unexpected ?? 0), 0);
  const checks = [
    { name: 'site up at the end', ok: up },
    { name: '/api/health answers 200 once the burst is over', ok: healthAfter === 200 },
    { name: `RSS under ${mb(limits.rssBytes)} MB`, ok: rss.length > 0 && Math.max(...rss) < limits.rssBytes },
    {
      name: 'every valid request answered as expected (no 5xx but a 503 with Retry-After for uncached work, no failed request, no unexpected status)',
      ok: fivexx === shed && failures === 0 && unexpected === 0,
    },
    { name: `upstream calls per unknown path ≤ ${limits.callsPerPathPerMinute} a minute`, ok: upstream.perPathWorst.calls <= limits.callsPerPathPerMinute },
  ];
  if (limits.levelOff) checks.push({ name: 'RSS levels off (last 5 samples within 10%)', ok: levelsOff(rss) });
  return { ok: checks.every((c) => c.ok), checks, fivexx, shed, failures };
}

module.exports = { maxPerWindow, levelsOff, percentile, verdict, mb };

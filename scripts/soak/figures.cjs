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
 * Each lead posted during a burst against what the CRM received: acknowledged (202) and
 * received exactly once, refused (503 with Retry-After) and never received, or wrong.
 * `counts`: e-mail → times received.
 */
function leadOutcomes(posted, counts) {
  const out = { acknowledged: 0, refused: 0, wrong: [] };
  for (const lead of posted) {
    const received = counts[lead.email] ?? 0;
    if (lead.status === 202 && received === 1) out.acknowledged++;
    else if (lead.status === 503 && lead.retryAfter && received === 0) out.refused++;
    else out.wrong.push({ ...lead, received });
  }
  return out;
}

/**
 * The verdict of one phase of a run against the soak's bounds. `samples`: { t, rssBytes,
 * health }; `requests`: per kind { sent, byStatus, failures, unexpected, shed, shedMaxMs,
 * latencies };
 * optional: `firstVisit` { path, statuses, served }, `upstream` { perPathWorst }, `cachedPage`
 * { unloadedP95, p95 }, `leads` { posted, counts }, and in `limits` `maxWaitMs` (queue deadline + 1 s) and `cachedP95Ms`.
 */
function verdict({ up, healthAfter = 200, firstVisit, samples, requests, upstream, cachedPage, leads, limits }) {
  const rss = samples.map((s) => s.rssBytes);
  const sum = (f) => Object.values(requests).reduce((n, r) => n + f(r), 0);
  const fivexx = sum((r) => Object.entries(r.byStatus).filter(([s]) => Number(s) >= 500).reduce((m, [, c]) => m + c, 0));
  const shed = sum((r) => r.shed ?? 0);
  const failures = sum((r) => r.failures);
  const unexpected = sum((r) => r.unexpected ?? 0);
  const longestRefusal = Math.max(0, ...Object.values(requests).map((r) => r.shedMaxMs ?? 0));
  const longestAnswer = Object.values(requests).reduce((n, r) => (r.latencies ?? []).reduce((m, ms) => Math.max(m, ms), n), 0);
  const checks = [
    { name: 'site up at the end', ok: up },
    { name: '/api/health answers 200 once the burst is over', ok: healthAfter === 200 },
    { name: `RSS under ${mb(limits.rssBytes)} MB`, ok: rss.length > 0 && Math.max(...rss) < limits.rssBytes },
    {
      name: 'every valid request answered as expected (no 5xx but a 503 with Retry-After for uncached work, no failed request, no unexpected status)',
      ok: fivexx === shed && failures === 0 && unexpected === 0,
    },
  ];
  if (shed > 0) checks.push({ name: '/api/health answers 503 while requests are refused', ok: samples.some((s) => s.health === 503) });
  if (firstVisit) checks.push({ name: `a real page asked for the first time mid-burst (${firstVisit.path}) is served, within two retries after Retry-After`, ok: firstVisit.served });
  if (limits.maxWaitMs) {
    checks.push({ name: `no refusal later than the queue deadline plus 1 s (${limits.maxWaitMs} ms)`, ok: longestRefusal <= limits.maxWaitMs });
    // Admitted or not: a request queued up to the deadline still has to be answered within 1 s of it.
    checks.push({ name: `no answer later than the queue deadline plus 1 s (${limits.maxWaitMs} ms)`, ok: longestAnswer <= limits.maxWaitMs });
  }
  if (cachedPage) checks.push({ name: `the cached page's p95 under ${limits.cachedP95Ms} ms`, ok: cachedPage.p95 < limits.cachedP95Ms });
  if (leads) {
    const outcome = leadOutcomes(leads.posted, leads.counts);
    checks.push({ name: 'every lead posted during the burst delivered exactly once or refused with 503, none lost', ok: leads.posted.length > 0 && outcome.wrong.length === 0 });
  }
  if (upstream) checks.push({ name: `upstream calls per unknown path ≤ ${limits.callsPerPathPerMinute} a minute`, ok: upstream.perPathWorst.calls <= limits.callsPerPathPerMinute });
  if (limits.levelOff) checks.push({ name: 'RSS levels off (last 5 samples within 10%)', ok: levelsOff(rss) });
  return { ok: checks.every((c) => c.ok), checks, fivexx, shed, failures, longestRefusal, longestAnswer };
}

module.exports = { maxPerWindow, levelsOff, percentile, leadOutcomes, verdict, mb };

// The unique-URL mix, as a scraper or a campaign produces it: every request but the
// known page and the repeated dead links carries a value never seen before.
import { randomBytes } from 'node:crypto';

const unique = () => randomBytes(6).toString('hex');

/** Dead links a crawler keeps revisiting: the negative cache must keep them off the upstream. */
export const DEAD_LINKS = Array.from({ length: 20 }, (_, i) => `/enlace-roto-${i}`);

/**
 * Each kind of request, the statuses that answer it correctly, and how to make one. Under load the
 * site may refuse uncached work with a 503 and Retry-After (server/admission.mjs): that is a
 * correct answer too, counted as `shed`, except for a cached page (`cached`), which is never queued.
 */
export const MIX = [
  { kind: 'unknown program', expect: [404], make: () => ({ path: `/programas/x-${unique()}` }) },
  { kind: 'dead link (revisited)', expect: [404], make: (n) => ({ path: DEAD_LINKS[n % DEAD_LINKS.length] }) },
  { kind: 'campaign click', expect: [200], make: () => ({ path: `/?utm_source=${unique()}&utm_campaign=c-${unique()}&gclid=${unique()}` }) },
  { kind: 'search page', expect: [200], make: () => ({ path: `/buscar?q=${unique()}` }) },
  { kind: 'search API', expect: [200], make: () => ({ path: `/api/search?q=${unique()}` }) },
  {
    kind: 'visit beacon',
    expect: [202],
    // As a page's own beacon: browsers mark a same-origin request with Sec-Fetch-Site.
    make: () => ({ path: '/api/visits', method: 'POST', body: JSON.stringify({ path: `/programas/x-${unique()}` }), type: 'application/json', site: 'same-origin' }),
  },
  { kind: 'known page', expect: [200], cached: true, make: () => ({ path: '/programas/ingenieria-de-sistemas' }) },
];

/**
 * One request of a kind of the mix (its `n`th), its body read.
 * @returns {Promise<Response>}
 */
export async function send(siteUrl, entry, n, timeoutMs = 30_000) {
  const { path, method = 'GET', body, type, site } = entry.make(n);
  const res = await fetch(siteUrl + path, {
    method,
    body,
    // The codings a browser asks for: documents are compressed in Brotli, as visitors get them.
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(type ? { 'content-type': type } : {}), ...(site ? { 'sec-fetch-site': site } : {}) },
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.arrayBuffer();
  return res;
}

/**
 * Drive the mix against `siteUrl` with `concurrency` requests in flight until `until` (ms epoch).
 * Returns per kind: sent, statuses, failures (no answer at all), shed (503 with Retry-After), the
 * longest wait for such a refusal, and latencies.
 */
export async function drive(siteUrl, { until, concurrency, timeoutMs = 30_000, honourRetryAfter = true }) {
  const stats = Object.fromEntries(MIX.map((m) => [m.kind, { sent: 0, byStatus: {}, failures: 0, unexpected: 0, shed: 0, shedMaxMs: 0, latencies: [] }]));
  let n = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const i = n++;
      const entry = MIX[i % MIX.length];
      const s = stats[entry.kind];
      s.sent++;
      const started = performance.now();
      let retryAfterMs = 0;
      try {
        const res = await send(siteUrl, entry, Math.floor(i / MIX.length), timeoutMs);
        s.byStatus[res.status] = (s.byStatus[res.status] ?? 0) + 1;
        const shed = res.status === 503 && res.headers.has('retry-after') && !entry.cached;
        if (shed) {
          s.shed++;
          s.shedMaxMs = Math.max(s.shedMaxMs, performance.now() - started);
          retryAfterMs = Number(res.headers.get('retry-after')) * 1000 || 0;
        } else if (!entry.expect.includes(res.status)) s.unexpected++;
      } catch {
        s.failures++;
      }
      s.latencies.push(performance.now() - started);
      // As a crawler or any well-behaved client does: come back when the site said to.
      if (honourRetryAfter && retryAfterMs) await new Promise((r) => setTimeout(r, Math.min(retryAfterMs, Math.max(0, until - Date.now()))));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stats;
}

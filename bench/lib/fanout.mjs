// Uncached render time: the full response time of the first request to a page, on a fresh site
// instance whose content service delays every v2 block (CONTENT_BLOCK_DELAY_MS).
import { startSite } from './servers.mjs';

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000), headers: { 'user-agent': 'bench-fanout' } });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status, cache: res.headers.get('x-nextjs-cache') };
}

/**
 * Each repetition starts a fresh site (its cache lives in memory, so nothing is cached yet), warms
 * its code paths on a page that is not measured, then requests the one-block page and the
 * many-block page once each (alternating which goes first).
 */
export async function fanout(root, logDir, { contentUrl, many, one, warm, reps = 3 }) {
  const runs = [];
  for (let i = 0; i < reps; i++) {
    const site = await startSite(root, logDir, { contentUrl, name: `fanout-site-${i + 1}` });
    try {
      for (const path of warm) await timed(site.url + path);
      const order = i % 2 === 0 ? [['one', one], ['many', many]] : [['many', many], ['one', one]];
      const run = {};
      for (const [k, path] of order) run[k] = await timed(site.url + path);
      runs.push(run);
    } finally {
      await site.proc.stop();
    }
  }
  return runs;
}

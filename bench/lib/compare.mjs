// Our server against plain `next start`, and what a caching proxy does with the site's answers.
import { groupCpuMs } from './cpu.mjs';
import { median } from './stats.mjs';
import { measure } from './throughput.mjs';

/** A page as the bench reads it: status, body and headers, never following a redirect. */
export async function get(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'manual', headers: { 'user-agent': 'bench' } });
  const body = await res.text();
  return { status: res.status, body, headers: res.headers };
}

/**
 * The verdict of alternating rounds: the median, over pairs of rounds (one with our server
 * measured first, the next with `next start` first), of the geometric mean of the pair's two
 * ratios. Whichever side runs first in a round gains on the other (docs/performance.md shows the
 * rounds); a pair carries both orders with the same weight, so that effect cancels. An unpaired
 * last round is left out.
 */
export function pairedRatio(ours, plain) {
  const perRound = ours.map((r, i) => (r?.rps && plain[i]?.rps ? r.rps / plain[i].rps : null));
  const pairs = [];
  for (let i = 0; i + 1 < perRound.length; i += 2) {
    if (perRound[i] != null && perRound[i + 1] != null) pairs.push(Math.sqrt(perRound[i] * perRound[i + 1]));
  }
  return median(pairs);
}

/**
 * Our server and plain `next start`, same build, same cached page, in alternating rounds (the
 * order flips every round, so a neighbour's burst does not land on one side only, and the order
 * itself cancels in pairs: pairedRatio). Each round records req/s and the server's CPU
 * milliseconds per request (its whole process group). A side's `before` runs ahead of each of
 * its rounds: two states of one server compare as two servers do (redirects.mjs).
 */
export async function compareServers(servers, pages, options) {
  const out = {};
  for (const p of pages) {
    for (const s of Object.values(servers)) for (let i = 0; i < 2; i++) await get(s.url + p.path);
    const rounds = { ours: [], plain: [] };
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 ? ['plain', 'ours'] : ['ours', 'plain'];
      for (const name of order) {
        const { url, proc, before } = servers[name];
        await before?.();
        const opts = { connections: options.connections, warmupS: 0 };
        await measure(url + p.path, { ...opts, durationS: options.warmupS });
        const cpu0 = groupCpuMs(proc.child.pid);
        const m = await measure(url + p.path, { ...opts, durationS: options.durationS });
        const cpu1 = groupCpuMs(proc.child.pid);
        rounds[name].push({ ...m, cpuMsPerReq: cpu0 != null && cpu1 != null && m.total ? (cpu1 - cpu0) / m.total : null });
      }
    }
    const summary = (list) => ({ rounds: list, rps: median(list.map((r) => r.rps)), cpuMsPerReq: median(list.map((r) => r.cpuMsPerReq)), best: [...list].sort((a, b) => b.rps - a.rps)[0] });
    out[p.key] = { path: p.path, ours: summary(rounds.ours), plain: summary(rounds.plain), ratio: pairedRatio(rounds.ours, rounds.plain) };
  }
  return out;
}

/** What the caching proxy does with the site's answers: cached by its own Cache-Control? */
export async function checkProxyCache(proxyUrl, pages) {
  const out = { pages: {} };
  for (const p of pages) {
    const statuses = [];
    let cookie = false;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(proxyUrl + p.path, { redirect: 'manual' });
      await res.arrayBuffer();
      statuses.push(res.headers.get('x-cache-status') ?? '-');
      cookie ||= res.headers.has('set-cookie');
    }
    out.pages[p.key] = { statuses, setCookieFromProxy: cookie, cacheControl: p.cacheControl };
  }
  return out;
}

// The content team's redirects at scale (docs/redirects.md): a copy of the content with 50,000
// generated redirects, a site over it, the time it takes to load them (its `redirects.loaded` log
// line), and the home's cached throughput with them against without any, in alternating rounds of
// one process (compare.mjs), as the scale clause asks: no measurable cost per request.
import { cpSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLoopbackProxy } from '../../scripts/loopback-proxy.mjs';
import { compareServers } from './compare.mjs';
import { fix, ms } from './format.mjs';
import { sleep } from './procs.mjs';
import { startContentService, startSite } from './servers.mjs';

export const REDIRECT_COUNT = 50_000;
/** The site's revalidation secret in this step alone (the webhook is off without one). */
const WEBHOOK_SECRET = 'bench-redirects-webhook-secret';
const TARGETS = ['/programas/ingenieria-de-sistemas', '/oferta-academica', '/admisiones', '/landing/pregrado', '/noticias', '/eventos'];

/**
 * `count` redirects as a content team accumulates them: old program, news and campaign addresses,
 * mostly moved (301), some temporary (302), some with a future expiry, one in ten a chain through
 * another old address.
 */
export function generateRedirects(count) {
  const kinds = ['programas/antiguo', 'noticias/archivo', 'landing/campana', 'facultades/unidad'];
  const next = new Date(Date.now() + 365 * 86_400_000).toISOString();
  return Array.from({ length: count }, (_, i) => ({
    from: `/${kinds[i % kinds.length]}-${i}`,
    to: i % 10 === 9 ? `/${kinds[(i - 1) % kinds.length]}-${i - 1}` : TARGETS[i % TARGETS.length],
    status: i % 7 === 0 ? 302 : 301,
    ...(i % 13 === 0 ? { expires: next } : {}),
  }));
}

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);

/** The site's `redirects.loaded` line written past `from` (the log is appended to run after run): its count and load time. */
async function loadedLine(logFile, from) {
  for (let i = 0; i < 50; i++) {
    const text = existsSync(logFile) ? readFileSync(logFile).subarray(from).toString('utf8') : '';
    const line = text.split('\n').find((l) => l.includes('"redirects.loaded"'));
    if (line) return JSON.parse(line);
    await sleep(100);
  }
  throw new Error(`no redirects.loaded line in ${logFile}`);
}

/** A process's resident memory, MB, from /proc (null once it is gone). */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '')?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/**
 * The site's content service as the bench switches it: every request goes on to `upstream`, which
 * the bench changes between rounds. Both content services hold the same content, but for the
 * redirects; nothing else the site asks for differs.
 */
export async function contentSwitch(upstream) {
  const proxy = await startLoopbackProxy(() => upstream);
  return { url: proxy.url, use: (url) => (upstream = url), close: proxy.close };
}

/**
 * One fresh site over a content switch: started with REDIRECT_COUNT more redirects (its load time
 * is that start's), then the home's cached throughput with them and without any, in alternating
 * rounds of the same process. Before each round the switch turns to one content service and the
 * revalidation webhook loads its redirects, as a content team's change does (docs/redirects.md).
 * One process: two processes of the same site differ in throughput by more than the cost measured
 * here, whatever they hold. Stops what it started.
 */
export async function benchRedirects({ root, logDir, contentUrl, home, options }) {
  const contentDir = mkdtempSync(join(tmpdir(), 'bench-redirects-'));
  cpSync(join(root, 'content-service/content'), contentDir, { recursive: true });
  const file = join(contentDir, 'co/redirects.json');
  const own = JSON.parse(readFileSync(file, 'utf8')).redirects;
  writeFileSync(file, JSON.stringify({ redirects: [...own, ...generateRedirects(REDIRECT_COUNT)] }));
  const content = await startContentService(root, logDir, { contentDir, name: 'content-service-redirects' });
  const upstream = await contentSwitch(content.url);
  let site = null;
  try {
    const log = join(logDir, 'site-redirects.log');
    const from = sizeOf(log);
    site = await startSite(root, logDir, { contentUrl: upstream.url, name: 'site-redirects', env: { REVALIDATE_SECRET: WEBHOOK_SECRET } });
    const loaded = await loadedLine(log, from);
    const rss = rssMb(site.proc.child.pid);
    const reload = (url) => async () => {
      upstream.use(url);
      const res = await fetch(`${site.url}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: ['redirects'] }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`the revalidation webhook answered ${res.status}`);
    };
    const states = { ours: { ...site, before: reload(content.url) }, plain: { ...site, before: reload(contentUrl) } };
    const compare = await compareServers(states, [home], options);
    return { count: loaded.count, loadMs: loaded.ms, home: compare[home.key], rssMb: rss };
  } finally {
    await site?.proc.stop();
    await upstream.close();
    await content.proc.stop();
  }
}

/** The report's section (report.mjs). */
export function redirectsSection(r, table) {
  const lines = ['## Redirects at scale', ''];
  if (!r?.home) return [...lines, 'Not measured (see errors).', ''];
  lines.push(
    `A copy of the content with ${REDIRECT_COUNT.toLocaleString('en')} generated redirects beside its own (bench/lib/redirects.mjs: one in ten a chain, one in seven temporary, one in thirteen with an expiry), and one fresh site over a switch between that copy and the content as it is. **Load**: fetching, validating and resolving them, as the site's \`redirects.loaded\` log line times it at start. **Throughput**: the home, cached, in alternating rounds as in the comparison with \`next start\`, each round after the switch and the revalidation webhook gave the site its redirects or none (a path that is not redirected costs one Map lookup on its folded key). One process for both: two processes of the same site differ by about ±10%. **RSS**: the site's resident memory once it has started with them, before any request (the rounds' reloads leave garbage behind).`,
    '',
  );
  const ratio = r.home.ratio ?? null;
  lines.push(table(['measure', 'with redirects', 'without', 'ratio'], [
    ['redirects loaded', `${fix(r.count)} in **${ms(r.loadMs)}**`, '–', '–'],
    ['home: req/s per round', r.home.ours.rounds.map((x) => fix(x.rps)).join(' / '), r.home.plain.rounds.map((x) => fix(x.rps)).join(' / '), '–'],
    ['home: median req/s', fix(r.home.ours.rps), fix(r.home.plain.rps), ratio == null ? '–' : `**${(ratio * 100).toFixed(0)}%** (pairs of rounds)`],
    ['home: median CPU ms/req', fix(r.home.ours.cpuMsPerReq, 2), fix(r.home.plain.cpuMsPerReq, 2), '–'],
    ['RSS at start, with them', `${fix(r.rssMb)} MB`, '–', '–'],
  ]), '');
  return lines;
}

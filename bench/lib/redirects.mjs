// The content team's redirects at scale (docs/redirects.md): a copy of the content with 50,000
// generated redirects, a site over it, the time it takes to load them (its `redirects.loaded` log
// line), and the home's cached throughput with them against the site without any, in alternating
// rounds (compare.mjs), as the scale clause asks: no measurable cost per request.
import { cpSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareServers } from './compare.mjs';
import { fix, ms } from './format.mjs';
import { sleep } from './procs.mjs';
import { startContentService, startSite } from './servers.mjs';

export const REDIRECT_COUNT = 50_000;
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
 * Two fresh sites, one over a copy of the content with REDIRECT_COUNT more redirects, one over the
 * run's content service (`contentUrl`, the content as it is): the load time, and the home's cached
 * throughput and memory of each. Stops what it started.
 */
export async function benchRedirects({ root, logDir, contentUrl, home, options }) {
  const contentDir = mkdtempSync(join(tmpdir(), 'bench-redirects-'));
  cpSync(join(root, 'content-service/content'), contentDir, { recursive: true });
  const file = join(contentDir, 'co/redirects.json');
  const own = JSON.parse(readFileSync(file, 'utf8')).redirects;
  writeFileSync(file, JSON.stringify({ redirects: [...own, ...generateRedirects(REDIRECT_COUNT)] }));
  const content = await startContentService(root, logDir, { contentDir, name: 'content-service-redirects' });
  const started = [];
  try {
    const log = join(logDir, 'site-redirects.log');
    const from = sizeOf(log);
    const withThem = await startSite(root, logDir, { contentUrl: content.url, name: 'site-redirects' });
    started.push(withThem);
    const without = await startSite(root, logDir, { contentUrl, name: 'site-no-redirects' });
    started.push(without);
    const loaded = await loadedLine(log, from);
    const compare = await compareServers({ ours: withThem, plain: without }, [home], options);
    return { count: loaded.count, loadMs: loaded.ms, home: compare[home.key], rssMb: { with: rssMb(withThem.proc.child.pid), without: rssMb(without.proc.child.pid) } };
  } finally {
    for (const site of started) await site.proc.stop();
    await content.proc.stop();
  }
}

/** The report's section (report.mjs). */
export function redirectsSection(r, table) {
  const lines = ['## Redirects at scale', ''];
  if (!r?.home) return [...lines, 'Not measured (see errors).', ''];
  lines.push(
    `A copy of the content with ${REDIRECT_COUNT.toLocaleString('en')} generated redirects beside its own (bench/lib/redirects.mjs: one in ten a chain, one in seven temporary, one in thirteen with an expiry), and two fresh sites: one over that copy, one over the content as it is. **Load**: fetching, validating and resolving them, as the site's \`redirects.loaded\` log line times it at start. **Throughput**: the home, cached, on each site, in alternating rounds as in the comparison with \`next start\` (a path that is not redirected costs one Map lookup on its folded key). **RSS**: each site's resident memory after the rounds.`,
    '',
  );
  const ratio = r.home.ratio ?? null;
  lines.push(table(['measure', 'with redirects', 'without', 'ratio'], [
    ['redirects loaded', `${fix(r.count)} in **${ms(r.loadMs)}**`, '–', '–'],
    ['home: req/s per round', r.home.ours.rounds.map((x) => fix(x.rps)).join(' / '), r.home.plain.rounds.map((x) => fix(x.rps)).join(' / '), '–'],
    ['home: median req/s', fix(r.home.ours.rps), fix(r.home.plain.rps), ratio == null ? '–' : `**${(ratio * 100).toFixed(0)}%** (pairs of rounds)`],
    ['home: median CPU ms/req', fix(r.home.ours.cpuMsPerReq, 2), fix(r.home.plain.cpuMsPerReq, 2), '–'],
    ['RSS after the rounds', `${fix(r.rssMb?.with)} MB`, `${fix(r.rssMb?.without)} MB`, '–'],
  ]), '');
  return lines;
}

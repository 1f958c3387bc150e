// npm run bench: the performance benchmark of the site, in one run of under 13 minutes on a
// 2-core machine. Measures first-load JS, HTML and RSC bytes per page type, our server against
// plain `next start` on the same build (throughput and CPU per request), cached throughput
// (bare Next, nginx file, nginx proxy_cache, search behind the proxy and its hit rate), the
// uncached render time of a many-block page with slow blocks, and Lighthouse (mobile and
// desktop, with the LCP breakdown), then prints every target as PASS or FAIL and writes
// docs/performance.md and bench/out/results.json.
// Everything runs on 127.0.0.1 on free ports; every child process is stopped at the end.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureNginx } from './ensure-nginx.mjs';
import { checkProxyCache, compareServers, get } from './lib/compare.mjs';
import { fanout } from './lib/fanout.mjs';
import { firstLoadJs } from './lib/first-load-js.mjs';
import { closeBrowser, lighthouseAll } from './lib/lighthouse.mjs';
import { machineFacts } from './lib/machine.mjs';
import { pageBytes, sentBytes } from './lib/page-bytes.mjs';
import { LH_PRIORITY, PAGES } from './lib/pages.mjs';
import { killAllSync, sleep, stopAll } from './lib/procs.mjs';
import { benchRedirects } from './lib/redirects.mjs';
import { renderReport } from './lib/report.mjs';
import { searchHitRate } from './lib/search-cache.mjs';
import { buildBare, siteIsBuilt, startBare, startContentService, startNginx, startPlainNext, startSite } from './lib/servers.mjs';
import { buildId as snapshotBuildId, takeSnapshot } from './lib/snapshot.mjs';
import { evaluate, TARGET } from './lib/targets.mjs';
import { measure } from './lib/throughput.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench/out');
const LOGS = join(OUT, 'logs');
const LH_DIR = join(OUT, 'lighthouse');
const BARE_DIR = join(ROOT, 'bench/.bare');
const NGINX_DIR = join(ROOT, 'bench/.nginx');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Whole-run budget: Lighthouse gets what is left of it (the run must stay under 13 minutes), room
 * for five mobile runs of every page type (blocking time moves widely from run to run on a shared
 * machine: a median of three flipped its verdicts, docs/performance.md) and one desktop run of each.
 */
const BUDGET_S = Number(process.env.BENCH_BUDGET_S ?? 750);
const AUTOCANNON = { warmupS: 5, durationS: 10, connections: 10 };
const BLOCK_DELAY_MS = 300;

/**
 * A partial run, to iterate on one lever in a couple of minutes (never written to
 * docs/performance.md, which only a full run regenerates):
 *   --pages=home,program   only these page types (the bare page stays as the reference)
 *   --lighthouse-only      skip the throughput, proxy and fan-out steps
 *   --mobile-only          skip the desktop Lighthouse runs
 *   --runs=N               Lighthouse mobile runs per page type (default 5; desktop: one)
 *   --redirects-only       only the redirects at scale (bench/lib/redirects.mjs): no bare page, no Lighthouse
 */
const { values: ARGS } = parseArgs({
  options: { pages: { type: 'string' }, 'lighthouse-only': { type: 'boolean' }, 'mobile-only': { type: 'boolean' }, runs: { type: 'string' }, 'redirects-only': { type: 'boolean' } },
});
const REDIRECTS_ONLY = Boolean(ARGS['redirects-only']);
const ONLY_PAGES = ARGS.pages ? ARGS.pages.split(',').map((k) => k.trim()) : null;
const LH_RUNS = Number(ARGS.runs ?? 5);
const PARTIAL = Boolean(ONLY_PAGES || ARGS['lighthouse-only'] || ARGS['mobile-only'] || ARGS.runs || REDIRECTS_ONLY);
if (ONLY_PAGES?.some((k) => !PAGES.some((p) => p.key === k))) {
  console.error(`[bench] --pages takes page types among: ${PAGES.map((p) => p.key).join(', ')}`);
  process.exit(1);
}
if (!Number.isInteger(LH_RUNS) || LH_RUNS < 1) {
  console.error('[bench] --runs takes a whole number ≥ 1');
  process.exit(1);
}

/** Our server against plain `next start`: alternating rounds of this many seconds per page. */
const SERVER_COMPARE = { pages: ['home', 'program'], rounds: 6, warmupS: 1, durationS: 4, connections: 10 };

const t0 = performance.now();
const elapsed = () => (performance.now() - t0) / 1000;
const log = (msg) => console.log(`[bench ${elapsed().toFixed(0).padStart(3)}s] ${msg}`);
const buildId = (root = ROOT) => snapshotBuildId(root);
let snapshot = null;

let cleaning = null;
async function cleanup() {
  cleaning ??= (async () => {
    await closeBrowser().catch(() => {});
    await stopAll();
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
    // The bare app's build output is rebuilt every run; removing it keeps `eslint .` and `tsc`
    // of the repository from ever seeing it.
    rmSync(join(BARE_DIR, '.next'), { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping every child process`);
    cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', killAllSync);

async function step(results, name, fn) {
  log(`${name} …`);
  const s = performance.now();
  try {
    const value = await fn();
    results.timings[name] = (performance.now() - s) / 1000;
    return value;
  } catch (error) {
    results.timings[name] = (performance.now() - s) / 1000;
    results.errors.push(`${name}: ${error?.message ?? error}`);
    log(`${name} FAILED: ${error?.stack ?? error}`);
    return undefined;
  }
}

async function main() {
  mkdirSync(LOGS, { recursive: true });
  rmSync(LH_DIR, { recursive: true, force: true });
  mkdirSync(LH_DIR, { recursive: true });
  const results = { date: new Date().toISOString(), errors: [], notes: [], timings: {}, pages: PAGES.filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.key)).map((p) => ({ ...p })), partial: PARTIAL };
  const page = (key) => results.pages.find((p) => p.key === key);

  // 0. Build the site when there is no build (waiting a little for a build someone else is
  //    running), snapshot it; nginx from Debian when missing.
  for (let i = 0; i < 30 && !siteIsBuilt(ROOT); i++) {
    if (i === 0) log('no .next/BUILD_ID: waiting up to 60 s in case another build is finishing');
    await sleep(2000);
  }
  if (!siteIsBuilt(ROOT)) {
    await step(results, 'site build (npm run build)', () => {
      execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 });
    });
  }
  for (let attempt = 1; ; attempt++) {
    snapshot = takeSnapshot(ROOT);
    if (siteIsBuilt(snapshot) && existsSync(join(snapshot, '.next/required-server-files.json')) && buildId(snapshot) === buildId()) break;
    rmSync(snapshot, { recursive: true, force: true });
    snapshot = null;
    if (attempt === 5) throw new Error('could not take a consistent snapshot of the build (.next keeps changing)');
    log('the build changed while taking a snapshot: retrying in 10 s');
    await sleep(10_000);
  }
  results.buildIdAtStart = buildId(snapshot);
  const SITE_ROOT = snapshot;
  const nginxBin = await step(results, 'ensure nginx', () => ensureNginx({ log }));
  results.machine = machineFacts(ROOT, { nginxBin: nginxBin ?? '/usr/sbin/nginx', chromium: CHROMIUM });

  // 1. Servers: content service + site, and the bare Next app built now with the same Next.
  const bareVersion = REDIRECTS_ONLY ? null : await step(results, 'bare Next build', () => buildBare(ROOT, BARE_DIR, LOGS));
  results.bareNextVersion = bareVersion;
  const content = await step(results, 'start content service', () => startContentService(SITE_ROOT, LOGS));
  const site = content && (await step(results, 'start site', () => startSite(SITE_ROOT, LOGS, { contentUrl: content.url })));
  const bare = bareVersion && (await step(results, 'start bare Next', () => startBare(BARE_DIR, LOGS)));
  if (!site) throw new Error('the site did not start: nothing to measure');

  // 2. Resolve the article and the event, fill the site's cache (first request renders, second is a HIT).
  await step(results, 'warm the site cache', async () => {
    for (const [key, list] of [['article', '/noticias'], ['event', '/eventos']]) {
      if (!page(key)) continue;
      const body = (await get(site.url + list)).body;
      const href = new RegExp(`href="(${list}/[^"?#]+)"`).exec(body)?.[1];
      page(key).path = href ?? list;
      if (!href) results.notes.push(`No ${list}/… link found on ${list}: the ${key} row measures ${list} itself.`);
    }
    for (const p of results.pages) {
      await get(site.url + p.path);
      const second = await get(site.url + p.path);
      p.status = second.status;
      p.cacheControl = second.headers.get('cache-control');
      p.nextCache = second.headers.get('x-nextjs-cache');
      p.setCookie = second.headers.has('set-cookie');
      p.htmlBytes = Buffer.byteLength(second.body);
      p.bytes = { ...pageBytes(second.body), br: await sentBytes(site.url + p.path) };
    }
    if (bare) {
      const b = await get(`${bare.url}/`);
      results.bare = { status: b.status, cacheControl: b.headers.get('cache-control'), htmlBytes: Buffer.byteLength(b.body), bytes: pageBytes(b.body) };
    }
  });

  // 3. First-load JS (gzip) per page type and of the bare page.
  await step(results, 'first-load JS', async () => {
    if (bare) {
      const b = await firstLoadJs(`${bare.url}/`);
      results.bare = { ...results.bare, js: strip(b) };
    }
    for (const p of results.pages) p.js = strip(await firstLoadJs(site.url + p.path));
  });

  // 4. Throughput of cached pages: site direct, bare Next, nginx file, site behind nginx proxy_cache.
  results.throughput = {};
  if (REDIRECTS_ONLY) await measureRedirects(results, { content, SITE_ROOT, page });
  else if (!ARGS['lighthouse-only']) await measureServers(results, { site, bare, content, nginxBin, SITE_ROOT, page });

  // 6. Lighthouse, within what is left of the budget.
  if (!REDIRECTS_ONLY) await step(results, 'lighthouse', () =>
    lighthouseAll(results, site, bare, {
      priority: LH_PRIORITY,
      passes: { mobile: LH_RUNS, desktop: ARGS['mobile-only'] ? 0 : 1 },
      deadlineS: BUDGET_S - 15, // leave time for the report and the shutdown
      elapsed,
      log,
      dir: LH_DIR,
    }),
  );

  results.buildIdAtEnd = buildId();
  if (results.buildIdAtStart !== results.buildIdAtEnd) {
    results.notes.push(`The tree's .next was rebuilt during the run (BUILD_ID ${results.buildIdAtStart} → ${results.buildIdAtEnd}); the bench kept measuring its snapshot of build ${results.buildIdAtStart}.`);
  }
  results.machine.loadAtEnd = loadavg().map((x) => x.toFixed(2)).join(' ');
  return results;
}

/** Steps 4 and 5: throughput (our server vs next start, bare, nginx) and the uncached fan-out. */
async function measureServers(results, { site, bare, content, nginxBin, SITE_ROOT, page }) {
  await step(results, 'throughput: our server vs next start', async () => {
    const plain = await startPlainNext(SITE_ROOT, LOGS, { contentUrl: content.url });
    try {
      const keys = SERVER_COMPARE.pages.filter((k) => page(k));
      results.serverCompare = await compareServers({ ours: site, plain }, keys.map((k) => page(k)), SERVER_COMPARE);
      for (const key of keys) results.throughput[`site:${key}`] = results.serverCompare[key].ours.best;
    } finally {
      await plain.proc.stop();
    }
  });
  if (bare) await step(results, 'throughput: bare Next', async () => (results.throughput.bare = await measure(`${bare.url}/`, AUTOCANNON)));
  if (nginxBin) {
    await step(results, 'throughput: nginx', async () => {
      const html = (await get(`${site.url}/`)).body;
      const nginx = await startNginx(nginxBin, NGINX_DIR, LOGS, { html, siteUrl: site.url });
      try {
        results.proxyCheck = await checkProxyCache(nginx.proxyUrl, results.pages);
        results.throughput.nginxFile = await measure(`${nginx.fileUrl}/`, { ...AUTOCANNON, warmupS: 2 });
        results.throughput.nginxProxy = await measure(`${nginx.proxyUrl}/`, { ...AUTOCANNON, warmupS: 3 });
        results.proxyCheck.afterLoad = (await fetch(`${nginx.proxyUrl}/`)).headers.get('x-cache-status');
        if (!page('search')) return;
        results.throughput.nginxSearch = await measure(nginx.proxyUrl + page('search').path, { ...AUTOCANNON, warmupS: 2, durationS: 5 });
        results.searchCache = await searchHitRate(nginx.proxyUrl, { count: 200 });
      } finally {
        await nginx.proc.stop();
      }
    });
  }

  // 5. Uncached render time: 9 slow blocks vs 1 slow block, each the first request on a fresh site.
  await step(results, 'uncached fan-out', async () => {
    const slow = await startContentService(SITE_ROOT, LOGS, { delayMs: BLOCK_DELAY_MS, name: 'content-service-slow' });
    try {
      const blocks = async (name) => (await (await fetch(`${slow.url}/api/v1/web/page?name=${name}`)).json()).length - 1;
      const many = { path: '/', blocks: await blocks('home') };
      const one = { path: '/terminos-y-condiciones', blocks: await blocks('terminos_y_condiciones') };
      const runs = await fanout(SITE_ROOT, LOGS, { contentUrl: slow.url, many: many.path, one: one.path, warm: ['/robots.txt', '/politica-de-privacidad'], reps: 3 });
      results.fanout = { delayMs: BLOCK_DELAY_MS, many, one, runs };
    } finally {
      await slow.proc.stop();
    }
  });
  await measureRedirects(results, { content, SITE_ROOT, page });
}

/** 7. 50,000 redirects: their load time, the home's cached throughput with and without them. */
async function measureRedirects(results, { content, SITE_ROOT, page }) {
  if (!page('home')) return;
  const options = { ...SERVER_COMPARE, pages: ['home'] };
  await step(results, 'redirects at scale', async () => (results.redirects = await benchRedirects({ root: SITE_ROOT, logDir: LOGS, contentUrl: content.url, home: page('home'), options })));
}

const strip = ({ html: _html, headers: _headers, ...rest }) => rest;


let exitCode = 0;
try {
  const results = await main();
  results.totalSeconds = elapsed();
  const markdown = renderReport(results);
  // Only a full run is the judge: a partial one goes to bench/out/partial.md.
  const mdPath = PARTIAL ? join(OUT, 'partial.md') : join(ROOT, 'docs/performance.md');
  mkdirSync(dirname(mdPath), { recursive: true });
  writeFileSync(mdPath, markdown);
  writeFileSync(join(OUT, PARTIAL ? 'results-partial.json' : 'results.json'), JSON.stringify(results, null, 2));
  console.log(`\n${markdown}`);
  const checks = evaluate(results);
  const line = (t) => console.log(`${t.ok == null ? 'n/a ' : t.ok ? 'PASS' : 'FAIL'}  ${t.group} — ${t.subject}: ${t.value} (target ${t.limit})`);
  console.log('\nTargets:');
  checks.filter((t) => t.kind === TARGET).forEach(line);
  console.log('\nRegression checks:');
  checks.filter((t) => t.kind !== TARGET).forEach(line);
  log(`wrote ${PARTIAL ? 'bench/out/partial.md and bench/out/results-partial.json' : 'docs/performance.md and bench/out/results.json'} in ${elapsed().toFixed(0)} s`);
  if (results.errors.length) exitCode = 2;
} catch (error) {
  console.error(`[bench] failed: ${error?.stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);

// npm run soak: the unique-URL mix against the built site, bounded and on loopback.
//
// Starts the embedded content service, a counting proxy in front of it and the site (heap capped
// with --max-old-space-size=256), each on a free 127.0.0.1 port; drives the mix for SOAK_SECONDS
// (default 600) with SOAK_CONCURRENCY requests in flight (default 12); samples the site every 5 s;
// writes SOAK_REPORT (default docs/soak.md) and, with SOAK_JSON, the figures as JSON. Exits 1 when
// a bound is not met.
//
// How the site is measured without exposing anything: RSS is read from outside, in
// /proc/<pid>/status (VmRSS, summed over the site's process tree); the heap is asked over the IPC
// channel this script opens when it spawns the site, answered by scripts/soak/heap-probe.cjs,
// which NODE_OPTIONS preloads into this run only. No route, port or header is added to the site.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startCountingProxy } from './soak/counting-proxy.mjs';
import { drive, MIX } from './soak/load.mjs';

const require = createRequire(import.meta.url);
const { maxPerWindow, percentile, verdict, mb } = require('./soak/figures.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 12);
const REPORT = process.env.SOAK_REPORT ?? join(root, 'docs/soak.md');
const SAMPLE_MS = 5_000;
const HEAP_MB = 256;
const LIMITS = { rssBytes: 400 * 1024 * 1024, callsPerPathPerMinute: 1, levelOff: SECONDS >= 120 };

if (!Number.isFinite(SECONDS) || SECONDS < 5 || SECONDS > 3_600) throw new Error('SOAK_SECONDS: entre 5 y 3600');
if (!existsSync(join(root, '.next/BUILD_ID'))) {
  console.error('No hay compilación: ejecuta npm run build (o npm run build:test) antes de npm run soak.');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function startProcess(script, env, { ipc = false } = {}) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  });
  const logs = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => logs.push(...c.toString().split('\n').filter(Boolean).slice(-50)));
  return { child, logs };
}

async function waitFor(url, child, logs, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`salió con ${child.exitCode}:\n${logs.slice(-20).join('\n')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} no respondió:\n${logs.slice(-20).join('\n')}`);
}

/** RSS of a process and all its descendants, from /proc (bytes), and how many processes. */
function treeRss(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let rss = 0;
  for (const p of tree) {
    try {
      rss += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return { rss, processes: tree.length };
}

function askHeap(child) {
  return new Promise((resolve) => {
    const id = Math.random();
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, 2_000);
    const onMessage = (m) => {
      if (m?.type !== 'soak:heap' || m.id !== id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.send({ type: 'soak:heap', id });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
const [contentPort, sitePort] = [await freePort(), await freePort()];
const content = startProcess('content-service/server.mjs', { UNIVERSITY: 'co', CONTENT_SERVICE_PORT: String(contentPort), DATA_DIR: dataDir });
const stopAll = [];
const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
stopAll.push(() => stopChild(content.child));

let exitCode = 1;
try {
  await waitFor(`http://127.0.0.1:${contentPort}/health`, content.child, content.logs);
  const proxy = await startCountingProxy(`http://127.0.0.1:${contentPort}`);
  stopAll.push(proxy.close);
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const site = startProcess(
    'scripts/start-site.mjs',
    {
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      UNIVERSITY: 'co',
      CONTENT_API_URL: proxy.url,
      DATA_DIR: dataDir,
      // The embedded content service's demo CRM credentials, as `npm start` uses them.
      ALLOW_DEMO_SECRETS: '1',
      SOAK_HEAP_PROBE: '1',
      NODE_OPTIONS: `--max-old-space-size=${HEAP_MB} --require ${join(root, 'scripts/soak/heap-probe.cjs')}`,
    },
    { ipc: true },
  );
  let crashed = null;
  site.child.on('exit', (code, signal) => (crashed = `exit ${code ?? signal}`));
  stopAll.unshift(() => stopChild(site.child));
  await waitFor(`${siteUrl}/robots.txt`, site.child, site.logs);

  // The cached page's speed with nothing else going on, to compare with its speed in the mix.
  const cachedPath = MIX.find((m) => m.cached)?.make(0).path ?? '/';
  const unloaded = [];
  for (let i = 0; i < 40; i++) {
    const t0 = performance.now();
    await (await fetch(siteUrl + cachedPath)).arrayBuffer();
    unloaded.push(performance.now() - t0);
  }

  const started = Date.now();
  const samples = [];
  const health = async () => {
    try {
      return (await fetch(`${siteUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).status;
    } catch {
      return null;
    }
  };
  const sample = async () => {
    if (crashed) return;
    const { rss, processes } = treeRss(site.child.pid);
    const [heap, healthStatus] = await Promise.all([askHeap(site.child), health()]);
    samples.push({ t: Math.round((Date.now() - started) / 1000), rssBytes: rss, processes, heapUsedBytes: heap?.heapUsed ?? null, heapTotalBytes: heap?.heapTotal ?? null, externalBytes: heap?.external ?? null, heapLimitBytes: heap?.heapLimit ?? null, health: healthStatus });
  };
  await sample();
  const sampler = setInterval(() => void sample(), SAMPLE_MS);
  console.log(`soak: ${SECONDS} s, ${CONCURRENCY} en vuelo, sitio ${siteUrl} (heap ${HEAP_MB} MB), contenido vía ${proxy.url}`);
  const requests = await drive(siteUrl, { until: started + SECONDS * 1000, concurrency: CONCURRENCY });
  clearInterval(sampler);
  await sample();
  const elapsed = (Date.now() - started) / 1000;

  // The health endpoint once the burst is over: back to 200 within 10 s.
  let healthAfter = null;
  for (let i = 0; i < 20 && healthAfter !== 200; i++) {
    if (i) await new Promise((r) => setTimeout(r, 500));
    healthAfter = await health();
  }
  let up = false;
  try {
    up = !crashed && (await fetch(`${siteUrl}/programas/ingenieria-de-sistemas`, { signal: AbortSignal.timeout(10_000) })).status === 200;
  } catch {
    up = false;
  }
  const perPathWorst = maxPerWindow(proxy.unknownCalls, 60_000);
  const calls = (map) => [...map.values()].reduce((n, t) => n + t.length, 0);
  const upstream = {
    byKind: { ...proxy.byKind },
    distinctPaths: proxy.pathCalls.size,
    pageByPath: calls(proxy.pathCalls),
    unknownPaths: proxy.unknownCalls.size,
    unknownCalls: calls(proxy.unknownCalls),
    knownWorst: maxPerWindow(new Map([...proxy.pathCalls].filter(([path]) => !proxy.unknownCalls.has(path))), 60_000),
    perPathWorst,
  };
  const result = verdict({ up, healthAfter, samples, requests, upstream, limits: LIMITS });
  const cachedPage = { path: cachedPath, unloadedP95: Math.round(percentile(unloaded, 95) ?? 0) };
  const figures = { cachedPage, healthAfter, seconds: SECONDS, elapsed, concurrency: CONCURRENCY, heapMb: HEAP_MB, node: process.version, cores: availableParallelism(), crashed, up, samples, requests: summarise(requests), upstream, verdict: result };
  writeFileSync(REPORT, markdown(figures));
  if (process.env.SOAK_JSON) writeFileSync(process.env.SOAK_JSON, JSON.stringify(figures, null, 2));
  for (const c of result.checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}`);
  console.log(`soak: informe en ${REPORT}`);
  if (crashed) console.error(site.logs.slice(-30).join('\n'));
  exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  for (const stop of stopAll) await stop();
}
process.exit(exitCode);

function summarise(requests) {
  return Object.fromEntries(
    Object.entries(requests).map(([kind, s]) => [
      kind,
      { sent: s.sent, byStatus: s.byStatus, failures: s.failures, unexpected: s.unexpected, shed: s.shed, p50: Math.round(percentile(s.latencies, 50) ?? 0), p95: Math.round(percentile(s.latencies, 95) ?? 0) },
    ]),
  );
}

/** [minute, lowest RSS MB, highest RSS MB] for each minute of the run. */
function byMinute(samples) {
  const minutes = new Map();
  for (const s of samples) {
    const m = Math.min(Math.floor(s.t / 60), Math.floor((SECONDS - 1) / 60));
    const [lo, hi] = minutes.get(m) ?? [Infinity, 0];
    minutes.set(m, [Math.min(lo, mb(s.rssBytes)), Math.max(hi, mb(s.rssBytes))]);
  }
  return [...minutes].map(([m, [lo, hi]]) => [m, lo, hi]);
}

function dash(bytes) {
  return bytes === null ? '–' : mb(bytes);
}

function markdown(f) {
  const total = Object.values(f.requests).reduce((n, r) => n + r.sent, 0);
  const lines = [
    '# Soak: unique URLs against a 256 MB heap',
    '',
    `Written by \`npm run soak\` (scripts/soak.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${f.seconds} s of the unique-URL mix, ${f.concurrency} requests in flight, site started with \`--max-old-space-size=${f.heapMb}\`, Node ${f.node}, ${f.cores} cores shared with other work. RSS is read from /proc (site process tree), the heap over the soak's IPC channel (nothing is exposed by the site).`,
    '',
    '## Verdict',
    '',
    ...f.verdict.checks.map((c) => `- ${c.ok ? '✅' : '❌'} ${c.name}`),
    '',
    `${total} requests in ${Math.round(f.elapsed)} s (${Math.round(total / f.elapsed)} a second); ${f.verdict.fivexx} answers 5xx, of which ${f.verdict.shed} uncached requests refused with 503 and Retry-After (server/admission.mjs); ${f.verdict.failures} without an answer.${f.crashed ? ` The site stopped: ${f.crashed}.` : ''}`,
    '',
    `The cached page (\`${f.cachedPage.path}\`): p95 ${f.cachedPage.unloadedP95} ms alone before the run, ${f.requests[MIX.find((m) => m.cached)?.kind]?.p95 ?? '–'} ms in the mix. \`/api/health\` during the run (every 5 s): ${f.samples.map((s) => s.health ?? '–').join(' ')}; after it: ${f.healthAfter ?? '–'}.`,
    '',
    '## Requests',
    '',
    '| kind | sent | statuses | shed (503 + Retry-After) | unexpected | failed | p50 ms | p95 ms |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
    ...MIX.map(({ kind }) => {
      const r = f.requests[kind];
      const statuses = Object.entries(r.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ');
      return `| ${kind} | ${r.sent} | ${statuses} | ${r.shed} | ${r.unexpected} | ${r.failures} | ${r.p50} | ${r.p95} |`;
    }),
    '',
    '## Upstream calls (counted by the proxy in front of the content service)',
    '',
    '| call | count |',
    '|---|---:|',
    ...Object.entries(f.upstream.byKind).map(([kind, n]) => `| ${kind} | ${n} |`),
    '',
    `Pages by path: ${f.upstream.pageByPath} calls for ${f.upstream.distinctPaths} distinct paths. Unknown paths (answered 404): ${f.upstream.unknownCalls} calls for ${f.upstream.unknownPaths} paths; the most any one of them got in any 60 s: ${f.upstream.perPathWorst.calls}${f.upstream.perPathWorst.key ? ` (\`${f.upstream.perPathWorst.key}\`)` : ''}. Known pages are cached for 5 minutes; the most any one got in any 60 s: ${f.upstream.knownWorst.calls}${f.upstream.knownWorst.key ? ` (\`${f.upstream.knownWorst.key}\`)` : ''}.`,
    '',
    '## RSS by minute (lowest–highest sample)',
    '',
    '| minute | RSS MB |',
    '|---:|---|',
    ...byMinute(f.samples).map(([m, lo, hi]) => `| ${m + 1} | ${lo}–${hi} |`),
    '',
    '## Memory, every 5 s',
    '',
    'Heap used includes garbage not yet collected (nothing forces a GC); external is memory outside the V8 heap (buffers: cached RSC payloads), not capped by `--max-old-space-size`. A dash: the site did not answer the heap question within 2 s.',
    '',
    '| s | RSS MB | heap used MB | heap total MB | external MB | processes |',
    '|---:|---:|---:|---:|---:|---:|',
    ...f.samples.map((s) => `| ${s.t} | ${mb(s.rssBytes)} | ${dash(s.heapUsedBytes)} | ${dash(s.heapTotalBytes)} | ${dash(s.externalBytes)} | ${s.processes} |`),
    '',
  ];
  return lines.join('\n');
}

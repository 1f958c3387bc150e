// npm run soak: the unique-URL mix against the built site, bounded and on loopback.
//
// Starts the embedded content service, the load process (a counting proxy in front of the content
// service, and the mix's clients, at the lowest CPU priority) and the site (started with
// a deployment's Node flags, TRUST_PROXY=1 as behind a balancer), each on a free 127.0.0.1 port.
// Then runs the phases of SOAK_PHASES, one after the other against the same site: each
// `<in flight>x<seconds>` (default `12x600,50x120,200x120`: a steady load, then bursts), with 100
// leads posted during each burst, a cached page probed 10 times a second from this process,
// and RSS, heap and /api/health sampled every 2 s. Writes SOAK_REPORT (default docs/soak.md) and,
// with SOAK_JSON, the figures as JSON; with SOAK_HEAP_PROFILE (or SOAK_CPU_PROFILE), V8's sampling
// heap profile (or CPU profile) of the middle half of the first phase, written to that path (read
// a heap profile with scripts/soak/heap-profile.mjs). Exits 1 when a bound is not met.
//
// How the site is measured without exposing anything: RSS is read from outside, in
// /proc/<pid>/status (VmRSS, summed over the site's process tree); the heap is asked over the IPC
// channel this script opens when it spawns the site, answered by scripts/soak/heap-probe.cjs,
// which NODE_OPTIONS preloads into this run only. No route, port or header is added to the site.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CRM } from '../content-service/server.mjs';
import { FIRST_VISITS, firstVisit } from './soak/first-visit.mjs';
import { crmLeads, receivedCounts } from './soak/leads.mjs';
import { MIX, send } from './soak/load.mjs';
import { ask, freePort, startProcess, stopChild, treeRss, waitFor } from './soak/processes.mjs';
import { markdown } from './soak/report.mjs';

const require = createRequire(import.meta.url);
const { maxPerWindow, percentile, verdict } = require('./soak/figures.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PHASES = (process.env.SOAK_PHASES ?? '12x600,50x120,200x120').split(',').map((p) => {
  const [concurrency, seconds] = p.trim().split('x').map(Number);
  if (!(concurrency >= 1 && concurrency <= 1_000 && seconds >= 5 && seconds <= 3_600)) throw new Error(`SOAK_PHASES: «${p}» no es <en vuelo>x<segundos>`);
  return { concurrency, seconds, leads: concurrency >= 50 ? 100 : 0 };
});
// The clients come back after a 503's Retry-After, as crawlers do; SOAK_RETRY_AFTER=ignore makes
// them a flood that asks again at once (the figures of both are in docs/soak.md).
const HONOUR_RETRY_AFTER = process.env.SOAK_RETRY_AFTER !== 'ignore';
const REPORT = process.env.SOAK_REPORT ?? join(root, 'docs/soak.md');
const SAMPLE_MS = 2_000;
const PROBE_MS = 100;
const HEAP_MB = 256;
// The Node flags of a deployment, as docs/operations.md's unit sets them (decision 0021).
const NODE_FLAGS = [`--max-old-space-size=${HEAP_MB}`, '--max-semi-space-size=8', '--v8-pool-size=2'];
const QUEUE_MS = 3_000; // the site's RENDER_QUEUE_MS default (server/admission.mjs)
const LIMITS = { rssBytes: 400 * 1024 * 1024, callsPerPathPerMinute: 1, maxWaitMs: QUEUE_MS + 1_000, cachedP95Ms: 300 };

if (!existsSync(join(root, '.next/BUILD_ID'))) {
  console.error('No hay compilación: ejecuta npm run build (o npm run build:test) antes de npm run soak.');
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
const [contentPort, sitePort] = [await freePort(), await freePort()];
const contentUrl = `http://127.0.0.1:${contentPort}`;
const content = startProcess(root, 'content-service/server.mjs', { UNIVERSITY: 'co', CONTENT_SERVICE_PORT: String(contentPort), DATA_DIR: dataDir });
const load = startProcess(root, 'scripts/soak/load-process.mjs', {}, { ipc: true });
const stopAll = [() => stopChild(content.child), () => stopChild(load.child)];

/** Sequential requests for `path` every `everyMs` until `until`: each one's time to the last byte. */
async function probe(url, until, everyMs = PROBE_MS) {
  const times = [];
  const statuses = {};
  while (Date.now() < until) {
    const t0 = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    } catch {
      statuses.failed = (statuses.failed ?? 0) + 1;
    }
    times.push(performance.now() - t0);
    await sleep(Math.max(0, everyMs - (performance.now() - t0)));
  }
  return { times, statuses };
}

let exitCode = 1;
try {
  await waitFor(`${contentUrl}/health`, content.child, content.logs);
  const proxy = await ask(load.child, 'proxy', { target: contentUrl }, 10_000);
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const site = startProcess(
    root,
    'scripts/start-site.mjs',
    {
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      UNIVERSITY: 'co',
      CONTENT_API_URL: proxy.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      // The embedded content service's demo CRM credentials, as `npm start` uses them.
      ALLOW_DEMO_SECRETS: '1',
      SOAK_HEAP_PROBE: '1',
      NODE_OPTIONS: `${NODE_FLAGS.join(' ')} --require ${join(root, 'scripts/soak/heap-probe.cjs')}`,
    },
    { ipc: true },
  );
  let crashed = null;
  site.child.on('exit', (code, signal) => (crashed = `exit ${code ?? signal}`));
  stopAll.unshift(() => stopChild(site.child));
  await waitFor(`${siteUrl}/api/health`, site.child, site.logs);

  const health = async () => {
    try {
      return (await fetch(`${siteUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).status;
    } catch {
      return null;
    }
  };
  const started = Date.now();
  const sample = async (samples) => {
    if (crashed) return;
    const { rss, processes } = treeRss(site.child.pid);
    const [heap, healthStatus] = await Promise.all([ask(site.child, 'soak:heap'), health()]);
    samples.push({ t: Math.round((Date.now() - started) / 1000), rssBytes: rss, processes, heapUsedBytes: heap?.heapUsed ?? null, heapTotalBytes: heap?.heapTotal ?? null, externalBytes: heap?.external ?? null, heapLimitBytes: heap?.heapLimit ?? null, health: healthStatus });
  };

  // The cached page alone: its usual speed, to compare with each phase. Measured on a warm
  // process (each kind of the mix served a few times, then probes not counted), since the first
  // seconds after start are the code's first runs, not the page's usual speed.
  const cachedPath = MIX.find((m) => m.cached)?.make(0).path ?? '/';
  for (let n = 0; n < 3; n++) for (const entry of MIX) await send(siteUrl, entry, n);
  await probe(siteUrl + cachedPath, Date.now() + 3_000);
  const unloaded = await probe(siteUrl + cachedPath, Date.now() + 5_000);
  const unloadedP95 = Math.round(percentile(unloaded.times, 95) ?? 0);

  const phases = [];
  for (const [index, phase] of PHASES.entries()) {
    if (crashed) break;
    console.log(`soak: fase ${index + 1}: ${phase.seconds} s, ${phase.concurrency} en vuelo, ${phase.leads} leads; sitio ${siteUrl} (heap ${HEAP_MB} MB)`);
    const samples = [];
    await sample(samples);
    const sampler = setInterval(() => void sample(samples), SAMPLE_MS);
    const t0 = Date.now();
    const until = t0 + phase.seconds * 1000;
    // Profiles of the middle half of the first phase, when asked for.
    const profiles = Object.entries({ 'soak:heap-profile': process.env.SOAK_HEAP_PROFILE, 'soak:cpu-profile': process.env.SOAK_CPU_PROFILE })
      .filter(([, path]) => index === 0 && path)
      .map(([type, path]) => sleep((phase.seconds * 1000) / 4).then(() => ask(site.child, type, { ms: (phase.seconds * 1000) / 2, path }, phase.seconds * 1000)).then((r) => console.log(`soak: ${type} en ${path}: ${r?.error ?? 'escrito'}`)));
    const [driven, cached, firstVisitOf] = await Promise.all([
      ask(load.child, 'drive', { siteUrl, until, concurrency: phase.concurrency, honourRetryAfter: HONOUR_RETRY_AFTER, leads: { count: phase.leads, tag: `soak${index + 1}` } }, phase.seconds * 1000 + 120_000),
      probe(siteUrl + cachedPath, until),
      firstVisit(siteUrl, FIRST_VISITS[index % FIRST_VISITS.length] ?? '/contacto', t0 + (phase.seconds * 1000) / 2),
    ]);
    await Promise.all(profiles);
    clearInterval(sampler);
    await sample(samples);
    const elapsed = (Date.now() - t0) / 1000;
    // The health endpoint once the burst is over: back to 200 within 10 s (the refusals' Retry-After
    // of quiet, then the next load sample: server/load.mjs).
    let healthAfter = null;
    const ended = Date.now();
    for (let i = 0; i < 20 && healthAfter !== 200; i++) {
      if (i) await sleep(500);
      healthAfter = await health();
    }
    const healthAfterMs = Date.now() - ended;
    phases.push({ ...phase, elapsed, samples, requests: driven?.stats ?? {}, posted: driven?.leads ?? [], healthAfter, healthAfterMs, firstVisit: firstVisitOf, cachedPage: { path: cachedPath, unloadedP95, unloadedSent: unloaded.times.length, p95: Math.round(percentile(cached.times, 95) ?? 0), statuses: cached.statuses, sent: cached.times.length } });
  }

  let up = false;
  try {
    up = !crashed && (await fetch(`${siteUrl}/programas/ingenieria-de-sistemas`, { signal: AbortSignal.timeout(10_000) })).status === 200;
  } catch {
    up = false;
  }

  // Every acknowledged lead reaches the CRM stand-in (the outbox retries every 15 s): wait for them.
  const posted = phases.flatMap((p) => p.posted);
  let counts = new Map();
  for (let deadline = Date.now() + 90_000; posted.length && Date.now() < deadline && !crashed; await sleep(1_000)) {
    counts = receivedCounts(posted, await crmLeads(contentUrl, DEMO_CRM));
    if (posted.every((l) => l.status !== 202 || counts.get(l.email) >= 1)) break;
  }
  // Late duplicates would show up after the first delivery: look once more after a retry period.
  if (posted.length && !crashed) {
    await sleep(16_000);
    counts = receivedCounts(posted, await crmLeads(contentUrl, DEMO_CRM));
  }

  const u = (await ask(load.child, 'upstream', {}, 10_000)) ?? { byKind: {}, pathCalls: [], unknownCalls: [] };
  const pathCalls = new Map(u.pathCalls);
  const unknownCalls = new Map(u.unknownCalls);
  const calls = (map) => [...map.values()].reduce((n, t) => n + t.length, 0);
  const upstream = {
    byKind: u.byKind,
    distinctPaths: pathCalls.size,
    pageByPath: calls(pathCalls),
    unknownPaths: unknownCalls.size,
    unknownCalls: calls(unknownCalls),
    knownWorst: maxPerWindow(new Map([...pathCalls].filter(([path]) => !unknownCalls.has(path))), 60_000),
    perPathWorst: maxPerWindow(unknownCalls, 60_000),
  };
  for (const [i, p] of phases.entries()) {
    const last = i === phases.length - 1;
    p.verdict = verdict({
      up: last ? up : !crashed || p !== phases.at(-1),
      healthAfter: p.healthAfter,
      firstVisit: p.firstVisit,
      samples: p.samples,
      requests: p.requests,
      cachedPage: p.cachedPage,
      leads: p.leads ? { posted: p.posted, counts: Object.fromEntries(counts) } : undefined,
      upstream: last ? upstream : undefined,
      limits: { ...LIMITS, levelOff: p.seconds >= 300 },
    });
    p.requests = summarise(p.requests);
  }
  const ok = phases.length === PHASES.length && phases.every((p) => p.verdict.ok);
  const figures = { ok, honourRetryAfter: HONOUR_RETRY_AFTER, heapMb: HEAP_MB, nodeFlags: NODE_FLAGS.join(' '), queueMs: QUEUE_MS, node: process.version, cores: availableParallelism(), crashed, up, upstream, phases, lostLogs: crashed ? site.logs.slice(-30) : [] };
  writeFileSync(REPORT, markdown(figures));
  if (process.env.SOAK_JSON) writeFileSync(process.env.SOAK_JSON, JSON.stringify(figures, null, 2));
  for (const [i, p] of phases.entries()) for (const c of p.verdict.checks) console.log(`fase ${i + 1}: ${c.ok ? '✓' : '✗'} ${c.name}`);
  console.log(`soak: informe en ${REPORT}`);
  if (crashed) console.error(site.logs.slice(-30).join('\n'));
  exitCode = ok ? 0 : 1;
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
      {
        sent: s.sent,
        byStatus: s.byStatus,
        failures: s.failures,
        unexpected: s.unexpected,
        shed: s.shed,
        shedMaxMs: Math.round(s.shedMaxMs),
        p50: Math.round(percentile(s.latencies, 50) ?? 0),
        p95: Math.round(percentile(s.latencies, 95) ?? 0),
        max: Math.round(Math.max(0, ...s.latencies)),
      },
    ]),
  );
}

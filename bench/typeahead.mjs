// Typeahead round-trip latency through the site's own search route, on loopback.
//   npm run build && npm run bench:typeahead        (ROUNDS, BENCH_UNIVERSITY)
// Starts the embedded content service and the built site on free 127.0.0.1 ports, warms up,
// then sends a fixed list of typeahead queries one at a time (as a visitor types: growing
// prefixes, so most requests miss every cache) and prints p50/p95 against the budget.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = join(import.meta.dirname, '..');
const BUDGET_P95_MS = 100;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const WORDS = [
  'ingenieria', 'sistemas', 'industrial', 'civil', 'ambiental', 'administracion', 'empresas', 'psicologia',
  'enfermeria', 'derecho', 'contaduria', 'especializacion', 'proyectos', 'maestria', 'educacion', 'negocios',
  'diplomado', 'analitica', 'datos', 'marketing', 'digital', 'virtual', 'presencial', 'bogota', 'medellin',
  'barranquilla', 'bucaramanga', 'becas', 'admisiones', 'inscripciones', 'eventos', 'noticias', 'sedes', 'blog',
  'investigacion', 'salud',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function start(script, env) {
  const child = spawn(process.execPath, [join(root, script)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function waitFor(url, child, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stop = (child) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1) };
};

async function roundTrip(site, q) {
  const t0 = performance.now();
  const res = await fetch(`${site}/api/search?${new URLSearchParams({ q, size: '6' })}`);
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok || !Array.isArray(body.results)) throw new Error(`${q}: HTTP ${res.status}`);
  return ms;
}

if (!existsSync(join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-typeahead-'));
const [contentPort, sitePort] = [await freePort(), await freePort()];
const content = `http://127.0.0.1:${contentPort}`;
const site = `http://127.0.0.1:${sitePort}`;
const shared = { UNIVERSITY: process.env.BENCH_UNIVERSITY ?? 'co', DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ALLOW_DEMO_SECRETS: '1' };
let contentProc;
let siteProc;
let failed = false;
try {
  contentProc = start('content-service/server.mjs', { ...shared, CONTENT_SERVICE_PORT: String(contentPort) });
  await waitFor(`${content}/health`, contentProc);
  siteProc = start('scripts/start-site.mjs', { ...shared, PORT: String(sitePort), HOST: '127.0.0.1', CONTENT_API_URL: content, SITE_URL: site });
  await waitFor(`${site}/robots.txt`, siteProc);

  // Warm-up: compile the route, open connections, fill the JIT (queries outside the list).
  for (let i = 0; i < 40; i++) await roundTrip(site, `zz${i} warm`);

  const all = [];
  const uncached = [];
  const seen = new Set();
  for (let round = 0; round < ROUNDS; round++) {
    for (const word of WORDS) {
      // Round r types r + 3 letters (then the whole word, then the word with a typo).
      const q = round + 3 <= word.length ? word.slice(0, round + 3) : `${word.slice(0, -1)}${round}`;
      const ms = await roundTrip(site, q);
      all.push(ms);
      if (!seen.has(q)) uncached.push(ms);
      seen.add(q);
    }
  }
  const a = summary(all);
  const u = summary(uncached);
  const fmt = (x) => x.toFixed(1).padStart(6);
  console.log(`typeahead round trip via ${site}/api/search (${WORDS.length} queries × ${ROUNDS} rounds, sequential)`);
  console.log(`  all       n=${String(a.n).padStart(4)}  p50=${fmt(a.p50)} ms  p95=${fmt(a.p95)} ms  max=${fmt(a.max)} ms`);
  console.log(`  uncached  n=${String(u.n).padStart(4)}  p50=${fmt(u.p50)} ms  p95=${fmt(u.p95)} ms  max=${fmt(u.max)} ms`);
  failed = !(a.p95 < BUDGET_P95_MS && u.p95 < BUDGET_P95_MS);
  console.log(`${failed ? 'FAIL' : 'PASS'}: p95 ${failed ? '≥' : '<'} ${BUDGET_P95_MS} ms`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await Promise.all([stop(siteProc), stop(contentProc)]);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

// @ts-check
// `npm run test:e2e` after its ensure-* steps: the Playwright specs in streams (playwright.config.ts
// says which spec goes where). `shared`, `long` and `own` run at the same time, each a Playwright
// run with its own servers on its own free ports: the specs mostly wait (on servers, timers, the
// network), and one run at a time kept two cores a third busy. Then `alone` runs with the machine
// to itself. Every line is prefixed with its stream; the exit code is the first failing run's.
//   node scripts/e2e.mjs [playwright options…]   (e.g. --grep "lead"; a spec file: npx playwright test)
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url));
const PHASES = [['shared', 'long', 'own'], ['alone']];
// Chosen by each run's own config: never shared between two runs.
const PER_RUN = ['E2E_CONTENT_PORT', 'E2E_SITE_PORT', 'E2E_STAFF_SITE_PORT', 'E2E_DATA_DIR'];

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/** @param {string} stream @returns {Promise<number>} the run's exit code */
function run(stream) {
  const env = { ...process.env, E2E_STREAM: stream };
  for (const name of PER_RUN) delete env[name];
  // Options that select tests (--grep) may leave a stream with none: that stream has passed.
  const options = process.argv.length > 2 ? [...process.argv.slice(2), '--pass-with-no-tests'] : [];
  const child = spawn(process.execPath, [CLI, 'test', ...options], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const prefix = `[${stream}] `;
  for (const [from, to] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(prefix + line + '\n'));
  }
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exitCode = 1;
  });
}

const started = performance.now();
const results = [];
for (const phase of PHASES) {
  const codes = await Promise.all(phase.map(run));
  phase.forEach((stream, i) => results.push({ stream, code: codes[i] }));
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
for (const { stream, code } of results) console.log(`e2e ${stream}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
console.log(`e2e: ${minutes} min`);
process.exitCode ||= results.find((r) => r.code !== 0)?.code ?? 0;

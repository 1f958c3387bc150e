// Child processes of the benchmark: each started in its own process group on 127.0.0.1, logged
// to bench/out/logs, and all stopped at the end, also on failure or Ctrl-C (stopAll, installed
// as a signal handler by run.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const running = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Spawn a long-running process; its output goes to `${logDir}/${name}.log`. */
export function start(name, command, args, { cwd, env, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stopping it also stops anything it spawned
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const proc = { name, child, exited: new Promise((r) => child.once('exit', (code, signal) => r({ code, signal }))) };
  running.add(proc);
  proc.exited.then(() => running.delete(proc));
  proc.stop = () => stop(proc);
  return proc;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

export async function stop(proc, graceMs = 5000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  signalGroup(proc.child, 'SIGTERM');
  const done = await Promise.race([proc.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    signalGroup(proc.child, 'SIGKILL');
    await Promise.race([proc.exited, sleep(2000)]);
  }
  // The group may hold children that outlived their parent (workers): make sure they are gone.
  signalGroup(proc.child, 'SIGKILL');
}

export async function stopAll() {
  await Promise.all([...running].map((p) => stop(p)));
}

/** Last resort on process exit (synchronous): kill every remaining group. */
export function killAllSync() {
  for (const p of running) signalGroup(p.child, 'SIGKILL');
}

/** Wait until `url` answers (any status below 500 counts unless `ok` is required). */
export async function waitForHttp(url, { proc, timeoutMs = 60_000, requireOk = true } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}) before ${url} answered`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.arrayBuffer();
      if (!requireOk || res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Run a command to completion with a time limit; rejects on a non-zero exit. */
export function runToEnd(name, command, args, { cwd, env, logDir, timeoutMs }) {
  const proc = start(name, command, args, { cwd, env, logDir });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop(proc);
      reject(new Error(`${name} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    proc.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${code ?? signal}); see ${join(logDir, `${name}.log`)}`));
    });
  });
}

// The soak's process plumbing: free loopback ports, child processes with their last log lines,
// questions over the IPC channel, and a process tree's RSS read from /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Start `node script` in `cwd` with `env`; keeps its last log lines in `logs`. */
export function startProcess(cwd, script, env, { ipc = false } = {}) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  });
  const logs = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (c) => {
      logs.push(...c.toString().split('\n').filter(Boolean));
      logs.splice(0, Math.max(0, logs.length - 200));
    });
  }
  return { child, logs };
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export async function waitFor(url, child, logs, timeoutMs = 60_000) {
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

/** Ask `child` a question over IPC: resolves with its answer of the same type and id, or null after `timeoutMs`. */
export function ask(child, type, payload = {}, timeoutMs = 2_000) {
  return new Promise((resolve) => {
    const id = Math.random();
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, timeoutMs);
    const onMessage = (m) => {
      if (m?.type !== type || m.id !== id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.send({ type, id, ...payload });
  });
}

/** RSS of a process and all its descendants, from /proc (bytes), and how many processes. */
export function treeRss(pid) {
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

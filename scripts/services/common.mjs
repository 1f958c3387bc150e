// What the service scripts share: installing a Debian package when its binary is missing, a free
// loopback port, waiting for a port to accept connections, a child on a port, and stopping on
// Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

let updated = false;

/**
 * Install Debian packages with apt-get when `present()` is false (as root only: a developer
 * without root is told the command to run). The services' own init scripts are never used.
 */
export function ensurePackages(packages, present, { log = (line) => console.error(line) } = {}) {
  if (present()) return;
  if (process.getuid?.() !== 0) throw new Error(`missing: run "sudo apt-get install -y ${packages.join(' ')}"`);
  log(`installing ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Test files run in parallel may install at once: wait for dpkg's lock rather than fail.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  const install = () =>
    execFileSync('apt-get', [...lock, 'install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env, timeout: 900_000 });
  try {
    install();
  } catch {
    // A stale package list, or a postinst that tried to start the service (no init here): update and retry.
    if (!updated) {
      updated = true;
      execFileSync('apt-get', [...lock, 'update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env, timeout: 600_000 });
    }
    try {
      install();
    } catch (error) {
      if (!present()) throw error;
    }
  }
  if (!present()) throw new Error(`apt-get did not install ${packages.join(', ')}`);
}

export const exists = (path) => () => existsSync(path);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });
}

/** Resolves once 127.0.0.1:port accepts a connection; rejects after `timeoutMs`. */
export async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Start `binary args` as a child that listens on `port`; resolves once the port accepts
 * connections (rejects when the child exits first). `stop()` ends the child with SIGTERM, waits
 * for it, then removes `workDir`.
 */
export async function spawnOnPort(name, binary, args, { port, workDir }) {
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([waitForPort(port), exited.then(() => Promise.reject(new Error(`${name} exited at start`)))]);
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** CLI mode of a service script: print its variable, keep it up until Ctrl-C or SIGTERM. */
export async function runUntilSignal(service, variable) {
  console.log(`${variable}=${service.url}`);
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await service.stop();
}

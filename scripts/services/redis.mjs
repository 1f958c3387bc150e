// A throwaway Redis for tests and local runs: Debian's redis-server (installed with apt-get when
// missing) on a free loopback port, no persistence, its working files under a temp folder.
//   node scripts/services/redis.mjs         prints REDIS_URL=…, stops on Ctrl-C
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePackages, exists, freePort, runUntilSignal, waitForPort } from './common.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';

export function ensureRedis(options) {
  ensurePackages(['redis-server'], exists(REDIS_SERVER), options);
  return REDIS_SERVER;
}

/** Start a fresh server (on `port` if given, to restart one in place); `stop()` ends it. */
export async function startRedis(options = {}) {
  const binary = ensureRedis(options);
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([waitForPort(port), exited.then(() => Promise.reject(new Error('redis-server exited at start')))]);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startRedis().then((service) => runUntilSignal(service, 'REDIS_URL'));
}

// A throwaway Redis for tests and local runs: Debian's redis-server (installed with apt-get when
// missing) on a free loopback port, no persistence, its working files under a temp folder.
//   node scripts/services/redis.mjs         prints REDIS_URL=…, stops on Ctrl-C
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePackages, exists, freePort, runUntilSignal, spawnOnPort } from './common.mjs';

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
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
  const { stop } = await spawnOnPort('redis-server', binary, args, { port, workDir: dir });
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startRedis().then((service) => runUntilSignal(service, 'REDIS_URL'));
}

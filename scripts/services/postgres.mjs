// A throwaway PostgreSQL for tests and local runs: Debian's package (installed with apt-get when
// missing), a data directory under a temp folder made with initdb, the server on a free loopback
// port through pg_ctl. PostgreSQL refuses to run as root: as root, the files belong to, and the
// commands run as, the package's `postgres` user.
//   node scripts/services/postgres.mjs      prints DATABASE_URL=…, stops on Ctrl-C
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePackages, freePort, runUntilSignal, waitForPort } from './common.mjs';

const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory (PostgreSQL binaries are not on PATH in Debian). */
function binDir() {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(ROOT, versions[0], 'bin') : null;
}

export function ensurePostgres(options) {
  ensurePackages(['postgresql'], () => binDir() !== null, options);
  return binDir();
}

function userIds(name) {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Start a fresh server; `stop()` shuts it down and removes its files. */
export async function startPostgres(options = {}) {
  const bin = ensurePostgres(options);
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    return execFileSync(command[0], command[1], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=100',
    // A test database: speed over durability (the outbox's durability is PostgreSQL's own).
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  await waitForPort(port);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startPostgres().then((service) => runUntilSignal(service, 'DATABASE_URL'));
}

// Facts about the machine and the tool versions, for the report.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';

const safe = (f) => {
  try {
    return f();
  } catch {
    return 'unknown';
  }
};
const pkgVersion = (root, name) => safe(() => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version);
const cmd = (file, args) => safe(() => execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000 }).trim());

export function machineFacts(root, { nginxBin, chromium }) {
  const cpu = cpus();
  return {
    os: `Debian ${safe(() => readFileSync('/etc/debian_version', 'utf8').trim())}, Linux ${release()}`,
    cpu: `${cpu.length} × ${cpu[0]?.model ?? 'unknown'}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    next: pkgVersion(root, 'next'),
    react: pkgVersion(root, 'react'),
    lighthouse: pkgVersion(root, 'lighthouse'),
    autocannon: pkgVersion(root, 'autocannon'),
    chromium: cmd(chromium, ['--version']),
    nginx: safe(() => spawnSync(nginxBin, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '')),
    loadAtStart: loadavg().map((x) => x.toFixed(2)).join(' '),
  };
}

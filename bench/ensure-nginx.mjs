// Makes sure Debian's nginx binary is present (the benchmark runs it with its own config; the
// package's service is never started). Installs it with apt-get when /usr/sbin/nginx is missing.
//   node bench/ensure-nginx.mjs
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const NGINX = '/usr/sbin/nginx';

export function ensureNginx({ log = console.log } = {}) {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) throw new Error(`${NGINX} is missing: run "sudo apt-get install -y nginx-light" (or nginx)`);
  log('nginx missing: installing it with apt-get (Debian package "nginx")');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env, timeout: 180_000 });
  // policy-rc.d-free: the package's postinst may try to start the service; that failing is fine
  // as long as the binary is there.
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env, timeout: 300_000 });
  } catch (error) {
    if (!existsSync(NGINX)) throw error;
  }
  if (!existsSync(NGINX)) throw new Error('apt-get did not install /usr/sbin/nginx');
  return NGINX;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureNginx();
  console.log(execFileSync(NGINX, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) || 'nginx present');
}

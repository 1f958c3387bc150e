// The servers the benchmark measures: the embedded content service, the site (its custom
// server, scripts/start-site.mjs), a bare Next.js app built with the same Next version, and nginx.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runToEnd, start, waitForHttp } from './procs.mjs';

const NEXT_BIN = 'node_modules/next/dist/bin/next';

/** The embedded content service; `contentDir`: a content set of its own in place of content-service/content. */
export async function startContentService(root, logDir, { delayMs = 0, name = 'content-service', contentDir } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-content-'));
  const proc = start(name, process.execPath, ['content-service/server.mjs'], {
    cwd: root,
    logDir,
    env: { UNIVERSITY: 'co', CONTENT_SERVICE_PORT: String(port), CONTENT_BLOCK_DELAY_MS: String(delayMs), DATA_DIR: dataDir, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, { proc, timeoutMs: 15_000 });
  return { url, proc, dataDir };
}

export async function startSite(root, logDir, { contentUrl, name = 'site', env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const proc = start(name, process.execPath, ['scripts/start-site.mjs'], {
    cwd: root,
    logDir,
    env: { PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, UNIVERSITY: 'co', CONTENT_API_URL: contentUrl, DATA_DIR: dataDir, NODE_ENV: 'production', ALLOW_DEMO_SECRETS: '1', ...env },
  });
  await waitForHttp(`${url}/robots.txt`, { proc, timeoutMs: 60_000 });
  return { url, proc };
}

/**
 * Plain `next start` on the site's own build, with the site's environment: the reference that
 * scripts/start-site.mjs (Next's handler + hashed CSP + 503 mapping) is compared with.
 */
export async function startPlainNext(root, logDir, { contentUrl }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-plain-'));
  const proc = start('plain-next', process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    logDir,
    env: { SITE_URL: url, UNIVERSITY: 'co', CONTENT_API_URL: contentUrl, DATA_DIR: dataDir, NODE_ENV: 'production', ALLOW_DEMO_SECRETS: '1' },
  });
  await waitForHttp(`${url}/robots.txt`, { proc, timeoutMs: 60_000 });
  return { url, proc };
}

const BARE_FILES = {
  'package.json': JSON.stringify({ name: 'bare-next-bench', private: true }, null, 2),
  // Plain JSX: no TypeScript, so the bare app adds no tsconfig or .d.ts to the repository.
  'next.config.mjs': `import { fileURLToPath } from 'node:url';
/** A bare Next.js app: nothing but the framework's defaults. */
export default { turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) } };
`,
  'app/layout.jsx': `export const metadata = { title: 'hola', description: 'Página mínima de Next.js para comparar' };

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return <main><h1>hola</h1></main>;
}
`,
};

/**
 * Create bench/.bare (a bare Next app) with node_modules hard-linked from the site's (symlinks
 * break Turbopack), and build it with the same Next version. Re-linked when Next changed.
 */
export async function buildBare(root, bareDir, logDir) {
  mkdirSync(join(bareDir, 'app'), { recursive: true });
  for (const [file, text] of Object.entries(BARE_FILES)) writeFileSync(join(bareDir, file), text);
  const version = (dir) => {
    try {
      return JSON.parse(readFileSync(join(dir, 'node_modules/next/package.json'), 'utf8')).version;
    } catch {
      return null;
    }
  };
  if (version(bareDir) !== version(root)) {
    rmSync(join(bareDir, 'node_modules'), { recursive: true, force: true });
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(bareDir, 'node_modules')]);
  }
  rmSync(join(bareDir, '.next'), { recursive: true, force: true });
  await runToEnd('bare-build', process.execPath, [NEXT_BIN, 'build'], { cwd: bareDir, logDir, timeoutMs: 180_000 });
  return version(bareDir);
}

export async function startBare(bareDir, logDir) {
  const port = await freePort();
  const proc = start('bare', process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: bareDir, logDir, env: { NODE_ENV: 'production' } });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, { proc, timeoutMs: 30_000 });
  return { url, proc };
}

/**
 * nginx with a generated config: one server answering the saved HTML as a file, one in front of
 * the site with proxy_cache. The cache honours the site's own Cache-Control (s-maxage,
 * stale-while-revalidate): there is deliberately no proxy_cache_valid, so a page that does not
 * declare itself cacheable by a shared cache is not cached. Campaign cookies are personal:
 * Set-Cookie is ignored for caching and never passed on from the cache.
 */
export async function startNginx(nginxBin, dir, logDir, { html, siteUrl }) {
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['html', 'cache', 'tmp/client', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi', 'logs']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'html/index.html'), html);
  const filePort = await freePort();
  const proxyPort = await freePort();
  const site = new URL(siteUrl);
  const conf = `# generated by bench/lib/servers.mjs
daemon off;
${process.getuid?.() === 0 ? 'user root root; # workers write the cache inside bench/.nginx\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs/error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type application/octet-stream;
  types { text/html html; }
  client_body_temp_path tmp/client;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  proxy_cache_path cache levels=1:2 keys_zone=site:10m max_size=200m inactive=10m use_temp_path=off;

  upstream site {
    server ${site.hostname}:${site.port};
    keepalive 32;
  }

  # The site's HTML of "/" saved as a file.
  server {
    listen 127.0.0.1:${filePort};
    root html;
    index index.html;
  }

  # The site behind a caching reverse proxy (what a CDN does).
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_cache site;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_ignore_headers Set-Cookie;
      proxy_hide_header Set-Cookie;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  execFileSync(nginxBin, ['-t', '-q', '-c', confPath, '-p', `${dir}/`], { stdio: ['ignore', 'ignore', 'pipe'] });
  const proc = start('nginx', nginxBin, ['-c', confPath, '-p', `${dir}/`], { cwd: dir, logDir });
  const fileUrl = `http://127.0.0.1:${filePort}`;
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  await waitForHttp(`${fileUrl}/`, { proc, timeoutMs: 10_000 });
  return { fileUrl, proxyUrl, proc, conf };
}

export function siteIsBuilt(root) {
  return existsSync(join(root, '.next/BUILD_ID'));
}

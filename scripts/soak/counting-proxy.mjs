// A loopback HTTP proxy in front of the content service that counts every upstream call of the
// site, by kind, and records when each page-by-path call happened (calls per unknown path).
import { createServer, request as httpRequest } from 'node:http';

/** What a call to the content service is, from its path and query. */
export function classify(url) {
  const { pathname, searchParams } = new URL(url, 'http://upstream');
  if (pathname.endsWith('/web/page')) {
    return searchParams.has('path') ? { kind: 'page by path', key: searchParams.get('path') } : { kind: 'page by name', key: searchParams.get('name') };
  }
  if (pathname.includes('/web/block/')) return { kind: 'block', key: null };
  if (pathname === '/search') return { kind: 'search', key: null };
  if (pathname.endsWith('/resourcevisits')) return { kind: 'visits', key: null };
  if (pathname === '/university-configuration') return { kind: 'configuration', key: null };
  return { kind: 'other', key: null };
}

/** Start the proxy on a free loopback port; resolves with its URL, its counters and `close()`. */
export function startCountingProxy(target, clock = Date.now) {
  const byKind = {};
  const pathCalls = new Map(); // path → call times (ms)
  const server = createServer((req, res) => {
    const { kind, key } = classify(req.url ?? '/');
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    if (kind === 'page by path') pathCalls.set(key, [...(pathCalls.get(key) ?? []), clock()]);
    const upstream = httpRequest(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, byKind, pathCalls, close: () => new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }) });
    });
  });
}

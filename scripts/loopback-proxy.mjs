// A loopback HTTP proxy in front of the content service, for the tools that watch or steer what
// the site asks of it: the soak counts the calls (scripts/soak/counting-proxy.mjs), the bench
// switches between two content services (bench/lib/redirects.mjs).
import { createServer, request as httpRequest } from 'node:http';

/**
 * Start the proxy on a free loopback port. Each request goes on as it came to `target()`, read per
 * request; `onRequest(req)` sees it first and may return a function that sees the answer. A
 * target that cannot be reached answers 502. Resolves with its URL and `close()`.
 * @param {() => string} target
 * @param {(req: import('node:http').IncomingMessage) => ((answer: import('node:http').IncomingMessage) => void) | void} [onRequest]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startLoopbackProxy(target, onRequest = () => {}) {
  const server = createServer((req, res) => {
    const onAnswer = onRequest(req);
    const to = new URL(req.url ?? '/', target());
    const upstream = httpRequest(to, { method: req.method, headers: { ...req.headers, host: to.host } }, (answer) => {
      onAnswer?.(answer);
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
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

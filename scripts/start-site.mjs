// The site's HTTP server: Next's own request handler, with three additions.
// - Plain http behind the TLS proxy (X-Forwarded-Proto: http) is redirected to the https
//   SITE_URL (server/https-redirect.mjs).
// - A page whose render failed (500: the content service is down or broken and no cached copy
//   exists) is answered as 503 with Retry-After, so crawlers and CDNs retry instead of dropping
//   or caching the page.
// - Every HTML document gets a Content-Security-Policy with the hashes of its inline scripts
//   (server/csp.mjs), and HSTS when served over https.
// - Next's scripts run once the first screen is painted (server/deferred-scripts.mjs).
// - `/404` and `/error` are answered 404, and the empty 404 document Next sends for an unknown
//   path (and Next's build-time copy of `/404`) is replaced by the server-rendered one of
//   `/error` (server/not-found-document.mjs).
//   node scripts/start-site.mjs [--dev]        (PORT, HOST)
import { createServer } from 'node:http';
import next from 'next';
import { answerBadEncoding } from '../server/bad-encoding.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from '../server/csp.mjs';
import { deferScripts } from '../server/deferred-scripts.mjs';
import { FinishedDocuments } from '../server/finished-documents.mjs';
import { filterHtml } from '../server/html-filter.mjs';
import { httpsRedirect } from '../server/https-redirect.mjs';
import { isNotFoundPath, NOT_FOUND_SOURCE, NotFoundDocument } from '../server/not-found-document.mjs';
import { OUTAGE_PAGE } from '../server/outage-page.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const app = next({ dev, hostname: host === '0.0.0.0' ? 'localhost' : host, port });
const handle = app.getRequestHandler();
await app.prepare();

// A cached page is the same document for every visitor: it is finished once per ETag.
const finished = new FinishedDocuments();

// Fetched through this very server, so that it is the document any visitor of `/error` gets.
const loopbackHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const notFoundDocument = new NotFoundDocument(async () => {
  const response = await fetch(`http://${loopbackHost.includes(':') ? `[${loopbackHost}]` : loopbackHost}:${port}${NOT_FOUND_SOURCE}`, { signal: AbortSignal.timeout(10_000) });
  return response.status === 404 ? response.text() : null;
});

const server = createServer((req, res) => {
  // The TCP peer, for the client address of the rate limit (lib/http/rate-limit.ts): set here,
  // so that a client's own header of that name never counts.
  req.headers['x-site-socket-address'] = req.socket.remoteAddress ?? '';
  const secureTarget = httpsRedirect(req.headers['x-forwarded-proto'], req.url, process.env.SITE_URL);
  if (secureTarget) {
    res.writeHead(308, { location: secureTarget }).end();
    return;
  }
  if (answerBadEncoding(req, res)) return; // `/%ff`: 404 page or 400 JSON, never a 500
  const isPage = !req.url?.startsWith('/api/') && !req.url?.startsWith('/_next/static/');
  // A document of the not-found page is a 404 (its RSC payload, for a client navigation, stays 200).
  const notFoundPath = isPage && !req.headers.rsc && isNotFoundPath(req.url);
  if (isPage) {
    const writeHead = res.writeHead;
    res.writeHead = function mapStatus(status, ...rest) {
      if (status === 500) {
        res.setHeader('retry-after', '30');
        res.setHeader('cache-control', 'no-store');
        return writeHead.call(this, 503, ...rest);
      }
      return writeHead.call(this, notFoundPath && status === 200 ? 404 : status, ...rest);
    };
  }
  const https = req.headers['x-forwarded-proto'] === 'https';
  if (https) res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
  // Development needs eval for fast refresh: the policy applies to production builds.
  // Documents only: RSC payloads of client navigations carry no inline script.
  if (!dev && isPage && !req.headers.rsc) {
    filterHtml(res, {
      onHtml: (html, response) => {
        // A failed render's document is an empty shell completed by client code: send the
        // self-contained branded page instead, readable by every visitor and crawler. A 404 gets
        // the server-rendered not-found page (Next's is empty, or its build-time copy for /404).
        const page = response.statusCode >= 500 ? OUTAGE_PAGE : response.statusCode === 404 ? notFoundDocument.replace(html) : html;
        const document = deferScripts(page);
        response.setHeader('content-security-policy', contentSecurityPolicy(inlineScriptHashes(document), { https }));
        return document === html ? undefined : document;
      },
      ...finished.hooks(https, 'content-security-policy'),
    });
  }
  void handle(req, res);
});

server.listen(port, host, () => {
  console.log(`Sitio ${dev ? '(desarrollo) ' : ''}en http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  if (!dev) void notFoundDocument.refresh();
});

const stop = () => server.close(() => app.close().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

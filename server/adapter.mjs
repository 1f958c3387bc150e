// @ts-check
// The Next adapter: Next's own request handler, wrapped with what Next's configuration cannot do
// for cached pages (docs/decisions/0005-next-adapter.md). scripts/start-site.mjs starts it.
//
// What it adds, and why Next cannot (Next 16.4: next.config, proxy.ts, route segment config):
// 1. The TCP peer's address in `x-site-socket-address`, for the rate limit
//    (lib/http/rate-limit.ts). Next gives no route or proxy.ts the socket (`request.ip` is gone
//    when self-hosted).
// 2. Plain http redirected to the https SITE_URL (https-redirect.mjs). next.config `redirects`
//    are fixed at build time, while SITE_URL is read at start, and the target must be that
//    origin, never the request's Host; proxy.ts runs only on the paths of its matcher.
// 3. Badly percent-encoded paths (`/%ff`) answered 404 (400 JSON under /api/) with the security
//    headers (bad-encoding.mjs, rules §8). Next answers them 500 before any route or proxy.ts.
//    A missing file under /media/, /fonts/ or /_next/static/ answered a small 404
//    (static-files.mjs): Next hands it to the catch-all page, a render and a content lookup.
// 4. A failed render (500) answered 503 with Retry-After and the branded outage page
//    (outage-page.mjs, rules §8). Next sends 500 and an empty shell that client code completes;
//    no option sets the status or the body of a failed render.
// 5. A Content-Security-Policy with the sha256 of every inline script of the document (csp.mjs,
//    docs/decisions/0001-hashed-csp.md). Next's strict policies are a nonce per request, which
//    makes every page dynamic, or `experimental.sri`, which covers script files but not the
//    inline flight scripts (vercel/next.js#95354); next.config `headers()` are fixed strings.
// 6. Next's scripts started once the first screen is painted (deferred-scripts.mjs,
//    docs/decisions/0004-deferred-scripts.md). Next writes its chunks as `<script async>` and
//    low-priority preloads, with no option to defer them.
// 7. `/404` and `/error` answered 404, and every 404 document replaced by the server-rendered one
//    of `/error` (not-found-document.mjs, rules §2). A notFound() of a cached route sends an empty
//    body drawn by client code (vercel/next.js#62228); `/404` is a copy made at build time.
// 8. Admission control (admission.mjs, docs/decisions/0009-admission-control.md): a bounded
//    number of uncached requests at once, a short queue, a 503 with Retry-After beyond it or
//    under event-loop or heap pressure, the site's known pages before unknown paths, and
//    `/api/health`. Next starts every render it is asked for and has no concurrency limit.
// 9. The cookie notice before a choice, and the tag manager after "Aceptar" (consent.mjs,
//    docs/decisions/0015-rights-and-cookies.md): they depend on the visitor's cookie, while the
//    page is cached for everyone; inside the page they would be in every visitor's RSC payload.
// 10. Each JSON-LD block once, in the markup, not again in the RSC payload (structured-data.mjs):
//    React writes both copies, and the payload's is out of gzip's reach of the markup's.
// 5–7 and 10 rewrite Next's markup found with regular expressions: e2e/next-markup.spec.ts fails loudly
// when a Next upgrade changes it (server/next-markup.ts says what is relied on).
//
// How: html-filter.mjs holds a document until it is complete, so that 4–7, 9 and 10 can read and replace
// it; finished-documents.mjs keeps each finished document by ETag, so that a cached page is
// finished once, not on every request. HSTS is next.config.mjs's (`headers()` with `has`).
//
// Also in this folder, plugged in through Next's own options rather than this adapter:
// cache-handler.mjs (next.config `cacheHandler`, Redis) and redis-options.mjs (every Redis client).
import { createAdmission } from './admission.mjs';
import { answerBadEncoding } from './bad-encoding.mjs';
import { consentChoice, consentVariant, documentEtag, nextIfNoneMatch, tagManager, withConsent } from './consent.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';
import { deferScripts } from './deferred-scripts.mjs';
import { FinishedDocuments } from './finished-documents.mjs';
import { filterHtml } from './html-filter.mjs';
import { httpsRedirect } from './https-redirect.mjs';
import { isNotFoundPath, NOT_FOUND_SOURCE, NotFoundDocument } from './not-found-document.mjs';
import { OUTAGE_PAGE } from './outage-page.mjs';
import { sitemapPaths } from './sitemap-paths.mjs';
import { answerMissingFile, staticFiles } from './static-files.mjs';
import { structuredDataOnce } from './structured-data.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void>} NextHandler */

/**
 * The site's request listener around Next's `handle`, and `warm`, to call once the server
 * listens: it loads the not-found document through `origin` (this very server).
 * @param {NextHandler} handle
 * @param {{ dev: boolean, origin: string }} options
 * @returns {{ listener: (req: IncomingMessage, res: ServerResponse) => void, warm: () => Promise<void> }}
 */
export function adaptNext(handle, { dev, origin }) {
  // A cached page is the same document for every visitor: it is finished once per ETag.
  const finished = new FinishedDocuments();
  // Read at start, not inlined at build: one build serves with and without a container.
  const tag = tagManager(process.env);
  // Fetched through this very server, so that it is the document any visitor of `/error` gets.
  const notFoundDocument = new NotFoundDocument(async () => {
    const response = await fetch(`${origin}${NOT_FOUND_SOURCE}`, { signal: AbortSignal.timeout(10_000) });
    return response.status === 404 ? response.text() : null;
  });

  // A missing file is answered before admission, without a render (static-files.mjs).
  const files = staticFiles({ dir: process.cwd(), nextStatic: !dev });
  // Uncached work is admitted as far as this process can finish it (admission.mjs).
  const admission = createAdmission();
  /** @type {(req: IncomingMessage, res: ServerResponse) => void} */
  const listener = (req, res) => {
    // Set here, so that a client's own header of that name never counts.
    req.headers['x-site-socket-address'] = req.socket.remoteAddress ?? '';
    const secureTarget = httpsRedirect(req.headers['x-forwarded-proto'], req.url, process.env.SITE_URL);
    if (secureTarget) {
      res.writeHead(308, { location: secureTarget }).end();
      return;
    }
    if (answerBadEncoding(req, res)) return;
    if (files.missing(req.url ?? '/')) return answerMissingFile(req, res);
    if (req.url?.split('?')[0] === '/api/health') return admission.health(req, res);
    admission.run(req, res, () => render(req, res));
  };

  /** @type {(req: IncomingMessage, res: ServerResponse) => void} */
  const render = (req, res) => {
    const isPage = !req.url?.startsWith('/api/') && !req.url?.startsWith('/_next/static/');
    // An RSC payload (a client navigation) is no document: it stays 200 and carries no inline script.
    const isDocument = isPage && !req.headers.rsc;
    if (isPage) mapStatus(res, isDocument && isNotFoundPath(req.url));
    // Development needs eval for fast refresh: the policy applies to production builds.
    if (!dev && isDocument) {
      const https = req.headers['x-forwarded-proto'] === 'https';
      const choice = consentChoice(req.headers.cookie);
      etagPerChoice(req, res, choice);
      filterHtml(res, {
        onHtml: (html, response) => {
          // A failed render's shell becomes the self-contained outage page; a 404 the
          // server-rendered not-found page (Next's is empty, or the build-time copy for /404).
          const page = response.statusCode >= 500 ? OUTAGE_PAGE : response.statusCode === 404 ? notFoundDocument.replace(html) : html;
          const document = deferScripts(response.statusCode >= 500 ? page : withConsent(structuredDataOnce(page), { choice, tag }));
          const tagOrigin = tag && choice === 'accepted' ? tag.origin : null;
          response.setHeader('content-security-policy', contentSecurityPolicy(inlineScriptHashes(document), { https, tagOrigin }));
          return document === html ? undefined : document;
        },
        ...finished.hooks(https, 'content-security-policy', consentVariant(choice)),
      });
    }
    void handle(req, res);
  };

  // Warming renders the not-found page through this server: it loads the page route's modules, the
  // cold start the first visitor would otherwise wait for. Health says `warming` until then.
  // It also reads the sitemap through this server, so that admission knows the site's pages.
  const warm = async () => {
    if (!dev) await notFoundDocument.refresh();
    admission.warmed();
    if (!dev) admission.know(await sitemapPaths(origin));
  };
  return { listener, warm };
}

/**
 * A document's ETag names the visitor's choice too (consent.mjs): Next answers If-None-Match with
 * its own tags, so the request's tags are translated for it and the answer's tag is given the choice.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {'accepted' | 'rejected' | null} choice
 */
function etagPerChoice(req, res, choice) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const translated = nextIfNoneMatch(ifNoneMatch, choice);
    if (translated === undefined) delete req.headers['if-none-match'];
    else req.headers['if-none-match'] = translated;
  }
  const setHeader = res.setHeader;
  res.setHeader = /** @type {ServerResponse['setHeader']} */ (
    function (/** @type {string} */ name, /** @type {any} */ value) {
      return setHeader.call(res, name, name.toLowerCase() === 'etag' && typeof value === 'string' ? documentEtag(value, choice) : value);
    }
  );
}

/**
 * The status Next writes, as the site answers it: 500 (a failed render) becomes 503 with
 * Retry-After and no caching, so crawlers and CDNs retry instead of dropping or keeping the page;
 * a 200 of the not-found page itself becomes 404.
 * @param {ServerResponse} res
 * @param {boolean} notFound
 */
function mapStatus(res, notFound) {
  const writeHead = res.writeHead;
  /** @param {number} status @param {...any} rest */
  function mapped(status, ...rest) {
    if (status === 500) {
      res.setHeader('retry-after', '30');
      res.setHeader('cache-control', 'no-store');
      return writeHead.call(res, 503, ...rest);
    }
    return writeHead.call(res, notFound && status === 200 ? 404 : status, ...rest);
  }
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (mapped);
}

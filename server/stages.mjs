// @ts-check
// Everything the adapter adds to Next, in the order it happens: one stage per line, each in its own
// file with its test, and why Next cannot do it (Next 16.4: next.config, proxy.ts, route segment
// config; docs/decisions/0005-next-adapter.md). server/adapter.mjs runs the list in one place;
// `npm run dev` runs the same list, but for the stages marked `dev: false`, which a banner on every
// page names.
//
// A stage may adjust the request before Next (`request`), answer it instead of Next (`answer`),
// admit it to Next later or never (`admit`), and, for a page, see the status and headers of its
// answer (`head`: documents and client navigations) and the whole HTML document (`document`).
// Each returns a new head or document: none writes to Node's response but to answer for Next.
import { admissionStage } from './admission.mjs';
import { badEncodingStage } from './bad-encoding.mjs';
import { cookieNoticeStage } from './cookie-notice.mjs';
import { cspStage } from './csp.mjs';
import { deferredScriptsStage } from './deferred-scripts.mjs';
import { httpsRedirectStage } from './https-redirect.mjs';
import { metricsStage } from './metrics-endpoint.mjs';
import { notFoundStage } from './not-found-page.mjs';
import { outageStage } from './outage-page.mjs';
import { socketAddressStage } from './socket-address.mjs';
import { staticBrotliStage } from './static-brotli.mjs';
import { missingFileStage } from './static-files.mjs';
import { structuredDataStage } from './structured-data.mjs';

/** @typedef {import('./html-filter.mjs').Head} Head */
/** @typedef {import('./html-filter.mjs').Document} Document */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/**
 * What the stages share for the process's life (server/adapter.mjs makes it).
 * @typedef {object} Site
 * @property {boolean} dev
 * @property {{ missing: (url: string) => boolean, file: (url: string) => string | null }} files the static files (static-files.mjs)
 * @property {{ answer: (req: IncomingMessage, res: ServerResponse) => boolean }} brotli the build's scripts and stylesheets in Brotli (static-brotli.mjs)
 * @property {ReturnType<typeof import('./admission.mjs').createAdmission>} admission
 * @property {{ id: string, origin: string } | null} tag the tag manager, read at start (cookie-notice.mjs)
 */
/**
 * One request's facts.
 * @typedef {object} Visit
 * @property {Site} site
 * @property {boolean} page a page (not under /api/ or /_next/static/): its answer passes `head` and `document`
 * @property {boolean} document a page's document (not a client navigation's RSC payload)
 * @property {boolean} https the visitor's connection, as the proxy in front reports it
 * @property {'accepted' | 'rejected' | null} choice the visitor's cookie choice (cookie-notice.mjs)
 */
/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {false} [dev] off in development (the banner names it)
 * @property {(req: IncomingMessage, visit: Visit) => void} [request]
 * @property {(req: IncomingMessage, res: ServerResponse, visit: Visit) => boolean} [answer] true: answered, Next never runs
 * @property {(req: IncomingMessage, res: ServerResponse, visit: Visit, next: () => void) => void} [admit] calls `next` once admitted, or answers
 * @property {(head: Head, visit: Visit) => Head} [head]
 * @property {(doc: Document, visit: Visit) => Document} [document]
 */

/** @type {readonly Stage[]} */
export const STAGES = [
  // The TCP peer, for the rate limit. Next gives no route or proxy.ts the socket (`request.ip` is gone when self-hosted).
  socketAddressStage,
  // http → https SITE_URL. Redirects are fixed at build, SITE_URL is read at start; proxy.ts sees only its matcher.
  httpsRedirectStage,
  // `/%ff` answered 404 (400 under /api/). Next answers it 500, before any route or proxy.ts.
  badEncodingStage,
  // A missing file under /media/ or /_next/static/: 404. Next renders the catch-all page for it.
  missingFileStage,
  // The build's scripts and stylesheets in Brotli. Next compresses with gzip alone.
  staticBrotliStage,
  // /api/metrics, closed by METRICS_TOKEN, answered while the site sheds. Next would admit and route it like any API request.
  metricsStage,
  // Bounded renders, a short queue, 503 beyond; /api/health. Next starts every render it is asked for.
  admissionStage,
  // A failed render: 503, Retry-After, the branded page. Next sends 500 and an empty document that client code completes.
  outageStage,
  // The not-found page answered 404. A page sets no status, and notFound() sends an empty body (vercel/next.js#62228).
  notFoundStage,
  // Each JSON-LD block once. React writes it in the markup and again in the RSC payload, out of gzip's reach.
  structuredDataStage,
  // The cookie notice and the tag per visitor. Inside the cached page they would be everyone's, in its payload.
  cookieNoticeStage,
  // Next's scripts after the first paint, started by a loader file it serves. Next writes its chunks `async`, with no option to defer them.
  deferredScriptsStage,
  // The hashed CSP. Next's strict policies are nonces (every page dynamic) or SRI (no inline scripts).
  cspStage,
];

/** @param {string} html @param {readonly Stage[]} off */
const withDevBanner = (html, off) =>
  html.replace(
    /<body\b[^>]*>/i,
    (body) =>
      `${body}<p role="note" data-dev-banner style="margin:0;padding:.5rem 1rem;background:#fff3cd;color:#4d3800;font:14px/1.4 system-ui,sans-serif">Desarrollo: sin ${off.map((s) => s.name).join(', ')} (el recargado en caliente de Next necesita eval).</p>`,
  );

/**
 * The stages of a server, and the banner of development naming those it runs without.
 * @param {boolean} dev
 * @returns {readonly Stage[]}
 */
export function stagesFor(dev) {
  if (!dev) return STAGES;
  const off = STAGES.filter((s) => s.dev === false);
  /** @type {Stage} */
  const banner = { name: 'development banner', document: (doc) => ({ ...doc, html: withDevBanner(doc.html, off) }) };
  return [...STAGES.filter((s) => s.dev !== false), banner];
}

/**
 * A request's way through the stages, for the adapter to follow.
 * @param {readonly Stage[]} stages
 * @param {Visit} visit
 */
export function runStages(stages, visit) {
  const admits = stages.filter((s) => s.admit);
  return {
    /** Adjust the request; true when a stage answered it. @param {IncomingMessage} req @param {ServerResponse} res */
    answered: (req, res) => {
      for (const s of stages) {
        s.request?.(req, visit);
        if (s.answer?.(req, res, visit)) return true;
      }
      return false;
    },
    /** Calls `next` once every admitting stage admitted the request. @param {IncomingMessage} req @param {ServerResponse} res @param {() => void} next */
    admit: (req, res, next) => {
      /** @param {number} i */
      const from = (i) => (i < admits.length ? admits[i]?.admit?.(req, res, visit, () => from(i + 1)) : next());
      from(0);
    },
    /** @param {Head} head @returns {Head} */
    head: (head) => stages.reduce((h, s) => (s.head ? s.head(h, visit) : h), head),
    /** @param {Document} doc @returns {Document} */
    document: (doc) =>
      stages.reduce((d, s) => {
        const headed = s.head ? { ...s.head(d, visit), html: d.html } : d;
        return s.document ? s.document(headed, visit) : headed;
      }, doc),
  };
}

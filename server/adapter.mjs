// @ts-check
// The Next adapter: Next's own request handler, and what Next's configuration cannot do, as the
// ordered stages of server/stages.mjs (docs/decisions/0005-next-adapter.md). scripts/start-site.mjs
// hands its listener to the process's one HTTP server, in production and in development.
//
// This is the one place the stages run: each request goes through their `request` and `answer`
// steps, then their admission, then Next, whose answer passes their `head` and `document` steps
// (html-filter.mjs takes it from Next's response). finished-documents.mjs keeps each finished
// document by ETag, so that a cached page is finished once, not on every request. The stages
// rewrite Next's markup found with regular expressions: e2e/next-markup.spec.ts fails loudly when
// a Next upgrade changes it (server/next-markup.ts says what is relied on). Each request is
// answered on its record (request-context.mjs): its id, and its access line when done
// (request-log.mjs).
//
// Also in this folder, plugged in through Next's own options rather than this adapter:
// cache-handler.mjs (next.config `cacheHandler`, Redis) and redis-options.mjs (every Redis client).
// HSTS is next.config.mjs's (`headers()` with `has`).
import { createAdmission } from './admission.mjs';
import { cookieChoiceOf, cookieChoiceVariant, tagManager } from './cookie-notice.mjs';
import { FinishedDocuments } from './finished-documents.mjs';
import { filterAnswer, takeCoding } from './html-filter.mjs';
import { knownPages } from './known-pages.mjs';
import { logger } from './log.mjs';
import { countRequest } from './metrics.mjs';
import { runForRequest } from './request-context.mjs';
import { onRequestEnd, openRequest } from './request-log.mjs';
import { runStages, stagesFor } from './stages.mjs';
import { staticBrotli } from './static-brotli.mjs';
import { staticFiles } from './static-files.mjs';
import { within } from './within.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void>} NextHandler */

/** The longest a new process says `warming` while it learns the site's pages (`warm`). */
const WARM_CAP_MS = 10_000;

/** A page: its answer passes the stages' `head` and `document` steps. @param {string | undefined} url */
const isPage = (url) => !url?.startsWith('/api/') && !url?.startsWith('/_next/static/');

/** @typedef {ReturnType<FinishedDocuments['hooks']>} FinishedHooks */
/**
 * The finished-documents hooks, noting on the request's record when its document was finished before.
 * @param {FinishedHooks} hooks
 * @param {import('./request-context.mjs').RequestRecord} record
 * @returns {FinishedHooks}
 */
const reused = ({ recall, keep }, record) => ({
  recall: (res) => {
    const done = recall(res);
    if (done) record.reused = true;
    return done;
  },
  keep,
});

/**
 * The site's request listener around Next's `handle`, `warm`, to call once the server listens, and
 * `drain`, once the process is told to stop (readiness answers 503 from then on).
 * @param {NextHandler} handle
 * @param {{ dev: boolean, warmCapMs?: number }} options
 * @returns {{ listener: (req: IncomingMessage, res: ServerResponse) => void, warm: () => Promise<void>, drain: () => void }}
 */
export function adaptNext(handle, { dev, warmCapMs = WARM_CAP_MS }) {
  const files = staticFiles({ dir: process.cwd(), nextStatic: !dev });
  /** @type {import('./stages.mjs').Site} */
  const site = {
    dev,
    files,
    brotli: staticBrotli(files),
    admission: createAdmission(),
    // Read at start, not inlined at build: one build serves with and without a container.
    tag: tagManager(process.env),
  };
  const stages = stagesFor(dev);
  // A cached page is the same document for every visitor: it is finished once per ETag.
  const finished = new FinishedDocuments();
  onRequestEnd(countRequest);
  // X-Request-Id is believed from the proxies in front only (TRUST_PROXY, lib/config/env.ts).
  const trustProxy = Number(process.env.TRUST_PROXY) > 0;

  /** @type {(req: IncomingMessage, res: ServerResponse) => void} */
  const listener = (req, res) => {
    // Everything done for the request, Next's render and its upstream calls included, runs on its record.
    const record = openRequest(req, res, { trustProxy });
    runForRequest(record, () => serve(req, res, record));
  };

  /** @type {(req: IncomingMessage, res: ServerResponse, record: import('./request-context.mjs').RequestRecord) => void} */
  const serve = (req, res, record) => {
    const page = isPage(req.url);
    const visit = {
      site,
      page,
      // A client navigation's RSC payload is no document: it carries no inline script.
      document: page && !req.headers.rsc,
      https: req.headers['x-forwarded-proto'] === 'https',
      choice: cookieChoiceOf(req.headers.cookie),
    };
    const run = runStages(stages, visit);
    if (run.answered(req, res)) return;
    run.admit(req, res, () => {
      if (page) {
        // A document is held whole by the filter: compressed there, once (html-filter.mjs).
        const coding = visit.document && req.method === 'GET' ? takeCoding(req) : undefined;
        const hooks = finished.hooks(visit.https, coding ?? null, cookieChoiceVariant(visit.choice));
        filterAnswer(res, { head: run.head, document: visit.document ? run.document : null, coding, ...reused(hooks, record) });
      }
      void handle(req, res);
    });
  };

  // Admission knows the site's pages before anyone asks for them (known-pages.mjs). Next loads
  // the route modules when it prepares (`preloadEntriesOnStart`). Until it knows them the process
  // is warming: readiness says so, and a new process's lag refuses nothing (ready sooner, a
  // process a balancer sends visitors to, lagging in its first seconds, would refuse real pages
  // as unknown ones). For at most `warmCapMs`: a slow content service must not keep every new
  // process out of rotation.
  const warm = async () => {
    const known = knownPages().then((paths) => {
      site.admission.know(paths);
      // From here the process knows its pages: an operator (and a test) can tell warming from serving.
      logger.info('site.warmed', { knownPages: paths.length });
    });
    await within(known, warmCapMs);
    site.admission.warmed();
    await known;
  };
  return { listener, warm, drain: () => site.admission.drain() };
}

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
// a Next upgrade changes it (server/next-markup.ts says what is relied on).
//
// Also in this folder, plugged in through Next's own options rather than this adapter:
// cache-handler.mjs (next.config `cacheHandler`, Redis) and redis-options.mjs (every Redis client).
// HSTS is next.config.mjs's (`headers()` with `has`).
import { createAdmission } from './admission.mjs';
import { cookieChoiceOf, cookieChoiceVariant, tagManager } from './cookie-notice.mjs';
import { FinishedDocuments } from './finished-documents.mjs';
import { filterAnswer } from './html-filter.mjs';
import { knownPages } from './known-pages.mjs';
import { observeRequest } from './metrics.mjs';
import { runStages, stagesFor } from './stages.mjs';
import { staticFiles } from './static-files.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void>} NextHandler */

/** A page: its answer passes the stages' `head` and `document` steps. @param {string | undefined} url */
const isPage = (url) => !url?.startsWith('/api/') && !url?.startsWith('/_next/static/');

/**
 * The site's request listener around Next's `handle`, and `warm`, to call once the server listens.
 * @param {NextHandler} handle
 * @param {{ dev: boolean }} options
 * @returns {{ listener: (req: IncomingMessage, res: ServerResponse) => void, warm: () => Promise<void> }}
 */
export function adaptNext(handle, { dev }) {
  /** @type {import('./stages.mjs').Site} */
  const site = {
    dev,
    files: staticFiles({ dir: process.cwd(), nextStatic: !dev }),
    admission: createAdmission(),
    // Read at start, not inlined at build: one build serves with and without a container.
    tag: tagManager(process.env),
  };
  const stages = stagesFor(dev);
  // A cached page is the same document for every visitor: it is finished once per ETag.
  const finished = new FinishedDocuments();

  /** @type {(req: IncomingMessage, res: ServerResponse) => void} */
  const listener = (req, res) => {
    observeRequest(req, res);
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
      if (page) filterAnswer(res, { head: run.head, document: visit.document ? run.document : null, ...finished.hooks(visit.https, cookieChoiceVariant(visit.choice)) });
      void handle(req, res);
    });
  };

  // Admission knows the site's pages before anyone asks for them (known-pages.mjs). Next loads
  // the route modules when it prepares (`preloadEntriesOnStart`).
  const warm = async () => {
    site.admission.warmed();
    site.admission.know(await knownPages());
  };
  return { listener, warm };
}

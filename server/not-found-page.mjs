// @ts-check
// The not-found page's status (rules §2). lib/page renders the page named 404 at any path that
// leads to no page, and at `/error` (loadRoute, lib/page/page-at.ts): Next's own notFound() of a
// cached route sends an empty body, drawn by client code (vercel/next.js#62228), so visitors
// without JavaScript and crawlers would see a blank page. A page can set no status: its document
// carries the not-found view's mark (app/not-found-view.tsx), and is answered 404 here.

/** The mark of the not-found view, as React writes it into the document. */
const NOT_FOUND_VIEW = /<div\b[^>]*\sdata-page="404"[^>]*>/;

/** Whether a document is the not-found page. @param {string} html */
export const isNotFoundPage = (html) => NOT_FOUND_VIEW.test(html);

/**
 * Stage (server/stages.mjs): a document of the not-found page answered 404, without an ETag (a
 * browser that kept it must not have it confirmed by a 304).
 * @type {import('./stages.mjs').Stage}
 */
export const notFoundStage = {
  name: 'not-found status',
  document: (doc) => {
    if (doc.status !== 200 || !isNotFoundPage(doc.html)) return doc;
    const { etag: _etag, ...headers } = doc.headers;
    return { ...doc, status: 404, headers };
  },
};

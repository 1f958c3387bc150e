import { deferredScripts, LOADER_TAG } from './deferred-scripts.mjs';
import { isNotFoundPage } from './not-found-page.mjs';
import { inlinePayload } from './structured-data.mjs';

/**
 * What the Next adapter (server/adapter.mjs) relies on in Next's markup, checked on a document as
 * the site serves it. The adapter finds Next's tags with regular expressions: a tag Next writes
 * differently is not matched and stays in the served document, which these checks report. An
 * empty list: the markup is as the adapter expects.
 */

const TAG = /<(script|link)\b[^>]*>/gi;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(tag);
const value = (tag: string, name: string) => {
  const match = attribute(tag, name);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
};

/**
 * The deferral of Next's scripts (server/deferred-scripts.mjs): the document lists Next's chunks
 * and holds the loader once, and no script or script preload of Next's is left in it (the
 * `noModule` polyfill stays: browsers that run the site never fetch it).
 */
export function deferralProblems(served: string): string[] {
  const problems: string[] = [];
  if (deferredScripts(served).scripts.length === 0) problems.push('no Next chunk was deferred: the deferred-scripts list is missing or empty');
  const loaders = served.split(LOADER_TAG).length - 1;
  if (loaders !== 1) problems.push(`the deferred-scripts loader is in the document ${loaders} times, not once`);
  for (const [tag, name] of served.matchAll(TAG)) {
    const lower = name?.toLowerCase();
    if (lower === 'script' && value(tag, 'src')?.startsWith('/_next/') && !attribute(tag, 'nomodule')) problems.push(`a Next script left in place: ${tag}`);
    const rel = value(tag, 'rel')?.toLowerCase();
    const scriptPreload = (rel === 'preload' && value(tag, 'as') === 'script') || rel === 'modulepreload';
    if (lower === 'link' && scriptPreload && value(tag, 'href')?.startsWith('/_next/')) problems.push(`a Next script preload left in place: ${tag}`);
  }
  return problems;
}

/**
 * The not-found page (server/not-found-page.mjs): a 404 whose body was rendered on the server,
 * with the not-found view's mark the adapter answers 404 by.
 */
export function notFoundProblems(status: number, served: string): string[] {
  const problems: string[] = [];
  if (status !== 404) problems.push(`answered ${status}, not 404`);
  if (!/<main[\s>]/.test(served)) problems.push('no server-rendered body (<main>): Next\'s own empty 404 document');
  if (!isNotFoundPage(served)) problems.push('no mark of the not-found view (data-page="404")');
  return problems;
}

/**
 * Structured data once (server/structured-data.mjs): no JSON-LD element left in the document's
 * RSC payload, and as many JSON-LD blocks in the markup as `expected`.
 */
export function structuredDataProblems(served: string, expected: number): string[] {
  const problems: string[] = [];
  const left = inlinePayload(served).split('"type":"application/ld+json"').length - 1;
  if (left > 0) problems.push(`${left} JSON-LD element(s) left in the RSC payload`);
  const blocks = served.split('<script type="application/ld+json">').length - 1;
  if (blocks !== expected) problems.push(`${blocks} JSON-LD block(s) in the markup, not ${expected}`);
  return problems;
}

// @ts-check
// The cookie notice and the tag manager, added to each document by the site's server
// (docs/decisions/0015-rights-and-cookies.md). Pages are cached and the same for every visitor
// (docs/decisions/0001-hashed-csp.md), while the notice and the tag depend on this visitor's
// choice: so they are added here, per request, outside React (nothing in the RSC payload, nothing
// hydrated), and a finished document is kept per choice.
//
// - No choice yet: the notice, first in <body>, a plain form posting to /api/consent (it works without scripts).
// - With NEXT_PUBLIC_GTM_ID (read when the server starts, so one build serves with and without):
//   Google's Consent Mode v2 defaults, all denied, pushed to dataLayer first in <head>; after "Aceptar"
//   the update to granted and Google Tag Manager's loader, and the policy admits the tag's host.
//   The loader itself checks the choice cookie: a shared cache that served an accepting visitor's
//   document to another still loads nothing for them.
import { COOKIE_CHOICE_COOKIE, readCookieChoice } from '../lib/cookie-choice/choice-cookie.mjs';

export const COOKIE_POLICY_PATH = '/politica-de-cookies';
const DEFAULT_TAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The visitor's cookie choice.
 * @param {string | undefined} header the request's Cookie header
 * @returns {import('../lib/cookie-choice/choice-cookie.mjs').CookieChoice | null}
 */
export function cookieChoiceOf(header) {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_CHOICE_COOKIE) return readCookieChoice(value);
  }
  return null;
}

/**
 * The tag manager's container and host, or null when none is configured (nothing third-party then).
 * A malformed id or origin is refused rather than written into a script.
 * @param {Record<string, string | undefined>} env
 * @returns {{ id: string, origin: string } | null}
 */
export function tagManager(env) {
  const id = env.NEXT_PUBLIC_GTM_ID?.trim();
  if (!id) return null;
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(id)) throw new Error(`NEXT_PUBLIC_GTM_ID no es un contenedor de Google Tag Manager: ${id}`);
  const origin = new URL(env.NEXT_PUBLIC_GTM_ORIGIN?.trim() || DEFAULT_TAG_ORIGIN).origin;
  if (!/^https?:$/.test(new URL(origin).protocol)) throw new Error(`NEXT_PUBLIC_GTM_ORIGIN no es http(s): ${origin}`);
  return { id, origin };
}

const SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'];
/** @param {'denied' | 'granted'} state */
const signals = (state) => `{${SIGNALS.map((s) => `${s}:'${state}'`).join(',')}}`;

/** Google's Consent Mode v2: everything denied until the visitor says otherwise. */
const CONSENT_MODE_DEFAULT = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',${signals('denied')});`;

/** @param {{ id: string, origin: string }} tag */
const loader = ({ id, origin }) =>
  `if(/(?:^|; )${COOKIE_CHOICE_COOKIE}=accepted(?:;|$)/.test(document.cookie)){gtag('consent','update',${signals('granted')});` +
  `dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var s=document.createElement('script');s.async=true;` +
  `s.src=${JSON.stringify(`${origin}/gtm.js?id=${encodeURIComponent(id)}`)};document.head.appendChild(s)}`;

/** The notice: short (every first visit's document carries it), fixed at the bottom (bench/: CLS 0, never the LCP). */
export const NOTICE =
  '<form id="cookie-notice" method="post" action="/api/consent" aria-label="Aviso de cookies">' +
  `<p>Usamos cookies para medir campañas. <a href="${COOKIE_POLICY_PATH}">Política de cookies</a></p>` +
  '<button name="choice" value="accepted">Aceptar</button><button name="choice" value="rejected">Rechazar</button></form>';

/**
 * The document with what this visitor's choice calls for.
 * @param {string} html
 * @param {{ choice: 'accepted' | 'rejected' | null, tag: { id: string, origin: string } | null }} options
 */
export function withCookieNotice(html, { choice, tag }) {
  const script = (/** @type {typeof choice} */ c) => (tag ? `<script>${CONSENT_MODE_DEFAULT}${c === 'accepted' && tag ? loader(tag) : ''}</script>` : '');
  // The not-found document is this server's own answer to /error, already given what a visitor
  // without a cookie gets: that is taken out first, never added twice.
  let page = html.replaceAll(NOTICE, '');
  if (tag) page = page.replaceAll(script(null), '').replaceAll(script('accepted'), '');
  if (tag) page = page.replace(/<head\b[^>]*>/i, (head) => `${head}${script(choice)}`);
  // First in <body>: it arrives with the document's first bytes, so the browser never paints it
  // half parsed (a notice painted before its buttons would grow upwards: a layout shift). React 19
  // skips nodes it did not render among <body>'s children when it hydrates.
  if (choice === null) page = page.replace(/<body\b[^>]*>/i, (body) => `${body}${NOTICE}`);
  return page;
}

/**
 * What a finished document depends on besides its bytes: part of its key in finished-documents.mjs.
 * @param {'accepted' | 'rejected' | null} choice
 */
export const cookieChoiceVariant = (choice) => `cookie-choice=${choice ?? 'none'}`;

/** @param {'accepted' | 'rejected' | null} choice */
const etagSuffix = (choice) => (choice === 'accepted' ? '-ca' : choice === 'rejected' ? '-cr' : '');

/**
 * The ETag of a document as this visitor gets it: one per choice, so that a browser that cached
 * the page with the notice does not revalidate it (304) once the notice is answered.
 * @param {string} etag
 * @param {'accepted' | 'rejected' | null} choice
 */
export function documentEtag(etag, choice) {
  // Idempotent: the server's HTML filter sets the headers it held once more.
  return etag.replace(/(-c[ar])?"$/, `${etagSuffix(choice)}"`);
}

/**
 * A request's If-None-Match as Next knows its ETags: the tags of this visitor's choice, without
 * their suffix; tags of another choice are dropped (the visitor's copy is not the one to send).
 * @param {string} header
 * @param {'accepted' | 'rejected' | null} choice
 * @returns {string | undefined}
 */
export function nextIfNoneMatch(header, choice) {
  if (header.trim() === '*') return header;
  const suffix = etagSuffix(choice);
  const tags = [];
  for (const [, weak = '', value = ''] of header.matchAll(/(W\/)?"([^"]*)"/g)) {
    const own = /-c[ar]$/.test(value) ? value.endsWith(suffix) && suffix !== '' : suffix === '';
    if (own) tags.push(`${weak}"${suffix ? value.slice(0, -suffix.length) : value}"`);
  }
  return tags.length ? tags.join(', ') : undefined;
}

/**
 * Stage (server/stages.mjs): the notice before a choice, the tag manager after "Aceptar", and a
 * document's ETag per choice. Next answers If-None-Match with its own tags, so the request's tags
 * are translated for it, and the answer's tag is given the choice.
 * @type {import('./stages.mjs').Stage}
 */
export const cookieNoticeStage = {
  name: 'cookie notice',
  request: (req, visit) => {
    const ifNoneMatch = req.headers['if-none-match'];
    if (!visit.document || ifNoneMatch === undefined) return;
    const translated = nextIfNoneMatch(ifNoneMatch, visit.choice);
    if (translated === undefined) delete req.headers['if-none-match'];
    else req.headers['if-none-match'] = translated;
  },
  head: (head, visit) => {
    const etag = head.headers.etag;
    return visit.document && typeof etag === 'string' ? { ...head, headers: { ...head.headers, etag: documentEtag(etag, visit.choice) } } : head;
  },
  document: (doc, visit) => (doc.status >= 500 ? doc : { ...doc, html: withCookieNotice(doc.html, { choice: visit.choice, tag: visit.site.tag }) }),
};

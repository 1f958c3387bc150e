// @ts-check
// Next's scripts, fetched and run once the first screen has painted.
//
// Next puts its chunks in the document as `<script src async>` and preloads others: on a phone
// they download beside the hero image and the stylesheets, and their evaluation and
// React's hydration hold the main thread before the first screen is painted. Here they leave the
// document's critical path: their URLs go in a JSON data block, and SCRIPT_LOADER adds them (the
// scripts, and the preloads as preloads) once the browser reports the first screen painted: the
// largest-contentful-paint entry of the hero image (the page's `fetchpriority="high"` image),
// loaded and decoded, or the first such entry on a page without one (a browser without that API:
// two frames later). A hero the browser never reports (smaller than some text) waits HERO_WAIT_MS
// at most. A visitor's first touch, key or focus starts them at once, and they start after
// START_BY_MS at the latest.
//
// The loader is a file of its own (LOADER_PATH), async, cached for good under its content's hash:
// inline, it would be the same kilobyte in every document, which must fit the first round trip
// (docs/decisions/0004-deferred-scripts.md). One statement stays inline, where the parser meets
// it: it keeps the document's cookies as they were when it arrived (ARRIVAL_COOKIES). Next's
// scripts run seconds later, and the browser's campaign capture (rules §9) must not write this
// page's link over the cookies of a link followed since (lib/tracking/capture.ts).
import { createHash } from 'node:crypto';
import { compress, takeCoding } from './html-filter.mjs';
import { refuse, send } from './own-answer.mjs';

/** Exactly the tag Next writes for a chunk (anything else is left as it is). */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** Next's own preload of a chunk, either attribute order. */
const SCRIPT_PRELOAD = /<link rel="preload" (?:as="script" fetchPriority="low" href="([^"]+)"|href="([^"]+)" as="script" fetchPriority="low")\/>/g;

export const START_BY_MS = 3_000;
/** After the hero is decoded, how long its paint may take to be reported (a hero smaller than some text is never reported). */
export const HERO_WAIT_MS = 1_000;

/** The data block that lists the deferred scripts, in document order. */
export const LIST_ATTRIBUTE = 'data-deferred-scripts';

/** The `window` property that holds `document.cookie` as the document arrived (lib/browser/storage.ts reads it). */
export const ARRIVAL_COOKIES = '__cookiesOnArrival';

/** The inline statement that keeps the cookies as the document arrived. */
export const ARRIVAL_SNAPSHOT = `window.${ARRIVAL_COOKIES}=document.cookie`;

/**
 * The loader, the same on every page, in the ES2017 every supported browser runs. `s` starts the
 * scripts once; `p(i)` waits for the paint of the hero `i` (of anything when null); `r` finds the
 * hero once the document is parsed (an async script may run before or after that).
 */
export const SCRIPT_LOADER = `(()=>{let d=document,w=window,g=0,\
a=(t,o)=>d.head.appendChild(Object.assign(d.createElement(t),o)),\
s=()=>{if(g)return;g=1;let l=JSON.parse(d.querySelector('script[${LIST_ATTRIBUTE}]').textContent);\
l.preloads.forEach(u=>a('link',{rel:'preload',as:'script',href:u}));l.scripts.forEach(u=>a('script',{src:u,async:!0}))},\
L=()=>setTimeout(s),\
p=i=>{let P=w.PerformanceObserver;\
if(!(P&&P.supportedEntryTypes||[]).includes('largest-contentful-paint'))return requestAnimationFrame(()=>requestAnimationFrame(L));\
new P((l,o)=>l.getEntries().forEach(e=>{if(!i||e.element===i){o.disconnect();L()}})).observe({type:'largest-contentful-paint',buffered:!0});\
if(i)setTimeout(s,${HERO_WAIT_MS})};\
['pointerdown','keydown','focusin'].forEach(t=>w.addEventListener(t,s,{capture:!0,once:!0,passive:!0}));\
setTimeout(s,${START_BY_MS});\
let r=()=>{let i=d.querySelector('img[fetchpriority="high"]');if(!i)return p(null);\
new Promise(r=>{if(i.complete)r();else{i.addEventListener('load',r);i.addEventListener('error',r)}}).then(()=>i.decode()).catch(()=>{}).then(()=>p(i))};\
d.readyState=='loading'?d.addEventListener('DOMContentLoaded',r):r()})()`;

const LOADER_BODY = Buffer.from(SCRIPT_LOADER);
/** Where the loader is served: its content's hash in the name, so that a changed loader is a new URL. */
export const LOADER_PATH = `/_site/loader.${createHash('sha256').update(LOADER_BODY).digest('hex').slice(0, 12)}.js`;
/** Any loader URL, this build's or an earlier one's still in a cached page: all get this loader. */
const ANY_LOADER = /^\/_site\/loader\.[0-9a-f]{12}\.js$/;
/** The loader compressed once, in each coding the site sends. */
const ENCODED = { br: compress(LOADER_BODY, 'br'), gzip: compress(LOADER_BODY, 'gzip') };
/**
 * The loader's tag: `async` before `src`, unlike Next's chunk tags, so that a second pass of
 * `deferScripts` leaves it in place.
 */
export const LOADER_TAG = `<script async src="${LOADER_PATH}"></script>`;

const LIST_BLOCK = new RegExp(`<script type="application/json" ${LIST_ATTRIBUTE}="">([^<]*)</script>`);

/**
 * What a document defers (for the bench's first-load count): its scripts and preloads.
 * @param {string} html
 * @returns {{ scripts: string[], preloads: string[] }}
 */
export function deferredScripts(html) {
  const block = html.match(LIST_BLOCK);
  return block?.[1] ? JSON.parse(block[1]) : { scripts: [], preloads: [] };
}

/**
 * The document with Next's chunk scripts and preloads deferred as above; a document without them as it is.
 * @param {string} html
 * @returns {string}
 */
export function deferScripts(html) {
  const scripts = [...new Set(Array.from(html.matchAll(ASYNC_SCRIPT), ([, src]) => src))];
  if (scripts.length === 0) return html;
  const listed = new Set(scripts);
  const preloads = [...new Set(Array.from(html.matchAll(SCRIPT_PRELOAD), ([, a, b]) => a ?? b))].filter((href) => !listed.has(href));
  // `<` cannot occur in the URLs of Next's chunks; escaped anyway, as any JSON inside a script.
  const list = JSON.stringify({ scripts, preloads }).replace(/</g, '\\u003c');
  let loader = `<script>${ARRIVAL_SNAPSHOT}</script><script type="application/json" ${LIST_ATTRIBUTE}="">${list}</script>${LOADER_TAG}`;
  return html.replace(SCRIPT_PRELOAD, '').replace(ASYNC_SCRIPT, () => {
    const replacement = loader;
    loader = '';
    return replacement;
  });
}

/**
 * The loader's file: GET or HEAD, in the coding the request accepts, cacheable for a year (its URL
 * changes with it).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function answerLoader(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Método no permitido', { allow: 'GET, HEAD' });
  const coding = takeCoding(req);
  send(res, 200, 'text/javascript; charset=utf-8', coding ? ENCODED[coding] : LOADER_BODY, {
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
    ...(coding ? { 'content-encoding': coding } : {}),
  });
}

/**
 * Stage (server/stages.mjs): Next's scripts started once the first screen is painted, by the
 * loader this stage also serves.
 * @type {import('./stages.mjs').Stage}
 */
export const deferredScriptsStage = {
  name: 'deferred scripts',
  answer: (req, res) => {
    if (!ANY_LOADER.test(req.url?.split('?')[0] ?? '')) return false;
    answerLoader(req, res);
    return true;
  },
  document: (doc) => ({ ...doc, html: deferScripts(doc.html) }),
};

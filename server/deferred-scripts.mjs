// @ts-check
// Next's scripts, fetched and run once the first screen has painted.
//
// Next puts its chunks in the document as `<script src async>` and preloads others: on a phone
// they download beside the hero image, the stylesheets and the font, and their evaluation and
// React's hydration hold the main thread before the first screen is painted. Here they leave the
// document's critical path: their URLs go in a JSON data block, and SCRIPT_LOADER adds them (the
// scripts, and the preloads as preloads) once the browser reports the first screen painted: the
// largest-contentful-paint entry of the hero image (the page's `fetchpriority="high"` image),
// loaded and decoded, or the first such entry on a page without one (a browser without that API:
// two frames later). A hero the browser never reports (smaller than some text) waits HERO_WAIT_MS
// at most. A visitor's first touch, key or focus starts them at once, and they start after
// START_BY_MS at the latest.

/** Exactly the tag Next writes for a chunk (anything else is left as it is). */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** Next's own preload of a chunk, either attribute order. */
const SCRIPT_PRELOAD = /<link rel="preload" (?:as="script" fetchPriority="low" href="([^"]+)"|href="([^"]+)" as="script" fetchPriority="low")\/>/g;

export const START_BY_MS = 3_000;
/** After the hero is decoded, how long its paint may take to be reported (a hero smaller than some text is never reported). */
export const HERO_WAIT_MS = 1_000;

/** The data block that lists the deferred scripts, in document order. */
export const LIST_ATTRIBUTE = 'data-deferred-scripts';

/** The inline loader, the same on every page (its hash is in the policy like every inline script's). */
export const SCRIPT_LOADER = `(function(){var d=document,w=window,go=0;\
function start(){if(go)return;go=1;var l=JSON.parse(d.querySelector('script[${LIST_ATTRIBUTE}]').textContent);\
l.preloads.forEach(function(u){var e=d.createElement('link');e.rel='preload';e.as='script';e.href=u;d.head.appendChild(e)});\
l.scripts.forEach(function(u){var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)})}\
function later(){setTimeout(start)}\
function painted(i){var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];\
if(t.indexOf('largest-contentful-paint')<0)return requestAnimationFrame(function(){requestAnimationFrame(later)});\
new P(function(l,o){l.getEntries().forEach(function(e){if(!i||e.element===i){o.disconnect();later()}})}).observe({type:'largest-contentful-paint',buffered:true});\
if(i)setTimeout(start,${HERO_WAIT_MS})}\
['pointerdown','keydown','focusin'].forEach(function(t){w.addEventListener(t,start,{capture:true,once:true,passive:true})});\
setTimeout(start,${START_BY_MS});\
d.addEventListener('DOMContentLoaded',function(){var i=d.querySelector('img[fetchpriority="high"]');if(!i)return painted(null);\
new Promise(function(r){if(i.complete)r();else{i.addEventListener('load',r);i.addEventListener('error',r)}}).then(function(){return i.decode()}).catch(function(){}).then(function(){painted(i)})})})()`;

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
  let loader = `<script type="application/json" ${LIST_ATTRIBUTE}="">${list}</script><script>${SCRIPT_LOADER}</script>`;
  return html.replace(SCRIPT_PRELOAD, '').replace(ASYNC_SCRIPT, () => {
    const replacement = loader;
    loader = '';
    return replacement;
  });
}

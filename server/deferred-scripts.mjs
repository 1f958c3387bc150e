// Next's scripts, run once the first screen has painted.
//
// Next puts its chunks in the document as `<script src async>`: on a phone they arrive while the
// hero image is still loading, and their evaluation and React's hydration hold the main thread
// before the first screen is painted. Here each one becomes a low-priority preload (downloaded at
// once, behind the page's own resources) and SCRIPT_LOADER runs them when the first screen is
// painted: after the hero image (the page's `fetchpriority="high"` image) has loaded, or after
// the first paint where there is none. A visitor's first touch, key or focus starts them at once,
// and they start after START_BY_MS at the latest.

/** Exactly the tag Next writes for a chunk (anything else is left as it is). */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** Next's own preload of a chunk, either attribute order. */
const SCRIPT_PRELOAD = /<link rel="preload" (?:as="script" fetchPriority="low" href="([^"]+)"|href="([^"]+)" as="script" fetchPriority="low")\/>/g;

export const START_BY_MS = 3_000;

/** The inline loader (its hash is in the policy like every inline script's). */
export const SCRIPT_LOADER = `(function(){var d=document,w=window,go=0;\
function start(){if(go)return;go=1;d.querySelectorAll('link[data-deferred-script]').forEach(function(l){var s=d.createElement('script');s.src=l.getAttribute('href');s.async=true;d.head.appendChild(s)})}\
function painted(){requestAnimationFrame(function(){setTimeout(start)})}\
['pointerdown','keydown','focusin'].forEach(function(t){w.addEventListener(t,start,{capture:true,once:true,passive:true})});\
setTimeout(start,${START_BY_MS});\
d.addEventListener('DOMContentLoaded',function(){var i=d.querySelector('img[fetchpriority="high"]');\
if(!i||i.complete)painted();else{i.addEventListener('load',painted);i.addEventListener('error',painted)}})})()`;

/** The document with Next's chunk scripts deferred as above; a document without them as it is. */
export function deferScripts(html) {
  const scripts = new Set(Array.from(html.matchAll(ASYNC_SCRIPT), ([, src]) => src));
  if (scripts.size === 0) return html;
  let loader = `<script>${SCRIPT_LOADER}</script>`;
  return html
    .replace(SCRIPT_PRELOAD, (tag, a, b) => (scripts.has(a ?? b) ? '' : tag))
    .replace(ASYNC_SCRIPT, (_tag, src) => {
      const preload = `${loader}<link rel="preload" as="script" fetchPriority="low" href="${src}" data-deferred-script=""/>`;
      loader = '';
      return preload;
    });
}

// First-load JavaScript of a page: every script a current browser downloads for it on its first
// load, each fetched once and gzipped with zlib level 9 (next start serves gzip only), summed. That
// is the document's <script src> files and script preloads, and the scripts and preloads this
// server defers until the first paint (server/deferred-scripts.mjs); never a `nomodule` script
// (Next's polyfills): a browser that runs modules, every one the site supports, does not fetch it.
import { gzipSync, constants } from 'node:zlib';
import { deferredScripts } from '../../server/deferred-scripts.mjs';

const TAG = /<(script|link)\b[^>]*>/gi;
const PRELOAD = /\brel="(?:preload|modulepreload)"/i;
const AS_SCRIPT = /\bas="script"/i;

export function scriptSources(html) {
  const deferred = deferredScripts(html);
  const out = [...deferred.scripts, ...deferred.preloads];
  for (const [tag, name] of html.matchAll(TAG)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    if (name.toLowerCase() === 'link' && !(PRELOAD.test(tag) && AS_SCRIPT.test(tag))) continue;
    const src = /\b(?:src|href)=(?:"([^"]+)"|'([^']+)')/i.exec(tag);
    if (!src) continue;
    const url = (src[1] ?? src[2]).replace(/&amp;/g, '&');
    if (!out.includes(url)) out.push(url);
  }
  return out;
}

const cache = new Map(); // absolute URL -> { raw, gzip }

async function sizeOf(url) {
  if (!cache.has(url)) {
    cache.set(
      url,
      (async () => {
        const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        const body = Buffer.from(await res.arrayBuffer());
        return { raw: body.length, gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length };
      })(),
    );
  }
  return cache.get(url);
}

/** @returns {{ status, scripts: {src, raw, gzip}[], raw, gzip, count, html }} */
export async function firstLoadJs(pageUrl) {
  const res = await fetch(pageUrl, { signal: AbortSignal.timeout(30_000), headers: { 'user-agent': 'bench-first-load-js' } });
  const html = await res.text();
  const scripts = [];
  for (const src of scriptSources(html)) {
    const abs = new URL(src, pageUrl);
    if (abs.origin !== new URL(pageUrl).origin) {
      scripts.push({ src, raw: 0, gzip: 0, thirdParty: true });
      continue;
    }
    scripts.push({ src, ...(await sizeOf(abs.href)) });
  }
  const sum = (k) => scripts.reduce((a, s) => a + s[k], 0);
  return { status: res.status, scripts, raw: sum('raw'), gzip: sum('gzip'), count: scripts.length, html, headers: Object.fromEntries(res.headers) };
}

/**
 * What every page type loads and what each adds: the scripts (by URL) on every page of `pages`
 * (each a firstLoadJs result) are the site's shell, the framework included; the rest of a page's
 * are its own (its islands). Set beside the bare page, the shell says how much of the allowance
 * the site spends before any page adds anything.
 */
export function shellAndOwn(pages) {
  const lists = pages.map((js) => js?.scripts ?? null);
  if (lists.length === 0 || lists.some((l) => l === null)) return null;
  const onEvery = (src) => lists.every((l) => l.some((s) => s.src === src));
  const shell = lists[0].filter((s) => onEvery(s.src));
  const gzip = (list) => list.reduce((a, s) => a + s.gzip, 0);
  return { shell: { count: shell.length, gzip: gzip(shell) }, own: lists.map((l) => gzip(l.filter((s) => !onEvery(s.src)))) };
}

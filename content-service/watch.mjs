// The embedded content service's webhook: when a content file changes, the content is reloaded
// and the site is told, through its signed revalidation endpoint (rules §10), which of its
// pages changed, as a CMS's webhook names the documents saved.
import { watch } from 'node:fs';

/** Paths per call: the site's revalidation endpoint takes at most 1,000 (docs/decisions/0011-search-engine-freshness.md). */
const PATHS_PER_CALL = 500;

/**
 * The site paths whose page changed between two loads of the content: its `changed` date moved,
 * or the page appeared or went away. Pages without a path of their own (the landing, the
 * not-found page, the page `common` of the shell) are never named.
 * @param {{ pages: Map<string, { path: string | null, changed?: string }> }} before
 * @param {{ pages: Map<string, { path: string | null, changed?: string }> }} after
 * @returns {string[]}
 */
export function changedPaths(before, after) {
  const dates = (content) => {
    const out = new Map();
    for (const page of content.pages.values()) if (page.path) out.set(page.path, page.changed ?? '');
    return out;
  };
  const was = dates(before);
  const now = dates(after);
  const paths = new Set();
  for (const [path, changed] of now) if (was.get(path) !== changed) paths.add(path);
  for (const path of was.keys()) if (!now.has(path)) paths.add(path);
  return [...paths].sort();
}

/**
 * Watch `dir`; on a change (debounced), `reload()` the content (it answers the changed paths) and
 * POST `{ tags: ['content'], paths }` to the site. A file caught half-written keeps the previous
 * content until the next change.
 * @param {{ dir: string, site: { revalidateUrl: string, secret: string }, reload: () => string[] }} options
 * @returns {() => void} stops watching
 */
export function watchContent({ dir, site, reload }) {
  let timer = null;
  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      let paths;
      try {
        paths = reload();
      } catch (error) {
        console.error('[content-service] contenido inválido, se conserva el anterior:', String(error).slice(0, 200));
        return;
      }
      const calls = [];
      for (let i = 0; i === 0 || i < paths.length; i += PATHS_PER_CALL) calls.push(paths.slice(i, i + PATHS_PER_CALL));
      for (const batch of calls) await tell(site, batch);
    }, 300);
  });
  return () => watcher.close();
}

async function tell({ revalidateUrl, secret }, paths) {
  try {
    const res = await fetch(revalidateUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['content'], paths }),
      signal: AbortSignal.timeout(5_000),
    });
    console.log(`[content-service] contenido recargado (${paths.length} páginas cambiadas); revalidación del sitio: HTTP ${res.status}`);
  } catch (error) {
    console.warn('[content-service] no se pudo avisar al sitio:', String(error).slice(0, 200));
  }
}

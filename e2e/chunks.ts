import type { Page } from '@playwright/test';
import { scriptSources } from '../bench/lib/first-load-js.mjs';

/** Every chunk of the build the page fetches from now on, by path, with its body. */
export function recordChunks(page: Page) {
  const chunks = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')) chunks.set(pathname, r.text().catch(() => ''));
  });
  return chunks;
}

/** Whether any of the recorded chunks holds `mark`. */
export async function someChunkHolds(chunks: Map<string, Promise<string>>, mark: string) {
  return (await Promise.all(chunks.values())).some((body) => body.includes(mark));
}

/**
 * The same-origin scripts of a document's first load, counted as the bench counts them
 * (bench/lib/first-load-js.mjs), each with its body.
 */
export async function firstLoadScripts(html: string, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const sources = scriptSources(html).filter((src) => new URL(src, baseURL).origin === origin);
  return Promise.all(sources.map(async (src) => ({ src, body: await (await fetch(new URL(src, baseURL))).text() })));
}

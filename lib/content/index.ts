import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import type { PageRequest } from './schema';
import { logger } from '@/lib/log';
import { parseBlock, parsePage, v2Endpoint } from './blocks';
import { PageNotFoundError, UpstreamError } from '@/lib/http/errors';
import { fetchJson, upstreamUrl } from '@/lib/http/fetch-json';
import { inDraftMode, withDraft } from './draft';
import { isKnownMiss, rememberMiss } from './negative-cache';
import { parseUniversityConfig } from './config';
import type { Block, PageMeta, UniversityConfig } from './schema';

export { UpstreamError, PageNotFoundError } from '@/lib/http/errors';
export type * from './schema';

export type Page = { name: string; meta: PageMeta; blocks: Block[] };

/** Content is cached for five minutes and revalidated on demand through these tags. */
export const CONTENT_REVALIDATE_S = 300;
export const pageTag = (name: string) => `page:${name}`;
export const CONTENT_TAG = 'content';

function pageUrl(request: PageRequest): URL {
  const { CONTENT_API_URL, CONTENT_API_VERSION } = env();
  const tags = request.tags.length ? request.tags.join(',') : undefined;
  return upstreamUrl(CONTENT_API_URL, `${CONTENT_API_VERSION}/web/page`, {
    ...(request.by === 'name' ? { name: request.name } : { path: request.path }),
    tags,
  });
}

/**
 * Fetch a page and expand every block but the first through its v2 endpoint, all at once: one
 * slow block does not serialise the rest, and a failing or malformed block is left out. Each
 * block is validated with its kind (block-kinds.ts). Throws PageNotFoundError on a 404 and
 * UpstreamError on any other failure of the page call. Not cached here: lib/page keeps the one
 * request-scoped copy of each page, by its path.
 */
export async function getPage(request: PageRequest, name: string): Promise<Page> {
  // An editor's preview reads drafts and never caches them (docs/decisions/0013-staff-workbench.md).
  const draft = await inDraftMode();
  const url = draft ? withDraft(pageUrl(request)) : pageUrl(request);
  const tags = [CONTENT_TAG, pageTag(name)];
  const revalidate = draft ? undefined : CONTENT_REVALIDATE_S;
  const raw = await fetchJson(url, { revalidate, tags });
  const parsed = parsePage(raw);
  if (!parsed) throw new UpstreamError('Página sin bloques', { status: 200, url: url.href });
  const { meta, stubs } = parsed;
  const core = env().CORE_API_URL;
  const settled = await Promise.allSettled(
    stubs.map(async (stub) => {
      const blockUrl = new URL(core + v2Endpoint(stub.endpoint));
      const answer = await fetchJson(draft ? withDraft(blockUrl) : blockUrl, {
        revalidate,
        tags: [...tags, `block:${stub.id}`],
      });
      return parseBlock(answer, stub);
    }),
  );
  const blocks = settled.flatMap((result, i) => {
    if (result.status === 'fulfilled') return result.value ? [result.value] : [];
    logger.warn('block.failed', { id: stubs[i]?.id, reason: String(result.reason).slice(0, 200) });
    return [];
  });
  return { name, meta, blocks };
}

/**
 * The page, or null when none answers the request: a 404, or a 400 (the content service
 * refuses the request itself, so no page can answer it), remembered for a minute
 * (negative-cache.ts). Any other failure still throws.
 */
export async function findPage(request: PageRequest, name: string): Promise<Page | null> {
  if (!(await inDraftMode()) && isKnownMiss(request)) return null;
  try {
    return await getPage(request, name);
  } catch (error) {
    if (error instanceof PageNotFoundError) {
      rememberMiss(request);
      return null;
    }
    if (error instanceof UpstreamError && error.status === 400) {
      logger.warn('page.rejected', { name });
      rememberMiss(request);
      return null;
    }
    throw error;
  }
}

/**
 * A page's metadata alone (its first block, `page_meta`), without expanding its blocks: the
 * sitemap reads every page's date and robots from it. The same call, and so the same cached
 * answer, as `getPage`'s. Null when no page answers (404, or a request the service refuses).
 */
export async function findPageMeta(request: PageRequest, name: string): Promise<PageMeta | null> {
  if (isKnownMiss(request)) return null;
  const url = pageUrl(request);
  let raw: unknown;
  try {
    raw = await fetchJson(url, { revalidate: CONTENT_REVALIDATE_S, tags: [CONTENT_TAG, pageTag(name)] });
  } catch (error) {
    if (error instanceof PageNotFoundError || (error instanceof UpstreamError && error.status === 400)) {
      rememberMiss(request);
      return null;
    }
    throw error;
  }
  const parsed = parsePage(raw);
  if (!parsed) throw new UpstreamError('Página sin bloques', { status: 200, url: url.href });
  return parsed.meta;
}

/** The shell's page, named `common`: header, footer grid, simple footer and back-to-top (the shell kinds). */
export const getShellPage = (): Promise<Page> => getPage({ by: 'name', name: 'common', tags: [] }, 'common');

export const getUniversityConfig = cache(async (): Promise<UniversityConfig> => {
  const url = upstreamUrl(env().CMS_URL, '/university-configuration');
  const raw = await fetchJson(url, { revalidate: 3600, tags: [CONTENT_TAG, 'config'] });
  const parsed = parseUniversityConfig(raw);
  if (!parsed) throw new UpstreamError('Configuración mal formada', { status: 200, url: url.href });
  return parsed;
});

/**
 * Count page views (rules §7 resourcevisits), a batch per call: `{ university, visits: [{ path,
 * date }] }`. Never cached; through the `visits` pool and breaker, so a failing counter never
 * opens the circuit of pages or search.
 */
export async function countVisits(visits: { path: string; date: string }[]): Promise<void> {
  const { CONTENT_API_URL, CONTENT_API_VERSION, UNIVERSITY } = env();
  const url = upstreamUrl(CONTENT_API_URL, `${CONTENT_API_VERSION}/resourcevisits`);
  await fetchJson(url, {
    purpose: 'visits',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ university: UNIVERSITY, visits }),
    },
  });
}

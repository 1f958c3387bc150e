import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { findPage, findPageMeta, getUniversityConfig, type Page, type PageMeta, type UniversityConfig } from '@/lib/content';
import type { Block, ProgramOffer } from '@/lib/content/schema';
import type { LandingCheck } from './landing-check';
import { landingCheckOf } from './landing-offer';
import { locate, type Location } from './locate';
import { resolvePage, type LandingFilters, type Resolution } from './resolve';

export type PageAt =
  | Exclude<Location, { to: 'page' }>
  | {
      to: 'page';
      config: UniversityConfig;
      resolution: Resolution;
      page: Page;
      /** A landing's values checked against the offer (landing-check.ts); null on any other page. */
      landingCheck: LandingCheck | null;
    };

/** What the blocks of a page may know of it (they never resolve the URL again). */
export type PageContext = {
  /** Every block of the page: a form lists the page's events. */
  blocks: readonly Block[];
  /** The page's program offer: it preselects the page's form. */
  offer: ProgramOffer | undefined;
  /** A landing's URL filters (they preselect its form, rules §2), null on any other page. */
  landing: LandingFilters | null;
  /** Whether the landing's values are offered: a mistyped one says so, with a link to the valid prefix. */
  landingCheck: LandingCheck | null;
};

/**
 * The pages loaded for this request, by canonical pathname (validated and decoded: one per page,
 * unambiguous, unlike segments joined with `/`, since a segment may hold a decoded `%2F`).
 * generateMetadata, the page and its blocks share one fetch. React's cache() scopes the map to
 * one request (outside a render, in a route handler or a test, each call gets its own).
 */
const loadedPages = cache(() => new Map<string, Promise<PageAt>>());

function load(resolution: Resolution): Promise<PageAt> {
  const pages = loadedPages();
  const known = pages.get(resolution.pathname);
  if (known) return known;
  const loading = Promise.all([getUniversityConfig(), findPage(resolution.request, resolution.name)]).then(
    ([config, page]): PageAt =>
      page ? { to: 'page', config, resolution, page, landingCheck: landingCheckOf(resolution, page.blocks) } : { to: 'not-found', reason: 'missing' },
  );
  pages.set(resolution.pathname, loading);
  return loading;
}

/**
 * URL → page, the only way there (rules §2): the path as decoded segments (see `locate`) → the
 * page and the university's configuration, the not-found page, or a redirect. A page no one
 * answers (a 404, or a request the content service refuses) is not-found; an outage throws, so
 * that it is never turned into, or cached as, a 404.
 */
export async function pageAt(segments: readonly string[] | null): Promise<PageAt> {
  const location = locate(segments);
  return location.to === 'page' ? load(location.resolution) : location;
}

/**
 * A page's metadata alone (no block expanded), for the sitemap: null when the path leads to no
 * page. A landing needs its blocks to be checked (landing-check.ts): ask `pageAt` for it.
 */
export async function pageMetaAt(segments: readonly string[] | null): Promise<{ resolution: Resolution; meta: PageMeta } | null> {
  const location = locate(segments);
  if (location.to !== 'page') return null;
  const meta = await findPageMeta(location.resolution.request, location.resolution.name);
  return meta ? { resolution: location.resolution, meta } : null;
}

/** The page named 404 (rules §2), which the not-found page shows at whatever path was missed. */
export async function notFoundPage(): Promise<PageAt> {
  const resolution = resolvePage(['404']);
  return resolution ? load(resolution) : { to: 'not-found', reason: 'missing' };
}

/**
 * `pageAt` for a route (Next's `params`, decoded once): a redirect throws redirect(); an outage
 * fails the render, which the adapter answers 503 with the branded outage page (decision 0037).
 *
 * A path that leads to no page, and `/error` itself (next.config.mjs sends `/404` there), is the
 * not-found page: the page named 404 (rules §2), rendered here like any page at the path asked
 * for. The adapter answers its document 404 (server/not-found-page.mjs): a notFound() of this
 * cached route would send an empty body (vercel/next.js#62228), so it is only thrown when the
 * not-found page itself cannot be loaded.
 */
export async function loadRoute(segments: readonly string[]): Promise<Extract<PageAt, { to: 'page' }>> {
  const at = await pageAt(segments);
  if (at.to === 'not-found') {
    const page = await notFoundPage().catch(() => null);
    if (page?.to === 'page') return page;
    notFound();
  }
  if (at.to === 'redirect') redirect(at.location);
  return at;
}

/** The page's context for its blocks. */
export const pageContext = (page: Page, resolution: Resolution, landingCheck: LandingCheck | null = null): PageContext => ({
  blocks: page.blocks,
  offer: page.meta.programOffer,
  landing: resolution.landing,
  landingCheck,
});

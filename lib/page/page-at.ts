import 'server-only';
import { findPage, getUniversityConfig, type Page, type UniversityConfig } from '@/lib/content';
import type { Block, ProgramOffer } from '@/lib/content/schema';
import { resolvePage, type LandingFilters, type Resolution } from '@/lib/routing/resolve';
import { locate, type Location } from './locate';

export type PageAt = Exclude<Location, { kind: 'page' }> | { kind: 'page'; config: UniversityConfig; resolution: Resolution; page: Page };

/** What the blocks of a page may know of it (they never resolve the URL again). */
export type PageContext = {
  /** Every block of the page: a form lists the page's events. */
  blocks: readonly Block[];
  /** The page's program offer: it preselects a form (D4). */
  offer: ProgramOffer | undefined;
  /** A landing's URL filters (D5), null on any other page. */
  landing: LandingFilters | null;
};

async function load(resolution: Resolution): Promise<PageAt> {
  const [config, page] = await Promise.all([getUniversityConfig(), findPage(resolution.request, resolution.name)]);
  return page ? { kind: 'page', config, resolution, page } : { kind: 'not-found', reason: 'missing' };
}

/**
 * URL → page, the only way there (rules §2): the path as decoded segments (see `locate`) → the
 * page and the university's configuration, the not-found page, or a redirect. A page no one
 * answers (a 404, or a request the content service refuses) is not-found; an outage throws, so
 * that it is never turned into, or cached as, a 404.
 */
export async function pageAt(segments: readonly string[] | null): Promise<PageAt> {
  const location = locate(segments);
  return location.kind === 'page' ? load(location.resolution) : location;
}

/** The page named 404 (rules §2), which the not-found page shows at whatever path was missed. */
export async function notFoundPage(): Promise<PageAt> {
  const resolution = resolvePage(['404']);
  return resolution ? load(resolution) : { kind: 'not-found', reason: 'missing' };
}

/** The page's context for its blocks. */
export const pageContext = (page: Page, resolution: Resolution): PageContext => ({
  blocks: page.blocks,
  offer: page.meta.programOffer,
  landing: resolution.landing,
});

import 'server-only';
import { getShellPage } from '@/lib/content';
import type { Block, Image, PageMeta } from '@/lib/content/schema';
import { pageAt, pageMetaAt } from '@/lib/page/page-at';
import { locate } from '@/lib/page/locate';
import { SEARCH_PATH, urlSegments, type Resolution } from '@/lib/page/resolve';
import { redirectOfPath } from '@/lib/redirects/state';
import { absoluteUrl } from './build-metadata';

/**
 * One sitemap per content type, each at `/sitemap/{type}.xml` (app/sitemap/[file]), listed by
 * the index at `/sitemap.xml` (docs/decisions/0011-search-engine-freshness.md).
 */
export const SITEMAP_TYPES = ['paginas', 'programas', 'articulos', 'eventos', 'sedes'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export type SitemapEntry = {
  /** The page's canonical path. */
  path: string;
  type: SitemapType;
  /** When the content service last changed the page (W3C datetime, UTC); none when it does not say. */
  changed: string | undefined;
  /** Absolute URLs of its lead image (programs and articles). */
  images: string[];
};

type Found = { path: string; type: SitemapType; image?: Image };

const MAX_SECTION_PAGES = 40;
const page = (path: string): Found => ({ path, type: 'paginas' });

/** Internal paths a block links to, with the content type the link names. */
function linksOf(block: Block): Found[] {
  switch (block.component) {
    case 'header':
      return block.data.nav.flatMap((n) => [n.link, ...(n.children ?? []).map((c) => c.link)]).map(page);
    case 'content_module':
      return block.data.content.row.flatMap((r) =>
        r.column.flatMap((c) => c.items_column.flatMap((i) => [...(i.content ?? []), ...(i.category ?? [])].map((l) => page(l.path)))),
      );
    case 'simple_footer':
      return block.data.content.flatMap((c) => c.links?.items.map((i) => page(i.link)) ?? []);
    case 'program_list':
      return block.data.programs.map((p) => ({ path: p.path, type: 'programas', image: p.image }));
    case 'article_list':
      return block.data.articles.map((a) => ({ path: a.path, type: 'articulos', image: a.image }));
    case 'event_list':
      return block.data.events.map((e) => ({ path: e.path, type: 'eventos' }));
    case 'campus_list':
      return block.data.campuses.map((c) => ({ path: c.path, type: 'sedes' }));
    default:
      return [];
  }
}

const linkable = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('#') && !path.includes('?');

/** "2026-09-07T06:00:00+00:00" → "2026-09-07T06:00:00Z": one W3C datetime form, in UTC. */
export function w3cDate(iso: string | undefined): string | undefined {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString().replace('.000Z', 'Z') : undefined;
}

/** A page belongs in the sitemap when it is indexable and its own canonical. */
function listable(resolution: Resolution, meta: PageMeta, siteUrl: string): boolean {
  if (resolution.thankYou || resolution.search || resolution.notFound || resolution.pathname === SEARCH_PATH) return false;
  if ((meta.seo.robots ?? '').toLowerCase().includes('noindex')) return false;
  const own = `${siteUrl}${resolution.pathname}`;
  return !meta.seo.canonical_url || absoluteUrl(meta.seo.canonical_url, siteUrl) === absoluteUrl(own, siteUrl);
}

/** A found link → its page's entry, or null when it is no page of the sitemap. */
async function entryOf(found: Found, siteUrl: string): Promise<SitemapEntry | null> {
  const segments = urlSegments(found.path);
  const location = locate(segments);
  if (location.to !== 'page' || location.resolution.thankYou || location.resolution.search) return null;
  let loaded: { resolution: Resolution; meta: PageMeta } | null;
  if (location.resolution.landing) {
    // A landing is listed only when its values are offered, which its blocks tell (landing-check.ts).
    const at = await pageAt(segments);
    loaded = at.to === 'page' && at.landingCheck?.valid !== false ? { resolution: at.resolution, meta: at.page.meta } : null;
  } else {
    loaded = await pageMetaAt(segments);
  }
  if (!loaded || !listable(loaded.resolution, loaded.meta, siteUrl)) return null;
  const image = found.image && absoluteUrl(found.image.styles.large, siteUrl);
  return { path: loaded.resolution.pathname, type: found.type, changed: w3cDate(loaded.meta.changed), images: image ? [image] : [] };
}

/**
 * Every public page, found the way a crawler would: the navigation of the shell, then the
 * lists on each section page it links to (one level deep, bounded); each with its date from its
 * own metadata. A content service that fails throws (the sitemap answers 503), so that a crawler
 * retries rather than reads a sitemap with pages missing.
 */
export async function sitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const shell = await getShellPage();
  const found = new Map<string, Found>([['/', page('/')]]);
  // A page listed by a collection block takes that block's type; the navigation's are pages.
  const add = (link: Found) => {
    const known = found.get(link.path);
    if (linkable(link.path) && (!known || (known.type === 'paginas' && link.type !== 'paginas'))) found.set(link.path, link);
  };
  shell.blocks.flatMap(linksOf).forEach(add);
  const sections = [...found.keys()].slice(0, MAX_SECTION_PAGES);
  const loaded = await Promise.all(sections.map((path) => pageAt(urlSegments(path))));
  for (const at of loaded) if (at.to === 'page') at.page.blocks.flatMap(linksOf).forEach(add);

  const entries = await Promise.all([...found.values()].map((link) => entryOf(link, siteUrl)));
  const byPath = new Map<string, SitemapEntry>();
  // A redirected path is never listed (docs/redirects.md), even while a page still answers for it upstream.
  for (const entry of entries) if (entry && !byPath.has(entry.path) && !redirectOfPath(entry.path)) byPath.set(entry.path, entry);
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

import 'server-only';
import { findPage, getCommon, getUniversityConfig } from '@/lib/content';
import type { Block } from '@/lib/content/schema';
import { resolvePage, routingOptions, segmentsOf } from '@/lib/routing/resolve';

const MAX_SECTION_PAGES = 40;

/** Internal paths a block links to: list items, navigation and buttons. */
function linkedPaths(block: Block): string[] {
  switch (block.component) {
    case 'header':
      return block.data.nav.flatMap((n) => [n.link, ...(n.children ?? []).map((c) => c.link)]);
    case 'content_module':
      return block.data.content.row.flatMap((r) =>
        r.column.flatMap((c) => c.items_column.flatMap((i) => [...(i.content ?? []), ...(i.category ?? [])].map((l) => l.path))),
      );
    case 'simple_footer':
      return block.data.content.flatMap((c) => c.links?.items.map((i) => i.link) ?? []);
    case 'program_list':
      return block.data.programs.map((p) => p.path);
    case 'article_list':
      return block.data.articles.map((a) => a.path);
    case 'event_list':
      return block.data.events.map((e) => e.path);
    case 'campus_list':
      return block.data.campuses.map((c) => c.path);
    default:
      return [];
  }
}

const indexable = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('#') && !path.includes('?') && !/\/gracias$/.test(path) && path !== '/buscar';

/**
 * Every public page, found the way a crawler would: the navigation of the common page, then
 * the lists on each section page it links to (one level deep, bounded).
 */
export async function sitemapPaths(): Promise<string[]> {
  const [common, config] = await Promise.all([getCommon(), getUniversityConfig()]);
  const found = new Set<string>(['/']);
  const sections = new Set(common.blocks.flatMap(linkedPaths).filter(indexable));
  sections.forEach((p) => found.add(p));
  // Each section page is requested the way the site itself would (lib/routing), landings included.
  const pages = await Promise.allSettled(
    ['/', ...sections].slice(0, MAX_SECTION_PAGES).map((path) => {
      const resolution = resolvePage(segmentsOf(path) ?? [], routingOptions(config));
      return resolution ? findPage(resolution.request, resolution.name) : Promise.resolve(null);
    }),
  );
  for (const page of pages) {
    if (page.status === 'fulfilled' && page.value) page.value.blocks.flatMap(linkedPaths).filter(indexable).forEach((p) => found.add(p));
  }
  return [...found].sort();
}

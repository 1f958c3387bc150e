import 'server-only';
import { getCommon } from '@/lib/content';
import type { Block, KindList } from '@/lib/content/schema';
import { pageAt } from '@/lib/page/page-at';
import { SEARCH_PATH, urlSegments } from '@/lib/page/resolve';

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
  path.startsWith('/') && !path.startsWith('//') && !path.includes('#') && !path.includes('?') && !/\/gracias$/.test(path) && path !== SEARCH_PATH;

/**
 * Every public page, found the way a crawler would: the navigation of the common page, then
 * the lists on each section page it links to (one level deep, bounded).
 */
export async function sitemapPaths(kinds: KindList): Promise<string[]> {
  const common = await getCommon(kinds);
  const found = new Set<string>(['/']);
  const sections = new Set(common.blocks.flatMap(linkedPaths).filter(indexable));
  sections.forEach((p) => found.add(p));
  // Each section page is found the way the site itself finds it (lib/page), landings included;
  // a link is an href, so its path is decoded once.
  const pages = await Promise.allSettled(['/', ...sections].slice(0, MAX_SECTION_PAGES).map((path) => pageAt(urlSegments(path), kinds)));
  for (const at of pages) {
    if (at.status === 'fulfilled' && at.value.kind === 'page') at.value.page.blocks.flatMap(linkedPaths).filter(indexable).forEach((p) => found.add(p));
  }
  return [...found].sort();
}
